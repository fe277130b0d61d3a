import { and, asc, count, eq, gt, gte, inArray, lt, lte, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminSlotDto, SlotBatchResult, SlotDto } from '../../../domain/dto';
import type { seriesCreateSchema, SLOT_EDIT_SCOPES, slotCreateSchema, slotUpdateSchema } from '../../../domain/schemas';
import { seriesDates } from '../../../domain/series';
import { addDays, DATE_FORMAT, dayjs, daysBetween, londonClock, londonInstant, mondayOf, toHHmm } from '../../../domain/time';
import type { Db, DbOrTx } from '../../db/client';
import { bookings, classTypes, locations, scheduleSeries, scheduleSlots } from '../../db/schema';
import { conflict, invalid, notFound } from '../../../domain/errors';
import { PG_EXCLUSION_VIOLATION, PG_FOREIGN_KEY_VIOLATION, pgErrorCode, retryWhenAborted } from './db-errors';
import * as audit from './audit';
import type { Actor } from './audit';
import * as places from '../booking/places';
import type { ScheduleService } from '../catalog/schedule';
import { appointmentReaching } from '../appointments/busy-time';
import { appointmentRef } from '../../../domain/booking-ref';
import type { SyncPage, SyncQuery } from '../../../domain/sync';
import { microsOf, recordDeletions, syncPage, syncWindow } from '../platform/sync';

export type SlotCreate = z.output<typeof slotCreateSchema>;
export type SlotPatch = z.output<typeof slotUpdateSchema>;
export type SeriesCreate = z.output<typeof seriesCreateSchema>;
export type SlotEditScope = (typeof SLOT_EDIT_SCOPES)[number];

/** A slot as the audit trail keeps it before and after a change. */
const slotColumns = {
  id: scheduleSlots.id,
  date: scheduleSlots.date,
  startTime: scheduleSlots.startTime,
  endTime: scheduleSlots.endTime,
  locationId: scheduleSlots.locationId,
  allowedClassTypeIds: scheduleSlots.allowedClassTypeIds,
  maxBookings: scheduleSlots.maxBookings,
  taken: scheduleSlots.taken,
  notes: scheduleSlots.notes,
  joiningDetails: scheduleSlots.joiningDetails,
  isActive: scheduleSlots.isActive,
  seriesId: scheduleSlots.seriesId,
};

export const SLOT_HAS_BOOKINGS = 'This slot has bookings; deactivate it instead';

interface Clash {
  date: string;
  startTime: string;
  endTime: string;
  locationId: number | null;
  locationName: string | null;
}

/** 'Overlaps the 09:30-10:30 slot at Main Studio on Monday 23 November 2026'. */
export function overlapMessage(clash: Clash): string {
  const where = clash.locationId === null ? 'virtual slot' : `slot at ${clash.locationName}`;
  // Spelled out here rather than with Intl, whose en-GB long date gained a comma in newer ICU data.
  const day = dayjs(clash.date, DATE_FORMAT, true).format('dddd D MMMM YYYY');
  return `Overlaps the ${toHHmm(clash.startTime)}-${toHHmm(clash.endTime)} ${where} on ${day}`;
}

/**
 * Why a class cannot go where the exclusion constraints refused it: another class, else the appointment (with its
 * buffer and travel) it would run into.
 */
async function refusalOf(
  tx: DbOrTx,
  slot: { date: string; start: string; end: string; id?: number },
  clash: Clash | null,
): Promise<string> {
  if (clash) return overlapMessage(clash);
  const booked = await appointmentReaching(tx, londonInstant(slot.date, slot.start), londonInstant(slot.date, slot.end));
  if (!booked) return 'Overlaps another active slot on that date';
  return `Clashes with appointment ${appointmentRef(booked.id)} (${booked.typeName}, ${londonClock(booked.startsAt)}-${londonClock(booked.endsAt)}, ${booked.name}), counting buffer and travel time: move or cancel it first`;
}

/** '09:30' and '09:30:00' compare as the same time. */
const fullTime = (time: string) => (time.length === 5 ? `${time}:00` : time);

export function createAdminScheduleService(deps: { db: Db; schedule: ScheduleService }) {
  const { db, schedule } = deps;

  /** The public slot DTO plus the series it belongs to (kept out of the public week's cached DTO). */
  async function withSeries(slots: SlotDto[]): Promise<AdminSlotDto[]> {
    if (slots.length === 0) return [];
    const rows = await db
      .select({
        id: scheduleSlots.id,
        seriesId: scheduleSlots.seriesId,
        joiningDetails: scheduleSlots.joiningDetails,
        updatedAt: scheduleSlots.updatedAt,
      })
      .from(scheduleSlots)
      .where(
        inArray(
          scheduleSlots.id,
          slots.map((s) => s.id),
        ),
      );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return slots.map((slot) => ({
      ...slot,
      seriesId: byId.get(slot.id)?.seriesId ?? null,
      joiningDetails: byId.get(slot.id)?.joiningDetails ?? '',
      updatedAt: byId.get(slot.id)?.updatedAt ?? new Date(0),
    }));
  }

  async function slotById(id: number, date: string): Promise<AdminSlotDto> {
    const [slot] = await schedule.listSlots({ from: date, to: date, activeOnly: false, ids: [id] });
    if (!slot) throw notFound('Schedule slot not found');
    return (await withSeries([slot]))[0]!;
  }

  interface NewSlot {
    date: string;
    startTime: string;
    endTime: string;
    locationId: number | null;
    allowedClassTypeIds: number[];
    maxBookings: number;
    notes: string;
    joiningDetails: string;
    seriesId: number | null;
  }

  /**
   * Inserts many slots in one transaction, each in its own savepoint: a date that overlaps an active slot is
   * left out with the reason, the rest are made. The exclusion constraint is the last word in a race.
   */
  async function insertBatch(
    slots: NewSlot[],
    trail: { actor: Actor; action: string; entity: string; input: unknown },
    makeSeries?: (tx: DbOrTx) => Promise<number>,
  ): Promise<SlotBatchResult> {
    // A deadlock victim is retried whole (admin-db-errors.ts); each attempt decides its own skipped dates.
    const { seriesId, ids, skipped } = await retryWhenAborted(() =>
      db.transaction(async (tx) => {
        const skipped: SlotBatchResult['skipped'] = [];
        const seriesId = makeSeries ? await makeSeries(tx) : null;
        const ids: { id: number; date: string }[] = [];
        for (const slot of slots) {
          const clash = await findClash(tx, slot.date, slot.startTime, slot.endTime);
          if (clash) {
            skipped.push({ date: slot.date, startTime: toHHmm(slot.startTime), reason: overlapMessage(clash) });
            continue;
          }
          try {
            const row = await tx.transaction(async (sp) => {
              const [inserted] = await sp
                .insert(scheduleSlots)
                .values({ ...slot, seriesId: seriesId ?? slot.seriesId, isVirtualOnly: slot.locationId === null, isActive: true })
                .returning({ id: scheduleSlots.id });
              return inserted!;
            });
            ids.push({ id: row.id, date: slot.date });
          } catch (error) {
            if (pgErrorCode(error) !== PG_EXCLUSION_VIOLATION) throw error;
            const reason = await refusalOf(tx, { date: slot.date, start: slot.startTime, end: slot.endTime }, null);
            skipped.push({ date: slot.date, startTime: toHHmm(slot.startTime), reason });
          }
        }
        if (ids.length === 0) throw conflict(skipped[0]?.reason ? `No slot was created: ${skipped[0].reason}` : 'No slot was created');
        await audit.record(tx, {
          actor: trail.actor,
          action: trail.action,
          entity: trail.entity,
          entityId: seriesId,
          after: { ...(trail.input as object), seriesId, slotIds: ids.map((i) => i.id), skipped },
        });
        return { seriesId, ids, skipped };
      }),
    );
    const dates = ids.map((i) => i.date).sort();
    const listed = await schedule.listSlots({ from: dates[0]!, to: dates.at(-1)!, activeOnly: false, ids: ids.map((i) => i.id) });
    return { seriesId, created: await withSeries(listed), skipped };
  }

  /** The first active slot on `date` sharing any minute with [start, end), other than `exceptId`. */
  async function findClash(tx: DbOrTx, date: string, start: string, end: string, exceptId?: number): Promise<Clash | null> {
    const [row] = await tx
      .select({
        date: scheduleSlots.date,
        startTime: scheduleSlots.startTime,
        endTime: scheduleSlots.endTime,
        locationId: scheduleSlots.locationId,
        locationName: locations.name,
      })
      .from(scheduleSlots)
      .leftJoin(locations, eq(locations.id, scheduleSlots.locationId))
      .where(
        and(
          eq(scheduleSlots.date, date),
          eq(scheduleSlots.isActive, true),
          lt(scheduleSlots.startTime, fullTime(end)),
          gt(scheduleSlots.endTime, fullTime(start)),
          exceptId === undefined ? undefined : ne(scheduleSlots.id, exceptId),
        ),
      )
      .orderBy(asc(scheduleSlots.startTime))
      .limit(1);
    return row ?? null;
  }

  /**
   * Runs a write that may activate a slot. The check inside the transaction gives the friendly message;
   * the exclusion constraint catches the race two simultaneous writes win together, and still answers CONFLICT.
   */
  async function guardOverlap<T>(write: () => Promise<T>, slot: { date: string; start: string; end: string; id?: number }): Promise<T> {
    try {
      // A deadlock at the constraint aborts one of two simultaneous writers; its retry meets the winner's row.
      return await retryWhenAborted(write);
    } catch (error) {
      if (pgErrorCode(error) !== PG_EXCLUSION_VIOLATION) throw error;
      const clash = await findClash(db, slot.date, slot.start, slot.end, slot.id);
      throw conflict(await refusalOf(db, slot, clash));
    }
  }

  async function checkClassTypes(ids: string[] | undefined): Promise<number[] | undefined> {
    if (ids === undefined) return undefined;
    const wanted = [...new Set(ids.map(Number))];
    const tooBig = wanted.find((n) => !Number.isSafeInteger(n) || n > 2_147_483_647 || n < 1);
    if (tooBig !== undefined) throw invalid('allowedClassTypes', `class type ${ids.find((s) => Number(s) === tooBig)} does not exist`);
    if (wanted.length === 0) return [];
    const found = await db.select({ id: classTypes.id }).from(classTypes).where(inArray(classTypes.id, wanted));
    const missing = wanted.filter((n) => !found.some((f) => f.id === n));
    if (missing.length) {
      throw invalid(
        'allowedClassTypes',
        `class type${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ${missing.length > 1 ? 'do' : 'does'} not exist`,
      );
    }
    return wanted.sort((a, b) => a - b);
  }

  async function checkLocation(locationId: number): Promise<void> {
    const [row] = await db.select({ isActive: locations.isActive }).from(locations).where(eq(locations.id, locationId));
    if (!row) throw invalid('locationId', `location ${locationId} does not exist`);
    if (!row.isActive) throw invalid('locationId', `location ${locationId} is inactive; activate it first`);
  }

  return {
    byDate: async (date: string): Promise<AdminSlotDto[]> =>
      withSeries(await schedule.listSlots({ from: date, to: date, activeOnly: false })),

    /**
     * Slots read by change (decision 750), whatever their date: edited, withdrawn, or a place taken or given
     * back (availableSpots). A deleted slot is not listed.
     */
    async changes(input: SyncQuery): Promise<SyncPage<AdminSlotDto>> {
      const window = syncWindow(scheduleSlots, input);
      const rows = await db
        .select({ id: scheduleSlots.id, date: scheduleSlots.date, syncMicros: microsOf(scheduleSlots.updatedAt) })
        .from(scheduleSlots)
        .where(window.where)
        .orderBy(...window.orderBy)
        .limit(window.limit);
      const page = syncPage(rows, input, (row) => row);
      if (page.data.length === 0) return { data: [], nextCursor: page.nextCursor };
      const dates = page.data.map((r) => r.date).sort();
      const listed = await withSeries(
        await schedule.listSlots({ from: dates[0]!, to: dates.at(-1)!, activeOnly: false, ids: page.data.map((r) => r.id) }),
      );
      const byId = new Map(listed.map((s) => [s.id, s]));
      return { data: page.data.flatMap((r) => byId.get(r.id) ?? []), nextCursor: page.nextCursor };
    },

    /** The range's length is checked by adminScheduleRangeSchema. */
    range: async (startDate: string, endDate: string): Promise<AdminSlotDto[]> =>
      withSeries(await schedule.listSlots({ from: startDate, to: endDate, activeOnly: false })),

    /** One slot. A null location means a virtual-only slot, and a slot with a location is never virtual-only. */
    async create(input: SlotCreate, actor: Actor): Promise<AdminSlotDto> {
      if (fullTime(input.endTime) <= fullTime(input.startTime)) throw invalid('endTime', 'must be after startTime');
      const allowed = (await checkClassTypes(input.allowedClassTypes)) ?? [];
      if (input.locationId !== null) await checkLocation(input.locationId);
      const slot = { date: input.date, start: input.startTime, end: input.endTime };
      const id = await guardOverlap(
        () =>
          db.transaction(async (tx) => {
            if (input.isActive) {
              const clash = await findClash(tx, input.date, input.startTime, input.endTime);
              if (clash) throw conflict(overlapMessage(clash));
            }
            const [row] = await tx
              .insert(scheduleSlots)
              .values({
                date: input.date,
                startTime: input.startTime,
                endTime: input.endTime,
                locationId: input.locationId,
                isVirtualOnly: input.locationId === null,
                allowedClassTypeIds: allowed,
                maxBookings: input.maxBookings,
                notes: input.notes,
                joiningDetails: input.joiningDetails,
                isActive: input.isActive,
              })
              .returning(slotColumns);
            await audit.record(tx, { actor, action: 'slot.create', entity: 'slot', entityId: row!.id, after: row });
            return row!.id;
          }),
        slot,
      );
      return slotById(id, input.date);
    },

    /**
     * Everything but the date and time. Capacity never drops below the places already taken. With scope
     * 'following' the same change reaches every later slot of the slot's series too, all or none.
     */
    async update(id: number, patch: SlotPatch, actor: Actor, scope: SlotEditScope = 'one', now = new Date()): Promise<AdminSlotDto> {
      const allowed = await checkClassTypes(patch.allowedClassTypes);
      // An absent locationId keeps the location unless the edit says "virtual only".
      const locationId = patch.locationId !== undefined ? patch.locationId : patch.isVirtualOnly === true ? null : undefined;

      const [current] = await db
        .select({
          date: scheduleSlots.date,
          startTime: scheduleSlots.startTime,
          endTime: scheduleSlots.endTime,
          locationId: scheduleSlots.locationId,
          seriesId: scheduleSlots.seriesId,
        })
        .from(scheduleSlots)
        .where(eq(scheduleSlots.id, id));
      if (!current) throw notFound('Schedule slot not found');
      // SPEC §4: the time slot cannot change. Its own values sent back (a GET body) are fine; others are refused.
      const fixed = {
        date: [patch.date, current.date],
        startTime: [patch.startTime, current.startTime],
        endTime: [patch.endTime, current.endTime],
      } as const;
      for (const [field, [sent, stored]] of Object.entries(fixed)) {
        if (sent !== undefined && fullTime(sent) !== fullTime(stored)) {
          throw invalid(field, "a slot's date and time cannot be changed; delete it and create a new one");
        }
      }
      // The edit form sends the slot's location back unchanged; a since-deactivated one stays allowed there.
      if (locationId != null && locationId !== current.locationId) await checkLocation(locationId);

      const targets =
        scope === 'following' && current.seriesId !== null
          ? await db
              .select({
                id: scheduleSlots.id,
                date: scheduleSlots.date,
                startTime: scheduleSlots.startTime,
                endTime: scheduleSlots.endTime,
              })
              .from(scheduleSlots)
              .where(and(eq(scheduleSlots.seriesId, current.seriesId), gte(scheduleSlots.date, current.date)))
              .orderBy(asc(scheduleSlots.date), asc(scheduleSlots.startTime))
          : [{ id, date: current.date, startTime: current.startTime, endTime: current.endTime }];

      await guardOverlap(
        () =>
          db.transaction(async (tx) => {
            for (const target of targets) {
              // The booking path takes places on the same row, so capacity and bookings never pass each other.
              const [slot] = await tx.select(slotColumns).from(scheduleSlots).where(eq(scheduleSlots.id, target.id)).for('update');
              if (!slot) throw notFound('Schedule slot not found');
              const on = target.id === id ? '' : ` on ${dayjs(target.date, DATE_FORMAT, true).format('ddd D MMM')}`;
              if (patch.maxBookings !== undefined) await places.setCapacity(tx, target.id, patch.maxBookings, now, on);
              if (patch.isActive === true && !slot.isActive) {
                const clash = await findClash(tx, target.date, target.startTime, target.endTime, target.id);
                if (clash) throw conflict(overlapMessage(clash));
              }
              const set = {
                ...(locationId !== undefined ? { locationId, isVirtualOnly: locationId === null } : {}),
                ...(allowed !== undefined ? { allowedClassTypeIds: allowed } : {}),
                ...(patch.notes !== undefined ? { notes: patch.notes } : {}),
                ...(patch.joiningDetails !== undefined ? { joiningDetails: patch.joiningDetails } : {}),
                ...(patch.isActive !== undefined ? { isActive: patch.isActive } : {}),
              };
              if (Object.keys(set).length > 0) await tx.update(scheduleSlots).set(set).where(eq(scheduleSlots.id, target.id));
              const [after] = await tx.select(slotColumns).from(scheduleSlots).where(eq(scheduleSlots.id, target.id));
              await audit.record(tx, { actor, action: 'slot.update', entity: 'slot', entityId: target.id, before: slot, after });
            }
          }),
        { date: current.date, start: current.startTime, end: current.endTime, id },
      );
      return slotById(id, current.date);
    },

    /** A weekly series in one step: one slot per date of the rule; dates that overlap an active slot are left out and listed. */
    async createSeries(input: SeriesCreate, actor: Actor): Promise<SlotBatchResult> {
      if (fullTime(input.endTime) <= fullTime(input.startTime)) throw invalid('endTime', 'must be after startTime');
      const allowed = (await checkClassTypes(input.allowedClassTypes)) ?? [];
      if (input.locationId !== null) await checkLocation(input.locationId);
      const dates = seriesDates(input.startDate, input.weekdays, input.weeks);
      return insertBatch(
        dates.map((date) => ({
          date,
          startTime: input.startTime,
          endTime: input.endTime,
          locationId: input.locationId,
          allowedClassTypeIds: allowed,
          maxBookings: input.maxBookings,
          notes: input.notes,
          joiningDetails: input.joiningDetails,
          seriesId: null,
        })),
        { actor, action: 'series.create', entity: 'series', input },
        async (tx) => {
          const [row] = await tx
            .insert(scheduleSeries)
            .values({
              weekdays: [...new Set(input.weekdays)].sort(),
              startTime: input.startTime,
              endTime: input.endTime,
              firstDate: input.startDate,
              weeks: input.weeks,
            })
            .returning({ id: scheduleSeries.id });
          return row!.id;
        },
      );
    },

    /**
     * Copies the active slots of one week to the same weekdays and times of another. The copies stand alone
     * (no series): a copied week is the owner's own new plan. Slots at a since-deactivated location are left out.
     */
    async copyWeek(fromWeek: string, toWeek: string, actor: Actor): Promise<SlotBatchResult> {
      const from = mondayOf(fromWeek);
      const shift = daysBetween(from, mondayOf(toWeek));
      const source = await db
        .select({
          date: scheduleSlots.date,
          startTime: scheduleSlots.startTime,
          endTime: scheduleSlots.endTime,
          locationId: scheduleSlots.locationId,
          locationActive: locations.isActive,
          allowedClassTypeIds: scheduleSlots.allowedClassTypeIds,
          maxBookings: scheduleSlots.maxBookings,
          notes: scheduleSlots.notes,
          joiningDetails: scheduleSlots.joiningDetails,
        })
        .from(scheduleSlots)
        .leftJoin(locations, eq(locations.id, scheduleSlots.locationId))
        .where(and(gte(scheduleSlots.date, from), lte(scheduleSlots.date, addDays(from, 6)), eq(scheduleSlots.isActive, true)))
        .orderBy(asc(scheduleSlots.date), asc(scheduleSlots.startTime));
      if (source.length === 0) throw notFound('That week has no active slots to copy');
      const inactive = source.filter((s) => s.locationId !== null && s.locationActive === false);
      const result = await insertBatch(
        source
          .filter((s) => !inactive.includes(s))
          .map(({ locationActive: _active, ...slot }) => ({ ...slot, date: addDays(slot.date, shift), seriesId: null })),
        { actor, action: 'slot.copy_week', entity: 'slot', input: { fromWeek, toWeek } },
      );
      return {
        ...result,
        skipped: [
          ...inactive.map((s) => ({ date: addDays(s.date, shift), startTime: toHHmm(s.startTime), reason: 'Its location is inactive' })),
          ...result.skipped,
        ],
      };
    },

    /** Deletes a slot no booking row points at (any status: history is kept); otherwise the owner deactivates it. */
    async remove(id: number, actor: Actor): Promise<{ success: true }> {
      try {
        await db.transaction(async (tx) => {
          const [slot] = await tx.select(slotColumns).from(scheduleSlots).where(eq(scheduleSlots.id, id)).for('update');
          if (!slot) throw notFound('Schedule slot not found');
          const [booked] = await tx.select({ n: count() }).from(bookings).where(eq(bookings.slotId, id));
          if (booked!.n > 0) throw conflict(SLOT_HAS_BOOKINGS);
          await tx.delete(scheduleSlots).where(eq(scheduleSlots.id, id));
          await recordDeletions(tx, 'schedule_slot', [id]);
          await audit.record(tx, { actor, action: 'slot.remove', entity: 'slot', entityId: id, before: slot });
        });
      } catch (error) {
        if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw conflict(SLOT_HAS_BOOKINGS);
        throw error;
      }
      return { success: true };
    },
  };
}

export type AdminScheduleService = ReturnType<typeof createAdminScheduleService>;
