/**
 * The API's promise to integrators (decision 720, docs/api-changelog.md): within a version nothing documented
 * disappears. docs/api-surface.json lists every operation of the published document and every field its
 * requests and answers name; this test fails when one of them is gone from the document (or its operation
 * changed method or path). New operations and fields are fine: UPDATE_API_SURFACE=1 adds them to the file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_VERSION_HEADER, CURRENT_API_VERSION } from '../../domain/api-version';
import { useTestEnv } from '../test/harness';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const surfaceFile = path.join(root, 'docs/api-surface.json');
const env = useTestEnv();

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = {
  operationId?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

/** Every field path a schema names ('items[].ref'), following $refs, unions and arrays, a few levels deep. */
function fieldsOf(doc: Document, schema: Schema | undefined, prefix: string, seen: string[] = []): string[] {
  if (!schema || seen.length > 6) return [];
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    if (seen.includes(name)) return [];
    return fieldsOf(doc, doc.components?.schemas?.[name], prefix, [...seen, name]);
  }
  const parts = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const out = parts.flatMap((part) => fieldsOf(doc, part, prefix, seen));
  if (schema.items) out.push(...fieldsOf(doc, schema.items, `${prefix}[]`, seen));
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const name = prefix ? `${prefix}.${key}` : key;
    out.push(name, ...fieldsOf(doc, child, name, seen));
  }
  return out;
}

/** The surface: one line per operation, per parameter, per request field and per field of a success answer. */
export function surfaceOf(doc: Document): string[] {
  const lines = new Set<string>();
  for (const [route, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const at = `${method.toUpperCase()} ${route}`;
      lines.add(`${at} (${op.operationId ?? 'no operationId'})`);
      for (const p of op.parameters ?? []) lines.add(`${at} ${p.in} ${p.name}`);
      for (const body of Object.values(op.requestBody?.content ?? {})) {
        for (const field of fieldsOf(doc, body.schema, '')) lines.add(`${at} request ${field}`);
      }
      for (const [status, answer] of Object.entries(op.responses ?? {})) {
        if (!status.startsWith('2')) continue;
        for (const body of Object.values(answer.content ?? {})) {
          for (const field of fieldsOf(doc, body.schema, '')) lines.add(`${at} ${status} ${field}`);
        }
      }
    }
  }
  return [...lines].sort();
}

describe.runIf(process.env.TEST_DB !== 'postgres')(`API version ${CURRENT_API_VERSION}`, () => {
  it('keeps every documented operation and field (docs/api-surface.json)', async () => {
    const app = await env.app();
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
    const now = surfaceOf(doc);
    const promised = JSON.parse(readFileSync(surfaceFile, 'utf8')) as { version: string; surface: string[] };
    if (process.env.UPDATE_API_SURFACE) {
      const merged = [...new Set([...promised.surface, ...now])].sort();
      writeFileSync(surfaceFile, `${JSON.stringify({ version: CURRENT_API_VERSION, surface: merged }, null, 1)}\n`);
      promised.surface = merged;
    }
    expect(promised.version).toBe(CURRENT_API_VERSION);
    expect(promised.surface.length).toBeGreaterThan(500);
    const current = new Set(now);
    expect(promised.surface.filter((line) => !current.has(line))).toEqual([]);
  });

  it('finds a field that would go: the check sees removals', () => {
    const doc: Document = {
      paths: {
        '/api/x': {
          get: {
            operationId: 'x',
            responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/X' } } } } },
          },
        },
      },
      components: { schemas: { X: { type: 'object', properties: { a: { type: 'array', items: { properties: { b: {} } } } } } } },
    };
    expect(surfaceOf(doc)).toEqual(['GET /api/x (x)', 'GET /api/x 200 a', 'GET /api/x 200 a[].b']);
  });

  it('names its version on every answer and refuses one it does not speak', async () => {
    const app = await env.app();
    const plain = await app.inject({ method: 'GET', url: '/api/class-types' });
    expect(plain.headers['api-version']).toBe(CURRENT_API_VERSION);
    const pinned = await app.inject({ method: 'GET', url: '/api/class-types', headers: { [API_VERSION_HEADER]: CURRENT_API_VERSION } });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.headers['api-version']).toBe(CURRENT_API_VERSION);
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-path' });
    expect(missing.headers['api-version']).toBe(CURRENT_API_VERSION);
    const future = await app.inject({
      method: 'POST',
      url: '/api/validate-discount',
      headers: { [API_VERSION_HEADER]: '2099-01-01' },
      payload: { code: 'WELCOME10' },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ code: 'unsupported_api_version', param: API_VERSION_HEADER });
    expect(future.json().message).toContain(CURRENT_API_VERSION);
  });
});
