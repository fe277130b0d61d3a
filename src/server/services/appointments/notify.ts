/**
 * What follows a confirmed appointment, in the confirming transaction, whichever way it was paid (card webhook,
 * package credit, free, or the owner's): her confirmation with the .ics and her manage link, the owner's notice,
 * and the reminder job. Also the facts, calendar event and manage link every later e-mail reuses.
 */
import { eq } from 'drizzle-orm';
import { appointmentRef } from '../../../domain/booking-ref';
import { londonWallClock } from '../../../domain/time';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { appointments, locations, manageTokens, orders } from '../../db/schema';
import { type CalendarClass, type CalendarSite, classIcs } from '../customers/calendar';
import { issueManageToken, manageUrl } from '../customers/manage-link';
import { enqueue } from '../jobs/jobs';
import { type AppointmentMailFacts, appointmentConfirmationMail, ownerAppointmentMail } from '../mail/appointment-emails';
import { brandOf } from '../mail/brand';
import { composeMail } from '../mail/emails';
import type { MailService } from '../mail/mail';

export const APPOINTMENT_REMINDER_JOB = 'appointment.reminder';

export interface NotifyDeps {
  config: Config;
  mail: MailService;
}

export type AppointmentFacts = AppointmentMailFacts & {
  orderId: number;
  typeId: number;
  startsAt: Date;
  endsAt: Date;
  revision: number;
  status: string;
  locationName: string | null;
  address: string | null;
  place: string;
};

const wall = (d: Date) => londonWallClock(d).split(' ') as [string, string];

export function whereOf(a: { place: string; locationName: string | null; address: string | null }): string {
  if (a.place === 'location') return [a.locationName, a.address].filter(Boolean).join(', ') || 'The studio';
  if (a.place === 'client_home') return 'At your home';
  return 'Online (the joining details are sent before the session)';
}

/** Everything the e-mails, the calendar event and the manage page say about one appointment. */
export async function appointmentFacts(tx: DbOrTx, appointmentId: number): Promise<AppointmentFacts | null> {
  const [row] = await tx
    .select({
      appointmentId: appointments.id,
      typeId: appointments.typeId,
      typeName: appointments.typeName,
      name: appointments.name,
      email: appointments.email,
      phone: appointments.phone,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      place: appointments.place,
      status: appointments.status,
      revision: appointments.revision,
      paidWith: appointments.paidWith,
      orderId: orders.id,
      amountPence: orders.amountPence,
      locationName: locations.name,
      address: locations.address,
    })
    .from(appointments)
    .innerJoin(orders, eq(orders.appointmentId, appointments.id))
    .leftJoin(locations, eq(locations.id, appointments.locationId))
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  if (!row) return null;
  const [date, startTime] = wall(row.startsAt);
  const [, endTime] = wall(row.endsAt);
  return { ...row, reference: appointmentRef(row.appointmentId), date, startTime, endTime, where: whereOf(row) };
}

/** The appointment's calendar event: a stable UID per appointment; nothing private (her link stays in the e-mail). */
export function appointmentCalendar(f: AppointmentFacts, site: CalendarSite): CalendarClass {
  return {
    uid: `appointment-${f.appointmentId}@${new URL(site.publicUrl).host}`,
    title: `${f.typeName} (${site.businessName})`,
    date: f.date,
    startTime: f.startTime,
    endTime: f.endTime,
    location: f.where,
    description: `Appointment reference ${f.reference}.`,
  };
}

export async function siteOf(tx: DbOrTx, config: Config): Promise<CalendarSite> {
  const brand = await brandOf(tx, config);
  return { publicUrl: config.PUBLIC_URL, businessName: brand.BUSINESS_NAME, contactEmail: brand.CONTACT_EMAIL };
}

/** PUBLISH at SEQUENCE = revision (each move adds one); CANCEL one above. */
export function appointmentIcs(f: AppointmentFacts, site: CalendarSite, now: Date, cancelled = false): string {
  return classIcs(appointmentCalendar(f, site), {
    site,
    now,
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    sequence: f.revision + (cancelled ? 1 : 0),
  });
}

/** A new manage link for the appointment's order, alive until the session ends; older links follow its end. */
export async function appointmentLink(tx: DbOrTx, config: Config, f: AppointmentFacts): Promise<string> {
  await tx.update(manageTokens).set({ expiresAt: f.endsAt }).where(eq(manageTokens.orderId, f.orderId));
  return manageUrl(config.PUBLIC_URL, await issueManageToken(tx, { orderId: f.orderId, expiresAt: f.endsAt }));
}

/** The reminder of this revision of the appointment (a move enqueues a new one; the old one finds a newer revision). */
export async function enqueueReminder(tx: DbOrTx, config: Config, f: AppointmentFacts, now: Date): Promise<void> {
  const remindAt = new Date(f.startsAt.getTime() - config.REMINDER_HOURS * 3_600_000);
  if (config.REMINDER_HOURS > 0 && remindAt > now)
    await enqueue(tx, {
      kind: APPOINTMENT_REMINDER_JOB,
      payload: { appointmentId: f.appointmentId, revision: f.revision },
      runAt: remindAt,
      key: `appointment-reminder:${f.appointmentId}:${f.revision}`,
    });
}

/** The confirmed appointment's e-mails and reminder (called by customers.purchaseConfirmed for its order). */
export async function appointmentConfirmed(tx: DbOrTx, deps: NotifyDeps, appointmentId: number, now: Date): Promise<void> {
  const f = await appointmentFacts(tx, appointmentId);
  if (!f) return;
  const brand = await brandOf(tx, deps.config);
  const site = await siteOf(tx, deps.config);
  const url = await appointmentLink(tx, deps.config, f);
  await deps.mail.queue(tx, appointmentConfirmationMail(brand, f, { manageUrl: url, ics: appointmentIcs(f, site, now) }));
  await deps.mail.queue(tx, ownerAppointmentMail(brand, f, 'booked'));
  await enqueueReminder(tx, deps.config, f, now);
}

/** The owner booked her in with a card link: her manage link, where she pays by card while the time is held. */
export async function cardLinkMail(tx: DbOrTx, deps: NotifyDeps, orderId: number): Promise<void> {
  const [order] = await tx.select({ appointmentId: orders.appointmentId }).from(orders).where(eq(orders.id, orderId));
  const f = order?.appointmentId ? await appointmentFacts(tx, order.appointmentId) : null;
  if (!f) return;
  const brand = await brandOf(tx, deps.config);
  const url = await appointmentLink(tx, deps.config, f);
  await deps.mail.queue(
    tx,
    composeMail(brand, {
      to: f.email,
      subject: `Please pay for your session: ${f.typeName}`,
      greeting: `Hello ${f.name},`,
      blocks: [
        { p: `${brand.BUSINESS_NAME} has booked this session for you. It is held for you until you pay by card through the link below.` },
        {
          facts: [
            ['Session', f.typeName],
            ['When', `${f.date} ${f.startTime}-${f.endTime}`],
            ['Where', f.where],
            ['Reference', f.reference],
          ],
        },
        { action: 'Pay and manage your appointment', url },
      ],
      meta: { kind: 'appointment-card-link', appointmentId: f.appointmentId },
    }),
  );
}
