import { describe, expect, it } from 'vitest';
import { parseConfig, testConfig } from './config';
import { createServices } from './services/container';
import { useTestEnv } from './test/harness';

const env = useTestEnv({ config: { TEST_CLOCK: '1' } });
const set = async (
  app: Awaited<ReturnType<typeof env.app>>,
  payload: unknown,
  remoteAddress = '127.0.0.1',
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url: '/api/test/clock', remoteAddress, headers, payload: payload as object });

describe("the browser journeys' clock (TEST_CLOCK=1)", () => {
  it("moves the services' time on every instance on the database, and puts it back", async () => {
    const first = await env.app();
    const second = await env.secondInstance();
    const target = new Date('2027-06-01T08:00:00Z');
    const res = await set(first, { at: target.toISOString() });
    expect(res.statusCode).toBe(200);
    expect(Math.abs(env.services.clock().getTime() - target.getTime())).toBeLessThan(5_000);

    // The other instance picks the row up before its next request.
    await second.app.inject({ method: 'GET', url: '/api/health' });
    expect(Math.abs(second.services.clock().getTime() - target.getTime())).toBeLessThan(5_000);

    expect((await set(second.app, { reset: true })).statusCode).toBe(200);
    await first.inject({ method: 'GET', url: '/api/health' });
    expect(Math.abs(env.services.clock().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('answers only requests from this machine, and only with a time or a reset', async () => {
    const app = await env.app();
    expect((await set(app, { at: '2027-06-01T08:00:00Z' }, '203.0.113.9')).statusCode).toBe(403);
    expect((await set(app, { at: '2027-02-30T08:00:00Z' })).statusCode).toBe(400);
    expect((await set(app, { at: '2027-06-01T08:00:00Z', extra: 1 })).statusCode).toBe(400);
    expect(Math.abs(env.services.clock().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it.each([
    ['x-forwarded-for', '203.0.113.9'],
    ['X-Forwarded-For', '127.0.0.1'],
    ['forwarded', 'for=127.0.0.1'],
    ['x-real-ip', '127.0.0.1'],
    ['x-forwarded-host', 'localhost'],
    ['via', '1.1 caddy'],
  ])('refuses a request from this machine that carries a proxy header (%s)', async (name, value) => {
    const app = await env.app();
    const res = await set(app, { at: '2027-06-01T08:00:00Z' }, '127.0.0.1', { [name]: value });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/does not answer requests through a proxy/);
    expect(Math.abs(env.services.clock().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('is refused in production and behind a proxy, whatever else is set, and off by default', async () => {
    expect(() =>
      parseConfig({
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        TEST_CLOCK: '1',
      }),
    ).toThrow(/TEST_CLOCK: must not be set when NODE_ENV=production/);
    expect(() =>
      parseConfig({
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        TEST_CLOCK: 'true',
        TRUST_PROXY: 'false',
      }),
    ).toThrow(/TEST_CLOCK: must not be set when NODE_ENV=production/);
    expect(() => parseConfig({ TEST_CLOCK: '1', TRUST_PROXY: 'true' })).toThrow(/TEST_CLOCK: must not be set with TRUST_PROXY=true/);
    expect(parseConfig({}).TEST_CLOCK).toBe(false);
    expect(parseConfig({ TEST_CLOCK: '1' }).TEST_CLOCK).toBe(true);
    // A config object not made by parseConfig cannot switch it on either: the services refuse to start.
    const production = { ...testConfig(), NODE_ENV: 'production' as const, TEST_CLOCK: true };
    expect(() => createServices({ db: env.db, config: production })).toThrow(/TEST_CLOCK must not be set when NODE_ENV=production/);
    const proxied = { ...testConfig(), TRUST_PROXY: true, TEST_CLOCK: true };
    expect(() => createServices({ db: env.db, config: proxied })).toThrow(/TEST_CLOCK must not be set with TRUST_PROXY=true/);
  });
});
