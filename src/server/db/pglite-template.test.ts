import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrationsFolder, openDatabase, rowsOf } from './client';
import { copyTemplate, readTemplate, writeTemplate } from './pglite-template';

describe.runIf(process.env.TEST_DB !== 'postgres')('the PGlite template a first start copies', () => {
  // A copy of the project's migrations, so the test builds its own template beside them.
  const root = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  const folder = path.join(root, 'drizzle');
  cpSync(migrationsFolder, folder, { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is a migrated empty database, and stops being used as soon as a migration changes', { timeout: 120_000 }, async () => {
    expect(readTemplate(folder)).toBeUndefined();
    await writeTemplate(folder);
    const template = readTemplate(folder);
    expect(template).toBe(path.join(root, 'dist/pglite-template/data'));

    const dataDir = path.join(root, 'data');
    copyTemplate(template!, dataDir);
    // PG_VERSION, which makes the directory count as made, is written after every other file of the copy.
    const written = readdirSync(dataDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => ({
        file: path.relative(dataDir, path.join(entry.parentPath, entry.name)),
        at: statSync(path.join(entry.parentPath, entry.name), { bigint: true }).mtimeNs,
      }));
    const lastOthers = written.filter((w) => w.file !== 'PG_VERSION').reduce((max, w) => (w.at > max ? w.at : max), 0n);
    expect(written.length).toBeGreaterThan(500);
    expect(written.find((w) => w.file === 'PG_VERSION')!.at).toBeGreaterThanOrEqual(lastOthers);
    const pg = await PGlite.create(dataDir);
    try {
      const tables = await pg.query<{ n: number }>(
        `select count(*)::int as n from information_schema.tables where table_name in ('schedule_slots', 'bookings', 'admin_users')`,
      );
      expect(tables.rows[0]?.n).toBe(3);
      expect((await pg.query<{ n: number }>('select count(*)::int as n from schedule_slots')).rows[0]?.n).toBe(0);
      // Only the database PGlite serves: a first start writes half as many files.
      expect((await pg.query<{ datname: string }>('select datname from pg_database')).rows.map((r) => r.datname)).toEqual(['postgres']);
      expect(readdirSync(path.join(dataDir, 'base'))).toHaveLength(1);
      // Nothing left for the migrator to do.
      const before = (await pg.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]?.n;
      await migrate(drizzle(pg), { migrationsFolder: folder });
      expect((await pg.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]?.n).toBe(before);
    } finally {
      await pg.close();
    }
    // The directory is an ordinary one afterwards: it opens again without the template.
    const again = await PGlite.create(dataDir);
    expect((await again.query<{ n: number }>('select count(*)::int as n from schedule_slots')).rows[0]?.n).toBe(0);
    await again.close();

    // A first start that stopped mid-copy left files but no PG_VERSION: the next start copies the template again.
    const interrupted = path.join(root, 'interrupted');
    cpSync(template!, interrupted, { recursive: true, filter: (source) => path.basename(source) !== 'PG_VERSION' });
    rmSync(path.join(interrupted, 'global/pg_control'));
    const reopened = await openDatabase({ dataDir: interrupted, migrationsFolder: folder });
    try {
      expect(rowsOf<{ n: number }>(await reopened.db.execute(sql`select count(*)::int as n from schedule_slots`))[0]?.n).toBe(0);
      expect(readdirSync(path.join(interrupted, 'base'))).toHaveLength(1);
    } finally {
      await reopened.close();
    }

    appendFileSync(path.join(folder, '0000_init.sql'), '\n-- changed\n');
    expect(readTemplate(folder)).toBeUndefined();
  });
});
