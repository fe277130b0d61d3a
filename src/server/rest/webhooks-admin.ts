import { z } from 'zod';
import { webhookEndpointCreateSchema, webhookEndpointPatchSchema } from '../../domain/webhooks';
import { route } from './define';
import { successBody, webhookDeliveryBody, webhookEndpointBody, webhookEndpointCreatedBody } from './responses';

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
    response: z.array(webhookEndpointBody),
    call: (caller) => caller.admin.webhooks.list(),
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
    method: 'GET',
    url: '/admin/webhooks/:id/deliveries',
    operationId: 'listWebhookDeliveries',
    tag,
    admin: true,
    scope: 'webhooks:manage',
    summary: "An endpoint's latest 50 deliveries, newest first, each with its tries (status code, duration, error).",
    response: z.array(webhookDeliveryBody),
    errors: [404],
    call: (caller, { params }) => caller.admin.webhooks.deliveries({ endpointId: params.id }),
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
