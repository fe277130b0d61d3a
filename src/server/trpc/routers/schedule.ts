import type { SlotDto } from '../../../domain/dto';
import { scheduleRangeSchema } from '../../../domain/schemas';
import { notImplemented, publicProcedure, router } from '../init';

export const scheduleRouter = router({
  /** Active slots between two dates with live availability. */
  range: publicProcedure.input(scheduleRangeSchema).query((): Promise<SlotDto[]> => notImplemented('schedule.range')),
});
