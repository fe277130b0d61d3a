/** The e-mails about an appointment: confirmed, moved, cancelled, reminded; and the owner's notices. */
import { formatPence } from '../../../domain/money';
import { formatLongDate, formatTime12h } from '../../../domain/time';
import { type Brand, calendarAttachment, composeMail, type MailBlock } from './emails';
import type { MailMessage } from './mail';

export interface AppointmentMailFacts {
  appointmentId: number;
  reference: string;
  typeName: string;
  name: string;
  email: string;
  phone: string;
  /** London wall clock. */
  date: string;
  startTime: string;
  endTime: string;
  where: string;
  amountPence: number;
  paidWith: string;
}

const when = (f: AppointmentMailFacts) => `${formatLongDate(f.date)} at ${formatTime12h(f.startTime)}`;

const facts = (f: AppointmentMailFacts): MailBlock => ({
  facts: [
    ['Session', f.typeName],
    ['When', `${when(f)} to ${formatTime12h(f.endTime)}`],
    ['Where', f.where],
    ['Reference', f.reference],
    f.paidWith === 'credit' ? ['Paid with', 'a package credit'] : f.amountPence > 0 && ['Price', formatPence(f.amountPence)],
  ],
});

const terms = (): MailBlock => ({
  title: 'Cancelling or moving',
  items: [
    '24 hours or more before the session: full refund (or your credit back), or move it to another free time',
    '12 to 24 hours before the session: 50% refund',
    'Less than 12 hours before the session: no refund',
  ],
});

function withIcs(ics: string | undefined): Pick<MailMessage, 'attachments'> {
  return ics
    ? { attachments: [{ ...calendarAttachment(ics), filename: ics.includes('METHOD:CANCEL') ? 'cancelled.ics' : 'appointment.ics' }] }
    : {};
}

export function appointmentConfirmationMail(brand: Brand, f: AppointmentMailFacts, x: { manageUrl: string; ics: string }): MailMessage {
  return composeMail(brand, {
    to: f.email,
    subject: `Confirmed: ${f.typeName} on ${when(f)}`,
    greeting: `Hello ${f.name},`,
    blocks: [
      { p: 'Your session is booked. The calendar invitation is attached.' },
      facts(f),
      { action: 'Manage your appointment (move or cancel)', url: x.manageUrl },
      terms(),
    ],
    meta: { kind: 'appointment-confirmation', appointmentId: f.appointmentId },
    ...withIcs(x.ics),
  });
}

export function appointmentMovedMail(
  brand: Brand,
  f: AppointmentMailFacts,
  x: { manageUrl: string; ics: string; by: 'owner' | 'customer'; previous: string },
): MailMessage {
  return composeMail(brand, {
    to: f.email,
    subject: `Moved: ${f.typeName} is now on ${when(f)}`,
    greeting: `Hello ${f.name},`,
    blocks: [
      {
        p:
          x.by === 'owner'
            ? `${brand.BUSINESS_NAME} has moved your session (it was ${x.previous}). The updated calendar invitation is attached.`
            : `Your session has been moved (it was ${x.previous}). The updated calendar invitation is attached.`,
      },
      facts(f),
      { action: 'Manage your appointment', url: x.manageUrl },
    ],
    meta: { kind: 'appointment-moved', appointmentId: f.appointmentId },
    ...withIcs(x.ics),
  });
}

export function appointmentCancelledMail(
  brand: Brand,
  f: AppointmentMailFacts,
  x: { ics: string; by: 'owner' | 'customer'; outcome: string },
): MailMessage {
  return composeMail(brand, {
    to: f.email,
    subject: `Cancelled: ${f.typeName} on ${when(f)}`,
    greeting: `Hello ${f.name},`,
    blocks: [
      {
        p:
          x.by === 'owner'
            ? `We are sorry: ${brand.BUSINESS_NAME} has had to cancel your session.`
            : 'Your session has been cancelled as you asked.',
      },
      facts(f),
      { p: x.outcome },
    ],
    meta: { kind: 'appointment-cancelled', appointmentId: f.appointmentId },
    ...withIcs(x.ics),
  });
}

export function appointmentReminderMail(brand: Brand, f: AppointmentMailFacts, x: { manageUrl: string }): MailMessage {
  return composeMail(brand, {
    to: f.email,
    subject: `Reminder: ${f.typeName} on ${when(f)}`,
    greeting: `Hello ${f.name},`,
    blocks: [{ p: 'A reminder of your session.' }, facts(f), { action: 'Manage your appointment', url: x.manageUrl }],
    meta: { kind: 'appointment-reminder', appointmentId: f.appointmentId },
  });
}

export function ownerAppointmentMail(
  brand: Brand,
  f: AppointmentMailFacts,
  what: 'booked' | 'moved' | 'cancelled',
  note = '',
): MailMessage {
  return composeMail(brand, {
    to: brand.OWNER_EMAIL,
    subject: `Appointment ${what}: ${f.typeName}, ${f.name}, ${when(f)}`,
    blocks: [
      facts(f),
      {
        facts: [
          ['Client', f.name],
          ['E-mail', f.email],
          ['Phone', f.phone || '(not given)'],
        ],
      },
      ...(note ? [{ p: note }] : []),
    ],
    meta: { kind: `owner-appointment-${what}`, appointmentId: f.appointmentId },
  });
}

/**
 * Her card payment arrived after the hold on the time ended and the time could not be kept for her (someone else
 * booked it), or after the appointment was cancelled: the money goes back, as for a class's late payment.
 */
export function appointmentLatePaymentMail(
  brand: Brand,
  f: AppointmentMailFacts,
  x: { cause: 'taken' | 'cancelled'; refunded: boolean; amountPence: number },
): MailMessage {
  return composeMail(brand, {
    to: f.email,
    subject: `Refund: ${f.typeName} on ${when(f)} ${x.cause === 'cancelled' ? 'was cancelled' : 'is no longer free'}`,
    greeting: `Hello ${f.name},`,
    blocks: [
      {
        p:
          x.cause === 'cancelled'
            ? `Your payment for ${f.typeName} on ${when(f)} arrived after the appointment had been cancelled, so it does not book the session.`
            : `Your payment for ${f.typeName} on ${when(f)} arrived after the time held for you had been released, and it was booked by someone else in the meantime.`,
      },
      {
        p: x.refunded
          ? `We have refunded ${formatPence(x.amountPence)} to your card.`
          : `A refund of ${formatPence(x.amountPence)} is on its way.`,
      },
      { action: 'Choose another time', url: `${brand.PUBLIC_URL}/booking?type=appointment` },
    ],
    meta: { kind: 'appointment-late-payment', appointmentId: f.appointmentId },
  });
}

/** To the owner: a late appointment payment, refunded automatically or (the refund failed) to refund by hand. */
export function ownerAppointmentLatePaymentMail(
  brand: Brand,
  f: AppointmentMailFacts,
  x: { cause: 'taken' | 'cancelled'; refunded: boolean; amountPence: number },
): MailMessage {
  return composeMail(brand, {
    to: brand.OWNER_EMAIL,
    subject: x.refunded
      ? `Refunded: late payment for appointment ${f.reference} (${f.typeName})`
      : `ACTION NEEDED: refund a late payment for appointment ${f.reference}`,
    blocks: [
      {
        p:
          x.cause === 'cancelled'
            ? `${f.name} (${f.email}, ${f.phone}) paid ${formatPence(x.amountPence)} for ${f.typeName} on ${when(f)} after the appointment had been cancelled; it stays cancelled.`
            : `${f.name} (${f.email}, ${f.phone}) paid ${formatPence(x.amountPence)} for ${f.typeName} on ${when(f)} after the hold had expired, and the time had been booked by then.`,
      },
      {
        p: x.refunded
          ? 'The payment was refunded automatically.'
          : 'The automatic refund FAILED: please refund this payment by hand in the payment dashboard.',
      },
      { p: `Appointment reference: ${f.reference}.` },
    ],
    meta: { kind: 'owner-appointment-late-payment', appointmentId: f.appointmentId, refunded: x.refunded },
  });
}
