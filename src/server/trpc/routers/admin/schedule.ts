import { syncQuerySchema } from '../../../../domain/sync';
import { z } from 'zod';
import { nonEmptyPatch } from '../../../../domain/input';
import {
  adminScheduleRangeSchema,
  id,
  isoDate,
  seriesCreateSchema,
  SLOT_EDIT_SCOPES,
  slotCreateSchema,
  slotUpdateSchema,
  weekCopySchema,
} from '../../../../domain/schemas';
import { classMessageSchema } from '../../../../domain/messages';
import { adminProcedure, router } from '../../init';

export const adminScheduleRouter = router({
  /** Slots read by change (decision 750), any date. */
  changes: adminProcedure.input(syncQuerySchema).query(({ ctx, input }) => ctx.services.admin.schedule.changes(input)),
  byDate: adminProcedure.input(z.object({ date: isoDate })).query(({ ctx, input }) => ctx.services.admin.schedule.byDate(input.date)),
  range: adminProcedure
    .input(adminScheduleRangeSchema)
    .query(({ ctx, input }) => ctx.services.admin.schedule.range(input.startDate, input.endDate)),
  /** One slot per call: the form calls it once per chosen start time. */
  create: adminProcedure
    .input(slotCreateSchema)
    .mutation(({ ctx, input }) => ctx.services.admin.schedule.create(input, ctx.admin.username)),
  /** scope 'following' also edits every later slot of the slot's weekly series ('this and following'). */
  update: adminProcedure
    .input(
      nonEmptyPatch(slotUpdateSchema.extend({ id, scope: z.enum(SLOT_EDIT_SCOPES, 'scope must be one or following').optional() }), [
        'id',
        'scope',
      ]),
    )
    .mutation(({ ctx, input: { id: slotId, scope, ...patch } }) =>
      ctx.services.admin.schedule.update(slotId, patch, ctx.admin.username, scope),
    ),
  /** A weekly series (e.g. Tuesday and Thursday 18:00-19:00 for 12 weeks) in one call. */
  createSeries: adminProcedure
    .input(seriesCreateSchema)
    .mutation(({ ctx, input }) => ctx.services.admin.schedule.createSeries(input, ctx.admin.username)),
  copyWeek: adminProcedure
    .input(weekCopySchema)
    .mutation(({ ctx, input }) => ctx.services.admin.schedule.copyWeek(input.fromWeek, input.toWeek, ctx.admin.username)),
  /** "E-mail everyone in this class": what it will say and to whom (nothing is sent). */
  messagePreview: adminProcedure
    .input(classMessageSchema)
    .query(({ ctx, input: { id: slotId, ...m } }) => ctx.services.admin.messages.previewClass(slotId, m, ctx.admin.username)),
  /** Sends it: once per person booked, however often it is called with the same words (decision 760). */
  message: adminProcedure
    .input(classMessageSchema)
    .mutation(({ ctx, input: { id: slotId, ...m } }) => ctx.services.admin.messages.sendToClass(slotId, m, ctx.admin.username)),
  remove: adminProcedure
    .input(z.object({ id }))
    .mutation(({ ctx, input }) => ctx.services.admin.schedule.remove(input.id, ctx.admin.username)),
});
