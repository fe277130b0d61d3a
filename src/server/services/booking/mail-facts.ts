import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, discountCodes, locations, orders, payments, scheduleSlots } from '../../db/schema';
import type { BookingMailFacts } from '../mail/booking-facts';
import { bookingClassEnd } from '../catalog/class-length';

/** Loads everything the booking e-mails print. */
export async function bookingMailFacts(tx: DbOrTx, orderId: number): Promise<BookingMailFacts | null> {
  const [row] = await tx
    .select({
      bookingId: bookings.id,
      orderId: orders.id,
      name: orders.name,
      email: orders.email,
      phone: orders.phone,
      ...classColumns,
      originalPence: orders.originalPence,
      discountPence: orders.discountPence,
      amountPence: orders.amountPence,
      discountCode: discountCodes.code,
    })
    .from(orders)
    .innerJoin(bookings, eq(bookings.id, orders.bookingId))
    .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
    .leftJoin(locations, eq(locations.id, scheduleSlots.locationId))
    .leftJoin(discountCodes, eq(discountCodes.id, orders.discountCodeId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  // How the money came (card, or cash / a bank transfer the owner took herself): what a refund's wording follows.
  const [paid] = await tx
    .select({ method: payments.method })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['succeeded', 'refunded'])))
    .orderBy(desc(payments.id))
    .limit(1);
  // The further places of a group (decision 780): each attendee's own booking.
  const party = await tx
    .select({ bookingId: bookings.id, name: bookings.name })
    .from(bookings)
    .where(eq(bookings.partyLeadId, row.bookingId))
    .orderBy(bookings.id);
  return { ...withJoining(row), paidWith: paid?.method ?? null, ...(party.length ? { party } : {}) };
}

/** What every class e-mail prints of the class: its booking's class name and requests, its slot and place. */
export const classColumns = {
  className: bookings.className,
  date: scheduleSlots.date,
  startTime: scheduleSlots.startTime,
  endTime: bookingClassEnd,
  locationName: locations.name,
  address: locations.address,
  isVirtualOnly: scheduleSlots.isVirtualOnly,
  joiningDetails: scheduleSlots.joiningDetails,
  notes: scheduleSlots.notes,
  specialRequests: bookings.specialRequests,
};

/**
 * The class columns as the e-mails read them: an online class has no place but how to join, which is the owner's
 * joining details, else what the slot's notes say (where owners put the link before there was a field).
 */
export function withJoining<R extends { isVirtualOnly: boolean; joiningDetails: string; notes: string; locationName: string | null }>(
  row: R,
): Omit<R, 'isVirtualOnly' | 'joiningDetails' | 'notes'> & { joining: string | null } {
  const { isVirtualOnly, joiningDetails, notes, ...facts } = row;
  const online = isVirtualOnly || row.locationName === null;
  return { ...facts, joining: online ? joiningDetails.trim() || notes.trim() || null : null };
}
