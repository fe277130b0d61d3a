import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from './client';

describe.runIf(process.env.TEST_DB !== 'postgres')('the embedded database under DATA_DIR', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'client-test-'));
  const dataDir = path.join(root, 'data');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const tableExists = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], name: string) =>
    rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from information_schema.tables where table_name = ${name}`))[0]?.n === 1;

  it('migrates a new directory, with a 16 MB buffer pool', { timeout: 120_000 }, async () => {
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      expect(await tableExists(database.db, 'bookings')).toBe(true);
      expect(rowsOf<{ shared_buffers: string }>(await database.db.execute(sql`show shared_buffers`))[0]?.shared_buffers).toBe('16MB');
    } finally {
      await database.close();
    }
  });
});
