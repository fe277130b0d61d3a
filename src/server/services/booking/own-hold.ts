/**
 * Her own live hold: found again when the same browser asks for the same slot (by the hold token it holds, never
 * by the e-mail alone), and dropped when she asks for something else instead.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookings, orders, payments } from '../../db/schema';
import { hashHoldToken } from './hold-token';
import * as places from './places';

/** A visitor's live hold, found again when she asks for the same slot. */
export interface OwnHold {
  bookingId: number;
  classTypeId: number | null;
  holdExpiresAt: Date | null;
  orderId: number;
  kind: (typeof orders.kind.enumValues)[number];
  amountPence: number;
  originalPence: number;
  discountPence: number;
  paymentRowId: number;
  providerPaymentId: string;
}

export function createOwnHolds(deps: { db: Db }) {
  const { db } = deps;

  async function findOwnHold(
    slotId: number,
    email: string,
    holdToken: string | null | undefined,
    now: Date,
    bookingId?: number,
  ): Promise<OwnHold | null> {
    // A hold is found again only by the browser that holds its token: the e-mail alone proves nothing.
    if (!holdToken) return null;
    const [mine] = await db
      .select({
        bookingId: bookings.id,
        classTypeId: bookings.classTypeId,
        holdExpiresAt: bookings.holdExpiresAt,
        orderId: orders.id,
        kind: orders.kind,
        amountPence: orders.amountPence,
        originalPence: orders.originalPence,
        discountPence: orders.discountPence,
        paymentRowId: payments.id,
        providerPaymentId: payments.providerPaymentId,
      })
      .from(bookings)
      .innerJoin(orders, eq(orders.bookingId, bookings.id))
      .innerJoin(payments, and(eq(payments.orderId, orders.id), eq(payments.status, 'pending')))
      .where(
        and(
          eq(bookings.slotId, slotId),
          sql`lower(${bookings.email}) = ${email.toLowerCase()}`,
          eq(orders.holdTokenHash, hashHoldToken(holdToken)),
          places.liveBookingWhere(now),
          eq(bookings.status, 'held'),
          bookingId === undefined ? undefined : eq(bookings.id, bookingId),
        ),
      )
      .orderBy(asc(bookings.id))
      .limit(1);
    return mine ?? null;
  }

  /** Her earlier hold makes way for a new one (she chose another class or discount). */
  async function dropHold(tx: Tx, hold: OwnHold, now: Date): Promise<void> {
    await places.release(tx, hold.bookingId, 'cancelled', now, ['held']);
    await tx
      .update(payments)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(payments.id, hold.paymentRowId), eq(payments.status, 'pending')));
  }

  return { findOwnHold, dropHold };
}
