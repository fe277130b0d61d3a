import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, rowsOf } from './client';

describe.runIf(process.env.TEST_DB !== 'postgres')('the embedded database under DATA_DIR', () => {
  // A copy of the project's migrations, which the test changes.
  const root = mkdtempSync(path.join(tmpdir(), 'client-test-'));
  const folder = path.join(root, 'drizzle');
  cpSync(migrationsFolder, folder, { recursive: true });
  const dataDir = path.join(root, 'data');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const tableExists = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], name: string) =>
    rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from information_schema.tables where table_name = ${name}`))[0]
      ?.n === 1;

  it('migrates a new directory, with an 8 MB buffer pool', { timeout: 120_000 }, async () => {
    const database = await openDatabase({ dataDir, migrationsFolder: folder });
    try {
      await database.migrate();
      expect(await tableExists(database.db, 'bookings')).toBe(true);
      expect(rowsOf<{ shared_buffers: string }>(await database.db.execute(sql`show shared_buffers`))[0]?.shared_buffers).toBe('8MB');
    } finally {
      await database.close();
    }
  });

  it('starts an up-to-date directory without reading the migrations, and still applies a new one', { timeout: 120_000 }, async () => {
    // An old migration file gone: drizzle's migrator would fail reading it, so passing means it was not run.
    const first = path.join(folder, '0000_init.sql');
    const firstSql = readFileSync(first, 'utf8');
    rmSync(first);
    const again = await openDatabase({ dataDir, migrationsFolder: folder });
    try {
      await again.migrate();
    } finally {
      await again.close();
    }
    writeFileSync(first, firstSql);

    const journalFile = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: '9999_added_later' });
    writeFileSync(journalFile, JSON.stringify(journal));
    writeFileSync(path.join(folder, '9999_added_later.sql'), 'CREATE TABLE "added_later" ("id" serial PRIMARY KEY);');

    const upgraded = await openDatabase({ dataDir, migrationsFolder: folder });
    try {
      expect(await tableExists(upgraded.db, 'added_later')).toBe(false);
      await upgraded.migrate();
      expect(await tableExists(upgraded.db, 'added_later')).toBe(true);
    } finally {
      await upgraded.close();
    }
  });
});
