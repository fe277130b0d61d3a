/**
 * Backups as the owner relies on them: a snapshot taken while bookings are being made restores into a
 * new place with every booking committed before it, on the embedded store and on PostgreSQL.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { bookings, orders, opsState, scheduleSlots } from '../../db/schema';
import { seedIfEmpty } from '../../db/seed';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { testDbKind, useTestEnv } from '../../test/harness';
import { createContextInner } from '../../trpc/context';
import { createCaller } from '../../trpc/root';
import {
  DAILY_SNAPSHOTS_KEPT,
  dailySnapshot,
  defaultBackupFile,
  restoreEmbedded,
  restorePostgres,
  snapshotEmbedded,
  snapshotPostgres,
} from './backup';
import { createServices } from '../container';

const env = useTestEnv();
const dir = mkdtempSync(path.join(tmpdir(), 'backup-'));
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

const config = testConfig({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'a-long-password' });

/** Books 10 places and waits for them, then books 10 more while `snapshot` runs; returns the first ten's ids. */
async function bookAround(database: Database, snapshot: () => Promise<void>) {
  const caller = createCaller(createContextInner({ db: database.db, config, services: createServices({ db: database.db, config }) }));
  const mat = await seededClassType(database.db, 'Mat Pilates Class');
  const slot = await createSlot(database.db, { allowed: [mat.id], maxBookings: 30 });
  const book = (i: number) => caller.bookings.create({ ...visitor(`b${i}`), classTypeId: mat.id, scheduleId: slot.id });
  for (let i = 0; i < 10; i++) expect((await book(i)).success).toBe(true);
  const committed = (await database.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.slotId, slot.id))).map((b) => b.id);
  const during = Array.from({ length: 10 }, (_, i) => book(10 + i));
  await snapshot();
  await Promise.all(during);
  return { committed, slotId: slot.id };
}

/**
 * Every booking of the slot in the restored copy, and those without their order. A booking takes its place in one
 * statement and gets its order in the next transaction (decision 165), so a snapshot between the two holds a
 * place in flight: a plain hold with an expiry, which lapses like any other. Nothing else may lack its order.
 */
async function restoredBookings(database: Database, slotId: number) {
  const rows = await database.db
    .select({ id: bookings.id, status: bookings.status, holdExpiresAt: bookings.holdExpiresAt })
    .from(bookings)
    .where(eq(bookings.slotId, slotId));
  const ids = rows.map((r) => r.id);
  const ordered = new Set(
    (ids.length ? await database.db.select({ bookingId: orders.bookingId }).from(orders).where(inArray(orders.bookingId, ids)) : []).map(
      (o) => o.bookingId,
    ),
  );
  const withoutOrder = rows.filter((r) => !ordered.has(r.id));
  return { ids, withoutOrder, inFlight: withoutOrder.filter((r) => r.status === 'held' && r.holdExpiresAt !== null) };
}

/** The permission bits of a file or folder. */
const modeOf = (file: string) => statSync(file).mode & 0o777;

/** Runs `write` with a umask that would leave new files readable by everyone, as a careless shell's might. */
async function withOpenUmask<T>(write: () => Promise<T>): Promise<T> {
  const before = process.umask(0o000);
  try {
    return await write();
  } finally {
    process.umask(before);
  }
}

describe('where backups go', () => {
  it('git ignores the default backup folder and what a restore keeps aside', () => {
    for (const file of [defaultBackupFile('pglite'), defaultBackupFile('postgres'), 'data.before-restore-20300101-000000/PG_VERSION']) {
      const check = spawnSync('git', ['check-ignore', '--no-index', '-q', file]);
      expect(check.status, `${file} is ignored by git`).toBe(0);
    }
    expect(defaultBackupFile('pglite')).toMatch(/^backups\/backup-\d{8}-\d{6}\.tar\.gz$/);
  });
});

describe.runIf(testDbKind() === 'pglite')('embedded backups', () => {
  it('restores a snapshot taken during bookings into a new directory with every committed booking', { timeout: 180_000 }, async () => {
    const dataDir = path.join(dir, 'live');
    const live = await openDatabase({ dataDir });
    cleanups.push(() => live.close());
    await live.migrate();
    await seedIfEmpty(live.db, config);
    const file = path.join(dir, 'new-folder', 'snap.tar.gz');
    const { committed, slotId } = await bookAround(live, () => withOpenUmask(() => snapshotEmbedded(live, file)));
    // Every customer's personal data is in it: the owner's alone, as is a folder made for it.
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(path.dirname(file))).toBe(0o700);

    const restoredDir = path.join(dir, 'restored');
    expect(await restoreEmbedded(restoredDir, file)).toEqual({ previous: null });
    const restored = await openDatabase({ dataDir: restoredDir });
    cleanups.push(() => restored.close());
    const { ids, withoutOrder, inFlight } = await restoredBookings(restored, slotId);
    expect(ids).toEqual(expect.arrayContaining(committed));
    expect(ids.length).toBeLessThanOrEqual(20);
    expect(withoutOrder).toEqual(inFlight);
    // Bookings finished before the snapshot began are there whole.
    expect(withoutOrder.filter((b) => committed.includes(b.id))).toEqual([]);
  });

  it('keeps one daily snapshot a day under DATA_DIR/backups, the last 14, claimed in the database', { timeout: 180_000 }, async () => {
    const dataDir = path.join(dir, 'daily');
    const database = await openDatabase({ dataDir });
    cleanups.push(() => database.close());
    await database.migrate();
    const backups = path.join(dataDir, 'backups');
    mkdirSync(backups, { recursive: true });
    // Fifteen earlier days' snapshots already there.
    for (let day = 1; day <= 15; day++) writeFileSync(path.join(backups, `daily-203002${String(day).padStart(2, '0')}-020000.tar.gz`), '');
    const start = new Date('2030-03-01T02:00:00Z');
    const [first, again] = await Promise.all([dailySnapshot(database, dataDir, start), dailySnapshot(database, dataDir, start)]);
    expect([first, again].filter(Boolean)).toEqual([path.join(backups, 'daily-20300301-020000.tar.gz')]);
    expect(await dailySnapshot(database, dataDir, new Date('2030-03-01T20:00:00Z'))).toBeNull();
    expect(await dailySnapshot(database, dataDir, new Date('2030-03-02T02:00:00Z'))).toBe(
      path.join(backups, 'daily-20300302-020000.tar.gz'),
    );
    const files = readdirSync(backups).sort();
    expect(modeOf(path.join(backups, 'daily-20300302-020000.tar.gz'))).toBe(0o600);
    expect(files).toHaveLength(DAILY_SNAPSHOTS_KEPT);
    expect(files[0]).toBe('daily-20300204-020000.tar.gz');
    expect(files.at(-1)).toBe('daily-20300302-020000.tar.gz');
    const [row] = await database.db.select().from(opsState).where(eq(opsState.name, 'daily-snapshot'));
    expect(row!.at.toISOString()).toBe('2030-03-02T02:00:00.000Z');
    // A snapshot holds the database, not the snapshots before it (each day's would hold every earlier day's).
    const inside = spawnSync('tar', ['--list', '--gzip', `--file=${path.join(backups, 'daily-20300302-020000.tar.gz')}`], {
      encoding: 'utf8',
    })
      .stdout.split('\n')
      .filter(Boolean);
    expect(inside).toContain('PG_VERSION');
    expect(inside.filter((p) => p.startsWith('backups') || p === 'in-use.pid')).toEqual([]);
  });

  it("restores a snapshot in PGlite's own format too (those taken before snapshots were streamed)", { timeout: 180_000 }, async () => {
    const source = await openDatabase({ dataDir: path.join(dir, 'old-format') });
    cleanups.push(() => source.close());
    await source.migrate();
    await seedIfEmpty(source.db, config);
    const mat = await seededClassType(source.db, 'Mat Pilates Class');
    const slot = await createSlot(source.db, { allowed: [mat.id] });
    const file = path.join(dir, 'old-format.tar.gz');
    writeFileSync(file, Buffer.from(await (await source.dumpEmbedded!()).arrayBuffer()));

    const restoredDir = path.join(dir, 'old-format-restored');
    await restoreEmbedded(restoredDir, file);
    const restored = await openDatabase({ dataDir: restoredDir });
    cleanups.push(() => restored.close());
    const [row] = await restored.db.select({ id: scheduleSlots.id }).from(scheduleSlots).where(eq(scheduleSlots.id, slot.id));
    expect(row).toEqual({ id: slot.id });
  });
});

describe.runIf(testDbKind() === 'postgres')('PostgreSQL backups', () => {
  it('restores a pg_dump taken during bookings into a new database with every committed booking', { timeout: 180_000 }, async () => {
    const file = path.join(dir, 'snap.pgdump');
    const { committed, slotId } = await bookAround(env.database, () => withOpenUmask(() => snapshotPostgres(env.url!, file)));
    expect(existsSync(file)).toBe(true);
    expect(modeOf(file)).toBe(0o600);

    const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    const name = `restore_${Date.now().toString(36)}`;
    await admin.unsafe(`create database "${name}"`);
    cleanups.push(async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    });
    const url = new URL(env.url!);
    url.pathname = `/${name}`;
    await restorePostgres(url.toString(), file);
    const restored = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    cleanups.unshift(() => restored.close());
    const { ids, withoutOrder, inFlight } = await restoredBookings(restored, slotId);
    expect(ids).toEqual(expect.arrayContaining(committed));
    expect(withoutOrder).toEqual(inFlight);
    // Bookings finished before the snapshot began are there whole.
    expect(withoutOrder.filter((b) => committed.includes(b.id))).toEqual([]);
  });
});
