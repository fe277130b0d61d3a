import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type AccountBooking, type AccountView, MOVE_NOTICE_HOURS } from '../../../domain/account';
import { conflict, notFound } from '../../../domain/errors';
import { classHasStarted, londonInstant } from '../../../domain/time';
import type { Db } from '../../db/client';
import { appointments, bookings, classTypes, creditLots, locations, orders, scheduleSlots, waitlistEntries } from '../../db/schema';
import type { AccountPrincipal } from './sign-in';
import { bookingClassEnd } from '../catalog/class-length';

const sameEmail = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${email}`;
const NOT_HERS = 'No booking with that reference in your account.';

/** 'B-12', 'b12', '12' -> 12; anything else null. */
export const bookingIdOfRef = (ref: string): number | null => {
  const match = /^[Bb]?-?(\d{1,10})$/.exec(ref.trim());
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
};

/**
 * What her account page shows: everything held under her session's address (lower-cased on both sides),
 * nothing else. Every read and write here is scoped by that address, so another customer's reference is simply
 * not found.
 */
export function createAccountOverviewService(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;

  async function classNames(): Promise<Map<number, string>> {
    const rows = await db.select({ id: classTypes.id, name: classTypes.name }).from(classTypes);
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async function bookingsOf(email: string, now: Date): Promise<AccountBooking[]> {
    const rows = await db
      .select({
        id: bookings.id,
        slotId: bookings.slotId,
        movedAt: bookings.movedAt,
        className: bookings.className,
        date: scheduleSlots.date,
        startTime: scheduleSlots.startTime,
        endTime: bookingClassEnd,
        location: locations.name,
        virtual: scheduleSlots.isVirtualOnly,
        status: bookings.status,
        creditLotId: bookings.creditLotId,
        participantCount: bookings.participantCount,
        name: bookings.name,
        phone: bookings.phone,
        specialRequests: bookings.specialRequests,
      })
      .from(bookings)
      .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
      .leftJoin(locations, eq(locations.id, scheduleSlots.locationId))
      .where(and(sameEmail(bookings.email, email), inArray(bookings.status, ['confirmed', 'cancelled', 'refunded'])))
      .orderBy(asc(scheduleSlots.date), asc(scheduleSlots.startTime), asc(bookings.id));
    return rows.map((r) => {
      const startsAt = londonInstant(r.date, r.startTime.slice(0, 5));
      return {
        ref: `B-${r.id}`,
        className: r.className,
        date: r.date,
        startTime: r.startTime.slice(0, 5),
        endTime: r.endTime.slice(0, 5),
        location: r.virtual ? null : r.location,
        status: r.status as AccountBooking['status'],
        upcoming: !classHasStarted(r, now),
        paidWith: r.creditLotId === null ? 'card' : 'credit',
        scheduleId: r.slotId,
        movable: r.status === 'confirmed' && r.movedAt === null && startsAt.getTime() - now.getTime() >= MOVE_NOTICE_HOURS * 3_600_000,
        participantCount: r.participantCount,
        name: r.name,
        phone: r.phone,
        specialRequests: r.specialRequests,
      };
    });
  }

  return {
    async view(account: AccountPrincipal, now: Date = clock()): Promise<AccountView> {
      const email = account.email;
      const [classBookings, appts, lots, waits, names, latest] = await Promise.all([
        bookingsOf(email, now),
        db
          .select({
            id: appointments.id,
            typeName: appointments.typeName,
            startsAt: appointments.startsAt,
            endsAt: appointments.endsAt,
            status: appointments.status,
          })
          .from(appointments)
          .where(and(sameEmail(appointments.email, email), inArray(appointments.status, ['confirmed', 'cancelled', 'refunded'])))
          .orderBy(asc(appointments.startsAt)),
        db
          .select({
            title: creditLots.title,
            scope: creditLots.scope,
            remaining: creditLots.remaining,
            granted: creditLots.granted,
            expiresAt: creditLots.expiresAt,
            classTypeIds: creditLots.classTypeIds,
          })
          .from(creditLots)
          .where(and(sameEmail(creditLots.email, email), sql`${creditLots.expiresAt} > ${now.toISOString()}::timestamptz`))
          .orderBy(asc(creditLots.expiresAt)),
        db
          .select({
            id: waitlistEntries.id,
            className: sql<string>`coalesce(${classTypes.name}, 'Open Class')`,
            date: scheduleSlots.date,
            startTime: scheduleSlots.startTime,
            status: waitlistEntries.status,
            position: sql<number>`(select count(*)::int from ${waitlistEntries} w where w.slot_id = ${waitlistEntries.slotId} and w.status in ('waiting', 'offered') and w.id <= ${waitlistEntries.id})`,
          })
          .from(waitlistEntries)
          .innerJoin(scheduleSlots, eq(scheduleSlots.id, waitlistEntries.slotId))
          .leftJoin(
            classTypes,
            sql`${classTypes.id} = ${scheduleSlots.allowedClassTypeIds}[1] and cardinality(${scheduleSlots.allowedClassTypeIds}) = 1`,
          )
          .where(and(sameEmail(waitlistEntries.email, email), inArray(waitlistEntries.status, ['waiting', 'offered'])))
          .orderBy(asc(scheduleSlots.date), asc(scheduleSlots.startTime)),
        classNames(),
        db.select({ name: orders.name }).from(orders).where(sameEmail(orders.email, email)).orderBy(desc(orders.id)).limit(1),
      ]);
      const lastBooking = classBookings.at(-1);
      return {
        name: latest[0]?.name ?? lastBooking?.name ?? '',
        email,
        bookings: classBookings,
        appointments: appts.map((a) => ({
          ref: `A-${a.id}`,
          typeName: a.typeName,
          startsAt: a.startsAt.toISOString(),
          endsAt: a.endsAt.toISOString(),
          status: a.status as 'confirmed' | 'cancelled' | 'refunded',
          upcoming: a.startsAt > now,
        })),
        credits: lots
          .filter((l) => l.remaining > 0)
          .map((l) => ({
            title: l.title,
            scope: l.scope,
            remaining: l.remaining,
            granted: l.granted,
            expiresAt: l.expiresAt.toISOString(),
            covers:
              l.scope === 'training'
                ? 'Personal training'
                : l.classTypeIds.length === 0
                  ? 'Every class'
                  : l.classTypeIds.map((id) => names.get(id) ?? `Class ${id}`).join(', '),
          })),
        waitlist: waits
          .filter((w) => !classHasStarted(w, now))
          .map((w) => ({
            id: w.id,
            className: w.className,
            date: w.date,
            startTime: w.startTime.slice(0, 5),
            status: w.status as 'waiting' | 'offered',
            position: Number(w.position),
          })),
      };
    },

    /** Her name, phone or special requests on an upcoming confirmed booking of hers; 404 for anyone else's. */
    async editBooking(
      account: AccountPrincipal,
      input: { ref: string; name?: string; phone?: string; specialRequests?: string },
      now: Date = clock(),
    ): Promise<AccountBooking> {
      const id = bookingIdOfRef(input.ref);
      if (id === null) throw notFound(NOT_HERS);
      const [row] = await db
        .select({ status: bookings.status, date: scheduleSlots.date, startTime: scheduleSlots.startTime })
        .from(bookings)
        .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
        .where(and(eq(bookings.id, id), sameEmail(bookings.email, account.email)));
      if (!row) throw notFound(NOT_HERS);
      if (row.status !== 'confirmed' || classHasStarted(row, now)) {
        throw conflict('Only an upcoming confirmed booking can be changed.');
      }
      await db
        .update(bookings)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.phone !== undefined ? { phone: input.phone } : {}),
          ...(input.specialRequests !== undefined ? { specialRequests: input.specialRequests } : {}),
          updatedAt: now,
        })
        .where(and(eq(bookings.id, id), sameEmail(bookings.email, account.email)));
      const edited = (await bookingsOf(account.email, now)).find((b) => b.ref === `B-${id}`);
      return edited!;
    },
  };
}

export type AccountOverviewService = ReturnType<typeof createAccountOverviewService>;
