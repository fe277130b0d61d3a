import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MOVE_ERRORS } from '../../../domain/account';
import { londonInstant } from '../../../domain/time';
import {
  auditLog,
  bookings,
  emailOutbox,
  orders,
  outgoingEvents,
  payments,
  receipts,
  scheduleSlots,
  webhookEndpoints,
} from '../../db/schema';
import { createSlot, seededClassType } from '../../test/booking-fixtures';
import { expectTrpcError } from '../../test/expect-error';
import { useTestEnv } from '../../test/harness';
import { recount } from './places';
import { accountSessionFor } from '../../test/account-fixtures';

const env = useTestEnv({ config: { PUBLIC_URL: 'https://studio.test' } });
const CARD_OK = '4242424242424242';

const sessionFor = (email: string) => accountSessionFor(env, email);

let n = 0;
/** A paid booking of a fresh customer on a new Mat Pilates slot (£12), and her signed-in caller. */
async function paidBooking(opts: { className?: string } = {}) {
  n += 1;
  const who = { name: `Mover ${n}`, email: `mover${n}@example.com`, phone: '07700 900333' };
  const type = await seededClassType(env.db, opts.className ?? 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [type.id], maxBookings: 5 });
  const browser = env.browser();
  const booked = await env.caller({ browser }).bookings.create({ ...who, classTypeId: type.id, scheduleId: slot.id });
  await env.caller({ browser }).payments.confirmTest({ clientSecret: booked.clientSecret!, cardNumber: CARD_OK });
  const [order] = await env.db.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, booked.bookingId!));
  const session = await sessionFor(who.email);
  const me = env.caller({ accountSession: session, browser: env.browser(), ip: `10.9.0.${n}` });
  return { who, type, slot, bookingId: booked.bookingId!, ref: `B-${booked.bookingId!}`, orderId: order!.id, me };
}

const takenOf = async (slotId: number) =>
  (await env.db.select({ taken: scheduleSlots.taken }).from(scheduleSlots).where(eq(scheduleSlots.id, slotId)))[0]!.taken;
const bookingRow = async (id: number) =>
  (
    await env.db
      .select({ slotId: bookings.slotId, className: bookings.className, status: bookings.status, movedFrom: bookings.movedFromSlotId })
      .from(bookings)
      .where(eq(bookings.id, id))
  )[0]!;
const money = async (orderId: number) =>
  (await env.db.select({ paid: orders.paidPence, refunded: orders.refundedPence }).from(orders).where(eq(orders.id, orderId)))[0]!;
const mailsTo = (to: string) =>
  env.db.select({ subject: emailOutbox.subject, text: emailOutbox.text }).from(emailOutbox).where(eq(emailOutbox.to, to));

describe('moving a booking from her account', () => {
  beforeAll(async () => {
    await env.db.insert(webhookEndpoints).values({ url: 'https://hooks.example.com/in', events: ['booking.moved'], secret: 'whsec_test' });
  });

  it('moves to a class of the same price: nothing charged, the old place freed in the same step, e-mails, webhook and audit', async () => {
    const b = await paidBooking();
    const yoga = await seededClassType(env.db, 'Yoga Class');
    const target = await createSlot(env.db, { allowed: [yoga.id], maxBookings: 3 });

    const quote = await b.me.account.moveQuote({ ref: b.ref, scheduleId: target.id });
    expect(quote).toMatchObject({ differencePence: 0, newPricePence: 1200, className: 'Yoga Class', refusal: null });

    const moved = await b.me.account.moveBooking({ ref: b.ref, scheduleId: target.id });
    expect(moved).toMatchObject({
      ref: b.ref,
      status: 'moved',
      fromScheduleId: b.slot.id,
      scheduleId: target.id,
      differencePence: 0,
      refund: null,
    });
    expect(await bookingRow(b.bookingId)).toEqual({
      slotId: target.id,
      className: 'Yoga Class',
      status: 'confirmed',
      movedFrom: b.slot.id,
    });
    expect(await takenOf(b.slot.id)).toBe(0);
    expect(await takenOf(target.id)).toBe(1);
    expect(await recount(env.db, [b.slot.id, target.id])).toEqual([]);
    expect(await money(b.orderId)).toEqual({ paid: 1200, refunded: 0 });

    const hers = (await mailsTo(b.who.email)).find((m) => m.subject.startsWith('Booking moved: Yoga Class'));
    expect(hers?.text).toContain('As you asked, your booking has moved from Mat Pilates Class');
    expect((await mailsTo('owner@example.com')).some((m) => m.subject.includes(`Booking moved: ${b.who.name} to Yoga Class`))).toBe(true);
    const [audit] = await env.db
      .select({ actor: auditLog.actor, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.move'), eq(auditLog.entityId, b.ref)));
    expect(audit).toMatchObject({
      actor: 'customer',
      before: { scheduleId: b.slot.id },
      after: { scheduleId: target.id, className: 'Yoga Class' },
    });
    const events = await env.db
      .select({ data: outgoingEvents.data })
      .from(outgoingEvents)
      .where(and(eq(outgoingEvents.type, 'booking.moved'), sql`${outgoingEvents.data}->>'ref' = ${b.ref}`));
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ fromScheduleId: b.slot.id, movedBy: 'customer', className: 'Yoga Class' });

    // Her page shows it on the new class and no longer offers a move (once per booking).
    const view = await b.me.account.me();
    expect(view.bookings.find((x) => x.ref === b.ref)).toMatchObject({ scheduleId: target.id, className: 'Yoga Class', movable: false });
  });

  it('answers a repeat of the same move as done, and refuses a second move elsewhere', async () => {
    const b = await paidBooking();
    const one = await createSlot(env.db, { allowed: [b.type.id] });
    const two = await createSlot(env.db, { allowed: [b.type.id] });
    await b.me.account.moveBooking({ ref: b.ref, scheduleId: one.id });
    expect(await b.me.account.moveBooking({ ref: b.ref, scheduleId: one.id })).toMatchObject({ status: 'unchanged', scheduleId: one.id });
    await expectTrpcError(b.me.account.moveBooking({ ref: b.ref, scheduleId: two.id }), 'CONFLICT', MOVE_ERRORS.movedBefore);
    expect(await takenOf(one.id)).toBe(1);
    expect(await takenOf(two.id)).toBe(0);
  });

  it('gives the difference back to her card when the new class is cheaper, with a credit note', async () => {
    const b = await paidBooking();
    const ab = await seededClassType(env.db, 'Ab Attack');
    const target = await createSlot(env.db, { allowed: [ab.id] });
    expect(await b.me.account.moveQuote({ ref: b.ref, scheduleId: target.id })).toMatchObject({ differencePence: -600, refusal: null });
    const moved = await b.me.account.moveBooking({ ref: b.ref, scheduleId: target.id });
    expect(moved).toMatchObject({ status: 'moved', differencePence: -600, refund: { amountPence: 600, status: 'succeeded' } });
    expect(await money(b.orderId)).toEqual({ paid: 1200, refunded: 600 });
    const notes = await env.db
      .select({ kind: receipts.kind, amount: receipts.amountPence })
      .from(receipts)
      .where(eq(receipts.orderId, b.orderId));
    expect(notes).toEqual(
      expect.arrayContaining([
        { kind: 'payment', amount: 1200 },
        { kind: 'refund', amount: 600 },
      ]),
    );
    const hers = (await mailsTo(b.who.email)).find((m) => m.subject.startsWith('Booking moved: Ab Attack'));
    expect(hers?.text).toContain('we have refunded £6.00 to your card');
  });

  it('asks for the difference when the new class is dearer, and moves when it is paid (with its receipt)', async () => {
    const b = await paidBooking();
    const reformer = await seededClassType(env.db, 'Reformer Pilates');
    const target = await createSlot(env.db, { allowed: [reformer.id], maxBookings: 2 });
    const browser = env.browser();
    const me = env.caller({ accountSession: await sessionFor(b.who.email), browser, ip: '10.9.1.1' });

    const asked = await me.account.moveBooking({ ref: b.ref, scheduleId: target.id });
    expect(asked).toMatchObject({ status: 'payment_required', differencePence: 800, payment: { amountPence: 800 } });
    // Nothing has moved yet.
    expect((await bookingRow(b.bookingId)).slotId).toBe(b.slot.id);
    expect(await takenOf(target.id)).toBe(0);

    const paid = await env.caller({ browser }).payments.confirmTest({ clientSecret: asked.payment!.clientSecret, cardNumber: CARD_OK });
    expect(paid.status).toBe('succeeded');
    expect(await bookingRow(b.bookingId)).toMatchObject({ slotId: target.id, className: 'Reformer Pilates', status: 'confirmed' });
    expect(await takenOf(b.slot.id)).toBe(0);
    expect(await takenOf(target.id)).toBe(1);
    expect(await recount(env.db, [b.slot.id, target.id])).toEqual([]);
    const [moveOrder] = await env.db
      .select({ id: orders.id, paid: orders.paidPence })
      .from(orders)
      .where(and(eq(orders.kind, 'move'), eq(orders.moveBookingId, b.bookingId)));
    expect(moveOrder?.paid).toBe(800);
    const [receipt] = await env.db.select({ amount: receipts.amountPence }).from(receipts).where(eq(receipts.orderId, moveOrder!.id));
    expect(receipt?.amount).toBe(800);
    const hers = (await mailsTo(b.who.email)).find((m) => m.subject.startsWith('Booking moved: Reformer Pilates'));
    expect(hers?.text).toContain('You paid the difference of £8.00');
  });

  it('gives the difference back when the dearer class filled before it was paid, and leaves the booking where it was', async () => {
    const b = await paidBooking();
    const reformer = await seededClassType(env.db, 'Reformer Pilates');
    const target = await createSlot(env.db, { allowed: [reformer.id], maxBookings: 1 });
    const browser = env.browser();
    const me = env.caller({ accountSession: await sessionFor(b.who.email), browser, ip: '10.9.1.2' });
    const asked = await me.account.moveBooking({ ref: b.ref, scheduleId: target.id });
    const other = await env.caller().bookings.create({
      name: 'Fast One',
      email: 'fast@example.com',
      phone: '07700 900444',
      classTypeId: reformer.id,
      scheduleId: target.id,
    });
    await env.caller().payments.confirmTest({ clientSecret: other.clientSecret!, cardNumber: CARD_OK });

    await env.caller({ browser }).payments.confirmTest({ clientSecret: asked.payment!.clientSecret, cardNumber: CARD_OK });
    expect((await bookingRow(b.bookingId)).slotId).toBe(b.slot.id);
    expect(await takenOf(b.slot.id)).toBe(1);
    expect(await takenOf(target.id)).toBe(1);
    const [moveOrder] = await env.db
      .select({ paid: orders.paidPence, refunded: orders.refundedPence, flag: payments.flag })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(and(eq(orders.kind, 'move'), eq(orders.moveBookingId, b.bookingId)));
    expect(moveOrder).toMatchObject({ paid: 800, refunded: 800 });
    expect(moveOrder!.flag).toContain('refunded automatically');
  });

  it("refuses inside the terms' notice, a full class, and a class her credit does not cover", async () => {
    const soon = await paidBooking();
    const target = await createSlot(env.db, { allowed: [soon.type.id] });
    // Twelve hours before her class: inside the terms' 24 hours.
    const now = new Date(londonInstant(soon.slot.date, soon.slot.startTime).getTime() - 12 * 3_600_000);
    await expect(
      env.services.moves.customerMove({ bookingId: soon.bookingId, scheduleId: target.id, email: soon.who.email, now }),
    ).rejects.toThrow(MOVE_ERRORS.notice);
    expect(
      (await env.services.moves.customerQuote({ bookingId: soon.bookingId, scheduleId: target.id, email: soon.who.email, now })).refusal,
    ).toBe(MOVE_ERRORS.notice);

    const b = await paidBooking();
    const full = await createSlot(env.db, { allowed: [b.type.id], maxBookings: 1 });
    const filler = await env.caller().bookings.create({
      name: 'Fill Er',
      email: 'filler@example.com',
      phone: '07700 900555',
      classTypeId: b.type.id,
      scheduleId: full.id,
    });
    await env.caller().payments.confirmTest({ clientSecret: filler.clientSecret!, cardNumber: CARD_OK });
    expect((await b.me.account.moveQuote({ ref: b.ref, scheduleId: full.id })).refusal).toBe('This class is fully booked');
    await expectTrpcError(b.me.account.moveBooking({ ref: b.ref, scheduleId: full.id }), 'CONFLICT', 'This class is fully booked');
    expect(await recount(env.db, [b.slot.id, full.id])).toEqual([]);
    await expectTrpcError(b.me.account.moveBooking({ ref: b.ref, scheduleId: b.slot.id }), 'BAD_REQUEST');
  });

  it('moves a booking paid with a credit only to a class the credit pays for, at no charge', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const yoga = await seededClassType(env.db, 'Yoga Class');
    const email = 'credit.mover@example.com';
    const admin = env.caller({ token: await env.adminToken() });
    const pack = await admin.admin.packs.create({
      name: 'Mat five',
      pricePence: 5000,
      credits: 5,
      validityDays: 90,
      classTypeIds: [mat.id],
    });
    await admin.admin.packs.grant({ email, packId: pack.id, reason: 'desk' });
    const me = env.caller({ accountSession: await sessionFor(email), ip: '10.9.2.1' });
    const from = await createSlot(env.db, { allowed: [mat.id] });
    const made = await me.account.bookWithCredit({ classTypeId: mat.id, scheduleId: from.id, name: 'Credit Mover', phone: '07700 900666' });
    expect(made.success).toBe(true);
    const ref = `B-${made.bookingId}`;
    const yogaSlot = await createSlot(env.db, { allowed: [yoga.id] });
    await expectTrpcError(me.account.moveBooking({ ref, scheduleId: yogaSlot.id }), 'CONFLICT', MOVE_ERRORS.creditDoesNotCover);
    const matSlot = await createSlot(env.db, { allowed: [mat.id] });
    expect(await me.account.moveBooking({ ref, scheduleId: matSlot.id })).toMatchObject({
      status: 'moved',
      differencePence: 0,
      refund: null,
      payment: null,
    });
    expect(await recount(env.db, [from.id, matSlot.id])).toEqual([]);
  });

  it("is a 404 for another customer's booking, and changes nothing", async () => {
    const ann = await paidBooking();
    const bob = await paidBooking();
    const target = await createSlot(env.db, { allowed: [ann.type.id] });
    await expectTrpcError(bob.me.account.moveBooking({ ref: ann.ref, scheduleId: target.id }), 'NOT_FOUND');
    await expectTrpcError(bob.me.account.moveQuote({ ref: ann.ref, scheduleId: target.id }), 'NOT_FOUND');
    expect((await bookingRow(ann.bookingId)).slotId).toBe(ann.slot.id);
  });

  it('lets the owner move a client (no notice or once rule, no money), named in the audit trail', async () => {
    const b = await paidBooking();
    const ab = await seededClassType(env.db, 'Ab Attack');
    const one = await createSlot(env.db, { allowed: [ab.id] });
    const two = await createSlot(env.db, { allowed: [b.type.id] });
    const admin = env.caller({ token: await env.adminToken() });
    expect(await admin.admin.bookings.move({ ref: b.ref, scheduleId: one.id })).toMatchObject({
      status: 'moved',
      differencePence: -600,
      refund: null,
    });
    expect(await admin.admin.bookings.move({ ref: b.ref, scheduleId: two.id })).toMatchObject({ status: 'moved', differencePence: 0 });
    expect(await money(b.orderId)).toEqual({ paid: 1200, refunded: 0 });
    expect(await recount(env.db, [b.slot.id, one.id, two.id])).toEqual([]);
    const actors = await env.db
      .select({ actor: auditLog.actor })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.move'), eq(auditLog.entityId, b.ref)));
    expect(actors).toEqual([{ actor: 'admin' }, { actor: 'admin' }]);
    // She may still make her own one move afterwards.
    expect((await b.me.account.me()).bookings.find((x) => x.ref === b.ref)?.movable).toBe(true);
  });
});
