/** HTTP's own answers on the REST shim: 405 with Allow, 401 with WWW-Authenticate, the reference page at /api/docs. */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestEnv } from '../test/harness';

const env = useTestEnv();
let app: FastifyInstance;

beforeAll(async () => {
  app = await env.app();
});

describe('REST HTTP semantics', () => {
  it('a wrong method on a known path is 405 naming the allowed methods', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/bookings' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toMatchObject({ code: 'method_not_allowed' });
    const classTypes = await app.inject({ method: 'PUT', url: '/api/admin/class-types' });
    expect(classTypes.statusCode).toBe(405);
    expect(String(classTypes.headers.allow).split(', ').sort()).toEqual(['GET', 'HEAD', 'POST']);
    // An unknown path stays a 404.
    expect((await app.inject({ method: 'DELETE', url: '/api/no-such-thing' })).statusCode).toBe(404);
  });

  it('a 401 carries WWW-Authenticate: Bearer', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/class-types' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json()).toMatchObject({ code: 'unauthorized' });
  });

  it.each(['/api/docs', '/api/docs/'])('%s renders: the page and every asset it references load', async (url) => {
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const refs = [...page.body.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(4);
    for (const ref of refs) {
      const asset = new URL(ref, `http://site.test${url}`).pathname;
      const res = await app.inject({ method: 'GET', url: asset });
      expect(res.statusCode, `${url} -> ${ref} (${asset})`).toBe(200);
    }
  });
});
