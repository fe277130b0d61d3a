import { z } from 'zod';
import { locationInputSchema, locationPatchSchema } from '../../domain/schemas';
import { asCursorArray, route } from './define';
import { isSyncQuery, syncQuerySchema } from '../../domain/sync';
import { locationBody } from './responses';

const tag = 'Admin locations';

export const locationRoutes = [
  route({
    method: 'GET',
    url: '/admin/locations',
    operationId: 'listLocations',
    tag,
    admin: true,
    scope: 'schedule:manage',
    summary: 'Every location.',
    description:
      "Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the rows changed since, oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next).",
    body: syncQuerySchema,
    cursorHeaders: true,
    response: z.array(locationBody),
    call: (caller, { input }) =>
      isSyncQuery(input) ? caller.admin.locations.changes(input).then(asCursorArray) : caller.admin.locations.list(),
  }),
  route({
    method: 'POST',
    url: '/admin/locations',
    operationId: 'createLocation',
    tag,
    admin: true,
    scope: 'schedule:manage',
    summary: 'Create a location.',
    body: locationInputSchema,
    response: locationBody,
    successStatus: 201,
    errors: [409],
    call: (caller, { input }) => caller.admin.locations.create(input),
  }),
  route({
    method: 'PATCH',
    url: '/admin/locations/:id',
    operationId: 'updateLocation',
    tag,
    admin: true,
    scope: 'schedule:manage',
    summary: 'Edit a location: every field, or only isActive (id is read-only and ignored).',
    body: locationPatchSchema,
    response: locationBody,
    errors: [404, 409],
    call: (caller, { input, params }) => {
      const keys = Object.keys(input);
      return keys.length === 1 && keys[0] === 'isActive'
        ? caller.admin.locations.setActive({ id: params.id, isActive: input.isActive as boolean })
        : caller.admin.locations.update({ ...input, id: params.id });
    },
  }),
];
