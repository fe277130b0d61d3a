import { syncQuerySchema } from '../../../../domain/sync';
import { z } from 'zod';
import { classTypeInputSchema, classTypeUpdateSchema, id } from '../../../../domain/schemas';
import { adminProcedure, router } from '../../init';

export const adminClassTypesRouter = router({
  list: adminProcedure.query(({ ctx }) => ctx.services.admin.classTypes.list()),
  /** Read by change (decision 750): rows changed at or after updatedSince, paged by cursor. */
  changes: adminProcedure.input(syncQuerySchema).query(({ ctx, input }) => ctx.services.admin.classTypes.changes(input)),
  create: adminProcedure
    .input(classTypeInputSchema)
    .mutation(({ ctx, input }) => ctx.services.admin.classTypes.create(input, ctx.admin.username)),
  /** Only the fields sent change (an edit never resets a field to its default). */
  update: adminProcedure
    .input(classTypeUpdateSchema)
    .mutation(({ ctx, input: { id: classTypeId, ...patch } }) =>
      ctx.services.admin.classTypes.update(classTypeId, patch, ctx.admin.username),
    ),
  remove: adminProcedure
    .input(z.object({ id }))
    .mutation(({ ctx, input }) => ctx.services.admin.classTypes.remove(input.id, ctx.admin.username)),
});
