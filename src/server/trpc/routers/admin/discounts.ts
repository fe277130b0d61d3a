import { syncQuerySchema } from '../../../../domain/sync';
import { z } from 'zod';
import { discountCodeInputSchema, discountCodeUpdateSchema, id } from '../../../../domain/schemas';
import { adminProcedure, router } from '../../init';

export const adminDiscountsRouter = router({
  list: adminProcedure.query(({ ctx }) => ctx.services.admin.discounts.list()),
  /** Read by change (decision 750): rows changed at or after updatedSince, paged by cursor. */
  changes: adminProcedure.input(syncQuerySchema).query(({ ctx, input }) => ctx.services.admin.discounts.changes(input)),
  create: adminProcedure
    .input(discountCodeInputSchema)
    .mutation(({ ctx, input }) => ctx.services.admin.discounts.create(input, ctx.admin.username)),
  update: adminProcedure
    .input(discountCodeUpdateSchema)
    .mutation(({ ctx, input: { id: codeId, ...patch } }) => ctx.services.admin.discounts.update(codeId, patch, ctx.admin.username)),
  remove: adminProcedure
    .input(z.object({ id }))
    .mutation(({ ctx, input }) => ctx.services.admin.discounts.remove(input.id, ctx.admin.username)),
});
