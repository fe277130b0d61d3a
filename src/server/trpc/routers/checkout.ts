import type { CheckoutCreatedDto, CheckoutQuoteDto } from '../../../domain/dto';
import { checkoutQuoteSchema, classCheckoutSchema, trainingCheckoutSchema } from '../../../domain/schemas';
import { notImplemented, publicProcedure, rateLimited, router } from '../init';

export const checkoutRouter = router({
  /** The server's price and description for what /checkout is about to sell. */
  quote: publicProcedure.input(checkoutQuoteSchema).query((): Promise<CheckoutQuoteDto> => notImplemented('checkout.quote')),
  createClassPayment: publicProcedure
    .use(rateLimited('checkout'))
    .input(classCheckoutSchema)
    .mutation((): Promise<CheckoutCreatedDto> => notImplemented('checkout.createClassPayment')),
  createTrainingPayment: publicProcedure
    .use(rateLimited('checkout'))
    .input(trainingCheckoutSchema)
    .mutation((): Promise<CheckoutCreatedDto> => notImplemented('checkout.createTrainingPayment')),
});
