import { locationInputSchema } from '../../domain/schemas';
import { bodyOf, type RestRoute } from './define';

export const locationRoutes: RestRoute[] = [
  { method: 'GET', url: '/admin/locations', admin: true, summary: 'Every location.', call: (caller) => caller.admin.locations.list() },
  {
    method: 'POST',
    url: '/admin/locations',
    admin: true,
    summary: 'Create a location.',
    body: locationInputSchema,
    successStatus: 201,
    call: (caller, req) => caller.admin.locations.create(bodyOf(req) as never),
  },
  {
    method: 'PATCH',
    url: '/admin/locations/:id',
    admin: true,
    summary: 'Edit a location: every field, or only isActive.',
    body: locationInputSchema.partial(),
    call: (caller, req) => {
      const body = bodyOf(req);
      const keys = Object.keys(body);
      return keys.length === 1 && keys[0] === 'isActive'
        ? caller.admin.locations.setActive({ id: req.params.id, isActive: body.isActive } as never)
        : caller.admin.locations.update({ ...body, id: req.params.id } as never);
    },
  },
];
