import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginThrottle } from '../../db/schema';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60_000;

export type ThrottleScope = 'user' | 'ip';

/** A reserved sign-in attempt: which row and window it was counted in, so a success can give it back. */
export interface Reservation {
  scope: ThrottleScope;
  key: string;
  windowStart: Date;
}

export type ReserveResult = { ok: true; reservation: Reservation } | { ok: false; retryAfterMs: number };

/**
 * Sign-in attempts counted in the database before any password is verified (decision 120). A row's
 * window opens at its first attempt, so a burst cannot straddle two aligned windows and get ten tries.
 */
export function createLoginThrottle(db: DbOrTx) {
  return {
    /** Takes one attempt for `key`, or refuses when the window already holds the maximum. One statement: atomic. */
    async reserve(scope: ThrottleScope, key: string, now: Date): Promise<ReserveResult> {
      const nowIso = now.toISOString();
      const lapsed = sql`${loginThrottle.windowStart} <= ${new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString()}::timestamptz`;
      const [row] = await db
        .insert(loginThrottle)
        .values({ scope, key, windowStart: now, attempts: 1 })
        .onConflictDoUpdate({
          target: [loginThrottle.scope, loginThrottle.key],
          set: {
            attempts: sql`case when ${lapsed} then 1 else ${loginThrottle.attempts} + 1 end`,
            windowStart: sql`case when ${lapsed} then ${nowIso}::timestamptz else ${loginThrottle.windowStart} end`,
          },
          setWhere: sql`${lapsed} or ${loginThrottle.attempts} < ${LOGIN_MAX_FAILURES}`,
        })
        .returning({ windowStart: loginThrottle.windowStart });
      if (row) return { ok: true, reservation: { scope, key, windowStart: row.windowStart } };
      const [held] = await db
        .select({ windowStart: loginThrottle.windowStart })
        .from(loginThrottle)
        .where(and(eq(loginThrottle.scope, scope), eq(loginThrottle.key, key)));
      const retryAfterMs = held ? held.windowStart.getTime() + LOGIN_WINDOW_MS - now.getTime() : LOGIN_WINDOW_MS;
      // Clamped: a parallel attempt may have opened the window a moment after this one read its clock.
      return { ok: false, retryAfterMs: Math.min(LOGIN_WINDOW_MS, Math.max(1000, retryAfterMs)) };
    },

    /**
     * Gives back one attempt that turned out not to be a failure (a success, or a verification that never ran).
     * Only in the window it was taken from, so it can never erase failures counted in a later window.
     */
    async release(r: Reservation): Promise<void> {
      await db
        .update(loginThrottle)
        .set({ attempts: sql`${loginThrottle.attempts} - 1` })
        .where(
          and(
            eq(loginThrottle.scope, r.scope),
            eq(loginThrottle.key, r.key),
            eq(loginThrottle.windowStart, r.windowStart),
            sql`${loginThrottle.attempts} > 0`,
          ),
        );
    },

    /** Forgets the counts of one key, or of a whole scope when `key` is omitted. */
    async clear(scope: ThrottleScope, key?: string): Promise<void> {
      await db
        .delete(loginThrottle)
        .where(key === undefined ? eq(loginThrottle.scope, scope) : and(eq(loginThrottle.scope, scope), eq(loginThrottle.key, key)));
    },

    /** Drops rows whose window ended long ago (guessing many usernames would otherwise grow the table). */
    async prune(now: Date): Promise<void> {
      await db.delete(loginThrottle).where(lt(loginThrottle.windowStart, new Date(now.getTime() - 24 * 3600_000)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
