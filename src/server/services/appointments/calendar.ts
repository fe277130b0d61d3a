/** Her calendar: the admin schedule's slots and the appointments that take her time, between two London dates. */
import { and, asc, gt, inArray, lt } from 'drizzle-orm';
import type { CalendarAppointmentDto, CalendarDto } from '../../../domain/appointments/calendar';
import { londonIso } from '../../../domain/availability';
import { addDays, londonClock, londonInstant, londonToday } from '../../../domain/time';
import type { AdminSlotDto } from '../../../domain/dto';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema';

export async function appointmentsBetween(db: DbOrTx, from: string, to: string): Promise<CalendarAppointmentDto[]> {
  const rows = await db
    .select()
    .from(appointments)
    .where(
      and(
        inArray(appointments.status, ['held', 'confirmed']),
        lt(appointments.startsAt, londonInstant(addDays(to, 1), '00:00')),
        gt(appointments.endsAt, londonInstant(from, '00:00')),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return rows.map((a) => ({
    id: a.id,
    typeId: a.typeId,
    typeName: a.typeName,
    startsAt: londonIso(a.startsAt),
    endsAt: londonIso(a.endsAt),
    date: londonToday(a.startsAt),
    startTime: londonClock(a.startsAt),
    endTime: londonClock(a.endsAt),
    place: a.place,
    locationId: a.locationId,
    status: a.status,
    name: a.name,
    email: a.email,
    phone: a.phone,
    notes: a.notes,
    healthFlagged: a.health?.answers.some(Boolean) ?? false,
  }));
}

export async function calendar(
  db: DbOrTx,
  classesBetween: (from: string, to: string) => Promise<AdminSlotDto[]>,
  range: { from: string; to: string },
): Promise<CalendarDto> {
  const [classes, booked] = await Promise.all([classesBetween(range.from, range.to), appointmentsBetween(db, range.from, range.to)]);
  return { from: range.from, to: range.to, classes, appointments: booked };
}

/** The service the admin router calls. */
export function createAppointmentCalendarService(deps: {
  db: DbOrTx;
  classesBetween: (from: string, to: string) => Promise<AdminSlotDto[]>;
}) {
  return { calendar: (range: { from: string; to: string }) => calendar(deps.db, deps.classesBetween, range) };
}
