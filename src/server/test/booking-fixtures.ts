/**
 * Slots and visitors for the booking-path tests. Each slot gets a day of its own far in the future,
 * so tests never trip over the seeded schedule, the no-overlap constraint or the clock.
 */
import { and, eq, sql } from 'drizzle-orm';
import { timesOverlap } from '../../domain/calendar';
import { addDays, londonToday } from '../../domain/time';
import type { Db } from '../db/client';
import { bookings, classTypes, locations, orders, payments, scheduleSlots } from '../db/schema';

let dayOffset = 40;
const usedDates = new Set<string>();

function freshDate(): string {
  let date: string;
  do date = addDays(londonToday(), dayOffset++);
  while (usedDates.has(date));
  return date;
}

export async function seededClassType(db: Db, name: string) {
  const [row] = await db
    .select({ id: classTypes.id, name: classTypes.name, pricePence: classTypes.pricePence })
    .from(classTypes)
    .where(eq(classTypes.name, name));
  if (!row) throw new Error(`No seeded class type ${name}`);
  return row;
}

export async function mainStudioId(db: Db): Promise<number> {
  const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.name, 'Main Studio'));
  return row!.id;
}

/**
 * The first whole hour from 10:00 on `date` that no active slot overlaps (the seeded schedule has classes on the
 * days around today, so a test that names such a day must not land on one).
 */
async function freeHour(db: Db, date: string): Promise<string> {
  const taken = await db
    .select({ start: scheduleSlots.startTime, end: scheduleSlots.endTime })
    .from(scheduleSlots)
    .where(and(eq(scheduleSlots.date, date), eq(scheduleSlots.isActive, true)));
  for (const h of [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 6, 7, 8, 9]) {
    const [from, to] = [h, h + 1].map((x) => `${String(x).padStart(2, '0')}:00`) as [string, string];
    if (!taken.some((s) => timesOverlap(from, to, s.start, s.end))) return from;
  }
  throw new Error(`No free hour on ${date} for a test slot`);
}

/** A future slot (or one on `date`, at an hour free there); `allowed: []` makes it an Open Class. */
export async function createSlot(
  db: Db,
  opts: { allowed: number[]; maxBookings?: number; startTime?: string; date?: string; locationId?: number | null; isActive?: boolean },
) {
  const date = opts.date ?? freshDate();
  usedDates.add(date);
  const startTime = opts.startTime ?? (opts.date && opts.isActive !== false ? await freeHour(db, date) : '10:00');
  const [h, m] = startTime.split(':').map(Number);
  const [row] = await db
    .insert(scheduleSlots)
    .values({
      date,
      startTime,
      endTime: `${String(h! + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`,
      locationId: opts.locationId === undefined ? await mainStudioId(db) : opts.locationId,
      isVirtualOnly: opts.locationId === null,
      allowedClassTypeIds: opts.allowed,
      maxBookings: opts.maxBookings ?? 10,
      isActive: opts.isActive ?? true,
    })
    .returning({ id: scheduleSlots.id, date: scheduleSlots.date, startTime: scheduleSlots.startTime });
  return { id: row!.id, date: row!.date, startTime: startTime };
}

export function visitor(n: number | string) {
  return { name: `Visitor ${n}`, email: `visitor${n}@example.com`, phone: '07700 900123' };
}

/** Everything the booking path wrote for a slot: what a test checks to prove nothing was held or charged. */
export async function slotState(db: Db, slotId: number) {
  const rows = await db
    .select({
      bookingId: bookings.id,
      status: bookings.status,
      email: bookings.email,
      holdExpiresAt: bookings.holdExpiresAt,
      orderId: orders.id,
      amountPence: orders.amountPence,
      paymentId: payments.id,
      paymentStatus: payments.status,
      providerPaymentId: payments.providerPaymentId,
      flag: payments.flag,
    })
    .from(bookings)
    .leftJoin(orders, eq(orders.bookingId, bookings.id))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(bookings.slotId, slotId));
  const now = Date.now();
  return {
    rows,
    live: rows.filter(
      (r) => r.status === 'confirmed' || (r.status === 'held' && r.holdExpiresAt !== null && r.holdExpiresAt.getTime() > now),
    ),
  };
}

/**
 * Writes booking rows straight to the database (the state a test is about) and brings the slot's
 * places-taken counter in line with them, as the booking path would have.
 */
export async function insertBookingRows(db: Db, rows: (typeof bookings.$inferInsert)[]): Promise<number[]> {
  const inserted = await db.insert(bookings).values(rows).returning({ id: bookings.id });
  for (const slotId of new Set(rows.map((r) => r.slotId))) {
    await db
      .update(scheduleSlots)
      .set({
        taken: sql`(select coalesce(sum(${bookings.participantCount}), 0) from ${bookings} where ${bookings.slotId} = ${slotId} and ${bookings.status} in ('held', 'confirmed'))`,
      })
      .where(eq(scheduleSlots.id, slotId));
  }
  return inserted.map((r) => r.id);
}
