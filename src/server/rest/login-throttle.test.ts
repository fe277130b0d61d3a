/**
 * Login throttling lives in the database, so it must hold when the attempts are spread over two server
 * instances: two apps, each with its own services, sharing one database (two connection pools on PostgreSQL).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { LOGIN_MAX_FAILURES } from '../services/auth';
import { createServices } from '../services/container';
import { TEST_ADMIN, useTestEnv } from '../test/harness';

const env = useTestEnv();
let first: FastifyInstance;
let second: FastifyInstance;
let secondDb: Database | null = null;

const THROTTLED = /^Too many sign-in attempts\. Try again in (\d+) minutes?\.$/;

beforeAll(async () => {
  first = await env.app();
  secondDb = env.url ? await openDatabase({ databaseUrl: env.url, poolSize: 2 }) : null;
  const database = secondDb ?? env.database;
  second = await buildApp({ config: env.config, database, services: createServices({ db: database.db, config: env.config }), clientDir: false });
  await second.ready();
});

afterAll(async () => {
  await second?.close();
  await secondDb?.close();
});

async function login(app: FastifyInstance, ip: string, username: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: ip, payload: { username, password } });
  return { status: res.statusCode, body: res.json() as { message?: string; token?: string } };
}

describe('admin login throttling', () => {
  it('gives a wrong username and a wrong password the same answer', async () => {
    const unknownUser = await login(first, '198.51.100.1', 'nobody-here', TEST_ADMIN.password);
    const wrongPassword = await login(second, '198.51.100.2', TEST_ADMIN.username, 'wrong-password');
    expect(unknownUser).toEqual({ status: 401, body: { message: 'Invalid credentials' } });
    expect(wrongPassword).toEqual(unknownUser);
  });

  it('blocks a username after 5 failures spread over both instances and many IPs, even with the right password', async () => {
    const username = 'owner-under-attack';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await login(i % 2 === 0 ? first : second, `192.0.2.${10 + i}`, username, `guess-${i}`);
      expect(res, `attempt ${i + 1}`).toEqual({ status: 401, body: { message: 'Invalid credentials' } });
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
