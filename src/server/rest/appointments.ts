import { z } from 'zod';
import {
  APPOINTMENT_PLACES,
  APPOINTMENT_STATUSES,
  appointmentBookSchema,
  appointmentTypeInputSchema,
  appointmentTypePatchSchema,
  availabilityQuerySchema,
  timeOffInputSchema,
  workingHoursSchema,
} from '../../domain/appointments/rules';
import { route } from './define';
import { holdTokenBody, successBody } from './responses';

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
  })
  .meta({ id: 'AppointmentType' });

const hoursBody = z
  .object({
    weekday: z.number().int().meta({ description: '1 = Monday ... 7 = Sunday' }),
    startTime: z.string().meta({ description: 'HH:mm, London' }),
    endTime: z.string().meta({ description: 'HH:mm, London' }),
    locationId: z.number().int().nullable().meta({ description: 'Null: hours for every appointment type' }),
  })
  .meta({ id: 'WorkingHours' });

const timeOffBody = z.object({ id: z.number().int(), startsAt: instant, endsAt: instant, reason: z.string() }).meta({ id: 'TimeOff' });

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

const createdBody = z
  .object({
    success: z.boolean(),
    message: z.string(),
    appointmentId: z.number().int().optional(),
    status: z.enum(APPOINTMENT_STATUSES).optional(),
    clientSecret: z.string().nullable().meta({ description: 'Confirm the card payment with it; null when there is nothing to pay' }),
    amountPence: z.number().int().optional().meta({ description: 'What is charged, integer pence' }),
    holdExpiresAt: instant.optional(),
    holdToken: holdTokenBody.optional(),
  })
  .meta({ id: 'AppointmentCreated' });

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
    response: z.array(typeBody),
    call: (caller) => caller.admin.appointments.listTypes(),
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
    response: z.array(hoursBody),
    call: (caller) => caller.admin.appointments.hours(),
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
    url: '/admin/time-off',
    operationId: 'listTimeOff',
    tag: adminTag,
    admin: true,
    scope: 'schedule:manage',
    summary: 'Her time off that has not ended yet.',
    response: z.array(timeOffBody),
    call: (caller) => caller.admin.appointments.listTimeOff(),
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
];
