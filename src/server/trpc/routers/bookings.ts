import type { BookingCreatedDto } from '../../../domain/dto';
import { bookingWithCreditSchema } from '../../../domain/packs';
import { bookingRequestSchema, holdReleaseSchema } from '../../../domain/schemas';
import { handOverHold, presentedHold } from '../hold';
import { publicProcedure, rateLimited, router } from '../init';

export const bookingsRouter = router({
  /** Prices on the server, holds one place atomically and opens the payment. */
  create: publicProcedure
    .use(rateLimited('booking'))
    .input(bookingRequestSchema)
    .mutation(async ({ ctx, input }): Promise<BookingCreatedDto> =>
      handOverHold(ctx, await ctx.services.bookings.create({ ...input, holdToken: presentedHold(ctx, input) })),
    ),
  /** The visitor left the payment step: her hold gives its place back now (the browser that made it only). */
  release: publicProcedure
    .use(rateLimited('payment'))
    .input(holdReleaseSchema)
    .mutation(({ ctx, input }): Promise<{ released: boolean }> =>
      ctx.services.bookings.release({ clientSecret: input.clientSecret, holdToken: presentedHold(ctx, input) }),
    ),
  /**
   * Books with one of her credits (the token proves the e-mail); place and credit are taken together. The order is
   * marked with this browser's hold cookie, so the same confirmation screen as a card booking can read it.
   */
  createWithCredit: publicProcedure
    .use(rateLimited('booking'))
    .input(bookingWithCreditSchema)
    .mutation(async ({ ctx, input }): Promise<BookingCreatedDto> =>
      handOverHold(ctx, await ctx.services.bookings.createWithCredit({ ...input, holdToken: ctx.holdCookie })),
    ),
});
