import { existsSync, mkdirSync, readFileSync } from 'node:fs';
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
import { copyTemplate, readTemplate } from './pglite-template';
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
  /** Embedded only: PGlite's own dump of the data directory (a gzipped tarball), taken between transactions. */
  dumpEmbedded?(): Promise<Blob>;
  /**
   * Embedded only: runs `fn` while no query or transaction can run, after a CHECKPOINT wrote every change to the
   * data files, so the directory on disk (`dataDir`; null for an in-memory database) can be copied as it is.
   */
  embeddedQuiet?<T>(fn: (dataDir: string | null) => Promise<T>): Promise<T>;
}

/** Subscribes to a PostgreSQL notification channel; resolves once listening, to an unsubscribe function. */
export type Listen = (channel: string, fn: (payload: string) => void, onConnect?: () => void) => Promise<() => Promise<void>>;

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
 * PGlite's own start parameters plus a smaller buffer pool. Its shared memory lives inside the wasm memory
 * and is zeroed when Postgres starts, so all of shared_buffers (initdb's 128 MB) is resident from the first
 * second: 285 MB after opening against 162 MB with 16 MB (decision 169), and 8 MB takes another 8 MB off the
 * peak under load (decision 224). Pages that fall out of the pool are read back from the OS page cache, and a
 * site's data is a few MB.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'];

/** Connections in one instance's PostgreSQL pool unless `poolSize` says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

/**
 * Opens the database: postgres.js when `databaseUrl` is given, otherwise embedded PGlite stored in
 * `dataDir` (or in memory when `dataDir` is `memory://`).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  migrationsFolder?: string;
  /** In memory only: start from this dump of a data directory (the tests' migrated copy) instead of initdb. */
  loadDataDir?: Blob;
}): Promise<Database> {
  const folder = opts.migrationsFolder ?? migrationsFolder;
  if (opts.databaseUrl) {
    const client = postgres(opts.databaseUrl, { max: opts.poolSize ?? DEFAULT_POOL_SIZE, onnotice: () => {} });
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
      return () => sub.unlisten();
    };
    return {
      db,
      kind: 'postgres',
      withStartupLock,
      listen,
      migrate: async () => {
        if (!(await migrationsApplied(db, folder)))
          await withStartupLock(() => migratePostgres(drizzlePostgres(client), { migrationsFolder: folder }));
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  // A first start on disk copies the build's migrated template instead of running initdb (pglite-template.ts).
  const template = dataDir.startsWith('memory://') || existsSync(path.join(dataDir, 'PG_VERSION')) ? undefined : readTemplate(folder);
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  if (template) copyTemplate(template, dataDir);
  const client = await PGlite.create(dataDir, {
    startParams: PGLITE_START_PARAMS,
    ...(opts.loadDataDir && dataDir.startsWith('memory://') ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const listen: Listen = async (channel, fn, onConnect) => {
    const unlisten = await client.listen(channel, fn);
    // One in-process session that never reconnects.
    onConnect?.();
    return () => unlisten();
  };
  return {
    db,
    kind: 'pglite',
    listen,
    // PGlite is a single in-process session: there is nobody else to lock out.
    withStartupLock: (fn) => fn(),
    migrate: async () => {
      if (!(await migrationsApplied(db, folder))) await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
    },
    close: () => client.close(),
    // Inside a transaction of its own: PGlite runs one transaction at a time, so none is half done in the dump.
    dumpEmbedded: () => client.transaction(() => client.dumpDataDir('gzip')),
    embeddedQuiet: (fn) =>
      client.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        return fn(dataDir.startsWith('memory://') ? null : dataDir);
      }),
  };
}

/**
 * True when drizzle's migrator would apply nothing: it applies each migration of the journal newer than the
 * newest one recorded in the database, so one query and the journal answer it without reading and hashing every
 * .sql file and running its statements (a start on an existing directory). A database never migrated is not.
 */
async function migrationsApplied(db: Db, folder: string): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const newestInFolder = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const [row] = rowsOf<{ newest: string | null }>(
      await db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`),
    );
    return row?.newest != null && Number(row.newest) >= newestInFolder;
  } catch {
    // No migrations table yet: the migrator creates it.
    return false;
  }
}

/**
 * A prepared statement made once per database handle (a pool, PGlite, a transaction) and kept while it lives:
 * `perDatabase(make)(db)` builds it on first use. For the reads every booking in a rush makes.
 */
export function perDatabase<T>(make: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const made = new WeakMap<DbOrTx, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}

/** The rows of `db.execute`, whichever driver answered (postgres.js gives an array, PGlite `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

/** True when the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
