/**
 * What the e-mails about a class booking (and a purchase) print, and the blocks they share: the class, where and
 * when, how to join online, the receipt, the cancellation terms.
 */
import { cancellationTermsLines } from '../../../domain/cancellation';
import { formatLongDate, formatTime12h } from '../../../domain/time';
import type { PaymentMethod } from '../../../domain/walk-in';
import type { Brand, MailBlock } from './emails';

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

/** What only some e-mails about a booking carry: the private manage link and the calendar invitation. */
export interface BookingMailExtras {
  manageUrl?: string;
  ics?: string;
  /** The QR ticket checked at the door (services/attendance/tickets.ts). */
  ticket?: { pngBase64: string; url: string };
}

export const where = (f: BookingMailFacts) => f.locationName ?? 'Virtual Class';
export const when = (f: BookingMailFacts) => `${formatLongDate(f.date)} at ${formatTime12h(f.startTime)}`;

export const terms = (): MailBlock => ({ title: 'Cancellation terms', items: cancellationTermsLines() });

const ONLINE_NO_DETAILS = `The joining link will be e-mailed to you before the class. If it has not arrived an hour before, contact us.`;

/** Whether a booking is for a class held online (no location, or marked virtual only). */
export const isOnline = (f: BookingMailFacts) => Boolean(f.joining) || f.locationName === null;

export const joiningBlock = (f: BookingMailFacts): MailBlock => ({ title: 'How to join', items: [f.joining || ONLINE_NO_DETAILS] });

/**
 * Money taken has a receipt: the e-mail points at her account page, where she signs in with this address to
 * download it. The link itself opens nothing, so the kept copy of the e-mail may keep it (decision 520).
 */
export const receiptBlocks = (brand: Brand, amountPence: number): MailBlock[] =>
  amountPence > 0
    ? [
        { p: 'Your receipt (PDF) is in your account: sign in with this e-mail address to download it.' },
        { action: 'Your receipts', url: `${brand.PUBLIC_URL.replace(/\/$/, '')}/account` },
      ]
    : [];

export const bookingFacts = (f: BookingMailFacts): MailBlock => ({
  facts: [
    ['Class', f.className],
    ['Date', formatLongDate(f.date)],
    ['Time', `${formatTime12h(f.startTime)} - ${formatTime12h(f.endTime)}`],
    ['Location', where(f)],
  ],
});
