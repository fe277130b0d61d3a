import { z } from 'zod';
import { DELETED_OBJECTS, deletedQuerySchema } from '../../domain/sync';
import { route } from './define';
import { syncPageBody, updatedAtBody } from './responses';

const deletedRecordBody = z
  .object({
    id: z.number().int().meta({ description: 'The tombstone id' }),
    object: z.enum(DELETED_OBJECTS).meta({ description: 'Which admin list the row was in' }),
    objectId: z.string().meta({ description: 'The id of the deleted row in that list (as text)' }),
    deletedAt: z.iso.datetime({ offset: true }),
    updatedAt: updatedAtBody,
  })
  .meta({ id: 'DeletedRecord' });

export const adminDeletedRoutes = [
  route({
    method: 'GET',
    url: '/admin/deleted',
    operationId: 'listDeletedRecords',
    tag: 'Admin sync',
    admin: true,
    scope: 'bookings:read',
    summary:
      'Rows deleted from the admin lists (class types, discount codes, schedule slots, working hours, time off, webhook endpoints), so a client reading the lists by change can drop them (decision 796). Query updatedSince (ISO 8601, compared with deletedAt), object (one kind), cursor (the nextCursor of the page before) and limit (50, at most 200); oldest deletion first.',
    body: deletedQuerySchema,
    response: syncPageBody(deletedRecordBody, 'DeletedRecordPage'),
    call: (caller, { input }) => caller.admin.deleted.list(input),
  }),
];
