/**
 * API keys: an integration uses a scoped key instead of the owner's password on admin REST paths. The
 * per-key limit is a database counter, so it must hold across two instances sharing one database.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../db/schema';
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
      body: { message: 'This API key is unknown or revoked' },
    });
    expect((await call(first, 'bk_not-a-real-key', 'GET', '/admin/locations')).status).toBe(401);
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
