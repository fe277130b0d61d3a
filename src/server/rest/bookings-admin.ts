import { z } from 'zod';
import { bookingFilterSchema, bookingRefundBodySchema, bookingStatusUpdateSchema } from '../../domain/schemas';
import { asCursorArray, route } from './define';
import { isSyncQuery, syncQuerySchema } from '../../domain/sync';
import { walkInSchema } from '../../domain/walk-in';
import { bookingMovedSchema, bookingMoveQuoteSchema, bookingMoveSchema } from '../../domain/account';
import { adminBookingBody, adminBookingPageBody, refundQuoteBody, walkInBody } from './responses';

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
    method: 'POST',
    url: '/admin/bookings',
    operationId: 'createAdminBooking',
    tag,
    admin: true,
    scope: 'bookings:write',
    summary:
      "The owner books a client into a class (a walk-in or a phone booking): scheduleId, classTypeId (needed only when the slot offers several), name, email, phone (optional) and payment: 'cash' or 'bank_transfer' (confirmed and recorded as paid at the class's price), 'complimentary' (confirmed, £0) or 'card_link' (held for up to 48 hours, never past the class's start, while she pays by card through the link e-mailed to her). The price is the server's. 201 with the booking (ref B-<id>); 409 class_full when no place is left.",
    body: walkInSchema,
    response: walkInBody,
    successStatus: 201,
    errors: [409, 503],
    call: (caller, { input }) => caller.admin.bookings.create(input),
  }),
  route({
    method: 'GET',
    url: '/admin/bookings/today',
    operationId: 'listTodaysBookings',
    tag,
    admin: true,
    scope: 'bookings:read',
    summary: "Today's bookings.",
    description:
      "Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give today's bookings changed since (booked, paid, cancelled, refunded, checked in), oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next).",
    body: syncQuerySchema,
    cursorHeaders: true,
    response: z.array(adminBookingBody),
    call: (caller, { input }) =>
      isSyncQuery(input) ? caller.admin.bookings.todayChanges(input).then(asCursorArray) : caller.admin.bookings.today(),
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
      "Change the status of a booking or training order by its reference (B-1042, T-17, or a bare booking id); 'refunded' comes only from a refund. Only the transitions that exist: a paid booking (card, cash, voucher, credit or membership) is never set back to held or expired, and a paid order is refunded, not cancelled (409 naming the status).",
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
    scope: 'bookings:read',
    summary:
      "What may be refunded on a booking or training order, and the terms' suggestion for the time left before the class (24 h or more: all; 12-24 h: half; under 12 h: none).",
    response: refundQuoteBody,
    errors: [404],
    call: (caller, { params }) => caller.admin.bookings.refundQuote({ ref: params.id }),
  }),
  route({
    method: 'GET',
    url: '/admin/bookings/:id/move-quote',
    operationId: 'quoteBookingMove',
    tag,
    admin: true,
    scope: 'bookings:read',
    summary:
      "What moving a client's class booking (B-<id>) to another class (query scheduleId, classTypeId where the slot offers several) would change: the new class's price and the difference (the owner's move moves no money), or why it cannot be done.",
    body: bookingMoveSchema,
    response: bookingMoveQuoteSchema,
    errors: [404],
    call: (caller, { input, params }) => caller.admin.bookings.moveQuote({ ...input, ref: params.id }),
  }),
  route({
    method: 'POST',
    url: '/admin/bookings/:id/move',
    operationId: 'moveBooking',
    tag,
    admin: true,
    scope: 'bookings:write',
    summary:
      "The owner moves a client's confirmed class booking (B-<id>) to another class (scheduleId; classTypeId where the slot offers several) before it starts: the new place taken and the old freed in one transaction, the client and owner e-mailed, booking.moved sent, an audit row. No money moves: refund a difference from the refund path. 409 when the class is full.",
    body: bookingMoveSchema,
    response: bookingMovedSchema,
    errors: [404, 409],
    call: (caller, { input, params }) => caller.admin.bookings.move({ ...input, ref: params.id }),
  }),
  route({
    method: 'POST',
    url: '/admin/bookings/:id/refunds',
    operationId: 'refundBooking',
    tag,
    admin: true,
    scope: 'refunds:write',
    summary:
      "Refund a booking or training order, in full or in part, through the payment provider. Send an idempotencyKey so a retry refunds once. A class booking refunded in full becomes 'refunded' and frees its place.",
    body: bookingRefundBodySchema,
    successStatus: 201,
    response: adminBookingBody,
    errors: [404, 409, 503],
    call: (caller, { input, params }) => caller.admin.bookings.refund({ ...input, ref: params.id }),
  }),
];
