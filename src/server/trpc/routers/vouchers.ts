import { z } from 'zod';
import type { CheckoutCreatedDto } from '../../../domain/dto';
import { type VoucherBalanceDto, voucherPurchaseInput } from '../../../domain/vouchers';
import { handOverHold, presentedHold } from '../hold';
import { publicProcedure, rateLimited, router } from '../init';

/** Gift vouchers for visitors (decision 730): what a code is still worth, the amounts on sale, buying one. */
export const vouchersRouter = router({
  balance: publicProcedure
    .use(rateLimited('discount'))
    .input(z.object({ code: z.string().trim().min(1, 'code is required').max(40) }))
    .query(({ ctx, input }): Promise<VoucherBalanceDto> => ctx.services.vouchers.balance(input.code)),
  /** The amounts the owner sells and how long a voucher lasts. */
  options: publicProcedure.query(({ ctx }) => ctx.services.vouchers.settings()),
  buy: publicProcedure
    .use(rateLimited('checkout'))
    .input(voucherPurchaseInput)
    .mutation(async ({ ctx, input }): Promise<CheckoutCreatedDto> =>
      handOverHold(
        ctx,
        await ctx.services.checkout.createVoucherPayment(
          { ...input, holdToken: presentedHold(ctx, input) ?? undefined },
          ctx.services.clock(),
        ),
      ),
    ),
});
