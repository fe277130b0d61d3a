/**
 * A second, independent client (issue 34), in the manner of schemathesis: it knows nothing of this code base but
 * the published OpenAPI document. For every operation it makes requests from the document's own schemas
 * (json-schema-faker, seeded, so a failure repeats), sends them over HTTP to a listening server, and checks the
 * properties an integrator relies on:
 * - the status is one the operation documents (no 5xx ever);
 * - every answer with a JSON schema validates against it (ajv, the document's formats);
 * - every error answer carries `message` and a documented `code`.
 * Nothing here is read from zod or the route table: a route whose document drifted from what it does fails.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { createGeneratorSync } from 'json-schema-faker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestEnv } from '../test/harness';

// Limits off: the properties are about answers, not about being slowed down; errors logged (a passing run logs none).
const env = useTestEnv({ config: { RATE_LIMIT_PER_MINUTE: '0', API_KEY_RATE_PER_MINUTE: '0', LOG_LEVEL: 'error' } });
/** Requests per operation. */
const EXAMPLES = 12;

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  operationId: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

let app: FastifyInstance;
let baseUrl: string;
let doc: Document;
let token: string;
let ajv: Ajv2020;

beforeAll(async () => {
  app = await env.app();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  doc = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as Document;
  token = await env.adminToken();
  ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  // The document's components, by the $ref the operations use.
  ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
});
afterAll(() => app.close());

/** The schema with its document $refs pointing at the registered components. */
const linked = (schema: Schema): Schema => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as Schema;

/** The whole run is one seeded generator: the same document gives the same requests, so a failure repeats. */
let generator: ReturnType<typeof createGeneratorSync>;

/** Generates from a schema, its $refs resolved against the document's components. */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  return generator.generate({ ...schema, components: doc.components });
}

/** Which optional parts a request sends: a seeded sequence too. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Operations this client leaves alone: signing out ends the token the rest use; Stripe's webhook needs Stripe's signature. */
const SKIP = new Set(['adminLogout', 'stripeWebhook']);

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );

/** A generated value as it goes in a path or a query string. */
const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function requestOf(path: string, op: Operation, random: () => number): { url: string; init: RequestInit } | null {
  let url = path;
  const query = new URLSearchParams();
  for (const p of op.parameters ?? []) {
    const value = sample(p.schema ?? { type: 'string' });
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(asText(value)));
    else if (p.in === 'query' && (p.required || random() < 0.5) && value !== undefined && value !== null && typeof value !== 'object')
      query.set(p.name, asText(value));
  }
  const headers: Record<string, string> = {};
  if (op.security?.length) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  const content = op.requestBody?.content ?? {};
  if (content['application/json']) {
    if (op.requestBody?.required || random() < 0.8) {
      body = JSON.stringify(sample(content['application/json'].schema) ?? {});
      headers['content-type'] = 'application/json';
    }
  } else if (Object.keys(content).length > 0) {
    return null; // uploads (image/*): not JSON, not generated here
  }
  const search = query.toString();
  return {
    url: `${baseUrl}${url}${search ? `?${search}` : ''}`,
    init: { method: undefined, headers, ...(body !== undefined ? { body } : {}) },
  };
}

interface Finding {
  operation: string;
  status: number;
  problem: string;
  request: string;
}

describe.runIf(process.env.TEST_DB !== 'postgres')('an independent client generated from the OpenAPI document', () => {
  it('gets only documented statuses, answers matching their schemas, and error bodies with a documented code', async () => {
    const random = seeded(20261128);
    generator = createGeneratorSync({ seed: 20261128, optionalsProbability: 0.6, maxItems: 3, maxLength: 40 });
    const findings: Finding[] = [];
    const codes = new Set((doc.components.schemas.Error as { properties: { code: { enum: string[] } } }).properties.code.enum);
    let sent = 0;
    let skipped = 0;
    /** Answers checked against their schema: successes, and error bodies. */
    const checked = { success: 0, error: 0, operationsWithSuccess: new Set<string>() };
    for (const { path, method, op } of operations()) {
      if (SKIP.has(op.operationId)) {
        skipped++;
        continue;
      }
      for (let i = 0; i < EXAMPLES; i++) {
        const request = requestOf(path, op, random);
        if (!request) {
          skipped++;
          break;
        }
        const res = await fetch(request.url, { ...request.init, method });
        sent++;
        const status = res.status;
        const text = await res.text();
        const at = (problem: string) =>
          findings.push({
            operation: `${method} ${path} (${op.operationId})`,
            status,
            problem,
            request: `${request.url} ${typeof request.init.body === 'string' ? request.init.body : ''}`.slice(0, 300),
          });
        const documented = op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
        if (status >= 500) at(`server error: ${text.slice(0, 200)}`);
        if (!documented) {
          at(`status ${status} is not documented (documents ${Object.keys(op.responses).join(', ')})`);
          continue;
        }
        const schema = documented.content?.['application/json']?.schema;
        if (!schema || !(res.headers.get('content-type') ?? '').includes('json')) continue;
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          at('answer is not JSON');
          continue;
        }
        const validate = ajv.compile(linked(schema));
        if (!validate(json)) at(`answer does not match its schema: ${ajv.errorsText(validate.errors).slice(0, 300)}`);
        if (status < 400) {
          checked.success++;
          checked.operationsWithSuccess.add(op.operationId);
        } else checked.error++;
        if (status >= 400) {
          const code = (json as { code?: string }).code;
          if (typeof (json as { message?: unknown }).message !== 'string') at('error answer has no message');
          if (!code || !codes.has(code)) at(`error code ${String(code)} is not in the document's list`);
        }
      }
    }
    // The whole document was walked: every operation but the skipped few, EXAMPLES times each.
    expect(sent).toBeGreaterThan(operations().length * EXAMPLES * 0.8);
    expect(skipped).toBeLessThan(10);
    // Both kinds of answer were really judged: generated requests get through to successes, and to refusals.
    console.info(
      `openapi-property: ${sent} requests, ${checked.success} successes and ${checked.error} errors checked; ${checked.operationsWithSuccess.size} operations answered 2xx`,
    );
    expect(checked.success).toBeGreaterThan(100);
    expect(checked.error).toBeGreaterThan(100);
    expect(findings, JSON.stringify(findings.slice(0, 20), null, 1)).toEqual([]);
  }, 600_000);
});
