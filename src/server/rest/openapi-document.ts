import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { stringify as toYaml } from 'yaml';
import type { RestRoute } from './define';
import { openApiDocument, serversOf } from './openapi';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document (as @fastify/swagger's decorator: an object, or YAML text with `{ yaml: true }`). */
    swagger(opts?: { yaml?: boolean }): Record<string, unknown> | string;
  }
}

/**
 * The OpenAPI document, read when it is first asked for (decision 815). @fastify/swagger's static mode parsed the
 * 500 KB document at every start and kept its objects (~1 MB of heap) for the life of the process, though only
 * integrators and the reference page ask for it. Kept here as its JSON bytes (outside the JavaScript heap) once
 * asked for, parsed per call of `swagger()`. Registered under @fastify/swagger's name, whose decorator it
 * provides, so @fastify/swagger-ui serves the reference page over it.
 */
export const openApiDocumentPlugin = fp(
  async (app: FastifyInstance, opts: { prebuilt: string; routes: RestRoute[]; publicUrl: string }) => {
    let bytes: Buffer | null = null;
    const json = (): Buffer => {
      if (bytes) return bytes;
      // The build writes it beside the server bundle; the tests and `npm run dev` run the sources and make it here.
      const doc = existsSync(opts.prebuilt)
        ? (JSON.parse(readFileSync(opts.prebuilt, 'utf8')) as Record<string, unknown>)
        : openApiDocument(opts.routes, { publicUrl: opts.publicUrl });
      bytes = Buffer.from(JSON.stringify({ ...doc, servers: serversOf(opts.publicUrl) }));
      return bytes;
    };
    app.decorate('swagger', (o?: { yaml?: boolean }) => {
      const doc = JSON.parse(json().toString('utf8')) as Record<string, unknown>;
      return o?.yaml ? toYaml(doc, { strict: false }) : doc;
    });
    app.get('/openapi.json', (_req, reply) => reply.type('application/json; charset=utf-8').send(json()));
  },
  { name: '@fastify/swagger', fastify: '5.x' },
);
