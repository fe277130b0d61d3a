import { bookingFilterSchema, bookingStatusUpdateSchema } from '../../domain/schemas';
import { bodyOf, type RestRoute } from './define';

export const adminBookingRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/admin/bookings',
    admin: true,
    summary: 'Bookings and orders; query search, date, status filter them.',
    body: bookingFilterSchema,
    // A filter form sends empty fields as `?status=&date=`: empty means "no filter", not a bad value.
    call: (caller, req) =>
      caller.admin.bookings.list(
        Object.fromEntries(Object.entries((req.query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== '')) as never,
      ),
  },
  { method: 'GET', url: '/admin/bookings/today', admin: true, summary: "Today's bookings.", call: (caller) => caller.admin.bookings.today() },
  {
    method: 'PATCH',
    url: '/admin/bookings/:id',
    admin: true,
    summary: 'Change a booking\'s status.',
    body: bookingStatusUpdateSchema,
    call: (caller, req) => caller.admin.bookings.updateStatus({ ...bodyOf(req), id: req.params.id } as never),
  },
];
