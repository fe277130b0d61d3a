import { voucherRoutes } from './vouchers';
import { fileURLToPath } from 'node:url';
import fastifyCors from '@fastify/cors';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_VERSION_HEADER, API_VERSIONS, requestedApiVersion } from '../../domain/api-version';
import type { ApiKeyPrincipal } from '../services/auth/api-keys';
import type { ContextDeps } from '../trpc/context';
import { apiKeyGate } from './api-key-gate';
import { createContextFactory } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { accountRoutes } from './account';
import { appointmentRoutes } from './appointments';
import { adminAttendanceRoutes } from './attendance-admin';
import { authRoutes } from './auth';
import { adminBookingRoutes } from './bookings-admin';
import { adminClientRoutes } from './clients-admin';
import { bookingRoutes } from './bookings';
import { checkoutRoutes } from './checkout';
import { classTypeRoutes } from './class-types';
import { contactRoutes } from './contact';
import { allowedMethodsOf, NEXT_CURSOR_HEADER, type RestRoute, registerRoutes } from './define';
import { apiErrorCodeOf } from '../trpc/error-codes';
import { exportRoutes } from './exports';
import { healthRoutes } from './health';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER, registerIdempotency } from './idempotency';
import { OPENAPI_FILE } from './openapi';
import { openApiDocumentPlugin } from './openapi-document';
import { adminDeletedRoutes } from './deleted-admin';
import { adminDiscountRoutes } from './discount-codes-admin';
import { discountRoutes } from './discounts';
import { locationRoutes } from './locations';
import { dataRoutes, manageRoutes } from './manage';
import { adminPackRoutes } from './packs-admin';
import { adminMembershipRoutes } from './memberships-admin';
import { miscRoutes } from './misc';
import { adminReceiptRoutes } from './receipts-admin';
import { adminReportRoutes } from './reports-admin';
import { scheduleRoutes } from './schedule';
import { IMAGE_UPLOAD_LIMIT_BYTES, siteContentRoutes } from './site-content';
import { adminSeriesRoutes } from './schedule-admin';
import { waitlistRoutes } from './waitlist';
import { webhookRoutes } from './webhook';
import { adminWebhookRoutes } from './webhooks-admin';
import { withdrawalRoutes } from './withdrawals';

export const allRestRoutes: RestRoute[] = [
  ...bookingRoutes,
  ...appointmentRoutes,
  ...discountRoutes,
  ...classTypeRoutes,
  ...scheduleRoutes,
  ...adminSeriesRoutes,
  ...withdrawalRoutes,
  ...contactRoutes,
  ...manageRoutes,
  ...waitlistRoutes,
  ...dataRoutes,
  ...accountRoutes,
  ...checkoutRoutes,
  ...miscRoutes,
  ...authRoutes,
  ...adminBookingRoutes,
  ...adminClientRoutes,
  ...locationRoutes,
  ...adminDiscountRoutes,
  ...adminPackRoutes,
  ...adminMembershipRoutes,
  ...siteContentRoutes,
  ...adminAttendanceRoutes,
  ...adminReportRoutes,
  ...adminWebhookRoutes,
  ...adminReceiptRoutes,
  ...voucherRoutes,
  ...adminDeletedRoutes,
];

/** The REST shim under /api: each route validates with the procedure's schema by calling the procedure. */
export async function restPlugin(app: FastifyInstance, deps: ContextDeps) {
  const createContext = createContextFactory(deps);
  const makeCaller = (req: FastifyRequest, reply: FastifyReply, apiKey: ApiKeyPrincipal | null, onHold: (token: string) => void) =>
    createCaller(createContext({ req, res: reply }, apiKey, onHold));
  // Only configured origins get CORS answers; with none, a cross-site preflight finds no route (404) as before.
  const allowed = new Set(deps.config.CORS_ORIGINS);
  if (allowed.size > 0) {
    await app.register(fastifyCors, {
      origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', IDEMPOTENCY_HEADER, API_VERSION_HEADER],
      exposedHeaders: ['Retry-After', REPLAYED_HEADER, API_VERSION_HEADER, NEXT_CURSOR_HEADER, 'Link'],
      maxAge: 600,
      strictPreflight: true,
    });
  }
  // Versions (decision 720): every answer names the version it speaks; a request naming one we do not speak is
  // refused before anything else happens, so a client written for a later version never gets a guess.
  app.addHook('onRequest', async (req, reply) => {
    const version = requestedApiVersion(req.headers['api-version']);
    if (version === null) {
      return reply
        .status(400)
        .header(API_VERSION_HEADER, API_VERSIONS.at(-1)!)
        .send({
          message: `${API_VERSION_HEADER}: this server speaks ${API_VERSIONS.join(', ')}`,
          code: 'unsupported_api_version',
          param: API_VERSION_HEADER,
        });
    }
    reply.header(API_VERSION_HEADER, version);
  });
  // Picture uploads arrive as the raw file; the procedure checks it is one (and the admin token first).
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: IMAGE_UPLOAD_LIMIT_BYTES }, (_req, body, done) => done(null, body));
  // Every error answer under /api carries a stable `code` (docs/api-errors.md): the shim's own error path sets
  // the specific one; anything else (the framework's refusals, a 409 answered as a BookingCreated, the webhook's
  // 400) gets its message's or its status's code here.
  app.addHook('preSerialization', (_req, reply, payload, done) => {
    // A 401 names the scheme that opens the path (RFC 9110 section 11.6.1).
    if (reply.statusCode === 401 && !reply.hasHeader('www-authenticate')) reply.header('WWW-Authenticate', 'Bearer');
    if (reply.statusCode >= 400 && payload && typeof payload === 'object' && !Array.isArray(payload) && !('code' in payload)) {
      const message = (payload as { message?: unknown }).message;
      if (typeof message === 'string') return done(null, { ...payload, code: apiErrorCodeOf(reply.statusCode, message) });
    }
    done(null, payload);
  });
  registerIdempotency(
    app,
    deps.services.idempotency,
    async (token) => {
      const admin = await deps.services.auth.verify(token);
      if (admin) return `admin:${admin.userId}`;
      const keyId = await deps.services.apiKeys.idOf(token);
      return keyId === null ? null : `api-key:${keyId}`;
    },
    async (token) => {
      const sessionId = await deps.services.accountSignIn.sessionIdOf(token);
      return sessionId === null ? null : `account-session:${sessionId}`;
    },
  );
  registerRoutes(app, makeCaller, allRestRoutes, apiKeyGate(deps));
  await webhookRoutes(app, deps);
  await exportRoutes(app, deps);

  await healthRoutes(app, deps.services.health);
  // The document: written by the build beside the server bundle (turning ~100 zod schemas into JSON Schema was
  // a twentieth of every start), else made here (tests and `npm run dev` run the sources), when first asked for.
  // Either way the servers entry is this start's PUBLIC_URL. It is built from loose records (its schemas come
  // from zod), not openapi-types' classes; redocly lint checks its shape.
  await app.register(openApiDocumentPlugin, {
    prebuilt: fileURLToPath(new URL(OPENAPI_FILE, import.meta.url)),
    routes: allRestRoutes,
    publicUrl: deps.config.PUBLIC_URL,
  });
  // The readable reference at /api/docs: Swagger UI (its assets are served from this site) over the same document.
  // indexPrefix: the page's asset paths must include /api, or /api/docs (no trailing slash) loads them from /docs/... (404).
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    indexPrefix: '/api',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });

  // An unknown /api path is a JSON 404, never the SPA.
  app.setNotFoundHandler((req, reply) => {
    const allow = allowedMethodsOf(req.url.split('?')[0]!);
    if (allow)
      return reply
        .status(405)
        .header('Allow', allow)
        .send({ message: `${req.method} is not allowed on this path; it takes ${allow}`, code: 'method_not_allowed' });
    return reply.status(404).send({ message: `No API route ${req.method} ${req.url}`, code: 'not_found' });
  });
}
