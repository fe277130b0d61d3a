/**
 * A /checkout link the server prices and renders costs a query and a render, so each view counts against the
 * visitor's quote limit (the quote API's bucket, in the database): over it, the page is the shell and the
 * browser asks the throttled API. Proven as every limit is: 200 parallel views through two instances.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServices } from '../services/container';
import { QUOTE_LIMIT } from '../services/platform/rate-limit';
import { testDbKind, useTestEnv } from '../test/harness';
import type { SsrEntry } from './pages';

const PER_MINUTE = 5;
const LIMIT = PER_MINUTE * QUOTE_LIMIT.times;
const env = useTestEnv({ config: { RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) } });

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>x</title><meta name="description" content="" /></head><body><div id="root"></div></body></html>';
const SHELL = TEMPLATE.replace('<body>', '<body class="shell">');
const dir = mkdtempSync(path.join(tmpdir(), 'checkout-limit-'));
writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const site = {
  clientDir: dir,
  ssr: { template: TEMPLATE, shell: SHELL, entry: () => import('../../client/entry-server') as Promise<SsrEntry> },
};

// Counters are per minute: Date stands still one second into a fresh window so no burst straddles two.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const now = Date.now();
  vi.setSystemTime(now - (now % 60_000) + 61_000);
});
afterAll(() => {
  vi.useRealTimers();
});

// Personal training is priced without a schedule: every view below the limit is a priced page.
const TRAINING = '/checkout?type=training&sessionType=single&class=Personal+Training&price=40';
const priced = (html: string) => html.includes('id="checkout-quote"') && html.includes('£40.00');
const shell = (html: string) => html.includes('<body class="shell"><div id="root"></div>') && !html.includes('checkout-quote');

describe(`a /checkout view counts against the visitor's quote limit, across instances (${testDbKind()})`, () => {
  it(`200 parallel views from one address over two instances: exactly ${LIMIT} priced pages, the rest the shell, none failed`, async () => {
    const first = (await env.secondInstance({ poolSize: 10, app: site })).app;
    const second = (await env.secondInstance({ poolSize: 10, app: site })).app;
    const ip = '203.0.113.50';
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? first : second).inject({ method: 'GET', url: TRAINING, remoteAddress: ip })),
    );
    expect(results.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    expect(results.filter((r) => priced(r.body))).toHaveLength(LIMIT);
    expect(results.filter((r) => shell(r.body))).toHaveLength(200 - LIMIT);

    // The same bucket as the quote API: this address waits there too, and another address is served.
    const api = await first.inject({ method: 'GET', url: `/api/checkout/quote?type=training&sessionType=single`, remoteAddress: ip });
    const trpc = await first.inject({
      method: 'GET',
      url: `/trpc/checkout.quote?input=${encodeURIComponent(JSON.stringify({ json: { type: 'training', sessionType: 'single' } }))}`,
      remoteAddress: ip,
    });
    expect([api.statusCode, trpc.statusCode]).toEqual([429, 429]);
    expect(priced((await second.inject({ method: 'GET', url: TRAINING, remoteAddress: '203.0.113.51' })).body)).toBe(true);
  });

  it('a database fault while pricing is logged, and the page still loads with the price to come', async () => {
    const { app, services } = await env.secondInstance({
      app: site,
      services: ({ db, config }) => {
        const s = createServices({ db, config });
        return { ...s, checkout: { ...s.checkout, quote: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) } };
      },
    });
    const warn = vi.spyOn(services.log, 'warn');
    const res = await app.inject({ method: 'GET', url: TRAINING, remoteAddress: '203.0.113.60' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('checkout-quote');
    expect(res.body).toContain('Setting up secure payment...');
    expect(res.body).not.toContain('ECONNREFUSED');
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'could not price a /checkout link');
  });
});
