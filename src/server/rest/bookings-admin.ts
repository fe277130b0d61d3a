import { z } from 'zod';
import { bookingFilterSchema, bookingStatusUpdateSchema } from '../../domain/schemas';
import { route } from './define';
import { adminBookingBody } from './responses';

const tag = 'Admin bookings';

export const adminBookingRoutes = [
  route({
    method: 'GET',
    url: '/admin/bookings',
    operationId: 'listAdminBookings',
    tag,
    admin: true,
    scope: 'bookings:read',
    summary: 'Bookings and orders; query search, date, status filter them (an empty parameter means no filter).',
    body: bookingFilterSchema,
    response: z.array(adminBookingBody),
    call: (caller, { input }) => caller.admin.bookings.list(input),
  }),
  route({
    method: 'GET',
    url: '/admin/bookings/today',
    operationId: 'listTodaysBookings',
    tag,
    admin: true,
    scope: 'bookings:read',
    summary: "Today's bookings.",
    response: z.array(adminBookingBody),
    call: (caller) => caller.admin.bookings.today(),
  }),
  route({
    method: 'PATCH',
    url: '/admin/bookings/:id',
    operationId: 'updateBookingStatus',
    tag,
    admin: true,
    scope: 'bookings:write',
    summary: "Change a booking's status.",
    body: bookingStatusUpdateSchema,
    response: adminBookingBody,
    errors: [404, 409],
    call: (caller, { input, params }) => caller.admin.bookings.updateStatus({ ...input, id: params.id }),
  }),
];
