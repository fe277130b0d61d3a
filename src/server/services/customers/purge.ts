import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import { addDays, londonInstant, londonToday } from '../../../domain/time';
import type { DbOrTx } from '../../db/client';
import { dataRequests, emailOutbox, enquiries, jobs as jobsTable, manageTokens, rateLimits } from '../../db/schema';
import { anonymiseOlderThan } from './erasure';
import { enqueue, type JobService } from '../jobs/jobs';

export const PURGE_JOB = 'privacy.purge';
/** What the privacy page promises: enquiries and copies of e-mails go after twelve months. */
export const RETENTION_MONTHS = 12;
/** Booking and payment records are kept for the accounts (six years, HMRC); then their names and contacts go. */
export const ACCOUNTS_YEARS = 6;
/** Abuse counters keyed by IP address are kept a day at most (the privacy page says 'briefly'). */
const COUNTERS_HOURS = 24;
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
  const removedMails = await tx
    .delete(emailOutbox)
    .where(and(lt(emailOutbox.createdAt, cutoff), or(eq(emailOutbox.status, 'sent'), eq(emailOutbox.status, 'failed'))))
    .returning({ id: emailOutbox.id });
  const removedTokens = await tx.delete(manageTokens).where(lt(manageTokens.expiresAt, now)).returning({ id: manageTokens.id });
  const removedRequests = await tx.delete(dataRequests).where(lt(dataRequests.expiresAt, now)).returning({ id: dataRequests.id });
  await tx.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - COUNTERS_HOURS * 3_600_000)));
  const anonymised = await anonymiseOlderThan(tx, monthsBefore(now, ACCOUNTS_YEARS * 12));
  const jobsCutoff = new Date(now.getTime() - FINISHED_JOBS_DAYS * 86_400_000);
  await tx.delete(jobsTable).where(or(and(isNotNull(jobsTable.doneAt), lt(jobsTable.doneAt, jobsCutoff)), and(isNotNull(jobsTable.failedAt), lt(jobsTable.failedAt, jobsCutoff))));
  return {
    enquiries: removedEnquiries.length,
    emails: removedMails.length,
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
