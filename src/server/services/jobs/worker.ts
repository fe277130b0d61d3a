import type { CustomerService } from '../customers/customers';
import type { JobService } from './jobs';
import type { Log } from '../platform/log';

/** A housekeeping chore: run every `everyMs` by one instance, at the job runner's time. */
export interface Chore {
  everyMs: number;
  run: (now: Date) => Promise<unknown>;
}

/**
 * The app's background work: run due jobs (e-mail, reminders, offers, purges, and the recurring
 * chores: lapsed holds, orphan orders, old throttle rows, lapsed credits) every few seconds. Polling is
 * only a safety net for timeliness: correctness comes from the job table (claims, leases, retries,
 * one row per chore occurrence), so a chore runs once per occurrence however many instances run.
 */
export function createBackgroundWorker(deps: {
  jobs: JobService;
  customers: Pick<CustomerService, 'schedulePurge'>;
  log: Log;
  /** Keyed by job kind ('chore.…'). */
  chores?: Record<string, Chore>;
}) {
  const { jobs, customers, log } = deps;
  for (const [kind, chore] of Object.entries(deps.chores ?? {})) jobs.every(kind, chore.everyMs, chore.run);
  let started = false;
  let scheduling: Promise<unknown> = Promise.resolve();
  return {
    start(opts: { jobsEveryMs?: number } = {}): void {
      if (started) return;
      started = true;
      jobs.start(opts.jobsEveryMs ?? 5_000);
      scheduling = Promise.all([
        customers.schedulePurge().catch((error: unknown) => log.warn({ error: String(error) }, 'scheduling the privacy purge failed')),
        jobs.scheduleRecurring().catch((error: unknown) => log.warn({ error: String(error) }, 'scheduling the chores failed')),
      ]);
    },
    /** Resolves once what `start` puts in the job table is there. */
    scheduled: (): Promise<unknown> => scheduling,
    async stop(): Promise<void> {
      started = false;
      await scheduling;
      await jobs.stop();
    },
  };
}

/** The housekeeping chores' job kinds. */
export const CHORES = {
  expireHolds: 'chore.expire-holds',
  orphanOrders: 'chore.orphan-orders',
  pruneThrottle: 'chore.prune-throttle',
  expireCredits: 'chore.expire-credits',
  expireAppointmentHolds: 'chore.expire-appointment-holds',
} as const;

/** How often each chore runs (the old sweep interval). */
export const CHORE_EVERY_MS = 60_000;
