import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pingDatabase } from '../db/client';
import type { ContextDeps } from '../trpc/context';
import { createContextFactory } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { authRoutes } from './auth';
import { adminBookingRoutes } from './bookings-admin';
import { bookingRoutes } from './bookings';
import { checkoutRoutes } from './checkout';
import { classTypeRoutes } from './class-types';
import { contactRoutes } from './contact';
import { type RestRoute, registerRoutes } from './define';
import { adminDiscountRoutes } from './discount-codes-admin';
import { discountRoutes } from './discounts';
import { locationRoutes } from './locations';
import { miscRoutes } from './misc';
import { scheduleRoutes } from './schedule';
import { IMAGE_UPLOAD_LIMIT_BYTES, siteContentRoutes } from './site-content';
import { webhookRoutes } from './webhook';

export const allRestRoutes: RestRoute[] = [
  ...bookingRoutes,
  ...discountRoutes,
  ...classTypeRoutes,
  ...scheduleRoutes,
  ...contactRoutes,
  ...checkoutRoutes,
  ...miscRoutes,
  ...authRoutes,
  ...adminBookingRoutes,
  ...locationRoutes,
  ...adminDiscountRoutes,
  ...siteContentRoutes,
];

/** OpenAPI 3.1 document of every shim path, generated from the same zod schemas the procedures use. */
export function openApiDocument(routes: RestRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `/api${route.url.replace(/:(\w+)/g, '{$1}')}`;
    const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    const isQuery = route.method === 'GET' && route.body;
    const op: Record<string, unknown> = {
      summary: route.summary,
      parameters: params,
      responses: {
        [String(route.successStatus ?? 200)]: { description: 'OK' },
        '400': { description: 'Invalid input: { message, fieldErrors }' },
        ...(route.admin ? { '401': { description: 'Missing, unknown, expired or revoked bearer token' } } : {}),
      },
      ...(route.admin ? { security: [{ bearer: [] }] } : {}),
    };
    if (route.body && !isQuery) {
      op.requestBody = { required: true, content: { 'application/json': { schema: z.toJSONSchema(route.body, { io: 'input', unrepresentable: 'any' }) } } };
    }
    if (isQuery) {
      const schema = z.toJSONSchema(route.body!, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
      for (const [name, s] of Object.entries(schema.properties ?? {})) params.push({ name, in: 'query', required: false, schema: s as { type: string } });
    }
    (paths[path] ??= {})[route.method.toLowerCase()] = op;
  }
  // Not a procedure (Stripe calls it with a signed raw body), but integrators still need it in the contract.
  paths['/api/stripe/webhook'] = {
    post: {
      summary: 'Stripe webhook: payment_intent.succeeded confirms, payment_failed/canceled releases the place. Needs a valid Stripe-Signature.',
      parameters: [{ name: 'stripe-signature', in: 'header', required: true, schema: { type: 'string' } }],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', description: 'A Stripe event, verified against STRIPE_WEBHOOK_SECRET' } } } },
      responses: { '200': { description: 'Handled (or a replay, ignored)' }, '400': { description: 'Missing or invalid signature' } },
    },
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Booking API', version: '1.0.0', description: 'REST adapters over the tRPC procedures. Money in responses is pence unless a field says pounds.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}

/** The REST shim under /api: each route validates with the procedure's schema by calling the procedure. */
export async function restPlugin(app: FastifyInstance, deps: ContextDeps) {
  const createContext = createContextFactory(deps);
  const makeCaller = (req: FastifyRequest) => createCaller(createContext({ req }));
  // Picture uploads arrive as the raw file; the procedure checks it is one (and the admin token first).
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: IMAGE_UPLOAD_LIMIT_BYTES }, (_req, body, done) => done(null, body));
  registerRoutes(app, makeCaller, allRestRoutes);
  await webhookRoutes(app, deps);

  app.get('/health', async (_req, reply) => {
    const ok = await pingDatabase(deps.db);
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', database: ok ? 'reachable' : 'unreachable' });
  });
  const doc = openApiDocument(allRestRoutes);
  app.get('/openapi.json', async () => doc);

  // An unknown /api path is a JSON 404, never the SPA.
  app.setNotFoundHandler((req, reply) => reply.status(404).send({ message: `No API route ${req.method} ${req.url}` }));
}
