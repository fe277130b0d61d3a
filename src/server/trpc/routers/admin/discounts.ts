import { z } from 'zod';
import type { DiscountCodeDto } from '../../../../domain/dto';
import { discountCodeInputSchema, id } from '../../../../domain/schemas';
import { adminProcedure, notImplemented, router } from '../../init';

export const adminDiscountsRouter = router({
  list: adminProcedure.query((): Promise<DiscountCodeDto[]> => notImplemented('admin.discounts.list')),
  create: adminProcedure.input(discountCodeInputSchema).mutation((): Promise<DiscountCodeDto> => notImplemented('admin.discounts.create')),
  update: adminProcedure
    .input(discountCodeInputSchema.partial().extend({ id }))
    .mutation((): Promise<DiscountCodeDto> => notImplemented('admin.discounts.update')),
  remove: adminProcedure.input(z.object({ id })).mutation((): Promise<{ success: true }> => notImplemented('admin.discounts.remove')),
});
