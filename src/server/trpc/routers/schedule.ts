import { TRPCError } from '@trpc/server';
import type { SlotDto } from '../../../domain/dto';
import { scheduleRangeSchema } from '../../../domain/schemas';
import { daysBetween } from '../../../domain/time';
import { publicProcedure, router } from '../init';

/** A week is what the site asks for; a month of slack covers any client, and stops whole-year scans. */
export const MAX_RANGE_DAYS = 31;

export const scheduleRouter = router({
  /** Active slots between two dates with live availability. */
  range: publicProcedure.input(scheduleRangeSchema).query(({ ctx, input }): Promise<SlotDto[]> => {
    const days = daysBetween(input.startDate, input.endDate);
    if (days < 0 || days > MAX_RANGE_DAYS) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: `endDate: must be on or after startDate, at most ${MAX_RANGE_DAYS} days later` });
    }
    return ctx.services.schedule.range(input.startDate, input.endDate);
  }),
});
