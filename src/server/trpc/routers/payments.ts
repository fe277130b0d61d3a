import type { PaymentStatusDto } from '../../../domain/dto';
import { paymentRefreshSchema, testCardSchema } from '../../../domain/schemas';
import { notImplemented, publicProcedure, rateLimited, router } from '../init';

export const paymentsRouter = router({
  /** The embedded test provider's card form submits here. */
  confirmTest: publicProcedure
    .use(rateLimited('payment'))
    .input(testCardSchema)
    .mutation((): Promise<PaymentStatusDto> => notImplemented('payments.confirmTest')),
  /** Re-checks a payment with the provider so a late webhook never leaves a paid visitor unconfirmed. */
  refresh: publicProcedure
    .input(paymentRefreshSchema)
    .mutation((): Promise<PaymentStatusDto> => notImplemented('payments.refresh')),
});
