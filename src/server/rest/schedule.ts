import { slotCreateSchema, slotUpdateSchema } from '../../domain/schemas';
import { bodyOf, type RestRoute } from './define';

export const scheduleRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/location-availability/range/:startDate/:endDate',
    summary: 'Active schedule slots between two dates (yyyy-MM-dd, at most 31 days) with available spots.',
    call: (caller, req) => caller.schedule.range({ startDate: req.params.startDate!, endDate: req.params.endDate! }),
  },
  {
    method: 'GET',
    url: '/admin/location-availability/:date',
    admin: true,
    summary: 'Every slot on one date.',
    call: (caller, req) => caller.admin.schedule.byDate({ date: req.params.date! }),
  },
  {
    method: 'GET',
    url: '/admin/location-availability/range/:start/:end',
    admin: true,
    summary: 'Every slot between two dates (the month view).',
    call: (caller, req) => caller.admin.schedule.range({ startDate: req.params.start!, endDate: req.params.end! }),
  },
  {
    method: 'POST',
    url: '/admin/location-availability',
    admin: true,
    summary: 'Create one slot. Overlapping an active slot is refused.',
    body: slotCreateSchema,
    successStatus: 201,
    call: (caller, req) => caller.admin.schedule.create(bodyOf(req) as never),
  },
  {
    method: 'PATCH',
    url: '/admin/location-availability/:id',
    admin: true,
    summary: "Edit a slot (not its time). scope 'following' also edits every later slot of its weekly series.",
    body: slotUpdateSchema,
    call: (caller, req) => caller.admin.schedule.update({ ...bodyOf(req), id: req.params.id } as never),
  },
  {
    method: 'DELETE',
    url: '/admin/location-availability/:id',
    admin: true,
    summary: 'Delete a slot (refused while it has bookings).',
    call: (caller, req) => caller.admin.schedule.remove({ id: req.params.id } as never),
  },
];
