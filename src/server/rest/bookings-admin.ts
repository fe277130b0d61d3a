import { bookingFilterSchema, bookingStatusUpdateSchema } from '../../domain/schemas';
import { bodyOf, type RestRoute } from './define';

// A filter form sends empty fields as `?status=&date=`: empty means "no filter", not a bad value.
const queryOf = (req: { query?: unknown }) =>
  Object.fromEntries(Object.entries((req.query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== '')) as never;

export const adminBookingRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/admin/bookings',
    admin: true,
    summary:
      'One page of class bookings (ref B-<id>) and training orders (ref T-<id>), newest first: { rows, total, page, pageSize }. Query search (name, e-mail or ref), date or from/to, kind (class, training), status, page, pageSize (25, at most 200).',
    body: bookingFilterSchema,
    call: (caller, req) => caller.admin.bookings.list(queryOf(req)),
  },
  { method: 'GET', url: '/admin/bookings/today', admin: true, summary: "Today's bookings.", call: (caller) => caller.admin.bookings.today() },
  {
    method: 'GET',
    url: '/admin/bookings/:id',
    admin: true,
    summary: 'One booking or training order by its reference (B-1042, T-17; a bare number is a class booking).',
    call: (caller, req) => caller.admin.bookings.byRef({ ref: req.params.id! }),
  },
  {
    method: 'PATCH',
    url: '/admin/bookings/:id',
    admin: true,
    summary: "Change the status of a booking or training order by its reference (B-1042, T-17, or a bare booking id); 'refunded' comes only from a refund.",
    body: bookingStatusUpdateSchema,
    call: (caller, req) => caller.admin.bookings.updateStatus({ ...bodyOf(req), ref: req.params.id } as never),
  },
];
