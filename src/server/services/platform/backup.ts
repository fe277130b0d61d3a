import { spawn } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, writeSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** How many daily snapshots of the embedded database are kept under DATA_DIR/backups. */
export const DAILY_SNAPSHOTS_KEPT = 14;
export const EMBEDDED_EXT = '.tar.gz';
export const POSTGRES_EXT = '.pgdump';

const stamp = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');

/**
 * A backup holds every customer's name, e-mail and phone, so it is the owner's alone: the file is made mode 600
 * before a byte is written (a new folder for it 700), whatever the umask. Returns the `.partial` path to fill;
 * the caller renames it over `file` when complete, so a crash never leaves a half file that looks like a backup.
 */
function ownerOnlyPartial(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  // A leftover from a crash keeps whatever mode it had: start afresh.
  rmSync(partial, { force: true });
  closeSync(openSync(partial, 'wx', 0o600));
  chmodSync(partial, 0o600);
  return partial;
}

/**
 * What lives in the data directory but is not the database: the snapshots themselves (a snapshot holding the
 * earlier ones would double every day) and the claim of the process that has the directory open.
 */
const NOT_THE_DATABASE = new Set(['backups', 'in-use.pid']);
const isDatabaseEntry = (entry: string) => !NOT_THE_DATABASE.has(entry);

/**
 * Writes a consistent snapshot of the embedded database to `file` (a gzipped tarball of its data directory,
 * the format PGlite's own dump has), readable by the owner only. On disk the directory is copied while no query
 * runs (after a CHECKPOINT: under a second for hundreds of MB), then compressed from the copy with the site
 * running again, streamed, so memory stays flat however big the database is (needs room for one copy on disk).
 * An in-memory database uses PGlite's dump.
 */
export async function snapshotEmbedded(database: Database, file: string): Promise<void> {
  if (!database.embeddedQuiet || !database.dumpEmbedded) throw new Error('only the embedded database has a PGlite snapshot');
  const partial = ownerOnlyPartial(file);
  const staging = `${partial}.d`;
  rmSync(staging, { recursive: true, force: true });
  try {
    const copied = await database.embeddedQuiet(async (dataDir) => {
      if (dataDir === null) return false;
      mkdirSync(staging, { mode: 0o700 });
      for (const entry of readdirSync(dataDir).filter(isDatabaseEntry)) {
        await cp(path.join(dataDir, entry), path.join(staging, entry), { recursive: true });
      }
      return true;
    });
    if (copied) {
      // Compressed by GNU tar and gzip in processes of their own, so the server's memory does not grow with
      // the database; the file made owner-only above is written in place (its mode stays). gzip -1: a third of
      // the default level's time for a tenth more bytes.
      await run('tar', [
        '--create',
        '--use-compress-program=gzip -1',
        `--file=${partial}`,
        `--directory=${staging}`,
        ...readdirSync(staging).sort(),
      ]);
    } else {
      const blob = await database.dumpEmbedded();
      const fd = openSync(partial, 'w');
      try {
        writeSync(fd, Buffer.from(await blob.arrayBuffer()));
      } finally {
        closeSync(fd);
      }
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  renameSync(partial, file);
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${command} was not found: install ${command === 'tar' ? 'GNU tar and gzip' : 'the PostgreSQL client tools (e.g. apt-get install postgresql-client)'}`
            : error.message,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed: ${stderr.trim().split('\n').at(-1) ?? `exit ${code}`}`)),
    );
  });
}

/**
 * pg_dump's custom format: one consistent snapshot of the whole database, restored with pg_restore. pg_dump
 * truncates the owner-only file made for it rather than creating its own, so the file is never world-readable.
 */
export async function snapshotPostgres(databaseUrl: string, file: string): Promise<void> {
  const partial = ownerOnlyPartial(file);
  await run('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, databaseUrl]);
  chmodSync(partial, 0o600);
  renameSync(partial, file);
}

/** Replaces the PostgreSQL database's contents with a pg_dump file, in one transaction. */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  await run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}

/**
 * Loads a PGlite snapshot into `dataDir`. The current directory is kept beside it as
 * `<dataDir>.before-restore-<time>` (its backups/ folder moves into the restored one).
 */
export async function restoreEmbedded(dataDir: string, file: string, now = new Date()): Promise<{ previous: string | null }> {
  const fresh = `${dataDir}.restoring`;
  rmSync(fresh, { recursive: true, force: true });
  mkdirSync(fresh, { recursive: true });
  // Unpacked by tar from the file (both our snapshots and PGlite's own dumps, whose names start with '/', which
  // tar takes off); an older snapshot's copy of the snapshots folder is left out.
  await run('tar', [
    '--extract',
    '--gzip',
    `--file=${file}`,
    `--directory=${fresh}`,
    ...[...NOT_THE_DATABASE].map((e) => `--exclude=${e}`),
  ]);
  const pg = await PGlite.create(fresh);
  // Proves the snapshot opens before anything is replaced.
  await pg.query('select 1');
  await pg.close();
  let previous: string | null = null;
  if (existsSync(dataDir) && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    // Nothing but a claim file or an empty folder: no data to keep.
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (existsSync(dataDir)) {
    previous = `${dataDir}.before-restore-${stamp(now)}`;
    renameSync(dataDir, previous);
    if (existsSync(path.join(previous, 'backups'))) renameSync(path.join(previous, 'backups'), path.join(fresh, 'backups'));
  }
  renameSync(fresh, dataDir);
  return { previous };
}

/**
 * The embedded store's daily snapshot under DATA_DIR/backups, keeping the last 14. Claimed first in the
 * database (ops_state 'daily-snapshot', one conditional upsert), so it runs once a day even if several
 * processes call it; with the embedded database there is only ever one process, but the rule is the same.
 */
export async function dailySnapshot(database: Database, dataDir: string, now = new Date()): Promise<string | null> {
  if (database.kind !== 'pglite') return null;
  const due = new Date(now.getTime() - 24 * 3600_000 + 60_000).toISOString();
  const claimed = await database.db
    .execute(sql`insert into ops_state (name, at) values ('daily-snapshot', ${now.toISOString()}::timestamptz)
    on conflict (name) do update set at = excluded.at where ops_state.at <= ${due}::timestamptz returning name`);
  const rows = Array.isArray(claimed) ? claimed : (claimed as { rows: unknown[] }).rows;
  if (!rows.length) return null;
  const dir = path.join(dataDir, 'backups');
  const file = path.join(dir, `daily-${stamp(now)}${EMBEDDED_EXT}`);
  try {
    await snapshotEmbedded(database, file);
  } catch (error) {
    // Unclaimed again, so the next check tries once more instead of waiting a day.
    await database.db.execute(sql`delete from ops_state where name = 'daily-snapshot'`);
    throw error;
  }
  const daily = readdirSync(dir)
    .filter((f) => f.startsWith('daily-') && f.endsWith(EMBEDDED_EXT))
    .sort();
  for (const old of daily.slice(0, Math.max(0, daily.length - DAILY_SNAPSHOTS_KEPT))) rmSync(path.join(dir, old), { force: true });
  return file;
}

/** Where `npm run backup` writes without --out: the project's backups/ folder, which git ignores. */
export const defaultBackupFile = (kind: Database['kind'], now = new Date()) =>
  path.join('backups', `backup-${stamp(now)}${kind === 'pglite' ? EMBEDDED_EXT : POSTGRES_EXT}`);
