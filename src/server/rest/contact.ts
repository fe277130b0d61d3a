import { z } from 'zod';
import { contactSchema } from '../../domain/schemas';
import { route } from './define';
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
    summary: 'Enquiries, newest first.',
    response: z.array(enquiryBody),
    call: (caller) => caller.admin.enquiries.list(),
  }),
  route({
    method: 'PATCH',
    url: '/admin/enquiries/:id',
    operationId: 'updateEnquiry',
    tag: 'Admin enquiries',
    admin: true,
    summary: 'Mark an enquiry handled (or not).',
    body: z.object({ handled: z.boolean() }),
    response: enquiryBody,
    errors: [404],
    call: (caller, { input, params }) => caller.admin.enquiries.setHandled({ ...input, id: params.id }),
  }),
];
