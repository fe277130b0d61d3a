/**
 * The e-mails of a booking made and paid: her confirmation (with the QR ticket or how to join), the reminder, the
 * owner's notice; a purchase's two.
 */
import { classBookingRef, orderRef } from '../../../domain/booking-ref';
import { formatPence } from '../../../domain/money';
import { formatLongDate } from '../../../domain/time';
import type { MailMessage } from './mail';
import { type Brand, composeMail, calendarAttachment } from './emails';
import {
  type BookingMailFacts,
  type BookingMailExtras,
  type PurchaseMailFacts,
  where,
  when,
  terms,
  isOnline,
  joiningBlock,
  receiptBlocks,
  bookingFacts,
} from './booking-facts';

const TICKET_CID = 'ticket@check-in';
const TICKET_CAPTION = 'Your ticket: show this QR code at the door and we will check you in. It is also attached as ticket.png.';

export function bookingConfirmationMail(brand: Brand, f: BookingMailFacts, extras: BookingMailExtras = {}): MailMessage {
  return composeMail(brand, {
    to: f.email,
    subject: `Booking confirmed: ${f.className} on ${formatLongDate(f.date)}`,
    greeting: `Hello ${f.name},`,
    blocks: [
      { p: 'Your place is booked and paid for. Thank you!' },
      {
        facts: [
          ...(bookingFacts(f) as { facts: [string, string][] }).facts,
          f.discountPence > 0 && ['Price', formatPence(f.originalPence)],
          f.discountPence > 0 && [`Discount${f.discountCode ? ` (${f.discountCode})` : ''}`, `-${formatPence(f.discountPence)}`],
          ['Amount paid', formatPence(f.amountPence)],
          ['Booking reference', classBookingRef(f.bookingId)],
        ],
      },
      ...(f.party?.length
        ? [
            {
              title: `${f.party.length + 1} places, one for each attendee`,
              items: [{ bookingId: f.bookingId, name: f.name }, ...f.party].map((a) => `${a.name}: ${classBookingRef(a.bookingId)}`),
            },
          ]
        : []),
      ...(isOnline(f)
        ? [joiningBlock(f)]
        : extras.ticket
          ? [{ image: TICKET_CID, alt: 'QR code ticket for this booking', caption: TICKET_CAPTION }]
          : []),
      ...(extras.manageUrl
        ? [
            { action: 'View or cancel your booking', url: extras.manageUrl },
            { p: 'This link is private to you: it shows your booking and lets you cancel it under the terms below.' },
          ]
        : []),
      ...receiptBlocks(brand, f.amountPence),
      terms(),
      extras.manageUrl
        ? { p: `Questions? Reply to this e-mail or contact us at ${brand.CONTACT_EMAIL} or ${brand.CONTACT_PHONE}.` }
        : {
            p: `To cancel or change your booking, reply to this e-mail or contact us at ${brand.CONTACT_EMAIL} or ${brand.CONTACT_PHONE}.`,
          },
    ],
    closing: 'See you soon,',
    meta: { kind: 'booking-confirmation', bookingId: f.bookingId, orderId: f.orderId },
    ...(extras.ticket ? { secrets: [extras.ticket.url.slice(extras.ticket.url.indexOf('#') + 1)] } : {}),
    ...(extras.ics || (extras.ticket && !isOnline(f))
      ? {
          attachments: [
            ...(extras.ics ? [calendarAttachment(extras.ics)] : []),
            ...(extras.ticket && !isOnline(f)
              ? [
                  {
                    filename: 'ticket.png',
                    content: extras.ticket.pngBase64,
                    contentType: 'image/png',
                    encoding: 'base64' as const,
                    cid: TICKET_CID,
                    secret: true,
                  },
                ]
              : []),
          ],
        }
      : {}),
  });
}

export function bookingReminderMail(brand: Brand, f: BookingMailFacts, extras: BookingMailExtras = {}): MailMessage {
  return composeMail(brand, {
    to: f.email,
    subject: `Reminder: ${f.className} on ${when(f)}`,
    greeting: `Hello ${f.name},`,
    blocks: [
      { p: `A reminder that your class is coming up on ${when(f)}.` },
      { ...bookingFacts(f) },
      ...(isOnline(f) ? [joiningBlock(f)] : []),
      { facts: [['Booking reference', classBookingRef(f.bookingId)]] },
      ...(extras.manageUrl ? [{ action: 'View or cancel your booking', url: extras.manageUrl }] : []),
      terms(),
    ],
    closing: 'See you soon,',
    meta: { kind: 'booking-reminder', bookingId: f.bookingId, orderId: f.orderId },
  });
}

export function ownerBookingMail(brand: Brand, f: BookingMailFacts): MailMessage {
  return composeMail(brand, {
    to: brand.OWNER_EMAIL,
    subject: `New booking: ${f.className}, ${when(f)}`,
    blocks: [
      { p: `${f.name} booked ${f.className} on ${when(f)} (${where(f)}).` },
      {
        facts: [
          ['E-mail', f.email],
          ['Phone', f.phone],
          !!f.specialRequests && ['Special requests', f.specialRequests],
          [
            'Paid',
            `${formatPence(f.amountPence)}${f.discountPence > 0 ? ` (${formatPence(f.discountPence)} off${f.discountCode ? ` with ${f.discountCode}` : ''})` : ''}`,
          ],
          ['Booking reference', classBookingRef(f.bookingId)],
        ],
      },
    ],
    meta: { kind: 'owner-booking', bookingId: f.bookingId, orderId: f.orderId },
  });
}

export function purchaseConfirmationMail(brand: Brand, f: PurchaseMailFacts, extras: BookingMailExtras = {}): MailMessage {
  return composeMail(brand, {
    to: f.email,
    subject: `Payment received: ${f.description}`,
    greeting: `Hello ${f.name},`,
    blocks: [
      { p: `Thank you for your purchase! ${brand.BUSINESS_NAME} will contact you to confirm your booking.` },
      {
        facts: [
          ['Purchase', f.description],
          ['Amount paid', formatPence(f.amountPence)],
          ['Reference', orderRef({ orderId: f.orderId, bookingId: f.bookingId ?? null })],
        ],
      },
      ...(extras.manageUrl ? [{ action: 'View your order', url: extras.manageUrl }] : []),
      ...receiptBlocks(brand, f.amountPence),
      terms(),
    ],
    meta: { kind: 'purchase-confirmation', orderId: f.orderId },
  });
}

export function ownerPurchaseMail(brand: Brand, f: PurchaseMailFacts): MailMessage {
  return composeMail(brand, {
    to: brand.OWNER_EMAIL,
    subject: `New payment: ${f.description}`,
    blocks: [
      { p: `${f.name} paid ${formatPence(f.amountPence)} for ${f.description}. Please contact them to arrange the session.` },
      {
        facts: [
          ['E-mail', f.email],
          ['Phone', f.phone || '(not given)'],
          ['Reference', orderRef({ orderId: f.orderId, bookingId: f.bookingId ?? null })],
        ],
      },
    ],
    meta: { kind: 'owner-purchase', orderId: f.orderId },
  });
}
