import { z } from 'zod';
import { id } from '../../../../domain/schemas';
import { adminProcedure, router } from '../../init';

export const adminEnquiriesRouter = router({
  list: adminProcedure.query(({ ctx }) => ctx.services.admin.enquiries.list()),
  setHandled: adminProcedure
    .input(z.object({ id, handled: z.boolean('handled must be true or false') }))
    .mutation(({ ctx, input }) => ctx.services.admin.enquiries.setHandled(input.id, input.handled)),
});
