import { z } from 'zod';
import { contactSchema } from '../../domain/schemas';
import { asCursorArray, route } from './define';
import { isSyncQuery, syncQuerySchema } from '../../domain/sync';
import { enquiryBody, successBody } from './responses';

export const contactRoutes = [
  route({
    method: 'POST',
    url: '/contact',
    operationId: 'sendEnquiry',
    tag: 'Contact',
    summary: 'Send an enquiry to the owner.',
    body: contactSchema,
    response: successBody,
    errors: [429],
    call: (caller, { input }) => caller.contact.send(input),
  }),
  route({
    method: 'GET',
    url: '/admin/enquiries',
    operationId: 'listEnquiries',
    tag: 'Admin enquiries',
    admin: true,
    scope: 'enquiries:manage',
    summary: 'Enquiries, newest first.',
    description:
      "Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the rows changed since, oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next).",
    body: syncQuerySchema,
    cursorHeaders: true,
    response: z.array(enquiryBody),
    call: (caller, { input }) =>
      isSyncQuery(input) ? caller.admin.enquiries.changes(input).then(asCursorArray) : caller.admin.enquiries.list(),
  }),
  route({
    method: 'PATCH',
    url: '/admin/enquiries/:id',
    operationId: 'updateEnquiry',
    tag: 'Admin enquiries',
    admin: true,
    scope: 'enquiries:manage',
    summary: 'Mark an enquiry handled (or not).',
    body: z.object({ handled: z.boolean() }),
    response: enquiryBody,
    errors: [404],
    call: (caller, { input, params }) => caller.admin.enquiries.setHandled({ ...input, id: params.id }),
  }),
];
