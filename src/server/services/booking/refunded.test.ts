import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, orders, scheduleSlots } from '../../db/schema';
import { insertBooking } from '../../test/admin-fixtures';
import { createSlot, seededClassType } from '../../test/booking-fixtures';
import { useTestEnv } from '../../test/harness';
import { recount } from './places';
import { refundedInFull } from './refunded';

const env = useTestEnv();
const NOW = new Date('2031-05-01T09:00:00Z');

/** A class booking with an order that has taken `paid` pence and given `refunded` back. */
async function bookingWithMoney(status: 'confirmed' | 'held' | 'cancelled', paid: number, refunded: number) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 3 });
  const bookingId = await insertBooking(env.db, { slotId: slot.id, status, participantCount: 2, order: { amountPence: 1200 } });
  const [order] = await env.db
    .update(orders)
    .set({ paidPence: paid, refundedPence: refunded })
    .where(eq(orders.bookingId, bookingId))
    .returning({ id: orders.id });
  return { slotId: slot.id, bookingId, orderId: order!.id };
}

const statusOf = async (id: number) => (await env.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.s;
const takenOf = async (id: number) =>
  (await env.db.select({ taken: scheduleSlots.taken }).from(scheduleSlots).where(eq(scheduleSlots.id, id)))[0]!.taken;

describe('a booking refunded in full (one rule for the owner and the provider)', () => {
  it('becomes refunded and gives its place back once, however often it is settled', async () => {
    const b = await bookingWithMoney('confirmed', 1200, 1200);
    expect(await takenOf(b.slotId)).toBe(2);
    expect(await env.db.transaction((tx) => refundedInFull(tx, b.orderId, NOW))).toBe(true);
    expect(await statusOf(b.bookingId)).toBe('refunded');
    expect(await takenOf(b.slotId)).toBe(0);
    expect(await env.db.transaction((tx) => refundedInFull(tx, b.orderId, NOW))).toBe(true);
    expect(await takenOf(b.slotId)).toBe(0);
    expect(await recount(env.db, [b.slotId])).toEqual([]);
  });

  it('turns a cancelled booking (no place held) refunded without touching the count', async () => {
    const b = await bookingWithMoney('cancelled', 1200, 1200);
    expect(await env.db.transaction((tx) => refundedInFull(tx, b.orderId, NOW))).toBe(true);
    expect(await statusOf(b.bookingId)).toBe('refunded');
    expect(await takenOf(b.slotId)).toBe(0);
  });

  it('leaves a part refund, and an order nothing was paid on, as they were', async () => {
    const part = await bookingWithMoney('confirmed', 1200, 600);
    expect(await env.db.transaction((tx) => refundedInFull(tx, part.orderId, NOW))).toBe(false);
    expect(await statusOf(part.bookingId)).toBe('confirmed');
    expect(await takenOf(part.slotId)).toBe(2);
    const unpaid = await bookingWithMoney('held', 0, 0);
    expect(await env.db.transaction((tx) => refundedInFull(tx, unpaid.orderId, NOW))).toBe(false);
    expect(await statusOf(unpaid.bookingId)).toBe('held');
  });
});
