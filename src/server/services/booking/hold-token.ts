/**
 * A hold belongs to the browser that made it. Each hold's order stores the sha256 of a random token that
 * only that browser holds (an httpOnly cookie, or a REST client's `holdToken` field); resuming, paying
 * and releasing a hold need it. A leaked database therefore gives no way to act on anyone's hold.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes as base64url: 256 bits. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const HOLD_COOKIE = 'hold';

export function newHoldToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashHoldToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The browser's token when it has a usable one (one browser keeps one token for all its holds, so
 * returning to any of them works), else a fresh one.
 */
export function tokenForNewHold(presented: string | null | undefined): string {
  return presented && TOKEN_PATTERN.test(presented) ? presented : newHoldToken();
}

/** Does the presented token open an order stored with `storedHash`? Orders with no hash predate tokens. */
export function holdTokenMatches(storedHash: string | null, presented: string | null | undefined): boolean {
  if (storedHash === null) return true;
  if (!presented) return false;
  const a = Buffer.from(hashHoldToken(presented), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
