import { z } from 'zod';
import type { SlotDto } from '../../../../domain/dto';
import { id, isoDate, scheduleRangeSchema, slotCreateSchema, slotUpdateSchema } from '../../../../domain/schemas';
import { adminProcedure, notImplemented, router } from '../../init';

export const adminScheduleRouter = router({
  byDate: adminProcedure.input(z.object({ date: isoDate })).query((): Promise<SlotDto[]> => notImplemented('admin.schedule.byDate')),
  range: adminProcedure.input(scheduleRangeSchema).query((): Promise<SlotDto[]> => notImplemented('admin.schedule.range')),
  create: adminProcedure.input(slotCreateSchema).mutation((): Promise<SlotDto> => notImplemented('admin.schedule.create')),
  update: adminProcedure
    .input(slotUpdateSchema.extend({ id }))
    .mutation((): Promise<SlotDto> => notImplemented('admin.schedule.update')),
  remove: adminProcedure.input(z.object({ id })).mutation((): Promise<{ success: true }> => notImplemented('admin.schedule.remove')),
});
