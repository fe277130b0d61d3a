import { and, asc, between, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { SlotDto } from '../../domain/dto';
import { toHHmm } from '../../domain/time';
import type { DbOrTx } from '../db/client';
import { bookings, locations, scheduleSlots } from '../db/schema';

/**
 * Places taken on a slot: confirmed bookings plus holds that have not expired. Expired holds stop
 * counting the moment they expire, with no background job needed.
 */
export function takenPlacesSql(now: Date) {
  return sql<number>`coalesce(sum(${bookings.participantCount}) filter (where ${bookings.status} = 'confirmed' or (${bookings.status} = 'held' and ${bookings.holdExpiresAt} > ${now.toISOString()})), 0)::int`;
}

/** Where-clause for bookings that hold a place right now. */
export function liveBookingWhere(now: Date) {
  return or(eq(bookings.status, 'confirmed'), and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, now)));
}

/** A week as the public schedule shows it, and until when it stays true if nothing is written. */
export interface WeekSnapshot {
  slots: SlotDto[];
  /** Epoch ms when the first live hold in the range expires (availability changes then with no write); Infinity if none. */
  changesAt: number;
}

export function createScheduleService(deps: { db: DbOrTx }) {
  const { db } = deps;

  async function querySlots(opts: { from: string; to: string; activeOnly: boolean; ids?: number[]; now?: Date }) {
    const now = opts.now ?? new Date();
    const taken = db
      .select({
        slotId: bookings.slotId,
        taken: takenPlacesSql(now).as('taken'),
        // Epoch ms of the first live hold to expire: the slot's availability changes then, with no write.
        nextExpiry: sql<number | null>`(extract(epoch from min(${bookings.holdExpiresAt}) filter (where ${bookings.status} = 'held')) * 1000)::float8`.as('next_expiry'),
      })
      .from(bookings)
      // Only the range's slots: the whole history of bookings must not be summed for one week.
      .where(
        and(
          liveBookingWhere(now),
          inArray(
            bookings.slotId,
            db.select({ id: scheduleSlots.id }).from(scheduleSlots).where(between(scheduleSlots.date, opts.from, opts.to)),
          ),
        ),
      )
      .groupBy(bookings.slotId)
      .as('taken');
    const rows = await db
      .select({
        id: scheduleSlots.id,
        date: scheduleSlots.date,
        startTime: scheduleSlots.startTime,
        endTime: scheduleSlots.endTime,
        locationId: scheduleSlots.locationId,
        locationName: locations.name,
        isVirtualOnly: scheduleSlots.isVirtualOnly,
        allowedClassTypeIds: scheduleSlots.allowedClassTypeIds,
        maxBookings: scheduleSlots.maxBookings,
        notes: scheduleSlots.notes,
        isActive: scheduleSlots.isActive,
        taken: sql<number>`coalesce(${taken.taken}, 0)`,
        nextExpiry: taken.nextExpiry,
      })
      .from(scheduleSlots)
      .leftJoin(locations, eq(locations.id, scheduleSlots.locationId))
      .leftJoin(taken, eq(taken.slotId, scheduleSlots.id))
      .where(
        and(
          between(scheduleSlots.date, opts.from, opts.to),
          opts.activeOnly ? eq(scheduleSlots.isActive, true) : undefined,
          opts.ids ? inArray(scheduleSlots.id, opts.ids) : undefined,
        ),
      )
      .orderBy(asc(scheduleSlots.date), asc(scheduleSlots.startTime));
    let nextExpiry = Number.POSITIVE_INFINITY;
    const slots = rows.map(({ taken: t, nextExpiry: expiry, allowedClassTypeIds, ...row }): SlotDto => {
      if (expiry !== null && Number(expiry) < nextExpiry) nextExpiry = Number(expiry);
      return {
        ...row,
        startTime: toHHmm(row.startTime),
        endTime: toHHmm(row.endTime),
        locationName: row.locationId === null ? null : row.locationName,
        allowedClassTypes: allowedClassTypeIds.map(String),
        availableSpots: row.maxBookings - Number(t),
      };
    });
    return { slots, nextExpiry };
  }

  /** Slots between two dates (inclusive) with their availability, in one query. */
  async function listSlots(opts: { from: string; to: string; activeOnly: boolean; ids?: number[]; now?: Date }): Promise<SlotDto[]> {
    return (await querySlots(opts)).slots;
  }

  return {
    listSlots,
    /** Active slots between two dates, as the public schedule shows them. */
    range: (from: string, to: string) => listSlots({ from, to, activeOnly: true }),
    /** The public week plus the moment it changes without a write (what the HTTP week cache keeps). */
    week: async (from: string, to: string, now?: Date): Promise<WeekSnapshot> => {
      const { slots, nextExpiry } = await querySlots({ from, to, activeOnly: true, now });
      return { slots, changesAt: nextExpiry };
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
