import type { FastifyInstance } from 'fastify';
import { WebhookSignatureError } from '../services/payments/provider';
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
      let event;
      try {
        event = deps.services.paymentProvider.verifyWebhook(raw, Array.isArray(signature) ? signature[0] : signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          req.log.warn({ reason: error.message }, 'webhook rejected');
          return reply.status(400).send({ message: `Webhook signature verification failed: ${error.message}` });
        }
        throw error;
      }
      const outcome = await deps.services.confirmation.handleEvent(event);
      if (outcome === 'unknown') req.log.warn({ eventId: event.id, paymentId: event.paymentId }, 'webhook for a payment this site does not know');
      return reply.send({ received: true, outcome });
    });
  });
}
