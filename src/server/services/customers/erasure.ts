import { and, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { conflict } from '../../../domain/errors';
import type { DbOrTx } from '../../db/client';
import { bookings, dataRequests, emailOutbox, enquiries, manageTokens, orders, scheduleSlots, waitlistEntries } from '../../db/schema';

/** What an erased name reads as in the owner's lists: the row stays for the accounts, the person does not. */
export const ERASED_NAME = 'Erased on request';

const sameEmail = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${email.trim().toLowerCase()}`;

/**
 * Strips the personal data from the bookings and orders `where` selects, keeping what the accounts need
 * (amounts, dates, class, references, statuses). Their manage links die with them.
 */
export async function anonymiseRecords(tx: DbOrTx, where: { bookings: SQL; orders: SQL }) {
  const b = await tx.update(bookings).set({ name: ERASED_NAME, email: '', phone: '', specialRequests: '', updatedAt: sql`now()` }).where(where.bookings).returning({ id: bookings.id });
  const o = await tx.update(orders).set({ name: ERASED_NAME, email: '', phone: '' }).where(where.orders).returning({ id: orders.id });
  if (o.length) await tx.delete(manageTokens).where(inArray(manageTokens.orderId, o.map((r) => r.id)));
  return { bookingRefs: b.map((r) => r.id), orderRefs: o.map((r) => r.id) };
}

export interface ErasureResult {
  bookingRefs: number[];
  orderRefs: number[];
  enquiries: number;
  emails: number;
}

/**
 * Erases what is held about an e-mail address (UK GDPR art. 17) in the caller's transaction: names,
 * e-mail addresses, phone numbers and special requests on her bookings and orders; her enquiries, the
 * copies of e-mails sent to her, her manage links and data-request links. Accounting records stay,
 * anonymised (art. 17(3)(b): the six years of records the law requires). A class still to come, or a
 * booking being paid for, must be cancelled first: erasing it would leave a place nobody can be told about.
 */
export async function eraseEmail(tx: DbOrTx, email: string, now: Date): Promise<ErasureResult> {
  const active = await tx
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
    .where(
      and(
        sameEmail(bookings.email, email),
        sql`((${bookings.status} = 'confirmed' and (${scheduleSlots.date}::text || ' ' || ${scheduleSlots.startTime}::text)::timestamp at time zone 'Europe/London' > ${now.toISOString()}::timestamptz)
          or (${bookings.status} = 'held' and ${bookings.holdExpiresAt} > ${now.toISOString()}::timestamptz))`,
      ),
    )
    .for('update', { of: bookings });
  if (active.length) {
    throw conflict(
      `Booking ${active.map((a) => a.id).join(', ')} is for a class still to come. Please cancel it first (from the link in its e-mail), or contact us, and then ask again.`,
    );
  }
  const records = await anonymiseRecords(tx, { bookings: sameEmail(bookings.email, email), orders: sameEmail(orders.email, email) });
  const e = await tx.delete(enquiries).where(sameEmail(enquiries.email, email)).returning({ id: enquiries.id });
  // Copies sent to her, and the owner's notices that name her (new booking, enquiry, cancellation).
  const m = await tx
    .delete(emailOutbox)
    .where(or(sameEmail(emailOutbox.to, email), sql`position(${email.trim().toLowerCase()} in lower(${emailOutbox.text})) > 0`))
    .returning({ id: emailOutbox.id });
  await tx.delete(dataRequests).where(sameEmail(dataRequests.email, email));
  // Her places in waiting lists (a live offer is a live hold, refused above, so none holds a place now).
  await tx.delete(waitlistEntries).where(sameEmail(waitlistEntries.email, email));
  return { ...records, enquiries: e.length, emails: m.length };
}

/** Anonymises bookings and orders older than `cutoff` whose class (if any) is over: the accounting period has passed. */
export function anonymiseOlderThan(tx: DbOrTx, cutoff: Date) {
  return anonymiseRecords(tx, {
    bookings: and(lt(bookings.createdAt, cutoff), sql`${bookings.name} <> ${ERASED_NAME}`, sql`${bookings.slotId} in (select id from schedule_slots where date < ${cutoff.toISOString().slice(0, 10)}::date)`)!,
    orders: and(lt(orders.createdAt, cutoff), sql`${orders.name} <> ${ERASED_NAME}`)!,
  });
}

export const liveDataRequest = (tokenHash: string, now: Date) => and(eq(dataRequests.tokenHash, tokenHash), gt(dataRequests.expiresAt, now));
