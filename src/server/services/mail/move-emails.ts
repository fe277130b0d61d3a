/** A booking moved to another class (decision 710): her e-mail and the owner's. */
import { classBookingRef } from '../../../domain/booking-ref';
import { formatPence } from '../../../domain/money';
import { formatLongDate, formatTime12h } from '../../../domain/time';
import type { MailMessage } from './mail';
import { type Brand, composeMail, calendarAttachment } from './emails';
import { type BookingMailFacts, type BookingMailExtras, where, when, terms, isOnline, joiningBlock, bookingFacts } from './booking-facts';

/** A booking moved to another class (decision 710): where it was, where it is now, and any money given back. */
export interface MovedMailFacts {
  from: { className: string; date: string; startTime: string };
  by: 'customer' | 'owner';
  /** Given back to her card for a cheaper class (0: nothing). */
  refundPence: number;
  refundStatus: 'none' | 'succeeded' | 'pending' | 'failed';
  /** The difference she paid for a dearer class (0 or absent: none). */
  paidPence?: number;
}

const movedFrom = (m: MovedMailFacts) => `${m.from.className} on ${formatLongDate(m.from.date)} at ${formatTime12h(m.from.startTime)}`;

function movedMoneyLine(m: MovedMailFacts): string | null {
  if (m.paidPence) return `You paid the difference of ${formatPence(m.paidPence)}; your receipt is in your account.`;
  if (m.refundPence === 0) return null;
  if (m.refundStatus === 'failed')
    return `The new class costs less: ${formatPence(m.refundPence)} is on its way back to you; we will be in touch if it takes longer than a few days.`;
  return `The new class costs less: we have refunded ${formatPence(m.refundPence)} to your card; it usually shows within 5 to 10 working days.`;
}

export function bookingMovedMail(
  brand: Brand,
  f: BookingMailFacts,
  m: MovedMailFacts,
  extras: Pick<BookingMailExtras, 'ics'> = {},
): MailMessage {
  const money = movedMoneyLine(m);
  return composeMail(brand, {
    to: f.email,
    subject: `Booking moved: ${f.className} on ${formatLongDate(f.date)}`,
    greeting: `Hello ${f.name},`,
    blocks: [
      {
        p:
          m.by === 'owner'
            ? `${brand.BUSINESS_NAME} has moved your booking from ${movedFrom(m)} to the class below.`
            : `As you asked, your booking has moved from ${movedFrom(m)} to the class below.`,
      },
      bookingFacts(f),
      ...(isOnline(f) ? [joiningBlock(f)] : []),
      { facts: [['Booking reference', classBookingRef(f.bookingId)]] },
      ...(money ? [{ p: money }] : []),
      { p: 'The calendar file attached replaces the one you had for this booking.' },
      { action: 'Your bookings', url: `${brand.PUBLIC_URL.replace(/\/$/, '')}/account` },
      terms(),
    ],
    closing: 'See you soon,',
    meta: { kind: 'booking-moved', bookingId: f.bookingId, orderId: f.orderId, refundPence: m.refundPence },
    ...(extras.ics ? { attachments: [calendarAttachment(extras.ics)] } : {}),
  });
}

export function ownerMovedMail(brand: Brand, f: BookingMailFacts, m: MovedMailFacts): MailMessage {
  return composeMail(brand, {
    to: brand.OWNER_EMAIL,
    subject: `${m.refundStatus === 'failed' ? 'ACTION NEEDED: ' : ''}Booking moved: ${f.name} to ${f.className} on ${formatLongDate(f.date)}`,
    blocks: [
      {
        p: `${m.by === 'owner' ? 'You moved' : `${f.name} moved`} the booking of ${f.name} (${f.email}) from ${movedFrom(m)} to ${f.className} on ${when(f)} (${where(f)}). The place on the first class is free again.`,
      },
      ...(m.paidPence ? [{ p: `${f.name} paid the difference: ${formatPence(m.paidPence)}.` }] : []),
      ...(m.refundPence > 0
        ? [
            {
              p:
                m.refundStatus === 'failed'
                  ? `The refund of the difference, ${formatPence(m.refundPence)}, FAILED at the payment provider: please refund it by hand.`
                  : `Refunded the difference: ${formatPence(m.refundPence)}.`,
            },
          ]
        : []),
      { p: `Booking reference: ${classBookingRef(f.bookingId)}.` },
    ],
    meta: { kind: 'owner-booking-moved', bookingId: f.bookingId, orderId: f.orderId, refundPence: m.refundPence },
  });
}
