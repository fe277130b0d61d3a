/** The waiting list's e-mails: joined, a place offered, the offer lapsed. */
import { formatLongDate, formatTime12h } from '../../../domain/time';
import type { MailMessage } from './mail';
import { type Brand, composeMail } from './emails';

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
