/**
 * Money back outside a cancellation: a payment that came too late (the class full or the booking cancelled), a
 * refund made in the provider's dashboard or from the admin; and the introductory price paid twice with one card.
 */
import { classBookingRef, orderRef } from '../../../domain/booking-ref';
import { formatPence } from '../../../domain/money';
import { formatLongDate } from '../../../domain/time';
import type { MailMessage } from './mail';
import { type Brand, composeMail } from './emails';
import { type BookingMailFacts, when } from './booking-facts';

export function refundedCustomerMail(brand: Brand, f: BookingMailFacts): MailMessage {
  return composeMail(brand, {
    to: f.email,
    subject: `Refund: ${f.className} on ${formatLongDate(f.date)} was full`,
    greeting: `Hello ${f.name},`,
    blocks: [
      {
        p: `Your payment for ${f.className} on ${when(f)} arrived after your place had been released, and the class filled up in the meantime.`,
      },
      { p: `We have refunded ${formatPence(f.amountPence)} to your card. Please choose another class on ${brand.PUBLIC_URL}/booking.` },
    ],
    meta: { kind: 'refund-customer', bookingId: f.bookingId, orderId: f.orderId },
  });
}

export function ownerRefundMail(brand: Brand, f: BookingMailFacts, refunded: boolean, cause: 'full' | 'cancelled' = 'full'): MailMessage {
  const what = cause === 'cancelled' ? 'a cancelled booking' : 'a full class';
  return composeMail(brand, {
    to: brand.OWNER_EMAIL,
    subject: refunded ? `Refunded: late payment for ${what} (${f.className})` : `ACTION NEEDED: refund a late payment for ${f.className}`,
    blocks: [
      {
        p:
          cause === 'cancelled'
            ? `${f.name} (${f.email}, ${f.phone}) paid ${formatPence(f.amountPence)} for ${f.className} on ${when(f)} after the booking had been cancelled; it stays cancelled.`
            : `${f.name} (${f.email}, ${f.phone}) paid ${formatPence(f.amountPence)} for ${f.className} on ${when(f)} after their hold had expired, and the class was full by then.`,
      },
      {
        p: refunded
          ? 'The payment was refunded automatically.'
          : 'The automatic refund FAILED: please refund this payment by hand in the payment dashboard.',
      },
      { p: `Booking reference: ${classBookingRef(f.bookingId)}.` },
    ],
    meta: { kind: 'owner-refund', bookingId: f.bookingId, orderId: f.orderId, refunded },
  });
}

/**
 * To the owner: an introductory price was paid with a card that had already paid for the offer under another
 * address (decision 790). Flagged, not refused: she decides whether to ask for the difference.
 */
export function introRepeatCardMail(
  brand: Brand,
  f: {
    orderId: number;
    bookingId: number | null;
    appointmentId: number | null;
    /** A membership's first month (decision 804): the order has no booking, so the membership names it. */
    membershipId?: number | null;
    email: string;
    earlierEmail: string;
    listPence: number;
    introPence: number;
  },
): MailMessage {
  const member = f.membershipId != null;
  const reference = member ? `membership ${f.membershipId}` : orderRef(f);
  return composeMail(brand, {
    to: brand.OWNER_EMAIL,
    subject: `Introductory price paid twice with one card (${reference})`,
    blocks: [
      {
        p: member
          ? `${f.email} had the first-month introductory price with a card that had already had the offer as ${f.earlierEmail}. The membership stands at its usual price from the second month; the difference on the first is below if you want to ask for it.`
          : `${f.email} paid the introductory price with a card that had already paid for the offer as ${f.earlierEmail}. The booking stands; the difference from the usual price is below if you want to ask for it.`,
      },
      {
        facts: [
          ['Reference', reference],
          ['Introductory price paid', formatPence(f.introPence)],
          ['Usual price', formatPence(f.listPence)],
          ['Difference', formatPence(f.listPence - f.introPence)],
        ],
      },
    ],
    meta: { kind: 'owner-intro-repeat-card', orderId: f.orderId, ...(member ? { membershipId: f.membershipId } : {}) },
  });
}

/** A payment that arrived after the booking had been cancelled: handed back, the booking stays cancelled. */
export function paidAfterCancelMail(brand: Brand, f: BookingMailFacts, refunded: boolean): MailMessage {
  return composeMail(brand, {
    to: f.email,
    subject: `Refund: ${f.className} on ${formatLongDate(f.date)} was cancelled`,
    greeting: `Hello ${f.name},`,
    blocks: [
      { p: `Your payment for ${f.className} on ${when(f)} arrived after the booking had been cancelled, so it does not book a place.` },
      {
        p: refunded
          ? `We have refunded ${formatPence(f.amountPence)} to your card.`
          : `A refund of ${formatPence(f.amountPence)} is on its way.`,
      },
      { action: 'Book another class', url: `${brand.PUBLIC_URL}/booking` },
    ],
    meta: { kind: 'refund-after-cancel', bookingId: f.bookingId, orderId: f.orderId },
  });
}

/** What the e-mail about a refund made in the payment provider's dashboard says. */
export interface ProviderRefundMailFacts {
  orderId: number;
  /** The class booking the order paid for (its B- reference is what she has read all along), or null. */
  bookingId: number | null;
  name: string;
  email: string;
  /** 'Mat Pilates Class on Monday 2 June 2031' or the purchase's description. */
  what: string;
  refundPence: number;
  refundedPence: number;
  paidPence: number;
}

/** A refund the owner made in the payment provider's dashboard: the customer hears of it like any other. */
export function providerRefundMail(brand: Brand, f: ProviderRefundMailFacts): MailMessage {
  const full = f.refundedPence >= f.paidPence;
  return composeMail(brand, {
    to: f.email,
    subject: `Refund: ${f.what}`,
    greeting: `Hello ${f.name},`,
    blocks: [
      {
        p: `We have refunded ${formatPence(f.refundPence)} to your card for ${f.what}. It usually shows on your statement within 5 to 10 working days.`,
      },
      {
        facts: [
          ['Refunded now', formatPence(f.refundPence)],
          ['Refunded in all', `${formatPence(f.refundedPence)} of ${formatPence(f.paidPence)}`],
          ['Reference', orderRef({ orderId: f.orderId, bookingId: f.bookingId ?? null })],
        ],
      },
      ...(full ? [] : [{ p: 'This was part of your payment; your booking stays as it was.' }]),
    ],
    meta: { kind: 'provider-refund', orderId: f.orderId },
  });
}

/** A refund the owner made from the admin: how much went back, and what is left of the booking. */
export function ownerRefundedMail(
  brand: Brand,
  f: ProviderRefundMailFacts & { kind: 'class' | 'order'; placeReleased: boolean },
): MailMessage {
  const full = f.refundedPence >= f.paidPence;
  const remains = full
    ? f.kind === 'class' && f.placeReleased
      ? `Your booking for ${f.what} is cancelled and the place given back. You are welcome to book another class on ${brand.PUBLIC_URL}/booking.`
      : `Your payment for ${f.what} has been refunded in full.`
    : `Your booking for ${f.what} stays as it was; ${formatPence(f.paidPence - f.refundedPence)} of your payment remains paid.`;
  return composeMail(brand, {
    to: f.email,
    subject: `Refund: ${f.what}`,
    greeting: `Hello ${f.name},`,
    blocks: [
      {
        p: `We have refunded ${formatPence(f.refundPence)} to your card for ${f.what}. It usually shows on your statement within 5 to 10 working days.`,
      },
      {
        facts: [
          ['Refunded now', formatPence(f.refundPence)],
          ['Refunded in all', `${formatPence(f.refundedPence)} of ${formatPence(f.paidPence)}`],
          ['Reference', orderRef({ orderId: f.orderId, bookingId: f.bookingId ?? null })],
        ],
      },
      { p: remains },
    ],
    meta: { kind: 'owner-refund-customer', orderId: f.orderId },
  });
}
