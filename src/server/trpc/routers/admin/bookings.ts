import { bookingFilterSchema, bookingStatusUpdateSchema, id } from '../../../../domain/schemas';
import { adminProcedure, router } from '../../init';

export const adminBookingsRouter = router({
  list: adminProcedure.input(bookingFilterSchema).query(({ ctx, input }) => ctx.services.admin.bookings.list(input)),
  today: adminProcedure.query(({ ctx }) => ctx.services.admin.bookings.today()),
  updateStatus: adminProcedure
    .input(bookingStatusUpdateSchema.extend({ id }))
    .mutation(({ ctx, input }) => ctx.services.admin.bookings.updateStatus(input.id, input.status)),
  stats: adminProcedure.query(({ ctx }) => ctx.services.admin.bookings.stats()),
});
