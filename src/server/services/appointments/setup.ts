/** What the owner sets up: appointment types, her weekly hours, her time off and the travel between two places. */
import { asc, eq, gt } from 'drizzle-orm';
import type { AppointmentTypeDto, TimeOffDto, WorkingHoursDto } from '../../../domain/appointments/dto';
import {
  type AppointmentSettings,
  type AppointmentTypeInput,
  type AppointmentTypePatch,
  appointmentSettingsSchema,
  type TimeOffInput,
  type WorkingHoursEntry,
} from '../../../domain/appointments/rules';
import { invalid, notFound } from '../../../domain/errors';
import { addDays, londonInstant, toHHmm } from '../../../domain/time';
import type { Db, DbOrTx } from '../../db/client';
import { appointmentSettings, appointmentTypes, locations, timeOff, workingHours } from '../../db/schema';
import * as audit from '../admin/audit';
import type { SyncPage, SyncQuery } from '../../../domain/sync';
import { readChanges, recordDeletions } from '../platform/sync';

/** An appointment type's columns as the services read it. */
export const typeColumns = {
  id: appointmentTypes.id,
  name: appointmentTypes.name,
  description: appointmentTypes.description,
  durationMinutes: appointmentTypes.durationMinutes,
  pricePence: appointmentTypes.pricePence,
  bufferAfterMinutes: appointmentTypes.bufferAfterMinutes,
  minNoticeMinutes: appointmentTypes.minNoticeMinutes,
  horizonDays: appointmentTypes.horizonDays,
  place: appointmentTypes.place,
  locationId: appointmentTypes.locationId,
  acceptsTrainingCredits: appointmentTypes.acceptsTrainingCredits,
  creditPackIds: appointmentTypes.creditPackIds,
  isActive: appointmentTypes.isActive,
  updatedAt: appointmentTypes.updatedAt,
};

export const TYPE_NOT_FOUND = 'Appointment type not found';

/** One type, active or not. */
export async function typeById(db: DbOrTx, id: number): Promise<AppointmentTypeDto | null> {
  const [row] = await db.select(typeColumns).from(appointmentTypes).where(eq(appointmentTypes.id, id));
  return row ?? null;
}

const hoursColumns = {
  id: workingHours.id,
  weekday: workingHours.weekday,
  startTime: workingHours.startTime,
  endTime: workingHours.endTime,
  locationId: workingHours.locationId,
  updatedAt: workingHours.updatedAt,
};
const toHoursDto = (r: { startTime: string; endTime: string } & Omit<WorkingHoursDto, 'startTime' | 'endTime'>): WorkingHoursDto => ({
  ...r,
  startTime: toHHmm(r.startTime),
  endTime: toHHmm(r.endTime),
});

export async function weeklyHours(db: DbOrTx): Promise<WorkingHoursDto[]> {
  const rows = await db.select(hoursColumns).from(workingHours).orderBy(asc(workingHours.weekday), asc(workingHours.startTime));
  return rows.map(toHoursDto);
}

/** Time off that has not ended by `after`. */
const timeOffColumns = {
  id: timeOff.id,
  startsAt: timeOff.startsAt,
  endsAt: timeOff.endsAt,
  reason: timeOff.reason,
  updatedAt: timeOff.updatedAt,
};

export async function timeOffAfter(db: DbOrTx, after: Date): Promise<TimeOffDto[]> {
  return db.select(timeOffColumns).from(timeOff).where(gt(timeOff.endsAt, after)).orderBy(asc(timeOff.startsAt));
}

/**
 * The travel time between two different places (decision 809): the owner's setting, or `fallback` (the environment's
 * APPOINTMENT_TRAVEL_MINUTES) until she saves one. Read where a reservation is made, in its transaction.
 */
export async function travelMinutesOf(db: DbOrTx, fallback: number): Promise<number> {
  const [row] = await db
    .select({ travelMinutes: appointmentSettings.travelMinutes })
    .from(appointmentSettings)
    .where(eq(appointmentSettings.id, 1));
  return row?.travelMinutes ?? fallback;
}

async function checkLocations(db: DbOrTx, ids: (number | null | undefined)[], field: string) {
  for (const id of new Set(ids.filter((i): i is number => typeof i === 'number'))) {
    const [found] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, id));
    if (!found) throw invalid(field, `location ${id} does not exist`);
  }
}

export function createAppointmentSetupService(deps: { db: Db; clock: () => Date; defaultTravelMinutes: number }) {
  const { db, clock, defaultTravelMinutes } = deps;

  return {
    /** Her appointment settings: the travel time between two different places. */
    settings: async (): Promise<AppointmentSettings> => ({ travelMinutes: await travelMinutesOf(db, defaultTravelMinutes) }),

    /** Saves them, audited; the new travel applies to times reserved from now on (decision 809). */
    async saveSettings(input: AppointmentSettings, actor: string): Promise<AppointmentSettings> {
      const next = appointmentSettingsSchema.parse(input);
      const now = clock();
      return db.transaction(async (tx) => {
        const before = { travelMinutes: await travelMinutesOf(tx, defaultTravelMinutes) };
        await tx
          .insert(appointmentSettings)
          .values({ id: 1, ...next, updatedAt: now })
          .onConflictDoUpdate({ target: appointmentSettings.id, set: { ...next, updatedAt: now } });
        await audit.record(tx, {
          actor,
          action: 'appointment_settings.update',
          entity: 'appointment_settings',
          before,
          after: next,
          at: now,
        });
        return next;
      });
    },

    /** Types a visitor can book. */
    activeTypes: (): Promise<AppointmentTypeDto[]> =>
      db.select(typeColumns).from(appointmentTypes).where(eq(appointmentTypes.isActive, true)).orderBy(asc(appointmentTypes.id)),

    listTypes: (): Promise<AppointmentTypeDto[]> => db.select(typeColumns).from(appointmentTypes).orderBy(asc(appointmentTypes.id)),

    /** Appointment types read by change (decision 750). */
    typeChanges: (input: SyncQuery): Promise<SyncPage<AppointmentTypeDto>> =>
      readChanges(db, appointmentTypes, typeColumns, input, (row) => row),

    async createType(input: AppointmentTypeInput, actor: string): Promise<AppointmentTypeDto> {
      await checkLocations(db, [input.locationId], 'locationId');
      const values = { ...input, locationId: input.place === 'location' ? input.locationId : null };
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(appointmentTypes).values(values).returning(typeColumns);
        await audit.record(tx, { actor, action: 'appointment_type.create', entity: 'appointment_type', entityId: row!.id, after: row });
        return row!;
      });
    },

    async updateType(id: number, patch: Omit<AppointmentTypePatch, 'id'>, actor: string): Promise<AppointmentTypeDto> {
      await checkLocations(db, [patch.locationId], 'locationId');
      return db.transaction(async (tx) => {
        const [before] = await tx.select(typeColumns).from(appointmentTypes).where(eq(appointmentTypes.id, id)).for('update');
        if (!before) throw notFound(TYPE_NOT_FOUND);
        const next: AppointmentTypeDto = { ...before, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
        if (next.place === 'location' && next.locationId === null) throw invalid('locationId', 'required when place is location');
        if (next.place !== 'location') next.locationId = null;
        const { id: _id, ...set } = next;
        const [row] = await tx.update(appointmentTypes).set(set).where(eq(appointmentTypes.id, id)).returning(typeColumns);
        await audit.record(tx, { actor, action: 'appointment_type.update', entity: 'appointment_type', entityId: id, before, after: row });
        return row!;
      });
    },

    weeklyHours: () => weeklyHours(db),

    /**
     * The weekly hours read by change (decision 750). Saving the pattern replaces every row: the old rows are
     * tombstones in GET /api/admin/deleted (decision 796), the new ones changed now.
     */
    hoursChanges: (input: SyncQuery): Promise<SyncPage<WorkingHoursDto>> => readChanges(db, workingHours, hoursColumns, input, toHoursDto),

    /** Replaces the whole weekly pattern. */
    async setWeeklyHours(entries: WorkingHoursEntry[], actor: string): Promise<WorkingHoursDto[]> {
      await checkLocations(
        db,
        entries.map((e) => e.locationId),
        'locationId',
      );
      await db.transaction(async (tx) => {
        const before = await weeklyHours(tx);
        const now = clock();
        const replaced = await tx.delete(workingHours).returning({ id: workingHours.id });
        await recordDeletions(
          tx,
          'working_hours',
          replaced.map((r) => r.id),
          now,
        );
        if (entries.length) await tx.insert(workingHours).values(entries.map((e) => ({ ...e, updatedAt: now })));
        await audit.record(tx, { actor, action: 'working_hours.replace', entity: 'working_hours', before, after: entries });
      });
      return weeklyHours(db);
    },

    /** Time off from today on (and what is still running). */
    listTimeOff: () => timeOffAfter(db, clock()),

    /** Time off read by change (decision 750), past ones too; removed time off is not listed. */
    timeOffChanges: (input: SyncQuery): Promise<SyncPage<TimeOffDto>> => readChanges(db, timeOff, timeOffColumns, input, (row) => row),

    async addTimeOff(input: TimeOffInput, actor: string): Promise<TimeOffDto> {
      const startsAt = input.from ? londonInstant(input.from, '00:00') : input.startsAt!;
      const endsAt = input.from ? londonInstant(addDays(input.to ?? input.from, 1), '00:00') : input.endsAt!;
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(timeOff).values({ startsAt, endsAt, reason: input.reason }).returning(timeOffColumns);
        await audit.record(tx, { actor, action: 'time_off.create', entity: 'time_off', entityId: row!.id, after: row });
        return row!;
      });
    },

    async removeTimeOff(id: number, actor: string): Promise<{ success: true }> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(timeOff)
          .where(eq(timeOff.id, id))
          .returning({ id: timeOff.id, startsAt: timeOff.startsAt, endsAt: timeOff.endsAt });
        if (!row) throw notFound('Time off not found');
        await recordDeletions(tx, 'time_off', [id], clock());
        await audit.record(tx, { actor, action: 'time_off.delete', entity: 'time_off', entityId: id, before: row });
      });
      return { success: true };
    },
  };
}

export type AppointmentSetupService = ReturnType<typeof createAppointmentSetupService>;
