/**
 * The rows of the owner's bookings list, read by id: a class booking with its slot, its order and its group, or an
 * order that holds no place (an appointment shows its own reference and time). The list, a single row and the
 * status change all read them here.
 */
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { appointmentRef, formatBookingRef } from '../../../domain/booking-ref';
import type { BookingRef } from '../../../domain/booking-ref';
import type { AdminBookingDto } from '../../../domain/dto';
import { notFound } from '../../../domain/errors';
import { londonWallClock, toHHmm } from '../../../domain/time';
import type { Db, DbOrTx } from '../../db/client';
import { appointments, bookings, discountCodes, locations, membershipUses, orders, scheduleSlots } from '../../db/schema';
import { latestPayment, type LatestPayment, orderStatusSql, orderUpdatedSql } from './booking-filter';

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

export function createBookingRows(deps: { db: Db }) {
  const { db } = deps;

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
    const payment = latestPayment(db);
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
      // An appointment is named by its own id and shows its time; its status is the appointment's.
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

  async function byRef(ref: BookingRef): Promise<AdminBookingDto> {
    const [row] =
      ref.kind === 'class'
        ? await classRows(eq(bookings.id, ref.id))
        : await orderRows(() => and(eq(orders.id, ref.id), isNull(orders.bookingId)));
    if (!row) throw notFound('Booking not found');
    return row;
  }

  return { classRows, orderRows, rowsOf, byRef };
}

export type BookingRows = ReturnType<typeof createBookingRows>;
