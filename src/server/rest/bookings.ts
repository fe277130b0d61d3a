import { bookingRequestSchema } from '../../domain/schemas';
import { FULLY_BOOKED } from '../services/bookings';
import { bodyOf, type RestRoute } from './define';

export const bookingRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/bookings',
    summary: 'Create a booking: holds one place and opens the payment. 409 when the class is fully booked.',
    body: bookingRequestSchema,
    call: (caller, req) => caller.bookings.create(bodyOf(req) as never),
    statusOf: (result) => {
      const r = result as { success?: boolean; message?: string };
      if (r.success !== false) return 200;
      // Full is the visitor's conflict; anything else unsuccessful is the payment provider being unavailable.
      return r.message === FULLY_BOOKED ? 409 : 503;
    },
  },
];
