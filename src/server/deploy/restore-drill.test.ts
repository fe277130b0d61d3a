/**
 * The restore drill README's "Going live" asks the owner to run, end to end on this run's database (embedded
 * PGlite, or PostgreSQL in the server-postgres project), with the backup code `npm run backup` / `npm run
 * restore` use: a backup taken while bookings are being made restores into a fresh place; every table that
 * the bookings do not write has the same rows as the site had, every table they write holds at least what
 * was committed before the backup began and no more than after it ended, a paid booking (its booking, order
 * and payment rows) is there whole, and a server started on the restored copy is ready and serves.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { bookings, orders, payments } from '../db/schema';
import { seedIfEmpty } from '../db/seed';
import { createServices } from '../services/container';
import { restoreEmbedded, restorePostgres, snapshotEmbedded, snapshotPostgres } from '../services/platform/backup';
import { createSlot, seededClassType, visitor } from '../test/booking-fixtures';
import { createTestDatabase, testDbKind } from '../test/harness';
import { createContextInner } from '../trpc/context';
import { createCaller } from '../trpc/root';

const dir = mkdtempSync(path.join(tmpdir(), 'restore-drill-'));
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

const config = testConfig({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'a-long-password', RATE_LIMIT_PER_MINUTE: '0' });

const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

/** Every table of the site (the app's and drizzle's migration journal) with its row count. */
async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = rowsOf(
    await database.db.execute(sql`select table_schema as s, table_name as t from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1, 2`),
  ) as { s: string; t: string }[];
  const counts: Record<string, number> = {};
  for (const { s, t } of tables) {
    const [row] = rowsOf(await database.db.execute(sql.raw(`select count(*)::int as n from "${s}"."${t}"`)));
    counts[`${s}.${t}`] = Number(row!.n);
  }
  return counts;
}

/** Everything stored about one booking: its row, its order and the order's payments. */
async function bookingDetails(database: Database, bookingId: number) {
  const booking = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const order = await database.db.select().from(orders).where(eq(orders.bookingId, bookingId));
  const paid = order[0] ? await database.db.select().from(payments).where(eq(payments.orderId, order[0].id)) : [];
  return { booking, order, payments: paid };
}

/** A visitor's caller; the hold token the booking hands its browser (the cookie) is kept in `browser`. */
function callerOn(database: Database, browser: { hold?: string } = {}) {
  const services = createServices({ db: database.db, config });
  return createCaller(createContextInner({ db: database.db, config, services, keepHold: (t) => (browser.hold = t) }));
}

/** Where the backup is taken from and restored to: the embedded store on disk, or a PostgreSQL database. */
async function drillTarget() {
  if (testDbKind() === 'pglite') {
    const dataDir = path.join(dir, 'live');
    const live = await openDatabase({ dataDir });
    cleanups.push(() => live.close());
    await live.migrate();
    const file = path.join(dir, 'drill.tar.gz');
    return {
      live,
      backup: () => snapshotEmbedded(live, file),
      async restore() {
        const restoredDir = path.join(dir, 'restored');
        await restoreEmbedded(restoredDir, file);
        const restored = await openDatabase({ dataDir: restoredDir });
        cleanups.push(() => restored.close());
        return restored;
      },
    };
  }
  const source = await createTestDatabase();
  cleanups.push(() => source.drop());
  const file = path.join(dir, 'drill.pgdump');
  return {
    live: source.database,
    backup: () => snapshotPostgres(source.url!, file),
    async restore() {
      const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
      const name = `drill_${Date.now().toString(36)}`;
      await admin.unsafe(`create database "${name}"`);
      cleanups.push(async () => {
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end();
      });
      const url = new URL(source.url!);
      url.pathname = `/${name}`;
      await restorePostgres(url.toString(), file);
      const restored = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
      cleanups.push(() => restored.close());
      return restored;
    },
  };
}

/** The tables a booking (held, then given its order and payment, its e-mail queued) writes. */
const BOOKING_WRITES = /^public\.(bookings|orders|payments|jobs|email_outbox|rate_limits|webhook_deliveries|audit_log)$/;

describe(`restore drill (${testDbKind()})`, () => {
  it(
    'restores a backup taken during bookings: row counts, a paid booking whole, and a site that serves',
    { timeout: 180_000 },
    async () => {
      const { live, backup, restore } = await drillTarget();
      await seedIfEmpty(live.db, config);
      const browser: { hold?: string } = {};
      const caller = callerOn(live, browser);
      const mat = await seededClassType(live.db, 'Mat Pilates Class');
      const slot = await createSlot(live.db, { allowed: [mat.id], maxBookings: 40 });
      const book = (n: string) => caller.bookings.create({ ...visitor(n), classTypeId: mat.id, scheduleId: slot.id });

      // A paid booking, and a few more held, before the backup.
      const held = await book('paid');
      expect(held.success).toBe(true);
      if (!held.success || !held.clientSecret) throw new Error('no payment opened');
      const paid = await caller.payments.confirmTest({
        clientSecret: held.clientSecret,
        cardNumber: '4242 4242 4242 4242',
        holdToken: browser.hold,
      });
      expect(paid.status).toBe('succeeded');
      for (let i = 0; i < 5; i++) expect((await book(`before${i}`)).success).toBe(true);
      const [paidRow] = await live.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.email, visitor('paid').email));
      const paidDetails = await bookingDetails(live, paidRow!.id);
      expect(paidDetails.payments.length).toBeGreaterThan(0);

      // The backup runs while ten more bookings are being made.
      const before = await rowCounts(live);
      const during = Array.from({ length: 10 }, (_, i) => book(`during${i}`));
      await backup();
      expect((await Promise.all(during)).every((r) => r.success)).toBe(true);
      const after = await rowCounts(live);

      const restored = await restore();
      // What a start does on it (migrations are already there: nothing to run), then the server on it.
      await restored.migrate();
      const counts = await rowCounts(restored);
      expect(Object.keys(counts)).toEqual(Object.keys(after));
      for (const [table, n] of Object.entries(counts)) {
        if (BOOKING_WRITES.test(table)) {
          expect(n, table).toBeGreaterThanOrEqual(before[table]!);
          expect(n, table).toBeLessThanOrEqual(after[table]!);
        } else {
          expect(n, table).toBe(after[table]);
        }
      }
      expect(counts['public.bookings']).toBeGreaterThanOrEqual(6);
      expect(await bookingDetails(restored, paidRow!.id)).toEqual(paidDetails);

      const app = await buildApp({ config, database: restored, clientDir: false });
      cleanups.push(() => app.close());
      await app.ready();
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode, ready.body).toBe(200);
      const week = await app.inject({ method: 'GET', url: `/api/location-availability/range/${slot.date}/${slot.date}` });
      expect(week.statusCode).toBe(200);
      const restoredSlot = week.json<{ id: number; availableSpots: number }[]>().find((s) => s.id === slot.id);
      expect(restoredSlot!.availableSpots).toBeLessThanOrEqual(40 - 6);
      const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.statusCode).toBe(200);
      // And it takes a new booking.
      expect((await callerOn(restored).bookings.create({ ...visitor('restored'), classTypeId: mat.id, scheduleId: slot.id })).success).toBe(
        true,
      );
    },
  );
});
