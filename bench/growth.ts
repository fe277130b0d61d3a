/**
 * Part 6: does a long history slow the owner's reads down? The week read, the admin bookings list
 * (first page), a month's CSV export, the reports and the overview are timed on the bench fixture (empty
 * history), then again after 2 years of past slots with 100,000 bookings (and their orders and payments)
 * are added; each should stay within 10 %.
 * Calls go through the real services and procedures in this process (a tRPC caller as the admin), and
 * every SQL statement they send is captured with Drizzle's logger and EXPLAINed on the grown database.
 */
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { performance } from 'node:perf_hooks';
import { testConfig } from '../src/server/config';
import { type Db, PGLITE_START_PARAMS } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { bookings, classTypes, locations, orders, payments, scheduleSlots } from '../src/server/db/schema';
import { PAID_BOOKING_STATUSES } from '../src/domain/reports';
import { addDays, londonInstant, londonToday, mondayOf } from '../src/domain/time';
import { createServices } from '../src/server/services/container';
import { createContextInner } from '../src/server/trpc/context';
import { createCaller } from '../src/server/trpc/root';
import { BENCH_ADMIN } from './lib/server';
import { median, round } from './lib/stats';
import type { Fixture } from './fixture';

export const GROWTH_BOOKINGS = 100_000;
export const GROWTH_DAYS = 730;

export interface GrowthRow {
  read: string;
  /** Median ms on the fixture alone, then with the grown history; null when the read is not available. */
  emptyMs: number | null;
  grownMs: number | null;
  /** grown / empty. */
  ratio: number | null;
  note: string;
  informational?: boolean;
}

export interface GrowthResult {
  bookingsAdded: number;
  slotsAdded: number;
  rows: GrowthRow[];
  /** EXPLAIN of each statement the reads sent, on the grown database. */
  plans: { read: string; sql: string; plan: string }[];
}

type Caller = ReturnType<typeof createCaller>;
interface Read {
  name: string;
  /** Reported beside the targets, not judged against the 10 %. */
  informational?: boolean;
  run: (caller: Caller, services: ReturnType<typeof createServices>) => Promise<unknown>;
}

function reads(fixture: Fixture): Read[] {
  // Procedure names and inputs as of this commit; a read the admin area does not offer (yet) is reported, not fatal.
  const admin = (c: Caller) => c.admin as unknown as Record<string, Record<string, (input?: unknown) => Promise<unknown>>>;
  return [
    { name: 'public week (the query under the cache)', run: (_c, s) => s.schedule.week(fixture.weekStart, fixture.weekEnd) },
    { name: 'admin bookings list, first page', run: (c) => admin(c).bookings!.list!({}) },
    // The CSV is streamed by the server (GET /api/admin/exports/bookings.csv) from these keyset batches: paid bookings of
    // the month from the fixture's week, which the added (past) history does not touch, so both runs write the same rows.
    {
      name: "admin bookings, a month's CSV export",
      run: async (_c, s) => {
        let n = 0;
        for await (const _row of s.admin.bookings.each({
          from: fixture.weekStart,
          to: addDays(fixture.weekStart, 30),
          statuses: PAID_BOOKING_STATUSES,
        }))
          n++;
        return n;
      },
    },
    // Twelve weeks from the fixture's week, which the added (past) history does not touch: both runs report on the
    // same slots, bookings and orders. The twelve weeks up to today would hold eleven weeks of the added history on
    // the grown run (some 10,000 bookings), more work rather than a slower read. What growth must not do is make a
    // report read outside its dates: every statement reaches the range's slots through schedule_slots_date_idx,
    // their bookings through bookings_slot_status_idx and its orders through orders_created_idx (the EXPLAINs below).
    {
      name: 'reports (twelve weeks)',
      run: (c) => admin(c).reports!.summary!({ from: fixture.weekStart, to: addDays(fixture.weekStart, 83) }),
    },
    // Shown, not judged: the overview's Total Bookings card (SPEC: Admin, Overview) counts every confirmed booking
    // ever made, so it grows with history by definition (an index-only count, a few ms for 60,000). The issue's
    // four reads above are the targets.
    { name: 'overview (admin stats)', run: (c) => admin(c).bookings!.stats!(), informational: true },
  ];
}

async function timeReads(db: Db, fixture: Fixture, rounds: number) {
  const config = testConfig({ ADMIN_USERNAME: BENCH_ADMIN.username, ADMIN_PASSWORD: BENCH_ADMIN.password });
  const services = createServices({ db, config });
  const { token } = await createCaller(createContextInner({ db, config, services })).auth.login(BENCH_ADMIN);
  const caller = createCaller(createContextInner({ db, config, services, token }));
  const out = new Map<string, number | string>();
  for (const read of reads(fixture)) {
    try {
      await read.run(caller, services);
      const times: number[] = [];
      for (let i = 0; i < rounds; i++) {
        const t0 = performance.now();
        await read.run(caller, services);
        times.push(performance.now() - t0);
      }
      out.set(read.name, round(median(times), 2));
    } catch (error) {
      out.set(read.name, (error as Error).message.split('\n')[0]!.slice(0, 120));
    }
  }
  return out;
}

/** 2 years of past slots (six a day) and 100,000 bookings spread over them, in every status. */
async function grow(db: Db): Promise<{ slots: number; bookings: number }> {
  const [type] = await db.select({ id: classTypes.id, name: classTypes.name }).from(classTypes).limit(1);
  const [place] = await db.select({ id: locations.id }).from(locations).limit(1);
  // Ends the day before this week's Monday: the seeded fortnight starts on that Monday, and an instructor's
  // slots may not overlap (the exclusion constraint), so history stays clear of it.
  const first = addDays(mondayOf(londonToday()), -GROWTH_DAYS);
  const starts = ['06:00', '08:00', '10:00', '12:00', '17:00', '19:00'];
  const slotIds: number[] = [];
  const slotDates: string[] = [];
  for (let day = 0; day < GROWTH_DAYS; day += 60) {
    const rows = [];
    for (let d = day; d < Math.min(day + 60, GROWTH_DAYS); d++) {
      for (const start of starts) {
        rows.push({
          date: addDays(first, d),
          startTime: start,
          endTime: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
          locationId: place!.id,
          allowedClassTypeIds: [type!.id],
          maxBookings: 30,
        });
      }
    }
    const inserted = await db.insert(scheduleSlots).values(rows).returning({ id: scheduleSlots.id, date: scheduleSlots.date });
    slotIds.push(...inserted.map((r) => r.id));
    slotDates.push(...inserted.map((r) => r.date));
  }
  const statuses = ['confirmed', 'confirmed', 'confirmed', 'cancelled', 'expired'] as const;
  for (let n = 0; n < GROWTH_BOOKINGS; n += 2_000) {
    const rows = Array.from({ length: Math.min(2_000, GROWTH_BOOKINGS - n) }, (_, k) => {
      const i = n + k;
      return {
        slotId: slotIds[i % slotIds.length]!,
        // Booked three days before the class, as history accrues (not all at the moment of seeding).
        createdAt: new Date(londonInstant(slotDates[i % slotIds.length]!, '09:00').getTime() - 3 * 86_400_000 + (i % 600) * 1000),
        classTypeId: type!.id,
        className: type!.name,
        name: `Past Guest ${i}`,
        email: `past${i % 5_000}@history.example.com`,
        phone: '07000 000000',
        status: statuses[i % statuses.length]!,
      };
    });
    const inserted = await db
      .insert(bookings)
      .values(rows as (typeof bookings.$inferInsert)[])
      .returning({ id: bookings.id, status: bookings.status, createdAt: bookings.createdAt });
    // One in four paid through an order, as bookings made on the site are: the list, CSV and revenue read them.
    // Each with the card payment that paid it: the lists tell an order's status by its latest payment.
    const paid = inserted.filter((b, k) => b.status === 'confirmed' && k % 4 === 0);
    if (paid.length) {
      const paidOrders = await db
        .insert(orders)
        .values(
          paid.map((b) => ({
            kind: 'booking' as const,
            bookingId: b.id,
            description: type!.name,
            name: 'Past Guest',
            email: 'past@history.example.com',
            originalPence: 1200,
            amountPence: 1200,
            paidPence: 1200,
            createdAt: b.createdAt,
          })),
        )
        .returning({ id: orders.id, createdAt: orders.createdAt });
      await db.insert(payments).values(
        paidOrders.map((o) => ({
          orderId: o.id,
          provider: 'test' as const,
          providerPaymentId: `pi_history_${o.id}`,
          amountPence: 1200,
          status: 'succeeded' as const,
          createdAt: o.createdAt,
        })),
      );
    }
  }
  return { slots: slotIds.length, bookings: GROWTH_BOOKINGS };
}

function open(target: { databaseUrl?: string; dataDir?: string }, log?: (sql: string, params: unknown[]) => void) {
  const logger = log ? { logQuery: log } : undefined;
  if (target.databaseUrl) {
    const client = postgres(target.databaseUrl, { max: 4, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema, logger }) as unknown as Db;
    return {
      db,
      explain: async (sql: string, params: unknown[]) =>
        (await client.unsafe(`explain (analyze, costs off, timing off, summary off) ${sql}`, params as never[]))
          .map((r) => Object.values(r)[0])
          .join('\n'),
      close: () => client.end({ timeout: 5 }),
    };
  }
  // With the server's start parameters (its smaller buffer pool), so history is read as the server reads it.
  const pg = new PGlite(target.dataDir, { startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite(pg, { schema, logger }) as unknown as Db;
  return {
    db,
    explain: async (sql: string, params: unknown[]) =>
      (await pg.query<Record<string, string>>(`explain (analyze, costs off, timing off, summary off) ${sql}`, params)).rows
        .map((r) => Object.values(r)[0])
        .join('\n'),
    close: () => pg.close(),
  };
}

/** Runs on a database already prepared by `prepareDatabase` (and owned by nobody else right now). */
export async function measureGrowth(
  target: { databaseUrl?: string; dataDir?: string },
  fixture: Fixture,
  opts: { rounds?: number; log: (line: string) => void },
): Promise<GrowthResult> {
  const rounds = opts.rounds ?? 15;
  const before = open(target);
  let empty: Map<string, number | string>;
  let added: { slots: number; bookings: number };
  try {
    empty = await timeReads(before.db, fixture, rounds);
    opts.log(`  growth: adding ${GROWTH_BOOKINGS.toLocaleString('en-GB')} bookings over ${GROWTH_DAYS} days of past slots`);
    added = await grow(before.db);
  } finally {
    await before.close();
  }
  let current = '';
  const captured: { read: string; sql: string; params: unknown[] }[] = [];
  const after = open(target, (sql, params) => {
    if (current && /^\s*\(?\s*(select|with)\b/i.test(sql) && !captured.some((c) => c.sql === sql))
      captured.push({ read: current, sql, params });
  });
  try {
    // Fresh statistics and visibility map, as autovacuum leaves them after such growth (it vacuums insert-only
    // tables too, since PostgreSQL 13): index-only scans depend on the latter.
    await after.db.execute(sql`vacuum analyze`);
    const grown = await timeReads(after.db, fixture, rounds);
    // One more pass with the logger listening, then EXPLAIN what each read sent.
    const config = testConfig({ ADMIN_USERNAME: BENCH_ADMIN.username, ADMIN_PASSWORD: BENCH_ADMIN.password });
    const services = createServices({ db: after.db, config });
    const { token } = await createCaller(createContextInner({ db: after.db, config, services })).auth.login(BENCH_ADMIN);
    const caller = createCaller(createContextInner({ db: after.db, config, services, token }));
    for (const read of reads(fixture)) {
      current = read.name;
      await read.run(caller, services).catch(() => {});
    }
    current = '';
    const plans = [];
    for (const c of captured)
      plans.push({
        read: c.read,
        sql: c.sql,
        plan: await after.explain(c.sql, c.params).catch((e: Error) => `EXPLAIN failed: ${e.message}`),
      });
    const rows: GrowthRow[] = reads(fixture).map(({ name, informational }) => {
      const e = empty.get(name);
      const g = grown.get(name);
      const note = informational ? 'shown, not a target: counts all history by definition' : '';
      if (typeof e !== 'number' || typeof g !== 'number')
        return { read: name, emptyMs: null, grownMs: null, ratio: null, note: String(typeof e === 'string' ? e : g), informational };
      return { read: name, emptyMs: e, grownMs: g, ratio: round(g / e, 2), note, informational };
    });
    return { bookingsAdded: added.bookings, slotsAdded: added.slots, rows, plans };
  } finally {
    await after.close();
  }
}
