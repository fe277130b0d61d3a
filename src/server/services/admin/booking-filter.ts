/**
 * What the owner's bookings list selects on, as SQL for each of its two kinds: class bookings (classWhere) and
 * orders that hold no place, personal training and appointments (orderWhere), with the order's status as the list
 * shows it. The list (booking-list.ts) and the rows (booking-rows.ts) build on these.
 */
import { and, desc, eq, gt, gte, ilike, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { searchedAppointmentId, searchedNumber, searchedRef } from '../../../domain/booking-ref';
import type { BookingStatus } from '../../../domain/schemas';
import { PAID_BOOKING_STATUSES } from '../../../domain/reports';
import { addDays, londonInstant } from '../../../domain/time';
import type { Db } from '../../db/client';
import { appointments, bookings, orders, payments, scheduleSlots } from '../../db/schema';

export interface BookingFilter {
  search?: string;
  date?: string;
  from?: string;
  to?: string;
  kind?: 'class' | 'training';
  status?: BookingStatus;
  /** Any of these statuses; `status` narrows further. */
  statuses?: readonly BookingStatus[];
  /**
   * The paid-only CSV: rows that are confirmed or refunded, or that kept money whatever their status (a
   * cancellation with a part refund, the owner's cancel of a paid booking awaiting her choice).
   */
  paidOnly?: boolean;
  /**
   * What `from`/`to` (and `date`) select on: the class's date (the list's filter), or the London date the money's
   * order was placed (`booked`), which is how the reports place revenue (decision 360), so orders without a
   * class (packs, training, appointments) are in range too.
   */
  dates?: 'class' | 'booked';
  /** Keyset: only rows after this one in the list's order (newest first), for reading a long export in batches. */
  after?: ListKey;
  page?: number;
  pageSize?: number;
  /** Read by change (decision 750): rows changed at or after this instant, oldest change first. */
  updatedSince?: Date;
  /** The nextCursor of the page before (read by change). */
  cursor?: string;
  /** Rows in a page read by change (50, at most 200). */
  limit?: number;
}

/** A row's place in the list's order: created_at, then kind, then id, all descending. */
export interface ListKey {
  kind: 'class' | 'training';
  id: number;
  createdAt: Date;
}

/** LIKE pattern matching `text` anywhere, with the user's % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// An order without a booking has no place of its own: the owner's word, else its latest payment, tells how it went.
// Read per order (a lateral join on payments_order_idx): a DISTINCT ON over the table sorted every payment ever
// taken on each overview and list page (decision 166).
export const latestPayment = (db: Db) =>
  db
    .select({ orderId: payments.orderId, status: payments.status, updatedAt: sql<Date>`${payments.updatedAt}`.as('payment_updated_at') })
    .from(payments)
    .where(eq(payments.orderId, orders.id))
    .orderBy(desc(payments.id))
    .limit(1)
    .as('latest_payment');

export type LatestPayment = ReturnType<typeof latestPayment>;

/**
 * When a training row last changed: its order, its latest payment (paid, failed, refunded) or its appointment
 * (confirmed, moved, cancelled), whichever is latest; these are what its answer is made of (decision 750).
 */
export function orderUpdatedSql(payment: LatestPayment) {
  return sql<Date>`greatest(${orders.updatedAt}, ${payment.updatedAt}, (select ${appointments.updatedAt} from ${appointments} where ${appointments.id} = ${orders.appointmentId}))`;
}

// A refund outranks the owner's word: money that went back is the last thing that happened.
export function orderStatusSql(payment: LatestPayment) {
  return sql<BookingStatus>`(case
    when ${payment.status} = 'refunded' then 'refunded'
    when ${orders.adminStatus} is not null then ${orders.adminStatus}
    when ${payment.status} = 'succeeded' then 'confirmed'
    when ${payment.status} in ('failed', 'cancelled') then 'cancelled'
    else 'held' end)`;
}

/** Name or e-mail containing the text; a bare number ('35') is also the row's own id (B-35 and T-35 both match). */
function searchWhere(
  search: string | undefined,
  name: typeof bookings.name | typeof orders.name,
  email: typeof bookings.email | typeof orders.email,
  id: typeof bookings.id | typeof orders.id,
) {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const number = searchedNumber(search);
  return or(ilike(name, pattern), ilike(email, pattern), number === null ? undefined : eq(id, number));
}

/** `from`..`to` (or `date`) as London days, for an instant column: the reports' own range (decision 360). */
function bookedRange(filter: BookingFilter): ((column: typeof orders.createdAt) => SQL) | null {
  const from = filter.date ?? filter.from;
  const to = filter.date ?? filter.to;
  if (!from && !to) return null;
  return (column) =>
    and(from ? gte(column, londonInstant(from, '00:00')) : undefined, to ? lt(column, londonInstant(addDays(to, 1), '00:00')) : undefined)!;
}

/** The class side of a filter, or null when the filter rules every class booking out. */
export function classWhere(filter: BookingFilter): SQL | undefined | null {
  if (filter.kind === 'training') return null;
  if (searchedAppointmentId(filter.search) !== null) return null;
  const ref = searchedRef(filter.search);
  if (ref && ref.kind !== 'class') return null;
  const byClassDate = filter.dates !== 'booked';
  const booked = bookedRange(filter);
  return and(
    ref ? eq(bookings.id, ref.id) : searchWhere(filter.search, bookings.name, bookings.email, bookings.id),
    byClassDate && filter.date ? eq(scheduleSlots.date, filter.date) : undefined,
    byClassDate && filter.from ? gte(scheduleSlots.date, filter.from) : undefined,
    byClassDate && filter.to ? lte(scheduleSlots.date, filter.to) : undefined,
    !byClassDate && booked
      ? sql`exists (select 1 from ${orders} where ${orders.bookingId} = ${bookings.id} and ${booked(orders.createdAt)})`
      : undefined,
    filter.status ? eq(bookings.status, filter.status) : undefined,
    filter.statuses ? inArray(bookings.status, [...filter.statuses]) : undefined,
    filter.paidOnly
      ? or(
          inArray(bookings.status, [...PAID_BOOKING_STATUSES]),
          sql`exists (select 1 from ${orders} where ${orders.bookingId} = ${bookings.id} and ${orders.paidPence} > 0)`,
        )
      : undefined,
    filter.after
      ? sql`(${bookings.createdAt}, 'class', ${bookings.id}) < (${filter.after.createdAt.toISOString()}::timestamptz, ${filter.after.kind}, ${filter.after.id})`
      : undefined,
  );
}

/** The training side: they have no class date, so any date filter rules them out. */
export function orderWhere(filter: BookingFilter, payment: LatestPayment): SQL | undefined | null {
  if (filter.kind === 'class') return null;
  if (filter.dates !== 'booked' && (filter.date || filter.from || filter.to)) return null;
  const ref = searchedRef(filter.search);
  if (ref && ref.kind !== 'training') return null;
  const booked = bookedRange(filter);
  const appointmentId = searchedAppointmentId(filter.search);
  return and(
    isNull(orders.bookingId),
    appointmentId !== null
      ? eq(orders.appointmentId, appointmentId)
      : ref
        ? eq(orders.id, ref.id)
        : searchWhere(filter.search, orders.name, orders.email, orders.id),
    filter.dates === 'booked' && booked ? booked(orders.createdAt) : undefined,
    filter.status ? sql`${orderStatusSql(payment)} = ${filter.status}` : undefined,
    filter.statuses ? inArray(orderStatusSql(payment), [...filter.statuses]) : undefined,
    filter.paidOnly ? or(inArray(orderStatusSql(payment), [...PAID_BOOKING_STATUSES]), gt(orders.paidPence, 0)) : undefined,
    filter.after
      ? sql`(${orders.createdAt}, 'training', ${orders.id}) < (${filter.after.createdAt.toISOString()}::timestamptz, ${filter.after.kind}, ${filter.after.id})`
      : undefined,
  );
}
