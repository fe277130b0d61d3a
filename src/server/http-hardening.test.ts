/** Headers and answers that must not leak: admin data in caches, HSTS on plain http, a long URL echoed back. */
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { testConfig } from './config';
import { isAdminResponse } from './http-hardening';
import { useTestEnv } from './test/harness';

const env = useTestEnv();

async function appWith(overrides: Parameters<typeof testConfig>[0]) {
  const config = testConfig(overrides);
  const app = await buildApp({ config, database: env.database, services: env.services, clientDir: false });
  await app.ready();
  return app;
}

describe('admin answers are never stored', () => {
  it('sends Cache-Control: no-store on admin REST and tRPC answers and the sign-in, not on public ones', async () => {
    const app = await env.app();
    const token = await env.adminToken();
    const auth = { authorization: `Bearer ${token}` };
    const cacheOf = async (url: string, opts: { method?: 'GET' | 'POST'; headers?: Record<string, string>; payload?: unknown } = {}) =>
      (await app.inject({ method: opts.method ?? 'GET', url, headers: opts.headers, payload: opts.payload as never })).headers[
        'cache-control'
      ];

    expect(await cacheOf('/api/admin/me', { headers: auth })).toBe('no-store');
    expect(await cacheOf('/api/admin/me')).toBe('no-store');
    expect(await cacheOf('/api/admin/login', { method: 'POST', payload: { username: 'admin', password: 'wrong-one' } })).toBe('no-store');
    expect(await cacheOf('/trpc/admin.auth.me', { headers: auth })).toBe('no-store');
    expect(await cacheOf(`/trpc/config.public,admin.auth.me?batch=1&input=${encodeURIComponent('{}')}`, { headers: auth })).toBe(
      'no-store',
    );
    expect(await cacheOf('/api/config')).not.toBe('no-store');
  });
});

describe('isAdminResponse', () => {
  it('knows admin paths with or without a query, batched or percent-encoded, and nothing else', () => {
    for (const url of [
      '/api/admin',
      '/api/admin?x=1',
      '/api/admin/bookings?page=2',
      '/trpc/admin.bookings.list?input=%7B%7D',
      '/trpc/auth.login',
      '/trpc/config.public%2Cadmin.auth.me?batch=1',
    ])
      expect(isAdminResponse(url), url).toBe(true);
    for (const url of [
      '/',
      '/api/adminx',
      '/api/config?next=/api/admin/',
      '/trpc/schedule.range?input=admin.x',
      '/admin/dashboard',
      '/trpc/auth.loginx',
    ])
      expect(isAdminResponse(url), url).toBe(false);
  });
});

describe('HSTS only over https', () => {
  const hstsOf = async (app: Awaited<ReturnType<typeof appWith>>, headers: Record<string, string> = {}) =>
    (await app.inject({ method: 'GET', url: '/api/config', headers })).headers['strict-transport-security'];

  it('is absent when the site is served over plain http, even if an untrusted client claims https', async () => {
    const app = await appWith({ PUBLIC_URL: 'http://localhost:3000' });
    expect(await hstsOf(app)).toBeUndefined();
    expect(await hstsOf(app, { 'x-forwarded-proto': 'https' })).toBeUndefined();
    await app.close();
  });

  it('is sent when PUBLIC_URL is https, or when a trusted proxy says the request came over https', async () => {
    const httpsSite = await appWith({ PUBLIC_URL: 'https://studio.example.com' });
    expect(await hstsOf(httpsSite)).toBe('max-age=31536000; includeSubDomains');
    await httpsSite.close();
    const proxied = await appWith({ PUBLIC_URL: 'http://localhost:3000', TRUST_PROXY: 'true' });
    expect(await hstsOf(proxied, { 'x-forwarded-proto': 'https' })).toBe('max-age=31536000; includeSubDomains');
    expect(await hstsOf(proxied, { 'x-forwarded-proto': 'http' })).toBeUndefined();
    await proxied.close();
  });
});

describe('an over-long URL', () => {
  it('gets 414 without the URL echoed back', async () => {
    const app = await env.app();
    const marker = `SECRET${'x'.repeat(6000)}`;
    const res = await app.inject({ method: 'GET', url: `/trpc/${marker}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'The address is too long', code: 'bad_request' });
    expect(res.body).not.toContain('SECRET');
  });
});
