import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSessions } from '../db/schema';
import { hashToken } from '../services/auth/auth';
import { TEST_ADMIN, useTestEnv } from '../test/harness';
import type { RestRoute } from './define';
import { allRestRoutes } from './plugin';

const env = useTestEnv();
let app: FastifyInstance;
let expired: string;
let revoked: string;
let live: string;

/** Every admin route, straight from the registry the server mounts: a new route cannot skip this test. */
const guarded = allRestRoutes.filter((r) => r.admin);

/** A concrete path for a route pattern; params get plausible values so only the guard can refuse. */
const pathOf = (route: RestRoute) =>
  `/api${route.url.replace(/:(\w+)/g, (_, name: string) => (/date|start|end/i.test(name) ? '2030-03-04' : '1'))}`;

beforeAll(async () => {
  app = await env.app();
  expired = await env.adminToken();
  await env.db
    .update(adminSessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(adminSessions.tokenHash, hashToken(expired)));
  revoked = await env.adminToken();
  await env.caller({ token: revoked }).admin.auth.logout();
  live = await env.adminToken();
});

async function send(route: RestRoute, authorization?: string) {
  return app.inject({
    method: route.method,
    url: pathOf(route),
    headers: authorization ? { authorization } : {},
    ...(route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH' ? { payload: {} } : {}),
  });
}

describe('admin REST routes', () => {
  it('are enumerated from allRestRoutes and cover the spec’s admin paths', () => {
    const urls = guarded.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /admin/bookings',
        'GET /admin/bookings/today',
        'GET /admin/bookings/:id',
        'PATCH /admin/bookings/:id',
        'GET /admin/class-types',
        'POST /admin/class-types',
        'PATCH /admin/class-types/:id',
        'DELETE /admin/class-types/:id',
        'GET /admin/locations',
        'POST /admin/locations',
        'PATCH /admin/locations/:id',
        'GET /admin/location-availability/:date',
        'GET /admin/location-availability/range/:start/:end',
        'POST /admin/location-availability',
        'PATCH /admin/location-availability/:id',
        'DELETE /admin/location-availability/:id',
        'POST /admin/schedule-series',
        'POST /admin/location-availability/copy-week',
      ]),
    );
  });

  it.each(guarded.map((r) => [`${r.method} ${r.url}`, r] as const))('%s answers 401 JSON without a valid token', async (_name, route) => {
    const cases: [string, string | undefined][] = [
      ['no token', undefined],
      ['wrong token', 'Bearer not-a-real-token'],
      ['malformed header', 'Basic YWRtaW46YWRtaW4='],
      ['expired token', `Bearer ${expired}`],
      ['revoked token', `Bearer ${revoked}`],
    ];
    for (const [label, authorization] of cases) {
      const res = await send(route, authorization);
      expect(res.statusCode, label).toBe(401);
      expect(res.headers['content-type'], label).toMatch(/^application\/json/);
      expect(res.json(), label).toEqual({ message: 'Sign in as an administrator to do this', code: 'unauthorized' });
    }
  });

  it.each(guarded.map((r) => [`${r.method} ${r.url}`, r] as const))('%s gets past the guard with a live token', async (_name, route) => {
    // Logging out revokes the token it is called with, so it gets a session of its own.
    const token = route.url === '/admin/logout' ? await env.adminToken() : live;
    const res = await send(route, `Bearer ${token}`);
    // Whatever the route then says about the placeholder input, it is not the guard's 401.
    expect(res.statusCode).not.toBe(401);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('leaves POST /api/admin/login open: it signs in with no bearer token', async () => {
    const login = allRestRoutes.find((r) => r.method === 'POST' && r.url === '/admin/login')!;
    expect(login.admin).toBeFalsy();
    const res = await app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), user: { username: TEST_ADMIN.username } });
  });
});
