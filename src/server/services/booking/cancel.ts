/**
 * The one way a class booking is cancelled, by the owner (admin) or by the customer (her manage page):
 * the place goes back through places.ts, money through the refunds service, and both sides get an e-mail.
 * Idempotent: a double click or a second tab finds the booking already cancelled and changes nothing,
 * and the refund's key is the booking's, so it is never made twice.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { conflict, invalid, notFound } from '../../../domain/errors';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { bookings, orders, payments } from '../../db/schema';
import { bookingMailFacts } from '../confirmation';
import { bookingCancelledMail, type CancellationMailFacts, ownerCancelledMail } from '../emails';
import { brandOf } from '../brand';
import type { MailService } from '../mail';
import { creditReturnedMail } from '../money/credit-mails';
import { grantCancelCredit, liveBalance, restoreCredit } from '../money/credits';
import type { RefundResult, RefundService } from '../money/refunds';
import { emitBookingEvent } from '../webhooks/events';
import * as places from './places';

export interface CancelRequest {
  bookingId: number;
  /** What to give back, in pence (0 for none); at most what is left to refund on the booking's order. */
  refundPence: number;
  actor: 'owner' | 'customer';
  reason: string;
  /**
   * A booking paid with a credit gets it back (the owner's cancellation, or hers 24 h or more ahead);
   * by default only when the owner cancels.
   */
  restoreCredit?: boolean;
  /** A paid booking cancelled 24 h or more ahead: one class credit instead of the refund (refundPence 0). */
  creditInsteadOfRefund?: boolean;
  now?: Date;
}

export type CreditOutcome = 'restored' | 'instead' | null;

export interface CancelResult {
  bookingId: number;
  status: 'cancelled';
  /** False when it had been cancelled before: nothing changed this time. */
  cancelled: boolean;
  refund: RefundResult | null;
  credit: CreditOutcome;
}

export const CANCEL_ERRORS = {
  notFound: 'Booking not found',
  notCancellable: 'This booking is not active, so it cannot be cancelled',
  tooMuch: 'refundPence: more than was paid for this booking',
} as const;

export function createCancellationService(deps: { db: Db; config: Config; refunds: RefundService; mail: MailService }) {
  const { db, config, refunds, mail } = deps;

  async function orderOfBooking(bookingId: number) {
    const [order] = await db
      .select({ id: orders.id, paidPence: orders.paidPence, refundedPence: orders.refundedPence })
      .from(orders)
      .where(eq(orders.bookingId, bookingId))
      .orderBy(orders.id)
      .limit(1);
    return order ?? null;
  }

  /**
   * Marks it cancelled and frees its place in one transaction, with the credit given back or granted
   * instead of a refund; null when someone cancelled it first (so nothing is given twice).
   */
  async function cancelInDatabase(req: CancelRequest, now: Date): Promise<{ credit: CreditOutcome } | null> {
    return db.transaction(async (tx) => {
      const released = await places.release(tx, req.bookingId, 'cancelled', now);
      if (!released) return null;
      await tx.update(bookings).set({ cancelledBy: req.actor, cancelReason: req.reason.slice(0, 500) }).where(eq(bookings.id, req.bookingId));
      await emitBookingEvent(tx, 'booking.cancelled', req.bookingId, { cancelledBy: req.actor, reason: req.reason.slice(0, 500) }, now);
      // A hold's open payment is void: if it is paid anyway, the confirmation refunds it (the cancellation wins).
      await tx
        .update(payments)
        .set({ status: 'cancelled', updatedAt: now })
        .where(and(eq(payments.status, 'pending'), inArray(payments.orderId, tx.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, req.bookingId)))));
      const [b] = await tx
        .select({ creditLotId: bookings.creditLotId, email: bookings.email, classTypeId: bookings.classTypeId, className: bookings.className })
        .from(bookings)
        .where(eq(bookings.id, req.bookingId));
      let credit: CreditOutcome = null;
      if (b?.creditLotId != null && (req.restoreCredit ?? req.actor === 'owner')) {
        const note = `Booking ${req.bookingId} cancelled by the ${req.actor}`;
        if (await restoreCredit(tx, { bookingId: req.bookingId, lotId: b.creditLotId, actor: req.actor, note })) credit = 'restored';
      } else if (b && b.creditLotId == null && req.creditInsteadOfRefund && req.refundPence === 0) {
        if ((await grantCancelCredit(tx, { email: b.email, bookingId: req.bookingId, classTypeId: b.classTypeId, className: b.className, now })) !== null) credit = 'instead';
      }
      return { credit };
    });
  }

  async function tell(req: CancelRequest, orderId: number, c: CancellationMailFacts, now: Date) {
    await db.transaction(async (tx) => {
      const facts = await bookingMailFacts(tx, orderId);
      if (!facts) return;
      const brand = await brandOf(tx, config);
      await mail.queue(tx, bookingCancelledMail(brand, facts, c));
      await mail.queue(tx, ownerCancelledMail(brand, facts, c));
      if (c.credit) {
        const balance = await liveBalance(tx, facts.email, now);
        await mail.queue(tx, creditReturnedMail(brand, { email: facts.email, className: facts.className, date: facts.date, bookingId: facts.bookingId, instead: c.credit === 'instead' }, balance));
      }
    });
    mail.kick();
  }

  async function cancelBooking(req: CancelRequest): Promise<CancelResult> {
    const now = req.now ?? new Date();
    if (!Number.isSafeInteger(req.refundPence) || req.refundPence < 0) throw invalid('refundPence', 'must be a whole number of pence, 0 or more');
    const [booking] = await db.select({ status: bookings.status, cancelledBy: bookings.cancelledBy }).from(bookings).where(eq(bookings.id, req.bookingId));
    if (!booking) throw notFound(CANCEL_ERRORS.notFound);
    const order = await orderOfBooking(req.bookingId);
    if (order && req.refundPence > order.paidPence - order.refundedPence && booking.status !== 'cancelled') throw invalid('refundPence', 'more than is left to refund on this booking');
    if (!order && req.refundPence > 0) throw invalid('refundPence', 'nothing was paid for this booking');

    const cancelled = await cancelInDatabase(req, now);
    if (cancelled === null) {
      // Cancelled before (double click, second tab): answer as then, never cancel or refund again.
      const [after] = await db.select({ status: bookings.status, cancelledBy: bookings.cancelledBy }).from(bookings).where(eq(bookings.id, req.bookingId));
      if (after?.status === 'cancelled' && after.cancelledBy) return { bookingId: req.bookingId, status: 'cancelled', cancelled: false, refund: null, credit: null };
      throw conflict(CANCEL_ERRORS.notCancellable);
    }

    // After commit: the provider is never called with a lock held. The key is the booking's.
    const refund =
      order && req.refundPence > 0
        ? await refunds.refund({
            orderId: order.id,
            amountPence: req.refundPence,
            reason: req.actor === 'owner' ? 'owner' : 'self_cancel',
            actor: req.actor,
            idempotencyKey: `cancel-booking-${req.bookingId}`,
            now,
          })
        : null;
    if (order) await tell(req, order.id, { actor: req.actor, refundPence: req.refundPence, refundStatus: refund?.status ?? 'none', credit: cancelled.credit }, now);
    return { bookingId: req.bookingId, status: 'cancelled', cancelled: true, refund, credit: cancelled.credit };
  }

  return { cancelBooking };
}

export type CancellationService = ReturnType<typeof createCancellationService>;
