/** PostgreSQL SQLSTATEs the admin services turn into answers a person can act on. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_EXCLUSION_VIOLATION = '23P01';

/**
 * The SQLSTATE behind an error, whichever driver raised it: drizzle wraps driver errors (DrizzleQueryError)
 * and postgres.js and PGlite both carry `code` on the original.
 */
export function pgErrorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The constraint (or unique index) a violation names, whichever driver raised it. */
export function pgConstraint(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const named = current as { constraint_name?: unknown; constraint?: unknown };
    const name = named.constraint_name ?? named.constraint;
    if (typeof name === 'string' && name) return name;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** PostgreSQL aborted the transaction to break a deadlock, or to keep SERIALIZABLE transactions serializable. */
export const PG_DEADLOCK_DETECTED = '40P01';
export const PG_SERIALIZATION_FAILURE = '40001';

/**
 * Runs a whole transaction again when PostgreSQL chose it as the victim of a deadlock (or a serialization
 * failure): nothing of it was stored, and the next attempt meets the winner's committed rows. Two
 * overlapping slot inserts at once can each wait for the other at the exclusion constraint, and the
 * database then aborts one (docs/decisions/223). Other errors, and the last attempt's, go to the caller.
 */
export async function retryWhenAborted<T>(transaction: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      const code = pgErrorCode(error);
      if (attempt >= attempts || (code !== PG_DEADLOCK_DETECTED && code !== PG_SERIALIZATION_FAILURE)) throw error;
    }
  }
}
