/**
 * Login throttling lives in the database, so it must hold when the attempts are spread over two server
 * instances: two apps, each with its own services, sharing one database (two connection pools on PostgreSQL).
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminUsers, loginThrottle } from '../db/schema';
import {
  ARGON2_CONCURRENCY,
  argon2Stats,
  createAuthService,
  hashPassword,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MS,
} from '../services/auth/auth';
import { TEST_ADMIN, useTestEnv } from '../test/harness';

const env = useTestEnv();
let first: FastifyInstance;
let second: FastifyInstance;

const THROTTLED = /^Too many sign-in attempts\. Try again in (\d+) minutes?\.$/;

beforeAll(async () => {
  first = await env.app();
  // A second instance with its own services and pool on the same database.
  second = (await env.secondInstance({ poolSize: 2 })).app;
});

async function login(app: FastifyInstance, ip: string, username: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: ip, payload: { username, password } });
  return { status: res.statusCode, body: res.json<{ message?: string; token?: string }>(), retryAfter: res.headers['retry-after'] };
}

/** A second admin account, so each burst has a right password of its own. */
async function addAdmin(username: string, password: string) {
  await env.db.insert(adminUsers).values({ username, passwordHash: await hashPassword(password) });
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

describe('admin login throttling', () => {
  it('gives a wrong username and a wrong password the same answer', async () => {
    const unknownUser = await login(first, '198.51.100.1', 'nobody-here', TEST_ADMIN.password);
    const wrongPassword = await login(second, '198.51.100.2', TEST_ADMIN.username, 'wrong-password');
    expect(unknownUser).toMatchObject({ status: 401, body: { message: 'Invalid credentials' } });
    expect(wrongPassword).toEqual(unknownUser);
  });

  it('blocks a username after 5 failures spread over both instances and many IPs, even with the right password', async () => {
    const username = 'owner-under-attack';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await login(i % 2 === 0 ? first : second, `192.0.2.${10 + i}`, username, `guess-${i}`);
      expect(res, `attempt ${i + 1}`).toMatchObject({ status: 401, body: { message: 'Invalid credentials' } });
    }
    for (const app of [first, second]) {
      const res = await login(app, '192.0.2.99', username.toUpperCase(), 'whatever');
      expect(res.status).toBe(429);
      const minutes = Number(THROTTLED.exec(res.body.message ?? '')?.[1]);
      expect(minutes).toBeGreaterThanOrEqual(1);
      expect(minutes).toBeLessThanOrEqual(15);
    }
  });

  it('blocks an IP after 5 failures over both instances, whatever usernames it tries', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await login(i % 2 === 0 ? second : first, ip, `someone-${i}`, 'bad-password');
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    // Even the real credentials are refused from that address, on either instance, over REST and tRPC alike.
    const rest = await login(first, ip, TEST_ADMIN.username, TEST_ADMIN.password);
    expect(rest.status).toBe(429);
    expect(rest.body.message).toMatch(THROTTLED);
    const trpc = await second.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      remoteAddress: ip,
      payload: { json: TEST_ADMIN },
    });
    expect(trpc.statusCode).toBe(429);
    expect(JSON.stringify(trpc.json())).toMatch(/Too many sign-in attempts\. Try again in \d+ minutes?\./);
    // Another address is unaffected, so the real owner can still get in.
    const elsewhere = await login(second, '203.0.113.8', TEST_ADMIN.username, TEST_ADMIN.password);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.token).toEqual(expect.any(String));
  });
});

describe('sign-in attempts are reserved before the password is verified', () => {
  it('answers at most 5 of 200 parallel guesses over two instances; the rest, the right password included, get 429 without argon2', async () => {
    await addAdmin('burst-owner', 'the-right-password');
    const before = argon2Stats().verified;
    const attempts = Array.from({ length: 200 }, (_, i) =>
      login(
        i % 2 === 0 ? first : second,
        `10.1.${Math.floor(i / 250)}.${i % 250}`,
        'burst-owner',
        i === 149 ? 'the-right-password' : `guess-${i}`,
      ),
    );
    const results = await Promise.all(attempts);
    const counts = tally(results.map((r) => r.status));

    expect(counts[401] ?? 0).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    // The right password gets in only if it happened to be one of the first five reserved; never after them.
    expect(counts[200] ?? 0).toBeLessThanOrEqual(1);
    expect((counts[401] ?? 0) + (counts[200] ?? 0) + (counts[429] ?? 0)).toBe(200);
    expect(argon2Stats().verified - before).toBeLessThanOrEqual(LOGIN_MAX_FAILURES + 1);
    for (const r of results.filter((x) => x.status === 429)) {
      expect(r.body.message).toMatch(THROTTLED);
      expect(Number(r.retryAfter)).toBeGreaterThan(0);
      expect(Number(r.retryAfter)).toBeLessThanOrEqual(LOGIN_WINDOW_MS / 1000);
    }
    const after = await login(first, '10.9.9.9', 'burst-owner', 'the-right-password');
    expect(after.status).toBe(429);
  });

  it('lets one IP make at most 5 failed guesses in a parallel burst of 200 at different usernames', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(i % 2 === 0 ? second : first, '10.2.0.1', `user-${i}`, 'nope-nope')),
    );
    const counts = tally(results.map((r) => r.status));
    expect(counts[401] ?? 0).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(counts[429]).toBeGreaterThanOrEqual(200 - LOGIN_MAX_FAILURES);
  });

  it('lets the right password in while not locked, without refunding the failures before it', async () => {
    await addAdmin('careful-owner', 'careful-password');
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) {
      expect((await login(first, `10.3.0.${i}`, 'careful-owner', `typo-${i}`)).status).toBe(401);
    }
    const ok = await login(second, '10.3.1.1', 'careful-owner', 'careful-password');
    expect(ok.status).toBe(200);
    expect(ok.body.token).toEqual(expect.any(String));
    // Four failures still count: one more failure is allowed, then even the right password is refused.
    expect((await login(first, '10.3.2.1', 'careful-owner', 'typo-again')).status).toBe(401);
    expect((await login(second, '10.3.2.2', 'careful-owner', 'careful-password')).status).toBe(429);
  });

  it('does not let sign-ins to an account one knows buy more guesses from the same address', async () => {
    await addAdmin('insider', 'insider-password');
    const ip = '10.4.0.1';
    for (let round = 0; round < 3; round++) {
      expect((await login(first, ip, `victim-${round}`, 'guess')).status).toBe(401);
      expect((await login(second, ip, 'insider', 'insider-password')).status).toBe(200);
    }
    expect((await login(first, ip, 'victim-x', 'guess')).status).toBe(401);
    expect((await login(first, ip, 'victim-y', 'guess')).status).toBe(401);
    expect((await login(second, ip, 'victim-z', 'guess')).status).toBe(429);
  });

  it('answers a NUL byte or a 10,000-character username with a 400 naming the field, before any throttle or argon2 work', async () => {
    const before = argon2Stats().verified;
    for (const username of ['ad\u0000min', 'x'.repeat(10_000)]) {
      const res = await login(first, '10.5.0.1', username, 'whatever');
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^username: /);
    }
    expect(argon2Stats().verified).toBe(before);
    expect(await env.db.select().from(loginThrottle).where(eq(loginThrottle.key, '10.5.0.1'))).toEqual([]);
  });

  it('never runs more argon2 verifications at once than the bound', async () => {
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(i % 2 ? first : second, `10.6.0.${i}`, `spread-${i}`, 'pw-guess')),
    );
    expect(results.every((r) => r.status === 401 || r.status === 503)).toBe(true);
    expect(argon2Stats().peakActive).toBeLessThanOrEqual(ARGON2_CONCURRENCY);
  });

  it('lifts a lock 15 minutes after the window opened (clock injected)', async () => {
    let now = new Date('2030-01-01T10:00:00Z');
    const auth = createAuthService({ db: env.db, config: env.config, now: () => now });
    await addAdmin('clocked', 'clocked-password');
    const attempt = (password: string) =>
      auth.login({ username: 'clocked', password, ip: '10.7.0.1' }).then(
        () => 'ok',
        (e: { code?: string; retryAfterSeconds?: number }) => `${e.code}:${e.retryAfterSeconds ?? ''}`,
      );
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect(await attempt('bad')).toBe('UNAUTHORIZED:');
    now = new Date('2030-01-01T10:10:00Z');
    expect(await attempt('clocked-password')).toBe('RATE_LIMITED:300');
    now = new Date('2030-01-01T10:15:00Z');
    expect(await attempt('clocked-password')).toBe('ok');
  });
});
