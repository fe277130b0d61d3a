import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from '../trpc/context';

/**
 * POST /api/stripe/webhook. Stripe signs the exact bytes it sent, so this route lives in its own
 * encapsulated scope whose only body parser keeps the raw Buffer; every other route keeps JSON parsing.
 */
export async function webhookRoutes(app: FastifyInstance, deps: ContextDeps) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));

    scope.post('/stripe/webhook', async (req, reply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.headers['stripe-signature'];
      // A membership's invoice or subscription event (decision 742); null: a one-off payment's, settled below.
      const membership = await deps.services.memberships.receiveWebhook(raw, Array.isArray(signature) ? signature[0] : signature);
      if (membership && !membership.accepted) {
        req.log.warn({ reason: membership.reason }, 'webhook rejected');
        return reply.status(400).send({ message: `Webhook signature verification failed: ${membership.reason}` });
      }
      if (membership) return reply.send({ received: true, outcome: membership.outcome });
      const result = await deps.services.confirmation.receiveWebhook(raw, Array.isArray(signature) ? signature[0] : signature);
      if (!result.accepted) {
        req.log.warn({ reason: result.reason }, 'webhook rejected');
        return reply.status(400).send({ message: `Webhook signature verification failed: ${result.reason}` });
      }
      const { event, outcome } = result;
      if (outcome === 'unknown')
        req.log.warn({ eventId: event.id, paymentId: event.paymentId }, 'webhook for a payment this site does not know');
      return reply.send({ received: true, outcome });
    });
  });
}
