import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { appointmentRef, classBookingRef, formatBookingRef, orderRef, readableLedgerNote } from '../../../domain/booking-ref';
import type { DbOrTx } from '../../db/client';
import {
  appointments,
  bookings,
  clientNotes,
  creditLedger,
  creditLots,
  emailOutbox,
  enquiries,
  orders,
  payments,
  refunds,
  scheduleSlots,
  waitlistEntries,
} from '../../db/schema';

/**
 * Everything held about one e-mail address (UK GDPR right of access), as plain JSON. Columns are
 * chosen one by one: internal keys (token hashes, provider secrets, job rows) are not personal data
 * about her and stay out.
 */
export async function exportDataFor(db: DbOrTx, email: string, now: Date) {
  const sameEmail = (column: AnyPgColumn) => sql`lower(${column}) = ${email.toLowerCase()}`;
  const bookingRows = await db
    .select({
      reference: bookings.id,
      className: bookings.className,
      date: scheduleSlots.date,
      startTime: scheduleSlots.startTime,
      name: bookings.name,
      email: bookings.email,
      phone: bookings.phone,
      participantCount: bookings.participantCount,
      specialRequests: bookings.specialRequests,
      status: bookings.status,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
    .where(sameEmail(bookings.email));
  const orderRows = await db
    .select({
      id: orders.id,
      bookingId: orders.bookingId,
      description: orders.description,
      name: orders.name,
      email: orders.email,
      phone: orders.phone,
      amountPence: orders.amountPence,
      discountPence: orders.discountPence,
      paidPence: orders.paidPence,
      refundedPence: orders.refundedPence,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(sameEmail(orders.email));
  const orderIds = orderRows.map((o) => o.id);
  // One reference format everywhere (decision 571): B- for a class booking, T- for an order without one, A- for an appointment.
  const refOfOrder = new Map(orderRows.map((o) => [o.id, orderRef({ orderId: o.id, bookingId: o.bookingId })]));
  const orderRefOf = (id: number) => refOfOrder.get(id) ?? formatBookingRef({ kind: 'training', id });
  const paymentRows = orderIds.length
    ? await db
        .select({ order: payments.orderId, amountPence: payments.amountPence, status: payments.status, createdAt: payments.createdAt })
        .from(payments)
        .where(inArray(payments.orderId, orderIds))
    : [];
  const refundRows = orderIds.length
    ? await db
        .select({ order: refunds.orderId, amountPence: refunds.amountPence, status: refunds.status, createdAt: refunds.createdAt })
        .from(refunds)
        .where(inArray(refunds.orderId, orderIds))
    : [];
  const enquiryRows = await db
    .select({
      name: enquiries.name,
      email: enquiries.email,
      phone: enquiries.phone,
      service: enquiries.service,
      message: enquiries.message,
      createdAt: enquiries.createdAt,
    })
    .from(enquiries)
    .where(sameEmail(enquiries.email));
  const waitlistRows = await db
    .select({
      date: scheduleSlots.date,
      startTime: scheduleSlots.startTime,
      name: waitlistEntries.name,
      email: waitlistEntries.email,
      status: waitlistEntries.status,
      offeredUntil: waitlistEntries.offeredUntil,
      createdAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .innerJoin(scheduleSlots, eq(scheduleSlots.id, waitlistEntries.slotId))
    .where(sameEmail(waitlistEntries.email));
  const lotRows = await db
    .select({
      id: creditLots.id,
      title: creditLots.title,
      scope: creditLots.scope,
      granted: creditLots.granted,
      remaining: creditLots.remaining,
      expiresAt: creditLots.expiresAt,
      createdAt: creditLots.createdAt,
    })
    .from(creditLots)
    .where(sameEmail(creditLots.email))
    .orderBy(asc(creditLots.id));
  const ledgerRows = lotRows.length
    ? await db
        .select({
          lot: creditLedger.lotId,
          delta: creditLedger.delta,
          reason: creditLedger.reason,
          note: creditLedger.note,
          booking: creditLedger.bookingId,
          at: creditLedger.createdAt,
        })
        .from(creditLedger)
        .where(
          inArray(
            creditLedger.lotId,
            lotRows.map((l) => l.id),
          ),
        )
        .orderBy(asc(creditLedger.id))
    : [];
  const attendanceRows = await db
    .select({
      booking: bookings.id,
      className: bookings.className,
      date: scheduleSlots.date,
      startTime: scheduleSlots.startTime,
      checkedInAt: bookings.checkedInAt,
      noShowAt: bookings.noShowAt,
    })
    .from(bookings)
    .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
    .where(and(sameEmail(bookings.email), or(isNotNull(bookings.checkedInAt), isNotNull(bookings.noShowAt))));
  const mailRows = await db
    .select({
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(sameEmail(emailOutbox.to));
  const appointmentRows = await db
    .select({
      id: appointments.id,
      typeName: appointments.typeName,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      name: appointments.name,
      email: appointments.email,
      phone: appointments.phone,
      notes: appointments.notes,
      status: appointments.status,
      health: appointments.health,
      createdAt: appointments.createdAt,
    })
    .from(appointments)
    .where(sameEmail(appointments.email))
    .orderBy(appointments.startsAt);
  const noteRows = await db
    .select({ text: clientNotes.text, createdAt: clientNotes.createdAt })
    .from(clientNotes)
    .where(sameEmail(clientNotes.email))
    .orderBy(asc(clientNotes.createdAt), asc(clientNotes.id));
  return {
    email,
    generatedAt: now.toISOString(),
    bookings: bookingRows.map(({ reference, ...b }) => ({ reference: classBookingRef(reference), ...b })),
    orders: orderRows.map(({ id, bookingId: _booking, ...o }) => ({ reference: orderRefOf(id), ...o })),
    payments: paymentRows.map(({ order, ...p }) => ({ order: orderRefOf(order), ...p })),
    refunds: refundRows.map(({ order, ...r }) => ({ order: orderRefOf(order), ...r })),
    enquiries: enquiryRows,
    waitingLists: waitlistRows,
    credits: lotRows.map(({ id, ...lot }) => ({
      ...lot,
      history: ledgerRows
        .filter((e) => e.lot === id)
        .map(({ lot: _lot, booking, note, ...e }) => ({
          ...e,
          note: readableLedgerNote(note),
          booking: booking === null ? null : classBookingRef(booking),
        })),
    })),
    attendance: attendanceRows.map(({ booking, ...a }) => ({ booking: classBookingRef(booking), ...a })),
    appointments: appointmentRows.map(({ id, ...a }) => ({ reference: appointmentRef(id), ...a })),
    emailsSentToYou: mailRows,
    notesAboutYou: noteRows,
  };
}

export type DataExport = Awaited<ReturnType<typeof exportDataFor>>;
