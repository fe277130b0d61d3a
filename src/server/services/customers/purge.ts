import { and, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { RETENTION } from '../../../domain/retention';
import { addDays, londonInstant, londonToday } from '../../../domain/time';
import type { DbOrTx } from '../../db/client';
import {
  accountPasskeys,
  passkeyChallenges,
  accountSessions,
  accountSignInTokens,
  auditLog,
  clientNotes,
  creditLots,
  creditProofs,
  dataRequests,
  emailOutbox,
  enquiries,
  jobs as jobsTable,
  manageTokens,
  memberships,
  outgoingEvents,
  rateLimits,
  scheduleSlots,
  waitlistEntries,
} from '../../db/schema';
import { anonymiseOlderThan } from './erasure';
import { enqueue, type JobService } from '../jobs/jobs';

export const PURGE_JOB = 'privacy.purge';
// The numbers are the privacy page's (domain/retention.ts).
export const RETENTION_MONTHS = RETENTION.messagesMonths;
export const ACCOUNTS_YEARS = RETENTION.accountsYears;
const COUNTERS_HOURS = RETENTION.countersHours;
const FINISHED_JOBS_DAYS = 90;

/**
 * Each table that holds a person's details (an address, a name, a phone, or copies of them as JSON) and the privacy
 * page's line (RETENTION_LINES `what`, by its start) that says how long: retention.test.ts finds every table with
 * such a column and fails on one that is not here, so a new kind of personal data cannot go unlisted.
 */
export const PERSONAL_DATA_TABLES: Record<string, string> = {
  bookings: 'Booking and payment records',
  orders: 'Booking and payment records',
  credit_lots: 'Class credits',
  // A gift voucher is a payment record: the recipient's address is kept as the orders' are (decision 730).
  vouchers: 'Booking and payment records',
  voucher_orders: 'Booking and payment records',
  // Who has had the introductory offer (decision 790): a payment record too.
  intro_claims: 'Booking and payment records',
  memberships: 'Memberships',
  credit_proofs: 'Links and codes you ask for',
  data_requests: 'Links and codes you ask for',
  waitlist_entries: 'Waiting-list places',
  appointments: 'Personal-training appointments',
  client_notes: 'Notes we keep about you',
  account_sign_in_tokens: 'Your account',
  account_sessions: 'Your account',
  account_passkeys: 'Your account',
  passkey_challenges: 'Your account',
  enquiries: 'Enquiries',
  email_outbox: 'Our copies of the e-mails',
  audit_log: 'Our log of changes',
  outgoing_events: 'Copies of booking events',
};

const monthsBefore = (now: Date, months: number) => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};

/** Deletes what the privacy page says is deleted; returns how many rows of each went. */
export async function purgeExpired(tx: DbOrTx, now: Date) {
  const cutoff = monthsBefore(now, RETENTION_MONTHS);
  const removedEnquiries = await tx.delete(enquiries).where(lt(enquiries.createdAt, cutoff)).returning({ id: enquiries.id });
  // Whatever their status: a copy never sent (no SMTP configured) goes on the same day as a sent one, with its job.
  const removedMails = await tx.delete(emailOutbox).where(lt(emailOutbox.createdAt, cutoff)).returning({ id: emailOutbox.id });
  await tx.execute(sql`delete from jobs where kind = 'email' and done_at is null and failed_at is null
    and not exists (select 1 from email_outbox where email_outbox.id = (jobs.payload->>'outboxId')::int)`);
  // Waiting-list places of classes that have taken place (the day before today, London).
  const removedWaits = await tx
    .delete(waitlistEntries)
    .where(
      sql`${waitlistEntries.slotId} in (select ${scheduleSlots.id} from ${scheduleSlots} where ${scheduleSlots.date} < ${londonToday(now)}::date)`,
    )
    .returning({ id: waitlistEntries.id });
  // Credit lots expired long enough ago: a lot a booking still refers to keeps its amounts without the address.
  const creditsCutoff = monthsBefore(now, RETENTION.expiredCreditsMonths);
  await tx
    .update(creditLots)
    .set({ email: '' })
    .where(and(lt(creditLots.expiresAt, creditsCutoff), sql`${creditLots.email} <> ''`));
  const removedLots = await tx
    .delete(creditLots)
    .where(
      and(
        lt(creditLots.expiresAt, creditsCutoff),
        sql`not exists (select 1 from bookings where bookings.credit_lot_id = ${creditLots.id})`,
      ),
    )
    .returning({ id: creditLots.id });
  await tx
    .delete(creditProofs)
    .where(and(lt(creditProofs.codeExpiresAt, now), or(isNull(creditProofs.tokenExpiresAt), lt(creditProofs.tokenExpiresAt, now))));
  const removedTokens = await tx.delete(manageTokens).where(lt(manageTokens.expiresAt, now)).returning({ id: manageTokens.id });
  // A membership's card-update link that lapsed (decision 743): its hash goes, as a manage link's row does.
  await tx
    .update(memberships)
    .set({ cardTokenHash: null, cardTokenExpiresAt: null })
    .where(and(isNotNull(memberships.cardTokenHash), lt(memberships.cardTokenExpiresAt, now)));
  // Sign-in links used or lapsed, and sessions unused for their 30 days.
  await tx.delete(accountSignInTokens).where(or(lt(accountSignInTokens.expiresAt, now), isNotNull(accountSignInTokens.usedAt)));
  await tx.delete(accountSessions).where(lt(accountSessions.expiresAt, now));
  // Passkey challenges lapsed (5 minutes), and passkeys unused for two years.
  await tx.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  const unusedSince = monthsBefore(now, RETENTION.unusedPasskeyYears * 12).toISOString();
  await tx
    .delete(accountPasskeys)
    .where(sql`coalesce(${accountPasskeys.lastUsedAt}, ${accountPasskeys.createdAt}) < ${unusedSince}::timestamptz`);
  const removedRequests = await tx.delete(dataRequests).where(lt(dataRequests.expiresAt, now)).returning({ id: dataRequests.id });
  await tx.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - COUNTERS_HOURS * 3_600_000)));
  const accountsCutoff = monthsBefore(now, ACCOUNTS_YEARS * 12);
  const anonymised = await anonymiseOlderThan(tx, accountsCutoff);
  // The owner's notes on a client and the admin's log of changes (which names clients) after the same six years.
  await tx.delete(clientNotes).where(lt(clientNotes.createdAt, accountsCutoff));
  await tx.delete(auditLog).where(lt(auditLog.at, accountsCutoff));
  // Copies of events sent to integrations, with their deliveries (cascade), after a year as the e-mail copies.
  await tx.delete(outgoingEvents).where(lt(outgoingEvents.createdAt, cutoff));
  const jobsCutoff = new Date(now.getTime() - FINISHED_JOBS_DAYS * 86_400_000);
  await tx
    .delete(jobsTable)
    .where(
      or(
        and(isNotNull(jobsTable.doneAt), lt(jobsTable.doneAt, jobsCutoff)),
        and(isNotNull(jobsTable.failedAt), lt(jobsTable.failedAt, jobsCutoff)),
      ),
    );
  return {
    enquiries: removedEnquiries.length,
    emails: removedMails.length,
    waitlistEntries: removedWaits.length,
    creditLots: removedLots.length,
    manageTokens: removedTokens.length,
    dataRequests: removedRequests.length,
    anonymisedBookings: anonymised.bookingRefs.length,
    anonymisedOrders: anonymised.orderRefs.length,
  };
}

/** The purge runs daily at 03:00 London time; one job per date (its key), however many instances start. */
function enqueuePurge(tx: DbOrTx, date: string) {
  return enqueue(tx, { kind: PURGE_JOB, key: `${PURGE_JOB}:${date}`, runAt: londonInstant(date, '03:00') });
}

export function registerPurge(jobs: JobService, db: DbOrTx) {
  jobs.register(PURGE_JOB, async ({ tx, now }) => {
    await purgeExpired(tx, now);
    await enqueuePurge(tx, addDays(londonToday(now), 1));
  });
  return {
    /** Makes sure today's (or, once it has run, tomorrow's) purge is in the job table. */
    schedule: async (now: Date) => {
      await enqueuePurge(db, londonToday(now));
    },
  };
}
