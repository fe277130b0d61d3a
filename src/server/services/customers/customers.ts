import { partyOf } from '../booking/places';
import { classBookingRef, orderRef } from '../../../domain/booking-ref';
import { and, desc, eq } from 'drizzle-orm';
import { suggestedRefund } from '../../../domain/cancellation';
import { conflict, notFound } from '../../../domain/errors';
import type { ManageViewDto, ReceiptDto } from '../../../domain/manage';
import { formatPence } from '../../../domain/money';
import { classHasStarted, londonInstant } from '../../../domain/time';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { bookings, creditLedger, creditLots, locations, orders, payments, scheduleSlots } from '../../db/schema';
import { issueTicket } from '../attendance/tickets';
import { bookingMoney, bookingOrderIds, type CancellationService } from '../booking/cancel';
import { PENDING_PAYMENT_PREFIX } from '../booking/payment-rules';
import { holdTokenMatches } from '../booking/hold-token';
import { bookingMailFacts } from '../booking/mail-facts';
import { brandOf } from '../mail/brand';
import type { BookingMailFacts, PurchaseMailFacts } from '../mail/booking-facts';
import {
  bookingConfirmationMail,
  bookingReminderMail,
  ownerBookingMail,
  ownerPurchaseMail,
  purchaseConfirmationMail,
} from '../mail/booking-emails';
import { enqueue, type JobService } from '../jobs/jobs';
import type { MailService } from '../mail/mail';
import type { PaymentProvider } from '../money/payments/provider';
import { refundsShown } from '../money/refunds';
import { calendarClassOf, calendarLinks, classIcs } from './calendar';
import { issueManageToken, manageUrl, orderIdOfToken } from './manage-link';
import { registerPurge } from './purge';
import { appointmentCalendar, appointmentConfirmed, appointmentFacts, appointmentIcs, siteOf } from '../appointments/notify';
import { exportDataFor } from './data-export';
import { eraseAndTell } from './data-requests';
import { bookingClassEnd } from '../catalog/class-length';
import { voucherShares } from '../vouchers/vouchers';

export const REMINDER_JOB = 'booking.reminder';
/** A link for an order with no class (personal training) lives this long. */
const PURCHASE_LINK_DAYS = 180;
const NOT_FOUND = 'This link is not valid or has expired';
const RECEIPT_NOT_FOUND = 'This confirmation can be shown only in the browser that booked. Your confirmation e-mail has every detail.';

const classStart = (f: Pick<BookingMailFacts, 'date' | 'startTime'>) => londonInstant(f.date, f.startTime);
const classEnd = (f: Pick<BookingMailFacts, 'date' | 'endTime'>) => londonInstant(f.date, f.endTime);

/**
 * Visitor self-service: the private manage link in her e-mails, the .ics invitation, reminders, and
 * (through the same link) cancelling, the waiting list and her own data.
 */
export function createCustomerService(deps: {
  db: Db;
  config: Config;
  mail: MailService;
  jobs: JobService;
  cancel: CancellationService;
  clock: () => Date;
  /** Shows the card payment of a place the owner held for a card link (decision 640). */
  provider: PaymentProvider;
}) {
  const { db, config, mail, jobs, cancel, clock, provider } = deps;

  const site = { publicUrl: config.PUBLIC_URL, businessName: config.BUSINESS_NAME, contactEmail: config.CONTACT_EMAIL };

  async function newLink(tx: DbOrTx, f: BookingMailFacts) {
    return manageUrl(config.PUBLIC_URL, await issueManageToken(tx, { orderId: f.orderId, expiresAt: classEnd(f) }));
  }

  const purge = registerPurge(jobs, db);

  jobs.register<{ orderId: number }>(REMINDER_JOB, async ({ tx, payload, now }) => {
    const f = await bookingMailFacts(tx, payload.orderId);
    if (!f) return;
    const [booking] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, f.bookingId));
    // Cancelled since, or the class has begun (the runner was down): a reminder would only confuse.
    if (booking?.status !== 'confirmed' || classHasStarted(f, now)) return;
    await mail.queue(tx, bookingReminderMail(await brandOf(tx, config), f, { manageUrl: await newLink(tx, f) }));
  });

  /**
   * What cancelling at `now` gives back under the terms; the page shows it before she confirms. `voucherBackAt`: what
   * goes back to the gift voucher that paid at a percent (vouchers.ts `voucherShares`, the cancel's own rule).
   */
  function quote(
    b: { status: string | null; date: string; startTime: string; paidPence: number; refundedPence: number; creditLotId?: number | null },
    now: Date,
    voucherBackAt: (percent: number) => number = () => 0,
  ): NonNullable<ManageViewDto['cancellation']> {
    if (b.status !== 'confirmed') return { allowed: false, refundPence: 0, percent: 0, note: 'This booking is not active.' };
    if (classHasStarted(b, now))
      return { allowed: false, refundPence: 0, percent: 0, note: 'The class has started, so it can no longer be cancelled.' };
    const s = suggestedRefund({ paidPence: b.paidPence, refundedPence: b.refundedPence }, londonInstant(b.date, b.startTime), now);
    if (b.creditLotId != null) {
      const back = s.percent === 100;
      return {
        allowed: true,
        refundPence: 0,
        percent: s.percent,
        paidWithCredit: true,
        creditInstead: false,
        note: back
          ? 'More than 24 hours before the class: your credit is given back.'
          : 'Less than 24 hours before the class: the credit is not given back under the terms.',
      };
    }
    const voucherBack = voucherBackAt(s.percent);
    const toVoucher = voucherBack > 0 ? { voucherBackPence: voucherBack } : {};
    // A gift voucher's share goes back to it: said beside the card's refund, or instead of a refund of nothing.
    const voucherWords = voucherBack > 0 ? `${formatPence(voucherBack)} back to your gift voucher` : '';
    const money = (refund: string) => (s.amountPence > 0 ? [refund, voucherWords] : [voucherWords]).filter(Boolean).join(' and ');
    if (s.percent === 100 && s.amountPence > 0) {
      return {
        allowed: true,
        refundPence: s.amountPence,
        percent: 100,
        creditInstead: true,
        ...toVoucher,
        note: `More than 24 hours before the class: ${money(`full refund of ${formatPence(s.amountPence)}`)}, or one class credit instead.`,
      };
    }
    const note =
      s.percent === 100
        ? `More than 24 hours before the class: ${voucherBack > 0 ? money('') : `full refund of ${formatPence(s.amountPence)}`}.`
        : s.percent > 0
          ? `12 to 24 hours before the class: ${s.percent}% refund, ${voucherBack > 0 ? money(`${formatPence(s.amountPence)} refunded`) : formatPence(s.amountPence)}.`
          : 'Less than 12 hours before the class: no refund under the terms.';
    return { allowed: true, refundPence: s.amountPence, percent: s.percent, ...toVoucher, note };
  }

  return {
    /** Everything held about the e-mail address of the order behind her link, as JSON (right of access). */
    async exportData(token: string, now: Date = clock()) {
      const orderId = await this.orderOf(token, now);
      const [order] = await db.select({ email: orders.email }).from(orders).where(eq(orders.id, orderId));
      if (!order) throw notFound(NOT_FOUND);
      return exportDataFor(db, order.email, now);
    },

    /**
     * Erases everything held about the e-mail address of the order behind her link (her link goes with
     * it); accounting records stay, anonymised, and the owner is told.
     */
    async eraseData(token: string, now: Date = clock()) {
      const orderId = await this.orderOf(token, now);
      const [order] = await db.select({ email: orders.email }).from(orders).where(eq(orders.id, orderId));
      if (!order) throw notFound(NOT_FOUND);
      return eraseAndTell(db, mail, config, order.email, now);
    },

    /** Puts the daily privacy purge in the job table (idempotent: called by every instance at start). */
    schedulePurge: (now: Date = clock()) => purge.schedule(now),

    /**
     * Cancels through her link under the terms. The server decides the refund; `refundPence` is what
     * she was shown, and if the tier has changed since (the clock crossed 24 h or 12 h), she is asked again.
     */
    async cancel(token: string, shownRefundPence: number, now: Date = clock(), choice: 'refund' | 'credit' = 'refund') {
      const orderId = await this.orderOf(token, now);
      const [row] = await db
        .select({
          bookingId: bookings.id,
          status: bookings.status,
          date: scheduleSlots.date,
          startTime: scheduleSlots.startTime,
          paidPence: orders.paidPence,
          refundedPence: orders.refundedPence,
          creditLotId: bookings.creditLotId,
        })
        .from(orders)
        .innerJoin(bookings, eq(bookings.id, orders.bookingId))
        .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
        .where(eq(orders.id, orderId));
      if (!row) throw conflict('Personal training is cancelled by arrangement: please contact us.');
      // Already cancelled (a double click, a second tab): the same answer, nothing done twice.
      if (row.status !== 'confirmed') return { cancelled: false, refundPence: 0 };
      // What she paid for it in all: a dearer move's difference is on an order of its own (decision 761).
      const money = await bookingMoney(db, row.bookingId);
      const vouchers = await voucherShares(db, await bookingOrderIds(db, row.bookingId));
      const q = quote({ ...row, paidPence: money.paidPence, refundedPence: money.refundedPence }, now, vouchers.backAt);
      if (!q.allowed) throw conflict(q.note);
      if (q.refundPence !== shownRefundPence)
        throw conflict(
          `The refund has changed to ${formatPence(q.refundPence)} since the page was opened. Please check and confirm again.`,
        );
      if (choice === 'credit' && !q.creditInstead)
        throw conflict('choice: a credit instead of a refund is offered only 24 hours or more before a paid class');
      // One credit cannot stand for several places paid together (decision 780): a group is refunded.
      if (choice === 'credit' && (await partyOf(db, row.bookingId)).length > 0)
        throw conflict('choice: several places booked together are refunded, not turned into a credit');
      const instead = choice === 'credit';
      const done = await cancel.cancelBooking({
        bookingId: row.bookingId,
        refundPence: instead ? 0 : q.refundPence,
        actor: 'customer',
        reason: `Cancelled by the customer through the manage link (${instead ? 'a class credit instead of a refund' : q.paidWithCredit ? `${q.percent === 100 ? 'credit given back' : 'credit not given back'}` : `${q.percent}% refund`})`,
        // Also a membership's use of the month (nothing else reads it for a booking paid by card).
        restoreCredit: q.percent === 100,
        creditInsteadOfRefund: instead,
        voucherBackPercent: instead ? 0 : q.percent,
        now,
      });
      return { cancelled: done.cancelled, refundPence: done.cancelled && !instead ? q.refundPence : 0, credit: done.credit };
    },

    /** Her answer to the owner's cancellation of a paid class: a refund or a class credit (decision 510). */
    async chooseOffer(token: string, choice: 'refund' | 'credit', now: Date = clock()) {
      const orderId = await this.orderOf(token, now);
      const [row] = await db.select({ bookingId: orders.bookingId }).from(orders).where(eq(orders.id, orderId));
      if (row?.bookingId == null) throw notFound('There is no refund or credit to choose for this booking');
      const offer = await cancel.settleOffer(row.bookingId, choice, 'customer', now);
      return { amountPence: offer.amountPence, choice: offer.choice ?? choice };
    },

    /**
     * Everything that follows a confirmed class booking, in the confirming transaction: the visitor's
     * confirmation with her manage link, .ics and QR ticket, the owner's notice, and the reminder job.
     */
    async bookingConfirmed(tx: DbOrTx, f: BookingMailFacts, now: Date = clock()): Promise<void> {
      const url = await newLink(tx, f);
      const brand = await brandOf(tx, config);
      const branded = { ...site, businessName: brand.BUSINESS_NAME, contactEmail: brand.CONTACT_EMAIL };
      const ics = classIcs(calendarClassOf(f, branded), { site: branded, now });
      const ticket = await issueTicket(tx, { bookingId: f.bookingId, publicUrl: config.PUBLIC_URL });
      await mail.queue(tx, bookingConfirmationMail(brand, f, { manageUrl: url, ics, ticket }));
      await mail.queue(tx, ownerBookingMail(brand, f));
      const remindAt = new Date(classStart(f).getTime() - config.REMINDER_HOURS * 3_600_000);
      // Booked inside the reminder window: the confirmation is reminder enough.
      if (config.REMINDER_HOURS > 0 && remindAt > now) {
        await enqueue(tx, { kind: REMINDER_JOB, payload: { orderId: f.orderId }, runAt: remindAt, key: `reminder:${f.bookingId}` });
      }
    },

    /** The same for a paid purchase without a class (personal training, a class bought at /checkout). */
    async purchaseConfirmed(tx: DbOrTx, f: PurchaseMailFacts, now: Date = clock()): Promise<void> {
      // An appointment has its own e-mails: a time, an .ics, a link that moves or cancels it, a reminder.
      const [placed] = await tx.select({ appointmentId: orders.appointmentId }).from(orders).where(eq(orders.id, f.orderId));
      if (placed?.appointmentId) return appointmentConfirmed(tx, { config, mail }, placed.appointmentId, now);
      const token = await issueManageToken(tx, {
        orderId: f.orderId,
        expiresAt: new Date(now.getTime() + PURCHASE_LINK_DAYS * 86_400_000),
      });
      const brand = await brandOf(tx, config);
      await mail.queue(tx, purchaseConfirmationMail(brand, f, { manageUrl: manageUrl(config.PUBLIC_URL, token) }));
      await mail.queue(tx, ownerPurchaseMail(brand, f));
    },

    /** The order behind a live manage token; a wrong or expired token is a 404 that says nothing more. */
    async orderOf(token: string, now: Date = clock()): Promise<number> {
      const orderId = await orderIdOfToken(db, token, now);
      if (orderId === null) throw notFound(NOT_FOUND);
      return orderId;
    },

    async view(token: string, now: Date = clock()): Promise<ManageViewDto> {
      return this.viewOrder(await this.orderOf(token, now), now);
    },

    /**
     * The confirmation screen after paying or a free booking: the order as the browser that made it may see it.
     * Only an order stored with a hold token opens, and only for that token; anything else is the same 404.
     */
    async receipt(
      which: { order?: number | undefined; payment?: { provider: 'test' | 'stripe'; id: string } | undefined },
      holdToken: string | null | undefined,
      now: Date = clock(),
    ): Promise<ReceiptDto> {
      const [order] = which.order
        ? await db.select({ id: orders.id, holdTokenHash: orders.holdTokenHash }).from(orders).where(eq(orders.id, which.order))
        : which.payment
          ? await db
              .select({ id: orders.id, holdTokenHash: orders.holdTokenHash })
              .from(payments)
              .innerJoin(orders, eq(orders.id, payments.orderId))
              .where(and(eq(payments.provider, which.payment.provider), eq(payments.providerPaymentId, which.payment.id)))
          : [];
      if (!order?.holdTokenHash || !holdTokenMatches(order.holdTokenHash, holdToken)) throw notFound(RECEIPT_NOT_FOUND);
      const v = await this.viewOrder(order.id, now);
      // Several places paid together (decision 780): every attendee's reference.
      const [lead] = await db
        .select({ id: bookings.id, name: bookings.name })
        .from(orders)
        .innerJoin(bookings, eq(bookings.id, orders.bookingId))
        .where(eq(orders.id, order.id));
      const party = lead ? await partyOf(db, lead.id) : [];
      return {
        ...(lead && party.length ? { places: [lead, ...party].map((b) => ({ name: b.name, reference: classBookingRef(b.id) })) } : {}),
        orderId: order.id,
        kind: v.kind,
        reference: v.ref,
        title: v.title,
        email: v.email,
        status: v.status,
        date: v.date,
        startTime: v.startTime,
        endTime: v.endTime,
        location: v.location,
        ...(v.place ? { place: v.place } : {}),
        virtualDetails: v.virtualDetails,
        amountPaidPence: v.amountPaidPence,
        calendar: v.calendar,
      };
    },

    async viewOrder(orderId: number, now: Date = clock()): Promise<ManageViewDto> {
      /** What she has had back: the order's refunds, and a class credit for the cancelled booking. */
      const moneyBack = async (orderId: number, bookingId: number | null): Promise<Pick<ManageViewDto, 'refunds' | 'creditBack'>> => {
        let creditBack: ManageViewDto['creditBack'] = null;
        if (bookingId !== null) {
          const [instead] = await db
            .select({ at: creditLots.createdAt })
            .from(creditLots)
            .where(eq(creditLots.sourceBookingId, bookingId))
            .limit(1);
          const [restored] = instead
            ? []
            : await db
                .select({ at: creditLedger.createdAt })
                .from(creditLedger)
                .where(and(eq(creditLedger.bookingId, bookingId), eq(creditLedger.reason, 'restore')))
                .limit(1);
          if (instead) creditBack = { kind: 'instead', at: instead.at.toISOString() };
          else if (restored) creditBack = { kind: 'restored', at: restored.at.toISOString() };
        }
        return { refunds: await refundsShown(db, orderId), creditBack };
      };
      const [row] = await db
        .select({
          orderId: orders.id,
          kind: orders.kind,
          bookingId: orders.bookingId,
          appointmentId: orders.appointmentId,
          name: orders.name,
          email: orders.email,
          description: orders.description,
          amountPence: orders.amountPence,
          paidPence: orders.paidPence,
          refundedPence: orders.refundedPence,
          bookingStatus: bookings.status,
          holdExpiresAt: bookings.holdExpiresAt,
          holdTokenHash: orders.holdTokenHash,
          creditLotId: bookings.creditLotId,
          className: bookings.className,
          date: scheduleSlots.date,
          startTime: scheduleSlots.startTime,
          endTime: bookingClassEnd,
          notes: scheduleSlots.notes,
          joiningDetails: scheduleSlots.joiningDetails,
          locationName: locations.name,
          address: locations.address,
        })
        .from(orders)
        .leftJoin(bookings, eq(bookings.id, orders.bookingId))
        .leftJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
        .leftJoin(locations, eq(locations.id, scheduleSlots.locationId))
        .where(eq(orders.id, orderId));
      if (!row) throw notFound(NOT_FOUND);
      const [payment] = await db
        .select({
          status: payments.status,
          providerPaymentId: payments.providerPaymentId,
          amountPence: payments.amountPence,
          method: payments.method,
        })
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(desc(payments.id))
        .limit(1);
      const given = await moneyBack(row.orderId, row.bookingId);
      // A class's vouchers are over its booking's orders (as its cancel gives them back); otherwise this order's.
      const vouchers = await voucherShares(db, row.bookingId !== null ? await bookingOrderIds(db, row.bookingId) : [row.orderId]);
      // A fully discounted booking is confirmed without a payment: nothing was paid.
      const paid = payment?.status === 'succeeded' || payment?.status === 'refunded' ? row.amountPence : 0;

      if (row.appointmentId !== null) {
        // Her appointment's own page (manage.appointment) says what moving and cancelling mean; this is the
        // order's summary, with the kind that sends the manage page there.
        const f = await appointmentFacts(db, row.appointmentId);
        if (!f) throw notFound(NOT_FOUND);
        // The same event as her confirmation e-mail's .ics (one UID per appointment), while it stands.
        const apptSite = f.status === 'confirmed' ? await siteOf(db, config) : null;
        return {
          kind: 'appointment',
          reference: f.appointmentId,
          ref: f.reference,
          name: row.name,
          email: row.email,
          title: f.typeName,
          status: f.status as ManageViewDto['status'],
          date: f.date,
          startTime: f.startTime,
          endTime: f.endTime,
          location: f.locationName
            ? {
                name: f.locationName,
                address: f.address ?? '',
                mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent([f.locationName, f.address].filter(Boolean).join(', '))}`,
              }
            : null,
          place: f.place as ManageViewDto['place'],
          virtualDetails: null,
          amountPaidPence: paid,
          voucherPence: vouchers.paidPence,
          calendar: apptSite ? { ...calendarLinks(appointmentCalendar(f, apptSite)), ics: appointmentIcs(f, apptSite, now) } : null,
          ...given,
          cancellation: null,
        };
      }
      if (row.bookingId === null || !row.date || !row.startTime || !row.endTime || !row.className) {
        return {
          kind: 'purchase',
          reference: row.orderId,
          ref: orderRef({ orderId: row.orderId, bookingId: null }),
          name: row.name,
          email: row.email,
          title: row.description,
          status: payment?.status === 'refunded' ? 'refunded' : payment?.status === 'succeeded' ? 'paid' : 'pending',
          date: null,
          startTime: null,
          endTime: null,
          location: null,
          virtualDetails: null,
          amountPaidPence: paid,
          voucherPence: vouchers.paidPence,
          calendar: null,
          ...given,
          cancellation: {
            allowed: false,
            refundPence: 0,
            percent: 0,
            note: `Personal training is cancelled or moved by arrangement: please contact ${config.BUSINESS_NAME} at ${config.CONTACT_EMAIL} or ${config.CONTACT_PHONE}.`,
          },
        };
      }
      const cal = calendarClassOf(
        {
          bookingId: row.bookingId,
          className: row.className,
          date: row.date,
          startTime: row.startTime,
          endTime: row.endTime,
          locationName: row.locationName,
          address: row.address,
          joining: row.locationName ? null : row.joiningDetails || row.notes || null,
        },
        site,
      );
      // A place the owner held for her with a card link (an order no browser holds): she pays for it here.
      const payable =
        row.bookingStatus === 'held' &&
        row.holdTokenHash === null &&
        row.holdExpiresAt !== null &&
        row.holdExpiresAt > now &&
        payment?.status === 'pending' &&
        !payment.providerPaymentId.startsWith(PENDING_PAYMENT_PREFIX);
      const money = await bookingMoney(db, row.bookingId);
      return {
        kind: 'class',
        reference: row.bookingId,
        payment: payable
          ? {
              clientSecret: await provider.clientSecretOf(payment.providerPaymentId),
              amountPence: payment.amountPence,
              holdExpiresAt: row.holdExpiresAt!.toISOString(),
            }
          : null,
        ref: classBookingRef(row.bookingId),
        name: row.name,
        email: row.email,
        title: row.className,
        status: row.bookingStatus ?? 'pending',
        date: row.date,
        startTime: row.startTime.slice(0, 5),
        endTime: row.endTime.slice(0, 5),
        location: row.locationName
          ? {
              name: row.locationName,
              address: row.address ?? '',
              mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent([row.locationName, row.address].filter(Boolean).join(', '))}`,
            }
          : null,
        virtualDetails: row.locationName ? null : row.joiningDetails || row.notes || null,
        amountPaidPence: paid,
        voucherPence: vouchers.paidPence,
        calendar: { ...calendarLinks(cal), ics: classIcs(cal, { site, now }) },
        offer: await cancel.offerOf(row.bookingId).then((o) => (o ? { ...o, dueAt: o.dueAt.toISOString() } : null)),
        ...given,
        cancellation: {
          ...quote(
            {
              status: row.bookingStatus,
              date: row.date,
              startTime: row.startTime,
              // What she paid for it in all: a dearer move's difference is on an order of its own (decision 761).
              paidPence: money.paidPence,
              refundedPence: money.refundedPence,
              creditLotId: row.creditLotId,
            },
            now,
            vouchers.backAt,
          ),
          // Cash or a transfer goes back by the owner's hand, not to a card (decision 680).
          ...(paid > 0 && payment && payment.method !== 'complimentary' ? { refundBy: payment.method } : {}),
        },
      };
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
