import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { ApiKeyPrincipal } from '../services/api-keys';
import type { Services } from '../services/container';

export interface ContextDeps {
  db: Db;
  config: Config;
  services: Services;
}

export interface InnerContext extends ContextDeps {
  /** The bearer token sent with the request, if any. Checked only by adminProcedure. */
  token: string | null;
  ip: string;
  /** An API key the REST layer has verified and scope-checked for this route; never set by /trpc. */
  apiKey: ApiKeyPrincipal | null;
}

/** The context without any HTTP: what tests pass to createCaller. */
export function createContextInner(opts: ContextDeps & { token?: string | null; ip?: string; apiKey?: ApiKeyPrincipal | null }): InnerContext {
  return { ...opts, token: opts.token ?? null, ip: opts.ip ?? '127.0.0.1', apiKey: opts.apiKey ?? null };
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Reads what the context needs from a Fastify request. */
export function createContextFactory(deps: ContextDeps) {
  return ({ req }: { req: FastifyRequest }, apiKey: ApiKeyPrincipal | null = null): InnerContext =>
    createContextInner({ ...deps, token: bearerToken(req.headers.authorization), ip: req.ip, apiKey });
}

export type Context = InnerContext;
