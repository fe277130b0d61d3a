/**
 * The owner's manual status change of a row of the bookings list, judged under the row's locks; a class booking's
 * cancellation goes through the one cancellation path (decision 510).
 */
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { AdminBookingDto } from '../../../domain/dto';
import type { BookingRef } from '../../../domain/booking-ref';
import { refusedTransition, statusFactsOf } from '../../../domain/booking-status';
import { conflict, invalid, notFound } from '../../../domain/errors';
import type { ManualBookingStatus } from '../../../domain/schemas';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { bookings, ORDER_ADMIN_STATUSES, orders } from '../../db/schema';
import * as audit from './audit';
import type { Actor } from './audit';
import * as places from '../booking/places';
import type { CancellationService } from '../booking/cancel';
import type { BookingRows } from './booking-rows';

export function createBookingStatus(deps: {
  db: Db;
  config: Config;
  cancellation: CancellationService;
  rows: BookingRows;
  clock: () => Date;
}) {
  const { db, config, cancellation, clock } = deps;
  const { classRows, orderRows, byRef } = deps.rows;

  /**
   * The row as it is now, under its locks: the slot's then the booking's (the lock order of every booking path), or
   * the order's. A status change is judged on this, inside its own transaction, so two changes (or a change and a
   * payment) made at once are each judged on what the other left, never both on what was there before.
   */
  async function lockedRow(tx: DbOrTx, ref: BookingRef): Promise<AdminBookingDto> {
    if (ref.kind === 'class') {
      const [target] = await tx.select({ slotId: bookings.slotId }).from(bookings).where(eq(bookings.id, ref.id));
      if (!target) throw notFound('Booking not found');
      await places.lockSlot(tx, target.slotId);
      await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, ref.id)).for('update');
    } else {
      await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, ref.id), isNull(orders.bookingId)))
        .for('update');
    }
    const [row] =
      ref.kind === 'class'
        ? await classRows(eq(bookings.id, ref.id), tx)
        : await orderRows(() => and(eq(orders.id, ref.id), isNull(orders.bookingId)), tx);
    if (!row) throw notFound('Booking not found');
    return row;
  }

  /** A class booking's new status, in the caller's transaction once the transition is allowed. */
  async function setClassStatus(tx: DbOrTx, id: number, status: ManualBookingStatus, now: Date): Promise<void> {
    if (status === 'held' || status === 'confirmed') {
      const holdExpiresAt = status === 'held' ? new Date(now.getTime() + config.HOLD_MINUTES * 60_000) : null;
      if (!(await places.occupy(tx, id, status, now, holdExpiresAt)))
        throw conflict('This class is fully booked, so this booking cannot take a place again');
      return;
    }
    // A booking that held no place moves between place-less statuses without touching the count.
    if (!(await places.release(tx, id, status, now))) {
      await tx
        .update(bookings)
        .set({ status, updatedAt: now })
        .where(and(eq(bookings.id, id), notInArray(bookings.status, [...places.PLACE_STATUSES])));
    }
    // The owner's cancellation wins over a payment that lands later (it is refunded, not re-booked).
    if (status === 'cancelled') await tx.update(bookings).set({ cancelledBy: 'owner' }).where(eq(bookings.id, id));
  }

  /** An order's new status (the owner's word), in the caller's transaction once the transition is allowed. */
  async function setOrderStatus(tx: DbOrTx, id: number, status: (typeof ORDER_ADMIN_STATUSES)[number]): Promise<void> {
    await tx
      .update(orders)
      .set({ adminStatus: status })
      .where(and(eq(orders.id, id), isNull(orders.bookingId)));
  }

  /**
   * The owner's manual status change, for either kind. A class booking given a place back (confirmed, or
   * a fresh hold) is refused when the class is full: nothing overbooks a slot. A training order is
   * confirmed (paid in person) or cancelled. Moves no money: refunds go through the refunds service.
   */
  async function updateStatus(ref: BookingRef, status: ManualBookingStatus, actor: Actor, now = clock()): Promise<AdminBookingDto> {
    const orderStatus = ORDER_ADMIN_STATUSES.find((s) => s === status);
    if (ref.kind === 'training' && !orderStatus) throw invalid('status', 'a training order is either confirmed or cancelled');
    if (ref.kind === 'class' && status === 'cancelled') {
      // The owner's cancel is the one cancellation path's, whichever door it came through (decision 510); that
      // path judges the booking again under its own locks.
      const refused = refusedTransition(statusFactsOf(await byRef(ref)), status);
      if (refused) throw conflict(refused);
      await cancellation.ownerCancel({ bookingId: ref.id, by: actor, reason: 'Cancelled by the owner', now });
      return byRef(ref);
    }
    await db.transaction(async (tx) => {
      const row = await lockedRow(tx, ref);
      if (row.status === status) return;
      // Decision 511: only the transitions that exist; a paid order is refunded, not cancelled (decision 806).
      const refused = refusedTransition(statusFactsOf(row), status);
      if (refused) throw conflict(refused);
      await audit.record(tx, {
        actor,
        action: 'booking.status',
        entity: 'booking',
        entityId: row.ref,
        before: { status: row.status },
        after: { status },
      });
      if (ref.kind === 'class') await setClassStatus(tx, ref.id, status, now);
      else await setOrderStatus(tx, ref.id, orderStatus!);
    });
    return byRef(ref);
  }

  return { updateStatus };
}
