import { syncQuerySchema } from '../../../../domain/sync';
import { z } from 'zod';
import { id, locationInputSchema, locationUpdateSchema } from '../../../../domain/schemas';
import { adminProcedure, router } from '../../init';

export const adminLocationsRouter = router({
  list: adminProcedure.query(({ ctx }) => ctx.services.admin.locations.list()),
  /** Read by change (decision 750): rows changed at or after updatedSince, paged by cursor. */
  changes: adminProcedure.input(syncQuerySchema).query(({ ctx, input }) => ctx.services.admin.locations.changes(input)),
  create: adminProcedure
    .input(locationInputSchema)
    .mutation(({ ctx, input }) => ctx.services.admin.locations.create(input, ctx.admin.username)),
  /** A full edit, or only isActive (the switch); fields not sent stay as they are. */
  update: adminProcedure
    .input(locationUpdateSchema)
    .mutation(({ ctx, input: { id: locationId, ...patch } }) => ctx.services.admin.locations.update(locationId, patch, ctx.admin.username)),
  setActive: adminProcedure
    .input(z.object({ id, isActive: z.boolean('isActive must be true or false') }))
    .mutation(({ ctx, input }) => ctx.services.admin.locations.setActive(input.id, input.isActive, ctx.admin.username)),
});
