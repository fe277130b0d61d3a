import type { BookingCreatedDto } from '../../../domain/dto';
import { bookingRequestSchema } from '../../../domain/schemas';
import { notImplemented, publicProcedure, rateLimited, router } from '../init';

export const bookingsRouter = router({
  /** Prices on the server, holds one place atomically and opens the payment. */
  create: publicProcedure
    .use(rateLimited('booking'))
    .input(bookingRequestSchema)
    .mutation((): Promise<BookingCreatedDto> => notImplemented('bookings.create')),
});
