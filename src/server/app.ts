import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import helmet from 'helmet';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { frameworkErrors, registerHardening } from './http-hardening';
import { registerPublicWeek } from './public-week-http';
import { registerTestClock } from './test-clock-http';
import { requestLogLine } from './request-log';
import { restPlugin } from './rest/plugin';
import { IMAGE_UPLOAD_LIMIT_BYTES } from './rest/site-content';

/** The largest JSON body any route takes (a picture upload has its own, larger limit). */
const BODY_LIMIT_BYTES = 256 * 1024;
import { CLIENT_ROUTES, registerClient } from './static-client';
import { createServices, type Services } from './services/container';
import { builtSsr, createSitePages, robotsTxt, siteDataOf, siteDataScript, sitemapXml, type SsrEntry } from './site/pages';
import { QR_STYLE } from './services/site/qr';
import { createContextFactory } from './trpc/context';
import { domainCause, errorReference, INTERNAL_MESSAGE, isInternal } from './trpc/errors';
import { type AppRouter, appRouter } from './trpc/root';
import { TRPC_MAX_BATCH_SIZE } from '../domain/limits';
import { apiErrorCodeOfStatus } from '../domain/api-errors';

export const defaultClientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');

const require = createRequire(import.meta.url);
type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type BuildValidator = NonNullable<CompilersFactory['buildValidator']>;
type BuildSerializer = NonNullable<CompilersFactory['buildSerializer']>;
/** A function that is loaded (required) the first time it is called. */
function loadedOnFirstCall<F>(load: () => F): F {
  let loaded: ((...args: unknown[]) => unknown) | undefined;
  return ((...args: unknown[]) => (loaded ??= load() as (...args: unknown[]) => unknown)(...args)) as F;
}
/**
 * Fastify's own JSON-schema compilers (its defaults, ajv and fast-json-stringify), loaded the first time a
 * route declares a schema instead of at every start (~60 ms): input is validated by zod in the procedures,
 * so no route does.
 */
const lazySchemaCompilers: CompilersFactory = {
  buildValidator: loadedOnFirstCall(() => (require('@fastify/ajv-compiler') as () => BuildValidator)()),
  buildSerializer: loadedOnFirstCall(() => (require('@fastify/fast-json-stringify-compiler') as () => BuildSerializer)()),
};

/** GETs whose answer is a QR image: REST /api/qr/* and tRPC qr.* alone or batched only with each other. */
const QR_URL = /^\/(api\/qr\/|trpc\/qr\.\w+(,qr\.\w+)*(\?|$))/;

export interface BuildAppOptions {
  config: Config;
  database: Database;
  services?: Services;
  /** Folder of the built client; `false` serves no client (API-only tests). */
  clientDir?: string | false;
  /** Extra routes for the benchmark (a bare JSON route as the ceiling). */
  benchRoutes?: boolean;
  /**
   * The server-side page renderer and templates; default: the build's (dist/ssr, page-template.html).
   * Without one, the build's static files are served as they are.
   */
  ssr?: { template: string; shell: string; entry: () => Promise<SsrEntry> } | null;
}

/** Builds the Fastify app: tRPC at /trpc, the REST shim at /api, and the built client. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const db = database.db;
  const services = opts.services ?? createServices({ db, config });
  const deps = { db, config, services };

  // Fastify's instance type names its own logger interface, which the app's pino logger implements. Its request
  // lines write the URL without the codes and tokens some paths carry (decision 805): a serializer on a child, so
  // it holds whichever logger the services were given (Fastify's defaults yield to the instance's own).
  const loggerInstance: FastifyBaseLogger = services.log.child({}, { serializers: { req: requestLogLine } });
  const app = Fastify({
    loggerInstance,
    // Two JSON lines per request drown a developer's console; production keeps them.
    logController: new LogController({ disableRequestLogging: config.NODE_ENV === 'development' }),
    // Batched tRPC GETs put every procedure name in the path (trpc/trpc#1812).
    routerOptions: { maxParamLength: 5000 },
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors,
    schemaController: { compilersFactory: lazySchemaCompilers },
  });

  // helmet's security headers on every answer. Its middleware is made once here: @fastify/helmet, used before,
  // built it anew for each request (parsing the CSP every time), a tenth of a small answer's CPU.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the check-in camera compile its QR decoder (our own .wasm asset); no eval of scripts.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent by registerHardening, only when the site is served over https.
    hsts: false,
  });
  app.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, (error) => done(error as Error | undefined)));
  await app.register(fastifyCookie);
  registerHardening(app, config);

  app.setErrorHandler((error: { statusCode?: number; message: string; validation?: unknown }, req, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      const reference = errorReference(error);
      req.log.error({ err: error, reference }, 'request failed');
      return reply.status(status).send({ message: INTERNAL_MESSAGE, code: 'internal_error', reference });
    }
    // Too large: say what the limit is, so the owner knows what size of picture will go through.
    if (status === 413)
      return reply.status(413).send({
        message: req.url.startsWith('/api/admin/site-content/images')
          ? `image: the picture is larger than the upload limit of ${IMAGE_UPLOAD_LIMIT_BYTES / (1024 * 1024)} MB; make it smaller and try again`
          : `body: larger than the limit of ${Math.round(BODY_LIMIT_BYTES / 1024)} KB`,
        code: 'payload_too_large',
      });
    const badJson = status === 400 && /JSON/i.test(error.message);
    return reply
      .status(status)
      .send(
        badJson
          ? { message: `body: ${error.message}`, code: 'invalid_json', param: 'body' }
          : { message: error.message, code: apiErrorCodeOfStatus(status) },
      );
  });

  // A QR answer is a pure function of the URL asked (target, size) and the configured targets, so those
  // make its ETag: no hashing of the image, and the same tag on every instance. Browsers keep it a day
  // and revalidate with If-None-Match. (tRPC hands Fastify a stream, so the body cannot be hashed here.)
  const qrTagSeed = `${QR_STYLE} ${config.PUBLIC_URL} ${config.REVIEW_URL}`;
  // A callback hook, not an async one: it runs on every answer, and an async hook costs a promise each time.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.method !== 'GET' || reply.statusCode !== 200 || !QR_URL.test(req.url)) return done(null, payload);
    const etag = `"${createHash('sha1').update(`${qrTagSeed} ${req.url}`).digest('base64url')}"`;
    reply.header('etag', etag).header('cache-control', 'public, max-age=86400');
    if (!req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return done(null, payload);
    if (payload instanceof Readable) payload.destroy();
    reply.code(304);
    done(null, null);
  });

  if (services.testClock) registerTestClock(app, services.testClock);

  const trpcOptions = {
    router: appRouter,
    createContext: createContextFactory(deps),
    // One request may carry at most this many calls (one GET of 450 QR calls stalled an instance).
    maxBatchSize: TRPC_MAX_BATCH_SIZE,
    onError({ error, path: procedure, req }) {
      const log = req?.log ?? app.log;
      // The formatter writes the same reference into the body.
      if (isInternal(error)) log.error({ err: error.cause ?? error, procedure, reference: errorReference(error) }, 'procedure failed');
      else if (domainCause(error)?.cause)
        log.warn({ err: domainCause(error)?.cause, procedure }, 'request refused: the database could not store a value');
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'];
  await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions });

  // The public week is read far more than anything else: cached above the database, kept right by
  // notices from every instance (see services/catalog/public-week.ts).
  services.publicWeek.follow(database.listen);
  app.addHook('onClose', async () => services.publicWeek.stop());
  registerPublicWeek(app, services.publicWeek, trpcOptions);

  await app.register(async (api) => restPlugin(api, deps), { prefix: '/api' });

  // Outbox sending and hold expiry run beside the requests; stopped before the database closes.
  services.worker.start();
  app.addHook('onClose', async () => services.worker.stop());

  app.get('/robots.txt', async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(config)),
  );
  app.get('/sitemap.xml', async (_req, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemapXml(config)),
  );
  // Uploaded site pictures: the name is a hash of the bytes, so a copy never goes stale.
  // `<id>.webp`, its narrower copies `<id>-480.webp` / `<id>-960.webp` (srcset) and `<id>-og.jpg` (link previews).
  app.get<{ Params: { file: string } }>('/media/:file', async (req, reply) => {
    const m = /^([a-f0-9]{32})(?:-(480|960))?\.webp$|^([a-f0-9]{32})-og\.jpg$/.exec(req.params.file);
    const id = m?.[1] ?? m?.[3];
    const copy = m?.[2] ? (Number(m[2]) as 480 | 960) : m?.[3] ? 'og' : null;
    const bytes = id ? await services.siteContent.image(id, copy) : null;
    if (!bytes) return reply.status(404).send({ message: 'Not found' });
    return reply
      .type(copy === 'og' ? 'image/jpeg' : 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(Buffer.from(bytes));
  });

  // `npm run dev`: Vite serves the page and asks here for the site data block the built site has in
  // every page, so the dev page shows the business name and content too (see vite.config.ts).
  if (config.NODE_ENV === 'development') {
    app.get('/dev/site-data', async (_req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(siteDataScript(siteDataOf(config, (await services.siteContent.current()).content, new Date()))),
    );
  }

  if (opts.benchRoutes) app.get('/bench/fixed', async () => ({ ok: true, message: 'fixed JSON body for the benchmark ceiling' }));

  const clientDir = opts.clientDir === undefined ? defaultClientDir : opts.clientDir;
  if (clientDir && existsSync(path.join(clientDir, 'index.html'))) {
    const ssr = opts.ssr === undefined ? builtSsr(clientDir) : opts.ssr;
    const pages = ssr ? createSitePages({ config, services, ...ssr, log: app.log }) : null;
    // Loaded beside the first requests rather than before listening: start-up stays fast.
    if (pages)
      setImmediate(() => void pages.warm().catch((error: unknown) => app.log.error({ err: error }, 'page renderer failed to load')));
    await registerClient(app, clientDir, pages);
  } else {
    app.setNotFoundHandler((req, reply) => {
      const clean = req.url.split('?')[0]!.replace(/\/+$/, '') || '/';
      if (req.method === 'GET' && CLIENT_ROUTES.includes(clean)) {
        return reply
          .type('text/html; charset=utf-8')
          .send('<!doctype html><title>Building…</title><p>The client has not been built yet. Run <code>npm run build:client</code>.</p>');
      }
      return reply.status(404).send({ message: 'Not found' });
    });
  }

  return app;
}
