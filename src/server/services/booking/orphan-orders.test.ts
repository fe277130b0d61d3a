/**
 * The state a crash leaves between committing an order (with its placeholder payment) and storing the
 * provider's payment: the sweep removes it once every hold it guarded has lapsed, and nothing else.
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, deletedRecords, orders, payments } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { useTestEnv } from '../../test/harness';
import { PENDING_PAYMENT_PREFIX } from './payment-rules';
import { ORPHAN_AFTER_MS, sweepOrphanOrders } from './orphan-orders';

const env = useTestEnv();

/** What the first transaction of a booking commits before the provider is called. */
async function crashedOrder(opts: { createdAt: Date; withBooking: boolean }) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id] });
  const [booking] = opts.withBooking
    ? await env.db
        .insert(bookings)
        .values({
          slotId: slot.id,
          classTypeId: mat.id,
          className: mat.name,
          ...visitor('crash'),
          status: 'held',
          holdExpiresAt: new Date(opts.createdAt.getTime() + 15 * 60_000),
          createdAt: opts.createdAt,
        })
        .returning({ id: bookings.id })
    : [];
  const [order] = await env.db
    .insert(orders)
    .values({
      kind: booking ? 'booking' : 'training',
      bookingId: booking?.id ?? null,
      description: 'crash test',
      ...visitor('crash'),
      originalPence: 1500,
      amountPence: 1500,
      createdAt: opts.createdAt,
    })
    .returning({ id: orders.id });
  const [payment] = await env.db
    .insert(payments)
    .values({
      orderId: order!.id,
      provider: 'test',
      providerPaymentId: `${PENDING_PAYMENT_PREFIX}order-${order!.id}`,
      amountPence: 1500,
      createdAt: opts.createdAt,
    })
    .returning({ id: payments.id });
  return { bookingId: booking?.id ?? null, orderId: order!.id, paymentId: payment!.id };
}

describe('sweeping orders a crash left without a payment', () => {
  it('removes the placeholder payment, its order and its lapsed hold once they are old enough, and nothing else', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - ORPHAN_AFTER_MS - 60_000);
    const oldBooking = await crashedOrder({ createdAt: old, withBooking: true });
    const oldTraining = await crashedOrder({ createdAt: old, withBooking: false });
    const recent = await crashedOrder({ createdAt: new Date(now.getTime() - 60_000), withBooking: true });
    // A real booking whose payment reached the provider: never touched, however old.
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const real = await env.caller().bookings.create({ ...visitor('real'), classTypeId: mat.id, scheduleId: slot.id });
    expect(real.success).toBe(true);
    const [realRow] = await env.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.slotId, slot.id));
    await env.db
      .update(payments)
      .set({ createdAt: old })
      .where(inArray(payments.orderId, env.db.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, realRow!.id))));

    expect(await sweepOrphanOrders(env.db, now)).toEqual({ orders: 2 });

    const paymentIds = (await env.db.select({ id: payments.id }).from(payments)).map((p) => p.id);
    expect(paymentIds).not.toContain(oldBooking.paymentId);
    expect(paymentIds).not.toContain(oldTraining.paymentId);
    expect(paymentIds).toContain(recent.paymentId);
    const orderIds = (await env.db.select({ id: orders.id }).from(orders)).map((o) => o.id);
    expect(orderIds).not.toContain(oldBooking.orderId);
    expect(orderIds).not.toContain(oldTraining.orderId);
    expect(orderIds).toContain(recent.orderId);
    const bookingIds = (await env.db.select({ id: bookings.id }).from(bookings)).map((b) => b.id);
    expect(bookingIds).not.toContain(oldBooking.bookingId);
    expect(bookingIds).toContain(recent.bookingId);
    expect(bookingIds).toContain(realRow!.id);

    // Each row of the admin's bookings list that went leaves a tombstone, at the sweep's time (decision 796).
    const tombstones = await env.db
      .select({ objectId: deletedRecords.objectId, deletedAt: deletedRecords.deletedAt })
      .from(deletedRecords)
      .where(eq(deletedRecords.object, 'booking'));
    expect(tombstones.map((t) => t.objectId).sort()).toEqual([`B-${oldBooking.bookingId}`, `T-${oldTraining.orderId}`].sort());
    expect(tombstones.every((t) => t.deletedAt.getTime() === now.getTime())).toBe(true);

    expect(await sweepOrphanOrders(env.db, now)).toEqual({ orders: 0 });
  });
});
