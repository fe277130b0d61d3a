import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { useTestEnv } from '../test/harness';

const preflight = (app: FastifyInstance, origin: string) =>
  app.inject({
    method: 'OPTIONS',
    url: '/api/bookings',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });

describe('CORS with an allowlist', () => {
  const env = useTestEnv({ seed: false, config: { CORS_ORIGINS: 'https://partner.example, https://app.example:8443' } });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await env.app();
  });

  it('answers a preflight from a listed origin, naming that origin', async () => {
    const res = await preflight(app, 'https://partner.example');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    expect(res.headers['access-control-allow-headers']).toContain('Authorization');
  });

  it('gives an unlisted origin no CORS answer, so its browser refuses the call', async () => {
    const res = await preflight(app, 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const get = await app.inject({ method: 'GET', url: '/api/class-types', headers: { origin: 'https://evil.example' } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('adds the header to real answers for a listed origin', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config', headers: { origin: 'https://app.example:8443' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://app.example:8443');
  });
});

describe('CORS by default', () => {
  const env = useTestEnv({ seed: false });

  it('has no policy: a preflight is refused (405, no OPTIONS route) and answers carry no CORS header', async () => {
    const app = await env.app();
    const res = await preflight(app, 'https://partner.example');
    expect(res.statusCode).toBe(405);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a CORS_ORIGINS entry that is not an origin, naming the variable', () => {
    expect(() => parseConfig({ CORS_ORIGINS: 'https://ok.example,https://bad.example/path' })).toThrow(
      /CORS_ORIGINS: 'https:\/\/bad.example\/path' is not an origin/,
    );
  });
});
