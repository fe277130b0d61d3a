import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, emailOutbox, locations, orders, refunds, scheduleSlots } from '../../../db/schema';
import { createSlot, seededClassType, visitor } from '../../../test/booking-fixtures';
import { rejection } from '../../../test/admin-fixtures';
import { testDbKind, useTestEnv } from '../../../test/harness';

const env = useTestEnv();
let admin: ReturnType<typeof env.caller>;

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
});

/** A visitor's booking made through the booking path, paid by the test card unless `pay` is false. */
async function book(slotId: number, classTypeId: number, who: string, pay = true) {
  const res = await env.caller().bookings.create({ ...visitor(who), classTypeId, scheduleId: slotId });
  if (pay) await env.caller().payments.confirmTest({ clientSecret: res.clientSecret!, cardNumber: '4242424242424242' });
  return res.bookingId!;
}

const statusOf = async (id: number) =>
  (await env.db.select({ status: bookings.status, by: bookings.cancelledBy }).from(bookings).where(eq(bookings.id, id)))[0]!;
const takenOf = async (slotId: number) =>
  (await env.db.select({ taken: scheduleSlots.taken }).from(scheduleSlots).where(eq(scheduleSlots.id, slotId)))[0]!.taken;
const refundedOf = async (bookingId: number) =>
  (await env.db.select({ r: orders.refundedPence }).from(orders).where(eq(orders.bookingId, bookingId)))[0]!.r;
const mailsTo = async (to: string) =>
  env.db.select({ subject: emailOutbox.subject, text: emailOutbox.text }).from(emailOutbox).where(eq(emailOutbox.to, to));

async function newLocation(name: string) {
  const [row] = await env.db
    .insert(locations)
    .values({ name, address: '1 High Street', type: 'studio', capacity: '10' })
    .returning({ id: locations.id });
  return row!.id;
}

describe('admin.withdrawals on a slot', () => {
  it('previews who is affected with the full refund each would get, changing nothing', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
    const paid = await book(slot.id, mat.id, 'wp1');
    const held = await book(slot.id, mat.id, 'wp2', false);

    const preview = await admin.admin.withdrawals.preview({ kind: 'slot', id: slot.id, remove: true });
    expect(preview.outcome).toBe('deactivate');
    expect(preview.affected).toEqual([
      expect.objectContaining({
        ref: `B-${paid}`,
        name: 'Visitor wp1',
        email: 'visitorwp1@example.com',
        className: 'Mat Pilates Class',
        status: 'confirmed',
        paidPence: 1200,
        refundPence: 1200,
      }),
      expect.objectContaining({ ref: `B-${held}`, email: 'visitorwp2@example.com', status: 'held', paidPence: 0, refundPence: 0 }),
    ]);
    expect(preview.totalRefundPence).toBe(1200);
    expect((await statusOf(paid)).status).toBe('confirmed');
    expect(await takenOf(slot.id)).toBe(2);
  });

  it('cancels each booking through the cancellation path: a full refund or a credit offered, place freed, customer e-mailed; the slot stays deactivated', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
    const one = await book(slot.id, mat.id, 'wc1');
    const two = await book(slot.id, mat.id, 'wc2');

    const result = await admin.admin.withdrawals.withdraw({ kind: 'slot', id: slot.id, remove: true });
    expect(result.outcome).toBe('deactivated');
    expect(result.failed).toEqual([]);
    expect(result.cancelled.map((c) => [c.ref, c.refundPence, c.refundStatus])).toEqual([
      [`B-${one}`, 1200, 'offered'],
      [`B-${two}`, 1200, 'offered'],
    ]);
    expect(await statusOf(one)).toEqual({ status: 'cancelled', by: 'owner' });
    // Her choice until the offer is due (decision 510): no money moves yet.
    expect(await refundedOf(two)).toBe(0);
    expect(await takenOf(slot.id)).toBe(0);
    const [row] = await env.db.select({ isActive: scheduleSlots.isActive }).from(scheduleSlots).where(eq(scheduleSlots.id, slot.id));
    expect(row).toEqual({ isActive: false });
    const mail = (await mailsTo('visitorwc1@example.com')).find((m) => m.subject.startsWith('Cancelled:'));
    expect(mail?.text).toContain('full refund of £12.00');

    // A second confirmation (double tap) finds nobody left and offers nothing more.
    const again = await admin.admin.withdrawals.withdraw({ kind: 'slot', id: slot.id, remove: true });
    expect(again.cancelled).toEqual([]);
    expect(await refundedOf(one)).toBe(0);
  });

  it('deletes a slot nobody ever booked when asked to remove it, and only deactivates when not', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const empty = await createSlot(env.db, { allowed: [mat.id] });
    expect((await admin.admin.withdrawals.preview({ kind: 'slot', id: empty.id, remove: true })).outcome).toBe('delete');
    expect(await admin.admin.withdrawals.withdraw({ kind: 'slot', id: empty.id, remove: true })).toEqual({
      outcome: 'deleted',
      cancelled: [],
      failed: [],
    });
    expect(await env.db.select().from(scheduleSlots).where(eq(scheduleSlots.id, empty.id))).toEqual([]);

    const kept = await createSlot(env.db, { allowed: [mat.id] });
    expect((await admin.admin.withdrawals.withdraw({ kind: 'slot', id: kept.id })).outcome).toBe('deactivated');
  });

  it('leaves bookings of classes that have already started alone', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const past = await createSlot(env.db, { allowed: [mat.id], date: '2020-01-06' });
    await env.db.insert(bookings).values({
      slotId: past.id,
      classTypeId: mat.id,
      className: 'Mat Pilates Class',
      name: 'Old',
      email: 'old@example.com',
      phone: '07700 900123',
      status: 'confirmed',
    });
    expect((await admin.admin.withdrawals.preview({ kind: 'slot', id: past.id })).affected).toEqual([]);
  });

  it('answers 404 for an unknown target and refuses a bad kind naming the field', async () => {
    expect(await rejection(admin.admin.withdrawals.preview({ kind: 'slot', id: 987_654 }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Schedule slot not found',
    });
    expect((await rejection(admin.admin.withdrawals.preview({ kind: 'room' as never, id: 1 }))).code).toBe('BAD_REQUEST');
  });
});

describe('admin.withdrawals on a location or class type', () => {
  it('deactivating a location cancels its future bookings and takes its slots off the public week and the booking path', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const locationId = await newLocation('Church Hall');
    const slot = await createSlot(env.db, { allowed: [mat.id], locationId });
    const other = await createSlot(env.db, { allowed: [mat.id], date: slot.date, startTime: '15:00' });
    const booked = await book(slot.id, mat.id, 'wl1');

    const preview = await admin.admin.withdrawals.preview({ kind: 'location', id: locationId });
    expect(preview.affected.map((a) => a.ref)).toEqual([`B-${booked}`]);
    const result = await admin.admin.withdrawals.withdraw({ kind: 'location', id: locationId });
    expect(result.cancelled.map((c) => c.email)).toEqual(['visitorwl1@example.com']);
    expect(await statusOf(booked)).toEqual({ status: 'cancelled', by: 'owner' });

    const week = await env.caller().schedule.range({ startDate: slot.date, endDate: slot.date });
    expect(week.map((s) => s.id)).toEqual([other.id]);
    const refused = await rejection(env.caller().bookings.create({ ...visitor('wl2'), classTypeId: mat.id, scheduleId: slot.id }));
    expect(refused.code).toBe('BAD_REQUEST');
    expect(refused.message).toContain('this class is not on the schedule');
    // The slot itself is untouched: activating the location again brings it back.
    await admin.admin.locations.setActive({ id: locationId, isActive: true });
    expect((await env.caller().schedule.range({ startDate: slot.date, endDate: slot.date })).map((s) => s.id)).toContain(slot.id);
  });

  it('deactivating a class type cancels only the bookings of that class type', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const created = await admin.admin.classTypes.create({
      name: 'Withdrawn Yoga',
      description: 'x',
      duration: '60',
      maxParticipants: '8',
      equipment: '',
      level: 'All Levels',
      price: '10.00',
    });
    const slot = await createSlot(env.db, { allowed: [mat.id, created.id], maxBookings: 5 });
    const keep = await book(slot.id, mat.id, 'wt1');
    const drop = await book(slot.id, created.id, 'wt2');

    const preview = await admin.admin.withdrawals.preview({ kind: 'classType', id: created.id });
    expect(preview.affected.map((a) => [a.ref, a.refundPence])).toEqual([[`B-${drop}`, 1000]]);
    await admin.admin.withdrawals.withdraw({ kind: 'classType', id: created.id });
    expect((await statusOf(drop)).status).toBe('cancelled');
    expect((await statusOf(keep)).status).toBe('confirmed');
    expect((await admin.admin.classTypes.list()).find((c) => c.id === created.id)?.isActive).toBe(false);
  });
});

describe.runIf(testDbKind() === 'postgres')('admin.withdrawals under concurrent confirmations (two instances on PostgreSQL)', () => {
  it('200 parallel confirmations cancel, offer and e-mail each booking exactly once', async () => {
    const second = await env.secondInstance({ poolSize: 10 });
    const otherAdmin = second.caller({ token: await env.adminToken() });
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 10 });
    const ids = [];
    for (const who of ['race1', 'race2', 'race3']) ids.push(await book(slot.id, mat.id, who));

    const target = { kind: 'slot' as const, id: slot.id };
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? otherAdmin : admin).admin.withdrawals.withdraw(target)),
    );
    const cancelled = results.flatMap((r) =>
      r.status === 'fulfilled' ? r.value.cancelled.map((c) => [c.ref, c.refundPence, c.refundStatus] as const) : [],
    );
    // Each booking once, offered a full refund or a credit (decision 510); no money moves before her choice.
    expect(cancelled.sort()).toEqual(ids.map((id) => [`B-${id}`, 1200, 'offered']).sort());
    for (const id of ids) {
      const [order] = await env.db.select({ id: orders.id, refunded: orders.refundedPence }).from(orders).where(eq(orders.bookingId, id));
      expect(order!.refunded).toBe(0);
      expect(await env.db.select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, order!.id))).toHaveLength(0);
    }
    expect((await mailsTo('visitorrace1@example.com')).filter((m) => m.subject.startsWith('Cancelled:'))).toHaveLength(1);
    expect(await takenOf(slot.id)).toBe(0);
  });
});
