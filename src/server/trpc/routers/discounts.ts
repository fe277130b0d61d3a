import type { DiscountValidationDto } from '../../../domain/dto';
import { validateDiscountSchema } from '../../../domain/schemas';
import { notImplemented, publicProcedure, rateLimited, router } from '../init';

export const discountsRouter = router({
  validate: publicProcedure
    .use(rateLimited('discount'))
    .input(validateDiscountSchema)
    .mutation((): Promise<DiscountValidationDto> => notImplemented('discounts.validate')),
});
