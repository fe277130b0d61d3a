import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import { testDbKind, useTestEnv } from '../../test/harness';
import { createLog } from '../platform/log';
import { createJobService, enqueue, LEASE_MS } from './jobs';

const env = useTestEnv({ seed: false });
const log = createLog({ LOG_LEVEL: 'silent' });
const T0 = new Date('2026-12-01T09:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

/** A runner whose handler for `kind` counts how often each job's payload `n` ran. */
function countingRunner(
  db: Database['db'],
  kind: string,
  runs: Map<number, number>,
  opts: { fail?: (n: number) => boolean; transaction?: boolean } = {},
) {
  const runner = createJobService({ db, log, clock: () => T0 });
  runner.register<{ n: number }>(
    kind,
    async ({ payload, tx }) => {
      // A round trip to the database, so two runners really interleave.
      await tx.execute(sql`select 1`);
      if (opts.fail?.(payload.n)) throw new Error(`job ${payload.n} failed`);
      runs.set(payload.n, (runs.get(payload.n) ?? 0) + 1);
    },
    { transaction: opts.transaction ?? true },
  );
  return runner;
}

const jobRow = async (key: string) => (await env.db.select().from(jobs).where(eq(jobs.key, key)))[0]!;

describe('job table', () => {
  it('treats a second enqueue with the same key as a no-op', async () => {
    expect(await enqueue(env.db, { kind: 'k-key', payload: { n: 1 }, key: 'same', runAt: T0 })).toBe(true);
    expect(await enqueue(env.db, { kind: 'k-key', payload: { n: 2 }, key: 'same', runAt: T0 })).toBe(false);
    const rows = await env.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.key, 'same'));
    expect(rows).toEqual([{ payload: { n: 1 } }]);
  });

  it('enqueues inside the caller transaction: a rolled-back transaction leaves no job', async () => {
    await env.db
      .transaction(async (tx) => {
        await enqueue(tx, { kind: 'k-rollback', key: 'rolled-back' });
        throw new Error('business rule failed');
      })
      .catch(() => undefined);
    expect(await env.db.select().from(jobs).where(eq(jobs.key, 'rolled-back'))).toEqual([]);
  });

  it('runs a job when it is due, records done_at, and never runs a done job again', async () => {
    const runs = new Map<number, number>();
    const runner = countingRunner(env.db, 'k-due', runs);
    await enqueue(env.db, { kind: 'k-due', payload: { n: 7 }, key: 'due-7', runAt: at(60_000) });

    expect(await runner.runDue({ now: at(59_999) })).toEqual({ done: 0, failed: 0 });
    expect(runs.get(7)).toBeUndefined();

    expect(await runner.runDue({ now: at(60_000) })).toEqual({ done: 1, failed: 0 });
    expect(runs.get(7)).toBe(1);
    const row = await jobRow('due-7');
    expect(row.doneAt).toEqual(at(60_000));
    expect(row.lockedUntil).toBeNull();

    // Much later, and after a restart (a new runner): nothing to do.
    const restarted = countingRunner(env.db, 'k-due', runs);
    expect(await restarted.runDue({ now: at(10 * LEASE_MS) })).toEqual({ done: 0, failed: 0 });
    expect(runs.get(7)).toBe(1);
  });

  it('retries a failing job with exponential back-off and gives up after max attempts', async () => {
    const runs = new Map<number, number>();
    const runner = countingRunner(env.db, 'k-retry', runs, { fail: () => true });
    await enqueue(env.db, { kind: 'k-retry', payload: { n: 1 }, key: 'retry-1', runAt: T0, maxAttempts: 3 });

    expect(await runner.runDue({ now: T0 })).toEqual({ done: 0, failed: 1 });
    let row = await jobRow('retry-1');
    expect(row).toMatchObject({ attempts: 1, lastError: 'job 1 failed', failedAt: null, lockedUntil: null, runAt: at(30_000) });

    expect(await runner.runDue({ now: at(29_999) })).toEqual({ done: 0, failed: 0 });
    expect(await runner.runDue({ now: at(30_000) })).toEqual({ done: 0, failed: 1 });
    row = await jobRow('retry-1');
    expect(row).toMatchObject({ attempts: 2, runAt: at(30_000 + 60_000) });

    expect(await runner.runDue({ now: at(90_000) })).toEqual({ done: 0, failed: 1 });
    row = await jobRow('retry-1');
    expect(row).toMatchObject({ attempts: 3, failedAt: at(90_000), doneAt: null });
    expect(await runner.runDue({ now: at(100 * LEASE_MS) })).toEqual({ done: 0, failed: 0 });
  });

  it("rolls back a transactional handler's writes when it fails, and keeps them when the retry succeeds", async () => {
    let fail = true;
    const runner = createJobService({ db: env.db, log, clock: () => T0 });
    runner.register<{ key: string }>('k-tx', async ({ tx, payload }) => {
      await enqueue(tx, { kind: 'k-followup', key: `followup-${payload.key}` });
      if (fail) throw new Error('not yet');
    });
    await enqueue(env.db, { kind: 'k-tx', payload: { key: 'a' }, key: 'tx-a', runAt: T0 });

    await runner.runDue({ now: T0 });
    expect(await env.db.select().from(jobs).where(eq(jobs.key, 'followup-a'))).toEqual([]);
    fail = false;
    expect(await runner.runDue({ now: at(30_000) })).toEqual({ done: 1, failed: 0 });
    expect(await env.db.select({ kind: jobs.kind }).from(jobs).where(eq(jobs.key, 'followup-a'))).toEqual([{ kind: 'k-followup' }]);
  });

  it('retries a job whose runner died after claiming it once the lease has lapsed, and fences off the dead claim', async () => {
    const runs = new Map<number, number>();
    await enqueue(env.db, { kind: 'k-lease', payload: { n: 1 }, key: 'lease-1', runAt: T0 });
    const crashed = countingRunner(env.db, 'k-lease', runs);
    const claimed = await crashed.claim({ now: T0 });
    expect(claimed.map((j) => j.key)).toEqual(['lease-1']);
    // ...and the instance dies here, before running it.

    const survivor = countingRunner(env.db, 'k-lease', runs);
    expect(await survivor.runDue({ now: at(LEASE_MS - 1) })).toEqual({ done: 0, failed: 0 });
    expect(runs.get(1)).toBeUndefined();

    expect(await survivor.runDue({ now: at(LEASE_MS) })).toEqual({ done: 1, failed: 0 });
    expect(runs.get(1)).toBe(1);
    expect(await jobRow('lease-1')).toMatchObject({ attempts: 2, doneAt: at(LEASE_MS) });
  });

  it('only claims kinds this instance has a handler for (jobs of other kinds wait for an instance that has one)', async () => {
    await enqueue(env.db, { kind: 'k-nobody', key: 'nobody-1', runAt: T0 });
    const runner = countingRunner(env.db, 'k-somebody', new Map());
    await runner.runDue({ now: at(LEASE_MS) });
    expect(await jobRow('nobody-1')).toMatchObject({ attempts: 0, doneAt: null });
  });
});

describe.runIf(testDbKind() === 'postgres')('job table with two instances on PostgreSQL', () => {
  let second: Database;
  beforeAll(async () => {
    ({ database: second } = await env.secondInstance({ poolSize: 10 }));
  });

  for (const transaction of [true, false]) {
    it(`runs each of 200 jobs exactly once when two instances race over them (${transaction ? 'transactional' : 'outside effect'} handlers)`, async () => {
      const kind = `k-race-${transaction}`;
      const runs = new Map<number, number>();
      await env.db.insert(jobs).values(Array.from({ length: 200 }, (_, n) => ({ kind, payload: { n }, runAt: T0 })));
      const a = countingRunner(env.db, kind, runs, { transaction });
      const b = countingRunner(second.db, kind, runs, { transaction });

      const results = await Promise.all([
        a.runDue({ now: T0, limit: 5, maxBatches: 1000 }),
        b.runDue({ now: T0, limit: 5, maxBatches: 1000 }),
        a.runDue({ now: T0, limit: 5, maxBatches: 1000 }),
        b.runDue({ now: T0, limit: 5, maxBatches: 1000 }),
      ]);

      expect(results.reduce((sum, r) => sum + r.done, 0)).toBe(200);
      expect(results.every((r) => r.failed === 0)).toBe(true);
      expect(runs.size).toBe(200);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
      // Both instances did part of the work.
      expect(results[0].done + results[2].done).toBeGreaterThan(0);
      expect(results[1].done + results[3].done).toBeGreaterThan(0);
      const [left] = await env.db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(sql`${jobs.kind} = ${kind} and ${jobs.doneAt} is null`);
      expect(left!.n).toBe(0);
    });
  }
});
