import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_DAYS } from '../../domain/account';
import { HOLD_COOKIE } from '../services/booking/hold-token';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { ApiKeyPrincipal } from '../services/auth/api-keys';
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
  /** The hold token the browser's cookie carries, if any. */
  holdCookie: string | null;
  /** Hands a hold's token to the browser (the cookie; REST also puts it in the answer). */
  keepHold: (token: string) => void;
  /**
   * Her account session token: the httpOnly cookie, or on /api/account/* only a bearer token. Never read by
   * admin procedures, and an admin token is never one of these (two tables).
   */
  accountSession: string | null;
  /** Where accountSession came from: a browser's cookie is renewed with the session, a bearer client's is not. */
  accountSessionFrom: 'cookie' | 'bearer' | null;
  /** Sets (a token) or clears (null) the account cookie; a no-op without HTTP. */
  keepAccountCookie: (token: string | null) => void;
}

/** The context without any HTTP: what tests pass to createCaller. */
export function createContextInner(
  opts: ContextDeps & {
    token?: string | null;
    ip?: string;
    apiKey?: ApiKeyPrincipal | null;
    holdCookie?: string | null;
    keepHold?: (token: string) => void;
    accountSession?: string | null;
    keepAccountCookie?: (token: string | null) => void;
  },
): InnerContext {
  return {
    ...opts,
    token: opts.token ?? null,
    ip: opts.ip ?? '127.0.0.1',
    apiKey: opts.apiKey ?? null,
    holdCookie: opts.holdCookie ?? null,
    keepHold: opts.keepHold ?? (() => {}),
    accountSession: opts.accountSession ?? null,
    accountSessionFrom: opts.accountSession ? 'cookie' : null,
    keepAccountCookie: opts.keepAccountCookie ?? (() => {}),
  };
}

export const ACCOUNT_COOKIE = 'account_session';
const ACCOUNT_COOKIE_SECONDS = SESSION_DAYS * 24 * 60 * 60;

/** httpOnly (no script reads it) and Lax (another site's form posts carry none of it). */
export function setAccountCookie(reply: FastifyReply, config: ContextDeps['config'], token: string | null): void {
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.PUBLIC_URL.startsWith('https:') };
  if (token === null) reply.clearCookie(ACCOUNT_COOKIE, options);
  else reply.setCookie(ACCOUNT_COOKIE, token, { ...options, maxAge: ACCOUNT_COOKIE_SECONDS });
}

/** The REST paths of her account, the only ones where a bearer token may be an account session. */
const isAccountPath = (url: string) => /^\/api\/account(?:[/?#]|$)/.test(url);

/** A day: one browser keeps one token for the holds it makes that day (see services/booking/hold-token.ts). */
const HOLD_COOKIE_SECONDS = 24 * 60 * 60;

/** httpOnly so no script (nor an injected one) can read it; Lax so a return from the payment provider's page keeps it. */
export function setHoldCookie(reply: FastifyReply, config: ContextDeps['config'], token: string): void {
  reply.setCookie(HOLD_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.PUBLIC_URL.startsWith('https:'),
    maxAge: HOLD_COOKIE_SECONDS,
  });
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

function accountSessionOf(req: FastifyRequest): Pick<InnerContext, 'accountSession' | 'accountSessionFrom'> {
  const bearer = isAccountPath(req.url) ? bearerToken(req.headers.authorization) : null;
  if (bearer) return { accountSession: bearer, accountSessionFrom: 'bearer' };
  const cookie = req.cookies?.[ACCOUNT_COOKIE] ?? null;
  return { accountSession: cookie, accountSessionFrom: cookie ? 'cookie' : null };
}

/** Reads what the context needs from a Fastify request; `onHold` also hears of a hold token handed out. */
export function createContextFactory(deps: ContextDeps) {
  const { db, config, services } = deps;
  // Written out field by field, not spread twice through createContextInner: every request builds one.
  return (
    { req, res }: { req: FastifyRequest; res?: FastifyReply },
    apiKey: ApiKeyPrincipal | null = null,
    onHold?: (token: string) => void,
  ): InnerContext => ({
    db,
    config,
    services,
    token: bearerToken(req.headers.authorization),
    ip: req.ip,
    apiKey,
    holdCookie: req.cookies?.[HOLD_COOKIE] ?? null,
    keepHold: (token) => {
      if (res) setHoldCookie(res, config, token);
      onHold?.(token);
    },
    ...accountSessionOf(req),
    keepAccountCookie: (token) => {
      if (res) setAccountCookie(res, config, token);
    },
  });
}

export type Context = InnerContext;
