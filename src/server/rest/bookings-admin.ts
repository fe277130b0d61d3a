import { z } from 'zod';
import { bookingFilterSchema, bookingRefundBodySchema, bookingStatusUpdateSchema } from '../../domain/schemas';
import { route } from './define';
import { adminBookingBody, adminBookingPageBody, refundQuoteBody } from './responses';

const tag = 'Admin bookings';

export const adminBookingRoutes = [
  route({
    method: 'GET',
    url: '/admin/bookings',
    operationId: 'listAdminBookings',
    tag,
    admin: true,
    scope: 'bookings:read',
    summary:
      'One page of class bookings (ref B-<id>) and training orders (ref T-<id>), newest first. Query search (name, e-mail or ref), date or from/to, kind (class, training), status, page, pageSize (25, at most 200); an empty parameter means no filter.',
    body: bookingFilterSchema,
    response: adminBookingPageBody,
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
    method: 'GET',
    url: '/admin/bookings/:id',
    operationId: 'getAdminBooking',
    tag,
    admin: true,
    scope: 'bookings:read',
    summary: 'One booking or training order by its reference (B-1042, T-17; a bare number is a class booking).',
    response: adminBookingBody,
    errors: [404],
    call: (caller, { params }) => caller.admin.bookings.byRef({ ref: params.id }),
  }),
  route({
    method: 'PATCH',
    url: '/admin/bookings/:id',
    operationId: 'updateBookingStatus',
    tag,
    admin: true,
    scope: 'bookings:write',
    summary:
      "Change the status of a booking or training order by its reference (B-1042, T-17, or a bare booking id); 'refunded' comes only from a refund.",
    body: bookingStatusUpdateSchema,
    response: adminBookingBody,
    errors: [404, 409],
    call: (caller, { input, params }) => caller.admin.bookings.updateStatus({ ...input, ref: params.id }),
  }),
  route({
    method: 'GET',
    url: '/admin/bookings/:id/refund-quote',
    operationId: 'getRefundQuote',
    tag,
    admin: true,
    summary:
      "What may be refunded on a booking or training order, and the terms' suggestion for the time left before the class (24 h or more: all; 12-24 h: half; under 12 h: none).",
    response: refundQuoteBody,
    errors: [404],
    call: (caller, { params }) => caller.admin.bookings.refundQuote({ ref: params.id }),
  }),
  route({
    method: 'POST',
    url: '/admin/bookings/:id/refunds',
    operationId: 'refundBooking',
    tag,
    admin: true,
    summary:
      "Refund a booking or training order, in full or in part, through the payment provider. Send an idempotencyKey so a retry refunds once. A class booking refunded in full becomes 'refunded' and frees its place.",
    body: bookingRefundBodySchema,
    successStatus: 201,
    response: adminBookingBody,
    errors: [404, 409, 503],
    call: (caller, { input, params }) => caller.admin.bookings.refund({ ...input, ref: params.id }),
  }),
];
