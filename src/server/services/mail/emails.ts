import { cancellationTermsLines } from '../../../domain/cancellation';
import { classBookingRef, orderRef } from '../../../domain/booking-ref';
import { formatPence } from '../../../domain/money';
import { classCreditsText } from '../../../domain/packs';
import { formatLongDate, formatTime12h, londonClock, londonToday } from '../../../domain/time';
import { refundWayText } from '../../../domain/manage';
import type { PaymentMethod } from '../../../domain/walk-in';
import type { Config } from '../../config';
import type { MailAttachment, MailMessage } from './mail';

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
  /** The location's street address (null for a class online). */
  address?: string | null;
  /**
   * For a class held online, how to join it (the owner's joining details); null at a place. Online classes
   * get these instead of the QR ticket for the door.
   */
  joining?: string | null;
  specialRequests: string;
  originalPence: number;
  discountPence: number;
  amountPence: number;
  discountCode: string | null;
  /** How it was paid (the order's payment): cash or a bank transfer goes back by the owner's hand, not to a card. */
  paidWith?: PaymentMethod | null;
  /** The further places booked and paid with hers (decision 780), each a booking of its own; absent or empty: one place. */
  party?: { bookingId: number; name: string }[];
}

export interface PurchaseMailFacts {
  orderId: number;
  /** A purchase holds no class place: its reference is T-<order id>. */
  bookingId?: null;
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

export type Brand = Pick<Config, 'BUSINESS_NAME' | 'PUBLIC_URL' | 'OWNER_EMAIL' | 'CONTACT_EMAIL' | 'CONTACT_PHONE'> &
  Partial<Pick<Config, 'LOGO_URL'>>;

const where = (f: BookingMailFacts) => f.locationName ?? 'Virtual Class';
const when = (f: BookingMailFacts) => `${formatLongDate(f.date)} at ${formatTime12h(f.startTime)}`;
type Line = string | false | null | undefined;
const lines = (...parts: Line[]) => parts.filter((p) => p !== false && p != null).join('\n');

/** One block of an e-mail's body; every template is a list of these, rendered as plain text and as HTML. */
export type MailBlock =
  | { p: string }
  /** Label-value lines ("Class: Mat Pilates"); a false or null entry is left out. */
  | { facts: ([string, string] | false | null | undefined)[] }
  /** A button in HTML; "label: url" in plain text. */
  | { action: string; url: string }
  /** An inline picture (an attachment with this cid); plain text gets the caption alone. */
  | { image: string; alt: string; caption: string }
  | { title: string; items: string[] };

export interface MailContent {
  to: string;
  subject: string;
  /** "Hello Name," */
  greeting?: string;
  blocks: MailBlock[];
  /** Closing line before the business name ("See you soon,"). */
  closing?: string;
  meta?: Record<string, unknown>;
  attachments?: MailMessage['attachments'];
  /** Codes and tokens the message carries besides its links' (those are found on their own). */
  secrets?: string[];
}

/**
 * A private link carries its token in the fragment (decision 241): every fragment of an action's URL is a
 * secret of the message, so a new template with a private link is redacted without anyone remembering to.
 */
function linkSecrets(blocks: MailBlock[]): string[] {
  return blocks.flatMap((b) => ('action' in b && b.url.includes('#') ? [b.url.slice(b.url.indexOf('#') + 1)] : []));
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function textOf(brand: Brand, c: MailContent): string {
  const out: Line[] = [];
  if (c.greeting) out.push(c.greeting, '');
  for (const block of c.blocks) {
    if ('p' in block) out.push(block.p);
    else if ('facts' in block) out.push(...block.facts.filter((f): f is [string, string] => !!f).map(([k, v]) => `${k}: ${v}`));
    else if ('action' in block) out.push(`${block.action}: ${block.url}`);
    else if ('image' in block) out.push(block.caption);
    else out.push(block.title, ...block.items.map((i) => `- ${i}`));
    out.push('');
  }
  out.push(c.closing ?? null, brand.BUSINESS_NAME, brand.PUBLIC_URL, `${brand.CONTACT_EMAIL} | ${brand.CONTACT_PHONE}`);
  return lines(...out);
}

function htmlOf(brand: Brand, c: MailContent): string {
  const e = escapeHtml;
  const body = c.blocks
    .map((block) => {
      if ('p' in block) return `<p style="margin:0 0 16px">${e(block.p)}</p>`;
      if ('facts' in block) {
        const rows = block.facts
          .filter((f): f is [string, string] => !!f)
          .map(
            ([k, v]) =>
              `<tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top;white-space:nowrap">${e(k)}</td><td style="padding:4px 0;font-weight:600">${e(v)}</td></tr>`,
          )
          .join('');
        return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
      }
      if ('action' in block) {
        return `<p style="margin:0 0 16px"><a href="${e(block.url)}" style="display:inline-block;background:#0b7285;color:#fff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${e(block.action)}</a></p>`;
      }
      if ('image' in block) {
        return `<p style="margin:0 0 8px"><img src="cid:${e(block.image)}" alt="${e(block.alt)}" width="200" height="200" style="display:block;width:200px;height:200px"></p><p style="margin:0 0 16px;font-size:14px;color:#555">${e(block.caption)}</p>`;
      }
      return `<h2 style="font-size:16px;margin:0 0 8px">${e(block.title)}</h2><ul style="margin:0 0 16px;padding-left:20px">${block.items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>`;
    })
    .join('\n');
  const header = brand.LOGO_URL
    ? `<img src="${e(brand.LOGO_URL)}" alt="${e(brand.BUSINESS_NAME)}" style="max-height:48px;max-width:240px">`
    : `<strong style="font-size:20px">${e(brand.BUSINESS_NAME)}</strong>`;
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(c.subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1a1b1e;line-height:1.5">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
<div style="padding:0 0 16px"><a href="${e(brand.PUBLIC_URL)}" style="color:#1a1b1e;text-decoration:none">${header}</a></div>
<div style="background:#fff;border-radius:8px;padding:24px">
${c.greeting ? `<p style="margin:0 0 16px">${e(c.greeting)}</p>\n` : ''}${body}
${c.closing ? `<p style="margin:0">${e(c.closing)}<br>${e(brand.BUSINESS_NAME)}</p>` : ''}
</div>
<p style="font-size:13px;color:#555;padding:16px 0 0;margin:0">${e(brand.BUSINESS_NAME)} &middot; <a href="${e(brand.PUBLIC_URL)}" style="color:#555">${e(brand.PUBLIC_URL.replace(/^https?:\/\//, ''))}</a> &middot; <a href="mailto:${e(brand.CONTACT_EMAIL)}" style="color:#555">${e(brand.CONTACT_EMAIL)}</a> &middot; ${e(brand.CONTACT_PHONE)}</p>
</div></body></html>`;
}

/** Turns a template's content into the message: plain text and HTML with the business's name, logo and contact. */
export function composeMail(brand: Brand, c: MailContent): MailMessage {
  return {
    to: c.to,
    subject: c.subject,
    text: textOf(brand, c),
    html: htmlOf(brand, c),
    ...(c.meta ? { meta: c.meta } : {}),
    ...(c.attachments ? { attachments: c.attachments } : {}),
    secrets: [...linkSecrets(c.blocks), ...(c.secrets ?? [])].filter((v) => v.length > 0),
  };
}

const terms = (): MailBlock => ({ title: 'Cancellation terms', items: cancellationTermsLines() });

/** What only some e-mails about a booking carry: the private manage link and the calendar invitation. */
export interface BookingMailExtras {
  manageUrl?: string;
  ics?: string;
  /** The QR ticket checked at the door (services/attendance/tickets.ts). */
  ticket?: { pngBase64: string; url: string };
}

/** An .ics attachment whose Content-Type names the same iTIP method as the file's METHOD line. */
export function calendarAttachment(ics: string): MailAttachment {
  const method = /^METHOD:([A-Z]+)\r$/m.exec(ics)?.[1] ?? 'PUBLISH';
  return {
    filename: method === 'CANCEL' ? 'cancelled.ics' : 'class.ics',
    content: ics,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

const ONLINE_NO_DETAILS = `The joining link will be e-mailed to you before the class. If it has not arrived an hour before, contact us.`;

/** Whether a booking is for a class held online (no location, or marked virtual only). */
const isOnline = (f: BookingMailFacts) => Boolean(f.joining) || f.locationName === null;

const joiningBlock = (f: BookingMailFacts): MailBlock => ({ title: 'How to join', items: [f.joining || ONLINE_NO_DETAILS] });

const TICKET_CID = 'ticket@check-in';
const TICKET_CAPTION = 'Your ticket: show this QR code at the door and we will check you in. It is also attached as ticket.png.';

/**
 * Money taken has a receipt: the e-mail points at her account page, where she signs in with this address to
 * download it. The link itself opens nothing, so the kept copy of the e-mail may keep it (decision 520).
 */
const receiptBlocks = (brand: Brand, amountPence: number): MailBlock[] =>
  amountPence > 0
    ? [
        { p: 'Your receipt (PDF) is in your account: sign in with this e-mail address to download it.' },
        { action: 'Your receipts', url: `${brand.PUBLIC_URL.replace(/\/$/, '')}/account` },
      ]
    : [];

const bookingFacts = (f: BookingMailFacts): MailBlock => ({
  facts: [
    ['Class', f.className],
    ['Date', formatLongDate(f.date)],
    ['Time', `${formatTime12h(f.startTime)} - ${formatTime12h(f.endTime)}`],
    ['Location', where(f)],
  ],
});

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

/** To the owner: an integration's endpoint stopped answering for 3 days, so it was switched off. */
export function webhookSwitchedOffMail(
  brand: Brand,
  f: { endpointId: number; url: string; description: string; failingSince: Date; lastError: string | null },
): MailMessage {
  return composeMail(brand, {
    to: brand.OWNER_EMAIL,
    subject: `A webhook endpoint was switched off: ${f.description || f.url}`,
    blocks: [
      {
        p: `Deliveries to ${f.url} have failed since ${formatLongDate(londonToday(f.failingSince))} at ${formatTime12h(londonClock(f.failingSince))} with no success in between, so the website stopped sending to it.`,
      },
      { facts: [['Last error', f.lastError ?? '(none recorded)']] },
      {
        p: 'Events are still recorded: once the receiving service works again, switch the endpoint back on in Admin, Webhooks, and use "send again" or the events API to catch up.',
      },
    ],
    meta: { kind: 'owner-webhook-off', endpointId: f.endpointId },
  });
}

export function ownerEnquiryMail(brand: Brand, f: EnquiryMailFacts): MailMessage {
  return composeMail(brand, {
    to: brand.OWNER_EMAIL,
    subject: `New enquiry from ${f.name}`,
    blocks: [
      { p: `${f.name} sent an enquiry through the website.` },
      {
        facts: [
          ['E-mail', f.email],
          ['Phone', f.phone || '(not given)'],
          ['Interested in', f.service ?? '(not given)'],
        ],
      },
      { p: f.message || '(no message)' },
      { p: 'Please reply within 24 hours.' },
    ],
    meta: { kind: 'owner-enquiry', enquiryId: f.id },
  });
}

/** The acknowledgement to the person who asked: her message back, and when to expect an answer. */
export function enquiryAcknowledgementMail(brand: Brand, f: EnquiryMailFacts): MailMessage {
  return composeMail(brand, {
    to: f.email,
    subject: `We have your message: ${brand.BUSINESS_NAME}`,
    greeting: `Hello ${f.name},`,
    blocks: [
      { p: `Thank you for getting in touch. ${brand.BUSINESS_NAME} will get back to you within 24 hours.` },
      {
        facts: [
          ['Interested in', f.service ?? '(not given)'],
          ['Phone', f.phone || '(not given)'],
        ],
      },
      { title: 'Your message', items: [f.message || '(no message)'] },
      { p: `If anything is urgent, call ${brand.CONTACT_PHONE} or reply to this e-mail.` },
    ],
    closing: 'Best wishes,',
    meta: { kind: 'enquiry-acknowledgement', enquiryId: f.id },
  });
}

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

/** What the waiting-list offer says: the class, and until when the place is kept for her. */
export interface WaitlistOfferFacts {
  entryId: number;
  name: string;
  email: string;
  className: string;
  date: string;
  startTime: string;
  endTime: string;
  locationName: string | null;
  /** London wall-clock text of the offer's end ('Monday 23 November 2026 at 5:30 PM'). */
  offeredUntil: string;
  claimUrl: string;
}

export function waitlistOfferMail(brand: Brand, f: WaitlistOfferFacts): MailMessage {
  return composeMail(brand, {
    to: f.email,
    subject: `A place is free: ${f.className} on ${formatLongDate(f.date)}`,
    greeting: `Hello ${f.name},`,
    blocks: [
      { p: `A place has come free in a class you are on the waiting list for. We are keeping it for you until ${f.offeredUntil}.` },
      {
        facts: [
          ['Class', f.className],
          ['Date', formatLongDate(f.date)],
          ['Time', `${formatTime12h(f.startTime)} - ${formatTime12h(f.endTime)}`],
          ['Location', f.locationName ?? 'Virtual Class'],
        ],
      },
      { action: 'Claim your place', url: f.claimUrl },
      {
        p: 'This link is private to you. If you cannot come, you can let the place go from the same page so the next person on the list gets it.',
      },
      { p: 'If you do nothing, the place passes to the next person when the time is up.' },
    ],
    closing: 'Best wishes,',
    meta: { kind: 'waitlist-offer', waitlistEntryId: f.entryId },
  });
}

/** She joined the waiting list of a full class: where she stands, and a link to leave it. */
export function waitlistJoinedMail(
  brand: Brand,
  f: Omit<WaitlistOfferFacts, 'offeredUntil' | 'claimUrl'> & { position: number; leaveUrl: string },
): MailMessage {
  return composeMail(brand, {
    to: f.email,
    subject: `You are on the waiting list: ${f.className} on ${formatLongDate(f.date)}`,
    greeting: `Hello ${f.name},`,
    blocks: [
      { p: `You are number ${f.position} on the waiting list. If a place comes free, we will e-mail you and keep it for you for a while.` },
      {
        facts: [
          ['Class', f.className],
          ['Date', formatLongDate(f.date)],
          ['Time', `${formatTime12h(f.startTime)} - ${formatTime12h(f.endTime)}`],
          ['Location', f.locationName ?? 'Virtual Class'],
        ],
      },
      { action: 'Leave the waiting list', url: f.leaveUrl },
      { p: 'This link is private to you. If your plans change, leave the list so the next person moves up.' },
    ],
    closing: 'Best wishes,',
    meta: { kind: 'waitlist-joined', waitlistEntryId: f.entryId },
  });
}

/** Her offer ran out unclaimed: the place went on, and she is off the list for this class. */
export function waitlistOfferLapsedMail(brand: Brand, f: Omit<WaitlistOfferFacts, 'offeredUntil' | 'claimUrl'>): MailMessage {
  return composeMail(brand, {
    to: f.email,
    subject: `Your offer has ended: ${f.className} on ${formatLongDate(f.date)}`,
    greeting: `Hello ${f.name},`,
    blocks: [
      {
        p: `The place we kept for you in ${f.className} on ${formatLongDate(f.date)} at ${formatTime12h(f.startTime)} was not claimed in time, so it has passed to the next person on the waiting list.`,
      },
      { action: 'See the class schedule', url: `${brand.PUBLIC_URL}/booking` },
    ],
    closing: 'Best wishes,',
    meta: { kind: 'waitlist-offer-lapsed', waitlistEntryId: f.entryId },
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

/** The link a visitor asked for on the privacy page: whoever opens it can download or erase what is held about the address. */
export function dataRequestMail(brand: Brand, f: { to: string; url: string; minutes: number }): MailMessage {
  return composeMail(brand, {
    to: f.to,
    subject: `Your data held by ${brand.BUSINESS_NAME}`,
    greeting: 'Hello,',
    blocks: [
      { p: `Someone, we hope you, asked on our website to see or erase the personal data we hold about ${f.to}.` },
      { action: 'See or erase my data', url: f.url },
      { p: `The link works for ${f.minutes} minutes. If you did not ask, ignore this e-mail: nothing changes without the link.` },
    ],
    closing: 'Best wishes,',
    meta: { kind: 'data-request' },
  });
}

/** Tells the owner a customer's data was erased, by reference only: the address is what was erased. */
export function ownerErasureMail(
  brand: Brand,
  f: { bookingRefs: number[]; orderRefs: number[]; enquiries: number; emails: number },
): MailMessage {
  const refs = (ids: number[]) => (ids.length ? ids.join(', ') : 'none');
  return composeMail(brand, {
    to: brand.OWNER_EMAIL,
    subject: "A customer's personal data was erased",
    blocks: [
      {
        p: 'A customer asked for their personal data to be erased through the website, and it has been. The bookings and orders stay in your accounts with their amounts and dates, without name, e-mail or phone.',
      },
      {
        facts: [
          ['Bookings', refs(f.bookingRefs)],
          ['Orders', refs(f.orderRefs)],
          ['Enquiries deleted', String(f.enquiries)],
          ['E-mail copies deleted', String(f.emails)],
        ],
      },
      {
        p: 'If you keep copies anywhere else (your own mailbox, a spreadsheet), please delete them too. The card payment provider keeps its own payment records as the law requires.',
      },
    ],
    meta: { kind: 'owner-erasure', bookingRefs: f.bookingRefs, orderRefs: f.orderRefs },
  });
}

/** The one-time link to her account page; the token rides in the fragment, so the kept copy loses it (decision 520). */
export function accountSignInMail(brand: Brand, f: { to: string; url: string; minutes: number }): MailMessage {
  return composeMail(brand, {
    to: f.to,
    subject: `Sign in to ${brand.BUSINESS_NAME}`,
    greeting: 'Hello,',
    blocks: [
      { p: `Someone, we hope you, asked to sign in to ${brand.BUSINESS_NAME} as ${f.to}.` },
      { action: 'Sign in to my account', url: f.url },
      { p: `The link works once, for ${f.minutes} minutes. If you did not ask, ignore this e-mail: nobody can sign in without the link.` },
    ],
    closing: 'Best wishes,',
    meta: { kind: 'account-sign-in' },
  });
}

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
