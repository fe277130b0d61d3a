import { classTypeInputSchema } from '../../domain/schemas';
import { bodyOf, type RestRoute } from './define';

export const classTypeRoutes: RestRoute[] = [
  { method: 'GET', url: '/class-types', summary: 'Active class types.', call: (caller) => caller.classTypes.list() },
  { method: 'GET', url: '/admin/class-types', admin: true, summary: 'Every class type.', call: (caller) => caller.admin.classTypes.list() },
  {
    method: 'POST',
    url: '/admin/class-types',
    admin: true,
    summary: 'Create a class type.',
    body: classTypeInputSchema,
    successStatus: 201,
    call: (caller, req) => caller.admin.classTypes.create(bodyOf(req) as never),
  },
  {
    method: 'PATCH',
    url: '/admin/class-types/:id',
    admin: true,
    summary: 'Edit a class type.',
    body: classTypeInputSchema.partial(),
    call: (caller, req) => caller.admin.classTypes.update({ ...bodyOf(req), id: req.params.id } as never),
  },
  {
    method: 'DELETE',
    url: '/admin/class-types/:id',
    admin: true,
    summary: 'Delete a class type (refused while bookings refer to it).',
    call: (caller, req) => caller.admin.classTypes.remove({ id: req.params.id } as never),
  },
];
