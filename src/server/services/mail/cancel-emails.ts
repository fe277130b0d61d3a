/**
 * The e-mails of a cancelled booking: hers and the owner's, the refund she chose (or was given) after the owner
 * cancelled, and money the owner gives back by hand.
 */
import { classBookingRef } from '../../../domain/booking-ref';
import { formatPence } from '../../../domain/money';
import { classCreditsText } from '../../../domain/packs';
import { formatLongDate } from '../../../domain/time';
import { refundWayText } from '../../../domain/manage';
import type { PaymentMethod } from '../../../domain/walk-in';
import type { MailMessage } from './mail';
import { type Brand, composeMail, calendarAttachment } from './emails';
import { type BookingMailFacts, type BookingMailExtras, when } from './booking-facts';

export interface CancellationMailFacts {
  /** Who cancelled: the owner, or the customer herself. */
  actor: 'owner' | 'customer';
  refundPence: number;
  /** 'failed' when the provider refused: the owner refunds by hand and the customer is told it is on its way. */
  refundStatus: 'none' | 'succeeded' | 'pending' | 'failed';
  /** A class credit given back (paid with a credit) or granted instead of a refund. */
  credit?: 'restored' | 'instead' | null;
  /**
   * The owner cancelled a paid class: a full refund or a class credit, her choice through `url` (decision 510);
   * unanswered by `dueDate` (London date), it is refunded.
   */
  offer?: { amountPence: number; url: string; dueDate: string; /** One per place cancelled (decision 811). */ credits: number } | null;
}

/** Money the owner took herself (cash, a bank transfer): she gives it back herself, so it is never "to your card". */
export const handedBack = (m: PaymentMethod | null | undefined): m is 'cash' | 'bank_transfer' => m === 'cash' || m === 'bank_transfer';
/** How a refund reaches her: the way she paid. */
const refundWay = (m: PaymentMethod | null | undefined) => refundWayText(m === 'complimentary' ? null : m);
/** What the customer reads when the owner is to give money back by hand. */
const byHandClause = (m: 'cash' | 'bank_transfer', pence: number, we: 'We' | 'we' = 'we') =>
  `${we} will give you ${formatPence(pence)} back ${refundWay(m)}, as you paid; we will be in touch in the next few days to arrange it.`;
/** What the owner reads when she is to give money back by hand (the refund is recorded as given). */
const ownerByHandLine = (f: BookingMailFacts, m: 'cash' | 'bank_transfer', pence: number) =>
  `${f.name} paid ${refundWay(m)}, so no provider gives it back: please give ${f.name} ${formatPence(pence)} back ${m === 'cash' ? 'in cash' : 'by bank transfer'} (${f.email}, ${f.phone}). It is recorded as refunded.`;

function refundLine(c: CancellationMailFacts, paidWith: PaymentMethod | null | undefined): string {
  if (c.offer)
    return `As we cancelled, you may choose a full refund of ${formatPence(c.offer.amountPence)} ${refundWay(paidWith)} or ${classCreditsText(c.offer.credits)} instead${c.offer.credits > 1 ? ' (one for each place)' : ''}. If we have not heard from you by ${formatLongDate(c.offer.dueDate)}, we refund ${formatPence(c.offer.amountPence)} ${refundWay(paidWith)}.`;
  if (c.credit === 'restored') return 'The credit you booked with is back in your balance.';
  if (c.credit === 'instead') return 'As you chose, you have a class credit instead of a refund.';
  if (c.refundPence === 0) return 'No refund is due under our cancellation terms.';
  if (handedBack(paidWith)) return byHandClause(paidWith, c.refundPence, 'We');
  if (c.refundStatus === 'failed')
    return `A refund of ${formatPence(c.refundPence)} is on its way; we will be in touch if it takes longer than a few days.`;
  return `We have refunded ${formatPence(c.refundPence)} to your card; it usually shows within 5 to 10 working days.`;
}

export function bookingCancelledMail(
  brand: Brand,
  f: BookingMailFacts,
  c: CancellationMailFacts,
  extras: Pick<BookingMailExtras, 'ics'> = {},
): MailMessage {
  return composeMail(brand, {
    to: f.email,
    subject: `Cancelled: ${f.className} on ${formatLongDate(f.date)}`,
    greeting: `Hello ${f.name},`,
    blocks: [
      {
        p:
          c.actor === 'owner'
            ? `We are sorry: your booking for ${f.className} on ${when(f)} has been cancelled by ${brand.BUSINESS_NAME}.`
            : `As you asked, your booking for ${f.className} on ${when(f)} is cancelled.`,
      },
      { p: refundLine(c, f.paidWith) },
      ...(c.offer ? [{ action: 'Choose a refund or a credit', url: c.offer.url }] : []),
      { facts: [['Booking reference', classBookingRef(f.bookingId)]] },
      { action: 'Book another class', url: `${brand.PUBLIC_URL}/booking` },
    ],
    closing: 'Hope to see you soon,',
    meta: { kind: 'booking-cancelled', bookingId: f.bookingId, orderId: f.orderId, actor: c.actor, refundPence: c.refundPence },
    ...(extras.ics ? { attachments: [calendarAttachment(extras.ics)] } : {}),
  });
}

export function ownerCancelledMail(brand: Brand, f: BookingMailFacts, c: CancellationMailFacts): MailMessage {
  // Cash or a transfer refunded on her cancellation: recorded as given, but the owner has to hand it back.
  const byHand = handedBack(f.paidWith) && c.refundPence > 0 && !c.offer && !c.credit ? f.paidWith : null;
  return composeMail(brand, {
    to: brand.OWNER_EMAIL,
    subject: `${c.refundStatus === 'failed' || byHand ? 'ACTION NEEDED: ' : ''}Booking cancelled: ${f.className} on ${formatLongDate(f.date)} (${f.name})`,
    blocks: [
      {
        p: `${c.actor === 'owner' ? 'You cancelled' : `${f.name} cancelled`} the booking of ${f.name} (${f.email}, ${f.phone}) for ${f.className} on ${when(f)}.`,
      },
      {
        p: c.offer
          ? `${f.name} is offered a full refund of ${formatPence(c.offer.amountPence)} or ${c.offer.credits > 1 ? `${c.offer.credits} class credits (one per place)` : 'a class credit'}; without an answer by ${formatLongDate(c.offer.dueDate)} it is refunded.${
              handedBack(f.paidWith)
                ? ` As ${f.name} paid ${refundWay(f.paidWith)}, a refund is yours to give back: you will be e-mailed if one is due.`
                : ''
            }`
          : byHand
            ? ownerByHandLine(f, byHand, c.refundPence)
            : c.credit
              ? `No refund: ${c.credit === 'restored' ? 'the credit paid with was restored' : 'a class credit was given instead'}.`
              : c.refundPence === 0
                ? 'No refund was made.'
                : c.refundStatus === 'failed'
                  ? `The refund of ${formatPence(c.refundPence)} FAILED at the payment provider: please refund it by hand.`
                  : `Refunded: ${formatPence(c.refundPence)} of ${formatPence(f.amountPence)}.`,
      },
      { p: `Booking reference: ${classBookingRef(f.bookingId)}. The place is free again.` },
    ],
    meta: { kind: 'owner-booking-cancelled', bookingId: f.bookingId, orderId: f.orderId, actor: c.actor, refundPence: c.refundPence },
  });
}

/** Her answer to the owner's cancellation, or the refund made for her when none came by the due date. */
export function cancelOfferRefundedMail(
  brand: Brand,
  f: BookingMailFacts,
  c: { amountPence: number; decidedBy: 'customer' | 'default'; refundStatus: 'succeeded' | 'pending' | 'failed' },
): MailMessage {
  return composeMail(brand, {
    to: f.email,
    subject: `Refund: ${f.className} on ${formatLongDate(f.date)}`,
    greeting: `Hello ${f.name},`,
    blocks: [
      {
        p: `${c.decidedBy === 'customer' ? 'As you chose, for' : 'As we had no answer about'} your cancelled booking for ${f.className} on ${when(f)}, ${
          handedBack(f.paidWith)
            ? byHandClause(f.paidWith, c.amountPence)
            : c.refundStatus === 'failed'
              ? `a refund of ${formatPence(c.amountPence)} is on its way; we will be in touch if it takes longer than a few days.`
              : `we have refunded ${formatPence(c.amountPence)} to your card; it usually shows within 5 to 10 working days.`
        }`,
      },
      { facts: [['Booking reference', classBookingRef(f.bookingId)]] },
      { action: 'Book another class', url: `${brand.PUBLIC_URL}/booking` },
    ],
    closing: 'Hope to see you soon,',
    meta: { kind: 'cancel-offer-refunded', bookingId: f.bookingId, orderId: f.orderId, refundPence: c.amountPence },
  });
}

/**
 * The owner cancelled a class paid in cash or by bank transfer and its refund is now due (she chose it, or the
 * offer fell due unanswered): recorded as given, so the owner is told to hand the money back.
 */
export function ownerRefundByHandMail(
  brand: Brand,
  f: BookingMailFacts & { paidWith: 'cash' | 'bank_transfer' },
  c: { amountPence: number; decidedBy: 'customer' | 'default' },
): MailMessage {
  return composeMail(brand, {
    to: brand.OWNER_EMAIL,
    subject: `ACTION NEEDED: give ${formatPence(c.amountPence)} back to ${f.name} (${classBookingRef(f.bookingId)})`,
    blocks: [
      {
        p: `${c.decidedBy === 'customer' ? `${f.name} chose a refund` : `${f.name} did not answer in time, so the offer became a refund`} for the booking you cancelled: ${f.className} on ${when(f)}.`,
      },
      { p: ownerByHandLine(f, f.paidWith, c.amountPence) },
      { p: `Booking reference: ${classBookingRef(f.bookingId)}.` },
    ],
    meta: { kind: 'owner-refund-by-hand', bookingId: f.bookingId, orderId: f.orderId, refundPence: c.amountPence },
  });
}
