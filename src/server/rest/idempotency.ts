import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdempotencyService } from '../services/platform/idempotency';
import { ACCOUNT_COOKIE, bearerToken } from '../trpc/context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honours an Idempotency-Key header (every POST of the shim unless its route says not; decision 620). */
    idempotent?: boolean;
  }
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer that is a stored first answer sent again. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** Visible ASCII, as Stripe takes: a UUID v4 is the advice. */
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

/** Answers kept for a retry: the work ran to an answer. Anything else (refused before the work, failed) frees the key. */
const keepsAnswer = (status: number) => status < 400 || status === 404 || status === 409;

/**
 * Who a bearer token stands for, read without side effects: `admin:<user id>` for a live admin session,
 * `api-key:<key id>` for a live API key, null for a token that opens nothing.
 */
export type BearerIdentity = (token: string) => Promise<string | null>;

/**
 * Who sent a key: the same key from two callers is two keys. An admin session or an API key is its identity
 * (decision 754): the owner's retry after she signed in again (a new session token) still finds the first answer.
 * A customer's account session is hers alone (decision 797): the cookie and the bearer form of one session are
 * one scope, two sessions (two devices, or two people) are two.
 * Tokens are kept as hashes only; a token that opens nothing keeps its own hash (the route refuses it anyway).
 */
async function scopeOf(req: FastifyRequest, identityOf: BearerIdentity, accountSessionOf: BearerIdentity): Promise<string> {
  const token = bearerToken(req.headers.authorization);
  if (token) return (await identityOf(token)) ?? (await accountSessionOf(token)) ?? `bearer:${sha256(token)}`;
  const account = req.cookies?.[ACCOUNT_COOKIE];
  if (account) return (await accountSessionOf(account)) ?? `account:${sha256(account)}`;
  return `client:${req.ip}`;
}

/** The request a key stands for: method, path (with query) and body, the body's keys in a fixed order. */
function requestHashOf(req: FastifyRequest): string {
  const hash = createHash('sha256').update(`${req.method} ${req.url}\n`);
  if (Buffer.isBuffer(req.body)) hash.update(req.body);
  else hash.update(JSON.stringify(canonical(req.body ?? null)));
  return hash.digest('hex');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function refuse(reply: FastifyReply, status: number, body: Record<string, unknown>): FastifyReply {
  return reply.status(status).send(body);
}

/**
 * Idempotency-Key on the REST shim's POSTs, the way Stripe's API does it (decision 620): the key is reserved in
 * the database before the route runs; the same key and request within 24 hours gets the first answer again
 * (with `Idempotent-Replayed: true`) and does nothing; the same key with another request is refused 422
 * `idempotency_key_reused`; while the first request still runs, a copy is refused 409 `idempotency_key_in_use`.
 */
export function registerIdempotency(
  app: FastifyInstance,
  idempotency: IdempotencyService,
  identityOf: BearerIdentity,
  /** `account-session:<id>` for a live account session token (cookie, or bearer on /api/account), else null (decision 797). */
  accountSessionOf: BearerIdentity = async () => null,
) {
  const held = new WeakMap<FastifyRequest, { scope: string; key: string }>();

  app.addHook('preHandler', async (req, reply) => {
    if (!req.routeOptions.config.idempotent) return;
    const header = req.headers['idempotency-key'];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      const message = 'Idempotency-Key: send one key of 8 to 255 visible characters, such as a UUID';
      return refuse(reply, 400, {
        message,
        code: 'validation_failed',
        param: IDEMPOTENCY_HEADER,
        fieldErrors: { [IDEMPOTENCY_HEADER]: [message] },
      });
    }
    const scope = await scopeOf(req, identityOf, accountSessionOf);
    const found = await idempotency.reserve(scope, header, requestHashOf(req));
    switch (found.kind) {
      case 'reserved':
        held.set(req, { scope, key: header });
        return;
      case 'replay':
        reply.status(found.status).header(REPLAYED_HEADER, 'true');
        if (found.contentType) reply.header('content-type', found.contentType);
        return reply.send(found.body);
      case 'in_flight':
        reply.header('Retry-After', '1');
        return refuse(reply, 409, {
          message: 'A request with this Idempotency-Key is still being answered: send it again in a moment',
          code: 'idempotency_key_in_use',
        });
      case 'reused':
        return refuse(reply, 422, {
          message: 'Idempotency-Key was used in the last 24 hours with another request (method, path or body): use a new key',
          code: 'idempotency_key_reused',
          param: IDEMPOTENCY_HEADER,
        });
    }
  });

  // Awaited before the answer leaves: a client that has the answer finds it stored on its retry.
  app.addHook('onSend', async (req, reply, payload) => {
    const mine = held.get(req);
    if (!mine) return payload;
    held.delete(req);
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    try {
      if (keepsAnswer(reply.statusCode) && body !== null && !reply.hasHeader('content-encoding')) {
        const contentType = reply.getHeader('content-type');
        await idempotency.complete(mine.scope, mine.key, {
          status: reply.statusCode,
          contentType: contentType === undefined ? null : String(contentType),
          body,
        });
      } else await idempotency.release(mine.scope, mine.key);
    } catch (error) {
      // The answer still goes out; the reservation lapses after its lease.
      req.log.error({ err: error }, 'could not store the answer of an Idempotency-Key');
    }
    return payload;
  });
}
