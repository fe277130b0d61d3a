import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { frameworkErrors, registerHardening } from './http-hardening';
import { registerPublicWeek } from './public-week-http';
import { restPlugin } from './rest/plugin';
import { CLIENT_ROUTES, registerClient } from './static-client';
import { createServices, type Services } from './services/container';
import { builtSsr, createSitePages, robotsTxt, sitemapXml, type SsrEntry } from './site/pages';
import { createContextFactory } from './trpc/context';
import { type AppRouter, appRouter } from './trpc/root';

export const defaultClientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');


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

  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    // Batched tRPC GETs put every procedure name in the path (trpc/trpc#1812).
    routerOptions: { maxParamLength: 5000 },
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    bodyLimit: 256 * 1024,
    frameworkErrors,
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
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
  await app.register(fastifyCookie);
  registerHardening(app, config);

  app.setErrorHandler((error: { statusCode?: number; message: string; validation?: unknown }, req, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    const message = status >= 500 ? 'Internal server error' : status === 400 && /JSON/i.test(error.message) ? `body: ${error.message}` : error.message;
    return reply.status(status).send({ message });
  });

  const trpcOptions = {
    router: appRouter,
    createContext: createContextFactory(deps),
    onError({ error, path: procedure }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, procedure }, 'procedure failed');
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'];
  await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions });

  // The public week is read far more than anything else: cached above the database, kept right by
  // notices from every instance (see services/public-week.ts).
  services.publicWeek.follow(database.listen);
  app.addHook('onClose', async () => services.publicWeek.stop());
  registerPublicWeek(app, services.publicWeek, trpcOptions);

  await app.register(async (api) => restPlugin(api, deps), { prefix: '/api' });

  // Outbox sending and hold expiry run beside the requests; stopped before the database closes.
  services.worker.start();
  app.addHook('onClose', async () => services.worker.stop());

  app.get('/robots.txt', async (_req, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(config)));
  app.get('/sitemap.xml', async (_req, reply) => reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemapXml(config)));
  // Uploaded site pictures: the name is a hash of the bytes, so a copy never goes stale.
  app.get<{ Params: { file: string } }>('/media/:file', async (req, reply) => {
    const id = /^([a-f0-9]{32})\.webp$/.exec(req.params.file)?.[1];
    const bytes = id ? await services.siteContent.image(id) : null;
    if (!bytes) return reply.status(404).send({ message: 'Not found' });
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(Buffer.from(bytes));
  });

  if (opts.benchRoutes) app.get('/bench/fixed', async () => ({ ok: true, message: 'fixed JSON body for the benchmark ceiling' }));

  const clientDir = opts.clientDir === undefined ? defaultClientDir : opts.clientDir;
  if (clientDir && existsSync(path.join(clientDir, 'index.html'))) {
    const ssr = opts.ssr === undefined ? builtSsr(clientDir) : opts.ssr;
    const pages = ssr ? createSitePages({ config, services, ...ssr, log: app.log }) : null;
    // Loaded beside the first requests rather than before listening: start-up stays fast.
    if (pages) setImmediate(() => void pages.warm().catch((error: unknown) => app.log.error({ err: error }, 'page renderer failed to load')));
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
