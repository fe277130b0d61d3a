import type { BookingCreatedDto } from '../../../domain/dto';
import { bookingWithCreditSchema } from '../../../domain/packs';
import { bookingRequestSchema } from '../../../domain/schemas';
import { publicProcedure, rateLimited, router } from '../init';

export const bookingsRouter = router({
  /** Prices on the server, holds one place atomically and opens the payment. */
  create: publicProcedure
    .use(rateLimited('booking'))
    .input(bookingRequestSchema)
    .mutation(({ ctx, input }): Promise<BookingCreatedDto> => ctx.services.bookings.create(input)),
  /** Books with one of her credits (the token proves the e-mail); place and credit are taken together. */
  createWithCredit: publicProcedure
    .use(rateLimited('booking'))
    .input(bookingWithCreditSchema)
    .mutation(({ ctx, input }): Promise<BookingCreatedDto> => ctx.services.bookings.createWithCredit(input)),
});
