/**
 * The introductory offer (decisions 735, 790): her first class or appointment at the owner's price, judged on the
 * server by e-mail, claimed in the order's transaction (one row per address), and a card that paid for it before
 * under another address flagged to the owner.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARQ_QUESTIONS } from '../../../domain/appointments/rules';
import { addDays, londonToday, mondayOf, londonInstant } from '../../../domain/time';
import { auditLog, bookings, emailOutbox, introClaims, orders } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { type TestEnv, testDbKind, useTestEnv } from '../../test/harness';
import { createServices } from '../container';

const now = new Date();
const env = useTestEnv({
  config: { RATE_LIMIT_PER_MINUTE: '0' },
  services: ({ db, config }) => createServices({ db, config, clock: () => now }),
});
const CARD_OK = '4242424242424242';
const CARD_DECLINED = '4000000000000002';
const health = { answers: PARQ_QUESTIONS.map(() => false), details: '' };

const claimsOf = (email: string) => env.db.select().from(introClaims).where(eq(introClaims.email, email));

async function offerOn() {
  const admin = env.caller({ token: await env.adminToken() });
  await admin.admin.introOffer.save({ enabled: true, classPence: 500, appointmentPence: 2000 });
}

describe('the introductory offer', () => {
  it('prices her first class at the offer, then the list price once she has a confirmed booking; off means off', async () => {
    const admin = env.caller({ token: await env.adminToken() });
    await admin.admin.introOffer.save({ enabled: false, classPence: 500, appointmentPence: 2000 });
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 10 });
    const book = (n: string, email: string) =>
      env.caller({ browser: env.browser() }).bookings.create({ ...visitor(n), email, classTypeId: mat.id, scheduleId: slot.id });

    // Off by default: the list price.
    expect((await book('i0', 'first@example.com')).amountPence).toBe(mat.pricePence);
    await offerOn();

    const browser = env.browser();
    const first = await env
      .caller({ browser })
      .bookings.create({ ...visitor('i1'), email: 'New.Face@Example.com', classTypeId: mat.id, scheduleId: slot.id });
    expect(first).toMatchObject({ success: true, amountPence: 500, originalPence: 500 });
    // She pays: now she has a confirmed booking.
    await env.caller({ browser }).payments.confirmTest({ clientSecret: first.clientSecret!, cardNumber: CARD_OK });
    const [kept] = await claimsOf('new.face@example.com');
    expect(kept).toMatchObject({ kind: 'class', introPence: 500, listPence: mat.pricePence, releasedAt: null });
    expect(kept!.confirmedAt).not.toBeNull();
    expect(kept!.cardFingerprint).toMatch(/^testfp_/);

    // The same address in any case has booked before: the list price.
    expect((await book('i2', 'new.face@example.com')).amountPence).toBe(mat.pricePence);
    await admin.admin.introOffer.save({ enabled: false, classPence: 500, appointmentPence: 2000 });
    expect((await book('i3', 'another@example.com')).amountPence).toBe(mat.pricePence);
  });

  it('holds the offer for her first hold only; gives it back when the hold lapses or the payment fails', async () => {
    await offerOn();
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slots = await Promise.all([1, 2, 3].map(() => createSlot(env.db, { allowed: [mat.id], maxBookings: 10 })));
    const email = 'held.twice@example.com';
    const book = (slotId: number, browser = env.browser()) =>
      env.caller({ browser }).bookings.create({ ...visitor('h'), email, classTypeId: mat.id, scheduleId: slotId });

    const browser = env.browser();
    const first = await book(slots[0]!.id, browser);
    expect(first.amountPence).toBe(500);
    // The same browser asking again for the same class gets its hold back at the same price.
    const again = await book(slots[0]!.id, browser);
    expect(again).toMatchObject({ amountPence: 500, bookingId: first.bookingId });
    // A second class while the first is held: the list price.
    expect((await book(slots[1]!.id)).amountPence).toBe(mat.pricePence);

    // The first hold lapses: the offer is hers again.
    await env.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(now.getTime() - 1000) })
      .where(eq(bookings.id, first.bookingId!));
    await env.services.bookings.expireHolds(now);
    expect((await claimsOf(email)).every((c) => c.releasedAt !== null)).toBe(true);
    const payer = env.browser();
    const second = await book(slots[2]!.id, payer);
    expect(second.amountPence).toBe(500);
    // Her card is declined: given back again.
    await env.caller({ browser: payer }).payments.confirmTest({ clientSecret: second.clientSecret!, cardNumber: CARD_DECLINED });
    expect((await claimsOf(email)).filter((c) => c.releasedAt === null)).toHaveLength(0);
    expect((await book(slots[2]!.id)).amountPence).toBe(500);
  });

  it('prices her first appointment at the offer, claimed as a class is', async () => {
    await offerOn();
    const admin = env.caller({ token: await env.adminToken() });
    await admin.admin.appointments.setHours(
      [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '08:00', endTime: '18:00', locationId: null })),
    );
    const type = await admin.admin.appointments.createType({
      name: 'Intro PT',
      durationMinutes: 60,
      pricePence: 4500,
      place: 'client_home',
      minNoticeMinutes: 60,
    });
    const monday = addDays(mondayOf(londonToday(now)), 28);
    const book = (email: string, time: string) =>
      env
        .caller({ browser: env.browser() })
        .appointments.book({ typeId: type.id, start: londonInstant(monday, time), name: 'Appt', email, phone: '07700 900123', health });
    const first = await book('first.appt@example.com', '09:00');
    expect(first).toMatchObject({ success: true, amountPence: 2000 });
    const [order] = await env.db.select().from(orders).where(eq(orders.appointmentId, first.appointmentId!));
    expect(order!.description).toContain('(introductory price)');
    expect(await claimsOf('first.appt@example.com')).toHaveLength(1);
    // Her second while the first is held: the list price.
    expect((await book('first.appt@example.com', '11:00')).amountPence).toBe(4500);
    // Someone who has had the class offer pays the list price for an appointment too.
    expect((await book('new.face@example.com', '14:00')).amountPence).toBe(4500);
  });

  it('flags to the owner a card that already paid for the offer under another address', async () => {
    await offerOn();
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 10 });
    const pay = async (email: string) => {
      const browser = env.browser();
      const held = await env.caller({ browser }).bookings.create({ ...visitor('fp'), email, classTypeId: mat.id, scheduleId: slot.id });
      expect(held.amountPence).toBe(500);
      await env.caller({ browser }).payments.confirmTest({ clientSecret: held.clientSecret!, cardNumber: CARD_OK });
      const [order] = await env.db.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, held.bookingId!));
      return { orderId: order!.id, bookingId: held.bookingId! };
    };
    await pay('card.one@example.com');
    const { orderId: second, bookingId } = await pay('card.two@example.com');
    // Paid and confirmed (the place and the money are hers), but the owner is told, with the difference.
    const [booking] = await env.db.select().from(orders).where(eq(orders.id, second));
    expect(booking!.amountPence).toBe(500);
    const flagged = await env.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'intro_offer.repeat_card'), eq(auditLog.entityId, String(second))));
    expect(flagged).toHaveLength(1);
    const mails = await env.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Introductory price paid twice with one card (B-${bookingId})`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Difference`);
    // The booking's one reference (decision 571), never the order's bare number.
    expect(mails[0]!.text).toContain(`Reference: B-${bookingId}`);
  });
});

describe.runIf(testDbKind() === 'postgres')('the introductory offer under a rush on PostgreSQL (two instances)', () => {
  let callers: ReturnType<TestEnv['caller']>[];
  beforeAll(async () => {
    callers = [env.caller(), (await env.secondInstance({ poolSize: 20 })).caller()];
  });

  it('gives the offer to exactly one of 200 parallel first bookings by one address', async () => {
    await offerOn();
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slots = await Promise.all(Array.from({ length: 10 }, () => createSlot(env.db, { allowed: [mat.id], maxBookings: 30 })));
    const email = 'rush.first@example.com';
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        callers[i % 2]!.bookings.create({
          ...visitor(`rush${i}`),
          email: i % 3 === 0 ? email.toUpperCase() : email,
          classTypeId: mat.id,
          scheduleId: slots[i % 10]!.id,
        }),
      ),
    );
    const answered = results.flatMap((r) => (r.status === 'fulfilled' && r.value.success ? [r.value] : []));
    expect(answered).toHaveLength(200);
    expect(answered.filter((a) => a.amountPence === 500)).toHaveLength(1);
    expect(answered.filter((a) => a.amountPence === mat.pricePence)).toHaveLength(199);
    const live = (await claimsOf(email)).filter((c) => c.releasedAt === null);
    expect(live).toHaveLength(1);
    const intro = answered.find((a) => a.amountPence === 500)!;
    const [order] = await env.db.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, intro.bookingId!));
    expect(live[0]!.orderId).toBe(order!.id);
  });
});
