import { waitlistListSchema, waitlistRemoveSchema, waitlistSlotSchema } from '../../../../domain/waitlist';
import { adminProcedure, router } from '../../init';

export const adminWaitlistRouter = router({
  /** One class's waiting list, first in line first. */
  list: adminProcedure.input(waitlistSlotSchema).query(({ ctx, input }) => ctx.services.waitlist.list(input.scheduleId)),
  /** Read by change (decision 750): entries changed at or after updatedSince, paged by cursor. */
  changes: adminProcedure
    .input(waitlistListSchema)
    .query(({ ctx, input: { scheduleId, ...sync } }) => ctx.services.waitlist.changes(scheduleId, sync)),
  remove: adminProcedure.input(waitlistRemoveSchema).mutation(({ ctx, input }) => ctx.services.waitlist.remove(input.id)),
});
