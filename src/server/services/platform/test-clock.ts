import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { opsState } from '../../db/schema';

const NAME = 'test-clock';

/**
 * A clock the browser journeys can move (TEST_CLOCK=1, never in production): the services' time is the
 * wall clock plus an offset kept in the database (ops_state 'test-clock', the offset written as that many
 * milliseconds after the epoch), so every instance on the database agrees. Each instance reads it before
 * every request and every second for its job runner; the in-process copy is only a cache of that row.
 */
export function createTestClock(db: Db) {
  let offsetMs = 0;
  let timer: NodeJS.Timeout | null = null;

  async function refresh(): Promise<void> {
    const [row] = await db.select({ at: opsState.at }).from(opsState).where(eq(opsState.name, NAME));
    offsetMs = row ? row.at.getTime() : 0;
  }

  return {
    now: (): Date => new Date(Date.now() + offsetMs),
    refresh,
    /** Moves every instance's time so that it now reads `at` (and runs on from there). */
    async set(at: Date): Promise<{ now: string; offsetMs: number }> {
      const offset = at.getTime() - Date.now();
      await db
        .insert(opsState)
        .values({ name: NAME, at: new Date(offset) })
        .onConflictDoUpdate({ target: opsState.name, set: { at: sql`excluded.at` } });
      offsetMs = offset;
      return { now: new Date(Date.now() + offsetMs).toISOString(), offsetMs };
    },
    async reset(): Promise<void> {
      await db.delete(opsState).where(eq(opsState.name, NAME));
      offsetMs = 0;
    },
    start(everyMs = 1_000): void {
      if (timer) return;
      timer = setInterval(() => void refresh().catch(() => {}), everyMs);
      timer.unref();
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type TestClock = ReturnType<typeof createTestClock>;
