/** `npm run backup` and `npm run restore` as the owner runs them: child processes on an embedded directory. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { openDatabase } from '../db/client';
import { adminUsers, classTypes } from '../db/schema';
import { seedIfEmpty } from '../db/seed';
import { runTs } from '../test/child';
import { testDbKind } from '../test/harness';

const dir = mkdtempSync(path.join(tmpdir(), 'backup-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.runIf(testDbKind() === 'pglite')('npm run backup / npm run restore (embedded)', () => {
  it('writes a snapshot, refuses to restore unconfirmed, and restores it into a new DATA_DIR', { timeout: 300_000 }, async () => {
    const source = path.join(dir, 'source');
    const db = await openDatabase({ dataDir: source });
    await db.migrate();
    await seedIfEmpty(db.db, testConfig({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'a-long-password' }));
    await db.close();

    const file = path.join(dir, 'copy.tar.gz');
    const backup = await runTs('src/server/cli/backup.ts', ['backup', '--out', file], { env: { DATA_DIR: source } });
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toContain(`Backup written to ${file}`);

    const target = path.join(dir, 'target');
    const refused = await runTs('src/server/cli/backup.ts', ['restore', file], { env: { DATA_DIR: target }, input: 'no\n' });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe('Error: not confirmed; nothing was changed');

    const restore = await runTs('src/server/cli/backup.ts', ['restore', file, '--yes'], { env: { DATA_DIR: target } });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const restored = await openDatabase({ dataDir: target });
    const [types] = await restored.db.select({ n: count() }).from(classTypes);
    const admins = await restored.db.select({ username: adminUsers.username }).from(adminUsers);
    await restored.close();
    expect(types!.n).toBe(10);
    expect(admins).toEqual([{ username: 'owner' }]);
  });
});
