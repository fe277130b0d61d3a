import { z } from 'zod';
import { attendanceDaySchema, attendanceMarkBodySchema, CHECK_IN_OUTCOMES, checkInSchema, ROSTER_PAYMENTS } from '../../domain/attendance';
import { asCursorArray, route } from './define';
import { updatedAtBody } from './responses';
import { isSyncQuery, syncQueryShape } from '../../domain/sync';

const tag = 'Admin attendance';
const instant = z.iso.datetime({ offset: true });

const checkInResultBody = z
  .object({
    outcome: z.enum(CHECK_IN_OUTCOMES).meta({
      description: 'checked_in: recorded now; already: recorded before (checkedInAt says when); other_day and not_confirmed: not recorded',
    }),
    message: z.string(),
    bookingId: z.number().int(),
    ref: z.string(),
    slotId: z.number().int(),
    name: z.string(),
    className: z.string(),
    participantCount: z.number().int(),
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    checkedInAt: instant.nullable(),
  })
  .meta({ id: 'CheckInResult' });

const attendanceSlotBody = z
  .object({
    id: z.number().int(),
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    locationName: z.string().nullable(),
    classNames: z.array(z.string()),
    booked: z.number().int().meta({ description: 'Confirmed bookings' }),
    checkedIn: z.number().int(),
    noShows: z.number().int(),
    started: z.boolean(),
    ended: z.boolean(),
    updatedAt: updatedAtBody,
  })
  .meta({ id: 'AttendanceSlot' });

const rosterEntryBody = z
  .object({
    bookingId: z.number().int(),
    ref: z.string(),
    name: z.string(),
    phone: z.string(),
    specialRequests: z.string().meta({ description: 'What she told us when booking (injuries, medical notes)' }),
    className: z.string(),
    participantCount: z.number().int(),
    payment: z.enum(ROSTER_PAYMENTS),
    paidPence: z.number().int().meta({ description: 'What the payment provider took, integer pence' }),
    checkedInAt: instant.nullable(),
    noShowAt: instant.nullable(),
  })
  .meta({ id: 'RosterEntry' });

const rosterBody = z.object({ slot: attendanceSlotBody, entries: z.array(rosterEntryBody) }).meta({ id: 'Roster' });

export const adminAttendanceRoutes = [
  route({
    method: 'POST',
    url: '/admin/check-in',
    operationId: 'checkInTicket',
    tag,
    admin: true,
    scope: 'bookings:write',
    summary:
      "Check in the holder of a QR ticket (body: ticket, the scanned check-in URL or its token). Recorded once: a second scan answers outcome 'already' with the time; a ticket of another day's class or of a booking no longer confirmed is not recorded. An unknown ticket is a 404.",
    body: checkInSchema,
    response: checkInResultBody,
    errors: [404],
    call: (caller, { input }) => caller.admin.attendance.checkIn(input),
  }),
  route({
    method: 'GET',
    url: '/admin/attendance/slots',
    operationId: 'listAttendanceSlots',
    tag,
    admin: true,
    scope: 'bookings:read',
    summary: 'The classes of a day (query date=YYYY-MM-DD) with their confirmed bookings, check-ins and no-shows counted.',
    description:
      "Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the day's classes whose slot or any booking on it changed since (booked, cancelled, checked in, a no-show), oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next).",
    body: attendanceDaySchema.extend(syncQueryShape),
    cursorHeaders: true,
    response: z.array(attendanceSlotBody),
    call: (caller, { input }) =>
      isSyncQuery(input) ? caller.admin.attendance.slotChanges(input).then(asCursorArray) : caller.admin.attendance.slots(input),
  }),
  route({
    method: 'GET',
    url: '/admin/location-availability/:id/roster',
    operationId: 'getSlotRoster',
    tag,
    admin: true,
    scope: 'bookings:read',
    summary: 'The roster of a class: its confirmed bookings with name, phone, how each was paid, and when checked in or marked a no-show.',
    response: rosterBody,
    errors: [404],
    call: (caller, { params }) => caller.admin.attendance.roster({ slotId: params.id }),
  }),
  route({
    method: 'POST',
    url: '/admin/location-availability/:id/no-shows',
    operationId: 'markSlotNoShows',
    tag,
    admin: true,
    scope: 'bookings:write',
    summary:
      'After the class has ended: mark every confirmed booking not checked in as a no-show. Answers { marked }; repeating it marks nobody twice.',
    response: z.object({ marked: z.number().int() }).meta({ id: 'NoShowsMarked' }),
    errors: [404, 409],
    call: (caller, { params }) => caller.admin.attendance.markNoShows({ slotId: params.id }),
  }),
  route({
    method: 'PATCH',
    url: '/admin/bookings/:id/attendance',
    operationId: 'markAttendance',
    tag,
    admin: true,
    scope: 'bookings:write',
    summary:
      "Mark a class booking (B-1042 or its id) attended (from the class's day), a no-show (once the class has started) or neither (body: state). Repeating a mark changes nothing.",
    body: attendanceMarkBodySchema,
    response: rosterEntryBody,
    errors: [404, 409],
    call: (caller, { input, params }) => caller.admin.attendance.mark({ ...input, bookingId: params.id }),
  }),
];
