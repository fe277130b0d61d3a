import { contactSchema } from '../../domain/schemas';
import { bodyOf, type RestRoute } from './define';

export const contactRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/contact',
    summary: 'Send an enquiry to the owner.',
    body: contactSchema,
    call: (caller, req) => caller.contact.send(bodyOf(req) as never),
  },
  { method: 'GET', url: '/admin/enquiries', admin: true, summary: 'Enquiries, newest first.', call: (caller) => caller.admin.enquiries.list() },
  {
    method: 'PATCH',
    url: '/admin/enquiries/:id',
    admin: true,
    summary: 'Mark an enquiry handled (or not).',
    call: (caller, req) => caller.admin.enquiries.setHandled({ ...bodyOf(req), id: req.params.id } as never),
  },
];
