/**
 * Her busy time (decision 550): the one module that writes and reads `busy_times` for appointments. Classes get
 * their rows from the schedule_slots trigger; the exclusion constraints decide every race.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { releaseVouchersOfAppointments } from '../vouchers/vouchers';
import { releaseIntroOfAppointments } from '../booking/intro-offer';
import type { AppointmentPlace } from '../../../domain/appointments/rules';
import type { BusyRange } from '../../../domain/availability';
import { type DbOrTx, perDatabase, rowsOf } from '../../db/client';
import { appointments, appointmentTypes, busyTimes, orders } from '../../db/schema';
import type { AppointmentTypeDto } from '../../../domain/appointments/dto';
import { typeColumns } from './setup';
import { PG_EXCLUSION_VIOLATION, PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../admin/db-errors';

const MINUTE = 60_000;

/** The inet a place is compared by: a location, this appointment's client's home, or nowhere (online). */
function placeInet(place: AppointmentPlace, locationId: number | null, appointmentId: number) {
  if (place === 'location') return sql`'0.0.0.0'::inet + ${locationId}::integer`;
  if (place === 'client_home') return sql`'1.0.0.0'::inet + ${appointmentId}::integer`;
  return sql`null::inet`;
}

/**
 * The unique index that lets one live appointment (held or confirmed) start at a time (decision 772). Booking
 * claims its start in a statement of its own before anything else is written (`claimStart`, decision 814); moving
 * it, or confirming a late payment, claims it before any day lock is taken. Nobody waits on a claim while holding
 * a day lock.
 */
export const LIVE_START_INDEX = 'appointments_live_start_idx';

/** True for the error of a time already taken: an overlap (exclusion) or the same start (the claim). */
export function isTimeTaken(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === PG_EXCLUSION_VIOLATION || (code === PG_UNIQUE_VIOLATION && pgConstraint(error) === LIVE_START_INDEX);
}

/** The first key of the per-day advisory lock reservations take (the second is the UTC day number). */
export const BUSY_DAY_LOCK = 5501;
const DAY = 86_400_000;

/**
 * Takes the advisory locks of every UTC day that [from, to) touches, in ascending order. Reservations that could
 * meet at the constraints then queue instead of each inserting and waiting on the other (a deadlock the database
 * breaks only after a second); the constraints still decide. Re-entrant within a transaction.
 */
export async function lockDays(tx: DbOrTx, from: Date, to: Date, ...more: { from: Date; to: Date }[]): Promise<void> {
  const days = new Set<number>();
  for (const r of [{ from, to }, ...more])
    for (let day = Math.floor(r.from.getTime() / DAY); day <= Math.floor((r.to.getTime() - 1) / DAY); day++) days.add(day);
  for (const day of [...days].sort((a, b) => a - b)) await tx.execute(sql`select pg_advisory_xact_lock(${BUSY_DAY_LOCK}, ${day}::integer)`);
}

/** What an appointment's reservation reaches: the session, its buffer and travel either side. */
export function reachOf(startsAt: Date, endsAt: Date, bufferAfterMinutes: number, travelMinutes: number) {
  return {
    from: new Date(startsAt.getTime() - travelMinutes * MINUTE),
    to: new Date(endsAt.getTime() + (bufferAfterMinutes + travelMinutes) * MINUTE),
  };
}

const range = (from: Date, to: Date) => sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`;

/**
 * Reserves an appointment's time: the session and its buffer, with travel around it when it is somewhere.
 * Throws the database's exclusion violation (23P01) when any of it is taken.
 */
export async function reserve(
  tx: DbOrTx,
  a: { id: number; startsAt: Date; endsAt: Date; place: AppointmentPlace; locationId: number | null },
  bufferAfterMinutes: number,
  travelMinutes: number,
): Promise<void> {
  const reach = reachOf(a.startsAt, a.endsAt, bufferAfterMinutes, travelMinutes);
  await lockDays(tx, reach.from, reach.to);
  const reservedEnd = new Date(a.endsAt.getTime() + bufferAfterMinutes * MINUTE);
  const travel = travelMinutes * MINUTE;
  await tx.execute(sql`
    insert into ${busyTimes} ("kind", "appointment_id", "during", "place", "travel", "reach", "side")
    values ('appointment', ${a.id}, ${range(a.startsAt, reservedEnd)}, ${placeInet(a.place, a.locationId, a.id)},
      ${range(a.startsAt, new Date(reservedEnd.getTime() + travel))},
      ${range(new Date(a.startsAt.getTime() - travel), new Date(reservedEnd.getTime() + travel))}, '0.0.0.2'::inet)`);
}

/** Gives an appointment's time back (cancelled, lapsed, failed to pay). */
export async function release(tx: DbOrTx, appointmentId: number): Promise<void> {
  await tx.delete(busyTimes).where(eq(busyTimes.appointmentId, appointmentId));
}

/**
 * Holds that lapsed unpaid in [from, to) become 'expired' and give their time back, so a new booking there does
 * not wait for the worker's sweep. Returns how many.
 */
export async function releaseLapsed(tx: DbOrTx, now: Date, window?: { from: Date; to: Date }): Promise<number> {
  const lapsed = await tx
    .update(appointments)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(appointments.status, 'held'),
        lte(appointments.holdExpiresAt, now),
        window ? sql`${appointments.startsAt} < ${window.to.toISOString()}::timestamptz` : undefined,
        window ? sql`${appointments.endsAt} > ${window.from.toISOString()}::timestamptz` : undefined,
      ),
    )
    .returning({ id: appointments.id });
  if (lapsed.length)
    await releaseVouchersOfAppointments(
      tx,
      lapsed.map((l) => l.id),
      now,
    );
  await releaseIntroOfAppointments(
    tx,
    lapsed.map((l) => l.id),
    now,
  );
  if (lapsed.length)
    await tx.delete(busyTimes).where(
      inArray(
        busyTimes.appointmentId,
        lapsed.map((l) => l.id),
      ),
    );
  return lapsed.length;
}

/** What stands at a start: the live-start index's row, if any (held or confirmed). */
export type StartRow = { status: string; holdExpiresAt: Date | null } | null;

/** A live appointment (confirmed, or held and not lapsed), a hold that lapsed unswept, or nothing. */
export function stateOf(row: StartRow, now: Date): 'live' | 'lapsed' | 'free' {
  if (!row) return 'free';
  return row.status === 'confirmed' || row.holdExpiresAt === null || row.holdExpiresAt > now ? 'live' : 'lapsed';
}

const liveAtStart = sql`${appointments.startsAt} = ${sql.placeholder('startsAt')} and ${appointments.status} in ('held', 'confirmed')`;

/** The probe of one start, prepared once per database: under a rush it runs for every visitor. */
const startStatement = perDatabase((db) =>
  db
    .select({ status: appointments.status, holdExpiresAt: appointments.holdExpiresAt })
    .from(appointments)
    .where(liveAtStart)
    .limit(1)
    .prepare('appointments_start_state'),
);

/**
 * What holds this very start (decisions 772, 814), by one probe of the claim's unique index: the quick answer for
 * everyone who arrives after a time was claimed.
 */
export async function startState(db: DbOrTx, startsAt: Date, now: Date): Promise<'live' | 'lapsed' | 'free'> {
  const [row] = await startStatement(db).execute({ startsAt: startsAt.toISOString() });
  return stateOf(row ?? null, now);
}

/**
 * A type and what holds a start (`stateOf`) in one prepared statement: a booking reads both, and in a rush for one
 * time that one round trip is all most visitors cost. The live-start index is unique, so the join adds no row.
 */
const typeWithStartStatement = perDatabase((db) =>
  db
    .select({ type: typeColumns, startStatus: appointments.status, startHoldExpiresAt: appointments.holdExpiresAt })
    .from(appointmentTypes)
    .leftJoin(appointments, liveAtStart)
    .where(eq(appointmentTypes.id, sql.placeholder('typeId')))
    .prepare('appointment_type_with_start'),
);

export async function typeWithStart(
  db: DbOrTx,
  typeId: number,
  startsAt: Date,
): Promise<{ type: AppointmentTypeDto; start: StartRow } | null> {
  const [row] = await typeWithStartStatement(db).execute({ typeId, startsAt: startsAt.toISOString() });
  if (!row) return null;
  return { type: row.type, start: row.startStatus === null ? null : { status: row.startStatus, holdExpiresAt: row.startHoldExpiresAt } };
}

/**
 * Claims a start (decision 814): the appointment's row, 'held' until `holdExpiresAt`, written by ONE autocommitted
 * INSERT against the live-start unique index. Its row lock lasts that statement only, so a rush for one time is
 * told by this statement (or by `startState`) without waiting on anyone's transaction. Null when a live
 * appointment (or an unswept lapsed hold: `startState` first) starts there. What the claim is for is written
 * after it, and `withdrawClaim` takes it back when that is refused.
 */
export async function claimStart(db: DbOrTx, row: typeof appointments.$inferInsert & { holdExpiresAt: Date }): Promise<number | null> {
  const [claimed] = await db
    .insert(appointments)
    .values({ ...row, status: 'held' })
    .onConflictDoNothing()
    .returning({ id: appointments.id });
  return claimed?.id ?? null;
}

/**
 * Takes back a claim whose booking was refused or failed: the row goes, as if never made. Only a claim still
 * held with no order written for it, so a booking that did commit is never touched (its order is written in the
 * hold's transaction). A claim that cannot be withdrawn (the database gone) lapses at its `holdExpiresAt`.
 */
export async function withdrawClaim(db: DbOrTx, appointmentId: number): Promise<void> {
  await db
    .delete(appointments)
    .where(
      and(
        eq(appointments.id, appointmentId),
        eq(appointments.status, 'held'),
        sql`not exists (select 1 from ${orders} o where o."appointment_id" = ${appointmentId}::integer)`,
      ),
    );
}

/**
 * Everything busy in [from, to) as the availability rule reads it, an appointment with the travel after it that it
 * reserved. A hold that lapsed but is not yet swept no
 * longer counts: booking over it releases it first.
 */
export async function busyBetween(db: DbOrTx, from: Date, to: Date, now: Date, exceptAppointmentId?: number): Promise<BusyRange[]> {
  const rows = await db.execute(sql`
    select lower(b."during") as "start", upper(b."during") as "end",
      case when b."place" is null then null
           when b."place" << '1.0.0.0/8'::inet then 'client_home'
           else 'location:' || (b."place" - '0.0.0.0'::inet)::text end as "place",
      (extract(epoch from upper(b."travel") - upper(b."during")) / 60)::integer as "travelAfter"
    from ${busyTimes} b
    left join ${appointments} a on a."id" = b."appointment_id"
    where b."during" && ${range(from, to)}
      and not (a."status" is not null and a."status" = 'held' and a."hold_expires_at" <= ${now.toISOString()}::timestamptz)
      ${exceptAppointmentId === undefined ? sql`` : sql`and b."appointment_id" is distinct from ${exceptAppointmentId}::integer`}
    order by lower(b."during")`);
  return rowsOf<{ start: string | Date; end: string | Date; place: string | null; travelAfter: number | string | null }>(rows).map((r) => ({
    start: new Date(r.start),
    end: new Date(r.end),
    place: r.place,
    // An appointment's travel as it was reserved (decision 809); classes have none of their own.
    ...(r.travelAfter === null ? {} : { travelAfterMinutes: Number(r.travelAfter) }),
  }));
}

export interface AppointmentClash {
  id: number;
  typeName: string;
  name: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The first held or confirmed appointment whose time, with its buffer and travel, reaches into [from, to): what
 * keeps a class from being created there (the `busy_times_reach` and `busy_times_no_overlap` constraints).
 */
export async function appointmentReaching(db: DbOrTx, from: Date, to: Date): Promise<AppointmentClash | null> {
  const [row] = await db
    .select({
      id: appointments.id,
      typeName: appointments.typeName,
      name: appointments.name,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
    })
    .from(busyTimes)
    .innerJoin(appointments, eq(appointments.id, busyTimes.appointmentId))
    .where(sql`${busyTimes.reach} && ${range(from, to)}`)
    .orderBy(appointments.startsAt)
    .limit(1);
  return row ?? null;
}
