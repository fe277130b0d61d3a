/**
 * A membership's first-month introductory price judged by the card too (decision 804), on the embedded test provider:
 * the card that pays the first month (or is saved for a month a voucher paid in full) is kept on the offer's claim,
 * and a card that already had the offer under another address, for a class or a membership, is flagged to the owner
 * as a class's is (decision 790): audited and e-mailed with the difference, the month standing as paid.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, introClaims, memberships, orders } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { useTestEnv } from '../../test/harness';
import type { createCaller } from '../../trpc/root';
import { TEST_CARDS, testCardFingerprint } from '../money/payments/test-provider';

const env = useTestEnv({ config: { RATE_LIMIT_PER_MINUTE: '0' } });
let admin: ReturnType<typeof createCaller>;
let planId: number;

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
  planId = (
    await admin.admin.memberships.createPlan({
      name: 'Eight a month',
      pricePence: 6000,
      classesPerMonth: 8,
      classTypeIds: [],
      includesAppointments: false,
      minimumTermMonths: 1,
      noticeDays: 0,
      isActive: true,
      description: '',
    })
  ).id;
  await admin.admin.introOffer.save({ enabled: true, classPence: 500, appointmentPence: 2000, membershipPence: 1500 });
});

const flagsOn = (orderId: number) =>
  env.db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'intro_offer.repeat_card'), eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))));
const ownerMails = (membershipId: number) =>
  env.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.subject, `Introductory price paid twice with one card (membership ${membershipId})`));

/** Subscribes with the offer and pays the first month with this card; the membership's row after. */
async function joinAndPay(who: string, cardNumber: string = TEST_CARDS.success) {
  const sub = await env.caller().memberships.subscribe({ planId, ...visitor(who) });
  expect(sub).toMatchObject({ introPriced: true, firstMonthPence: 1500, amountPence: 1500, intent: 'payment' });
  expect(await env.caller().memberships.confirmTestCard({ clientSecret: sub.clientSecret, cardNumber })).toEqual({
    status: 'succeeded',
    message: null,
  });
  const [row] = await env.db.select().from(memberships).where(eq(memberships.id, sub.membershipId));
  return row!;
}

async function payClass(who: string) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 10 });
  const browser = env.browser();
  const held = await env.caller({ browser }).bookings.create({ ...visitor(who), classTypeId: mat.id, scheduleId: slot.id });
  expect(held.amountPence).toBe(500);
  await env.caller({ browser }).payments.confirmTest({ clientSecret: held.clientSecret!, cardNumber: TEST_CARDS.success });
  const [order] = await env.db.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, held.bookingId!));
  return order!.id;
}

describe('the first-month price judged by the card (test provider)', () => {
  it('flags a first month paid with a card that had the class offer under another address; the month stands', async () => {
    await payClass('card-class');
    const m = await joinAndPay('card-member');
    expect(m).toMatchObject({ status: 'active' });
    const [claim] = await env.db.select().from(introClaims).where(eq(introClaims.orderId, m.firstOrderId!));
    expect(claim).toMatchObject({ kind: 'membership', cardFingerprint: testCardFingerprint(TEST_CARDS.success), releasedAt: null });
    expect(claim!.confirmedAt).not.toBeNull();
    const [order] = await env.db.select().from(orders).where(eq(orders.id, m.firstOrderId!));
    expect(order).toMatchObject({ amountPence: 1500, paidPence: 1500 });
    expect(await flagsOn(m.firstOrderId!)).toEqual([
      {
        after: {
          email: visitor('card-member').email,
          earlierEmail: visitor('card-class').email,
          listPence: 6000,
          introPence: 1500,
        },
      },
    ]);
    const mails = await ownerMails(m.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('The membership stands');
    expect(mails[0]!.text).toContain('Difference: £45.00');
  });

  it('flags a second address paying its first month with the same card, and a class after it', async () => {
    const second = await joinAndPay('card-member-two');
    expect(await flagsOn(second.firstOrderId!)).toHaveLength(1);
    expect(await ownerMails(second.id)).toHaveLength(1);
    // The membership's claim carries its card: a class by yet another address with it is flagged too.
    const classOrder = await payClass('card-class-two');
    expect(await flagsOn(classOrder)).toHaveLength(1);
    // One flag for each paid offer after the first with this card, none for the first.
    const flags = await env.db.select().from(auditLog).where(eq(auditLog.action, 'intro_offer.repeat_card'));
    expect(flags).toHaveLength(3);
  });

  it('judges the card saved for a first month a voucher paid in full: a fresh card passes, the same card again is flagged', async () => {
    const saved = async (who: string) => {
      const v = await admin.admin.vouchers.issue({ amountPence: 1500, recipientEmail: 'friend@example.com' });
      const sub = await env.caller().memberships.subscribe({ planId, ...visitor(who), voucherCode: v.code });
      expect(sub).toMatchObject({ introPriced: true, voucherPence: 1500, amountPence: 0, intent: 'setup' });
      // Granted at once with no card: nothing judged yet.
      const [row] = await env.db.select().from(memberships).where(eq(memberships.id, sub.membershipId));
      expect(row!.paidThrough).not.toBeNull();
      expect((await env.db.select().from(introClaims).where(eq(introClaims.orderId, row!.firstOrderId!)))[0]!.cardFingerprint).toBeNull();
      // The charges-fail card is saved (not charged): a card no claim has had.
      await env.caller().memberships.confirmTestCardSetup({ clientSecret: sub.clientSecret, cardNumber: TEST_CARDS.chargesFail });
      return { ...row!, secret: sub.clientSecret };
    };
    const fresh = await saved('voucher-card-one');
    const [claim] = await env.db.select().from(introClaims).where(eq(introClaims.orderId, fresh.firstOrderId!));
    expect(claim!.cardFingerprint).toBe(testCardFingerprint(TEST_CARDS.chargesFail));
    expect(await flagsOn(fresh.firstOrderId!)).toEqual([]);
    expect(await ownerMails(fresh.id)).toEqual([]);

    const again = await saved('voucher-card-two');
    expect(await flagsOn(again.firstOrderId!)).toEqual([
      { after: expect.objectContaining({ earlierEmail: visitor('voucher-card-one').email, introPence: 1500 }) },
    ]);
    expect(await ownerMails(again.id)).toHaveLength(1);
    // A card saved later (a card update) changes nothing: the claim keeps the card first judged, nothing more is flagged.
    await env.caller().memberships.confirmTestCardSetup({ clientSecret: fresh.secret, cardNumber: TEST_CARDS.success });
    expect(await flagsOn(fresh.firstOrderId!)).toEqual([]);
    const claims = await env.db
      .select({ card: introClaims.cardFingerprint })
      .from(introClaims)
      .where(inArray(introClaims.orderId, [fresh.firstOrderId!, again.firstOrderId!]));
    expect(claims.every((c) => c.card === testCardFingerprint(TEST_CARDS.chargesFail))).toBe(true);
  });
});
