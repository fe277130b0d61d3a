/** Her calendar (admin): her classes and her appointments between two London dates, for the day and week views. */
import { z } from 'zod';
import type { AdminSlotDto } from '../dto';
import { calendarDate } from '../input';
import type { AppointmentPlace, AppointmentStatus } from './rules';

/** A day or a week is what the screen asks for; a fortnight of slack. */
export const CALENDAR_MAX_DAYS = 14;

export const calendarQuerySchema = z
  .object({ from: calendarDate, to: calendarDate })
  .refine((v) => v.to >= v.from, { message: 'to: must not be before from', path: ['to'] })
  .refine((v) => Date.parse(`${v.to}T00:00:00Z`) - Date.parse(`${v.from}T00:00:00Z`) <= CALENDAR_MAX_DAYS * 86_400_000, {
    message: `to: must be at most ${CALENDAR_MAX_DAYS} days after from`,
    path: ['to'],
  });

/** One appointment as her calendar shows it: London date and wall-clock times, and who it is with. */
export interface CalendarAppointmentDto {
  id: number;
  typeId: number;
  typeName: string;
  startsAt: string;
  endsAt: string;
  date: string;
  startTime: string;
  endTime: string;
  place: AppointmentPlace;
  locationId: number | null;
  status: AppointmentStatus;
  name: string;
  email: string;
  phone: string;
  notes: string;
  /** She answered yes to a health questionnaire (PAR-Q) question: the owner reads the answers before the session. */
  healthFlagged: boolean;
}

export interface CalendarDto {
  from: string;
  to: string;
  classes: AdminSlotDto[];
  /** Held (being paid for) and confirmed ones, in time order. */
  appointments: CalendarAppointmentDto[];
}
