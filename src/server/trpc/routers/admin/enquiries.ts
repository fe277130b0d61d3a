import { syncQuerySchema } from '../../../../domain/sync';
import { z } from 'zod';
import { id } from '../../../../domain/schemas';
import { adminProcedure, router } from '../../init';

export const adminEnquiriesRouter = router({
  list: adminProcedure.query(({ ctx }) => ctx.services.admin.enquiries.list()),
  /** Read by change (decision 750): rows changed at or after updatedSince, paged by cursor. */
  changes: adminProcedure.input(syncQuerySchema).query(({ ctx, input }) => ctx.services.admin.enquiries.changes(input)),
  setHandled: adminProcedure
    .input(z.object({ id, handled: z.boolean('handled must be true or false') }))
    .mutation(({ ctx, input }) => ctx.services.admin.enquiries.setHandled(input.id, input.handled)),
});
