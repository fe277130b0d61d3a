import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerHashedAssets } from './hashed-assets';
import type { SitePages } from './site/pages';

/** Client routes the SPA answers with 200; any other path gets the SPA's 404 page with status 404. */
export const CLIENT_ROUTES = [
  '/',
  '/booking',
  '/booking/confirmed',
  '/checkout',
  '/privacy',
  '/terms',
  '/admin',
  '/admin/login',
  '/admin/dashboard',
  '/admin/check-in',
  '/admin/pricing',
  '/manage',
  '/waitlist',
  '/my-data',
  '/account',
  '/gift-vouchers',
  '/memberships',
  '/membership/card',
];

// The build writes .br/.gz beside every text file; @fastify/static sends them (preCompressed), they are not URLs of their own.
const COMPRESSED_COPIES = ['**/*.br', '**/*.gz'];

/** `<route>/index.html` files of the prerender, found once at start-up: route -> file relative to the client folder. */
function prerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>([['/', 'index.html']]);
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(clientDir, dir))) {
      const rel = path.posix.join(dir, name);
      if (name === 'assets' && dir === '') continue;
      if (!statSync(path.join(clientDir, rel)).isDirectory()) continue;
      if (existsSync(path.join(clientDir, rel, 'index.html'))) pages.set(`/${rel}`, `${rel}/index.html`);
      walk(rel);
    }
  };
  walk('');
  return pages;
}

/**
 * Serves the built client: hashed files under /assets/ from memory, cached for a year as immutable
 * (hashed-assets.ts); other files (favicon, images) with @fastify/static, cached for an hour; pages and
 * the app shell revalidated on every visit (no-cache, with ETag/Last-Modified). Every file goes out as the build's .br or .gz copy
 * when the browser accepts it (preCompressed); nothing is compressed per request.
 */
export async function registerClient(app: FastifyInstance, clientDir: string, rendered: SitePages | null = null) {
  registerHashedAssets(app, path.join(clientDir, 'assets'));
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    globIgnore: [...COMPRESSED_COPIES, 'assets/**', '**/*.html'],
    index: false,
    maxAge: '1h',
    preCompressed: true,
  });

  const pages = prerenderedPages(clientDir);
  const shell = existsSync(path.join(clientDir, 'shell.html')) ? 'shell.html' : 'index.html';
  const sendPage = async (req: FastifyRequest, reply: FastifyReply, route: string, status: number) => {
    if (rendered) {
      // Rendered by the server from the site content (site/pages.ts); /checkout from its query string too. The
      // admin area is the app's own, behind a sign-in: the shell, with the site's head.
      const kind = route === '/admin' || route.startsWith('/admin/') ? 'shell' : 'rendered';
      const at = req.url.indexOf('?');
      const page = await rendered.page(route, kind, req.headers['accept-encoding'], at === -1 ? '' : req.url.slice(at + 1), req.ip);
      reply.status(status).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      if (page.encoding) reply.header('content-encoding', page.encoding);
      return reply.send(page.body);
    }
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .sendFile(pages.get(route) ?? shell, clientDir, { cacheControl: false });
  };

  for (const route of CLIENT_ROUTES) app.get(route, (req, reply) => sendPage(req, reply, route, 200));
  app.setNotFoundHandler((req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.status(404).send({ message: 'Not found' });
    const clean = req.url.split('?')[0]!.replace(/\/+$/, '') || '/';
    return sendPage(req, reply, clean, CLIENT_ROUTES.includes(clean) || (!rendered && pages.has(clean)) ? 200 : 404);
  });
}
