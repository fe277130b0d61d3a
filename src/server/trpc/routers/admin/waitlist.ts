import { waitlistRemoveSchema, waitlistSlotSchema } from '../../../../domain/waitlist';
import { adminProcedure, router } from '../../init';

export const adminWaitlistRouter = router({
  /** One class's waiting list, first in line first. */
  list: adminProcedure.input(waitlistSlotSchema).query(({ ctx, input }) => ctx.services.waitlist.list(input.scheduleId)),
  remove: adminProcedure.input(waitlistRemoveSchema).mutation(({ ctx, input }) => ctx.services.waitlist.remove(input.id)),
});
