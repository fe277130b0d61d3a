import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import type { AdminUserDto, LoginResultDto } from '../../domain/dto';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { adminSessions, adminUsers } from '../db/schema';
import type { RateLimiter } from './rate-limit';

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const INVALID_CREDENTIALS = 'Invalid credentials';

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

export function createAuthService(deps: { db: Db; config: Config; rateLimiter: RateLimiter }) {
  const { db, config, rateLimiter } = deps;
  // Verifying against a real hash when the user is unknown makes both failures take the same time.
  let dummyHash: Promise<string> | null = null;
  const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

  async function throttled(username: string, ip: string): Promise<number | null> {
    const [byUser, byIp] = await Promise.all([
      rateLimiter.peek('login-user', username.toLowerCase(), LOGIN_WINDOW_MS),
      rateLimiter.peek('login-ip', ip, LOGIN_WINDOW_MS),
    ]);
    const blocked = [byUser, byIp].filter((s) => s.count >= LOGIN_MAX_FAILURES);
    if (blocked.length === 0) return null;
    return Math.max(...blocked.map((s) => s.retryAfterMs));
  }

  return {
    hashPassword,

    /** Checks credentials and opens a session; throws UNAUTHORIZED or TOO_MANY_REQUESTS. */
    async login(input: { username: string; password: string; ip: string }): Promise<LoginResultDto> {
      const username = input.username.trim();
      const wait = await throttled(username, input.ip);
      if (wait !== null) {
        const minutes = Math.max(1, Math.ceil(wait / 60_000));
        throw new TRPCError({
          code: 'TOO_MANY_REQUESTS',
          message: `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        });
      }
      const [user] = await db
        .select({ id: adminUsers.id, username: adminUsers.username, passwordHash: adminUsers.passwordHash })
        .from(adminUsers)
        .where(eq(adminUsers.username, username));
      const ok = await argon2.verify(user?.passwordHash ?? (await getDummyHash()), input.password).catch(() => false);
      if (!user || !ok) {
        await Promise.all([
          rateLimiter.hit('login-user', username.toLowerCase(), LOGIN_WINDOW_MS),
          rateLimiter.hit('login-ip', input.ip, LOGIN_WINDOW_MS),
        ]);
        throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
      }
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + config.ADMIN_SESSION_HOURS * 3600_000);
      await db.insert(adminSessions).values({ userId: user.id, tokenHash: hashToken(token), expiresAt });
      return { token, user: { username: user.username }, expiresAt };
    },

    /** The admin behind a bearer token, or null when it is unknown, expired or revoked. */
    async verify(token: string | null | undefined): Promise<AdminIdentity | null> {
      if (!token) return null;
      const [row] = await db
        .select({ sessionId: adminSessions.id, userId: adminUsers.id, username: adminUsers.username })
        .from(adminSessions)
        .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
        .where(
          and(
            eq(adminSessions.tokenHash, hashToken(token)),
            isNull(adminSessions.revokedAt),
            gt(adminSessions.expiresAt, new Date()),
          ),
        );
      return row ?? null;
    },

    async logout(sessionId: number): Promise<void> {
      await db.update(adminSessions).set({ revokedAt: new Date() }).where(eq(adminSessions.id, sessionId));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
