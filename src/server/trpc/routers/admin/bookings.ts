import type { AdminBookingDto } from '../../../../domain/dto';
import { bookingFilterSchema, bookingStatusUpdateSchema, id } from '../../../../domain/schemas';
import { adminProcedure, notImplemented, router } from '../../init';

export const adminBookingsRouter = router({
  list: adminProcedure.input(bookingFilterSchema).query((): Promise<AdminBookingDto[]> => notImplemented('admin.bookings.list')),
  today: adminProcedure.query((): Promise<AdminBookingDto[]> => notImplemented('admin.bookings.today')),
  updateStatus: adminProcedure
    .input(bookingStatusUpdateSchema.extend({ id }))
    .mutation((): Promise<AdminBookingDto> => notImplemented('admin.bookings.updateStatus')),
  stats: adminProcedure.query(
    (): Promise<{ todaysClasses: number; totalBookings: number; activeClasses: number; recent: AdminBookingDto[] }> =>
      notImplemented('admin.bookings.stats'),
  ),
});
