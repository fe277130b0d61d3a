import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import { apiErrorCodeOfStatus } from '../domain/api-errors';

/** helmet's own default, sent only where it means something (see below). */
const HSTS = 'max-age=31536000; includeSubDomains';

/** True for answers that carry admin data or a sign-in token: REST under /api/admin, tRPC admin.* and auth.login. */
export function isAdminResponse(url: string): boolean {
  // Runs on every answer: most paths are told apart by their first characters, before any copying.
  if (!url.startsWith('/api/admin') && !url.startsWith('/trpc/')) return false;
  const query = url.indexOf('?');
  const pathname = query < 0 ? url : url.slice(0, query);
  if (pathname.startsWith('/api/admin/') || pathname === '/api/admin') return true;
  if (!pathname.startsWith('/trpc/')) return false;
  // Batched calls name every procedure in the path, comma-separated.
  return decodeURIComponent(pathname.slice('/trpc/'.length))
    .split(',')
    .some((name) => name.startsWith('admin.') || name === 'auth.login');
}

/**
 * Headers no route should have to remember: admin answers are never stored by a browser or proxy, and
 * HSTS goes out only when the site is really served over https (PUBLIC_URL, or a trusted proxy's
 * X-Forwarded-Proto); on plain http it would pin a developer's localhost to https for a year.
 */
export function registerHardening(app: FastifyInstance, config: Config) {
  const publicHttps = config.PUBLIC_URL.startsWith('https:');
  // A callback hook, not an async one: it runs on every answer, and an async hook costs a promise each time.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (isAdminResponse(req.url)) reply.header('cache-control', 'no-store');
    if (publicHttps || (config.TRUST_PROXY && req.protocol === 'https')) reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
}

/**
 * Fastify's answers for requests that never reach a route (an over-long path segment, a malformed URL).
 * Its defaults quote the path back; a 10 kB path echoed into every answer and log line helps nobody.
 */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'The address is too long']
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, 'The address is not a valid URL']
        : [error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400, 'The request could not be read'];
  void reply.status(status).send({ message, code: apiErrorCodeOfStatus(status) });
}
