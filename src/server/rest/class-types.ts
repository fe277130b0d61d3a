import { z } from 'zod';
import { classTypeInputSchema, classTypePatchSchema } from '../../domain/schemas';
import { route } from './define';
import { classTypeBody, successBody } from './responses';

export const classTypeRoutes = [
  route({
    method: 'GET',
    url: '/class-types',
    operationId: 'listClassTypes',
    tag: 'Classes',
    summary: 'Active class types.',
    response: z.array(classTypeBody),
    call: (caller) => caller.classTypes.list(),
  }),
  route({
    method: 'GET',
    url: '/admin/class-types',
    operationId: 'listAdminClassTypes',
    tag: 'Admin class types',
    admin: true,
    summary: 'Every class type.',
    response: z.array(classTypeBody),
    call: (caller) => caller.admin.classTypes.list(),
  }),
  route({
    method: 'POST',
    url: '/admin/class-types',
    operationId: 'createClassType',
    tag: 'Admin class types',
    admin: true,
    summary: 'Create a class type.',
    body: classTypeInputSchema,
    response: classTypeBody,
    successStatus: 201,
    errors: [409],
    call: (caller, { input }) => caller.admin.classTypes.create(input),
  }),
  route({
    method: 'PATCH',
    url: '/admin/class-types/:id',
    operationId: 'updateClassType',
    tag: 'Admin class types',
    admin: true,
    summary: 'Edit a class type: only the fields sent change (id and pricePence are read-only and ignored).',
    body: classTypePatchSchema,
    response: classTypeBody,
    errors: [404, 409],
    call: (caller, { input, params }) => caller.admin.classTypes.update({ ...input, id: params.id }),
  }),
  route({
    method: 'DELETE',
    url: '/admin/class-types/:id',
    operationId: 'deleteClassType',
    tag: 'Admin class types',
    admin: true,
    summary: 'Delete a class type (refused while bookings refer to it).',
    response: successBody,
    errors: [404, 409],
    call: (caller, { params }) => caller.admin.classTypes.remove({ id: params.id }),
  }),
];
