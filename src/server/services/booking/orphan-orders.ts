import { sql } from 'drizzle-orm';
import { classBookingRef, formatBookingRef } from '../../../domain/booking-ref';
import type { Db } from '../../db/client';
import { recordDeletions } from '../platform/sync';
import { PENDING_PAYMENT_PREFIX } from './payment-rules';

/** A placeholder this old belongs to a request that died: every hold it could guard has long expired. */
export const ORPHAN_AFTER_MS = 60 * 60_000;

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : ((result as { rows: T[] }).rows ?? [])) as T[];

/**
 * Removes what a crash between committing an order and opening its payment leaves behind: a payment
 * row still carrying its placeholder id (no provider payment was ever stored, so no customer got a
 * way to pay), its order, and the order's booking when that was only a hold. Safe to run from every
 * instance at once: rows another sweep is deleting are skipped.
 */
export async function sweepOrphanOrders(db: Db, now: Date, olderThanMs = ORPHAN_AFTER_MS): Promise<{ orders: number }> {
  const cutoff = new Date(now.getTime() - olderThanMs).toISOString();
  return db.transaction(async (tx) => {
    const stale = rowsOf<{ id: number; order_id: number }>(
      await tx.execute(sql`select p.id, p.order_id from payments p
        where p.status = 'pending' and p.provider_payment_id like ${`${PENDING_PAYMENT_PREFIX}%`} and p.created_at < ${cutoff}::timestamptz
        for update skip locked`),
    );
    if (!stale.length) return { orders: 0 };
    const paymentIds = sql.join(
      stale.map((s) => sql`${s.id}`),
      sql`, `,
    );
    const orderIds = sql.join(
      stale.map((s) => sql`${s.order_id}`),
      sql`, `,
    );
    await tx.execute(sql`delete from payments where id in (${paymentIds})`);
    const removed = rowsOf<{ id: number; booking_id: number | null }>(
      await tx.execute(sql`delete from orders o where o.id in (${orderIds})
        and not exists (select 1 from payments p where p.order_id = o.id)
        and not exists (select 1 from bookings b where b.id = o.booking_id and b.status in ('confirmed', 'refunded'))
        returning o.id, o.booking_id`),
    );
    const bookingIds = removed.flatMap((r) => (r.booking_id == null ? [] : [sql`${r.booking_id}`]));
    const goneBookings = bookingIds.length
      ? rowsOf<{ id: number }>(
          await tx.execute(sql`delete from bookings b where b.id in (${sql.join(bookingIds, sql`, `)})
            and b.status in ('held', 'expired', 'cancelled') and not exists (select 1 from orders o where o.booking_id = b.id)
            returning b.id`),
        )
      : [];
    // Rows of the admin's bookings list that went: an order of its own (T-) or the hold it was for (B-) (decision 796).
    await recordDeletions(
      tx,
      'booking',
      [
        ...removed.filter((r) => r.booking_id == null).map((r) => formatBookingRef({ kind: 'training', id: Number(r.id) })),
        ...goneBookings.map((b) => classBookingRef(Number(b.id))),
      ],
      now,
    );
    return { orders: removed.length };
  });
}
