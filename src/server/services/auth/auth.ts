import { createHash, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import { and, eq, gt, isNull } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { AdminUserDto, LoginResultDto } from '../../../domain/dto';
import { rateLimited, unauthorized, unavailable } from '../../../domain/errors';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { adminSessions, adminUsers } from '../../db/schema';
import { createLoginThrottle, type Reservation } from './login-throttle';

export { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from './login-throttle';

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const INVALID_CREDENTIALS = 'Invalid credentials';

/**
 * At most this many argon2 verifications run at once in a process (each takes 19 MiB and a core for
 * tens of milliseconds); a few more wait, and beyond that a sign-in is refused rather than queued
 * without bound. Per process on purpose: it protects this process's CPU and memory, not a limit.
 */
export const ARGON2_CONCURRENCY = Math.max(1, Math.min(4, availableParallelism()));
export const ARGON2_QUEUE_MAX = 32;
const argon2Gate = pLimit(ARGON2_CONCURRENCY);
const argon2Counters = { verified: 0, peakActive: 0 };
class ArgonBusy extends Error {
  override name = 'ArgonBusy';
}
const BUSY = new ArgonBusy('argon2 queue full');

/** How much argon2 work this process has done: for tests and diagnostics. */
export function argon2Stats() {
  return { ...argon2Counters, active: argon2Gate.activeCount, pending: argon2Gate.pendingCount };
}

async function verifyGated(hash: string, password: string): Promise<boolean> {
  if (argon2Gate.pendingCount >= ARGON2_QUEUE_MAX) return Promise.reject(BUSY);
  return argon2Gate(async () => {
    argon2Counters.verified++;
    argon2Counters.peakActive = Math.max(argon2Counters.peakActive, argon2Gate.activeCount);
    return argon2.verify(hash, password).catch(() => false);
  });
}
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface AdminIdentity extends AdminUserDto {
  userId: number;
  sessionId: number;
}

function throttledMessage(retryAfterMs: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export function createAuthService(deps: { db: Db; config: Config; now?: () => Date }) {
  const { db, config } = deps;
  const clock = deps.now ?? (() => new Date());
  const throttle = createLoginThrottle(db);
  // Verifying against a real hash when the user is unknown makes both failures take the same time.
  let dummyHash: Promise<string> | null = null;
  const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

  return {
    hashPassword,

    /**
     * Checks credentials and opens a session. The attempt is reserved per client IP and per username
     * before argon2 runs; a refused reservation is a RATE_LIMITED error with no password work at all.
     */
    async login(input: { username: string; password: string; ip: string }): Promise<LoginResultDto> {
      const username = input.username.trim();
      const now = clock();
      const reserved: Reservation[] = [];
      // The IP first: an address that is already blocked cannot spend the username's attempts.
      for (const [scope, key] of [
        ['ip', input.ip],
        ['user', username.toLowerCase()],
      ] as const) {
        const result = await throttle.reserve(scope, key, now);
        if (!result.ok) {
          throw rateLimited(throttledMessage(result.retryAfterMs), Math.ceil(result.retryAfterMs / 1000));
        }
        reserved.push(result.reservation);
      }
      const giveBack = () => Promise.all(reserved.map((r) => throttle.release(r)));

      const [user] = await db
        .select({ id: adminUsers.id, username: adminUsers.username, passwordHash: adminUsers.passwordHash })
        .from(adminUsers)
        .where(eq(adminUsers.username, username));
      let ok: boolean;
      try {
        ok = await verifyGated(user?.passwordHash ?? (await getDummyHash()), input.password);
      } catch (error) {
        // Nothing was verified, so nothing counts as a failure.
        await giveBack();
        if (error === BUSY) throw unavailable('Sign-in is busy. Please try again in a few seconds.');
        throw error;
      }
      if (!user || !ok) throw unauthorized(INVALID_CREDENTIALS);
      // A success gives back only its own attempt: failures before it still count, so signing in to an
      // account one knows cannot buy more guesses at another from the same address.
      await giveBack();
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + config.ADMIN_SESSION_HOURS * 3600_000);
      await db.insert(adminSessions).values({ userId: user.id, tokenHash: hashToken(token), expiresAt });
      return { token, user: { username: user.username }, expiresAt };
    },

    /** Drops sign-in throttle rows whose window ended a day ago. */
    pruneThrottle: (now: Date = clock()) => throttle.prune(now),

    /** The admin behind a bearer token, or null when it is unknown, expired or revoked. */
    async verify(token: string | null | undefined): Promise<AdminIdentity | null> {
      if (!token) return null;
      const [row] = await db
        .select({ sessionId: adminSessions.id, userId: adminUsers.id, username: adminUsers.username })
        .from(adminSessions)
        .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
        .where(and(eq(adminSessions.tokenHash, hashToken(token)), isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, clock())));
      return row ?? null;
    },

    async logout(sessionId: number): Promise<void> {
      await db.update(adminSessions).set({ revokedAt: clock() }).where(eq(adminSessions.id, sessionId));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * Sets an administrator's password without a web request (the `npm run admin -- reset-password`
 * command): ends every session of that account and clears the sign-in locks, since guesses at the
 * old password are worthless now. With no username, the only account is meant; with none at all,
 * the account is created.
 */
export async function resetAdminPassword(
  db: Db,
  opts: { username?: string; password: string },
): Promise<{ username: string; created: boolean }> {
  const accounts = await db.select({ id: adminUsers.id, username: adminUsers.username }).from(adminUsers);
  let target = opts.username
    ? accounts.find((a) => a.username.toLowerCase() === opts.username!.toLowerCase())
    : accounts.length === 1
      ? accounts[0]
      : undefined;
  if (!target && !opts.username && accounts.length > 1) {
    throw new Error(
      `There are ${accounts.length} admin accounts (${accounts.map((a) => a.username).join(', ')}): name one with --username`,
    );
  }
  const passwordHash = await hashPassword(opts.password);
  const created = !target;
  await db.transaction(async (tx) => {
    if (!target) {
      [target] = await tx
        .insert(adminUsers)
        .values({ username: opts.username ?? 'admin', passwordHash })
        .returning({ id: adminUsers.id, username: adminUsers.username });
    } else {
      await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, target.id));
    }
    await tx
      .update(adminSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(adminSessions.userId, target!.id), isNull(adminSessions.revokedAt)));
    const throttle = createLoginThrottle(tx);
    await throttle.clear('user', target!.username.toLowerCase());
    await throttle.clear('ip');
  });
  return { username: target!.username, created };
}
