import { classBookingRef, orderRef } from '../../../domain/booking-ref';
import { classCreditsText } from '../../../domain/packs';
import { formatLongDate, formatTime12h, londonToday } from '../../../domain/time';
import { type Brand, composeMail, type MailBlock } from '../mail/emails';
import type { MailMessage } from '../mail/mail';

/** What an e-mail about credits prints of the balance left. */
export interface CreditBalanceFacts {
  total: number;
  lots: { title: string; remaining: number; expiresAt: Date }[];
}

const plural = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;

/** The last day a credit counts (it stops at the London midnight after it). */
const lastDay = (expiresAt: Date) => formatLongDate(londonToday(new Date(expiresAt.getTime() - 1)));

function balanceBlocks(b: CreditBalanceFacts): MailBlock[] {
  if (b.total === 0) return [{ p: 'You have no credits left.' }];
  return [
    { p: `You have ${plural(b.total)} left.` },
    { title: 'Your credits', items: b.lots.map((l) => `${l.title}: ${plural(l.remaining)}, valid until ${lastDay(l.expiresAt)}`) },
  ];
}

export function creditsGrantedMail(
  brand: Brand,
  f: { email: string; orderId: number | null; title: string },
  b: CreditBalanceFacts,
): MailMessage {
  return composeMail(brand, {
    to: f.email,
    subject: `Your credits: ${f.title}`,
    greeting: 'Hello,',
    blocks: [
      {
        p:
          f.orderId === null
            ? `${brand.BUSINESS_NAME} has added ${f.title} to your credits.`
            : `Thank you! Your payment for ${f.title} is received and the credits are yours.`,
      },
      ...balanceBlocks(b),
      {
        p: 'To book with a credit, choose a class on the schedule and pick "Use a credit": we will e-mail you a code to confirm it is you.',
      },
      { action: 'Book a class', url: `${brand.PUBLIC_URL}/booking` },
      { facts: [f.orderId !== null && ['Reference', orderRef({ orderId: f.orderId, bookingId: null })]] },
    ],
    meta: { kind: 'credits-granted', orderId: f.orderId },
  });
}

export function creditCodeMail(brand: Brand, f: { email: string; code: string; minutes: number }, b: CreditBalanceFacts): MailMessage {
  return composeMail(brand, {
    to: f.email,
    subject: `Your code to book with a credit: ${f.code}`,
    greeting: 'Hello,',
    blocks: [
      { p: `Your code is ${f.code}. Enter it on the booking page within ${f.minutes} minutes to book with a credit.` },
      ...balanceBlocks(b),
      { p: 'If you did not ask for this code, you can ignore this e-mail: nothing is booked without it.' },
    ],
    meta: { kind: 'credit-code' },
    secrets: [f.code],
  });
}

export function creditSpentMail(
  brand: Brand,
  f: { email: string; name: string; className: string; date: string; startTime: string; bookingId: number },
  b: CreditBalanceFacts,
): MailMessage {
  return composeMail(brand, {
    to: f.email,
    subject: `Credit used: ${f.className} on ${formatLongDate(f.date)}`,
    greeting: `Hello ${f.name},`,
    blocks: [
      {
        p: `One credit paid for ${f.className} on ${formatLongDate(f.date)} at ${formatTime12h(f.startTime)} (booking ${classBookingRef(f.bookingId)}).`,
      },
      ...balanceBlocks(b),
    ],
    meta: { kind: 'credit-spent', bookingId: f.bookingId },
  });
}

export function creditReturnedMail(
  brand: Brand,
  /** `credits`: how many were granted instead of a refund (a group's places, decision 811); 1 when absent. */
  f: { email: string; className: string; date: string; bookingId: number; instead: boolean; credits?: number },
  b: CreditBalanceFacts,
): MailMessage {
  return composeMail(brand, {
    to: f.email,
    subject: `Credit ${f.instead ? 'added' : 'restored'}: ${f.className} on ${formatLongDate(f.date)}`,
    greeting: 'Hello,',
    blocks: [
      {
        p: f.instead
          ? `As you chose, cancelling booking ${classBookingRef(f.bookingId)} gave you ${f.credits && f.credits > 1 ? classCreditsText(f.credits) : 'a class credit'} instead of a refund.`
          : `Your credit for booking ${classBookingRef(f.bookingId)} is back in your balance.`,
      },
      ...balanceBlocks(b),
      { action: 'Book a class', url: `${brand.PUBLIC_URL}/booking` },
    ],
    meta: { kind: f.instead ? 'credit-instead-of-refund' : 'credit-restored', bookingId: f.bookingId },
  });
}
