import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AdminBookingDto } from '../../domain/dto';
import type { BookingStatus } from '../../domain/schemas';
import { londonToday, toHHmm } from '../../domain/time';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { bookings, classTypes, locations, orders, payments, scheduleSlots } from '../db/schema';
import { conflict, notFound } from '../../domain/errors';
import { liveBookingWhere, takenPlacesSql } from './schedule';

export interface BookingFilter {
  search?: string;
  date?: string;
  status?: BookingStatus;
}

export interface BookingStats {
  todaysClasses: number;
  totalBookings: number;
  activeClasses: number;
  recent: AdminBookingDto[];
}

export const RECENT_LIMIT = 5;

/** LIKE pattern matching `text` anywhere, with the user's % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The owner's bookings table: class bookings (with their order's kind and amount) and orders that hold
 * no place (personal training), newest first.
 */
export function createAdminBookingService(deps: { db: Db; config: Config }) {
  const { db, config } = deps;

  // One order per booking is the rule; the newest wins should a retry ever have made two.
  const orderOfBooking = () =>
    db
      .selectDistinctOn([orders.bookingId], { bookingId: orders.bookingId, kind: orders.kind, amountPence: orders.amountPence, sessionType: orders.sessionType })
      .from(orders)
      .where(isNotNull(orders.bookingId))
      .orderBy(orders.bookingId, desc(orders.id))
      .as('booking_order');

  async function classBookings(where: (SQL | undefined)[], limit?: number): Promise<AdminBookingDto[]> {
    const order = orderOfBooking();
    const query = db
      .select({
        id: bookings.id,
        kind: order.kind,
        name: bookings.name,
        email: bookings.email,
        phone: bookings.phone,
        className: bookings.className,
        classDate: scheduleSlots.date,
        startTime: scheduleSlots.startTime,
        locationId: scheduleSlots.locationId,
        locationName: locations.name,
        participantCount: bookings.participantCount,
        specialRequests: bookings.specialRequests,
        status: bookings.status,
        amountPence: order.amountPence,
        sessionType: order.sessionType,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
      .leftJoin(locations, eq(locations.id, scheduleSlots.locationId))
      .leftJoin(order, eq(order.bookingId, bookings.id))
      .where(and(...where))
      .orderBy(desc(bookings.createdAt), desc(bookings.id));
    const rows = await (limit === undefined ? query : query.limit(limit));
    return rows.map(({ startTime, locationId, ...row }) => ({
      ...row,
      kind: row.kind === 'class_checkout' ? 'class_checkout' : 'booking',
      classTime: toHHmm(startTime),
      locationName: locationId === null ? null : row.locationName,
      sessionType: row.sessionType === 'single' || row.sessionType === 'package' ? row.sessionType : null,
    }));
  }

  // An order without a booking has no status of its own: its latest payment tells how it went.
  const latestPayment = () =>
    db
      .selectDistinctOn([payments.orderId], { orderId: payments.orderId, status: payments.status })
      .from(payments)
      .orderBy(payments.orderId, desc(payments.id))
      .as('latest_payment');

  function orderStatusSql(payment: ReturnType<typeof latestPayment>) {
    return sql<BookingStatus>`(case ${payment.status}
      when 'succeeded' then 'confirmed'
      when 'refunded' then 'refunded'
      when 'failed' then 'cancelled'
      when 'cancelled' then 'cancelled'
      else 'held' end)`;
  }

  async function placelessOrders(filter: BookingFilter, limit?: number): Promise<AdminBookingDto[]> {
    // They have no class date, so a date filter never matches them.
    if (filter.date) return [];
    const payment = latestPayment();
    const status = orderStatusSql(payment);
    const query = db
      .select({
        id: orders.id,
        kind: orders.kind,
        name: orders.name,
        email: orders.email,
        phone: orders.phone,
        className: orders.description,
        status,
        amountPence: orders.amountPence,
        sessionType: orders.sessionType,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .leftJoin(payment, eq(payment.orderId, orders.id))
      .where(and(isNull(orders.bookingId), searchWhere(filter.search, orders.name, orders.email), filter.status ? sql`${status} = ${filter.status}` : undefined))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    const rows = await (limit === undefined ? query : query.limit(limit));
    return rows.map((row) => ({
      ...row,
      classDate: null,
      classTime: null,
      locationName: null,
      participantCount: 1,
      specialRequests: '',
      sessionType: row.sessionType === 'single' || row.sessionType === 'package' ? row.sessionType : null,
    }));
  }

  function searchWhere(search: string | undefined, name: typeof bookings.name | typeof orders.name, email: typeof bookings.email | typeof orders.email) {
    if (!search) return undefined;
    const pattern = containsPattern(search);
    return or(ilike(name, pattern), ilike(email, pattern));
  }

  async function list(filter: BookingFilter = {}, limit?: number): Promise<AdminBookingDto[]> {
    const [classRows, orderRows] = await Promise.all([
      classBookings(
        [
          searchWhere(filter.search, bookings.name, bookings.email),
          filter.date ? eq(scheduleSlots.date, filter.date) : undefined,
          filter.status ? eq(bookings.status, filter.status) : undefined,
        ],
        limit,
      ),
      placelessOrders(filter, limit),
    ]);
    const merged = [...classRows, ...orderRows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    return limit === undefined ? merged : merged.slice(0, limit);
  }

  async function byId(id: number): Promise<AdminBookingDto> {
    const [row] = await classBookings([eq(bookings.id, id)]);
    if (!row) throw notFound('Booking not found');
    return row;
  }

  return {
    list: (filter?: BookingFilter) => list(filter),

    /** Every booking for a class on today's London date, in class-time order. */
    async today(now = new Date()): Promise<AdminBookingDto[]> {
      const rows = await list({ date: londonToday(now) });
      return rows.sort((a, b) => (a.classTime ?? '').localeCompare(b.classTime ?? '') || a.id - b.id);
    },

    /**
     * The overview counts paid business only (confirmed bookings and paid orders): a hold is someone at the
     * payment form, and an expired or cancelled one never became a booking.
     */
    async stats(now = new Date()): Promise<BookingStats> {
      const payment = latestPayment();
      const [[today], [booked], [paidOrders], [active], recent] = await Promise.all([
        db
          .select({ n: count() })
          .from(bookings)
          .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
          .where(and(eq(bookings.status, 'confirmed'), eq(scheduleSlots.date, londonToday(now)))),
        db.select({ n: count() }).from(bookings).where(eq(bookings.status, 'confirmed')),
        db
          .select({ n: count() })
          .from(orders)
          .innerJoin(payment, eq(payment.orderId, orders.id))
          .where(and(isNull(orders.bookingId), eq(payment.status, 'succeeded'))),
        db.select({ n: count() }).from(classTypes).where(eq(classTypes.isActive, true)),
        list({ status: 'confirmed' }, RECENT_LIMIT),
      ]);
      return {
        todaysClasses: today!.n,
        totalBookings: booked!.n + paidOrders!.n,
        activeClasses: active!.n,
        recent,
      };
    },

    /**
     * The owner's manual status change on a class booking. Giving a place back (confirmed, or a fresh hold)
     * to a booking that does not hold one is refused when the class is full: nothing overbooks a slot.
     * A status change moves no money; refunds are made in the payment provider's dashboard.
     */
    async updateStatus(id: number, status: BookingStatus, now = new Date()): Promise<AdminBookingDto> {
      await db.transaction(async (tx) => {
        const [target] = await tx.select({ slotId: bookings.slotId }).from(bookings).where(eq(bookings.id, id));
        if (!target) throw notFound('Booking not found');
        // Slot first, then booking: the same lock order as the booking path, so the two never deadlock.
        const [slot] = await tx
          .select({ maxBookings: scheduleSlots.maxBookings })
          .from(scheduleSlots)
          .where(eq(scheduleSlots.id, target.slotId))
          .for('update');
        const [booking] = await tx
          .select({ status: bookings.status, holdExpiresAt: bookings.holdExpiresAt, participantCount: bookings.participantCount })
          .from(bookings)
          .where(eq(bookings.id, id))
          .for('update');
        if (!booking || !slot) throw notFound('Booking not found');
        if (booking.status === status) return;

        const holdsPlace = booking.status === 'confirmed' || (booking.status === 'held' && booking.holdExpiresAt !== null && booking.holdExpiresAt > now);
        const wantsPlace = status === 'confirmed' || status === 'held';
        if (wantsPlace && !holdsPlace) {
          const [row] = await tx
            .select({ taken: takenPlacesSql(now) })
            .from(bookings)
            .where(and(eq(bookings.slotId, target.slotId), liveBookingWhere(now)));
          if (Number(row?.taken ?? 0) + booking.participantCount > slot.maxBookings) {
            throw conflict('This class is fully booked, so this booking cannot take a place again');
          }
        }
        const holdExpiresAt = status === 'held' ? new Date(now.getTime() + config.HOLD_MINUTES * 60_000) : booking.holdExpiresAt;
        await tx.update(bookings).set({ status, holdExpiresAt, updatedAt: now }).where(eq(bookings.id, id));
      });
      return byId(id);
    },
  };
}

export type AdminBookingService = ReturnType<typeof createAdminBookingService>;
