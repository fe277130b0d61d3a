import fastifySwagger, { type SwaggerOptions } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { healthRoutes } from './health';
import { openApiDocument } from './openapi';
import { adminDiscountRoutes } from './discount-codes-admin';
import { discountRoutes } from './discounts';
import { locationRoutes } from './locations';
import { miscRoutes } from './misc';
import { scheduleRoutes } from './schedule';
import { IMAGE_UPLOAD_LIMIT_BYTES, siteContentRoutes } from './site-content';
import { adminSeriesRoutes } from './schedule-admin';
import { webhookRoutes } from './webhook';

type StaticDocument = Extract<Extract<SwaggerOptions, { mode: 'static' }>['specification'], { document: unknown }>['document'];

export const allRestRoutes: RestRoute[] = [
  ...bookingRoutes,
  ...discountRoutes,
  ...classTypeRoutes,
  ...scheduleRoutes,
  ...adminSeriesRoutes,
  ...contactRoutes,
  ...checkoutRoutes,
  ...miscRoutes,
  ...authRoutes,
  ...adminBookingRoutes,
  ...locationRoutes,
  ...adminDiscountRoutes,
  ...siteContentRoutes,
];

/** The REST shim under /api: each route validates with the procedure's schema by calling the procedure. */
export async function restPlugin(app: FastifyInstance, deps: ContextDeps) {
  const createContext = createContextFactory(deps);
  const makeCaller = (req: FastifyRequest) => createCaller(createContext({ req }));
  // Picture uploads arrive as the raw file; the procedure checks it is one (and the admin token first).
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: IMAGE_UPLOAD_LIMIT_BYTES }, (_req, body, done) => done(null, body));
  registerRoutes(app, makeCaller, allRestRoutes);
  await webhookRoutes(app, deps);

  await healthRoutes(app, deps.services.health);
  const doc = openApiDocument(allRestRoutes, { publicUrl: deps.config.PUBLIC_URL });
  app.get('/openapi.json', async () => doc);
  // The readable reference at /api/docs: Swagger UI (its assets are served from this site) over the same document.
  // The document is built from loose records (its schemas come from zod), not openapi-types' classes; redocly lint checks its shape.
  await app.register(fastifySwagger, { mode: 'static', specification: { document: doc as unknown as StaticDocument } });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });

  // An unknown /api path is a JSON 404, never the SPA.
  app.setNotFoundHandler((req, reply) => reply.status(404).send({ message: `No API route ${req.method} ${req.url}` }));
}
