/**
 * The one way a class booking is cancelled, by the owner (admin) or by the customer (her manage page):
 * the place goes back through places.ts, money through the refunds service, and both sides get an e-mail.
 * Idempotent: a double click or a second tab finds the booking already cancelled and changes nothing,
 * and the refund's key is the booking's, so it is never made twice.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { formatBookingRef } from '../../../domain/booking-ref';
import { conflict, DomainError, invalid, notFound } from '../../../domain/errors';
import { londonToday } from '../../../domain/time';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { bookings, cancelOffers, orders, payments } from '../../db/schema';
import * as audit from '../admin/audit';
import type { Actor } from '../admin/audit';
import { calendarClassOf, classIcs } from '../customers/calendar';
import { issueManageToken, manageUrl } from '../customers/manage-link';
import { enqueue, type JobService } from '../jobs/jobs';
import { bookingMailFacts } from './mail-facts';
import { bookingCancelledMail, type CancellationMailFacts, cancelOfferRefundedMail, ownerCancelledMail } from '../mail/emails';
import { brandOf } from '../mail/brand';
import type { MailService } from '../mail/mail';
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

/** The job that turns an unanswered refund-or-credit offer into a refund. */
export const CANCEL_OFFER_JOB = 'booking.cancel-offer';
/** How long she has to choose between a refund and a credit after the owner cancelled (decision 510). */
export const CANCEL_OFFER_DAYS = 7;

/** The owner cancelling a class booking, whichever door she used (status menu, REST PATCH, withdrawing a slot). */
export interface OwnerCancelRequest {
  bookingId: number;
  /** The administrator as the audit trail names her (ctx.admin.username). */
  by: Actor;
  reason: string;
  now?: Date;
}

interface Offer {
  orderId: number;
  amountPence: number;
  dueAt: Date;
}

export interface OfferDto {
  amountPence: number;
  dueAt: Date;
  choice: 'refund' | 'credit' | null;
}

export interface CancelResult {
  bookingId: number;
  status: 'cancelled';
  /** False when it had been cancelled before: nothing changed this time. */
  cancelled: boolean;
  refund: RefundResult | null;
  credit: CreditOutcome;
  /** The owner cancelled after payment: what she is offered as a refund or a credit, her choice. */
  offerPence?: number;
}

export const CANCEL_ERRORS = {
  notFound: 'Booking not found',
  notCancellable: 'This booking is not active, so it cannot be cancelled',
  tooMuch: 'refundPence: more than was paid for this booking',
} as const;

export function createCancellationService(deps: {
  db: Db;
  config: Config;
  refunds: RefundService;
  mail: MailService;
  jobs: JobService;
  clock: () => Date;
}) {
  const { db, config, refunds, mail, jobs, clock } = deps;

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
  async function cancelInDatabase(
    req: CancelRequest,
    now: Date,
    owner?: { by: Actor; before: string; offer: Offer | null },
  ): Promise<{ credit: CreditOutcome } | null> {
    return db.transaction(async (tx) => {
      const released = await places.release(tx, req.bookingId, 'cancelled', now);
      if (!released) return null;
      if (owner?.offer) {
        await tx.insert(cancelOffers).values({ bookingId: req.bookingId, ...owner.offer, createdAt: now });
        await enqueue(tx, {
          kind: CANCEL_OFFER_JOB,
          key: `cancel-offer:${req.bookingId}`,
          payload: { bookingId: req.bookingId },
          runAt: owner.offer.dueAt,
        });
      }
      await tx
        .update(bookings)
        .set({ cancelledBy: req.actor, cancelReason: req.reason.slice(0, 500) })
        .where(eq(bookings.id, req.bookingId));
      await emitBookingEvent(tx, 'booking.cancelled', req.bookingId, { cancelledBy: req.actor, reason: req.reason.slice(0, 500) }, now);
      // A hold's open payment is void: if it is paid anyway, the confirmation refunds it (the cancellation wins).
      await tx
        .update(payments)
        .set({ status: 'cancelled', updatedAt: now })
        .where(
          and(
            eq(payments.status, 'pending'),
            inArray(payments.orderId, tx.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, req.bookingId))),
          ),
        );
      const [b] = await tx
        .select({
          creditLotId: bookings.creditLotId,
          email: bookings.email,
          classTypeId: bookings.classTypeId,
          className: bookings.className,
        })
        .from(bookings)
        .where(eq(bookings.id, req.bookingId));
      let credit: CreditOutcome = null;
      if (b?.creditLotId != null && (req.restoreCredit ?? req.actor === 'owner')) {
        const note = `Booking ${req.bookingId} cancelled by the ${req.actor}`;
        if (await restoreCredit(tx, { bookingId: req.bookingId, lotId: b.creditLotId, actor: req.actor, note })) credit = 'restored';
      } else if (b && b.creditLotId == null && req.creditInsteadOfRefund && req.refundPence === 0) {
        if (
          (await grantCancelCredit(tx, {
            email: b.email,
            bookingId: req.bookingId,
            classTypeId: b.classTypeId,
            className: b.className,
            now,
          })) !== null
        )
          credit = 'instead';
      }
      if (owner)
        await audit.record(tx, {
          actor: owner.by,
          action: 'booking.cancel',
          entity: 'booking',
          entityId: formatBookingRef({ kind: 'class', id: req.bookingId }),
          before: { status: owner.before },
          after: { status: 'cancelled', reason: req.reason.slice(0, 500), offerPence: owner.offer?.amountPence ?? 0, credit },
          at: now,
        });
      return { credit };
    });
  }

  async function tell(orderId: number, facts0: CancellationMailFacts, now: Date, wasConfirmed: boolean, offer: Offer | null = null) {
    await db.transaction(async (tx) => {
      let c = facts0;
      const facts = await bookingMailFacts(tx, orderId);
      if (!facts) return;
      const brand = await brandOf(tx, config);
      if (offer) {
        const url = manageUrl(config.PUBLIC_URL, await issueManageToken(tx, { orderId, expiresAt: offer.dueAt }));
        c = { ...c, offer: { amountPence: offer.amountPence, url, dueDate: londonToday(offer.dueAt) } };
      }
      // Her confirmation put the class in her calendar: the same UID with METHOD:CANCEL takes it out.
      const site = { publicUrl: config.PUBLIC_URL, businessName: brand.BUSINESS_NAME, contactEmail: brand.CONTACT_EMAIL };
      const ics = wasConfirmed ? classIcs(calendarClassOf(facts, site), { site, now, method: 'CANCEL' }) : undefined;
      await mail.queue(tx, bookingCancelledMail(brand, facts, c, ics ? { ics } : {}));
      await mail.queue(tx, ownerCancelledMail(brand, facts, c));
      if (c.credit) {
        const balance = await liveBalance(tx, facts.email, now);
        await mail.queue(
          tx,
          creditReturnedMail(
            brand,
            {
              email: facts.email,
              className: facts.className,
              date: facts.date,
              bookingId: facts.bookingId,
              instead: c.credit === 'instead',
            },
            balance,
          ),
        );
      }
    });
    mail.kick();
  }

  /** The cancellation itself, for the customer's link and the owner's doors alike. */
  async function cancel(req: CancelRequest, owner?: { by: Actor }): Promise<CancelResult> {
    const now = req.now ?? clock();
    if (!Number.isSafeInteger(req.refundPence) || req.refundPence < 0)
      throw invalid('refundPence', 'must be a whole number of pence, 0 or more');
    // The order is read before the booking: a cancellation commits before its refund, so a refund seen
    // here means the booking read next is already cancelled (200 parallel cancels answer as a repeat).
    const order = await orderOfBooking(req.bookingId);
    const [booking] = await db
      .select({ status: bookings.status, cancelledBy: bookings.cancelledBy })
      .from(bookings)
      .where(eq(bookings.id, req.bookingId));
    if (!booking) throw notFound(CANCEL_ERRORS.notFound);
    if (order && req.refundPence > order.paidPence - order.refundedPence && booking.status !== 'cancelled')
      throw invalid('refundPence', 'more than is left to refund on this booking');
    if (!order && req.refundPence > 0) throw invalid('refundPence', 'nothing was paid for this booking');

    // The terms: when we cancel a paid class she is offered a full refund or a credit, her choice (decision 510).
    const left = order ? order.paidPence - order.refundedPence : 0;
    const offer: Offer | null =
      owner && order && left > 0 && req.refundPence === 0 && booking.status !== 'cancelled'
        ? { orderId: order.id, amountPence: left, dueAt: new Date(now.getTime() + CANCEL_OFFER_DAYS * 86_400_000) }
        : null;
    const cancelled = await cancelInDatabase(req, now, owner ? { by: owner.by, before: booking.status, offer } : undefined);
    if (cancelled === null) {
      // Cancelled before (double click, second tab): answer as then, never cancel or refund again.
      const [after] = await db
        .select({ status: bookings.status, cancelledBy: bookings.cancelledBy })
        .from(bookings)
        .where(eq(bookings.id, req.bookingId));
      if (after?.status === 'cancelled' && after.cancelledBy)
        return { bookingId: req.bookingId, status: 'cancelled', cancelled: false, refund: null, credit: null };
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
    if (order)
      await tell(
        order.id,
        { actor: req.actor, refundPence: req.refundPence, refundStatus: refund?.status ?? 'none', credit: cancelled.credit },
        now,
        booking.status === 'confirmed',
        offer,
      );
    return {
      bookingId: req.bookingId,
      status: 'cancelled',
      cancelled: true,
      refund,
      credit: cancelled.credit,
      ...(offer ? { offerPence: offer.amountPence } : {}),
    };
  }

  /**
   * Her answer to the owner's cancellation (or, with `by: 'default'`, the job's when none came in time): set once;
   * a credit is granted in that transaction, a refund made after it with the booking's key, so a repeat or a
   * race never gives back twice. A repeat of a refund answer re-asks the provider with the same key (at most once).
   */
  async function settleOffer(
    bookingId: number,
    choice: 'refund' | 'credit',
    by: 'customer' | 'default',
    now: Date = clock(),
  ): Promise<OfferDto> {
    const settled = await db.transaction(async (tx) => {
      const [won] = await tx
        .update(cancelOffers)
        .set({ choice, decidedBy: by, decidedAt: now })
        .where(and(eq(cancelOffers.bookingId, bookingId), isNull(cancelOffers.choice)))
        .returning({ orderId: cancelOffers.orderId, amountPence: cancelOffers.amountPence, dueAt: cancelOffers.dueAt });
      if (!won) return null;
      if (choice === 'credit') {
        const [b] = await tx
          .select({ email: bookings.email, classTypeId: bookings.classTypeId, className: bookings.className })
          .from(bookings)
          .where(eq(bookings.id, bookingId));
        await grantCancelCredit(tx, { email: b!.email, bookingId, classTypeId: b!.classTypeId, className: b!.className, now });
      }
      return won;
    });
    const offer = await offerOf(db, bookingId);
    if (!offer) throw notFound('There is no refund or credit to choose for this booking');
    if (!settled && offer.choice !== choice) throw conflict(`choice: already settled as a ${offer.choice}`);
    const [row] = await db.select({ orderId: cancelOffers.orderId }).from(cancelOffers).where(eq(cancelOffers.bookingId, bookingId));
    const orderId = row!.orderId;
    if (offer.choice === 'refund') {
      const refund = await refunds.refund({
        orderId,
        amountPence: offer.amountPence,
        reason: 'owner',
        actor: 'owner',
        idempotencyKey: `cancel-booking-${bookingId}`,
        now,
      });
      if (refund.created) await tellSettled(orderId, offer, by, refund.status, now);
    } else if (settled) {
      await tellSettled(orderId, offer, by, null, now);
    }
    return offer;
  }

  async function tellSettled(
    orderId: number,
    offer: OfferDto,
    by: 'customer' | 'default',
    refundStatus: 'succeeded' | 'pending' | 'failed' | null,
    now: Date,
  ) {
    await db.transaction(async (tx) => {
      const facts = await bookingMailFacts(tx, orderId);
      if (!facts) return;
      const brand = await brandOf(tx, config);
      if (refundStatus)
        await mail.queue(tx, cancelOfferRefundedMail(brand, facts, { amountPence: offer.amountPence, decidedBy: by, refundStatus }));
      else
        await mail.queue(
          tx,
          creditReturnedMail(
            brand,
            { email: facts.email, className: facts.className, date: facts.date, bookingId: facts.bookingId, instead: true },
            await liveBalance(tx, facts.email, now),
          ),
        );
    });
    mail.kick();
  }

  jobs.register<{ bookingId: number }>(
    CANCEL_OFFER_JOB,
    async ({ payload, now }) => {
      await settleOffer(payload.bookingId, 'refund', 'default', now).catch((error: unknown) => {
        // She chose a credit meanwhile: nothing is left for the job to do.
        if (!(error instanceof DomainError)) throw error;
      });
    },
    // The refund calls the provider: no transaction held open; the booking's key makes a retry harmless.
    { transaction: false },
  );

  return {
    /** The low-level path: the customer's link, and tests that state the refund themselves. */
    cancelBooking: (req: CancelRequest) => cancel(req),
    /**
     * The owner cancelling a class booking, from any door: place freed, customer and owner e-mailed,
     * `booking.cancelled` sent, an audit row, and for a paid booking the terms' offer of a full refund or a
     * credit (refunded after CANCEL_OFFER_DAYS without an answer); a booking paid with a credit gets it back.
     */
    ownerCancel: (req: OwnerCancelRequest) =>
      cancel(
        { bookingId: req.bookingId, refundPence: 0, actor: 'owner', reason: req.reason, restoreCredit: true, now: req.now },
        { by: req.by },
      ),
    settleOffer,
    /** The open or settled offer on a booking, if the owner cancelled it after payment. */
    offerOf: (bookingId: number) => offerOf(db, bookingId),
  };
}

async function offerOf(tx: DbOrTx, bookingId: number): Promise<OfferDto | null> {
  const [row] = await tx
    .select({ amountPence: cancelOffers.amountPence, dueAt: cancelOffers.dueAt, choice: cancelOffers.choice })
    .from(cancelOffers)
    .where(eq(cancelOffers.bookingId, bookingId));
  return row ?? null;
}

export type CancellationService = ReturnType<typeof createCancellationService>;
