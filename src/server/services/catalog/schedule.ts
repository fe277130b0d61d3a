import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { SlotDto } from '../../../domain/dto';
import { toHHmm } from '../../../domain/time';
import type { DbOrTx } from '../../db/client';
import { locations, scheduleSlots } from '../../db/schema';
import * as places from '../booking/places';

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
    // Places come from the slot's counter; lapsed holds are free, and the next expiry is when the week changes.
    const held = places.heldSummary(
      db,
      now,
      db
        .select({ id: scheduleSlots.id })
        .from(scheduleSlots)
        .where(between(scheduleSlots.date, opts.from, opts.to)),
    );
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
        taken: scheduleSlots.taken,
        lapsed: held.lapsed,
        nextExpiry: held.nextExpiry,
      })
      .from(scheduleSlots)
      .leftJoin(locations, eq(locations.id, scheduleSlots.locationId))
      .leftJoin(held, eq(held.slotId, scheduleSlots.id))
      .where(
        and(
          between(scheduleSlots.date, opts.from, opts.to),
          opts.activeOnly ? places.bookableWhere : undefined,
          opts.ids ? inArray(scheduleSlots.id, opts.ids) : undefined,
        ),
      )
      .orderBy(asc(scheduleSlots.date), asc(scheduleSlots.startTime));
    let nextExpiry = Number.POSITIVE_INFINITY;
    const slots = rows.map(({ taken, lapsed, nextExpiry: expiry, allowedClassTypeIds, ...row }): SlotDto => {
      if (expiry !== null && Number(expiry) < nextExpiry) nextExpiry = Number(expiry);
      return {
        ...row,
        startTime: toHHmm(row.startTime),
        endTime: toHHmm(row.endTime),
        locationName: row.locationId === null ? null : row.locationName,
        allowedClassTypes: allowedClassTypeIds.map(String),
        availableSpots: places.spotsLeft({ maxBookings: row.maxBookings, taken }, lapsed),
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
