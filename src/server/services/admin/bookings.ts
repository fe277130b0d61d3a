import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNull, lt, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { appointmentRef, formatBookingRef, searchedAppointmentId, searchedNumber, searchedRef } from '../../../domain/booking-ref';
import type { AdminBookingDto, AdminBookingPage, RefundQuoteDto } from '../../../domain/dto';
import { suggestedRefund } from '../../../domain/cancellation';
import { refusedTransition, statusFactsOf } from '../../../domain/booking-status';
import { conflict, invalid, notFound, unavailable } from '../../../domain/errors';
import { BOOKINGS_PAGE_SIZE, type BookingStatus, type ManualBookingStatus } from '../../../domain/schemas';
import type { BookingRef } from '../../../domain/booking-ref';
import { PAID_BOOKING_STATUSES } from '../../../domain/reports';
import { addDays, formatLongDate, londonInstant, londonToday, londonWallClock, toHHmm } from '../../../domain/time';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import {
  bookings,
  classTypes,
  creditLots,
  discountCodes,
  locations,
  membershipUses,
  ORDER_ADMIN_STATUSES,
  orders,
  payments,
  scheduleSlots,
  appointments,
} from '../../db/schema';
import * as audit from './audit';
import { CURSOR_MESSAGE, isSyncQuery, SYNC_PAGE_SIZE, type SyncPage, type SyncQuery } from '../../../domain/sync';
import { microsOf, positionAfter, syncInstant, syncPage } from '../platform/sync';
import type { Actor } from './audit';
import * as places from '../booking/places';
import { refundedInFull } from '../booking/refunded';
import { brandOf } from '../mail/brand';
import { ownerRefundedMail } from '../mail/refund-emails';
import type { MailService } from '../mail/mail';
import { providerRefusal, type RefundService } from '../money/refunds';
import { revokedByRefunds, revokeRefundedCredits } from '../money/credits';
import type { CancellationService } from '../booking/cancel';

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

/** The list counts its matches up to this many pages past the one shown, so history never makes a page slow. */
export const COUNT_PAGES_AHEAD = 4;

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

const sessionTypeOf = (value: string | null) => (value === 'single' || value === 'package' ? value : null);

/**
 * Whether a class booking was paid for (decision 806): card money or money taken by hand on any of its orders, a
 * gift voucher that paid part or all of one (a £0 card order), a class credit, a month of a membership, or the
 * first place of her group (decision 780) paid so. Such a booking never goes back to 'held' or 'expired'.
 */
const classPaidSql = () => sql<boolean>`(${bookings.creditLotId} is not null
  or exists (select 1 from ${orders} o where o.booking_id in (${bookings.id}, ${bookings.partyLeadId})
    and (o.paid_pence > 0 or o.voucher_pence > 0))
  or exists (select 1 from ${membershipUses} u where u.booking_id in (${bookings.id}, ${bookings.partyLeadId})))`;

/**
 * The owner's bookings list: class bookings (with their order's kind and amount) and orders that hold
 * no place (personal training) in one list, newest first, paged in the database.
 */
export function createAdminBookingService(deps: {
  db: Db;
  config: Config;
  refunds: RefundService;
  mail: MailService;
  cancellation: CancellationService;
  clock?: () => Date;
}) {
  const { db, config, refunds, mail, cancellation } = deps;
  const clock = deps.clock ?? (() => new Date());

  // One order per booking is the rule; the newest wins should a retry ever have made two. Read per booking
  // (a lateral join on orders_booking_idx), so a page never sorts the whole order history.
  const orderOfBooking = () =>
    db
      .select({
        bookingId: orders.bookingId,
        orderId: sql<number>`${orders.id}`.as('order_id'),
        kind: orders.kind,
        amountPence: orders.amountPence,
        paidPence: orders.paidPence,
        refundedPence: orders.refundedPence,
        sessionType: orders.sessionType,
        discountCodeId: orders.discountCodeId,
      })
      .from(orders)
      .where(eq(orders.bookingId, bookings.id))
      .orderBy(desc(orders.id))
      .limit(1)
      .as('booking_order');

  // A booking's slot, read per booking (a lateral join on the slots' primary key): as a plain join the planner
  // hashed every slot ever scheduled to find the page's 60, a cost that grew with the history (bench growth).
  const slotOfBooking = () =>
    db
      .select({ date: scheduleSlots.date, startTime: scheduleSlots.startTime, locationId: scheduleSlots.locationId })
      .from(scheduleSlots)
      .where(eq(scheduleSlots.id, bookings.slotId))
      .limit(1)
      .as('booking_slot');

  // An order without a booking has no place of its own: the owner's word, else its latest payment, tells how it went.
  // Read per order (a lateral join on payments_order_idx): a DISTINCT ON over the table sorted every payment ever
  // taken on each overview and list page (decision 166).
  const latestPayment = () =>
    db
      .select({ orderId: payments.orderId, status: payments.status, updatedAt: sql<Date>`${payments.updatedAt}`.as('payment_updated_at') })
      .from(payments)
      .where(eq(payments.orderId, orders.id))
      .orderBy(desc(payments.id))
      .limit(1)
      .as('latest_payment');

  type LatestPayment = ReturnType<typeof latestPayment>;

  /**
   * When a training row last changed: its order, its latest payment (paid, failed, refunded) or its appointment
   * (confirmed, moved, cancelled), whichever is latest; these are what its answer is made of (decision 750).
   */
  function orderUpdatedSql(payment: LatestPayment) {
    return sql<Date>`greatest(${orders.updatedAt}, ${payment.updatedAt}, (select ${appointments.updatedAt} from ${appointments} where ${appointments.id} = ${orders.appointmentId}))`;
  }

  // A refund outranks the owner's word: money that went back is the last thing that happened.
  function orderStatusSql(payment: LatestPayment) {
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
      and(
        from ? gte(column, londonInstant(from, '00:00')) : undefined,
        to ? lt(column, londonInstant(addDays(to, 1), '00:00')) : undefined,
      )!;
  }

  /** The class side of a filter, or null when the filter rules every class booking out. */
  function classWhere(filter: BookingFilter): SQL | undefined | null {
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
  function orderWhere(filter: BookingFilter, payment: LatestPayment): SQL | undefined | null {
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

  async function classRows(where: SQL | undefined, on: DbOrTx = db): Promise<AdminBookingDto[]> {
    const order = orderOfBooking();
    const slot = slotOfBooking();
    const rows = await on
      .select({
        id: bookings.id,
        kind: order.kind,
        name: bookings.name,
        email: bookings.email,
        phone: bookings.phone,
        className: bookings.className,
        classDate: slot.date,
        startTime: slot.startTime,
        locationId: slot.locationId,
        locationName: locations.name,
        participantCount: bookings.participantCount,
        specialRequests: bookings.specialRequests,
        status: bookings.status,
        amountPence: order.amountPence,
        orderId: order.orderId,
        paidPence: order.paidPence,
        refundedPence: order.refundedPence,
        sessionType: order.sessionType,
        discountCode: discountCodes.code,
        checkedInAt: bookings.checkedInAt,
        // A group's places (decision 780): the first place's id on each.
        partyLeadId: sql<number | null>`case when ${bookings.partyLeadId} is not null then ${bookings.partyLeadId}
          when exists (select 1 from ${bookings} b2 where b2.party_lead_id = ${bookings.id}) then ${bookings.id} end`,
        paid: classPaidSql(),
        createdAt: bookings.createdAt,
        updatedAt: bookings.updatedAt,
      })
      .from(bookings)
      .innerJoinLateral(slot, sql`true`)
      .leftJoin(locations, eq(locations.id, slot.locationId))
      .leftJoinLateral(order, sql`true`)
      .leftJoin(discountCodes, eq(discountCodes.id, order.discountCodeId))
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id));
    return rows.map(({ startTime, locationId, checkedInAt, partyLeadId, paid, ...row }) => ({
      ...row,
      paid: Boolean(paid),
      partyRef: partyLeadId === null ? null : formatBookingRef({ kind: 'class', id: Number(partyLeadId) }),
      checkedIn: checkedInAt !== null,
      ref: formatBookingRef({ kind: 'class', id: row.id }),
      kind: row.kind === 'class_checkout' ? 'class_checkout' : 'booking',
      classTime: toHHmm(startTime),
      orderId: row.orderId ?? null,
      paidPence: row.paidPence ?? 0,
      refundedPence: row.refundedPence ?? 0,
      locationName: locationId === null ? null : row.locationName,
      sessionType: sessionTypeOf(row.sessionType),
      discountCode: row.discountCode ?? null,
    }));
  }

  async function orderRows(where: (payment: LatestPayment) => SQL | undefined, on: DbOrTx = db): Promise<AdminBookingDto[]> {
    const payment = latestPayment();
    const rows = await on
      .select({
        id: orders.id,
        kind: orders.kind,
        name: orders.name,
        email: orders.email,
        phone: orders.phone,
        className: orders.description,
        status: orderStatusSql(payment),
        amountPence: orders.amountPence,
        orderId: orders.id,
        paidPence: orders.paidPence,
        refundedPence: orders.refundedPence,
        voucherPence: orders.voucherPence,
        sessionType: orders.sessionType,
        discountCode: discountCodes.code,
        createdAt: orders.createdAt,
        updatedAt: orderUpdatedSql(payment),
        appointmentId: orders.appointmentId,
        appointmentStartsAt: appointments.startsAt,
        appointmentStatus: appointments.status,
      })
      .from(orders)
      .leftJoin(appointments, eq(appointments.id, orders.appointmentId))
      .leftJoinLateral(payment, sql`true`)
      .leftJoin(discountCodes, eq(discountCodes.id, orders.discountCodeId))
      .where(where(payment))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    return rows.map(({ appointmentId, appointmentStartsAt, appointmentStatus, voucherPence, ...row }) => ({
      ...row,
      // greatest() over a subquery comes back as text from some drivers.
      updatedAt: new Date(row.updatedAt),
      // An appointment is named by its own id (A-12) and shows its time; its status is the appointment's.
      ...(appointmentId !== null && appointmentStartsAt
        ? {
            ref: appointmentRef(appointmentId),
            classDate: londonWallClock(appointmentStartsAt).slice(0, 10),
            classTime: londonWallClock(appointmentStartsAt).slice(11, 16),
            status: appointmentStatus === 'held' || appointmentStatus === 'expired' ? row.status : (appointmentStatus ?? row.status),
          }
        : { ref: formatBookingRef({ kind: 'training', id: row.id }), classDate: null, classTime: null }),
      locationName: null,
      participantCount: 1,
      specialRequests: '',
      paid: row.paidPence > 0 || voucherPence > 0,
      checkedIn: false,
      partyRef: null,
      sessionType: sessionTypeOf(row.sessionType),
      discountCode: row.discountCode ?? null,
    }));
  }

  /** Keys of the matching rows of both kinds, newest first, one page of them picked by the database. */
  /**
   * `branchLimit`: each kind reads at most this many of its newest keys (index scans on created_at) before the
   * two are merged, so a page never sorts the whole history.
   */
  function keysQuery(filter: BookingFilter, branchLimit?: number) {
    const payment = latestPayment();
    const cw = classWhere(filter);
    const ow = orderWhere(filter, payment);
    const classKeys =
      cw === null
        ? null
        : db
            .select({ kind: sql<string>`'class'`.as('kind'), id: bookings.id, createdAt: bookings.createdAt })
            .from(bookings)
            .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
            .where(cw)
            .$dynamic();
    if (classKeys && branchLimit !== undefined) classKeys.orderBy(desc(bookings.createdAt), desc(bookings.id)).limit(branchLimit);
    const orderKeys =
      ow === null
        ? null
        : db
            .select({ kind: sql<string>`'training'`.as('kind'), id: orders.id, createdAt: orders.createdAt })
            .from(orders)
            .leftJoinLateral(payment, sql`true`)
            .where(ow)
            .$dynamic();
    if (orderKeys && branchLimit !== undefined) orderKeys.orderBy(desc(orders.createdAt), desc(orders.id)).limit(branchLimit);
    return { classKeys, orderKeys };
  }

  /**
   * The matches, counted exactly up to `cap`; past it the answer is cap + 1 ("more"). Each side stops
   * reading at cap + 1 rows, so a long history costs a bounded count, not a scan of every booking.
   */
  async function countOf(filter: BookingFilter, cap = Number.MAX_SAFE_INTEGER): Promise<number> {
    const payment = latestPayment();
    const cw = classWhere(filter);
    const ow = orderWhere(filter, payment);
    const limit = Math.min(cap + 1, 2_147_483_647);
    const [classCount, orderCount] = await Promise.all([
      cw === null
        ? [{ n: 0 }]
        : db.select({ n: count() }).from(
            db
              .select({ one: sql`1`.as('one') })
              .from(bookings)
              .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
              .where(cw)
              .limit(limit)
              .as('matches'),
          ),
      ow === null
        ? [{ n: 0 }]
        : db.select({ n: count() }).from(
            db
              .select({ one: sql`1`.as('one') })
              .from(orders)
              .leftJoinLateral(payment, sql`true`)
              .where(ow)
              .limit(limit)
              .as('matches'),
          ),
    ]);
    return Math.min(Number(classCount[0]!.n) + Number(orderCount[0]!.n), cap + 1);
  }

  /** The rows behind the given keys, in the keys' order. */
  async function rowsOf(keys: readonly { kind: string; id: number }[]): Promise<AdminBookingDto[]> {
    const classIds = keys.filter((k) => k.kind === 'class').map((k) => k.id);
    const orderIds = keys.filter((k) => k.kind === 'training').map((k) => k.id);
    const [classList, orderList] = await Promise.all([
      classIds.length ? classRows(inArray(bookings.id, classIds)) : [],
      orderIds.length ? orderRows(() => inArray(orders.id, orderIds)) : [],
    ]);
    const byKey = new Map<string, AdminBookingDto>([
      ...classList.map((row) => [`class:${row.id}`, row] as const),
      ...orderList.map((row) => [`training:${row.id}`, row] as const),
    ]);
    return keys.flatMap((k) => byKey.get(`${k.kind}:${k.id}`) ?? []);
  }

  async function keysOf(filter: BookingFilter, limit?: number, offset = 0): Promise<ListKey[]> {
    const { classKeys, orderKeys } = keysQuery(filter, limit === undefined ? undefined : limit + offset);
    if (!classKeys && !orderKeys) return [];
    // Ties on created_at are broken by kind and id, so a page boundary never repeats or drops a row.
    const ordered = <Q extends { orderBy: (...c: SQL[]) => unknown }>(q: Q) =>
      q.orderBy(desc(sql`created_at`), desc(sql`kind`), desc(sql`id`)) as Promise<ListKey[]> & {
        limit(n: number): { offset(n: number): Promise<ListKey[]> };
      };
    const base = classKeys && orderKeys ? ordered(unionAll(classKeys, orderKeys)) : ordered((classKeys ?? orderKeys)!);
    return limit === undefined ? (offset ? base.limit(2_147_483_647).offset(offset) : base) : base.limit(limit).offset(offset);
  }

  async function page(filter: BookingFilter = {}): Promise<AdminBookingPage> {
    const pageSize = filter.pageSize ?? BOOKINGS_PAGE_SIZE;
    const pageNo = filter.page ?? 1;
    const cap = (pageNo + COUNT_PAGES_AHEAD) * pageSize;
    const [keys, counted] = await Promise.all([keysOf(filter, pageSize, (pageNo - 1) * pageSize), countOf(filter, cap)]);
    return {
      rows: await rowsOf(keys),
      total: Math.min(counted, cap),
      totalIsExact: counted <= cap,
      page: pageNo,
      pageSize,
      nextCursor: null,
    };
  }

  /** Every matching row in the list's order, read `batch` rows at a time by keyset (the CSV streams these). */
  async function* each(filter: BookingFilter = {}, batch = 500): AsyncGenerator<AdminBookingDto> {
    let after: ListKey | undefined;
    for (;;) {
      const keys = await keysOf({ ...filter, after }, batch);
      yield* await rowsOf(keys);
      if (keys.length < batch) return;
      const last = keys[keys.length - 1]!;
      // The driver may hand a bare timestamp back as text from a UNION; the cursor compares instants.
      after = { kind: last.kind, id: last.id, createdAt: new Date(last.createdAt) };
    }
  }

  /**
   * One page read by change (decision 750): rows of both kinds changed at or after `updatedSince`, in (updated_at,
   * kind, id) order after the cursor; a row changed while a client pages moves behind the cursor and comes again.
   */
  async function changes(filter: BookingFilter): Promise<AdminBookingPage> {
    const limit = filter.limit ?? SYNC_PAGE_SIZE;
    const after = positionAfter(filter);
    const afterKind = after ? after.key.slice(0, 1) : null;
    if (after && afterKind !== 'c' && afterKind !== 't') throw invalid('cursor', CURSOR_MESSAGE);
    const window = (at: SQL, kind: 'c' | 't', id: typeof bookings.id | typeof orders.id) =>
      and(
        filter.updatedSince ? sql`${at} >= ${filter.updatedSince.toISOString()}::timestamptz` : undefined,
        after
          ? sql`(${at}, ${kind}::text, ${id}) > (${syncInstant(after.micros)}, ${afterKind}::text, ${Number(after.key.slice(1))})`
          : undefined,
      );
    const payment = latestPayment();
    const cw = classWhere(filter);
    const ow = orderWhere(filter, payment);
    const bookingAt = sql`${bookings.updatedAt}`;
    const orderAt = orderUpdatedSql(payment);
    const classKeys =
      cw === null
        ? null
        : db
            .select({
              kind: sql<string>`'c'`.as('kind'),
              id: bookings.id,
              micros: microsOf(bookingAt).as('micros'),
              at: sql`${bookingAt}`.as('at'),
            })
            .from(bookings)
            .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
            .where(and(cw, window(bookingAt, 'c', bookings.id)))
            .orderBy(asc(bookings.updatedAt), asc(bookings.id))
            .limit(limit + 1);
    const orderKeys =
      ow === null
        ? null
        : db
            .select({
              kind: sql<string>`'t'`.as('kind'),
              id: orders.id,
              micros: microsOf(orderAt).as('micros'),
              at: sql`${orderAt}`.as('at'),
            })
            .from(orders)
            .leftJoinLateral(payment, sql`true`)
            .where(and(ow, window(orderAt, 't', orders.id)))
            .orderBy(asc(orderAt), asc(orders.id))
            .limit(limit + 1);
    const [classList, orderList] = await Promise.all([classKeys ?? [], orderKeys ?? []]);
    // Each side is already in order; merged by (instant, kind, id) they are the page (micros compare as numbers).
    const merged = [...classList, ...orderList].sort(
      (a, b) => Number(BigInt(a.micros) - BigInt(b.micros)) || a.kind.localeCompare(b.kind) || a.id - b.id,
    );
    const { data, nextCursor } = syncPage(
      merged.map((k) => ({ ...k, syncMicros: k.micros })),
      { limit },
      (k) => k,
      (k) => `${k.kind}${k.id}`,
    );
    const rows = await rowsOf(data.map((k) => ({ kind: k.kind === 'c' ? 'class' : 'training', id: k.id })));
    return { rows, total: rows.length, totalIsExact: nextCursor === null, page: 1, pageSize: limit, nextCursor };
  }

  /** Every matching row (today's list): no paging. */
  async function all(filter: BookingFilter = {}): Promise<AdminBookingDto[]> {
    return rowsOf(await keysOf(filter));
  }

  async function byRef(ref: BookingRef): Promise<AdminBookingDto> {
    const [row] =
      ref.kind === 'class'
        ? await classRows(eq(bookings.id, ref.id))
        : await orderRows(() => and(eq(orders.id, ref.id), isNull(orders.bookingId)));
    if (!row) throw notFound('Booking not found');
    return row;
  }

  /**
   * The row as it is now, under its locks: the slot's then the booking's (the lock order of every booking path), or
   * the order's. A status change is judged on this, inside its own transaction, so two changes (or a change and a
   * payment) made at once are each judged on what the other left, never both on what was there before.
   */
  async function lockedRow(tx: DbOrTx, ref: BookingRef): Promise<AdminBookingDto> {
    if (ref.kind === 'class') {
      const [target] = await tx.select({ slotId: bookings.slotId }).from(bookings).where(eq(bookings.id, ref.id));
      if (!target) throw notFound('Booking not found');
      await places.lockSlot(tx, target.slotId);
      await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, ref.id)).for('update');
    } else {
      await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, ref.id), isNull(orders.bookingId)))
        .for('update');
    }
    const [row] =
      ref.kind === 'class'
        ? await classRows(eq(bookings.id, ref.id), tx)
        : await orderRows(() => and(eq(orders.id, ref.id), isNull(orders.bookingId)), tx);
    if (!row) throw notFound('Booking not found');
    return row;
  }

  /** A class booking's new status, in the caller's transaction once the transition is allowed. */
  async function setClassStatus(tx: DbOrTx, id: number, status: ManualBookingStatus, now: Date): Promise<void> {
    if (status === 'held' || status === 'confirmed') {
      const holdExpiresAt = status === 'held' ? new Date(now.getTime() + config.HOLD_MINUTES * 60_000) : null;
      if (!(await places.occupy(tx, id, status, now, holdExpiresAt)))
        throw conflict('This class is fully booked, so this booking cannot take a place again');
      return;
    }
    // A booking that held no place moves between place-less statuses without touching the count.
    if (!(await places.release(tx, id, status, now))) {
      await tx
        .update(bookings)
        .set({ status, updatedAt: now })
        .where(and(eq(bookings.id, id), notInArray(bookings.status, [...places.PLACE_STATUSES])));
    }
    // The owner's cancellation wins over a payment that lands later (it is refunded, not re-booked).
    if (status === 'cancelled') await tx.update(bookings).set({ cancelledBy: 'owner' }).where(eq(bookings.id, id));
  }

  /** An order's new status (the owner's word), in the caller's transaction once the transition is allowed. */
  async function setOrderStatus(tx: DbOrTx, id: number, status: (typeof ORDER_ADMIN_STATUSES)[number]): Promise<void> {
    await tx
      .update(orders)
      .set({ adminStatus: status })
      .where(and(eq(orders.id, id), isNull(orders.bookingId)));
  }

  /** The terms' suggestion for refunding this row now (24 h or more: all; 12-24 h: half; less: nothing). */
  async function refundQuote(ref: BookingRef, now: Date): Promise<RefundQuoteDto> {
    const row = await byRef(ref);
    const refundablePence = Math.max(0, row.paidPence - row.refundedPence);
    const [lot] =
      row.kind === 'pack' && row.orderId !== null
        ? await db
            .select({ id: creditLots.id, granted: creditLots.granted, remaining: creditLots.remaining })
            .from(creditLots)
            .where(eq(creditLots.orderId, row.orderId))
        : [];
    const packCredits = lot ? { granted: lot.granted, remaining: lot.remaining, revoked: await revokedByRefunds(db, lot.id) } : null;
    if (!row.classDate || !row.classTime) {
      return {
        packCredits,
        ref: row.ref,
        paidPence: row.paidPence,
        refundedPence: row.refundedPence,
        refundablePence,
        suggestedPence: refundablePence,
        percent: 100,
        hoursBefore: null,
      };
    }
    const suggestion = suggestedRefund(row, londonInstant(row.classDate, row.classTime), now);
    return {
      ref: row.ref,
      paidPence: row.paidPence,
      refundedPence: row.refundedPence,
      refundablePence,
      suggestedPence: suggestion.amountPence,
      percent: suggestion.percent,
      hoursBefore: Math.round(suggestion.hoursBefore * 10) / 10,
      packCredits,
    };
  }

  return {
    /** One page of the merged list (25 rows unless asked), with the total over all pages. */
    list: (filter?: BookingFilter): Promise<AdminBookingPage> => (isSyncQuery(filter) ? changes(filter!) : page(filter)),
    /** Every row the filter matches (small sets: a day, a search). */
    all: (filter?: BookingFilter) => all(filter),
    /** Every row the filter matches, read in batches: a month's CSV or two years' never sits in memory at once. */
    each,
    byRef,

    /** Every booking for a class on today's London date, in class-time order. */
    async today(now = clock()): Promise<AdminBookingDto[]> {
      const rows = await all({ date: londonToday(now) });
      return rows.sort((a, b) => (a.classTime ?? '').localeCompare(b.classTime ?? '') || a.id - b.id);
    },

    /** Today's bookings read by change (decision 750): the bookings list's read by change, of today's London date. */
    async todayChanges(input: SyncQuery, now = clock()): Promise<SyncPage<AdminBookingDto>> {
      const page = await changes({ ...input, date: londonToday(now) });
      return { data: page.rows, nextCursor: page.nextCursor };
    },

    /**
     * The overview counts paid business only, with the list's own filter so the two always agree:
     * Total Bookings is the list's 'confirmed' total (class bookings and training orders), Today's Classes
     * its 'confirmed' total for today's date. A hold is someone at the payment form, and an expired or
     * cancelled one never became a booking.
     */
    async stats(now = clock()): Promise<BookingStats> {
      const [today, total, recent, [active]] = await Promise.all([
        countOf({ status: 'confirmed', date: londonToday(now) }),
        countOf({ status: 'confirmed' }),
        keysOf({ status: 'confirmed' }, RECENT_LIMIT).then(rowsOf),
        db.select({ n: count() }).from(classTypes).where(eq(classTypes.isActive, true)),
      ]);
      return { todaysClasses: today, totalBookings: total, activeClasses: active!.n, recent };
    },

    /**
     * The owner's manual status change, for either kind. A class booking given a place back (confirmed, or
     * a fresh hold) is refused when the class is full: nothing overbooks a slot. A training order is
     * confirmed (paid in person) or cancelled. Moves no money: refunds go through the refunds service.
     */
    refundQuote: (ref: BookingRef, now = clock()) => refundQuote(ref, now),

    /**
     * Gives money back through the payment provider (the refunds service reserves the amount, so a double
     * tap or two instances never refund twice). A class booking refunded in full becomes 'refunded' and
     * gives its place back; a part refund leaves the booking as it was.
     */
    async refund(
      ref: BookingRef,
      amountPence: number,
      idempotencyKey: string | undefined,
      actor: Actor,
      now = clock(),
    ): Promise<AdminBookingDto> {
      const row = await byRef(ref);
      if (row.orderId === null) throw conflict('Nothing was paid on this booking');
      const trail = { actor, entity: 'booking', entityId: row.ref };
      const result = await refunds.refund({
        orderId: row.orderId,
        amountPence,
        reason: 'owner',
        actor: 'owner',
        idempotencyKey,
        now,
        audit: trail,
      });
      if (result.status === 'failed') throw unavailable(providerRefusal(result.lastError));
      let after = await byRef(ref);
      // A class pack gives back its unused credits with its money (decision 512).
      if (row.kind === 'pack')
        await db.transaction((tx) =>
          revokeRefundedCredits(tx, {
            orderId: row.orderId!,
            paidPence: after.paidPence,
            refundedPence: after.refundedPence,
            actor: 'owner',
          }),
        );
      if (ref.kind === 'class' && after.status !== 'refunded' && (await db.transaction((tx) => refundedInFull(tx, row.orderId!, now)))) {
        after = await byRef(ref);
      }
      // A key used before is that earlier refund: the customer heard of it then.
      if (result.created) {
        const what = after.classDate ? `${after.className} on ${formatLongDate(after.classDate)}` : after.className;
        await db.transaction(async (tx) =>
          mail.queue(
            tx,
            ownerRefundedMail(await brandOf(tx, config), {
              orderId: row.orderId!,
              bookingId: ref.kind === 'class' ? ref.id : null,
              name: after.name,
              email: after.email,
              what,
              refundPence: result.amountPence,
              refundedPence: after.refundedPence,
              paidPence: after.paidPence,
              kind: ref.kind === 'class' ? 'class' : 'order',
              placeReleased: after.status === 'refunded',
            }),
          ),
        );
      }
      return after;
    },

    async updateStatus(ref: BookingRef, status: ManualBookingStatus, actor: Actor, now = clock()): Promise<AdminBookingDto> {
      const orderStatus = ORDER_ADMIN_STATUSES.find((s) => s === status);
      if (ref.kind === 'training' && !orderStatus) throw invalid('status', 'a training order is either confirmed or cancelled');
      if (ref.kind === 'class' && status === 'cancelled') {
        // The owner's cancel is the one cancellation path's, whichever door it came through (decision 510); that
        // path judges the booking again under its own locks.
        const refused = refusedTransition(statusFactsOf(await byRef(ref)), status);
        if (refused) throw conflict(refused);
        await cancellation.ownerCancel({ bookingId: ref.id, by: actor, reason: 'Cancelled by the owner', now });
        return byRef(ref);
      }
      await db.transaction(async (tx) => {
        const row = await lockedRow(tx, ref);
        if (row.status === status) return;
        // Decision 511: only the transitions that exist; a paid order is refunded, not cancelled (decision 806).
        const refused = refusedTransition(statusFactsOf(row), status);
        if (refused) throw conflict(refused);
        await audit.record(tx, {
          actor,
          action: 'booking.status',
          entity: 'booking',
          entityId: row.ref,
          before: { status: row.status },
          after: { status },
        });
        if (ref.kind === 'class') await setClassStatus(tx, ref.id, status, now);
        else await setOrderStatus(tx, ref.id, orderStatus!);
      });
      return byRef(ref);
    },
  };
}

export type AdminBookingService = ReturnType<typeof createAdminBookingService>;
