import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import { testDbKind, useTestEnv } from '../../test/harness';
import { createLog } from '../platform/log';
import { createTestClock } from '../platform/test-clock';
import { createJobService } from './jobs';
import { CHORE_EVERY_MS, CHORES, createBackgroundWorker } from './worker';

const env = useTestEnv({ seed: false });
const log = createLog({ LOG_LEVEL: 'silent' });
// A second past a minute boundary, so the clock's own drift during the test crosses none.
const T0 = new Date('2026-12-01T09:00:01Z');
const KINDS = ['chore.a', 'chore.b'];
const started: { stop(): Promise<void> }[] = [];

/**
 * One app instance's worker over `db`, on the database-backed test clock every instance agrees on,
 * with two counting chores. Its poller is left idle (an hour apart): the test runs due jobs itself.
 */
async function instance(db: Database['db'], runs: Map<string, Date[]>) {
  const clock = createTestClock(db);
  await clock.refresh();
  const jobService = createJobService({ db, log, clock: clock.now });
  const customers = { schedulePurge: async () => undefined };
  const chore = (kind: string) => ({
    everyMs: CHORE_EVERY_MS,
    run: async (now: Date) => void runs.set(kind, [...(runs.get(kind) ?? []), now]),
  });
  const worker = createBackgroundWorker({ jobs: jobService, customers, log, chores: Object.fromEntries(KINDS.map((k) => [k, chore(k)])) });
  started.push(worker);
  return { clock, jobs: jobService, worker };
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((w) => w.stop()));
});

async function twoInstancesRunEachChoreOncePerMinute(dbs: [Database['db'], Database['db']]) {
  const runs = new Map<string, Date[]>();
  await createTestClock(dbs[0]).set(T0);
  const a = await instance(dbs[0], runs);
  const b = await instance(dbs[1], runs);
  a.worker.start({ jobsEveryMs: 3_600_000 });
  b.worker.start({ jobsEveryMs: 3_600_000 });
  await Promise.all([a.worker.scheduled(), b.worker.scheduled()]);
  const runBoth = () => Promise.all([a.jobs.runDue(), b.jobs.runDue(), a.jobs.runDue(), b.jobs.runDue()]);

  // Both scheduled the next whole minute: one row per chore, not yet due.
  const pending = await dbs[0]
    .select({ kind: jobs.kind, runAt: jobs.runAt })
    .from(jobs)
    .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt)));
  expect(pending.filter((j) => KINDS.includes(j.kind)).sort((x, y) => x.kind.localeCompare(y.kind))).toEqual(
    KINDS.map((kind) => ({ kind, runAt: new Date('2026-12-01T09:01:00Z') })),
  );
  await runBoth();
  expect(runs.size).toBe(0);

  // A minute on: each chore runs once, at the moved clock's time, whichever instance claimed it.
  for (const minute of [1, 2, 3]) {
    await a.clock.set(new Date(T0.getTime() + minute * CHORE_EVERY_MS));
    await b.clock.refresh();
    await runBoth();
    await runBoth();
    for (const kind of KINDS) {
      expect(runs.get(kind)?.length, `${kind} after minute ${minute}`).toBe(minute);
      expect(runs.get(kind)!.at(-1)!.getTime()).toBeGreaterThanOrEqual(T0.getTime() + minute * CHORE_EVERY_MS);
    }
  }

  // A restart schedules nothing twice, and the table keeps only the last run and the next occurrence.
  await a.worker.stop();
  const restarted = await instance(dbs[0], runs);
  restarted.worker.start({ jobsEveryMs: 3_600_000 });
  await restarted.worker.scheduled();
  for (const kind of KINDS) {
    const rows = await dbs[0].select({ doneAt: jobs.doneAt }).from(jobs).where(eq(jobs.kind, kind));
    expect(rows.map((r) => (r.doneAt ? 'done' : 'next')).sort()).toEqual(['done', 'next']);
  }
}

describe('recurring chores in the job table', () => {
  it('the app registers every chore as a job kind', () => {
    expect(env.services.jobs.kinds()).toEqual(expect.arrayContaining(Object.values(CHORES)));
  });

  it('runs each chore once a minute with two instances on one database, on the moved test clock', async () => {
    await twoInstancesRunEachChoreOncePerMinute([env.db, env.db]);
  });
});

describe.runIf(testDbKind() === 'postgres')('recurring chores with two instances on PostgreSQL', () => {
  let second: Database;
  beforeAll(async () => {
    ({ database: second } = await env.secondInstance({ poolSize: 5 }));
  });

  it('runs each chore once a minute when two pools race for it', async () => {
    await env.db.delete(jobs);
    await twoInstancesRunEachChoreOncePerMinute([env.db, second.db]);
  });
});
