import { isDomainError } from '../../domain/errors';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiScope } from '../../domain/api-keys';
import { type ContextDeps, createContextFactory } from '../trpc/context';
import { type Caller, createCaller } from '../trpc/root';
import type { CsvFile } from '../trpc/routers/admin/exports';
import { apiKeyGate } from './api-key-gate';
import { type RestRoute, sendError } from './define';

/**
 * CSV downloads under /api/admin/exports, streamed from keyset-paged reads. They are files, not JSON, so
 * they sit beside the JSON shim (outside the OpenAPI document), but come in by the same one door: the
 * API-key gate checks a key against the route's scope, then the admin procedure checks everyone else.
 */
export async function exportRoutes(app: FastifyInstance, deps: ContextDeps) {
  const gate = apiKeyGate(deps);
  const createContext = createContextFactory(deps);

  function csvRoute(url: string, scope: ApiScope | undefined, call: (caller: Caller, query: Record<string, unknown>) => Promise<CsvFile>) {
    app.get(url, async (req, reply) => {
      try {
        const apiKey = await gate(req, { admin: true, scope } as RestRoute);
        const file = await call(createCaller(createContext({ req, res: reply }, apiKey)), queryOf(req));
        return download(reply, file);
      } catch (error) {
        return sendError(reply, error);
      }
    });
  }

  csvRoute('/admin/exports/bookings.csv', 'bookings:read', (caller, query) => caller.admin.exports.bookings(query));
  csvRoute('/admin/exports/audit.csv', undefined, (caller, query) => caller.admin.exports.audit(query));

  // Her private calendar feed: the secret in the path is the only credential (calendar apps send no header).
  app.get('/calendar/:file', async (req, reply) => {
    try {
      const file = (req.params as { file: string }).file;
      const text = await deps.services.calendarFeed.ics(file.replace(/\.ics$/, ''));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="bookings.ics"')
        .send(text);
    } catch (error) {
      if (isDomainError(error) && error.code === 'NOT_FOUND') return reply.status(404).send({ message: error.message });
      return sendError(reply, error);
    }
  });
}

function download(reply: FastifyReply, file: CsvFile) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(file.lines));
}

/** The query string, empty parameters meaning "no filter" as on the JSON routes. */
function queryOf(req: FastifyRequest): Record<string, unknown> {
  const query = req.query && typeof req.query === 'object' ? (req.query as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''));
}
