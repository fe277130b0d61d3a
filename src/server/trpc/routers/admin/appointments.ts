import { syncQuerySchema } from '../../../../domain/sync';
import { calendarQuerySchema } from '../../../../domain/appointments/calendar';
import { z } from 'zod';
import {
  adminAppointmentListSchema,
  adminCancelSchema,
  adminCreateSchema,
  adminRescheduleSchema,
  appointmentSettingsSchema,
  appointmentTypeInputSchema,
  appointmentTypeUpdateSchema,
  timeOffInputSchema,
  workingHoursSchema,
} from '../../../../domain/appointments/rules';
import { id } from '../../../../domain/input';
import { adminProcedure, router } from '../../init';

export const adminAppointmentsRouter = router({
  /** Her calendar: classes and appointments between two London dates (a day or a week). */
  calendar: adminProcedure.input(calendarQuerySchema).query(({ ctx, input }) => ctx.services.appointmentCalendar.calendar(input)),
  listTypes: adminProcedure.query(({ ctx }) => ctx.services.appointmentSetup.listTypes()),
  /** Read by change (decision 750). */
  typeChanges: adminProcedure.input(syncQuerySchema).query(({ ctx, input }) => ctx.services.appointmentSetup.typeChanges(input)),
  createType: adminProcedure
    .input(appointmentTypeInputSchema)
    .mutation(({ ctx, input }) => ctx.services.appointmentSetup.createType(input, ctx.admin.username)),
  updateType: adminProcedure
    .input(appointmentTypeUpdateSchema)
    .mutation(({ ctx, input: { id: typeId, ...patch } }) => ctx.services.appointmentSetup.updateType(typeId, patch, ctx.admin.username)),
  /** Her whole weekly pattern. */
  hours: adminProcedure.query(({ ctx }) => ctx.services.appointmentSetup.weeklyHours()),
  hoursChanges: adminProcedure.input(syncQuerySchema).query(({ ctx, input }) => ctx.services.appointmentSetup.hoursChanges(input)),
  setHours: adminProcedure
    .input(workingHoursSchema)
    .mutation(({ ctx, input }) => ctx.services.appointmentSetup.setWeeklyHours(input, ctx.admin.username)),
  /** Her appointment settings: the travel time between two different places (decision 809). */
  settings: adminProcedure.query(({ ctx }) => ctx.services.appointmentSetup.settings()),
  saveSettings: adminProcedure
    .input(appointmentSettingsSchema)
    .mutation(({ ctx, input }) => ctx.services.appointmentSetup.saveSettings(input, ctx.admin.username)),
  listTimeOff: adminProcedure.query(({ ctx }) => ctx.services.appointmentSetup.listTimeOff()),
  /** Read by change (decision 750). */
  timeOffChanges: adminProcedure.input(syncQuerySchema).query(({ ctx, input }) => ctx.services.appointmentSetup.timeOffChanges(input)),
  addTimeOff: adminProcedure
    .input(timeOffInputSchema)
    .mutation(({ ctx, input }) => ctx.services.appointmentSetup.addTimeOff(input, ctx.admin.username)),
  removeTimeOff: adminProcedure
    .input(z.object({ id }))
    .mutation(({ ctx, input }) => ctx.services.appointmentSetup.removeTimeOff(input.id, ctx.admin.username)),
  /** Her calendar: appointments starting between two London dates, with the client's health answers. */
  list: adminProcedure.input(adminAppointmentListSchema).query(({ ctx, input }) => ctx.services.appointmentActions.list(input)),
  /** Read by change (decision 750): appointments changed at or after updatedSince, paged by cursor. */
  changes: adminProcedure.input(syncQuerySchema).query(({ ctx, input }) => ctx.services.appointmentActions.changes(input)),
  get: adminProcedure.input(z.object({ id })).query(({ ctx, input }) => ctx.services.appointmentActions.get(input.id)),
  /** Moves an appointment to another free time; the client is e-mailed the new time and .ics. */
  reschedule: adminProcedure
    .input(adminRescheduleSchema)
    .mutation(({ ctx, input }) => ctx.services.appointmentActions.ownerReschedule(input.id, input.start)),
  /** Cancels: 'refund' (the money, or her credit back), 'credit' (one credit instead), 'none'. The client is e-mailed. */
  cancel: adminProcedure
    .input(adminCancelSchema)
    .mutation(({ ctx, input }) => ctx.services.appointmentActions.ownerCancel(input.id, input.outcome)),
  /** Books a client in by phone: cash, complimentary, or a card link e-mailed to her. */
  create: adminProcedure.input(adminCreateSchema).mutation(({ ctx, input }) => ctx.services.appointmentActions.ownerCreate(input)),
  /** Her private calendar feed: whether one is live (its URL is shown only when made). */
  calendarFeed: adminProcedure.query(({ ctx }) => ctx.services.calendarFeed.status()),
  /** A new secret iCalendar subscription URL; the old one stops working. */
  createCalendarFeed: adminProcedure.mutation(({ ctx }) => ctx.services.calendarFeed.create(ctx.admin.username)),
  revokeCalendarFeed: adminProcedure.mutation(({ ctx }) => ctx.services.calendarFeed.revoke(ctx.admin.username)),
});
