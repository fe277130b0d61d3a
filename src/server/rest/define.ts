import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { describeZodError, domainCause, domainFieldErrors, errorReference, INTERNAL_MESSAGE, isInternal, zodCause, zodFieldErrors } from '../trpc/errors';
import { jsonOf } from '../services/serialized';
import type { Caller } from '../trpc/root';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** One REST path: a thin adapter that turns the request into a procedure call. */
export interface RestRoute {
  method: HttpMethod;
  /** Fastify path under /api, e.g. '/admin/class-types/:id'. */
  url: string;
  summary: string;
  /** Needs `Authorization: Bearer <token>` (enforced by the procedure's adminProcedure). */
  admin?: boolean;
  /** The request body's schema: the procedure's own input schema, used here only for the OpenAPI document. */
  body?: z.ZodType;
  /** Status for a successful answer (200 unless said). */
  successStatus?: number;
  call: (caller: Caller, req: FastifyRequest<{ Params: Record<string, string>; Body: unknown }>) => Promise<unknown>;
  /** Lets a route choose its HTTP status from the answer (e.g. 409 for a full slot). */
  statusOf?: (result: unknown) => number;
}

/** Every shim route, read by the OpenAPI document and by the guard tests. */
export const restRegistry: RestRoute[] = [];

/** The body as an object (an empty body is `{}`). */
export function bodyOf(req: FastifyRequest): Record<string, unknown> {
  return req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
}

/** The one error path of the shim: the same bodies tRPC's errorFormatter writes, as plain REST. */
export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  const zodError = zodCause(error);
  if (zodError) {
    return reply.status(400).send({ message: describeZodError(zodError), fieldErrors: zodFieldErrors(zodError) });
  }
  if (error instanceof TRPCError && !isInternal(error)) {
    const status = getHTTPStatusCodeFromError(error);
    const domain = domainCause(error);
    if (domain?.retryAfterSeconds !== undefined) reply.header('Retry-After', String(domain.retryAfterSeconds));
    if (status >= 500) reply.request.log.error({ err: error.cause ?? error }, 'procedure failed');
    else if (domain?.cause) reply.request.log.warn({ err: domain.cause }, 'request refused: the database could not store a value');
    const fieldErrors = domainFieldErrors(domain);
    return reply.status(status).send(fieldErrors ? { message: error.message, fieldErrors } : { message: error.message });
  }
  const reference = errorReference(error);
  reply.request.log.error({ err: error instanceof TRPCError ? (error.cause ?? error) : error, reference }, 'REST route failed');
  return reply.status(500).send({ message: INTERNAL_MESSAGE, reference });
}

/**
 * Registers routes on a Fastify scope mounted at /api. The caller is built from the request exactly
 * as tRPC builds its context, so both surfaces share validation, guards and services.
 */
export function registerRoutes(app: FastifyInstance, makeCaller: (req: FastifyRequest) => Caller, routes: RestRoute[]) {
  for (const route of routes) {
    if (!restRegistry.some((r) => r.method === route.method && r.url === route.url)) restRegistry.push(route);
    app.route({
      method: route.method,
      url: route.url,
      handler: async (req, reply) => {
        try {
          const result = await route.call(makeCaller(req), req as FastifyRequest<{ Params: Record<string, string>; Body: unknown }>);
          reply.status(route.statusOf?.(result) ?? route.successStatus ?? 200);
          const json = jsonOf(result);
          if (json !== undefined) return reply.type('application/json; charset=utf-8').send(json);
          return reply.send(result ?? { success: true });
        } catch (error) {
          return sendError(reply, error);
        }
      },
    });
  }
}
