import type { CheckoutCreatedDto, CheckoutQuoteDto } from '../../../domain/dto';
import { checkoutQuoteSchema, classCheckoutSchema, trainingCheckoutSchema } from '../../../domain/schemas';
import { QUOTE_LIMIT } from '../../services/platform/rate-limit';
import { handOverHold, presentedHold } from '../hold';
import { publicProcedure, rateLimited, router } from '../init';

export const checkoutRouter = router({
  /** The server's price and description for what /checkout is about to sell. */
  quote: publicProcedure
    .use(rateLimited(QUOTE_LIMIT.bucket, QUOTE_LIMIT.times))
    .input(checkoutQuoteSchema)
    .query(({ ctx, input }): Promise<CheckoutQuoteDto> => ctx.services.checkout.quote({ ...input, className: input.class })),
  createClassPayment: publicProcedure
    .use(rateLimited('checkout'))
    .input(classCheckoutSchema)
    .mutation(async ({ ctx, input }): Promise<CheckoutCreatedDto> =>
      handOverHold(
        ctx,
        await ctx.services.checkout.createClassPayment({ ...input, className: input.class, holdToken: presentedHold(ctx, input) }),
      ),
    ),
  createTrainingPayment: publicProcedure
    .use(rateLimited('checkout'))
    .input(trainingCheckoutSchema)
    .mutation(async ({ ctx, input }): Promise<CheckoutCreatedDto> =>
      handOverHold(ctx, await ctx.services.checkout.createTrainingPayment({ ...input, holdToken: presentedHold(ctx, input) })),
    ),
});
