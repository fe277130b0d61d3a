import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type postgres from 'postgres';
import { migrationsFolder, openDatabase } from '../db/client';
import { migrationsKey } from '../db/pglite-template';

/**
 * Every test file starts from a copy of one migrated database, made once per set of migrations (the first
 * file to need it makes it; a changed migration makes a new one): running all migrations per file was most
 * of a server file's set-up. PostgreSQL copies a template database; PGlite loads a dump of a data directory.
 */
const migratedKey = () => migrationsKey(migrationsFolder).slice(0, 16);

export async function postgresTemplate(admin: postgres.Sql, baseUrl: string): Promise<string> {
  const template = `t_migrated_${migratedKey()}`;
  const exists = async () => (await admin`select 1 from pg_database where datname = ${template}`).length > 0;
  if (await exists()) return template;
  // Made under another name and renamed when complete: a file never copies a half-migrated template.
  const making = `t_making_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin.unsafe(`create database "${making}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${making}`;
  // Two: the migration's start-up lock holds one connection while the migrator uses another.
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  await database.migrate();
  await database.close();
  try {
    await admin.unsafe(`alter database "${making}" rename to "${template}"`);
  } catch (error) {
    // Another file made it first.
    await admin.unsafe(`drop database if exists "${making}" with (force)`);
    if (!(await exists())) throw error;
  }
  return template;
}

let pgliteDump: Blob | undefined;
export async function pgliteMigratedDump(): Promise<Blob> {
  if (pgliteDump) return pgliteDump;
  const file = path.join(tmpdir(), 'fitness-booking-tests', `pglite-${migratedKey()}.tar.gz`);
  if (existsSync(file)) return (pgliteDump = new Blob([readFileSync(file)]));
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const dump = await database.dumpEmbedded!();
  await database.close();
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return (pgliteDump = dump);
}
