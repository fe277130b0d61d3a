/** The OpenAPI document is read when first asked for, not at every start (decision 815). */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { openApiDocumentPlugin } from './openapi-document';

describe('the OpenAPI document on first request', () => {
  it('reads the built document only when asked for it, with this start’s address as its server', async () => {
    const prebuilt = path.join(mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
    const app = Fastify();
    await app.register(openApiDocumentPlugin, { prebuilt, routes: [], publicUrl: 'https://studio.example/' });
    await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
    await app.ready();
    // Written after the start: a document parsed at start-up would not be this one.
    writeFileSync(prebuilt, JSON.stringify({ openapi: '3.1.0', info: { title: 'Written later', version: '1' }, paths: {} }));

    const res = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({
      openapi: '3.1.0',
      info: { title: 'Written later', version: '1' },
      paths: {},
      servers: [{ url: 'https://studio.example', description: 'This site' }],
    });
    // The reference page's own copies come from the same document, as JSON and as YAML.
    expect((await app.inject({ method: 'GET', url: '/docs/json' })).json()).toEqual(res.json());
    const yaml = await app.inject({ method: 'GET', url: '/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('title: Written later');
    expect(yaml.body).toContain('url: https://studio.example');
    await app.close();
  });

  it('makes the document from the routes when there is no built one (the sources, in tests and dev)', async () => {
    const app = Fastify();
    await app.register(openApiDocumentPlugin, { prebuilt: '/nonexistent/openapi.json', routes: [], publicUrl: 'http://localhost:3000' });
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json<{ openapi: string; servers: unknown }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.servers).toEqual([{ url: 'http://localhost:3000', description: 'This site' }]);
    await app.close();
  });
});
