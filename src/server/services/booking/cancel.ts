/**
 * The one way a class booking is cancelled, by the owner (admin) or by the customer (her manage page):
 * the place goes back through places.ts, money through the refunds service, and both sides get an e-mail.
 * Idempotent: a double click or a second tab finds the booking already cancelled and changes nothing,
 * and the refund's key is the booking's, so it is never made twice.
 */
import { and, asc, count, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { classBookingRef, formatBookingRef } from '../../../domain/booking-ref';
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
import {
  bookingCancelledMail,
  type CancellationMailFacts,
  cancelOfferRefundedMail,
  handedBack,
  ownerCancelledMail,
  ownerRefundByHandMail,
} from '../mail/cancel-emails';
import { brandOf } from '../mail/brand';
import type { MailService } from '../mail/mail';
import { creditReturnedMail } from '../money/credit-mails';
import { releaseMembershipUse } from '../memberships/month-uses';
import { grantCancelCredit, liveBalance, restoreCredit } from '../money/credit-lots';
import type { RefundResult, RefundService } from '../money/refunds';
import { giveBack } from '../vouchers/vouchers';
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
  /**
   * The share (percent) of what a gift voucher paid that goes back to the voucher (decision 730): by default all
   * of it when the owner cancels, none when the customer does; the manage link passes the terms' refund percent.
   */
  voucherBackPercent?: number;
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
  /** The class credits she may take instead: one per place cancelled (a group's places, decision 811). */
  credits: number;
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

/**
 * What was paid for a class booking across its orders: the order it was booked with, and the difference she paid
 * to move it to a dearer class (a 'move' order, decision 710). A cheaper move's difference was refunded on the
 * first order, so it is already counted there. Refunds of a cancellation are spread over these, first order first.
 */
/** The orders a booking's gift voucher share was paid on: what a cancel gives back to it (and her page quotes). */
export async function bookingOrderIds(db: DbOrTx, bookingId: number): Promise<number[]> {
  return (await db.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, bookingId))).map((o) => o.id);
}

export async function bookingMoney(db: DbOrTx, bookingId: number) {
  const rows = await db
    .select({ id: orders.id, paidPence: orders.paidPence, refundedPence: orders.refundedPence })
    .from(orders)
    .where(or(eq(orders.bookingId, bookingId), and(eq(orders.kind, 'move'), eq(orders.moveBookingId, bookingId), gt(orders.paidPence, 0))))
    .orderBy(asc(orders.id));
  const paidPence = rows.reduce((sum, o) => sum + o.paidPence, 0);
  const refundedPence = rows.reduce((sum, o) => sum + o.refundedPence, 0);
  return { orders: rows, first: rows[0] ?? null, paidPence, refundedPence };
}

/**
 * `amountPence` given back over the booking's orders, the first order first, each with its own key (the first keeps
 * the booking's, so a refund asked before this rule is still found). One result standing for them all.
 */
export async function refundAcross(
  refunds: RefundService,
  money: Awaited<ReturnType<typeof bookingMoney>>,
  req: Omit<Parameters<RefundService['refund']>[0], 'orderId' | 'amountPence'> & { amountPence: number },
): Promise<RefundResult | null> {
  let left = req.amountPence;
  const results: RefundResult[] = [];
  for (const [i, o] of money.orders.entries()) {
    const part = Math.min(left, o.paidPence - o.refundedPence);
    if (part <= 0) continue;
    left -= part;
    results.push(
      await refunds.refund({
        ...req,
        orderId: o.id,
        amountPence: part,
        idempotencyKey: i === 0 ? req.idempotencyKey : `${req.idempotencyKey}-order-${o.id}`,
      }),
    );
    if (left <= 0) break;
  }
  const [head] = results;
  if (!head) return null;
  const worst = results.find((r) => r.status === 'failed') ?? results.find((r) => r.status === 'pending') ?? head;
  return {
    ...head,
    amountPence: results.reduce((sum, r) => sum + r.amountPence, 0),
    status: worst.status,
    lastError: worst.lastError,
    created: results.some((r) => r.created),
  };
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
        .where(places.placeOrParty(req.bookingId));
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
      const voucherBack = req.voucherBackPercent ?? (req.actor === 'owner' ? 100 : 0);
      if (voucherBack > 0) {
        const orderIds = await bookingOrderIds(tx, req.bookingId);
        await giveBack(tx, { orderIds, reason: 'refund', now, percent: voucherBack, actor: owner?.by ?? req.actor });
      }
      let credit: CreditOutcome = null;
      if (b?.creditLotId != null && (req.restoreCredit ?? req.actor === 'owner')) {
        const note = `Booking ${classBookingRef(req.bookingId)} cancelled by the ${req.actor}`;
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
      // A class booked with a membership gives its month's use back on the terms a credit comes back on (decision 744).
      if (req.restoreCredit ?? req.actor === 'owner') await releaseMembershipUse(tx, req.bookingId, now);
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
        const credits = await placesCancelled(tx, facts.bookingId);
        c = { ...c, offer: { amountPence: offer.amountPence, credits, url, dueDate: londonToday(offer.dueAt) } };
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
  async function cancel(asked: CancelRequest, owner?: { by: Actor }): Promise<CancelResult> {
    const now = asked.now ?? clock();
    // Several places paid together are cancelled together, whichever place is named (decision 780).
    const lead = await places.leadOf(db, asked.bookingId);
    const req: CancelRequest = { ...asked, bookingId: lead };
    if (!Number.isSafeInteger(req.refundPence) || req.refundPence < 0)
      throw invalid('refundPence', 'must be a whole number of pence, 0 or more');
    // The order is read before the booking: a cancellation commits before its refund, so a refund seen
    // here means the booking read next is already cancelled (200 parallel cancels answer as a repeat).
    const money = await bookingMoney(db, req.bookingId);
    const order = money.first && { id: money.first.id, paidPence: money.paidPence, refundedPence: money.refundedPence };
    const [booking] = await db
      .select({ status: bookings.status, cancelledBy: bookings.cancelledBy })
      .from(bookings)
      .where(eq(bookings.id, req.bookingId));
    if (!booking) throw notFound(CANCEL_ERRORS.notFound);
    if (order && req.refundPence > order.paidPence - order.refundedPence && booking.status !== 'cancelled')
      throw invalid('refundPence', 'more than is left to refund on this booking');
    if (!order && req.refundPence > 0) throw invalid('refundPence', 'nothing was paid for this booking');

    // The terms: when we cancel a paid class she is offered a full refund or a credit, her choice (decision 510);
    // a group gets one offer on its order: the whole amount left, or a credit per place (decision 811).
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
        ? await refundAcross(refunds, money, {
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
        // One lot of a credit per place (the lot's key is the first place's booking: granted once).
        const credits = await placesCancelled(tx, bookingId);
        await grantCancelCredit(tx, { email: b!.email, bookingId, classTypeId: b!.classTypeId, className: b!.className, now, credits });
      }
      return won;
    });
    const offer = await offerOf(db, bookingId);
    if (!offer) throw notFound('There is no refund or credit to choose for this booking');
    if (!settled && offer.choice !== choice) throw conflict(`choice: already settled as a ${offer.choice}`);
    const [row] = await db.select({ orderId: cancelOffers.orderId }).from(cancelOffers).where(eq(cancelOffers.bookingId, bookingId));
    const orderId = row!.orderId;
    if (offer.choice === 'refund') {
      const refund = await refundAcross(refunds, await bookingMoney(db, bookingId), {
        amountPence: offer.amountPence,
        reason: 'owner',
        actor: 'owner',
        idempotencyKey: `cancel-booking-${bookingId}`,
        now,
      });
      if (refund?.created) await tellSettled(orderId, offer, by, refund.status, now);
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
      if (refundStatus) {
        await mail.queue(tx, cancelOfferRefundedMail(brand, facts, { amountPence: offer.amountPence, decidedBy: by, refundStatus }));
        // Cash or a transfer is recorded as refunded at once: only the owner can actually give it back.
        const paidWith = facts.paidWith;
        if (handedBack(paidWith))
          await mail.queue(tx, ownerRefundByHandMail(brand, { ...facts, paidWith }, { amountPence: offer.amountPence, decidedBy: by }));
      } else
        await mail.queue(
          tx,
          creditReturnedMail(
            brand,
            {
              email: facts.email,
              className: facts.className,
              date: facts.date,
              bookingId: facts.bookingId,
              instead: true,
              credits: offer.credits,
            },
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
  return row ? { ...row, credits: await placesCancelled(tx, bookingId) } : null;
}

/**
 * The places an owner's cancellation of `leadId` cancelled: 1, or every place of its group (they are cancelled
 * together, decision 780), so the credits offered instead of the refund are one per place (decision 811).
 */
async function placesCancelled(tx: DbOrTx, leadId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(and(places.placeOrParty(leadId), eq(bookings.status, 'cancelled')));
  return Math.max(1, row?.n ?? 0);
}

export type CancellationService = ReturnType<typeof createCancellationService>;
