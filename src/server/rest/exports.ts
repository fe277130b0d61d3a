import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiScope } from '../../domain/api-keys';
import { AUDIT_CSV_START, auditCsvLine } from '../../domain/audit-csv';
import { BOOKINGS_CSV_START, bookingCsvLine } from '../../domain/bookings-csv';
import { unauthorized } from '../../domain/errors';
import { auditFilterSchema, bookingExportSchema, PAID_BOOKING_STATUSES } from '../../domain/reports';
import { londonToday } from '../../domain/time';
import { bearerToken, type ContextDeps } from '../trpc/context';
import { trpcErrorOf } from '../trpc/errors';
import { apiKeyGate } from './api-key-gate';
import { type RestRoute, sendError } from './define';

/** Text, a line at a time: the reply starts with the first batch and never holds the whole file. */
async function* lines<T>(start: string, rows: AsyncIterable<T>, line: (row: T) => string): AsyncGenerator<string> {
  yield start;
  for await (const row of rows) yield line(row);
}

/**
 * CSV downloads under /api/admin/exports, streamed from keyset-paged reads. They are files, not JSON, so
 * they sit beside the JSON shim (outside the OpenAPI document) with the same guards: a signed-in
 * administrator, or an API key holding the scope.
 */
export async function exportRoutes(app: FastifyInstance, deps: ContextDeps) {
  const gate = apiKeyGate(deps);

  async function allow(req: FastifyRequest, scope: ApiScope | undefined): Promise<void> {
    if (await gate(req, { admin: true, scope } as RestRoute)) return;
    if (!(await deps.services.auth.verify(bearerToken(req.headers.authorization)))) throw trpcErrorOf(unauthorized('Sign in as an administrator to do this'));
  }

  function download(reply: FastifyReply, filename: string, body: AsyncGenerator<string>) {
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(body));
  }

  app.get('/admin/exports/bookings.csv', async (req, reply) => {
    try {
      await allow(req, 'bookings:read');
      const { include, ...filter } = bookingExportSchema.parse(queryOf(req));
      const rows = deps.services.admin.bookings.each({ ...filter, ...(include === 'paid' ? { statuses: PAID_BOOKING_STATUSES } : {}) });
      const span = filter.date ?? (filter.from || filter.to ? `${filter.from ?? 'start'}-to-${filter.to ?? londonToday()}` : londonToday());
      return download(reply, `bookings-${include}-${span}.csv`, lines(BOOKINGS_CSV_START, rows, bookingCsvLine));
    } catch (error) {
      return sendError(reply, error);
    }
  });

  app.get('/admin/exports/audit.csv', async (req, reply) => {
    try {
      await allow(req, undefined);
      const filter = auditFilterSchema.parse(queryOf(req));
      return download(reply, `audit-${filter.from ?? 'start'}-to-${filter.to ?? londonToday()}.csv`, lines(AUDIT_CSV_START, deps.services.admin.audit.each(filter), auditCsvLine));
    } catch (error) {
      return sendError(reply, error);
    }
  });
}

/** The query string, empty parameters meaning "no filter" as on the JSON routes. */
function queryOf(req: FastifyRequest): Record<string, unknown> {
  const query = req.query && typeof req.query === 'object' ? (req.query as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''));
}
