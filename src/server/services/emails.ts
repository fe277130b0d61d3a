import { cancellationTermsLines } from '../../domain/cancellation';
import { formatPence } from '../../domain/money';
import { formatLongDate, formatTime12h } from '../../domain/time';
import type { Config } from '../config';
import type { MailMessage } from './mail';

/** What the e-mails about a paid class booking say. */
export interface BookingMailFacts {
  bookingId: number;
  orderId: number;
  name: string;
  email: string;
  phone: string;
  className: string;
  date: string;
  startTime: string;
  endTime: string;
  locationName: string | null;
  specialRequests: string;
  originalPence: number;
  discountPence: number;
  amountPence: number;
  discountCode: string | null;
}

export interface PurchaseMailFacts {
  orderId: number;
  name: string;
  email: string;
  phone: string;
  description: string;
  amountPence: number;
}

export interface EnquiryMailFacts {
  id: number;
  name: string;
  email: string;
  phone: string;
  service: string | null;
  message: string;
}

type Brand = Pick<Config, 'BUSINESS_NAME' | 'PUBLIC_URL' | 'OWNER_EMAIL' | 'CONTACT_EMAIL' | 'CONTACT_PHONE'>;

const where = (f: BookingMailFacts) => f.locationName ?? 'Virtual Class';
const when = (f: BookingMailFacts) => `${formatLongDate(f.date)} at ${formatTime12h(f.startTime)}`;
const lines = (...parts: (string | false | null | undefined)[]) => parts.filter((p) => p !== false && p != null).join('\n');

export function bookingConfirmationMail(brand: Brand, f: BookingMailFacts): MailMessage {
  return {
    to: f.email,
    subject: `Booking confirmed: ${f.className} on ${formatLongDate(f.date)}`,
    text: lines(
      `Hello ${f.name},`,
      '',
      `Your place is booked and paid for. Thank you!`,
      '',
      `Class: ${f.className}`,
      `Date: ${formatLongDate(f.date)}`,
      `Time: ${formatTime12h(f.startTime)} - ${formatTime12h(f.endTime)}`,
      `Location: ${where(f)}`,
      f.discountPence > 0 && `Price: ${formatPence(f.originalPence)}`,
      f.discountPence > 0 && `Discount${f.discountCode ? ` (${f.discountCode})` : ''}: -${formatPence(f.discountPence)}`,
      `Amount paid: ${formatPence(f.amountPence)}`,
      `Booking reference: ${f.bookingId}`,
      '',
      'Cancellation terms',
      ...cancellationTermsLines().map((t) => `- ${t}`),
      '',
      `To cancel or change your booking, reply to this e-mail or contact us at ${brand.CONTACT_EMAIL} or ${brand.CONTACT_PHONE}.`,
      '',
      `See you soon,`,
      brand.BUSINESS_NAME,
      brand.PUBLIC_URL,
    ),
    meta: { kind: 'booking-confirmation', bookingId: f.bookingId, orderId: f.orderId },
  };
}

export function ownerBookingMail(brand: Brand, f: BookingMailFacts): MailMessage {
  return {
    to: brand.OWNER_EMAIL,
    subject: `New booking: ${f.className}, ${when(f)}`,
    text: lines(
      `${f.name} booked ${f.className} on ${when(f)} (${where(f)}).`,
      '',
      `E-mail: ${f.email}`,
      `Phone: ${f.phone}`,
      f.specialRequests && `Special requests: ${f.specialRequests}`,
      `Paid: ${formatPence(f.amountPence)}${f.discountPence > 0 ? ` (${formatPence(f.discountPence)} off${f.discountCode ? ` with ${f.discountCode}` : ''})` : ''}`,
      `Booking reference: ${f.bookingId}`,
    ),
    meta: { kind: 'owner-booking', bookingId: f.bookingId, orderId: f.orderId },
  };
}

export function purchaseConfirmationMail(brand: Brand, f: PurchaseMailFacts): MailMessage {
  return {
    to: f.email,
    subject: `Payment received: ${f.description}`,
    text: lines(
      `Hello ${f.name},`,
      '',
      `Thank you for your purchase! ${brand.BUSINESS_NAME} will contact you to confirm your booking.`,
      '',
      `Purchase: ${f.description}`,
      `Amount paid: ${formatPence(f.amountPence)}`,
      `Order reference: ${f.orderId}`,
      '',
      'Cancellation terms',
      ...cancellationTermsLines().map((t) => `- ${t}`),
      '',
      brand.BUSINESS_NAME,
      brand.PUBLIC_URL,
    ),
    meta: { kind: 'purchase-confirmation', orderId: f.orderId },
  };
}

export function ownerPurchaseMail(brand: Brand, f: PurchaseMailFacts): MailMessage {
  return {
    to: brand.OWNER_EMAIL,
    subject: `New payment: ${f.description}`,
    text: lines(
      `${f.name} paid ${formatPence(f.amountPence)} for ${f.description}. Please contact them to arrange the session.`,
      '',
      `E-mail: ${f.email}`,
      `Phone: ${f.phone || '(not given)'}`,
      `Order reference: ${f.orderId}`,
    ),
    meta: { kind: 'owner-purchase', orderId: f.orderId },
  };
}

export function refundedCustomerMail(brand: Brand, f: BookingMailFacts): MailMessage {
  return {
    to: f.email,
    subject: `Refund: ${f.className} on ${formatLongDate(f.date)} was full`,
    text: lines(
      `Hello ${f.name},`,
      '',
      `Your payment for ${f.className} on ${when(f)} arrived after your place had been released, and the class filled up in the meantime.`,
      `We have refunded ${formatPence(f.amountPence)} to your card. Please choose another class on ${brand.PUBLIC_URL}/booking.`,
      '',
      brand.BUSINESS_NAME,
    ),
    meta: { kind: 'refund-customer', bookingId: f.bookingId, orderId: f.orderId },
  };
}

export function ownerRefundMail(brand: Brand, f: BookingMailFacts, refunded: boolean, cause: 'full' | 'cancelled' = 'full'): MailMessage {
  const what = cause === 'cancelled' ? 'a cancelled booking' : 'a full class';
  return {
    to: brand.OWNER_EMAIL,
    subject: refunded ? `Refunded: late payment for ${what} (${f.className})` : `ACTION NEEDED: refund a late payment for ${f.className}`,
    text: lines(
      cause === 'cancelled'
        ? `${f.name} (${f.email}, ${f.phone}) paid ${formatPence(f.amountPence)} for ${f.className} on ${when(f)} after the booking had been cancelled; it stays cancelled.`
        : `${f.name} (${f.email}, ${f.phone}) paid ${formatPence(f.amountPence)} for ${f.className} on ${when(f)} after their hold had expired, and the class was full by then.`,
      refunded ? 'The payment was refunded automatically.' : 'The automatic refund FAILED: please refund this payment by hand in the payment dashboard.',
      `Booking reference: ${f.bookingId}, order ${f.orderId}.`,
    ),
    meta: { kind: 'owner-refund', bookingId: f.bookingId, orderId: f.orderId, refunded },
  };
}

export function ownerEnquiryMail(brand: Brand, f: EnquiryMailFacts): MailMessage {
  return {
    to: brand.OWNER_EMAIL,
    subject: `New enquiry from ${f.name}`,
    text: lines(
      `${f.name} sent an enquiry through the website.`,
      '',
      `E-mail: ${f.email}`,
      `Phone: ${f.phone || '(not given)'}`,
      `Interested in: ${f.service ?? '(not given)'}`,
      '',
      f.message || '(no message)',
      '',
      `Please reply within 24 hours.`,
    ),
    meta: { kind: 'owner-enquiry', enquiryId: f.id },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** The same words as the text part, one paragraph per line. */
const htmlOf = (text: string) =>
  text
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

export interface CancellationMailFacts {
  /** Who cancelled: the owner, or the customer herself. */
  actor: 'owner' | 'customer';
  refundPence: number;
  /** 'failed' when the provider refused: the owner refunds by hand and the customer is told it is on its way. */
  refundStatus: 'none' | 'succeeded' | 'pending' | 'failed';
}

function refundLine(c: CancellationMailFacts): string {
  if (c.refundPence === 0) return 'No refund is due under our cancellation terms.';
  if (c.refundStatus === 'failed') return `A refund of ${formatPence(c.refundPence)} is on its way; we will be in touch if it takes longer than a few days.`;
  return `We have refunded ${formatPence(c.refundPence)} to your card; it usually shows within 5 to 10 working days.`;
}

export function bookingCancelledMail(brand: Brand, f: BookingMailFacts, c: CancellationMailFacts): MailMessage {
  const text = lines(
    `Hello ${f.name},`,
    '',
    c.actor === 'owner'
      ? `We are sorry: your booking for ${f.className} on ${when(f)} has been cancelled by ${brand.BUSINESS_NAME}.`
      : `As you asked, your booking for ${f.className} on ${when(f)} is cancelled.`,
    refundLine(c),
    '',
    `Booking reference: ${f.bookingId}. Questions? ${brand.CONTACT_EMAIL}${brand.CONTACT_PHONE ? ` or ${brand.CONTACT_PHONE}` : ''}.`,
    `Book another class: ${brand.PUBLIC_URL}/booking`,
    '',
    brand.BUSINESS_NAME,
  );
  return {
    to: f.email,
    subject: `Cancelled: ${f.className} on ${formatLongDate(f.date)}`,
    text,
    html: htmlOf(text),
    meta: { kind: 'booking-cancelled', bookingId: f.bookingId, orderId: f.orderId, actor: c.actor, refundPence: c.refundPence },
  };
}

export function ownerCancelledMail(brand: Brand, f: BookingMailFacts, c: CancellationMailFacts): MailMessage {
  const text = lines(
    `${c.actor === 'owner' ? 'You cancelled' : `${f.name} cancelled`} the booking of ${f.name} (${f.email}, ${f.phone}) for ${f.className} on ${when(f)}.`,
    c.refundPence === 0
      ? 'No refund was made.'
      : c.refundStatus === 'failed'
        ? `The refund of ${formatPence(c.refundPence)} FAILED at the payment provider: please refund it by hand.`
        : `Refunded: ${formatPence(c.refundPence)} of ${formatPence(f.amountPence)}.`,
    `Booking reference: ${f.bookingId}, order ${f.orderId}. The place is free again.`,
  );
  return {
    to: brand.OWNER_EMAIL,
    subject: `${c.refundStatus === 'failed' ? 'ACTION NEEDED: ' : ''}Booking cancelled: ${f.className} on ${formatLongDate(f.date)} (${f.name})`,
    text,
    html: htmlOf(text),
    meta: { kind: 'owner-booking-cancelled', bookingId: f.bookingId, orderId: f.orderId, actor: c.actor, refundPence: c.refundPence },
  };
}

/** A payment that arrived after the booking had been cancelled: handed back, the booking stays cancelled. */
export function paidAfterCancelMail(brand: Brand, f: BookingMailFacts, refunded: boolean): MailMessage {
  const text = lines(
    `Hello ${f.name},`,
    '',
    `Your payment for ${f.className} on ${when(f)} arrived after the booking had been cancelled, so it does not book a place.`,
    refunded ? `We have refunded ${formatPence(f.amountPence)} to your card.` : `A refund of ${formatPence(f.amountPence)} is on its way.`,
    `Book another class: ${brand.PUBLIC_URL}/booking`,
    '',
    brand.BUSINESS_NAME,
  );
  return { to: f.email, subject: `Refund: ${f.className} on ${formatLongDate(f.date)} was cancelled`, text, html: htmlOf(text), meta: { kind: 'refund-after-cancel', bookingId: f.bookingId, orderId: f.orderId } };
}
