import { z } from 'zod';
import { webhookEndpointCreateSchema, webhookEndpointPatchSchema, webhookEventListSchema } from '../../domain/webhooks';
import { asCursorArray, route } from './define';
import { isSyncQuery, syncQuerySchema } from '../../domain/sync';
import { successBody, webhookDeliveryBody, webhookEndpointBody, webhookEndpointCreatedBody, webhookEventPageBody } from './responses';

const tag = 'Admin webhooks';

export const adminWebhookRoutes = [
  route({
    method: 'GET',
    url: '/admin/webhooks',
    operationId: 'listWebhookEndpoints',
    tag,
    admin: true,
    scope: 'webhooks:manage',
    summary: 'Every outgoing webhook endpoint (without its signing secret).',
    description:
      "Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the rows changed since, oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next).",
    body: syncQuerySchema,
    cursorHeaders: true,
    response: z.array(webhookEndpointBody),
    call: (caller, { input }) =>
      isSyncQuery(input) ? caller.admin.webhooks.changes(input).then(asCursorArray) : caller.admin.webhooks.list(),
  }),
  route({
    method: 'POST',
    url: '/admin/webhooks',
    operationId: 'createWebhookEndpoint',
    tag,
    admin: true,
    scope: 'webhooks:manage',
    summary:
      'Register an endpoint for some events. Its host must resolve to a public address. The answer carries the signing secret, once: each delivery has X-Webhook-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">.',
    body: webhookEndpointCreateSchema,
    response: webhookEndpointCreatedBody,
    successStatus: 201,
    call: (caller, { input }) => caller.admin.webhooks.create(input),
  }),
  route({
    method: 'PATCH',
    url: '/admin/webhooks/:id',
    operationId: 'updateWebhookEndpoint',
    tag,
    admin: true,
    scope: 'webhooks:manage',
    summary: 'Change an endpoint (url, description, events) or switch it off and on: only the fields sent change.',
    body: webhookEndpointPatchSchema,
    response: webhookEndpointBody,
    errors: [404],
    call: (caller, { input, params }) => caller.admin.webhooks.update({ ...input, id: params.id }),
  }),
  route({
    method: 'DELETE',
    url: '/admin/webhooks/:id',
    operationId: 'deleteWebhookEndpoint',
    tag,
    admin: true,
    scope: 'webhooks:manage',
    summary: 'Delete an endpoint and its delivery log.',
    response: successBody,
    errors: [404],
    call: (caller, { params }) => caller.admin.webhooks.remove({ id: params.id }),
  }),
  route({
    method: 'POST',
    url: '/admin/webhooks/:id/rotate-secret',
    operationId: 'rotateWebhookSecret',
    tag,
    admin: true,
    scope: 'webhooks:manage',
    summary:
      'A new signing secret, in this answer only. For 24 hours the old secret signs beside it (X-Webhook-Signature then carries two v1 values), so the receiver can switch without missing a delivery.',
    response: webhookEndpointCreatedBody,
    errors: [404],
    call: (caller, { params }) => caller.admin.webhooks.rotateSecret({ id: params.id }),
  }),
  route({
    method: 'POST',
    url: '/admin/webhooks/:id/test',
    operationId: 'sendWebhookTestEvent',
    tag,
    admin: true,
    scope: 'webhooks:manage',
    summary: "Send one 'webhook.test' event to this endpoint only, signed and logged like any delivery; the answer is the queued delivery.",
    response: webhookDeliveryBody,
    successStatus: 201,
    errors: [404],
    call: (caller, { params }) => caller.admin.webhooks.sendTest({ id: params.id }),
  }),
  route({
    method: 'GET',
    url: '/admin/events',
    operationId: 'listWebhookEvents',
    tag,
    admin: true,
    scope: 'webhooks:manage',
    summary:
      'The events sent to webhook endpoints, oldest first, each exactly as delivered (same id, type, created and data), to backfill a missed delivery. Query since (ISO 8601), type, cursor (the nextCursor of the page before) and limit (50, at most 200). Events are recorded while an endpoint listens to their type.',
    body: webhookEventListSchema,
    response: webhookEventPageBody,
    call: (caller, { input }) => caller.admin.webhooks.events(input),
  }),
  route({
    method: 'GET',
    url: '/admin/webhooks/:id/deliveries',
    operationId: 'listWebhookDeliveries',
    tag,
    admin: true,
    scope: 'webhooks:manage',
    summary: "An endpoint's latest 50 deliveries, newest first, each with its tries (status code, duration, error).",
    description:
      "Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the deliveries changed since (a try, a success, a give-up), oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next).",
    body: syncQuerySchema,
    cursorHeaders: true,
    response: z.array(webhookDeliveryBody),
    errors: [404],
    call: (caller, { input, params }) =>
      isSyncQuery(input)
        ? caller.admin.webhooks.deliveryChanges({ ...input, endpointId: params.id }).then(asCursorArray)
        : caller.admin.webhooks.deliveries({ endpointId: params.id }),
  }),
  route({
    method: 'POST',
    url: '/admin/webhooks/deliveries/:id/resend',
    operationId: 'resendWebhookDelivery',
    tag,
    admin: true,
    scope: 'webhooks:manage',
    summary: 'Send a delivery again: the same event (same id and body) to the same endpoint, as a new delivery.',
    response: webhookDeliveryBody,
    successStatus: 201,
    errors: [404],
    call: (caller, { params }) => caller.admin.webhooks.resend({ deliveryId: params.id }),
  }),
];
