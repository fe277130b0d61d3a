import type { BookingService } from './bookings';
import type { Log } from './log';
import type { MailService } from './mail';

/**
 * The app's background chores: send the outbox every few seconds and mark lapsed holds expired.
 * Neither is needed for correctness (sending also happens right after each commit, and availability
 * ignores lapsed holds); they make retries and the admin's view timely.
 */
export function createBackgroundWorker(deps: { mail: MailService; bookings: BookingService; log: Log; chores?: Record<string, () => Promise<unknown>> }) {
  const { mail, bookings, log } = deps;
  // Housekeeping that is safe to repeat on every instance (orphan orders, old throttle rows).
  const chores = Object.entries(deps.chores ?? {});
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<unknown> = Promise.resolve();
  return {
    start(opts: { mailEveryMs?: number; sweepEveryMs?: number } = {}): void {
      if (timer) return;
      mail.startWorker(opts.mailEveryMs ?? 5_000);
      timer = setInterval(() => {
        sweeping = Promise.all([
          bookings.expireHolds().catch((error: unknown) => log.warn('expiring holds failed', { error: String(error) })),
          ...chores.map(([name, chore]) => chore().catch((error: unknown) => log.warn(`${name} failed`, { error: String(error) }))),
        ]);
      }, opts.sweepEveryMs ?? 60_000);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await sweeping;
      await mail.stopWorker();
    },
  };
}
