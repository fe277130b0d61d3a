import { and, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { RETENTION } from '../../../domain/retention';
import { addDays, londonInstant, londonToday } from '../../../domain/time';
import type { DbOrTx } from '../../db/client';
import {
  accountSessions,
  accountSignInTokens,
  creditLots,
  creditProofs,
  dataRequests,
  emailOutbox,
  enquiries,
  jobs as jobsTable,
  manageTokens,
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
  // Sign-in links used or lapsed, and sessions unused for their 30 days.
  await tx.delete(accountSignInTokens).where(or(lt(accountSignInTokens.expiresAt, now), isNotNull(accountSignInTokens.usedAt)));
  await tx.delete(accountSessions).where(lt(accountSessions.expiresAt, now));
  const removedRequests = await tx.delete(dataRequests).where(lt(dataRequests.expiresAt, now)).returning({ id: dataRequests.id });
  await tx.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - COUNTERS_HOURS * 3_600_000)));
  const anonymised = await anonymiseOlderThan(tx, monthsBefore(now, ACCOUNTS_YEARS * 12));
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
