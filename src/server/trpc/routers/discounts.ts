import type { DiscountValidationDto } from '../../../domain/dto';
import { validateDiscountSchema } from '../../../domain/schemas';
import { publicProcedure, rateLimited, router } from '../init';

export const discountsRouter = router({
  validate: publicProcedure
    .use(rateLimited('discount'))
    .input(validateDiscountSchema)
    .mutation(({ ctx, input }): Promise<DiscountValidationDto> => ctx.services.discounts.validate(input.code)),
});
