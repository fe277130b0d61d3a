import { z } from 'zod';
import { adminScheduleRangeSchema, id, isoDate, slotCreateSchema, slotUpdateSchema } from '../../../../domain/schemas';
import { adminProcedure, router } from '../../init';

export const adminScheduleRouter = router({
  byDate: adminProcedure.input(z.object({ date: isoDate })).query(({ ctx, input }) => ctx.services.admin.schedule.byDate(input.date)),
  range: adminProcedure
    .input(adminScheduleRangeSchema)
    .query(({ ctx, input }) => ctx.services.admin.schedule.range(input.startDate, input.endDate)),
  /** One slot per call: the form calls it once per chosen start time. */
  create: adminProcedure.input(slotCreateSchema).mutation(({ ctx, input }) => ctx.services.admin.schedule.create(input)),
  update: adminProcedure
    .input(slotUpdateSchema.extend({ id }))
    .mutation(({ ctx, input: { id: slotId, ...patch } }) => ctx.services.admin.schedule.update(slotId, patch)),
  remove: adminProcedure.input(z.object({ id })).mutation(({ ctx, input }) => ctx.services.admin.schedule.remove(input.id)),
});
