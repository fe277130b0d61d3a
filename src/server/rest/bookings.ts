import { bookingRequestSchema } from '../../domain/schemas';
import { FULLY_BOOKED } from '../services/bookings';
import { route } from './define';
import { bookingCreatedBody } from './responses';

export const bookingRoutes = [
  route({
    method: 'POST',
    url: '/bookings',
    operationId: 'createBooking',
    tag: 'Bookings',
    summary: 'Create a booking: holds one place and opens the payment.',
    description: '409 when the class is fully booked and 503 when the payment provider is unavailable; both bodies are a BookingCreated with success false.',
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
];
