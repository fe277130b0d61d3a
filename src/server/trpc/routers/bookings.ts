import type { BookingCreatedDto } from '../../../domain/dto';
import { bookingRequestSchema } from '../../../domain/schemas';
import { publicProcedure, rateLimited, router } from '../init';

export const bookingsRouter = router({
  /** Prices on the server, holds one place atomically and opens the payment. */
  create: publicProcedure
    .use(rateLimited('booking'))
    .input(bookingRequestSchema)
    .mutation(({ ctx, input }): Promise<BookingCreatedDto> => ctx.services.bookings.create(input)),
});
