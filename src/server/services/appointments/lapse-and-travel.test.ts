/**
 * An unpaid hold running out gives her time back (offered again, bookable, swept by the worker); a card payment
 * arriving after the time was taken is refunded with her and the owner e-mailed; one after the lapse with the time
 * still free confirms it. The owner's travel time between two places (decision 809): availability and new
 * reservations follow it, refused outside 0..240, audited. A class pack's credits pay for a type that names the pack.
 */
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARQ_QUESTIONS } from '../../../domain/appointments/rules';
import { addDays, londonInstant, londonToday, mondayOf } from '../../../domain/time';
import { rowsOf } from '../../db/client';
import { appointments, auditLog, busyTimes, creditLots, emailOutbox, orders, payments, refunds } from '../../db/schema';
import { expectTrpcError } from '../../test/expect-error';
import { type TestEnv, useTestEnv } from '../../test/harness';
import { LATE_APPOINTMENT_FLAGS } from '../booking/payment-rules';
import { createServices } from '../container';
import { NO_APPOINTMENT_CREDIT, TIME_TAKEN } from './book';
import * as busy from './busy-time';
import { VOUCHER_ERRORS } from '../vouchers/vouchers';

const clock = { now: new Date() };
/** Moves the services' clock on (never back: holds made earlier in the file stay as they were). */
const later = (minutes: number) => (clock.now = new Date(clock.now.getTime() + minutes * 60_000));
const monday = addDays(mondayOf(londonToday(clock.now)), 35);
const env = useTestEnv({
  config: { RATE_LIMIT_PER_MINUTE: '0', OWNER_EMAIL: 'owner@studio.test', HOLD_MINUTES: '15' },
  services: ({ db, config }) => createServices({ db, config, clock: () => clock.now }),
});

const at = (date: string, time: string) => londonInstant(date, time);
const health = { answers: PARQ_QUESTIONS.map(() => false), details: '' };
const her = (email: string) => ({ name: 'Jane Client', email, phone: '07700 900123', health });
const CARD_OK = '4242424242424242';

let admin: ReturnType<TestEnv['caller']>;
let app: FastifyInstance;
let bearer: string;
let single: { id: number; pricePence: number };

async function rest(method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown) {
  const res = await app.inject({
    method,
    url: `/api${path}`,
    headers: { authorization: `Bearer ${bearer}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.json() };
}

const startsOf = async (typeId: number, date: string) =>
  (await env.caller().appointments.availability({ typeId, from: date, to: date })).times.map((t) => t.startTime);
const statusOf = async (id: number) =>
  (
    await env.db.select({ status: appointments.status, by: appointments.cancelledBy }).from(appointments).where(eq(appointments.id, id))
  )[0]!;
const busyOf = (id: number) => env.db.select({ id: busyTimes.id }).from(busyTimes).where(eq(busyTimes.appointmentId, id));
const mailsTo = (to: string, subject = '') =>
  env.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), like(emailOutbox.subject, `${subject}%`)))
    .orderBy(asc(emailOutbox.id));

beforeAll(async () => {
  app = await env.app();
  bearer = await env.adminToken();
  admin = env.caller({ token: bearer });
  await admin.admin.appointments.setHours(
    [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '08:00', endTime: '18:00', locationId: null })),
  );
  single = (await admin.admin.appointments.listTypes()).find((t) => t.name === 'Personal Training - Single Session')!;
});

describe('an unpaid hold running out', () => {
  it('frees her time: offered again at once, swept by the worker, and bookable by someone else', async () => {
    const held = await env.caller().appointments.book({ typeId: single.id, start: at(monday, '09:00'), ...her('lapse1@example.com') });
    expect(held).toMatchObject({ success: true, status: 'held' });
    expect(await startsOf(single.id, monday)).not.toContain('09:00');

    later(16);
    // Lapsed but not yet swept: it no longer counts against her availability.
    expect(await startsOf(single.id, monday)).toContain('09:00');
    expect(await env.services.appointments.expireHolds(clock.now)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(held.appointmentId!)).toEqual({ status: 'expired', by: null });
    expect(await busyOf(held.appointmentId!)).toHaveLength(0);

    const taken = await env.caller().appointments.book({ typeId: single.id, start: at(monday, '09:00'), ...her('lapse2@example.com') });
    expect(taken).toMatchObject({ success: true, status: 'held' });
    expect(await busyOf(taken.appointmentId!)).toHaveLength(1);
  });

  it('at the very same start: a live hold answers time taken at once, a lapsed one is booked over before any sweep', async () => {
    // The quick probe of the start's claim (decisions 772, 814: stateOf) must count live holds only.
    const date = addDays(monday, 2);
    const first = await env.caller().appointments.book({ typeId: single.id, start: at(date, '11:00'), ...her('same1@example.com') });
    expect(first).toMatchObject({ success: true, status: 'held' });
    await expectTrpcError(
      env.caller().appointments.book({ typeId: single.id, start: at(date, '11:00'), ...her('same2@example.com') }),
      'CONFLICT',
      TIME_TAKEN,
    );
    later(16);
    const over = await env.caller().appointments.book({ typeId: single.id, start: at(date, '11:00'), ...her('same3@example.com') });
    expect(over).toMatchObject({ success: true, status: 'held' });
    expect(await statusOf(first.appointmentId!)).toMatchObject({ status: 'expired' });
  });

  it('refunds a card payment that arrives after the time was taken, e-mailing her as for a class', async () => {
    const date = addDays(monday, 1);
    const late = await env.caller().appointments.book({ typeId: single.id, start: at(date, '10:00'), ...her('late@example.com') });
    later(16);
    // Booking over the lapsed hold gives it back first (no sweep needed).
    const taker = await env.caller().appointments.book({ typeId: single.id, start: at(date, '10:30'), ...her('taker@example.com') });
    expect(taker).toMatchObject({ success: true, status: 'held' });

    await env.caller().payments.confirmTest({ clientSecret: late.clientSecret!, cardNumber: CARD_OK, holdToken: late.holdToken });
    expect(await statusOf(late.appointmentId!)).toEqual({ status: 'cancelled', by: 'system' });
    expect(await busyOf(late.appointmentId!)).toHaveLength(0);
    expect(await statusOf(taker.appointmentId!)).toMatchObject({ status: 'held' });
    const [order] = await env.db.select({ id: orders.id }).from(orders).where(eq(orders.appointmentId, late.appointmentId!));
    const given = await env.db
      .select({ amount: refunds.amountPence, reason: refunds.reason })
      .from(refunds)
      .where(eq(refunds.orderId, order!.id));
    expect(given).toEqual([{ amount: 4000, reason: 'late_payment' }]);
    const [paid] = await env.db.select({ flag: payments.flag }).from(payments).where(eq(payments.orderId, order!.id));
    expect(paid!.flag).toBe(LATE_APPOINTMENT_FLAGS.refunded);

    const mails = await mailsTo('late@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Refund: Personal Training - Single Session on .* is no longer free$/),
    ]);
    expect(mails[0]!.text).toContain('arrived after the time held for you had been released');
    expect(mails[0]!.text).toContain('We have refunded £40.00 to your card.');
    expect(await mailsTo('owner@studio.test', `Refunded: late payment for appointment A-${late.appointmentId}`)).toHaveLength(1);

    // Settled again (a second try, a webhook after the page): nothing more is given back or sent.
    await env.caller().payments.confirmTest({ clientSecret: late.clientSecret!, cardNumber: CARD_OK, holdToken: late.holdToken });
    expect(await env.db.select().from(refunds).where(eq(refunds.orderId, order!.id))).toHaveLength(1);
    expect(await mailsTo('late@example.com')).toHaveLength(1);
  });

  it('confirms a payment that arrives after the lapse while the time is still free, taking the time again', async () => {
    const date = addDays(monday, 1);
    const slow = await env.caller().appointments.book({ typeId: single.id, start: at(date, '14:00'), ...her('slow@example.com') });
    later(16);
    await env.services.appointments.expireHolds(clock.now);
    expect(await busyOf(slow.appointmentId!)).toHaveLength(0);
    await env.caller().payments.confirmTest({ clientSecret: slow.clientSecret!, cardNumber: CARD_OK, holdToken: slow.holdToken });
    expect(await statusOf(slow.appointmentId!)).toMatchObject({ status: 'confirmed' });
    expect(await busyOf(slow.appointmentId!)).toHaveLength(1);
    expect(await mailsTo('slow@example.com', 'Confirmed:')).toHaveLength(1);
    expect(await startsOf(single.id, date)).not.toContain('14:00');
  });
});

describe("the owner's travel time between two places (decision 809)", () => {
  it('is 30 minutes until she sets it, and refuses anything outside 0 to 240, naming the field', async () => {
    expect(await rest('GET', '/admin/appointment-settings')).toEqual({ status: 200, body: { travelMinutes: 30 } });
    for (const travelMinutes of [241, -1, 'soon']) {
      const refused = await rest('PUT', '/admin/appointment-settings', { travelMinutes });
      expect(refused.status, String(travelMinutes)).toBe(400);
      expect(refused.body.message).toContain('travelMinutes');
    }
    await expectTrpcError(admin.admin.appointments.saveSettings({ travelMinutes: 241 }), 'BAD_REQUEST', /travelMinutes/);
    await expectTrpcError(env.caller().admin.appointments.saveSettings({ travelMinutes: 10 }), 'UNAUTHORIZED');
    expect((await rest('GET', '/admin/appointment-settings')).body).toEqual({ travelMinutes: 30 });
    expect(await env.db.select().from(auditLog).where(eq(auditLog.action, 'appointment_settings.update'))).toHaveLength(0);
  });

  it('changes her free times and new reservations; each booked time keeps the travel it was reserved with', async () => {
    const date = addDays(monday, 2);
    const home = await admin.admin.appointments.createType({
      name: 'Home Session',
      durationMinutes: 60,
      pricePence: 3000,
      bufferAfterMinutes: 0,
      place: 'client_home',
    });
    // At the studio 12:00-13:00 and its 15-minute buffer: reserved with the 30 minutes of travel set now.
    const studio = await admin.admin.appointments.create({
      typeId: single.id,
      start: at(date, '12:00'),
      ...her('studio@example.com'),
      payment: 'complimentary',
    });
    expect(studio.status).toBe('confirmed');
    const starts = () => startsOf(home.id, date);
    // 30: a home session ends by 11:30 to reach the studio; after it, 13:15 + 30.
    let free = await starts();
    expect(free).toContain('10:30');
    expect(free).not.toContain('10:45');
    expect(free).not.toContain('13:30');
    expect(free).toContain('13:45');

    expect(await rest('PUT', '/admin/appointment-settings', { travelMinutes: 90 })).toEqual({ status: 200, body: { travelMinutes: 90 } });
    free = await starts();
    expect(free).toContain('09:30');
    expect(free).not.toContain('09:45');
    expect(free).not.toContain('14:30');
    expect(free).toContain('14:45');
    const [entry] = await env.db
      .select({ actor: auditLog.actor, entity: auditLog.entity, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'appointment_settings.update'))
      .orderBy(asc(auditLog.id));
    expect(entry).toEqual({ actor: 'admin', entity: 'appointment_settings', before: { travelMinutes: 30 }, after: { travelMinutes: 90 } });

    // 0: before the studio she may end at 12:00; after it, the 30 minutes the studio session reserved still hold.
    expect((await admin.admin.appointments.saveSettings({ travelMinutes: 0 })).travelMinutes).toBe(0);
    free = await starts();
    expect(free).toContain('11:00');
    expect(free).not.toContain('13:30');
    expect(free).toContain('13:45');
    const booked = await env.caller().appointments.book({ typeId: home.id, start: at(date, '11:00'), ...her('home@example.com') });
    expect(booked).toMatchObject({ success: true, status: 'held' });
    const reserved = rowsOf<{ travel: number; reach: number }>(
      await env.db.execute(sql`
        select extract(epoch from upper("travel") - upper("during"))::integer / 60 as "travel",
          extract(epoch from lower("during") - lower("reach"))::integer / 60 as "reach"
        from ${busyTimes} where "appointment_id" in (${booked.appointmentId!}, ${studio.appointmentId!})
        order by "appointment_id" = ${studio.appointmentId!} desc`),
    );
    expect(reserved.map((r) => [Number(r.travel), Number(r.reach)])).toEqual([
      [30, 30],
      [0, 0],
    ]);

    await admin.admin.appointments.saveSettings({ travelMinutes: 30 });
    expect((await rest('GET', '/admin/appointment-settings')).body).toEqual({ travelMinutes: 30 });
  });
});

describe("a class pack's credits", () => {
  it('pay for an appointment type that names the pack, and not for one that does not', async () => {
    const pack = await admin.admin.packs.create({ name: 'Five Classes', pricePence: 5000, credits: 5, validityDays: 60, classTypeIds: [] });
    const type = await admin.admin.appointments.createType({
      name: 'Pack Check-in',
      durationMinutes: 30,
      pricePence: 2500,
      place: 'online',
      creditPackIds: [pack.id],
    });
    const email = 'pack-client@example.com';
    const bought = await env.caller().packs.buy({ packId: pack.id, name: 'Pack Client', email, phone: '07700 900123' });
    await env.caller().payments.confirmTest({ clientSecret: bought.clientSecret, cardNumber: CARD_OK });
    await env.caller().packs.requestCode({ email });
    const code = /(\d{6})/.exec((await mailsTo(email, 'Your code')).at(-1)!.subject)![1]!;
    const { creditToken } = await env.caller().packs.verifyCode({ email, code });

    const date = addDays(monday, 3);
    const paid = await env.caller().appointments.book({ typeId: type.id, start: at(date, '09:00'), ...her(email), creditToken });
    expect(paid).toMatchObject({ success: true, status: 'confirmed', amountPence: 0, clientSecret: null });
    const [row] = await env.db
      .select({ paidWith: appointments.paidWith, lot: appointments.creditLotId })
      .from(appointments)
      .where(eq(appointments.id, paid.appointmentId!));
    expect(row!.paidWith).toBe('credit');
    const [lot] = await env.db
      .select({ id: creditLots.id, remaining: creditLots.remaining })
      .from(creditLots)
      .where(eq(creditLots.email, email));
    expect(lot).toEqual({ id: row!.lot, remaining: 4 });

    // The single session takes training credits only: the class pack's do not pay for it.
    await expectTrpcError(
      env.caller().appointments.book({ typeId: single.id, start: at(date, '11:00'), ...her(email), creditToken }),
      'CONFLICT',
      NO_APPOINTMENT_CREDIT,
    );
    expect(
      (await env.db.select({ remaining: creditLots.remaining }).from(creditLots).where(eq(creditLots.email, email)))[0]!.remaining,
    ).toBe(4);
  });
});

describe('a claimed start (decision 814)', () => {
  const liveAt = (start: Date) =>
    env.db
      .select({ id: appointments.id, status: appointments.status, email: appointments.email })
      .from(appointments)
      .where(eq(appointments.startsAt, start));

  it('is withdrawn when its booking is refused after the claim, and the next visitor books the time', async () => {
    const date = addDays(monday, 7);
    // Refused by what is read after the claim: a voucher that does not exist.
    await expectTrpcError(
      env
        .caller()
        .appointments.book({ typeId: single.id, start: at(date, '09:00'), ...her('claim1@example.com'), voucherCode: 'GIFT-NONE-0000' }),
      'BAD_REQUEST',
      VOUCHER_ERRORS.notFound,
    );
    expect(await liveAt(at(date, '09:00'))).toEqual([]);
    const next = await env.caller().appointments.book({ typeId: single.id, start: at(date, '09:00'), ...her('claim2@example.com') });
    expect(next).toMatchObject({ success: true, status: 'held' });
    expect(await liveAt(at(date, '09:00'))).toEqual([{ id: next.appointmentId, status: 'held', email: 'claim2@example.com' }]);
    expect(await busyOf(next.appointmentId!)).toHaveLength(1);
  });

  it('is withdrawn when the reservation is refused, and never touches a booking that was made', async () => {
    const date = addDays(monday, 7);
    // 12:45 claims its start, but its session overlaps the 12:00 hold's: refused by the rules read after the claim.
    const first = await env.caller().appointments.book({ typeId: single.id, start: at(date, '12:00'), ...her('claim3@example.com') });
    expect(first).toMatchObject({ success: true });
    await expectTrpcError(
      env.caller().appointments.book({ typeId: single.id, start: at(date, '12:45'), ...her('claim4@example.com') }),
      'CONFLICT',
      TIME_TAKEN,
    );
    expect(await liveAt(at(date, '12:45'))).toEqual([]);
    // A booking that committed has its order: withdrawing its claim leaves it as it was.
    await busy.withdrawClaim(env.db, first.appointmentId!);
    expect(await statusOf(first.appointmentId!)).toEqual({ status: 'held', by: null });
    expect(await busyOf(first.appointmentId!)).toHaveLength(1);
  });

  it('in one instance, visitors racing for one start are all told by its first claim', async () => {
    const start = at(addDays(monday, 7), '16:00');
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => env.caller().appointments.book({ typeId: single.id, start, ...her(`race${i}@example.com`) })),
    );
    expect(results.filter((r) => r.status === 'fulfilled' && r.value.success)).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => (r.reason as Error).message)).toEqual(Array(5).fill(TIME_TAKEN));
    expect(await liveAt(start)).toHaveLength(1);
  });

  it('lapses like a hold when its booking never finishes, and the time is booked over it', async () => {
    const date = addDays(monday, 7);
    const start = at(date, '14:00');
    // What a process that died right after claiming leaves behind: the row, no reservation, no order.
    const row = {
      typeId: single.id,
      typeName: 'Personal Training - Single Session',
      startsAt: start,
      endsAt: new Date(start.getTime() + 60 * 60_000),
      place: 'online' as const,
      name: 'Gone Away',
      email: 'gone@example.com',
      phone: '07700 900123',
      holdExpiresAt: new Date(clock.now.getTime() + 15 * 60_000),
    };
    const orphan = await busy.claimStart(env.db, row);
    expect(orphan).not.toBeNull();
    // One live claim per start: a second statement takes nothing.
    expect(await busy.claimStart(env.db, { ...row, email: 'second@example.com' })).toBeNull();
    await expectTrpcError(
      env.caller().appointments.book({ typeId: single.id, start, ...her('claim5@example.com') }),
      'CONFLICT',
      TIME_TAKEN,
    );
    later(16);
    const over = await env.caller().appointments.book({ typeId: single.id, start, ...her('claim6@example.com') });
    expect(over).toMatchObject({ success: true, status: 'held' });
    expect(await statusOf(orphan!)).toEqual({ status: 'expired', by: null });
  });
});
