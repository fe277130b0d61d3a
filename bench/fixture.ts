/**
 * The data every measurement runs on: the normal first-start seed plus a busy future week (40 slots
 * with bookings in every state), one 10-place slot the contention run fights over, and two slots it
 * spends on fresh servers and their warm-up first.
 */
import { asc } from 'drizzle-orm';
import { testConfig } from '../src/server/config';
import { type Db, openDatabase } from '../src/server/db/client';
import { bookings, classTypes, locations, scheduleSlots } from '../src/server/db/schema';
import { seedIfEmpty } from '../src/server/db/seed';
import { addDays, londonToday, mondayOf } from '../src/domain/time';
import { BENCH_ADMIN } from './lib/server';

export const WEEK_SLOTS = 40;
export const CONTENTION_CAPACITY = 10;
export const STALE_READS_CAPACITY = 30;
/** The warm-up slot sells some places too, so the success path is warm as well as the refusal. */
export const CONTENTION_WARMUP_CAPACITY = 50;

export interface Fixture {
  weekStart: string;
  weekEnd: string;
  slots: number;
  /** Bookings written in the measured week, by status. */
  bookings: Record<string, number>;
  contention: { slotId: number; classTypeId: number; capacity: number; date: string };
  /** A slot like `contention` for the first burst on fresh servers (reported, not the target). */
  contentionCold: { slotId: number; classTypeId: number; capacity: number; date: string };
  /** A slot of its own the servers warm up on before the measured burst. */
  contentionWarmup: { slotId: number; classTypeId: number; capacity: number; date: string };
  /** A slot of its own for the cache-across-instances check (bench/stale-reads.ts). */
  staleReads: { slotId: number; classTypeId: number; capacity: number; date: string };
  /** The checkout link a phone visitor follows for the week's first Open Class (SPEC §2), for Lighthouse. */
  checkoutPath: string;
}

const START_TIMES = ['07:00', '09:00', '11:00', '13:00', '17:00', '19:00'];

async function insertBenchData(db: Db, today: string): Promise<Fixture> {
  // Four weeks ahead: clear of the seeded fortnight and always in the future.
  const weekStart = addDays(mondayOf(today), 28);
  const types = await db.select({ id: classTypes.id, name: classTypes.name }).from(classTypes).orderBy(asc(classTypes.id));
  const [studio] = await db.select({ id: locations.id }).from(locations).orderBy(asc(locations.id)).limit(1);
  if (types.length < 3 || !studio) throw new Error('the seed did not create class types and a location');

  const slotRows = Array.from({ length: WEEK_SLOTS }, (_, i) => {
    const day = Math.floor(i / START_TIMES.length);
    const start = START_TIMES[i % START_TIMES.length]!;
    const virtual = i % 6 === 5;
    // A mix of Open Classes, one-type and two-type slots, like a real timetable.
    const allowed =
      i % 4 === 0 ? [] : i % 4 === 1 ? [types[i % types.length]!.id] : [types[i % types.length]!.id, types[(i + 3) % types.length]!.id];
    return {
      date: addDays(weekStart, day),
      startTime: start,
      endTime: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
      locationId: virtual ? null : studio.id,
      isVirtualOnly: virtual,
      allowedClassTypeIds: allowed,
      maxBookings: 8 + (i % 5),
      notes: i % 3 === 0 ? 'Bring water' : '',
    };
  });
  const inserted = await db
    .insert(scheduleSlots)
    .values(slotRows)
    .returning({ id: scheduleSlots.id, allowed: scheduleSlots.allowedClassTypeIds });

  const soon = new Date(Date.now() + 60 * 60_000);
  const past = new Date(Date.now() - 60 * 60_000);
  const bookingRows: (typeof bookings.$inferInsert)[] = [];
  const counts: Record<string, number> = {};
  inserted.forEach((slot, i) => {
    const classTypeId = slot.allowed[0] ?? null;
    const className = classTypeId ? types.find((t) => t.id === classTypeId)!.name : 'Open Class';
    const add = (status: 'confirmed' | 'held' | 'cancelled', holdExpiresAt: Date | null, label: string = status) => {
      const n = bookingRows.length;
      counts[label] = (counts[label] ?? 0) + 1;
      bookingRows.push({
        slotId: slot.id,
        classTypeId,
        className,
        name: `Bench Guest ${n}`,
        email: `guest${n}@bench.example.com`,
        phone: '07000 000000',
        status,
        holdExpiresAt,
      });
    };
    for (let k = 0; k < i % 4; k++) add('confirmed', null);
    if (i % 3 === 0) add('held', soon);
    if (i % 5 === 0) add('held', past, 'held (expired)');
    if (i % 7 === 0) add('cancelled', null);
  });
  await db.insert(bookings).values(bookingRows);

  const contentionType = types[1]!;
  const contentionDate = addDays(weekStart, 7);
  const [contended] = await db
    .insert(scheduleSlots)
    .values({
      date: contentionDate,
      startTime: '10:00',
      endTime: '11:00',
      locationId: studio.id,
      allowedClassTypeIds: [contentionType.id],
      maxBookings: CONTENTION_CAPACITY,
    })
    .returning({ id: scheduleSlots.id });
  // Same day, same studio, later hours: slots in one location must not overlap.
  const [cold] = await db
    .insert(scheduleSlots)
    .values({
      date: contentionDate,
      startTime: '12:00',
      endTime: '13:00',
      locationId: studio.id,
      allowedClassTypeIds: [contentionType.id],
      maxBookings: CONTENTION_CAPACITY,
    })
    .returning({ id: scheduleSlots.id });
  const [warmup] = await db
    .insert(scheduleSlots)
    .values({
      date: contentionDate,
      startTime: '14:00',
      endTime: '15:00',
      locationId: studio.id,
      allowedClassTypeIds: [contentionType.id],
      maxBookings: CONTENTION_WARMUP_CAPACITY,
    })
    .returning({ id: scheduleSlots.id });

  const staleDate = addDays(weekStart, 14);
  const [staleSlot] = await db
    .insert(scheduleSlots)
    .values({
      date: staleDate,
      startTime: '10:00',
      endTime: '11:00',
      locationId: studio.id,
      allowedClassTypeIds: [contentionType.id],
      maxBookings: STALE_READS_CAPACITY,
    })
    .returning({ id: scheduleSlots.id });

  // Slot 0 is an Open Class (no class types) at the studio, as the schedule's phone layout links it.
  const openClass = slotRows[0]!;
  const checkoutPath = `/checkout?${new URLSearchParams({ class: 'Open Class', price: '25.00', type: 'class', date: openClass.date, time: openClass.startTime })}`;
  return {
    weekStart,
    weekEnd: addDays(weekStart, 6),
    checkoutPath,
    staleReads: { slotId: staleSlot!.id, classTypeId: contentionType.id, capacity: STALE_READS_CAPACITY, date: staleDate },
    slots: inserted.length,
    bookings: counts,
    contention: { slotId: contended!.id, classTypeId: contentionType.id, capacity: CONTENTION_CAPACITY, date: contentionDate },
    contentionCold: { slotId: cold!.id, classTypeId: contentionType.id, capacity: CONTENTION_CAPACITY, date: contentionDate },
    contentionWarmup: { slotId: warmup!.id, classTypeId: contentionType.id, capacity: CONTENTION_WARMUP_CAPACITY, date: contentionDate },
  };
}

/** Migrates, seeds and fills one database, then closes it so a server process can own it. */
export async function prepareDatabase(target: { databaseUrl?: string; dataDir?: string }): Promise<Fixture> {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    await seedIfEmpty(database.db, testConfig({ ADMIN_USERNAME: BENCH_ADMIN.username, ADMIN_PASSWORD: BENCH_ADMIN.password }));
    return await insertBenchData(database.db, londonToday());
  } finally {
    await database.close();
  }
}
