import { z } from 'zod';
import { slotCreateSchema, slotUpdateSchema } from '../../domain/schemas';
import { route, type RestRoute } from './define';
import { adminSlotBody, slotBody, successBody, syncPageBody } from './responses';
import { syncQuerySchema } from '../../domain/sync';

const tag = 'Admin schedule';

const slotEdit = {
  operationId: 'updateSlot',
  tag,
  admin: true,
  scope: 'schedule:manage',
  summary:
    "Edit a slot: everything but its time (its own unchanged date and times, and read-only fields, are accepted and ignored). scope 'following' also edits every later slot of its weekly series.",
  body: slotUpdateSchema,
  response: adminSlotBody,
  errors: [404, 409],
} as const;

const slotDelete = {
  operationId: 'deleteSlot',
  tag,
  admin: true,
  scope: 'schedule:manage',
  summary: 'Delete a slot (refused while it has bookings).',
  response: successBody,
  errors: [404, 409],
} as const;

/** The specification's edit paths share /admin/location-availability/{x} with the by-date GET, so OpenAPI documents them at /admin/slots/{id}. */
const specAlias = { undocumented: true, operationId: 'updateSlotSpecPath' } as const;

export const scheduleRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/location-availability/range/:startDate/:endDate',
    operationId: 'listSlots',
    tag: 'Classes',
    summary: 'Active schedule slots between two dates (yyyy-MM-dd, at most 31 days) with available spots.',
    response: z.array(slotBody),
    // The most-read answer: from the app's public week cache (same service, same schema); an input
    // that does not validate goes to the procedure, so its error reads as every other route's.
    call: async (caller, req) => {
      const params = req.params as { startDate: string; endDate: string };
      const week = await req.server.publicWeek.forInput(params);
      return week ? week.rest() : caller.schedule.range(params);
    },
  },
  route({
    method: 'GET',
    url: '/admin/location-availability/:date',
    operationId: 'listSlotsOnDate',
    tag,
    admin: true,
    scope: 'schedule:manage',
    summary: 'Every slot on one date (yyyy-MM-dd).',
    response: z.array(adminSlotBody),
    call: (caller, { params }) => caller.admin.schedule.byDate(params),
  }),
  route({
    method: 'GET',
    url: '/admin/location-availability',
    operationId: 'listSlotChanges',
    tag,
    admin: true,
    scope: 'schedule:manage',
    summary:
      'Slots of any date read by change (decision 750): edited, withdrawn, or a place taken or given back. Query updatedSince (ISO 8601), cursor (the nextCursor of the page before) and limit (50, at most 200); oldest change first. A deleted slot is not listed.',
    body: syncQuerySchema,
    response: syncPageBody(adminSlotBody, 'AdminSlotChanges'),
    call: (caller, { input }) => caller.admin.schedule.changes(input),
  }),
  route({
    method: 'GET',
    url: '/admin/location-availability/range/:start/:end',
    operationId: 'listSlotsInRange',
    tag,
    admin: true,
    scope: 'schedule:manage',
    summary: 'Every slot between two dates (the month view, at most 62 days).',
    response: z.array(adminSlotBody),
    call: (caller, { params }) => caller.admin.schedule.range({ startDate: params.start, endDate: params.end }),
  }),
  route({
    method: 'POST',
    url: '/admin/location-availability',
    operationId: 'createSlot',
    tag,
    admin: true,
    scope: 'schedule:manage',
    summary: 'Create one slot. Overlapping an active slot is a 409 naming it.',
    body: slotCreateSchema,
    response: adminSlotBody,
    successStatus: 201,
    errors: [409],
    call: (caller, { input }) => caller.admin.schedule.create(input),
  }),
  route({
    method: 'PATCH',
    url: '/admin/slots/:id',
    ...slotEdit,
    call: (caller, { input, params }) => caller.admin.schedule.update({ ...input, id: params.id }),
  }),
  route({
    method: 'DELETE',
    url: '/admin/slots/:id',
    ...slotDelete,
    call: (caller, { params }) => caller.admin.schedule.remove({ id: params.id }),
  }),
  route({
    method: 'PATCH',
    url: '/admin/location-availability/:id',
    ...slotEdit,
    ...specAlias,
    call: (caller, { input, params }) => caller.admin.schedule.update({ ...input, id: params.id }),
  }),
  route({
    method: 'DELETE',
    url: '/admin/location-availability/:id',
    ...slotDelete,
    ...specAlias,
    operationId: 'deleteSlotSpecPath',
    call: (caller, { params }) => caller.admin.schedule.remove({ id: params.id }),
  }),
];
