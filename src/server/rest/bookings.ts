import { bookingRequestSchema } from '../../domain/schemas';
import { bodyOf, type RestRoute } from './define';

export const bookingRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/bookings',
    summary: 'Create a booking: holds one place and opens the payment. 409 when the class is fully booked.',
    body: bookingRequestSchema,
    call: (caller, req) => caller.bookings.create(bodyOf(req) as never),
    statusOf: (result) => ((result as { success?: boolean }).success === false ? 409 : 200),
  },
];
