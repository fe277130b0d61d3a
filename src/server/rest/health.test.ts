/**
 * Liveness and readiness as a load balancer sees them: readiness must fail, with a reason and within
 * its timeout, when the database is broken in the ways that a bare `select 1` never notices.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { migrationsFolder, openDatabase } from '../db/client';
import { createServices } from '../services/container';
import { testDbKind, useTestEnv } from '../test/harness';

const env = useTestEnv({ seed: false, config: { HEALTH_TIMEOUT_MS: '400' } });
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  // Closing a client of the silent server can wait forever on queries that never got an answer; the
  // file's result does not depend on it, so each cleanup gets a bounded time.
  for (const cleanup of cleanups.reverse()) {
    await Promise.race([Promise.resolve(cleanup()), new Promise<void>((resolve) => setTimeout(resolve, 5_000).unref())]);
  }
}, 60_000);

const lastMigration = () =>
  (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] }
  ).entries.at(-1)!;

async function get(url: string) {
  const app = await env.app();
  const res = await app.inject({ method: 'GET', url });
  return {
    status: res.statusCode,
    body: res.json<{ status: string; reason?: string; database?: string }>(),
    cache: res.headers['cache-control'],
  };
}

describe('health', () => {
  it('answers live and ready on a healthy database, and /api/health means ready', async () => {
    expect(await get('/api/health/live')).toMatchObject({ status: 200, body: { status: 'ok' }, cache: 'no-store' });
    expect(await get('/api/health/ready')).toMatchObject({ status: 200, body: { status: 'ok', database: 'reachable' } });
    expect(await get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok', database: 'reachable' } });
  });

  it('is not ready when a migration of this build has not been applied', async () => {
    const last = lastMigration();
    await env.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`);
    try {
      for (const url of ['/api/health/ready', '/api/health']) {
        expect(await get(url)).toMatchObject({
          status: 503,
          body: { status: 'unavailable', reason: `migration not applied: ${last.tag}` },
        });
      }
      expect((await get('/api/health/live')).status).toBe(200);
    } finally {
      await env.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('restored-by-test', ${last.when})`);
    }
    expect((await get('/api/health/ready')).status).toBe(200);
  });

  it.runIf(testDbKind() === 'postgres')(
    'answers 503 within the timeout while a lock holds up the test write, and recovers after',
    async () => {
      const locker = postgres(env.url!, { max: 1, onnotice: () => {} });
      cleanups.push(() => locker.end());
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const transaction = locker.begin(async (tx) => {
        await tx`lock table ops_state in access exclusive mode`;
        locked();
        await held;
      });
      await isLocked;
      const res = await get('/api/health/ready');
      release();
      await transaction;
      expect(res).toMatchObject({ status: 503, body: { reason: 'the database did not answer within 400 ms' } });
      expect((await get('/api/health/ready')).status).toBe(200);
    },
  );

  it('answers 503 within the timeout when the database server accepts connections and never answers', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    cleanups.push(
      () =>
        new Promise<void>((r) => {
          sockets.forEach((s) => s.destroy());
          silent.close(() => r());
        }),
    );
    const port = (silent.address() as { port: number }).port;
    const hung = await openDatabase({ databaseUrl: `postgres://nobody@127.0.0.1:${port}/nothing`, poolSize: 2 });
    const config = testConfig({ HEALTH_TIMEOUT_MS: '300' });
    const app = await buildApp({ config, database: hung, services: createServices({ db: hung.db, config }), clientDir: false });
    cleanups.push(async () => {
      sockets.forEach((s) => s.destroy());
      await app.close();
      await hung.close().catch(() => {});
    });
    // The database never answers: an answer at all, saying so, is the timeout at work (no stopwatch needed).
    const [first, second] = await Promise.all([app.inject('/api/health/ready'), app.inject('/api/health')]);
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'the database did not answer within 300 ms' });
    }
    expect((await app.inject('/api/health/live')).statusCode).toBe(200);
  });

  // Last: it breaks this file's database for good.
  it('is not ready when a table is missing, and names it', async () => {
    await env.db.execute(sql`drop table email_outbox cascade`);
    expect(await get('/api/health/ready')).toMatchObject({
      status: 503,
      body: { status: 'unavailable', reason: 'table missing: email_outbox' },
    });
  });
});
