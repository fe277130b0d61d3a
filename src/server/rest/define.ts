import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { describeZodError, domainCause, zodCause, zodFieldErrors } from '../trpc/errors';
import { PreparedJson } from '../prepared-json';
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

export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  const zodError = zodCause(error);
  if (zodError) {
    return reply.status(400).send({ message: describeZodError(zodError), fieldErrors: zodFieldErrors(zodError) });
  }
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    const retryAfter = domainCause(error)?.retryAfterSeconds;
    if (retryAfter !== undefined) reply.header('Retry-After', String(retryAfter));
    if (status >= 500) reply.request.log.error({ err: error.cause ?? error }, 'procedure failed');
    return reply.status(status).send({ message: status >= 500 && error.code === 'INTERNAL_SERVER_ERROR' ? 'Internal server error' : error.message });
  }
  reply.request.log.error({ err: error }, 'REST route failed');
  return reply.status(500).send({ message: 'Internal server error' });
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
          if (result instanceof PreparedJson) return result.send(req, reply);
          return reply.send(result ?? { success: true });
        } catch (error) {
          return sendError(reply, error);
        }
      },
    });
  }
}
