import type { SlotDto } from '../../../domain/dto';
import { scheduleRangeSchema } from '../../../domain/schemas';
import { publicProcedure, router } from '../init';

export const scheduleRouter = router({
  /** Active slots between two dates with live availability. */
  range: publicProcedure
    .input(scheduleRangeSchema)
    .query(({ ctx, input }): Promise<SlotDto[]> => ctx.services.schedule.range(input.startDate, input.endDate)),
});
