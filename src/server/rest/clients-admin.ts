import { z } from 'zod';
import { clientListSchema, clientNoteBodySchema } from '../../domain/clients';
import { clientMessageBodySchema } from '../../domain/messages';
import { route } from './define';
import { clientDetailBody, clientNoteBody, clientPageBody, messageSentBody } from './responses';

const tag = 'Admin clients';

export const adminClientRoutes = [
  route({
    method: 'GET',
    url: '/admin/clients',
    operationId: 'listClients',
    tag,
    admin: true,
    summary:
      'One page of clients, one per e-mail address (lower-case), gathered from bookings, appointments, orders, credits and enquiries; most recently seen first. Query search (name, e-mail, phone number with or without spaces or +44, or a reference B-12, T-3, A-4), page, pageSize (25, at most 200). Read by change (decision 750): updatedSince, cursor and limit (50, at most 200) give the clients with a record changed since, oldest change first, with nextCursor.',
    body: clientListSchema,
    response: clientPageBody,
    call: (caller, { input }) => caller.admin.clients.list(input),
  }),
  route({
    method: 'GET',
    url: '/admin/clients/:client',
    operationId: 'getClient',
    tag,
    admin: true,
    summary:
      "One client by her e-mail address or a reference of one of her records (B-12, T-3, A-4): her figures, bookings, appointments, orders, refunds, credits with their ledger, attendance, enquiries, health questionnaire answers and the owner's private notes.",
    response: clientDetailBody,
    errors: [404],
    call: (caller, { params }) => caller.admin.clients.byKey({ client: params.client }),
  }),
  route({
    method: 'POST',
    url: '/admin/clients/:client/notes',
    operationId: 'addClientNote',
    tag,
    admin: true,
    summary: "Add a private note on a client (by e-mail address or reference), signed with the administrator's username and audited.",
    body: clientNoteBodySchema,
    successStatus: 201,
    response: clientNoteBody,
    errors: [404],
    call: (caller, { input, params }) => caller.admin.clients.addNote({ ...input, client: params.client }),
  }),
  route({
    method: 'POST',
    url: '/admin/clients/:client/message',
    operationId: 'messageClient',
    tag,
    admin: true,
    summary:
      "E-mail a client (by e-mail address or reference): subject and message, greeted by her name and signed with the business's name, sent through the mail queue, listed on her page (messages) and audited. nonce (optional) names this sending: the same nonce again queues nothing ({ sent: 0, alreadySent: 1 }).",
    body: clientMessageBodySchema,
    successStatus: 201,
    response: messageSentBody,
    errors: [404],
    call: (caller, { input, params }) => caller.admin.clients.message({ ...input, client: params.client }),
  }),
  route({
    method: 'DELETE',
    url: '/admin/clients/:client/notes/:id',
    operationId: 'deleteClientNote',
    tag,
    admin: true,
    summary: "Delete one of a client's private notes (audited).",
    response: z.object({ id: z.number().int(), removed: z.literal(true) }).meta({ id: 'ClientNoteRemoved' }),
    errors: [404],
    call: (caller, { params }) => caller.admin.clients.removeNote({ client: params.client, id: params.id }),
  }),
];
