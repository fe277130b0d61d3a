import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

export interface RateLimitState {
  count: number;
  /** Milliseconds until the current window ends. */
  retryAfterMs: number;
}

/**
 * Checkout quotes, from the API or a /checkout page the server renders with its price: one bucket, 4 times
 * RATE_LIMIT_PER_MINUTE (a page asks for its price on every visit).
 */
export const QUOTE_LIMIT = { bucket: 'quote', times: 4 } as const;

/**
 * Fixed-window counters kept in the database, so a limit holds across every server instance.
 */
export function createRateLimiter(db: Db, clock: () => Date = () => new Date()) {
  const windowOf = (windowMs: number, now: number) => new Date(Math.floor(now / windowMs) * windowMs);

  return {
    /** Counts one event and returns the window's new total. */
    async hit(bucket: string, key: string, windowMs: number, now = clock().getTime()): Promise<RateLimitState> {
      const windowStart = windowOf(windowMs, now);
      const [row] = await db
        .insert(rateLimits)
        .values({ bucket, key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimits.bucket, rateLimits.key, rateLimits.windowStart],
          set: { count: sql`${rateLimits.count} + 1` },
        })
        .returning({ count: rateLimits.count });
      return { count: row?.count ?? 1, retryAfterMs: windowStart.getTime() + windowMs - now };
    },

    /** The current window's total without counting anything. */
    async peek(bucket: string, key: string, windowMs: number, now = clock().getTime()): Promise<RateLimitState> {
      const windowStart = windowOf(windowMs, now);
      const [row] = await db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
      return { count: row?.count ?? 0, retryAfterMs: windowStart.getTime() + windowMs - now };
    },

    async reset(bucket: string, key: string): Promise<void> {
      await db.delete(rateLimits).where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.key, key)));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
