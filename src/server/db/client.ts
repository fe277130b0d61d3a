import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle, for services that take part in a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Applies pending migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  /** Runs `fn` while holding a cluster-wide lock (migrations, seeding). */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /** LISTENs on a channel; `onConnect` runs each time the listening session (re)connects. */
  listen: Listen;
  close(): Promise<void>;
}

/** Subscribes to a PostgreSQL notification channel; resolves once listening, to an unsubscribe function. */
export type Listen = (channel: string, fn: (payload: string) => void, onConnect?: () => void) => Promise<() => Promise<void>>;

// Services are built from a bare `db` (tests, bench, app): this lets them find its notification channel.
const listeners = new WeakMap<object, Listen>();

/** The `listen` of the database `db` was opened from, when it was opened by `openDatabase`. */
export function listenerOf(db: object): Listen | undefined {
  return listeners.get(db);
}

/** drizzle/ of the project: found upwards, since this module also runs bundled from dist/server/. */
export const migrationsFolder = findMigrations(path.dirname(fileURLToPath(import.meta.url)));

function findMigrations(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta/_journal.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`No drizzle/meta/_journal.json above ${from}`);
  }
}
const STARTUP_LOCK_ID = 727_001;

/**
 * Opens the database: postgres.js when `databaseUrl` is given, otherwise embedded PGlite stored in
 * `dataDir` (or in memory when `dataDir` is `memory://`).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; poolSize?: number }): Promise<Database> {
  if (opts.databaseUrl) {
    const client = postgres(opts.databaseUrl, { max: opts.poolSize ?? 10, onnotice: () => {} });
    const localWriteHandlers = new Set<() => void>();
    reportLocalWrites(client, () => {
      for (const handler of localWriteHandlers) handler();
    });
    const db = drizzlePostgres(client, { schema }) as unknown as Db;
    const withStartupLock = async <T>(fn: () => Promise<T>) => {
      const reserved = await client.reserve();
      try {
        await reserved`select pg_advisory_lock(${STARTUP_LOCK_ID})`;
        return await fn();
      } finally {
        await reserved`select pg_advisory_unlock(${STARTUP_LOCK_ID})`.catch(() => {});
        reserved.release();
      }
    };
    const listen: Listen = async (channel, fn, onConnect) => {
      const sub = await client.listen(channel, (payload) => fn(payload), onConnect);
      const local = () => fn('local');
      localWriteHandlers.add(local);
      return async () => {
        localWriteHandlers.delete(local);
        await sub.unlisten();
      };
    };
    listeners.set(db, listen);
    return {
      db,
      kind: 'postgres',
      withStartupLock,
      listen,
      migrate: () => withStartupLock(() => migratePostgres(drizzlePostgres(client), { migrationsFolder })),
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const listen: Listen = async (channel, fn, onConnect) => {
    const unlisten = await client.listen(channel, fn);
    // One in-process session that never reconnects.
    onConnect?.();
    return () => unlisten();
  };
  listeners.set(db, listen);
  return {
    db,
    kind: 'pglite',
    listen,
    // PGlite is a single in-process session: there is nobody else to lock out.
    withStartupLock: (fn) => fn(),
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * Calls `onWrite` as soon as a write through `client` has committed, before the writer's own code
 * resumes. The server's notice of the same write reaches the LISTEN session a moment later, so
 * without this a process could read its own stale cache right after its own write.
 */
function reportLocalWrites(client: postgres.Sql, onWrite: () => void) {
  const settle = <T>(promise: PromiseLike<T>, then: (...a: never[]) => unknown) =>
    (then as (this: PromiseLike<T>, ok: (v: T) => unknown, bad: (e: unknown) => unknown) => unknown).call(
      promise,
      (value: T) => {
        onWrite();
        return value;
      },
      (error: unknown) => {
        onWrite();
        throw error;
      },
    );
  const unsafe = client.unsafe;
  client.unsafe = ((query: string, ...rest: unknown[]) => {
    const pending = (unsafe as (...a: unknown[]) => ReturnType<typeof unsafe>)(query, ...rest);
    if (!/^\s*(insert|update|delete|with|merge|truncate)\b/i.test(query)) return pending;
    // postgres.js queries run when first awaited: wrap `then` so the report precedes the awaiter.
    const then = pending.then;
    (pending as { then: unknown }).then = (ok?: (v: unknown) => unknown, bad?: (e: unknown) => unknown) =>
      (settle(pending, then as never) as Promise<unknown>).then(ok, bad);
    return pending;
  }) as typeof client.unsafe;
  const begin = client.begin;
  client.begin = ((...args: unknown[]) => settle((begin as (...a: unknown[]) => Promise<unknown>)(...args), Promise.prototype.then as never)) as typeof client.begin;
}

/** True when the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
