import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  describeZodError,
  domainCause,
  domainFieldErrors,
  errorReference,
  INTERNAL_MESSAGE,
  isInternal,
  zodCause,
  zodFieldErrors,
} from '../trpc/errors';
import { PreparedJson } from '../prepared-json';
import { apiErrorCodeOf, firstParamOf } from '../trpc/error-codes';
import type { ApiScope } from '../../domain/api-keys';
import type { PdfFile } from '../../domain/receipts';
import type { ApiKeyPrincipal } from '../services/auth/api-keys';
import type { Caller } from '../trpc/root';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Error statuses a route may document beyond the automatic ones (400 with input, 401 on admin paths). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 414 | 422 | 429 | 503;

/** What a value looks like after JSON.stringify: Dates become ISO strings. */
export type Json<T> = T extends Date ? string : T extends (infer E)[] ? Json<E>[] : T extends object ? { [K in keyof T]: Json<T[K]> } : T;

/** The path parameters of a Fastify url: '/a/:id/:date' -> { id: string; date: string }. */
export type ParamsOf<U extends string> = U extends `${string}:${infer P}/${infer Rest}`
  ? { [K in P]: string } & ParamsOf<`/${Rest}`>
  : U extends `${string}:${infer P}`
    ? { [K in P]: string }
    : Record<never, string>;

/** What an adapter gets: the body (or, for GET, the query) typed as the procedure's input, and the path params. */
export interface RestInput<B extends z.ZodType | undefined, U extends string> {
  input: B extends z.ZodType ? z.input<B> : undefined;
  params: ParamsOf<U>;
}

/** One REST path as written in a resource file: a thin adapter that turns the request into a procedure call. */
export interface RestRouteDef<U extends string, B extends z.ZodType | undefined, R> {
  method: HttpMethod;
  /** Fastify path under /api, e.g. '/admin/class-types/:id'. */
  url: U;
  /** Unique, stable name for generated clients (camelCase verb first). */
  operationId: string;
  /** OpenAPI tag: the resource, as a reader groups it. */
  tag: string;
  summary: string;
  description?: string;
  /** Needs `Authorization: Bearer <token>` (enforced by the procedure's adminProcedure). */
  admin?: boolean;
  /** The API key scope that opens this admin path; without one only a signed-in session may call it. */
  scope?: ApiScope;
  /** The procedure's own input schema: the JSON body, or the query string of a GET. */
  body?: B;
  /** The success answer's schema; compile-checked against what `call` returns. */
  response: z.ZodType<NoInfer<Json<R>>>;
  /** Status for a successful answer (200 unless said). */
  successStatus?: number;
  /** Further error answers this path can give (documented with the error body). */
  errors?: readonly ErrorStatus[];
  /**
   * Honours an Idempotency-Key header (decision 620): every POST does unless this says false (sign-in and
   * sign-out, whose answers open or close sessions, and POSTs that only read).
   */
  idempotent?: boolean;
  /** Kept working for the specification's clients but left out of the OpenAPI document (its path clashes). */
  undocumented?: boolean;
  call: (caller: Caller, req: RestInput<B, U>) => Promise<R>;
  /** Lets a route choose its HTTP status from the answer (e.g. 409 for a full slot; list it in `errors`). */
  statusOf?: (result: R) => number;
  /**
   * The answer is a document (`PdfFile`), sent as its bytes with this type and a download name, not as JSON;
   * `response` is then `pdfFileBody`. Errors are the usual JSON bodies.
   */
  file?: 'application/pdf';
  /**
   * A list the specification shapes as a bare JSON array that also reads by change (decision 750): the answer
   * stays an array and the next page's cursor travels in the `Next-Cursor` and `Link` headers.
   */
  cursorHeaders?: boolean;
}

/** A route with its types erased so routes of every resource fit in one list. */
export interface RestRoute extends Omit<RestRouteDef<string, z.ZodType | undefined, unknown>, 'call' | 'statusOf' | 'response'> {
  response: z.ZodType;
  call: (caller: Caller, req: FastifyRequest) => Promise<unknown>;
  statusOf?: (result: unknown) => number;
}

/**
 * Declares a route. The request's body (or query) is handed to the procedure as its input type
 * unchecked: the procedure validates it with the same schema, and that is the one place it is checked.
 */
export function route<const U extends string, R, B extends z.ZodType | undefined = undefined>(def: RestRouteDef<U, B, R>): RestRoute {
  const { call, statusOf, response, ...rest } = def;
  return {
    ...rest,
    response: response,
    call: (caller, req) => {
      const raw = def.method === 'GET' ? queryOf(req) : bodyOf(req);
      return call(caller, { input: (def.body ? raw : undefined) as RestInput<B, U>['input'], params: req.params as ParamsOf<U> });
    },
    ...(statusOf ? { statusOf: (result: unknown) => statusOf(result as R) } : {}),
  };
}

/** Whether a route honours an Idempotency-Key: its POSTs, unless it says not. */
export const isIdempotent = (route: Pick<RestRoute, 'method' | 'idempotent'>): boolean =>
  route.method === 'POST' && route.idempotent !== false;

/** The header that carries the next page's cursor of a bare-array list (decision 750). */
export const NEXT_CURSOR_HEADER = 'Next-Cursor';

/** A page of a bare-array list read by change: sent as the array, its `nextCursor` as headers. */
export class CursorArray<T> extends Array<T> {
  nextCursor: string | null = null;
}

/** A sync page as the array a bare-array list answers, carrying its cursor to the headers. */
export function asCursorArray<T>(page: { data: T[]; nextCursor: string | null }): T[] {
  const out = new CursorArray<T>();
  for (const row of page.data) out.push(row);
  out.nextCursor = page.nextCursor;
  return out;
}

/** `Next-Cursor: <cursor>` and `Link: <same query with cursor>; rel="next"` (RFC 8288), or nothing on the last page. */
function sendCursorHeaders(req: FastifyRequest, reply: FastifyReply, cursor: string | null): void {
  if (cursor === null) return;
  const next = new URL(req.url, 'http://host');
  next.searchParams.set('cursor', cursor);
  reply.header(NEXT_CURSOR_HEADER, cursor).header('Link', `<${next.pathname}${next.search}>; rel="next"`);
}

/** Every shim route, read by the OpenAPI document, the guard tests and the fuzz test. */
export const restRegistry: RestRoute[] = [];

/**
 * The methods a shim path takes, for a request that matched no route: a known path asked with another method
 * is answered 405 with these in `Allow` (RFC 9110 section 15.5.6); null for an unknown path.
 */
export function allowedMethodsOf(pathname: string): string | null {
  const methods = restRegistry.filter((r) => new RegExp(`^/api${r.url.replace(/:\w+/g, '[^/]+')}/?$`).test(pathname)).map((r) => r.method);
  if (methods.length === 0) return null;
  return [...new Set([...methods, ...(methods.includes('GET') ? ['HEAD'] : [])])].join(', ');
}

/** A document as its bytes: private to whoever asked, never cached, saved under its own name. */
function sendFile(reply: FastifyReply, file: PdfFile): FastifyReply {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(file.bytes));
}

/** The body as an object (an empty body is `{}`). */
export function bodyOf(req: FastifyRequest): Record<string, unknown> {
  return req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
}

/** The query string, with empty parameters dropped: a filter form sends `?status=&date=` meaning "no filter". */
function queryOf(req: FastifyRequest): Record<string, unknown> {
  const query = req.query && typeof req.query === 'object' ? (req.query as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''));
}

/** The one error path of the shim: the same bodies tRPC's errorFormatter writes, as plain REST. */
export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  const zodError = zodCause(error);
  if (zodError) {
    const param = firstParamOf(zodError);
    return reply.status(400).send({
      message: describeZodError(zodError),
      code: 'validation_failed',
      ...(param ? { param } : {}),
      fieldErrors: zodFieldErrors(zodError),
    });
  }
  if (error instanceof TRPCError && !isInternal(error)) {
    const status = getHTTPStatusCodeFromError(error);
    const domain = domainCause(error);
    if (domain?.retryAfterSeconds !== undefined) reply.header('Retry-After', String(domain.retryAfterSeconds));
    if (status >= 500) reply.request.log.error({ err: error.cause ?? error }, 'procedure failed');
    else if (domain?.cause) reply.request.log.warn({ err: domain.cause }, 'request refused: the database could not store a value');
    const fieldErrors = domainFieldErrors(domain);
    const code = apiErrorCodeOf(status, error.message);
    return reply
      .status(status)
      .send(fieldErrors ? { message: error.message, code, param: domain!.field, fieldErrors } : { message: error.message, code });
  }
  const reference = errorReference(error);
  reply.request.log.error({ err: error instanceof TRPCError ? (error.cause ?? error) : error, reference }, 'REST route failed');
  return reply.status(500).send({ message: INTERNAL_MESSAGE, code: 'internal_error', reference });
}

/**
 * Registers routes on a Fastify scope mounted at /api. The caller is built from the request exactly
 * as tRPC builds its context, so both surfaces share validation, guards and services.
 */
export function registerRoutes(
  app: FastifyInstance,
  makeCaller: (req: FastifyRequest, reply: FastifyReply, apiKey: ApiKeyPrincipal | null, onHold: (token: string) => void) => Caller,
  routes: RestRoute[],
  /** Checks an API key bearer token against the route (throws 401/403/429); null when the token is not a key. */
  apiKeyOf: (req: FastifyRequest, route: RestRoute) => Promise<ApiKeyPrincipal | null> = async () => null,
) {
  for (const route of routes) {
    if (!restRegistry.some((r) => r.method === route.method && r.url === route.url)) restRegistry.push(route);
    app.route({
      method: route.method,
      url: route.url,
      config: { idempotent: isIdempotent(route) },
      handler: async (req, reply) => {
        try {
          const apiKey = route.admin ? await apiKeyOf(req, route) : null;
          let holdToken: string | null = null;
          const result = await route.call(
            makeCaller(req, reply, apiKey, (token) => (holdToken = token)),
            req,
          );
          reply.status(route.statusOf?.(result) ?? route.successStatus ?? 200);
          if (result instanceof PreparedJson) return result.send(req, reply);
          if (result instanceof CursorArray) sendCursorHeaders(req, reply, result.nextCursor);
          if (route.file) return sendFile(reply, result as PdfFile);
          // A REST client may keep no cookies: the hold's token is in the answer too (documented on the route).
          if (holdToken && result && typeof result === 'object') return reply.send({ ...result, holdToken });
          return reply.send(result ?? { success: true });
        } catch (error) {
          return sendError(reply, error);
        }
      },
    });
  }
}
