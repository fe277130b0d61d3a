/**
 * Attendance: QR tickets, check-in at the door, the class roster and no-shows. Pure: schemas and DTOs
 * shared by the server and the admin's check-in page.
 */
import { z } from 'zod';
import { parseBookingRef } from './booking-ref';
import { calendarDate, id, line } from './input';

/** A ticket token: 32 random bytes, base64url (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Where a ticket's QR code points: the owner's check-in page, the token in the fragment so no server log sees it. */
export const checkInUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/admin/check-in#ticket=${token}`;

/** The token in what a scanner read: the check-in URL of a ticket, or the bare token typed in. */
export function ticketTokenOf(scanned: string): string | null {
  const text = scanned.trim();
  if (TOKEN.test(text)) return text;
  const match = /[#?&]ticket=([A-Za-z0-9_-]{43})$/.exec(text);
  return match ? match[1]! : null;
}

export const checkInSchema = z.object({
  /** What the camera read (the ticket's URL) or the token itself. */
  ticket: line(500).min(1, 'ticket is required'),
});

export const rosterSchema = z.object({ slotId: id });
export const attendanceDaySchema = z.object({ date: calendarDate });

/** attended: ticked on the roster; no_show: did not come; none: neither (undo). */
export const ATTENDANCE_STATES = ['attended', 'no_show', 'none'] as const;
export type AttendanceState = (typeof ATTENDANCE_STATES)[number];

export const attendanceMarkBodySchema = z.object({
  state: z.enum(ATTENDANCE_STATES, 'state must be one of attended, no_show, none'),
});
/** A class booking by its reference ('B-1042') or bare id, as the bookings list and REST paths name it. */
const classBookingId = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const ref = parseBookingRef(value);
  if (!ref || ref.kind !== 'class') {
    ctx.addIssue({ code: 'custom', message: 'must be a class booking reference such as B-1042' });
    return z.NEVER;
  }
  return ref.id;
});

export const attendanceMarkSchema = attendanceMarkBodySchema.extend({ bookingId: classBookingId });

export const CHECK_IN_OUTCOMES = ['checked_in', 'already', 'other_day', 'not_confirmed'] as const;
export type CheckInOutcome = (typeof CHECK_IN_OUTCOMES)[number];

/** What a scan answers: who and which class, and whether it was recorded now, before, or not at all. */
export interface CheckInResultDto {
  outcome: CheckInOutcome;
  /** One sentence for the owner ("Already checked in at 18:02"). */
  message: string;
  bookingId: number;
  ref: string;
  slotId: number;
  name: string;
  className: string;
  participantCount: number;
  date: string;
  startTime: string;
  endTime: string;
  checkedInAt: Date | null;
}

/**
 * How a place was paid for, as the roster prints it. paid: money taken; free: nothing was due (a full
 * discount); unpaid: confirmed by the owner without a payment (to collect at the door).
 */
export const ROSTER_PAYMENTS = ['paid', 'free', 'unpaid'] as const;
export type RosterPayment = (typeof ROSTER_PAYMENTS)[number];

export interface RosterEntryDto {
  bookingId: number;
  ref: string;
  name: string;
  phone: string;
  /** What she told us when booking (injuries, medical notes): the owner reads it at the door. */
  specialRequests: string;
  className: string;
  participantCount: number;
  payment: RosterPayment;
  paidPence: number;
  checkedInAt: Date | null;
  noShowAt: Date | null;
}

export interface AttendanceSlotDto {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  locationName: string | null;
  /** The class names booked on it (an Open Class may carry several). */
  classNames: string[];
  /** Confirmed bookings (each may bring several participants). */
  booked: number;
  checkedIn: number;
  noShows: number;
  /** The class has started / ended (London time): no-shows may be recorded once it has ended. */
  started: boolean;
  ended: boolean;
  /** The latest change of the slot or of any booking on it (decision 750). */
  updatedAt: Date;
}

export interface RosterDto {
  slot: AttendanceSlotDto;
  entries: RosterEntryDto[];
}

export const ROSTER_PAYMENT_LABELS: Record<RosterPayment, string> = { paid: 'Paid', free: 'Free', unpaid: 'To pay' };

/**
 * The class the roster opens on: the first that has not ended (the one in progress, or the next), and once the
 * day's classes are over, the one that just finished, where no-shows are recorded.
 */
export function rosterSlotToOpen(slots: readonly Pick<AttendanceSlotDto, 'id' | 'ended'>[]): number | null {
  return (slots.find((s) => !s.ended) ?? slots.at(-1))?.id ?? null;
}
