import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  type AttendanceSlotDto,
  type AttendanceState,
  type CheckInResultDto,
  type RosterDto,
  type RosterEntryDto,
  ticketTokenOf,
} from '../../../domain/attendance';
import { formatBookingRef } from '../../../domain/booking-ref';
import { conflict, notFound } from '../../../domain/errors';
import { classHasStarted, dayjs, formatLongDate, formatTime12h, LONDON, londonInstant, londonToday, toHHmm } from '../../../domain/time';
import type { Db, DbOrTx } from '../../db/client';
import { bookings, locations, orders, scheduleSlots } from '../../db/schema';
import * as audit from '../admin/audit';
import type { Actor } from '../admin/audit';
import { bookingIdOfTicket } from './tickets';
import { bookingClassEnd, slotClassEnd } from '../catalog/class-length';
import type { SyncPage, SyncQuery } from '../../../domain/sync';
import { loadSyncPage, microsOf, syncWindow } from '../platform/sync';

/** A class on the roster changes with its slot and with any booking on it: the later of the two. */
const attendanceUpdatedAt = sql`greatest(${scheduleSlots.updatedAt}, coalesce((select max(b.updated_at) from ${bookings} b where b.slot_id = ${scheduleSlots.id}), ${scheduleSlots.updatedAt}))`;

export const ATTENDANCE_MESSAGES = {
  unknownTicket: 'This ticket is not recognised',
  notFound: 'Booking not found',
  slotNotFound: 'Class not found',
  notConfirmed: 'Only a confirmed booking can be checked in or marked as a no-show',
  laterDay: 'This class is on a later day: tick names on the day of the class',
  notStarted: 'The class has not started yet, so nobody can be marked as a no-show',
  notEnded: 'No-shows can be recorded once the class has ended',
} as const;

const londonClock = (at: Date) => dayjs(at).tz(LONDON).format('HH:mm');
const whenOf = (date: string, startTime: string) => `${formatLongDate(date)} at ${formatTime12h(startTime)}`;

/**
 * Check-in at the door (a QR ticket), the roster of a class with its ticks, and no-shows. Each change is
 * one conditional UPDATE of the booking row, so two phones scanning the same ticket record it once.
 */
export function createAttendanceService(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;

  const slotColumns = {
    id: scheduleSlots.id,
    date: scheduleSlots.date,
    startTime: scheduleSlots.startTime,
    endTime: slotClassEnd,
    locationName: locations.name,
    classNames: sql<string[]>`coalesce(array_agg(distinct ${bookings.className}) filter (where ${bookings.id} is not null), '{}')`,
    booked: sql<number>`count(${bookings.id})::int`,
    checkedIn: sql<number>`count(${bookings.checkedInAt})::int`,
    noShows: sql<number>`count(${bookings.noShowAt})::int`,
    updatedAt: sql<string>`${attendanceUpdatedAt}`,
  };

  async function slotSummaries(where: SQL, now: Date): Promise<AttendanceSlotDto[]> {
    const rows = await db
      .select(slotColumns)
      .from(scheduleSlots)
      .leftJoin(locations, eq(locations.id, scheduleSlots.locationId))
      .leftJoin(bookings, and(eq(bookings.slotId, scheduleSlots.id), eq(bookings.status, 'confirmed')))
      .where(where)
      .groupBy(scheduleSlots.id, locations.name)
      // A slot switched off since still shows while it has people booked on it.
      .having(sql`bool_or(${scheduleSlots.isActive}) or count(${bookings.id}) > 0`)
      .orderBy(scheduleSlots.startTime, scheduleSlots.id);
    return rows.map((r) => ({
      ...r,
      startTime: toHHmm(r.startTime),
      endTime: toHHmm(r.endTime),
      classNames: [...r.classNames].sort(),
      started: classHasStarted(r, now),
      ended: londonInstant(r.date, r.endTime) <= now,
      updatedAt: new Date(r.updatedAt),
    }));
  }

  const bookingColumns = {
    id: bookings.id,
    slotId: bookings.slotId,
    status: bookings.status,
    name: bookings.name,
    phone: bookings.phone,
    specialRequests: bookings.specialRequests,
    className: bookings.className,
    participantCount: bookings.participantCount,
    checkedInAt: bookings.checkedInAt,
    noShowAt: bookings.noShowAt,
    date: scheduleSlots.date,
    startTime: scheduleSlots.startTime,
    endTime: bookingClassEnd,
    amountPence: orders.amountPence,
    paidPence: orders.paidPence,
    partyLeadId: bookings.partyLeadId,
  };

  function bookingsOf(tx: DbOrTx, where: SQL) {
    return (
      tx
        .select(bookingColumns)
        .from(bookings)
        .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
        // A place booked with others is paid on its group's order, which names the first place (decision 780).
        .leftJoin(orders, eq(orders.bookingId, sql`coalesce(${bookings.partyLeadId}, ${bookings.id})`))
        .where(where)
        .orderBy(sql`lower(${bookings.name})`, bookings.id)
    );
  }
  type BookingRow = Awaited<ReturnType<typeof bookingsOf>>[number];

  const entryOf = (b: BookingRow): RosterEntryDto => ({
    bookingId: b.id,
    ref: formatBookingRef({ kind: 'class', id: b.id }),
    name: b.name,
    phone: b.phone,
    specialRequests: b.specialRequests,
    className: b.className,
    participantCount: b.participantCount,
    // Credits from class packs will be a fourth kind here when packs exist.
    payment: (b.paidPence ?? 0) > 0 ? 'paid' : b.amountPence === 0 ? 'free' : 'unpaid',
    // The group's money is counted once, on its first place; the others read 'paid' with it.
    paidPence: b.partyLeadId === null ? (b.paidPence ?? 0) : 0,
    checkedInAt: b.checkedInAt,
    noShowAt: b.noShowAt,
  });

  async function oneBooking(bookingId: number): Promise<BookingRow> {
    const [row] = await bookingsOf(db, eq(bookings.id, bookingId));
    if (!row) throw notFound(ATTENDANCE_MESSAGES.notFound);
    return row;
  }

  /** Records the arrival unless already recorded; false when it was (or the booking is no longer confirmed). */
  async function recordArrival(bookingId: number, now: Date, actor: Actor, via: 'ticket' | 'roster'): Promise<boolean> {
    return db.transaction(async (tx) => {
      const done = await tx
        .update(bookings)
        .set({ checkedInAt: now, noShowAt: null, updatedAt: now })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'confirmed'), isNull(bookings.checkedInAt)))
        .returning({ id: bookings.id });
      if (done.length === 0) return false;
      const ref = formatBookingRef({ kind: 'class', id: bookingId });
      await audit.record(tx, {
        actor,
        action: 'booking.check_in',
        entity: 'booking',
        entityId: ref,
        after: { checkedInAt: now, via },
        at: now,
      });
      return true;
    });
  }

  return {
    /** The classes of a day for the slot picker (the page opens on today). */
    slotsOn: (date: string, now: Date = clock()) => slotSummaries(eq(scheduleSlots.date, date), now),

    /**
     * The classes of a day read by change (decision 750): a class changes with its slot and with any booking on it
     * (booked, cancelled, checked in, marked a no-show), so its updatedAt is the latest of those.
     */
    async slotsOnChanges(date: string, input: SyncQuery, now: Date = clock()): Promise<SyncPage<AttendanceSlotDto>> {
      const window = syncWindow({ updatedAt: attendanceUpdatedAt, id: scheduleSlots.id }, input);
      const rows = await db
        .select({ id: scheduleSlots.id, syncMicros: microsOf(attendanceUpdatedAt) })
        .from(scheduleSlots)
        .where(and(eq(scheduleSlots.date, date), window.where))
        .orderBy(...window.orderBy)
        .limit(window.limit);
      return loadSyncPage(rows, input, (ids) => slotSummaries(inArray(scheduleSlots.id, ids), now));
    },

    async roster(slotId: number, now: Date = clock()): Promise<RosterDto> {
      const [slot] = await slotSummaries(eq(scheduleSlots.id, slotId), now);
      if (!slot) throw notFound(ATTENDANCE_MESSAGES.slotNotFound);
      const rows = await bookingsOf(db, and(eq(bookings.slotId, slotId), eq(bookings.status, 'confirmed'))!);
      return { slot, entries: rows.map(entryOf) };
    },

    /**
     * A scanned ticket. Recorded only for a confirmed booking of a class today (London); otherwise the
     * answer says why, with the name and class so the owner can talk to the person in front of her.
     */
    async checkIn(scanned: string, actor: Actor, now: Date = clock()): Promise<CheckInResultDto> {
      const token = ticketTokenOf(scanned);
      const bookingId = token ? await bookingIdOfTicket(db, token) : null;
      if (bookingId === null) throw notFound(ATTENDANCE_MESSAGES.unknownTicket);
      const before = await oneBooking(bookingId);
      const result = (b: BookingRow, outcome: CheckInResultDto['outcome'], message: string): CheckInResultDto => ({
        outcome,
        message,
        bookingId: b.id,
        ref: formatBookingRef({ kind: 'class', id: b.id }),
        slotId: b.slotId,
        name: b.name,
        className: b.className,
        participantCount: b.participantCount,
        date: b.date,
        startTime: toHHmm(b.startTime),
        endTime: toHHmm(b.endTime),
        checkedInAt: b.checkedInAt,
      });
      if (before.status !== 'confirmed') return result(before, 'not_confirmed', `This booking is ${before.status}, not confirmed`);
      const today = londonToday(now);
      if (before.date !== today) {
        const tense = before.date < today ? 'was' : 'is';
        return result(
          before,
          'other_day',
          `This ticket ${tense} for ${before.className} on ${whenOf(before.date, before.startTime)}, not today`,
        );
      }
      const recorded = await recordArrival(bookingId, now, actor, 'ticket');
      const after = await oneBooking(bookingId);
      if (recorded)
        return result(
          after,
          'checked_in',
          `Checked in: ${after.name}${after.participantCount > 1 ? ` (${after.participantCount} people)` : ''}`,
        );
      if (after.status !== 'confirmed') return result(after, 'not_confirmed', `This booking is ${after.status}, not confirmed`);
      return result(after, 'already', `Already checked in at ${londonClock(after.checkedInAt!)}`);
    },

    /** A tick on the roster (attended), a single no-show, or undoing either. Repeating a mark changes nothing. */
    async mark(bookingId: number, state: AttendanceState, actor: Actor, now: Date = clock()): Promise<RosterEntryDto> {
      const b = await oneBooking(bookingId);
      if (b.status !== 'confirmed') throw conflict(ATTENDANCE_MESSAGES.notConfirmed);
      const confirmedRow = and(eq(bookings.id, bookingId), eq(bookings.status, 'confirmed'));
      if (state === 'attended') {
        if (b.date > londonToday(now)) throw conflict(ATTENDANCE_MESSAGES.laterDay);
        await recordArrival(bookingId, now, actor, 'roster');
      } else {
        if (state === 'no_show' && !classHasStarted(b, now)) throw conflict(ATTENDANCE_MESSAGES.notStarted);
        const ref = formatBookingRef({ kind: 'class', id: bookingId });
        await db.transaction(async (tx) => {
          const changed =
            state === 'no_show'
              ? await tx
                  .update(bookings)
                  .set({ noShowAt: now, checkedInAt: null, updatedAt: now })
                  .where(and(confirmedRow, isNull(bookings.noShowAt)))
                  .returning({ id: bookings.id })
              : await tx
                  .update(bookings)
                  .set({ checkedInAt: null, noShowAt: null, updatedAt: now })
                  .where(and(confirmedRow, sql`(${bookings.checkedInAt} is not null or ${bookings.noShowAt} is not null)`))
                  .returning({ id: bookings.id });
          if (changed.length === 0) return;
          await audit.record(tx, {
            actor,
            action: state === 'no_show' ? 'booking.no_show' : 'booking.attendance_cleared',
            entity: 'booking',
            entityId: ref,
            before: { checkedInAt: b.checkedInAt, noShowAt: b.noShowAt },
            at: now,
          });
        });
      }
      return entryOf(await oneBooking(bookingId));
    },

    /** After the class: every confirmed booking neither checked in nor already marked becomes a no-show. */
    async markNoShows(slotId: number, actor: Actor, now: Date = clock()): Promise<{ marked: number }> {
      const [slot] = await db
        .select({ date: scheduleSlots.date, endTime: slotClassEnd })
        .from(scheduleSlots)
        .where(eq(scheduleSlots.id, slotId));
      if (!slot) throw notFound(ATTENDANCE_MESSAGES.slotNotFound);
      if (londonInstant(slot.date, slot.endTime) > now) throw conflict(ATTENDANCE_MESSAGES.notEnded);
      return db.transaction(async (tx) => {
        const marked = await tx
          .update(bookings)
          .set({ noShowAt: now, updatedAt: now })
          .where(
            and(eq(bookings.slotId, slotId), eq(bookings.status, 'confirmed'), isNull(bookings.checkedInAt), isNull(bookings.noShowAt)),
          )
          .returning({ id: bookings.id });
        if (marked.length > 0) {
          const refs = marked.map((m) => formatBookingRef({ kind: 'class', id: m.id })).sort();
          await audit.record(tx, { actor, action: 'slot.no_shows', entity: 'slot', entityId: slotId, after: { refs }, at: now });
        }
        return { marked: marked.length };
      });
    },
  };
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;
