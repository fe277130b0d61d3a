import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isRateLimited } from '../trpc/init';
import { appRouter, type Caller } from '../trpc/root';
import { type ErrorStatus, isIdempotent, NEXT_CURSOR_HEADER, type RestRoute } from './define';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from './idempotency';
import { errorBody } from './responses';

type JsonSchema = Record<string, unknown>;

/**
 * The procedure a route calls, found by running its adapter on a recording caller (the adapter's first call
 * is the procedure); null when it calls none.
 */
function procedurePathOf(route: RestRoute): string | null {
  let found: string | null = null;
  const recorder = (parts: string[]): unknown =>
    new Proxy(() => undefined, {
      get: (_target, key) => (typeof key === 'string' ? recorder([...parts, key]) : undefined),
      apply: () => {
        found ??= parts.join('.');
        return Promise.reject(new Error('recorded'));
      },
    });
  try {
    const fakeRequest = { query: {}, body: {}, params: {}, headers: {} } as unknown as FastifyRequest;
    void route.call(recorder([]) as Caller, fakeRequest).catch(() => undefined);
  } catch {
    // An adapter that throws before calling: no procedure known.
  }
  return found;
}

/** Whether the procedure behind a route counts calls per IP (and so can answer 429). */
function isRateLimitedRoute(route: RestRoute): boolean {
  const path = procedurePathOf(route);
  const procedure = path ? (appRouter._def.procedures as unknown as Record<string, { _def: { middlewares: unknown[] } }>)[path] : undefined;
  return procedure ? isRateLimited(procedure) : false;
}

const ERROR_TEXT: Record<ErrorStatus, string> = {
  400: 'Invalid input: the message names the field',
  401: 'Missing, unknown, expired or revoked bearer token (or, at sign-in, wrong credentials)',
  403: 'Not allowed here (an API key without the scope this path needs, or on a path only a signed-in session may use)',
  404: 'Not found',
  409: 'Conflicts with the current state (full class, duplicate, in use...)',
  413: 'The body is larger than the limit',
  414: 'The address is too long (a path parameter over the length the server takes)',
  422: 'The Idempotency-Key was used in the last 24 hours with another request (`idempotency_key_reused`)',
  429: 'Too many requests: wait for Retry-After seconds',
  503: 'A dependency (database or payment provider) is unavailable',
};

/**
 * Turns zod schemas into OpenAPI components: schemas carrying `.meta({ id })` become named components,
 * everything else is inlined. zod writes `$defs` per call; they are hoisted into one `components.schemas`.
 */
class SchemaCollector {
  readonly components: Record<string, JsonSchema> = {};

  of(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const json = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      // Dates travel as ISO 8601 text.
      override: (ctx) => {
        if ((ctx.zodSchema as { _zod: { def: { type: string } } })._zod.def.type === 'date')
          Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
      },
    }) as JsonSchema;
    const { $schema: _dialect, $defs, ...rest } = json;
    for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>))
      this.components[name] = rewriteRefs(def) as JsonSchema;
    return rewriteRefs(rest) as JsonSchema;
  }
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === '$ref' && typeof v === 'string' ? v.replace('#/$defs/', '#/components/schemas/') : rewriteRefs(v),
      ]),
    );
  }
  return value;
}

/** The header every idempotent POST takes (decision 620), as Stripe's API does. */
const idempotencyKeyParameter = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: a unique key per operation (a UUID v4). The same key with the same request within 24 hours answers ' +
    'the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing; with another method, ' +
    'path or body it is refused 422 `idempotency_key_reused`; while the first is still being answered, 409 ' +
    '`idempotency_key_in_use`. Keys are per caller (bearer token, account session, or client address). Answers refused ' +
    'before the work ran (400, 401, 403, 413, 429, 5xx) are not kept: such a retry runs again.',
  schema: { type: 'string', minLength: 8, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};

const replayedHeader = {
  description: "'true' when this is the stored first answer to an earlier request with the same Idempotency-Key",
  schema: { type: 'string', enum: ['true'] },
};

const pathParamDescription = (name: string, url: string) =>
  url.startsWith('/admin/bookings/:id')
    ? {
        // Both, as the server takes them: a reference (what the owner reads) or a bare booking id (what older clients send).
        anyOf: [
          { type: 'string', pattern: '^([BbTt]-?)?\\d{1,10}$' },
          { type: 'integer', minimum: 1 },
        ],
        description: "A class booking's or an order's reference as the owner reads it (B-1042, T-17), or a booking's bare id",
      }
    : name === 'ref' && url.includes('/receipts/')
      ? { type: 'string', pattern: '^[Rr]-?\\d{1,10}$', description: 'A receipt or credit note number as it prints: R-12' }
      : name === 'ref'
        ? { type: 'string', pattern: '^[Bb]?-?\\d{1,10}$', description: 'A booking reference as the e-mails show it: B-12' }
        : name === 'client'
          ? {
              type: 'string',
              minLength: 1,
              maxLength: 300,
              description: 'Her e-mail address, or a reference of one of her records: B-12, T-3, A-4',
            }
          : name === 'code'
            ? {
                type: 'string',
                minLength: 1,
                maxLength: 40,
                description: 'A gift voucher code as printed: GIFT-XXXX-XXXX-XXXX-XXXX (case and dashes do not matter)',
              }
            : /date|start|end/i.test(name)
              ? { type: 'string', format: 'date', description: 'yyyy-MM-dd (Europe/London)' }
              : { type: 'integer', minimum: 1 };

/** OpenAPI 3.1 document of every documented shim path, generated from the same zod schemas the procedures use. */
/** The file name of the document the build writes beside the server bundle (src/scripts/build-server.mjs). */
export const OPENAPI_FILE = 'openapi.json';

/** The document's `servers`: this site, at PUBLIC_URL (set at start-up, also on a document the build wrote). */
export function serversOf(publicUrl: string) {
  return [{ url: publicUrl.replace(/\/$/, ''), description: 'This site' }];
}

export function openApiDocument(routes: RestRoute[], opts: { publicUrl: string }) {
  const schemas = new SchemaCollector();
  const errorRef = { $ref: '#/components/schemas/Error' };
  schemas.of(errorBody, 'output');
  const paths: Record<string, Record<string, unknown>> = {};

  // A bare-array list read by change keeps its array; the next page is named in headers (decision 750).
  const cursorHeaders = {
    [NEXT_CURSOR_HEADER]: {
      description:
        'Read by change (updatedSince, cursor or limit given): the cursor of the next page, absent on the last page. The answer stays the bare array the specification shapes.',
      schema: { type: 'string' },
    },
    Link: {
      description: 'The same request for the next page (`<url>; rel="next"`, RFC 8288), absent on the last page.',
      schema: { type: 'string' },
    },
  };
  for (const route of routes.filter((r) => !r.undocumented)) {
    const path = `/api${route.url.replace(/:(\w+)/g, '{$1}')}`;
    const pathParams = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const parameters: JsonSchema[] = pathParams.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: pathParamDescription(name, route.url),
    }));
    const isQuery = route.method === 'GET' && route.body;
    if (isQuery) {
      const query = schemas.of(route.body!, 'input') as {
        properties?: Record<string, JsonSchema>;
        anyOf?: { properties?: Record<string, JsonSchema> }[];
      };
      const properties = query.properties ?? query.anyOf?.find((s) => s.properties)?.properties ?? {};
      for (const [name, schema] of Object.entries(properties)) parameters.push({ name, in: 'query', required: false, schema });
    }
    const errors = new Set<ErrorStatus>(route.errors ?? []);
    if (route.body || pathParams.length > 0) errors.add(400);
    if (route.admin) errors.add(401);
    // An API key is refused (403) on a path its scope does not open, and every key is limited per minute.
    if (route.admin) errors.add(403).add(429);
    if (route.method !== 'GET' && route.method !== 'DELETE') errors.add(400).add(413);
    // A path parameter longer than the router takes is refused before any route (http-hardening.ts).
    if (pathParams.length > 0) errors.add(404).add(414);
    if (isRateLimitedRoute(route)) errors.add(429);
    const idempotent = isIdempotent(route);
    if (idempotent) {
      parameters.push(idempotencyKeyParameter);
      errors.add(409).add(422);
    }
    const success = String(route.successStatus ?? 200);
    const responses: Record<string, unknown> = {
      [success]: {
        description: success === '201' ? 'Created' : 'OK',
        ...(idempotent ? { headers: { [REPLAYED_HEADER]: replayedHeader } } : {}),
        ...(route.cursorHeaders ? { headers: cursorHeaders } : {}),
        content: route.file
          ? { [route.file]: { schema: { type: 'string', format: 'binary', description: 'The document itself' } } }
          : { 'application/json': { schema: schemas.of(route.response, 'output') } },
      },
    };
    for (const status of [...errors].sort()) {
      responses[String(status)] = {
        description:
          status === 409 && idempotent
            ? `${ERROR_TEXT[409]}; or a request with the same Idempotency-Key is still being answered (\`idempotency_key_in_use\`: send it again after Retry-After)`
            : ERROR_TEXT[status],
        ...(status === 429 ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } } : {}),
        content: { 'application/json': { schema: errorRef } },
      };
    }
    const op: Record<string, unknown> = {
      operationId: route.operationId,
      tags: [route.tag],
      summary: route.summary,
      ...(route.description || route.scope
        ? {
            description: [route.description, route.scope && `With an API key: needs the scope \`${route.scope}\`.`]
              .filter(Boolean)
              .join(' '),
          }
        : {}),
      parameters,
      security: route.admin ? [{ bearer: [] }] : [],
      responses,
    };
    if (route.body && !isQuery) {
      op.requestBody = { required: true, content: { 'application/json': { schema: schemas.of(route.body, 'input') } } };
    }
    (paths[path] ??= {})[route.method.toLowerCase()] = op;
  }

  // Not a procedure (Stripe calls it with a signed raw body), but integrators still need it in the contract.
  paths['/api/stripe/webhook'] = {
    post: {
      operationId: 'stripeWebhook',
      tags: ['Payments'],
      summary:
        'Stripe webhook: payment_intent.succeeded confirms, payment_failed/canceled releases the place. Needs a valid Stripe-Signature.',
      security: [],
      parameters: [{ name: 'stripe-signature', in: 'header', required: true, schema: { type: 'string' } }],
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: { type: 'object', description: 'A Stripe event, verified against STRIPE_WEBHOOK_SECRET' } },
        },
      },
      responses: {
        '200': {
          description: 'Handled (or a replay, ignored)',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { received: { type: 'boolean' }, outcome: { type: 'string' } },
                required: ['received', 'outcome'],
              },
            },
          },
        },
        '400': { description: 'Missing or invalid signature', content: { 'application/json': { schema: errorRef } } },
      },
    },
  };

  const tags = [...new Set(routes.map((r) => r.tag))].map((name) => ({ name, description: `${name} paths` }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Booking API',
      version: '1.0.0',
      description:
        'REST adapters over the same procedures the website uses. Money is integer pence in fields named ...Pence; ' +
        "`price` and `amount` are the specification's pounds, kept where it shows them. Admin paths need `Authorization: Bearer <token>`.",
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: serversOf(opts.publicUrl),
    tags,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A session token from POST /api/admin/login, or an API key (bk_...) created by the owner in the admin area',
        },
      },
      schemas: schemas.components,
    },
    paths,
  };
}
