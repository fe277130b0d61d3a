import { and, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, orders } from '../../db/schema';
import * as places from './places';

/**
 * The one rule for a booking whose money has all gone back, whoever gave it (the owner's refund, a refund
 * made in the provider's dashboard): it reads 'refunded', and a booking that still held a place gives it
 * back through the places counter in the same step. A part refund changes nothing. Safe to repeat: a
 * booking already refunded stays as it is, and a place is never given back twice. Returns whether the
 * order's booking is now 'refunded'. Runs in the caller's transaction.
 */
export async function refundedInFull(tx: DbOrTx, orderId: number, now: Date): Promise<boolean> {
  const [order] = await tx
    .select({ bookingId: orders.bookingId, paidPence: orders.paidPence, refundedPence: orders.refundedPence })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.bookingId === null || order.paidPence <= 0 || order.refundedPence < order.paidPence) return false;
  if (await places.release(tx, order.bookingId, 'refunded', now)) return true;
  // It held no place (cancelled before the money went back, say): only its status follows the refund.
  await tx
    .update(bookings)
    .set({ status: 'refunded', updatedAt: now })
    .where(and(places.placeOrParty(order.bookingId), notInArray(bookings.status, [...places.PLACE_STATUSES])));
  return true;
}
