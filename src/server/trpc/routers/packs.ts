import { handOverHold, presentedHold } from '../hold';
import { z } from 'zod';
import type { CheckoutCreatedDto } from '../../../domain/dto';
import { creditCodeRequestSchema, creditCodeVerifySchema, type PackDto, packPurchaseSchema } from '../../../domain/packs';
import { publicProcedure, rateLimited, router } from '../init';

/** Class packs for visitors: what is on sale, buying one, and proving the e-mail before a credit is spent. */
export const packsRouter = router({
  list: publicProcedure.query(({ ctx }): Promise<PackDto[]> => ctx.services.credits.onSale()),
  buy: publicProcedure
    .use(rateLimited('checkout'))
    .input(packPurchaseSchema)
    .mutation(async ({ ctx, input }): Promise<CheckoutCreatedDto> =>
      handOverHold(ctx, await ctx.services.checkout.createPackPayment({ ...input, holdToken: presentedHold(ctx, input) })),
    ),
  /** E-mails a 6-digit code to the address if it holds live credits; the answer is the same either way. */
  requestCode: publicProcedure
    .use(rateLimited('credit-code'))
    .input(creditCodeRequestSchema)
    .mutation(({ ctx, input }) => ctx.services.credits.requestCode(input.email)),
  verifyCode: publicProcedure
    .use(rateLimited('credit-code'))
    .input(creditCodeVerifySchema)
    .mutation(({ ctx, input }) => ctx.services.credits.verifyCode(input.email, input.code)),
  /** Her live credits, with the token from verifyCode. */
  mine: publicProcedure
    .use(rateLimited('credit-token'))
    .input(z.object({ creditToken: z.string().trim().min(1, 'creditToken: required').max(200) }))
    .mutation(({ ctx, input }) => ctx.services.credits.mine(input.creditToken)),
});
