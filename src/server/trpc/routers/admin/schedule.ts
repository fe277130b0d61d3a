import { z } from 'zod';
import { nonEmptyPatch } from '../../../../domain/input';
import { adminScheduleRangeSchema, id, isoDate, slotCreateSchema, slotUpdateSchema } from '../../../../domain/schemas';
import { adminProcedure, router } from '../../init';

// SPEC §4: editing cannot change the time slot. Saying so beats silently dropping the field.
const fixedField = z.undefined({ error: "a slot's date and time cannot be changed; delete it and create a new one" }).optional();

export const adminScheduleRouter = router({
  byDate: adminProcedure.input(z.object({ date: isoDate })).query(({ ctx, input }) => ctx.services.admin.schedule.byDate(input.date)),
  range: adminProcedure
    .input(adminScheduleRangeSchema)
    .query(({ ctx, input }) => ctx.services.admin.schedule.range(input.startDate, input.endDate)),
  /** One slot per call: the form calls it once per chosen start time. */
  create: adminProcedure.input(slotCreateSchema).mutation(({ ctx, input }) => ctx.services.admin.schedule.create(input)),
  update: adminProcedure
    .input(nonEmptyPatch(slotUpdateSchema.extend({ id, date: fixedField, startTime: fixedField, endTime: fixedField })))
    .mutation(({ ctx, input: { id: slotId, date: _date, startTime: _start, endTime: _end, ...patch } }) =>
      ctx.services.admin.schedule.update(slotId, patch),
    ),
  remove: adminProcedure.input(z.object({ id })).mutation(({ ctx, input }) => ctx.services.admin.schedule.remove(input.id)),
});
