import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteData } from '../../domain/site-content';
import { DEFAULT_SITE_CONTENT, LEGACY_ABOUT_TEXT } from '../../domain/site-content-defaults';
import { buildApp } from '../app';
import { siteContent } from '../db/schema';
import { createServices } from '../services/container';
import { createSiteContentService } from '../services/site/site-content';
import { useTestEnv } from '../test/harness';
import { siteDataOf, type SsrEntry } from './pages';

const env = useTestEnv({ config: { BUSINESS_NAME: 'Harbour Pilates Studio', PUBLIC_URL: 'https://harbour.example' } });

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>x</title><meta name="description" content="" /></head><body><div id="root"></div></body></html>';
const dir = mkdtempSync(path.join(tmpdir(), 'site-pages-'));
writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The page renderer stands in for the client's SSR bundle (proven by the browser journeys in e2e/site.e2e.ts):
 * it renders what the server hands it, so these tests see exactly the data a page is rendered from.
 */
const rendered: string[] = [];
const entry: SsrEntry = {
  async render(url: string, site: SiteData) {
    rendered.push(url);
    return `<header>${site.businessName}</header><h2>${site.content.aboutTitle}</h2><footer>© ${site.year} ${site.businessName}</footer>`;
  },
  // The real one reads the link as the page does (checkout-page.test.ts renders with it): here, any price will do.
  checkoutRender: (query: string) =>
    new URLSearchParams(query).get('price')
      ? { url: `/checkout?${new URLSearchParams(query)}`, quoteInput: { type: 'training' }, quoteKey: 'training' }
      : null,
  ROUTE_META: {
    '/': { title: 'Pilates and personal training', description: 'Classes and training, book online.' },
    '/booking': { title: 'Book a class', description: 'The weekly schedule.' },
    '/privacy': { title: 'Privacy policy', description: 'Privacy.' },
    '/terms': { title: 'Terms', description: 'Terms.' },
    '/checkout': { title: 'Secure payment', description: 'Pay.' },
    notFound: { title: 'Page not found', description: 'Nothing here.' },
  },
};
const ssr = { template: TEMPLATE, shell: TEMPLATE, entry: async () => entry };

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await buildApp({ config: env.config, database: env.database, services: env.services, clientDir: dir, ssr });
  await app.ready();
  token = await env.adminToken();
});
afterAll(() => app?.close());

const ldGraph = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap(
    (m) => JSON.parse(m[1]!)['@graph'] as Record<string, unknown>[],
  );
const siteDataIn = (html: string) =>
  JSON.parse(/<script type="application\/json" id="site-data">(.*?)<\/script>/s.exec(html)![1]!) as SiteData;

describe('public pages rendered by the server', () => {
  it('carry the business name, description, canonical link, Open Graph tags and JSON-LD before any script runs', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).toContain('<title>Pilates and personal training | Harbour Pilates Studio</title>');
    // The home page's description is the owner's own hero text (Site content), in the meta and Open Graph tags alike.
    expect(html).toMatch(/<meta name="description" content="Small-group Pilates, yoga and fitness classes[^"]*" \/>/);
    expect(html).toMatch(/<meta property="og:description" content="Small-group Pilates, yoga and fitness classes[^"]*" \/>/);
    expect(html).not.toContain('Classes and training, book online.');
    expect(html).toContain('<link rel="canonical" href="https://harbour.example/" />');
    expect(html).toContain('<meta property="og:site_name" content="Harbour Pilates Studio" />');
    expect(html).toContain('<div id="root" data-route="/"><header>Harbour Pilates Studio</header>');
    expect(html).toMatch(/© 20\d\d Harbour Pilates Studio/);
    const graph = ldGraph(html);
    expect(graph.find((n) => n['@type'] === 'HealthClub')).toMatchObject({
      name: 'Harbour Pilates Studio',
      email: env.config.CONTACT_EMAIL,
      telephone: env.config.CONTACT_PHONE,
      url: 'https://harbour.example/',
    });
    // The seed schedules classes this week and next: the coming ones are Events with a price in pounds.
    const events = graph.filter((n) => n['@type'] === 'Event');
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) {
      expect(new Date(e.startDate as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(e.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'GBP', price: expect.stringMatching(/^\d+\.\d\d$/) });
    }
    expect(siteDataIn(html)).toMatchObject({
      businessName: 'Harbour Pilates Studio',
      content: { aboutTitle: DEFAULT_SITE_CONTENT.aboutTitle },
    });
  });

  it('answers every public page, /checkout rendered from its link (the shell when the link has no price), the app shell for admin, and a noindex 404 for unknown paths', async () => {
    for (const url of ['/booking?type=training', '/privacy', '/terms']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('| Harbour Pilates Studio</title>');
      expect(res.body, url).toContain('<header>Harbour Pilates Studio</header>');
    }
    const checkout = await app.inject({ method: 'GET', url: '/checkout?price=25' });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain('<title>Secure payment | Harbour Pilates Studio</title>');
    expect(checkout.body).toContain('<div id="root" data-route="/checkout"><header>Harbour Pilates Studio</header>');
    expect(rendered).toContain('/checkout?price=25');
    const priceless = await app.inject({ method: 'GET', url: '/checkout?class=Yoga' });
    expect(priceless.statusCode).toBe(200);
    expect(priceless.body).toContain('<title>Secure payment | Harbour Pilates Studio</title>');
    expect(priceless.body).toContain('<div id="root"></div>');
    const admin = await app.inject({ method: 'GET', url: '/admin/dashboard' });
    expect(admin.body).toContain('<meta name="robots" content="noindex" />');
    const missing = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Page not found | Harbour Pilates Studio</title>');
    expect(missing.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('renders a page once per content version, and sends brotli to browsers that accept it', async () => {
    await app.inject({ method: 'GET', url: '/terms' });
    const before = rendered.filter((u) => u === '/terms').length;
    const res = await app.inject({ method: 'GET', url: '/terms', headers: { 'accept-encoding': 'gzip, br' } });
    expect(rendered.filter((u) => u === '/terms').length).toBe(before);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<header>Harbour Pilates Studio</header>');
    // Unknown paths share one rendering: a crawler inventing URLs cannot grow the cache.
    await app.inject({ method: 'GET', url: '/a' });
    await app.inject({ method: 'GET', url: '/b' });
    expect(rendered.filter((u) => u === '/__not_found__').length).toBeLessThanOrEqual(2);
  });

  it('serves robots.txt (keeping crawlers out of /admin) and a sitemap of the public pages', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.body).toMatch(/^Disallow: \/admin$/m);
    expect(robots.body).toContain('Sitemap: https://harbour.example/sitemap.xml');
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    for (const p of ['/', '/booking', '/privacy', '/terms']) expect(sitemap.body).toContain(`<loc>https://harbour.example${p}</loc>`);
    expect(sitemap.body).not.toContain('/admin');
  });
});

describe('an edit in the Site content tab', () => {
  let second: FastifyInstance;
  let clock = Date.now();

  beforeAll(async () => {
    // A second instance on the same database, whose clock the test moves.
    ({ app: second } = await env.secondInstance({
      poolSize: 2,
      services: ({ db, config }) => ({
        ...createServices({ db, config }),
        siteContent: createSiteContentService({ db, now: () => clock }),
      }),
      app: { clientDir: dir, ssr },
    }));
  });

  it('reaches the HTML this instance serves at once, and another instance within a second', async () => {
    expect((await second.inject({ method: 'GET', url: '/' })).body).toContain(`<h2>${DEFAULT_SITE_CONTENT.aboutTitle}</h2>`);
    const current = await env.caller({ token }).admin.siteContent.get();
    const saved = await env.caller({ token }).admin.siteContent.update({
      version: current.version,
      content: { ...current.content, businessName: 'Harbour & Co Pilates', aboutTitle: 'About Sam <Pilates>' },
    });
    expect(saved.version).toBe(current.version + 1);
    const here = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(here).toContain('<header>Harbour & Co Pilates</header>');
    expect(here).toContain('<title>Pilates and personal training | Harbour &amp; Co Pilates</title>');
    // The JSON block cannot close its <script>: '<' is escaped.
    expect(here).not.toMatch(/id="site-data">[^<]*<Pilates>/);
    expect(siteDataIn(here).content.aboutTitle).toBe('About Sam <Pilates>');

    // The other instance checked a moment ago: it keeps its copy until its check interval has passed.
    expect((await second.inject({ method: 'GET', url: '/' })).body).toContain(`<h2>${DEFAULT_SITE_CONTENT.aboutTitle}</h2>`);
    clock += 1_001;
    const there = (await second.inject({ method: 'GET', url: '/' })).body;
    expect(there).toContain('<title>Pilates and personal training | Harbour &amp; Co Pilates</title>');
    expect(siteDataIn(there).content.aboutTitle).toBe('About Sam <Pilates>');
  });
});

describe('placeholder testimonials', () => {
  const placeholder = DEFAULT_SITE_CONTENT.testimonials[0]!;

  it('are kept from the public page (HTML and its JSON) until the owner approves one or writes her own', async () => {
    const before = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(siteDataIn(before).content.testimonials).toEqual([]);
    for (const t of DEFAULT_SITE_CONTENT.testimonials) expect(before).not.toContain(t.text);

    const current = await env.caller({ token }).admin.siteContent.get();
    // The editor sees them all, each marked hidden.
    expect(current.content.testimonials.map((t) => t.published)).toEqual(DEFAULT_SITE_CONTENT.testimonials.map(() => false));
    const own = { text: 'Sam fixed my posture in six weeks.', name: 'Jo B.', role: 'Member', rating: 5, published: true };
    await env.caller({ token }).admin.siteContent.update({
      version: current.version,
      content: {
        ...current.content,
        testimonials: [{ ...current.content.testimonials[0]!, published: true }, ...current.content.testimonials.slice(1), own],
      },
    });
    const after = siteDataIn((await app.inject({ method: 'GET', url: '/' })).body).content.testimonials;
    expect(after.map((t) => t.text)).toEqual([placeholder.text, own.text]);
  });

  it('saved before approval existed, stay hidden when still the seeded text; the owner’s own stay shown', async () => {
    const legacy = {
      ...DEFAULT_SITE_CONTENT,
      testimonials: [
        { text: placeholder.text, name: placeholder.name, role: placeholder.role, rating: 5 },
        { text: 'Best class in town.', name: 'Ann', role: '', rating: 4 },
      ],
    };
    await env.db
      .update(siteContent)
      .set({ content: legacy, version: sql`${siteContent.version} + 1` })
      .where(sql`${siteContent.id} = 1`);
    const stored = await createSiteContentService({ db: env.db }).current();
    expect(stored.content.testimonials.map((t) => [t.name, t.published])).toEqual([
      [placeholder.name, false],
      ['Ann', true],
    ]);
    expect(siteDataOf(env.config, stored.content, new Date()).content.testimonials.map((t) => t.name)).toEqual(['Ann']);
  });
});

describe('placeholder credentials and specialisations (decision 807)', () => {
  const claims = ['Level 3', 'Fully insured', '15 years', 'Accredited professional', 'Reiki', 'Aqua Fitness'];

  it('are kept from the public page (HTML, its JSON and JSON-LD) until the owner approves or writes them', async () => {
    const caller = env.caller({ token });
    const seeded = await caller.admin.siteContent.get();
    const reset = await caller.admin.siteContent.update({
      version: seeded.version,
      content: {
        ...seeded.content,
        credentials: DEFAULT_SITE_CONTENT.credentials,
        specialisations: DEFAULT_SITE_CONTENT.specialisations,
        specialisationsPublished: false,
      },
    });
    const before = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(siteDataIn(before).content).toMatchObject({ credentials: [], specialisations: [] });
    for (const claim of claims) expect(before, claim).not.toContain(claim);
    // The editor sees them all, each marked hidden.
    expect(reset.content.credentials.map((c) => c.published)).toEqual(DEFAULT_SITE_CONTENT.credentials.map(() => false));
    expect(reset.content.specialisationsPublished).toBe(false);

    const own = { title: 'REPs Level 4', text: 'Lower back pain specialist.', published: true };
    await caller.admin.siteContent.update({
      version: reset.version,
      content: {
        ...reset.content,
        credentials: [{ ...reset.content.credentials[2]!, published: true }, ...reset.content.credentials.slice(0, 2), own],
        specialisations: ['Reformer Pilates', 'Pre- and postnatal'],
        specialisationsPublished: true,
      },
    });
    const after = siteDataIn((await app.inject({ method: 'GET', url: '/' })).body).content;
    expect(after.credentials.map((c) => c.title)).toEqual(['Fully insured', 'REPs Level 4']);
    expect(after.specialisations).toEqual(['Reformer Pilates', 'Pre- and postnatal']);
  });

  it('saved before approval existed, stay hidden when still the seeded ones; her own stay shown; the old about text is replaced', async () => {
    const legacy = {
      ...DEFAULT_SITE_CONTENT,
      aboutText: LEGACY_ABOUT_TEXT,
      credentials: [
        { title: 'Level 3 Personal Trainer', text: 'Nationally recognised Level 3 personal training qualification.' },
        { title: 'First aid', text: 'St John Ambulance, renewed 2026.' },
      ],
      specialisations: DEFAULT_SITE_CONTENT.specialisations,
    } as Record<string, unknown>;
    delete legacy.specialisationsPublished;
    await env.db
      .update(siteContent)
      .set({ content: legacy, version: sql`${siteContent.version} + 1` })
      .where(sql`${siteContent.id} = 1`);
    const stored = await createSiteContentService({ db: env.db }).current();
    expect(stored.content.credentials.map((c) => [c.title, c.published])).toEqual([
      ['Level 3 Personal Trainer', false],
      ['First aid', true],
    ]);
    expect(stored.content.specialisationsPublished).toBe(false);
    expect(stored.content.aboutText).toBe(DEFAULT_SITE_CONTENT.aboutText);
    const shown = siteDataOf(env.config, stored.content, new Date()).content;
    expect(shown.credentials.map((c) => c.title)).toEqual(['First aid']);
    expect(shown.specialisations).toEqual([]);
    expect(JSON.stringify(shown)).not.toMatch(/experienced hands/);

    // Her own list, saved before the switch existed, stays shown.
    await env.db
      .update(siteContent)
      .set({ content: { ...legacy, specialisations: ['Reformer Pilates'] }, version: sql`${siteContent.version} + 1` })
      .where(sql`${siteContent.id} = 1`);
    const hers = await createSiteContentService({ db: env.db }).current();
    expect(siteDataOf(env.config, hers.content, new Date()).content.specialisations).toEqual(['Reformer Pilates']);
  });
});
