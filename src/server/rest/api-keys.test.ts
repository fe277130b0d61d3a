/**
 * API keys: an integration uses a scoped key instead of the owner's password on admin REST paths. The
 * per-key limit is a database counter, so it must hold across two instances sharing one database.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, auditLog } from '../db/schema';
import { createSlot, seededClassType, visitor } from '../test/booking-fixtures';
import { hashToken } from '../services/auth/auth';
import { useTestEnv } from '../test/harness';

const LIMIT = 50;
const env = useTestEnv({ config: { API_KEY_RATE_PER_MINUTE: String(LIMIT) } });
let first: FastifyInstance;
let second: FastifyInstance;
let owner: ReturnType<typeof env.caller>;

beforeAll(async () => {
  first = await env.app();
  second = (await env.secondInstance({ poolSize: 20 })).app;
  owner = env.caller({ token: await env.adminToken() });
});

const call = async (app: FastifyInstance, key: string, method: 'GET' | 'PATCH', url: string, payload?: object) => {
  const res = await app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${key}` }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<{ message?: string }>(), retryAfter: res.headers['retry-after'] };
};

describe('API keys on admin REST paths', () => {
  it('shows the secret once, stores only its hash, and opens the paths of its scopes', async () => {
    const { key, secret } = await owner.admin.apiKeys.create({ name: 'Zapier', scopes: ['bookings:read'] });
    expect(secret).toMatch(/^bk_[\w-]{30,}$/);
    expect(key).toMatchObject({
      name: 'Zapier',
      scopes: ['bookings:read'],
      lastUsedAt: null,
      revokedAt: null,
      prefix: `${secret.slice(0, 9)}…`,
    });
    const [row] = await env.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.secretHash).toBe(hashToken(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(await owner.admin.apiKeys.list())).not.toContain(secret);

    expect((await call(first, secret, 'GET', '/admin/bookings')).status).toBe(200);
    expect((await call(second, secret, 'GET', '/admin/bookings/today')).status).toBe(200);
    const [listed] = (await owner.admin.apiKeys.list()).filter((k) => k.id === key.id);
    expect(listed!.lastUsedAt).toBeInstanceOf(Date);
  });

  it('refuses paths outside its scopes with 403 naming the scope, and session-only paths', async () => {
    const { secret } = await owner.admin.apiKeys.create({ name: 'Reader', scopes: ['bookings:read'] });
    expect(await call(first, secret, 'PATCH', '/admin/class-types/1', { isActive: true })).toMatchObject({
      status: 403,
      body: { message: 'This API key lacks the scope schedule:manage' },
    });
    expect((await call(first, secret, 'GET', '/admin/me')).status).toBe(403);
    // Keys are for REST only: tRPC (the admin site) still needs a signed-in session.
    const trpc = await first.inject({ method: 'GET', url: '/trpc/admin.bookings.today', headers: { authorization: `Bearer ${secret}` } });
    expect(trpc.statusCode).toBe(401);
  });

  it('stops working once revoked', async () => {
    const { key, secret } = await owner.admin.apiKeys.create({ name: 'Old', scopes: ['schedule:manage'] });
    expect((await call(first, secret, 'GET', '/admin/locations')).status).toBe(200);
    expect(await owner.admin.apiKeys.revoke({ id: key.id })).toMatchObject({ revokedAt: expect.any(Date) });
    expect(await call(first, secret, 'GET', '/admin/locations')).toMatchObject({
      status: 401,
      body: { message: 'This API key is unknown, revoked or expired' },
    });
    expect((await call(first, 'bk_not-a-real-key', 'GET', '/admin/locations')).status).toBe(401);
  });

  it('stops working when it expires, and refuses an expiry in the past', async () => {
    const soon = new Date(Date.now() + 3_600_000);
    const { key, secret } = await owner.admin.apiKeys.create({ name: 'Trial', scopes: ['schedule:manage'], expiresAt: soon });
    expect(key.expiresAt).toEqual(soon);
    expect((await call(first, secret, 'GET', '/admin/locations')).status).toBe(200);
    // An hour later (the row's expiry moved back rather than the clock forward):
    await env.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, key.id));
    expect(await call(second, secret, 'GET', '/admin/locations')).toMatchObject({
      status: 401,
      body: { message: 'This API key is unknown, revoked or expired' },
    });
    await expect(
      owner.admin.apiKeys.create({ name: 'Past', scopes: ['schedule:manage'], expiresAt: new Date(Date.now() - 60_000) }),
    ).rejects.toThrow(/expiresAt: must be in the future/);
  });

  it('rolls a key: the new secret works at once, the old one for the overlap only, and the roll is audited', async () => {
    const { key, secret: oldSecret } = await owner.admin.apiKeys.create({ name: 'CRM', scopes: ['bookings:read'] });
    const rolled = await owner.admin.apiKeys.roll({ id: key.id });
    expect(rolled.key).toMatchObject({ name: 'CRM', scopes: ['bookings:read'], expiresAt: null });
    expect(rolled.secret).not.toBe(oldSecret);
    const hours = (rolled.previous.expiresAt!.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await call(first, oldSecret, 'GET', '/admin/bookings')).status).toBe(200);
    expect((await call(second, rolled.secret, 'GET', '/admin/bookings')).status).toBe(200);
    const [audit] = await env.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'api_key.roll'), eq(auditLog.entityId, String(key.id))));
    expect(audit).toBeDefined();
    expect(JSON.stringify(audit)).not.toContain(rolled.secret);

    // Rolling again with no overlap stops the current one at once; a key that no longer works cannot be rolled.
    const again = await owner.admin.apiKeys.roll({ id: rolled.key.id, overlapHours: 0 });
    expect((await call(first, rolled.secret, 'GET', '/admin/bookings')).status).toBe(401);
    expect((await call(first, again.secret, 'GET', '/admin/bookings')).status).toBe(200);
    await expect(owner.admin.apiKeys.roll({ id: rolled.key.id })).rejects.toThrow(/no longer works/);
  });

  it('refunds with the refunds:write scope, audited as the key; without it, 403 naming the scope', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
    const made = await env.caller().bookings.create({ ...visitor('key-refund'), classTypeId: mat.id, scheduleId: slot.id });
    await env.caller().payments.confirmTest({ clientSecret: made.clientSecret!, cardNumber: '4242424242424242' });
    const ref = `B-${made.bookingId}`;
    const reader = await owner.admin.apiKeys.create({ name: 'Reader only', scopes: ['bookings:read'] });
    const refund = async (secret: string) => {
      const res = await first.inject({
        method: 'POST',
        url: `/api/admin/bookings/${ref}/refunds`,
        headers: { authorization: `Bearer ${secret}` },
        payload: { amountPence: 500 },
      });
      return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
    };
    expect(await refund(reader.secret)).toMatchObject({ status: 403, body: { message: 'This API key lacks the scope refunds:write' } });
    expect((await call(first, reader.secret, 'GET', `/admin/bookings/${ref}/refund-quote`)).status).toBe(200);
    const accounts = await owner.admin.apiKeys.create({ name: 'Accounts', scopes: ['refunds:write'] });
    expect(await refund(accounts.secret)).toMatchObject({ status: 201, body: { ref, refundedPence: 500 } });
    const rows = await env.db.select().from(auditLog).where(eq(auditLog.actor, 'API key: Accounts'));
    expect(rows.map((r) => r.action)).toContain('booking.refund');
  });

  it('refuses bad input naming the field', async () => {
    await expect(owner.admin.apiKeys.create({ name: '', scopes: [] })).rejects.toThrow(/Name is required/);
    await expect(owner.admin.apiKeys.create({ name: 'x', scopes: ['root' as never] })).rejects.toThrow(/scopes/);
  });

  it(`lets ${LIMIT} of 200 parallel requests through two instances, and answers the rest 429 with Retry-After`, async () => {
    const { secret } = await owner.admin.apiKeys.create({ name: 'Burst', scopes: ['discounts:manage'] });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => call(i % 2 ? first : second, secret, 'GET', '/admin/discount-codes')),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(LIMIT);
    const limited = results.filter((r) => r.status === 429);
    expect(limited).toHaveLength(200 - LIMIT);
    expect(Number(limited[0]!.retryAfter)).toBeGreaterThan(0);
  }, 60_000);
});
