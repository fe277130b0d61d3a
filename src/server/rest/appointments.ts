import { z } from 'zod';
import { calendarQuerySchema } from '../../domain/appointments/calendar';
import {
  adminAppointmentQuerySchema,
  adminCancelSchema,
  adminCreateSchema,
  adminRescheduleSchema,
  APPOINTMENT_PLACES,
  appointmentSettingsSchema,
  MAX_TRAVEL_MINUTES,
  APPOINTMENT_STATUSES,
  appointmentBookSchema,
  healthAnswersSchema,
  manageAppointmentCancelSchema,
  manageAppointmentHealthSchema,
  manageAppointmentRescheduleSchema,
  manageAppointmentSchema,
  manageAppointmentTimesSchema,
  OWNER_CANCEL_OUTCOMES,
  appointmentTypeInputSchema,
  appointmentTypePatchSchema,
  availabilityQuerySchema,
  timeOffInputSchema,
  workingHoursSchema,
} from '../../domain/appointments/rules';
import { asCursorArray, route } from './define';
import { isSyncQuery, syncQuerySchema } from '../../domain/sync';
import { adminSlotBody, holdTokenBody, successBody, updatedAtBody } from './responses';

const instant = z.iso.datetime({ offset: true });
const tag = 'Appointments';
const adminTag = 'Admin appointments';

const typeBody = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    durationMinutes: z.number().int(),
    pricePence: z.number().int().meta({ description: 'Price, integer pence (4000 = £40.00); 0 is free' }),
    bufferAfterMinutes: z.number().int().meta({ description: 'Her time stays reserved this long after the session' }),
    minNoticeMinutes: z.number().int().meta({ description: 'A start must be at least this far ahead' }),
    horizonDays: z.number().int().meta({ description: 'And at most this many days ahead' }),
    place: z.enum(APPOINTMENT_PLACES),
    locationId: z.number().int().nullable().meta({ description: "The location, when place is 'location'" }),
    acceptsTrainingCredits: z.boolean(),
    creditPackIds: z.array(z.number().int()),
    isActive: z.boolean(),
    updatedAt: updatedAtBody,
  })
  .meta({ id: 'AppointmentType' });

const hoursBody = z
  .object({
    id: z.number().int(),
    weekday: z.number().int().meta({ description: '1 = Monday ... 7 = Sunday' }),
    startTime: z.string().meta({ description: 'HH:mm, London' }),
    endTime: z.string().meta({ description: 'HH:mm, London' }),
    locationId: z.number().int().nullable().meta({ description: 'Null: hours for every appointment type' }),
    updatedAt: updatedAtBody,
  })
  .meta({ id: 'WorkingHours' });

const settingsBody = z
  .object({
    travelMinutes: z
      .number()
      .int()
      .meta({
        description: `Travel kept free between two different places (a location, a client's home), 0 to ${MAX_TRAVEL_MINUTES} minutes; applies to times reserved after it is saved`,
      }),
  })
  .meta({ id: 'AppointmentSettings' });

const timeOffBody = z
  .object({ id: z.number().int(), startsAt: instant, endsAt: instant, reason: z.string(), updatedAt: updatedAtBody })
  .meta({ id: 'TimeOff' });

const freeTimeBody = z
  .object({
    start: z.string().meta({ description: "ISO 8601 with London's offset, e.g. 2026-03-30T09:00:00+01:00" }),
    end: z.string(),
    date: z.string().meta({ description: 'London date, yyyy-MM-dd' }),
    startTime: z.string().meta({ description: 'London wall clock, HH:mm' }),
    locationId: z.number().int().nullable(),
  })
  .meta({ id: 'FreeTime' });

const availabilityBody = z
  .object({ typeId: z.number().int(), from: z.string(), to: z.string(), times: z.array(freeTimeBody) })
  .meta({ id: 'Availability' });

function createdBodyFields() {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    appointmentId: z.number().int().optional(),
    orderId: z
      .number()
      .int()
      .optional()
      .meta({ description: 'Its order, for POST /api/payments/receipt (the confirmation, with the holdToken of this answer)' }),
    status: z.enum(APPOINTMENT_STATUSES).optional(),
    clientSecret: z.string().nullable().meta({ description: 'Confirm the card payment with it; null when there is nothing to pay' }),
    amountPence: z.number().int().optional().meta({ description: 'What is charged by card, integer pence (after any gift voucher)' }),
    voucherPence: z.number().int().optional().meta({ description: 'What a gift voucher paid (voucherCode), integer pence' }),
    voucherBalancePence: z
      .number()
      .int()
      .optional()
      .meta({ description: "The gift voucher's balance left after it paid, integer pence (with voucherPence)" }),
    holdExpiresAt: instant.optional(),
    holdToken: holdTokenBody.optional(),
  });
}

const createdBody = createdBodyFields().meta({ id: 'AppointmentCreated' });

const placeOf = z.enum(APPOINTMENT_PLACES);
const statusOf = z.enum(APPOINTMENT_STATUSES);
const london = { date: 'London date, yyyy-MM-dd', time: 'London wall clock, HH:mm' };

const adminAppointmentBody = z
  .object({
    id: z.number().int(),
    reference: z.string().meta({ description: "'A-<id>', as the e-mails print it" }),
    typeId: z.number().int(),
    typeName: z.string(),
    startsAt: instant,
    endsAt: instant,
    date: z.string().meta({ description: london.date }),
    startTime: z.string().meta({ description: london.time }),
    endTime: z.string().meta({ description: london.time }),
    place: placeOf,
    locationId: z.number().int().nullable(),
    locationName: z.string().nullable(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    notes: z.string(),
    status: statusOf,
    paidWith: z.string().meta({ description: 'card, card_link, credit, cash, bank_transfer, complimentary or free' }),
    amountPence: z.number().int().meta({ description: 'What was charged, integer pence' }),
    paidPence: z.number().int(),
    refundedPence: z.number().int(),
    health: healthAnswersSchema
      .extend({
        flagged: z.boolean().meta({ description: 'She answered yes to a question: she should see her doctor first' }),
        questions: z.array(z.string()).readonly().meta({ description: 'The PAR-Q questions, in the order of answers' }),
      })
      .nullable()
      .meta({
        description:
          'Her health questionnaire (PAR-Q) answers: given with this appointment, or a copy of her newest on file when she had answered before; null when she has none',
      }),
    cancelledBy: z.string().nullable(),
    cancelReason: z.string().nullable(),
    createdAt: instant,
    updatedAt: updatedAtBody,
  })
  .meta({ id: 'AdminAppointment' });

const calendarBody = z
  .object({
    from: z.string(),
    to: z.string(),
    classes: z.array(adminSlotBody),
    appointments: z.array(
      z
        .object({
          id: z.number().int(),
          typeId: z.number().int(),
          typeName: z.string(),
          startsAt: z.string().meta({ description: "ISO 8601 with London's offset" }),
          endsAt: z.string(),
          date: z.string().meta({ description: london.date }),
          startTime: z.string().meta({ description: london.time }),
          endTime: z.string().meta({ description: london.time }),
          place: placeOf,
          locationId: z.number().int().nullable(),
          status: statusOf,
          name: z.string(),
          email: z.string(),
          phone: z.string(),
          notes: z.string(),
          healthFlagged: z.boolean().meta({
            description: 'She answered yes to a health questionnaire (PAR-Q) question: GET /api/admin/appointments/{id} has the answers',
          }),
        })
        .meta({ id: 'CalendarAppointment' }),
    ),
  })
  .meta({ id: 'Calendar' });

const cancelledBody = z
  .object({
    cancelled: z.boolean().meta({ description: 'False when it was already cancelled (nothing done twice)' }),
    refundPence: z.number().int().meta({ description: 'Given back to the card, integer pence' }),
    credit: z
      .enum(['restored', 'instead'])
      .nullable()
      .meta({ description: "'restored': the package credit that paid went back; 'instead': one credit given instead of money" }),
  })
  .meta({ id: 'AppointmentCancelled' });

const ownerCancelledBody = cancelledBody.extend({ appointment: adminAppointmentBody }).meta({ id: 'AppointmentCancelledByOwner' });

const ownerCreatedBody = createdBodyFields().extend({ appointment: adminAppointmentBody }).meta({ id: 'AppointmentAddedForClient' });

const calendarFeedBody = z
  .object({
    url: z.string().nullable().meta({ description: 'The secret iCalendar subscription URL: given only when made (only its hash is kept)' }),
    active: z.boolean(),
    createdAt: instant.nullable(),
  })
  .meta({ id: 'CalendarFeed' });

const manageAppointmentBody = z
  .object({
    appointmentId: z.number().int(),
    reference: z.string().meta({ description: "'A-<id>'" }),
    typeId: z.number().int(),
    typeName: z.string(),
    name: z.string(),
    email: z.string(),
    status: statusOf,
    start: z.string().meta({ description: "ISO 8601 with London's offset" }),
    end: z.string(),
    date: z.string().meta({ description: london.date }),
    startTime: z.string().meta({ description: london.time }),
    endTime: z.string().meta({ description: london.time }),
    place: placeOf,
    location: z.object({ name: z.string(), address: z.string() }).nullable(),
    amountPaidPence: z.number().int(),
    voucherPence: z.number().int().meta({ description: 'What a gift voucher paid of it, integer pence (0: none)' }),
    paidWith: z.string(),
    refunds: z
      .array(z.object({ amountPence: z.number().int(), status: z.enum(['pending', 'succeeded']), at: instant }))
      .meta({ description: 'The money given back on its order (failed attempts left out), oldest first, integer pence' }),
    creditBackAt: instant.nullable().meta({ description: 'When the package credit that paid for it was given back; null otherwise' }),
    cancellation: z
      .object({
        allowed: z.boolean(),
        refundPence: z.number().int().meta({ description: 'What cancelling now gives back, integer pence: send it with the cancel' }),
        voucherBackPence: z
          .number()
          .int()
          .optional()
          .meta({ description: 'What cancelling now gives back to the gift voucher that paid, integer pence (absent: none)' }),
        percent: z.number().int(),
        note: z.string().meta({ description: 'The terms as they apply now, or why it cannot be cancelled' }),
        paidWithCredit: z.boolean(),
      })
      .meta({ id: 'AppointmentCancelQuote' }),
    reschedule: z.object({ allowed: z.boolean(), note: z.string() }),
    healthAnswered: z.boolean(),
    healthRequired: z
      .boolean()
      .meta({ description: 'A first session without answers on file: answer the questionnaire first (a card payment opens only then)' }),
    calendar: z.object({ google: z.string(), outlook: z.string(), ics: z.string() }).nullable(),
    payment: z
      .object({ clientSecret: z.string(), amountPence: z.number().int(), holdExpiresAt: instant })
      .nullable()
      .meta({ description: 'Held for her by the owner with a card link: pay with this' }),
  })
  .meta({ id: 'ManagedAppointment' });

const manageTag = 'Manage appointment';

export const appointmentRoutes = [
  route({
    method: 'GET',
    url: '/appointment-types',
    operationId: 'listAppointmentTypes',
    tag,
    summary: 'Personal-training appointment types on offer.',
    response: z.array(typeBody),
    call: (caller) => caller.appointments.types(),
  }),
  route({
    method: 'GET',
    url: '/appointments/availability',
    operationId: 'appointmentAvailability',
    tag,
    summary: 'Free start times of a type between two London dates (both included, at most 62 days).',
    description:
      'Computed on the server from her working hours, time off, classes and appointments (with buffers and travel between places), the notice and the horizon, in Europe/London across clock changes.',
    body: availabilityQuerySchema,
    response: availabilityBody,
    call: (caller, { input }) => caller.appointments.availability(input),
  }),
  route({
    method: 'POST',
    url: '/appointments',
    operationId: 'createAppointment',
    tag,
    summary: 'Book an appointment: holds the time and opens the payment (nothing to pay for a free type).',
    description:
      "409 when the time has been taken. 400 naming `start` when it is in the past, inside the type's notice, beyond its horizon, not on the offered grid, outside working hours or in time off. 503 (success false) when the payment provider is unavailable.",
    body: appointmentBookSchema,
    response: createdBody,
    errors: [409, 429, 503],
    call: (caller, { input }) => caller.appointments.book(input),
    statusOf: (result) => (result.success ? 200 : 503),
  }),
  route({
    method: 'GET',
    url: '/admin/appointment-types',
    operationId: 'listAdminAppointmentTypes',
    tag: adminTag,
    admin: true,
    scope: 'schedule:manage',
    summary: 'Every appointment type, on offer or not.',
    description:
      "Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the rows changed since, oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next).",
    body: syncQuerySchema,
    cursorHeaders: true,
    response: z.array(typeBody),
    call: (caller, { input }) =>
      isSyncQuery(input) ? caller.admin.appointments.typeChanges(input).then(asCursorArray) : caller.admin.appointments.listTypes(),
  }),
  route({
    method: 'POST',
    url: '/admin/appointment-types',
    operationId: 'createAppointmentType',
    tag: adminTag,
    admin: true,
    scope: 'schedule:manage',
    summary: 'Define an appointment type: duration, price in pence, buffer, notice, horizon, place, credits that pay for it.',
    body: appointmentTypeInputSchema,
    response: typeBody,
    successStatus: 201,
    call: (caller, { input }) => caller.admin.appointments.createType(input),
  }),
  route({
    method: 'PATCH',
    url: '/admin/appointment-types/:id',
    operationId: 'updateAppointmentType',
    tag: adminTag,
    admin: true,
    scope: 'schedule:manage',
    summary: 'Edit an appointment type or take it off offer (isActive false); booked appointments keep their terms.',
    body: appointmentTypePatchSchema,
    response: typeBody,
    errors: [404],
    call: (caller, { input, params }) => caller.admin.appointments.updateType({ ...input, id: params.id }),
  }),
  route({
    method: 'GET',
    url: '/admin/working-hours',
    operationId: 'getWorkingHours',
    tag: adminTag,
    admin: true,
    scope: 'schedule:manage',
    summary: 'Her weekly pattern of bookable hours.',
    description:
      "Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the rows changed since, oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next). Saving the pattern replaces every row: the replaced rows are listed by GET /api/admin/deleted (object working_hours).",
    body: syncQuerySchema,
    cursorHeaders: true,
    response: z.array(hoursBody),
    call: (caller, { input }) =>
      isSyncQuery(input) ? caller.admin.appointments.hoursChanges(input).then(asCursorArray) : caller.admin.appointments.hours(),
  }),
  route({
    method: 'PUT',
    url: '/admin/working-hours',
    operationId: 'setWorkingHours',
    tag: adminTag,
    admin: true,
    scope: 'schedule:manage',
    summary: 'Replace the whole weekly pattern: [{ weekday 1=Mon..7=Sun, startTime "HH:mm", endTime "HH:mm", locationId | null }].',
    body: workingHoursSchema,
    response: z.array(hoursBody),
    call: (caller, { input }) => caller.admin.appointments.setHours(input),
  }),
  route({
    method: 'GET',
    url: '/admin/appointment-settings',
    operationId: 'getAppointmentSettings',
    tag: adminTag,
    admin: true,
    scope: 'schedule:manage',
    summary: 'Her appointment settings: the travel time between two different places (30 minutes until she sets it).',
    response: settingsBody,
    call: (caller) => caller.admin.appointments.settings(),
  }),
  route({
    method: 'PUT',
    url: '/admin/appointment-settings',
    operationId: 'setAppointmentSettings',
    tag: adminTag,
    admin: true,
    scope: 'schedule:manage',
    summary: 'Save her appointment settings: { travelMinutes 0..240 }. Audited.',
    description:
      'The travel time applies to times reserved after it is saved (availability and new bookings or moves); each appointment already booked keeps the travel it was reserved with, and free times after it leave the longer of the two.',
    body: appointmentSettingsSchema,
    response: settingsBody,
    call: (caller, { input }) => caller.admin.appointments.saveSettings(input),
  }),
  route({
    method: 'GET',
    url: '/admin/time-off',
    operationId: 'listTimeOff',
    tag: adminTag,
    admin: true,
    scope: 'schedule:manage',
    summary: 'Her time off that has not ended yet.',
    description:
      "Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the rows changed since, oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next). Read by change it lists past time off too; removed time off is not listed.",
    body: syncQuerySchema,
    cursorHeaders: true,
    response: z.array(timeOffBody),
    call: (caller, { input }) =>
      isSyncQuery(input) ? caller.admin.appointments.timeOffChanges(input).then(asCursorArray) : caller.admin.appointments.listTimeOff(),
  }),
  route({
    method: 'POST',
    url: '/admin/time-off',
    operationId: 'addTimeOff',
    tag: adminTag,
    admin: true,
    scope: 'schedule:manage',
    summary: 'Add time off: a day (from), a range of days (from, to) or exact instants (startsAt, endsAt).',
    body: timeOffInputSchema,
    response: timeOffBody,
    successStatus: 201,
    call: (caller, { input }) => caller.admin.appointments.addTimeOff(input),
  }),
  route({
    method: 'DELETE',
    url: '/admin/time-off/:id',
    operationId: 'removeTimeOff',
    tag: adminTag,
    admin: true,
    scope: 'schedule:manage',
    summary: 'Remove time off.',
    response: successBody,
    errors: [404],
    call: (caller, { params }) => caller.admin.appointments.removeTimeOff({ id: params.id }),
  }),
  route({
    method: 'GET',
    url: '/admin/appointments/calendar',
    operationId: 'getAppointmentCalendar',
    tag: adminTag,
    admin: true,
    scope: 'bookings:read',
    summary:
      'Her calendar between two London dates (a day or a week, at most 14 days): her classes and the held or confirmed appointments.',
    body: calendarQuerySchema,
    response: calendarBody,
    call: (caller, { input }) => caller.admin.appointments.calendar(input),
  }),
  route({
    method: 'GET',
    url: '/admin/appointments',
    operationId: 'listAppointments',
    tag: adminTag,
    admin: true,
    scope: 'bookings:read',
    summary:
      'Every appointment starting between two London dates (both included, at most 62 days), cancelled ones too, with the health answers.',
    description:
      "from and to are needed unless reading by change. Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the rows changed since, oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next). An appointment changes when it is booked, paid, moved, cancelled or refunded.",
    body: adminAppointmentQuerySchema,
    cursorHeaders: true,
    response: z.array(adminAppointmentBody),
    call: (caller, { input }) =>
      isSyncQuery(input)
        ? caller.admin.appointments.changes(input).then(asCursorArray)
        : caller.admin.appointments.list(input as { from: string; to: string }),
  }),
  route({
    method: 'GET',
    url: '/admin/appointments/:id',
    operationId: 'getAppointment',
    tag: adminTag,
    admin: true,
    scope: 'bookings:read',
    summary: 'One appointment.',
    response: adminAppointmentBody,
    errors: [404],
    call: (caller, { params }) => caller.admin.appointments.get({ id: Number(params.id) }),
  }),
  route({
    method: 'POST',
    url: '/admin/appointments',
    operationId: 'addAppointmentForClient',
    tag: adminTag,
    admin: true,
    scope: 'bookings:write',
    summary: 'Book a client in (by phone): paid in cash or by bank transfer, complimentary, or by a card link e-mailed to her.',
    description:
      "Her hours, time off and busy time count; the type's notice and horizon do not. Cash and bank transfer are recorded as paid at the type's price (refundable, or a credit instead, when cancelled). A first-timer's health answers (`health`) are required for cash, transfer or complimentary (400 naming `health`); with a card link she answers them through her link before paying. A returning client's newest answers are copied to the appointment when none are given. 409 when the time is taken.",
    body: adminCreateSchema,
    response: ownerCreatedBody,
    successStatus: 201,
    errors: [409],
    call: (caller, { input }) => caller.admin.appointments.create(input),
  }),
  route({
    method: 'POST',
    url: '/admin/appointments/:id/move',
    operationId: 'moveAppointment',
    tag: adminTag,
    admin: true,
    scope: 'bookings:write',
    summary: 'Move an appointment to another free time; the client is e-mailed the new time with a calendar file.',
    description: 'The old time is released and the new one reserved in one transaction: 409 leaves the appointment where it was.',
    body: adminRescheduleSchema.omit({ id: true }),
    response: adminAppointmentBody,
    errors: [404, 409],
    call: (caller, { input, params }) => caller.admin.appointments.reschedule({ ...input, id: Number(params.id) }),
  }),
  route({
    method: 'POST',
    url: '/admin/appointments/:id/cancel',
    operationId: 'cancelAppointment',
    tag: adminTag,
    admin: true,
    scope: 'bookings:write',
    summary: `Cancel an appointment; outcome ${OWNER_CANCEL_OUTCOMES.join(' | ')}: the money back (or her credit back), one credit instead, or nothing. The client is e-mailed.`,
    body: adminCancelSchema.omit({ id: true }),
    response: ownerCancelledBody,
    errors: [404, 409],
    call: (caller, { input, params }) => caller.admin.appointments.cancel({ ...input, id: Number(params.id) }),
  }),
  route({
    method: 'GET',
    url: '/admin/calendar-feed',
    operationId: 'getCalendarFeed',
    tag: adminTag,
    admin: true,
    summary: 'Whether her private calendar feed is live (its URL is given only when made).',
    response: calendarFeedBody,
    call: (caller) => caller.admin.appointments.calendarFeed(),
  }),
  route({
    method: 'POST',
    url: '/admin/calendar-feed',
    operationId: 'createCalendarFeed',
    tag: adminTag,
    admin: true,
    summary: 'A new secret iCalendar subscription URL of her classes and appointments; the previous one stops working.',
    response: calendarFeedBody,
    successStatus: 201,
    call: (caller) => caller.admin.appointments.createCalendarFeed(),
  }),
  route({
    method: 'DELETE',
    url: '/admin/calendar-feed',
    operationId: 'revokeCalendarFeed',
    tag: adminTag,
    admin: true,
    summary: 'Revoke her calendar feed: its URL stops working.',
    response: calendarFeedBody,
    call: (caller) => caller.admin.appointments.revokeCalendarFeed(),
  }),
  route({
    method: 'POST',
    url: '/manage/appointment',
    operationId: 'viewManagedAppointment',
    tag: manageTag,
    summary:
      'An appointment as its private manage link shows it (the token in the body, never in a URL); 404 for a wrong or expired token.',
    description:
      'With what cancelling now gives back under the terms, whether it can still be moved, and whether the health questionnaire is due.',
    body: manageAppointmentSchema,
    response: manageAppointmentBody,
    errors: [404, 429],
    call: (caller, { input }) => caller.manage.appointment(input),
  }),
  route({
    method: 'POST',
    url: '/manage/appointment/times',
    operationId: 'managedAppointmentTimes',
    tag: manageTag,
    summary: 'Free times the appointment could move to, between two London dates (both included, at most 62 days).',
    body: manageAppointmentTimesSchema,
    response: availabilityBody,
    errors: [404, 429],
    call: (caller, { input }) => caller.manage.appointmentTimes(input),
  }),
  route({
    method: 'POST',
    url: '/manage/appointment/reschedule',
    operationId: 'rescheduleManagedAppointment',
    tag: manageTag,
    summary: "Move the appointment to another free time (`start` from the free times), up to the terms' notice before the session.",
    description:
      '409 when the time has been taken meanwhile (the old time stays hers) or when it is too late to move it. 400 naming `start` when it is not an offered time. She is e-mailed the new time with a calendar file.',
    body: manageAppointmentRescheduleSchema,
    response: manageAppointmentBody,
    errors: [404, 409, 429],
    call: (caller, { input }) => caller.manage.appointmentReschedule(input),
  }),
  route({
    method: 'POST',
    url: '/manage/appointment/cancel',
    operationId: 'cancelManagedAppointment',
    tag: manageTag,
    summary: 'Cancel the appointment under the terms; refundPence is the refund the visitor was shown (409 if it has changed since).',
    description:
      'A card payment is refunded by the tier (100% 24 h or more ahead, 50% 12-24 h, none later); a package credit goes back 24 h or more ahead.',
    body: manageAppointmentCancelSchema,
    response: cancelledBody,
    errors: [404, 409, 429],
    call: (caller, { input }) => caller.manage.appointmentCancel(input),
  }),
  route({
    method: 'POST',
    url: '/manage/appointment/health',
    operationId: 'answerManagedAppointmentHealth',
    tag: manageTag,
    summary: 'Her health questionnaire (PAR-Q) answers: one yes/no per question, in order, and anything the trainer should know.',
    body: manageAppointmentHealthSchema,
    response: successBody,
    errors: [404, 429],
    call: (caller, { input }) => caller.manage.appointmentHealth(input),
  }),
];
