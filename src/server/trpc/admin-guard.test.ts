import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSessions } from '../db/schema';
import { hashToken } from '../services/auth/auth';
import { TEST_ADMIN, useTestEnv } from '../test/harness';
import { appRouter } from './root';

const env = useTestEnv();

/** Every admin procedure, enumerated from the router definition itself. */
const adminProcedures = Object.keys(appRouter._def.procedures).filter((p) => p.startsWith('admin.'));

function callPath(caller: unknown, path: string) {
  const fn = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return (fn as (input?: unknown) => Promise<unknown>)(undefined);
}

async function expectUnauthorized(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe('UNAUTHORIZED');
}

describe('admin procedures', () => {
  it('are enumerated from the router (and there are many)', () => {
    expect(adminProcedures.length).toBeGreaterThan(15);
    expect(adminProcedures).toContain('admin.bookings.list');
  });

  it.each(adminProcedures)('%s rejects a missing, wrong, expired and revoked token', async (path) => {
    await expectUnauthorized(callPath(env.caller(), path));
    await expectUnauthorized(callPath(env.caller({ token: 'not-a-real-token' }), path));

    const expired = await env.adminToken();
    await env.db
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminSessions.tokenHash, hashToken(expired)));
    await expectUnauthorized(callPath(env.caller({ token: expired }), path));

    const revoked = await env.adminToken();
    await env.caller({ token: revoked }).admin.auth.logout();
    await expectUnauthorized(callPath(env.caller({ token: revoked }), path));
  });

  it('accepts a live token', async () => {
    const token = await env.adminToken();
    await expect(env.caller({ token }).admin.auth.me()).resolves.toEqual({ username: TEST_ADMIN.username });
  });
});
