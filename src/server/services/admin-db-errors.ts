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

