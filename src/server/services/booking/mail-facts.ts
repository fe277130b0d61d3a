import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, discountCodes, locations, orders, scheduleSlots } from '../../db/schema';
import type { BookingMailFacts } from '../mail/emails';

/** Loads everything the booking e-mails print. */
export async function bookingMailFacts(tx: DbOrTx, orderId: number): Promise<BookingMailFacts | null> {
  const [row] = await tx
    .select({
      bookingId: bookings.id,
      orderId: orders.id,
      name: orders.name,
      email: orders.email,
      phone: orders.phone,
      className: bookings.className,
      date: scheduleSlots.date,
      startTime: scheduleSlots.startTime,
      endTime: scheduleSlots.endTime,
      locationName: locations.name,
      address: locations.address,
      isVirtualOnly: scheduleSlots.isVirtualOnly,
      joiningDetails: scheduleSlots.joiningDetails,
      notes: scheduleSlots.notes,
      specialRequests: bookings.specialRequests,
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
  const { isVirtualOnly, joiningDetails, notes, ...facts } = row;
  const online = isVirtualOnly || row.locationName === null;
  // The owner's joining details, else what the slot's notes say (where owners put the link before there was a field).
  return { ...facts, joining: online ? joiningDetails.trim() || notes.trim() || null : null };
}
