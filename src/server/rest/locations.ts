import { z } from 'zod';
import { locationInputSchema, locationPatchSchema } from '../../domain/schemas';
import { route } from './define';
import { locationBody } from './responses';

const tag = 'Admin locations';

export const locationRoutes = [
  route({
    method: 'GET',
    url: '/admin/locations',
    operationId: 'listLocations',
    tag,
    admin: true,
    summary: 'Every location.',
    response: z.array(locationBody),
    call: (caller) => caller.admin.locations.list(),
  }),
  route({
    method: 'POST',
    url: '/admin/locations',
    operationId: 'createLocation',
    tag,
    admin: true,
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
