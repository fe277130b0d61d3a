import type { PaymentStatusDto } from '../../../domain/dto';
import { paymentRefreshSchema, testCardSchema } from '../../../domain/schemas';
import { presentedHold } from '../hold';
import { publicProcedure, rateLimited, router } from '../init';

export const paymentsRouter = router({
  /** The embedded test provider's card form submits here. */
  confirmTest: publicProcedure
    .use(rateLimited('payment'))
    .input(testCardSchema)
    .mutation(({ ctx, input }): Promise<PaymentStatusDto> => ctx.services.confirmation.confirmTestCard(input.clientSecret, input.cardNumber, presentedHold(ctx, input), input.billingDetails)),
  /** Re-checks a payment with the provider so a late webhook never leaves a paid visitor unconfirmed. */
  refresh: publicProcedure
    .use(rateLimited('payment'))
    .input(paymentRefreshSchema)
    .mutation(({ ctx, input }): Promise<PaymentStatusDto> => ctx.services.confirmation.refresh(input.clientSecret, presentedHold(ctx, input))),
});
