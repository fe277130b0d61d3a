import type { PaymentStatusDto } from '../../../domain/dto';
import type { ReceiptDto } from '../../../domain/manage';
import { paymentRefreshSchema, receiptRequestSchema, testCardSchema } from '../../../domain/schemas';
import { presentedHold } from '../hold';
import { publicProcedure, rateLimited, router } from '../init';

export const paymentsRouter = router({
  /** The embedded test provider's card form submits here. */
  confirmTest: publicProcedure
    .use(rateLimited('payment'))
    .input(testCardSchema)
    .mutation(({ ctx, input }): Promise<PaymentStatusDto> =>
      ctx.services.confirmation.confirmTestCard(input.clientSecret, input.cardNumber, presentedHold(ctx, input), input.billingDetails),
    ),
  /** Re-checks a payment with the provider so a late webhook never leaves a paid visitor unconfirmed. */
  refresh: publicProcedure
    .use(rateLimited('payment'))
    .input(paymentRefreshSchema)
    .mutation(({ ctx, input }): Promise<PaymentStatusDto> =>
      ctx.services.confirmation.refresh(input.clientSecret, presentedHold(ctx, input)),
    ),
  /** The confirmation screen: the order paid for (or booked free), for the browser that made it only. */
  receipt: publicProcedure
    .use(rateLimited('payment'))
    .input(receiptRequestSchema)
    .mutation(({ ctx, input }): Promise<ReceiptDto> =>
      ctx.services.confirmation.receipt({ order: input.order, clientSecret: input.clientSecret }, presentedHold(ctx, input)),
    ),
});
