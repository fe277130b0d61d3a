/**
 * A gift voucher pays a membership's first month (decision 800), on the embedded test provider: in part (the card
 * pays the rest) or in full (nothing charged, the card saved for the renewals); a refused code is a 400 naming
 * voucherCode; a first month never paid gives the voucher's share back, once. The month is granted once and the
 * renewals charge the plan's full price.
 */
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../../domain/memberships';
import { auditLog, membershipPeriods, memberships, orders, payments, receipts, voucherLedger, vouchers } from '../../db/schema';
import { visitor } from '../../test/booking-fixtures';
import { expectTrpcError } from '../../test/expect-error';
import { useTestEnv } from '../../test/harness';
import type { createCaller } from '../../trpc/root';
import { FIRST_PAYMENT_HOURS, FIRST_PAYMENT_JOB, JOIN_ERRORS } from './join';
import { RENEW_JOB } from './renewals';

const env = useTestEnv();
const CARD_OK = '4242424242424242';
const HOUR = 3_600_000;
let admin: ReturnType<typeof createCaller>;

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
});

const plan = (pricePence = 4900) =>
  admin.admin.memberships.createPlan({
    name: 'Four a month',
    pricePence,
    classesPerMonth: 4,
    classTypeIds: [],
    includesAppointments: false,
    minimumTermMonths: 1,
    noticeDays: 0,
    isActive: true,
    description: '',
  });
const issue = (amountPence: number) => admin.admin.vouchers.issue({ amountPence, recipientEmail: 'friend@example.com' });

async function balanceOf(id: number) {
  const [row] = await env.db.select({ balance: vouchers.balancePence }).from(vouchers).where(eq(vouchers.id, id));
  return row!.balance;
}
const ledgerOf = (id: number) => env.db.select().from(voucherLedger).where(eq(voucherLedger.voucherId, id)).orderBy(asc(voucherLedger.id));
const voucherTrail = (id: number) =>
  env.db
    .select({ action: auditLog.action, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'voucher'), eq(auditLog.entityId, `V-${id}`)))
    .orderBy(asc(auditLog.id));
const membershipTrail = async (id: number) =>
  (
    await env.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'membership'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id))
  ).map((a) => a.action);
async function membershipRow(id: number) {
  const [row] = await env.db.select().from(memberships).where(eq(memberships.id, id));
  return row!;
}

describe('a gift voucher paying a membership (test provider)', () => {
  it('pays part of the first month: the card pays the rest, the month is granted once, the renewal is full price', async () => {
    const p = await plan(4900);
    const v = await issue(2000);
    const sub = await env.caller().memberships.subscribe({ planId: p.id, ...visitor('part'), voucherCode: v.code.toLowerCase() });
    expect(sub).toMatchObject({ intent: 'payment', firstMonthPence: 4900, introPriced: false, voucherPence: 2000, amountPence: 2900 });
    expect(sub.clientSecret).toMatch(/_secret_/);
    expect(await balanceOf(v.id)).toBe(0);
    const row = await membershipRow(sub.membershipId);
    expect(row).toMatchObject({ status: 'incomplete', pricePence: 4900, firstOrderId: expect.any(Number) });
    const [order] = await env.db.select().from(orders).where(eq(orders.id, row.firstOrderId!));
    expect(order).toMatchObject({
      kind: 'membership',
      originalPence: 4900,
      voucherId: v.id,
      voucherPence: 2000,
      voucherReserved: true,
      amountPence: 2900,
      paidPence: 0,
    });
    // The redemption is audited and in the ledger, as every voucher redemption.
    expect((await ledgerOf(v.id)).map((l) => [l.reason, l.deltaPence, l.orderId])).toEqual([
      ['issue', 2000, null],
      ['redeem', -2000, order!.id],
    ]);
    expect((await voucherTrail(v.id)).map((a) => a.action)).toEqual(['voucher.issue', 'voucher.redeem']);

    // The card form pays what is left; the same confirmation again grants nothing more.
    const paidAt = new Date('2033-02-03T10:00:00Z');
    expect(await env.services.memberships.confirmTestCard(sub.clientSecret, CARD_OK, paidAt)).toMatchObject({ status: 'succeeded' });
    await env.services.memberships.confirmTestCard(sub.clientSecret, CARD_OK, paidAt);
    const periods = await env.db.select().from(membershipPeriods).where(eq(membershipPeriods.membershipId, sub.membershipId));
    expect(periods).toEqual([expect.objectContaining({ amountPence: 2900, orderId: order!.id, startsAt: paidAt, allowance: 4 })]);
    const [paidOrder] = await env.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(paidOrder).toMatchObject({ paidPence: 2900, voucherPence: 2000, voucherReserved: true });
    const [payment] = await env.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(payment).toMatchObject({ amountPence: 2900, status: 'succeeded', provider: 'test' });
    expect(await env.db.select().from(receipts).where(eq(receipts.paymentId, payment!.id))).toHaveLength(1);
    expect(await membershipTrail(sub.membershipId)).toEqual(['membership.subscribe', 'membership.grant']);

    // The next month is charged at the plan's price: the voucher paid the first month only.
    await env.services.jobs.runDue({ now: addMonths(paidAt, 1), kinds: [RENEW_JOB] });
    const after = await env.db
      .select({ amountPence: membershipPeriods.amountPence })
      .from(membershipPeriods)
      .where(eq(membershipPeriods.membershipId, sub.membershipId))
      .orderBy(asc(membershipPeriods.id));
    expect(after.map((x) => x.amountPence)).toEqual([2900, 4900]);
    // A first month already paid has nothing to give back when its deadline comes.
    await env.services.jobs.runDue({
      now: new Date(env.services.clock().getTime() + 2 * FIRST_PAYMENT_HOURS * HOUR),
      kinds: [FIRST_PAYMENT_JOB],
    });
    expect(await balanceOf(v.id)).toBe(0);
    await env.db.update(memberships).set({ status: 'cancelled' }).where(eq(memberships.id, sub.membershipId));
  });

  it('pays the whole first month: nothing charged, the month granted at once, the card saved for the renewals', async () => {
    const p = await plan(4900);
    const v = await issue(10_000);
    const sub = await env.caller().memberships.subscribe({ planId: p.id, ...visitor('full'), voucherCode: v.code });
    expect(sub).toMatchObject({ intent: 'setup', voucherPence: 4900, amountPence: 0 });
    // The card-saving secret (the SetupIntent's equivalent), not a payment's.
    expect(sub.clientSecret).toMatch(/_setup_/);
    expect(await balanceOf(v.id)).toBe(5100);
    const periods = await env.db.select().from(membershipPeriods).where(eq(membershipPeriods.membershipId, sub.membershipId));
    expect(periods).toEqual([expect.objectContaining({ amountPence: 0, allowance: 4 })]);
    const row = await membershipRow(sub.membershipId);
    expect(row).toMatchObject({ status: 'active', testCard: null });
    const [order] = await env.db.select().from(orders).where(eq(orders.id, row.firstOrderId!));
    expect(order).toMatchObject({ amountPence: 0, voucherPence: 4900, paidPence: 0, adminStatus: 'confirmed' });
    expect(await env.db.select().from(payments).where(eq(payments.orderId, order!.id))).toEqual([]);
    expect(await membershipTrail(sub.membershipId)).toEqual(['membership.subscribe', 'membership.grant']);
    expect((await voucherTrail(v.id)).map((a) => a.action)).toEqual(['voucher.issue', 'voucher.redeem']);

    // She saves her card; the renewal charges it the full price.
    expect(await env.services.memberships.confirmTestCardSetup(sub.clientSecret, CARD_OK)).toMatchObject({ status: 'succeeded' });
    expect((await membershipRow(sub.membershipId)).testCard).toBe(CARD_OK);
    await env.services.jobs.runDue({ now: periods[0]!.endsAt, kinds: [RENEW_JOB] });
    const renewed = await env.db
      .select({ amountPence: membershipPeriods.amountPence })
      .from(membershipPeriods)
      .where(eq(membershipPeriods.membershipId, sub.membershipId))
      .orderBy(asc(membershipPeriods.id));
    expect(renewed.map((x) => x.amountPence)).toEqual([0, 4900]);
    await env.db.update(memberships).set({ status: 'cancelled' }).where(eq(memberships.id, sub.membershipId));
  });

  it('refuses an unknown, an empty or an expired code with a 400 naming voucherCode, and starts nothing', async () => {
    const p = await plan(4900);
    await expectTrpcError(
      env.caller().memberships.subscribe({ planId: p.id, ...visitor('refused'), voucherCode: 'GIFT-AAAA-AAAA-AAAA-AAAA' }),
      'BAD_REQUEST',
      /^voucherCode: no voucher has this code/,
    );
    const v = await issue(1000);
    await env.db.update(vouchers).set({ balancePence: 0 }).where(eq(vouchers.id, v.id));
    await expectTrpcError(
      env.caller().memberships.subscribe({ planId: p.id, ...visitor('refused'), voucherCode: v.code }),
      'BAD_REQUEST',
      /^voucherCode: this voucher has no balance left/,
    );
    const old = await issue(1000);
    await env.db
      .update(vouchers)
      .set({ expiresAt: new Date(env.services.clock().getTime() - HOUR) })
      .where(eq(vouchers.id, old.id));
    await expectTrpcError(
      env.caller().memberships.subscribe({ planId: p.id, ...visitor('refused'), voucherCode: old.code }),
      'BAD_REQUEST',
      /^voucherCode: this voucher has expired/,
    );
    expect(
      await env.db
        .select()
        .from(memberships)
        .where(eq(memberships.email, visitor('refused').email)),
    ).toEqual([]);
  });

  it('gives the share back, once, when the first payment never comes; the card cannot pay it afterwards', async () => {
    const p = await plan(4900);
    const v = await issue(3000);
    const sub = await env.caller().memberships.subscribe({ planId: p.id, ...visitor('never-paid'), voucherCode: v.code });
    expect(sub).toMatchObject({ voucherPence: 3000, amountPence: 1900 });
    expect(await balanceOf(v.id)).toBe(0);
    const created = (await membershipRow(sub.membershipId)).createdAt;
    // Not yet: the first payment has its hours (Stripe's 23 for an incomplete subscription).
    await env.services.jobs.runDue({ now: new Date(created.getTime() + (FIRST_PAYMENT_HOURS - 1) * HOUR), kinds: [FIRST_PAYMENT_JOB] });
    expect(await balanceOf(v.id)).toBe(0);
    const deadline = new Date(created.getTime() + FIRST_PAYMENT_HOURS * HOUR + 1000);
    await env.services.jobs.runDue({ now: deadline, kinds: [FIRST_PAYMENT_JOB] });
    await env.services.jobs.runDue({ now: deadline, kinds: [FIRST_PAYMENT_JOB] });
    expect(await balanceOf(v.id)).toBe(3000);
    const row = await membershipRow(sub.membershipId);
    expect(row).toMatchObject({ status: 'incomplete', paidThrough: null });
    const [order] = await env.db.select().from(orders).where(eq(orders.id, row.firstOrderId!));
    expect(order).toMatchObject({ adminStatus: 'cancelled', voucherReserved: false, voucherPence: 3000 });
    expect((await ledgerOf(v.id)).map((l) => [l.reason, l.deltaPence])).toEqual([
      ['issue', 3000],
      ['redeem', -3000],
      ['release', 3000],
    ]);
    expect((await voucherTrail(v.id)).map((a) => a.action)).toEqual(['voucher.issue', 'voucher.redeem', 'voucher.release']);
    expect(await membershipTrail(sub.membershipId)).toEqual(['membership.subscribe', 'membership.first_unpaid']);
    // The sign-up has lapsed: a card now pays nothing and grants nothing.
    expect(await env.services.memberships.confirmTestCard(sub.clientSecret, CARD_OK)).toEqual({
      status: 'failed',
      message: JOIN_ERRORS.lapsed,
    });
    expect(await env.db.select().from(membershipPeriods).where(eq(membershipPeriods.membershipId, sub.membershipId))).toEqual([]);
    // The voucher pays again, in full.
    const again = await env.caller().memberships.subscribe({ planId: p.id, ...visitor('never-paid'), voucherCode: v.code });
    expect(again).toMatchObject({ voucherPence: 3000, amountPence: 1900 });
  });
});
