import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestEnv } from '../test/harness';
import { buildApp } from '../app';
import { CHECKOUT_PAGES_KEPT, type SsrEntry } from './pages';

const env = useTestEnv({ config: { BUSINESS_NAME: 'Harbour Pilates Studio', PUBLIC_URL: 'https://harbour.example' } });

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>x</title><meta name="description" content="" /></head><body><div id="root"></div></body></html>';
const SHELL = TEMPLATE.replace('<body>', '<body class="shell">');
const dir = mkdtempSync(path.join(tmpdir(), 'checkout-page-'));
writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The client's own server entry (what `npm run build` bundles into dist/ssr), with its renders counted. */
const renders: string[] = [];
async function realEntry(): Promise<SsrEntry> {
  const entry = await import('../../client/entry-server');
  return {
    ...entry,
    render: (url, site, quote) => {
      renders.push(url);
      return entry.render(url, site, quote);
    },
  };
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({
    config: env.config,
    database: env.database,
    services: env.services,
    clientDir: dir,
    ssr: { template: TEMPLATE, shell: SHELL, entry: realEntry },
  });
  await app.ready();
});
afterAll(() => app?.close());

const get = (query: string) => app.inject({ method: 'GET', url: `/checkout?${query}` });
const root = (html: string) => /<div id="root"[^>]*>([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';
const OPEN_CLASS = 'class=Open+Class&price=25.00&type=class&date=2026-12-21&time=07:00';

describe('/checkout rendered by the server from its link', () => {
  it("is the page whole before any script runs: the server's description and price (never the link's), the form, Cancel", async () => {
    const res = await get('type=training&sessionType=single&class=Personal+Training&price=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Secure payment | Harbour Pilates Studio</title>');
    expect(res.body).toContain('<div id="root" data-route="/checkout">');
    const body = root(res.body);
    expect(body).toContain('Harbour Pilates Studio');
    expect(body).toMatch(/<h1[^>]*>Secure Payment<\/h1>/);
    expect(body).toContain('Personal Training - Single Session');
    expect(body).toContain('£40.00');
    expect(body).not.toContain('£1.00');
    expect(body).toContain('Continue to Payment');
    expect(body).toMatch(/<a [^>]*href="\/"[^>]*>.*Cancel/);
    expect(body).toContain('<footer');
    expect(body).not.toContain('<script');
    // The quote the page was drawn with, for the client's first pass (and only for this link's quote).
    const block = /<script type="application\/json" id="checkout-quote">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(block!)).toEqual({
      input: JSON.stringify({ type: 'training', class: 'Personal Training', sessionType: 'single' }),
      quote: { description: 'Personal Training - Single Session', amountPence: 4000 },
    });
  });

  it('draws the price loading when the server has no quote for the link (a class on no schedule): the page asks once it runs', async () => {
    const res = await get(OPEN_CLASS);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" data-route="/checkout">');
    expect(res.body).not.toContain('id="checkout-quote"');
    const body = root(res.body);
    expect(body).toMatch(/<h1[^>]*>Secure Payment<\/h1>/);
    expect(body).toContain('Setting up secure payment...');
    expect(body).not.toContain('25.00');
  });

  it('renders a link naming a class or a training session nobody offers like any other: the quote refuses it later', async () => {
    for (const query of [
      'class=No+Such+Class&price=25&type=class',
      'type=training&sessionType=package&class=x&price=390',
      'amount=12.50',
    ]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(200);
      expect(root(res.body), query).toMatch(/Setting up secure payment\.\.\.|Continue to Payment/);
    }
  });

  it('sends the shell for a link without a positive price (the client sends the visitor home), as before', async () => {
    for (const query of ['', 'class=Yoga', 'price=0', 'price=-5', 'price=free', 'price=1e400', 'amount=%00']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(200);
      expect(res.body, query).toContain('<body class="shell"><div id="root"></div>');
    }
  });

  it('never echoes a hostile link, and does not break on one', async () => {
    const hostile = [
      `class=${encodeURIComponent('<script>alert(1)</script>')}&price=25`,
      `description=${encodeURIComponent('"><img src=x onerror=alert(2)>')}&price=25&type=training`,
      `class=${encodeURIComponent('Yoga\u0000\u0007\u001b[31m\u2028\u202e')}&price=2147483648&date=2026-02-30&time=25:99`,
      `class=${'A'.repeat(8000)}&description=${'%F0%9F%92%A5'.repeat(500)}&price=${'9'.repeat(300)}`,
      'price=25&date=9999-99-99&time=-1&sessionType=__proto__&type=constructor',
      'price=25&price=30&class=%E0%A4%A&time=%ZZ',
      // Priced (training needs no schedule): the link's words reach the page's quote block, escaped.
      `type=training&class=${encodeURIComponent('</script><script>alert(3)</script>\u0000')}&price=40`,
    ];
    for (const [i, query] of hostile.entries()) {
      const res = await get(query);
      expect(res.statusCode, `link ${i}`).toBe(200);
      const echoed = /<script>alert|<img src=x|onerror=alert|\u0000|\u001b|AAAAAAAA/.exec(res.body);
      expect(echoed && res.body.slice(echoed.index - 300, echoed.index + 100), `link ${i}`).toBeNull();
      expect(root(res.body), `link ${i}`).toMatch(/Setting up secure payment\.\.\.|Continue to Payment/);
    }
  });

  it('renders a link once, equal links (another order, 25 or 25.00) as one, and keeps a bounded number', async () => {
    renders.length = 0;
    await get('price=19&class=Pilates');
    await get('class=Pilates&price=19.00&utm_source=mail');
    await get('class=Pilates&price=19');
    expect(renders).toEqual(['/checkout?price=19&type=class&class=Pilates']);
    for (let i = 1; i <= CHECKOUT_PAGES_KEPT; i++) await get(`class=Pilates&price=${19 + i}`);
    expect(renders).toHaveLength(CHECKOUT_PAGES_KEPT + 1);
    // The first link is the least recently asked for: it made room, and is rendered again.
    await get('price=19&class=Pilates');
    expect(renders).toHaveLength(CHECKOUT_PAGES_KEPT + 2);
    await get(`class=Pilates&price=${19 + CHECKOUT_PAGES_KEPT}`);
    expect(renders).toHaveLength(CHECKOUT_PAGES_KEPT + 2);
  });
});
