import type { BookingService } from './bookings';
import type { CustomerService } from './customers/customers';
import type { JobService } from './jobs/jobs';
import type { Log } from './log';

/**
 * The app's background chores: run due jobs (e-mail, reminders, offers, purges...) every few seconds
 * and mark lapsed holds expired. Polling is only a safety net for timeliness: correctness comes from
 * the job table (claims, leases, retries) and availability ignores lapsed holds anyway.
 */
export function createBackgroundWorker(deps: {
  jobs: JobService;
  bookings: BookingService;
  customers: CustomerService;
  log: Log;
  chores?: Record<string, () => Promise<unknown>>;
}) {
  const { jobs, bookings, customers, log } = deps;
  // Housekeeping that is safe to repeat on every instance (orphan orders, old throttle rows).
  const chores = Object.entries(deps.chores ?? {});
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<unknown> = Promise.resolve();
  let scheduling: Promise<unknown> = Promise.resolve();
  return {
    start(opts: { jobsEveryMs?: number; sweepEveryMs?: number } = {}): void {
      if (timer) return;
      jobs.start(opts.jobsEveryMs ?? 5_000);
      scheduling = customers.schedulePurge().catch((error: unknown) => log.warn({ error: String(error) }, 'scheduling the privacy purge failed'));
      timer = setInterval(() => {
        sweeping = Promise.all([
          bookings.expireHolds().catch((error: unknown) => log.warn({ error: String(error) }, 'expiring holds failed')),
          ...chores.map(([name, chore]) => chore().catch((error: unknown) => log.warn({ error: String(error) }, `${name} failed`))),
        ]);
      }, opts.sweepEveryMs ?? 60_000);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await sweeping;
      await scheduling;
      await jobs.stop();
    },
  };
}
