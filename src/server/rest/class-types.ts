import { z } from 'zod';
import { classTypeInputSchema, classTypePatchSchema } from '../../domain/schemas';
import { asCursorArray, route } from './define';
import { isSyncQuery, syncQuerySchema } from '../../domain/sync';
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
    scope: 'schedule:manage',
    summary: 'Every class type.',
    description:
      "Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the rows changed since, oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next).",
    body: syncQuerySchema,
    cursorHeaders: true,
    response: z.array(classTypeBody),
    call: (caller, { input }) =>
      isSyncQuery(input) ? caller.admin.classTypes.changes(input).then(asCursorArray) : caller.admin.classTypes.list(),
  }),
  route({
    method: 'POST',
    url: '/admin/class-types',
    operationId: 'createClassType',
    tag: 'Admin class types',
    admin: true,
    scope: 'schedule:manage',
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
    scope: 'schedule:manage',
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
    scope: 'schedule:manage',
    summary: 'Delete a class type (refused while bookings refer to it).',
    response: successBody,
    errors: [404, 409],
    call: (caller, { params }) => caller.admin.classTypes.remove({ id: params.id }),
  }),
];
