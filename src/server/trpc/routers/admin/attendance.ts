import { attendanceDaySchema, attendanceMarkSchema, checkInSchema, rosterSchema } from '../../../../domain/attendance';
import { syncQueryShape } from '../../../../domain/sync';
import { adminProcedure, router } from '../../init';

export const adminAttendanceRouter = router({
  /** The classes of a day for the check-in page's picker. */
  slots: adminProcedure.input(attendanceDaySchema).query(({ ctx, input }) => ctx.services.attendance.slotsOn(input.date)),
  /** Read by change (decision 750): the day's classes changed at or after updatedSince, paged by cursor. */
  slotChanges: adminProcedure
    .input(attendanceDaySchema.extend(syncQueryShape))
    .query(({ ctx, input: { date, ...sync } }) => ctx.services.attendance.slotsOnChanges(date, sync)),
  roster: adminProcedure.input(rosterSchema).query(({ ctx, input }) => ctx.services.attendance.roster(input.slotId)),
  /** A scanned QR ticket (its URL or bare token). */
  checkIn: adminProcedure
    .input(checkInSchema)
    .mutation(({ ctx, input }) => ctx.services.attendance.checkIn(input.ticket, ctx.admin.username)),
  mark: adminProcedure
    .input(attendanceMarkSchema)
    .mutation(({ ctx, input }) => ctx.services.attendance.mark(input.bookingId, input.state, ctx.admin.username)),
  /** After the class: the unticked confirmed bookings become no-shows. */
  markNoShows: adminProcedure
    .input(rosterSchema)
    .mutation(({ ctx, input }) => ctx.services.attendance.markNoShows(input.slotId, ctx.admin.username)),
});
