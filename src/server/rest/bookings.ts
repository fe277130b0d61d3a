import { bookingRequestSchema, holdReleaseSchema } from '../../domain/schemas';
import { FULLY_BOOKED } from '../../domain/errors';
import { route } from './define';
import { bookingCreatedBody, holdReleasedBody } from './responses';

export const bookingRoutes = [
  route({
    method: 'POST',
    url: '/bookings',
    operationId: 'createBooking',
    tag: 'Bookings',
    summary: 'Create a booking: holds one place and opens the payment.',
    description:
      '409 when the class is fully booked and 503 when the payment provider is unavailable; both bodies are a BookingCreated with success false.',
    body: bookingRequestSchema,
    response: bookingCreatedBody,
    errors: [409, 429, 503],
    call: (caller, { input }) => caller.bookings.create(input),
    statusOf: (result) => {
      if (result.success !== false) return 200;
      // Full is the visitor's conflict; anything else unsuccessful is the payment provider being unavailable.
      return result.message === FULLY_BOOKED ? 409 : 503;
    },
  }),
  route({
    method: 'POST',
    url: '/bookings/release',
    operationId: 'releaseHold',
    tag: 'Bookings',
    summary: 'Give a held place back at once: the visitor left the payment step.',
    description:
      'Needs the hold token (the `hold` cookie or the `holdToken` field): 403 for any other browser. A page that is closing may send it with navigator.sendBeacon (JSON body, the cookie rides along). Any discount use reserved by the hold is given back too.',
    body: holdReleaseSchema,
    response: holdReleasedBody,
    errors: [403, 404, 429],
    call: (caller, { input }) => caller.bookings.release(input),
  }),
];
