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

export function createScheduleService(deps: { db: DbOrTx }) {
  const { db } = deps;

  /** Slots between two dates (inclusive) with their availability, in one query. */
  async function listSlots(opts: { from: string; to: string; activeOnly: boolean; ids?: number[]; now?: Date }): Promise<SlotDto[]> {
    const now = opts.now ?? new Date();
    const taken = db
      .select({ slotId: bookings.slotId, taken: takenPlacesSql(now).as('taken') })
      .from(bookings)
      .where(liveBookingWhere(now))
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
    return rows.map(({ taken: t, allowedClassTypeIds, ...row }) => ({
      ...row,
      startTime: toHHmm(row.startTime),
      endTime: toHHmm(row.endTime),
      locationName: row.locationId === null ? null : row.locationName,
      allowedClassTypes: allowedClassTypeIds.map(String),
      availableSpots: row.maxBookings - Number(t),
    }));
  }

  return { listSlots };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
