/** `npm run backup` and `npm run restore` as the owner runs them: child processes on an embedded directory. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { openDatabase } from '../db/client';
import { claimDataDir } from '../db/data-dir-lock';
import { adminUsers, bookings, classTypes, orders, scheduleSlots } from '../db/schema';
import { seedIfEmpty } from '../db/seed';
import { runTs } from '../test/child';
import { testDbKind } from '../test/harness';
import { controlSocketPath, serveBackups } from '../services/platform/backup-control';
import { createServices } from '../services/container';
import { createSlot, seededClassType, visitor } from '../test/booking-fixtures';
import { createContextInner } from '../trpc/context';
import { createCaller } from '../trpc/root';

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

describe.runIf(testDbKind() === 'pglite')('npm run backup while the server runs (embedded)', () => {
  it(
    'asks the running server for the snapshot during bookings; the restored copy has every booking committed before it',
    { timeout: 300_000 },
    async () => {
      const dataDir = path.join(dir, 'running');
      mkdirSync(dataDir, { recursive: true });
      // The server's claim on DATA_DIR: a second process may not open these files.
      const release = claimDataDir(dataDir, 'the server');
      const live = await openDatabase({ dataDir });
      await live.migrate();
      const config = testConfig({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'a-long-password' });
      await seedIfEmpty(live.db, config);
      const control = await serveBackups(live, dataDir);
      try {
        const caller = createCaller(createContextInner({ db: live.db, config, services: createServices({ db: live.db, config }) }));
        const mat = await seededClassType(live.db, 'Mat Pilates Class');
        const slot = await createSlot(live.db, { allowed: [mat.id], maxBookings: 40 });
        const book = (i: number) => caller.bookings.create({ ...visitor(`run${i}`), classTypeId: mat.id, scheduleId: slot.id });
        for (let i = 0; i < 10; i++) expect((await book(i)).success).toBe(true);
        const committed = (await live.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.slotId, slot.id))).map((b) => b.id);

        const file = path.join(dir, 'while-running.tar.gz');
        // Bookings keep arriving while `npm run backup` (another process) asks for the snapshot.
        const during = Array.from({ length: 10 }, (_, i) => book(10 + i));
        const backup = await runTs('src/server/cli/backup.ts', ['backup', '--out', file], { env: { DATA_DIR: dataDir } });
        await Promise.all(during);
        expect(backup.stderr).toBe('');
        expect(backup.stdout).toContain(`Backup written to ${file} by the running server`);

        const target = path.join(dir, 'running-restored');
        const restore = await runTs('src/server/cli/backup.ts', ['restore', file, '--yes'], { env: { DATA_DIR: target } });
        expect(restore.code).toBe(0);
        const restored = await openDatabase({ dataDir: target });
        const ids = (await restored.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.slotId, slot.id))).map((b) => b.id);
        const withOrders = ids.length
          ? (await restored.db.select({ bookingId: orders.bookingId }).from(orders).where(inArray(orders.bookingId, ids))).map(
              (o) => o.bookingId,
            )
          : [];
        const [taken] = await restored.db.select({ taken: scheduleSlots.taken }).from(scheduleSlots).where(eq(scheduleSlots.id, slot.id));
        await restored.close();
        expect(ids).toEqual(expect.arrayContaining(committed));
        // Consistent: each booking with its order, and the slot's count of places matches its bookings.
        expect(withOrders.sort()).toEqual([...ids].sort());
        expect(taken!.taken).toBe(ids.length);
      } finally {
        await control.close();
        await live.close();
        release();
      }
    },
  );

  it(
    'without a running server, opens the directory itself as before; a stale socket file is no obstacle',
    { timeout: 120_000 },
    async () => {
      const dataDir = path.join(dir, 'stale');
      const db = await openDatabase({ dataDir });
      await db.migrate();
      await db.close();
      writeFileSync(controlSocketPath(dataDir), '');
      const file = path.join(dir, 'stale.tar.gz');
      const backup = await runTs('src/server/cli/backup.ts', ['backup', '--out', file], { env: { DATA_DIR: dataDir } });
      expect(backup.stderr).toBe('');
      expect(backup.stdout).toContain(`Backup written to ${file}`);
      expect(backup.stdout).not.toContain('by the running server');
    },
  );
});
