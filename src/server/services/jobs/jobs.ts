import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';
import type { Log } from '../platform/log';

/** What a handler is given: the job's payload, its row, the runner's time, and where to write. */
export interface JobContext<P> {
  payload: P;
  job: { id: number; kind: string; key: string | null; attempt: number; maxAttempts: number };
  now: Date;
  /** The transaction the job is recorded done in (or the plain database for `transaction: false` kinds). */
  tx: DbOrTx;
}

export type JobHandler<P> = (ctx: JobContext<P>) => Promise<void>;

export interface JobKindOptions {
  /**
   * true (the default): the handler's writes and the 'done' record commit together, so work that only
   * writes to the database happens exactly once. false: for work with an outside effect (SMTP, an
   * HTTP call) that must not hold a transaction open; it runs at least once, and the handler must
   * itself skip what is already recorded as delivered.
   */
  transaction?: boolean;
  /** Delay before retry `attempt` + 1 (default 30 s doubling, at most an hour). */
  backoffMs?: (attempt: number) => number;
}

export interface EnqueueInput {
  kind: string;
  payload?: unknown;
  runAt?: Date;
  /** Unique: a second enqueue with the same key does nothing. */
  key?: string;
  maxAttempts?: number;
}

export interface RunResult {
  done: number;
  /** Failed attempts (retried later, or given up when out of attempts). */
  failed: number;
}

/** How long a claim is good for; a runner that has died lets go of its jobs when this lapses. */
export const LEASE_MS = 60_000;
const defaultBackoff = (attempt: number) => Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempt - 1));

class LeaseLost extends Error {}

/** The first multiple of `everyMs` (counted from the epoch) after `now`: every instance picks the same one. */
export function nextOccurrence(now: Date, everyMs: number): Date {
  return new Date((Math.floor(now.getTime() / everyMs) + 1) * everyMs);
}

/** A recurring job's row for the occurrence at `runAt`; its key makes every instance's enqueue the same row. */
function occurrence(kind: string, runAt: Date): EnqueueInput {
  return { kind, key: `${kind}@${runAt.toISOString()}`, runAt, maxAttempts: 1 };
}

interface Registered {
  handler: JobHandler<unknown>;
  transaction: boolean;
  backoffMs: (attempt: number) => number;
}

/** Adds a job inside the caller's transaction; returns false when a job with the same key exists. */
/** The run time of a job wanted as soon as possible: before any clock's now. */
export const ASAP = new Date(0);

export async function enqueue(tx: DbOrTx, input: EnqueueInput): Promise<boolean> {
  const rows = await tx
    .insert(jobs)
    .values({
      kind: input.kind,
      payload: input.payload ?? {},
      key: input.key ?? null,
      // Without a time it is due at once on whatever clock the runner keeps: not the database's now(), which a clock
      // set behind the wall clock (the browser journeys' server clock) would not reach, so the job would wait.
      runAt: input.runAt ?? ASAP,
      ...(input.maxAttempts ? { maxAttempts: input.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * The job table's runner for one instance. Any number of instances may run against one database:
 * due jobs are claimed with FOR UPDATE SKIP LOCKED and a lease, and only the latest claimant (its
 * attempt number is the fencing token) may record the outcome.
 */
export function createJobService(deps: { db: Db; log: Log; clock?: () => Date; leaseMs?: number }) {
  const { db, log } = deps;
  const clock = deps.clock ?? (() => new Date());
  const leaseMs = deps.leaseMs ?? LEASE_MS;
  const handlers = new Map<string, Registered>();
  const recurring = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;

  function register<P>(kind: string, handler: JobHandler<P>, opts: JobKindOptions = {}): void {
    if (handlers.has(kind)) throw new Error(`job kind '${kind}' is registered twice`);
    handlers.set(kind, {
      handler: handler as JobHandler<unknown>,
      transaction: opts.transaction ?? true,
      backoffMs: opts.backoffMs ?? defaultBackoff,
    });
  }

  /**
   * A chore run every `everyMs` across all instances: one job per occurrence (keyed by its time, so
   * however many instances schedule it there is one row), claimed like any job, so one instance runs
   * it. Each run first enqueues the next occurrence and clears the kind's finished rows, then does the
   * work on the runner's clock. It is not retried (the next occurrence is the retry) and runs outside a
   * transaction, so the chore must be safe to repeat should its lease lapse mid-run.
   */
  function every(kind: string, everyMs: number, run: (now: Date) => Promise<unknown>): void {
    register(
      kind,
      async ({ now, job }) => {
        await enqueue(db, occurrence(kind, nextOccurrence(now, everyMs)));
        await db.delete(jobs).where(and(eq(jobs.kind, kind), ne(jobs.id, job.id), or(isNotNull(jobs.doneAt), isNotNull(jobs.failedAt))));
        await run(now);
      },
      { transaction: false },
    );
    recurring.set(kind, everyMs);
  }

  /** Makes sure each recurring chore's next occurrence is in the job table (a no-op where it already is). */
  async function scheduleRecurring(now: Date = clock()): Promise<void> {
    for (const [kind, everyMs] of recurring) await enqueue(db, occurrence(kind, nextOccurrence(now, everyMs)));
  }

  /** Claims up to `limit` due jobs of the given kinds for this instance until `now` + the lease. */
  async function claim(opts: { now?: Date; limit?: number; kinds?: string[] } = {}) {
    const now = opts.now ?? clock();
    const kinds = opts.kinds ?? [...handlers.keys()];
    if (kinds.length === 0) return [];
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
          lte(jobs.runAt, now),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
          inArray(jobs.kind, kinds),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(opts.limit ?? 10)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(jobs)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning({
        id: jobs.id,
        kind: jobs.kind,
        key: jobs.key,
        payload: jobs.payload,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
      });
    return claimed.sort((a, b) => a.id - b.id);
  }

  type Claimed = Awaited<ReturnType<typeof claim>>[number];

  const ours = (job: Claimed) => and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), isNull(jobs.doneAt), isNull(jobs.failedAt));

  async function markDone(tx: DbOrTx, job: Claimed, now: Date): Promise<boolean> {
    const rows = await tx.update(jobs).set({ doneAt: now, lockedUntil: null, lastError: null }).where(ours(job)).returning({ id: jobs.id });
    return rows.length > 0;
  }

  async function runOne(job: Claimed, now: Date): Promise<'done' | 'failed' | 'lost'> {
    const kind = handlers.get(job.kind);
    if (!kind) return 'lost';
    const ctx = {
      payload: job.payload,
      job: { id: job.id, kind: job.kind, key: job.key, attempt: job.attempts, maxAttempts: job.maxAttempts },
      now,
    };
    try {
      if (kind.transaction) {
        await db.transaction(async (tx) => {
          await kind.handler({ ...ctx, tx });
          if (!(await markDone(tx, job, now))) throw new LeaseLost();
        });
        return 'done';
      }
      await kind.handler({ ...ctx, tx: db });
      return (await markDone(db, job, now)) ? 'done' : 'lost';
    } catch (error) {
      if (error instanceof LeaseLost) return 'lost';
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const giveUp = job.attempts >= job.maxAttempts;
      await db
        .update(jobs)
        .set({
          lockedUntil: null,
          lastError: message,
          ...(giveUp ? { failedAt: now } : { runAt: new Date(now.getTime() + kind.backoffMs(job.attempts)) }),
        })
        .where(ours(job));
      log.warn(
        { id: job.id, kind: job.kind, attempt: job.attempts, error: message },
        giveUp ? 'job failed for good' : 'job failed; will retry',
      );
      return 'failed';
    }
  }

  /** Claims and runs due jobs, batch after batch, until none is left (or `maxBatches` is reached). */
  async function runDueOnce(opts: { now?: Date; limit?: number; kinds?: string[]; maxBatches?: number } = {}): Promise<RunResult> {
    const result: RunResult = { done: 0, failed: 0 };
    const now = opts.now ?? clock();
    for (let batch = 0; batch < (opts.maxBatches ?? 20); batch++) {
      const claimed = await claim({ now, limit: opts.limit, kinds: opts.kinds });
      if (claimed.length === 0) break;
      for (const job of claimed) {
        const outcome = await runOne(job, now);
        if (outcome === 'done') result.done++;
        else if (outcome === 'failed') result.failed++;
      }
    }
    return result;
  }

  // One run at a time per process: later calls queue behind the running one.
  let tail: Promise<unknown> = Promise.resolve();
  function serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  }

  let kickWaiting = false;
  function kick(): void {
    if (kickWaiting) return;
    kickWaiting = true;
    serial(() => {
      kickWaiting = false;
      return runDueOnce();
    }).catch((error: unknown) => log.error({ error: String(error) }, 'running jobs failed'));
  }

  async function idle(): Promise<void> {
    let seen: Promise<unknown>;
    do {
      seen = tail;
      await seen;
    } while (seen !== tail);
  }

  return {
    register,
    every,
    scheduleRecurring,
    enqueue,
    claim,
    /** Runs what is due now (or at `now`); also what tests call instead of waiting for the poller. */
    runDue: (opts: { now?: Date; limit?: number; kinds?: string[]; maxBatches?: number } = {}) => serial(() => runDueOnce(opts)),
    /** Runs due jobs soon without making the caller wait (called after a transaction that enqueued work commits). */
    kick,
    /** Resolves when no run is going on or queued in this process. */
    idle,
    kinds: () => [...handlers.keys()],
    start(intervalMs = 5_000): void {
      if (timer) return;
      timer = setInterval(kick, intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await idle();
    },
  };
}

export type JobService = ReturnType<typeof createJobService>;
