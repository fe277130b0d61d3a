// The HTML of every public page, rendered on the server from the configuration and the owner's site content,
// so the business's name, contact details and description are in the first bytes a browser, a search engine
// or a link preview receives. Rendered once per (page, content version, year) and kept; the coming classes'
// JSON-LD is refreshed every minute; a content edit on any instance reaches every instance within a second.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { PAGE_JSON_IDS, type ServerQuote, type ServerWeek } from '../../domain/dto';
import { isDomainError } from '../../domain/errors';
import { checkoutQuoteSchema } from '../../domain/schemas';
import { pageDescription, publishedContent, type SiteData } from '../../domain/site-content';
import { addDays, londonToday, mondayOf } from '../../domain/time';
import type { Config } from '../config';
import type { Services } from '../services/container';
import { QUOTE_LIMIT } from '../services/platform/rate-limit';
import { classEventsJsonLd, escapeHtml, headTags, pageTitle, scriptJson } from './structured-data';

/** What the server-side bundle of src/client/entry-server.tsx exports. */
export interface SsrEntry {
  render(url: string, siteData: SiteData, quote?: ServerQuote | null, week?: ServerWeek | null): Promise<string>;
  /**
   * What /checkout is rendered from for a query string: its URL and the quote the page asks for (input and its
   * key), or null when the page sends the visitor home.
   */
  checkoutRender(query: string): { url: string; quoteInput: unknown; quoteKey: string } | null;
  ROUTE_META: Record<string, { title: string; description: string }>;
}

/** Pages rendered on the server (the landing page and the pages a visitor or crawler reads). */
export const RENDERED_ROUTES = ['/', '/booking', '/privacy', '/terms'] as const;
/** Pages whose JSON-LD lists the coming classes. */
const EVENT_ROUTES = new Set(['/', '/booking']);
export const EVENTS_TTL_MS = 60_000;
/** /booking's HTML carries the current week's timetable, read again at most this often (availability is live once the page runs). */
export const WEEK_TTL_MS = 60_000;
/**
 * Checkout pages kept, keyed on the link's parameters as the page reads them (every class and price has its own
 * link) and the server's quote: the most recently asked-for ones, so invented links cannot grow the cache.
 */
export const CHECKOUT_PAGES_KEPT = 32;
const EVENT_DAYS = 14;

export interface PageAnswer {
  body: string | Buffer;
  encoding: 'br' | 'gzip' | null;
}

interface Rendered {
  html: string;
  br?: Buffer;
  gz?: Buffer;
}

/** The JSON block the client reads its site data from (components/site-data.tsx). */
export function siteDataScript(site: SiteData): string {
  return `<script type="application/json" id="${PAGE_JSON_IDS.siteData}">${scriptJson(site)}</script>`;
}

export function siteDataOf(config: Config, content: SiteData['content'], now: Date, year = londonYear(now)): SiteData {
  return {
    businessName: content.businessName || config.BUSINESS_NAME,
    contactEmail: config.CONTACT_EMAIL,
    contactPhone: config.CONTACT_PHONE,
    social: { facebook: config.SOCIAL_FACEBOOK_URL, instagram: config.SOCIAL_INSTAGRAM_URL, youtube: config.SOCIAL_YOUTUBE_URL },
    reviewUrl: config.REVIEW_URL,
    publicUrl: config.PUBLIC_URL,
    year,
    // Placeholders the owner has not approved never reach a public page (its HTML, its JSON, its JSON-LD).
    content: publishedContent(content),
  };
}

const londonYear = (at: Date) => Number(londonToday(at).slice(0, 4));

export interface SitePagesOptions {
  config: Config;
  services: Services;
  /** The page template: the built index.html with its stylesheet inlined (see src/scripts/build.mjs). */
  template: string;
  /** The shell for pages the server does not render (admin, checkout): the build's empty app. */
  shell: string;
  entry: () => Promise<SsrEntry>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export function createSitePages(opts: SitePagesOptions) {
  const { config, services, template, shell } = opts;
  const now = opts.now ?? (() => new Date());
  let entry: Promise<SsrEntry> | null = null;
  const loadEntry = () => (entry ??= opts.entry());
  const rendered = new Map<string, Promise<Rendered>>();
  const checkoutPages = new LRUCache<string, Promise<Rendered>>({ max: CHECKOUT_PAGES_KEPT });
  let events: { at: number; json: object[]; promise?: Promise<object[]> } | null = null;
  // The footer's year, worked out at most once a minute: a time-zone conversion per request was a quarter
  // of the landing page's CPU. A page rendered in the first minute of a London year may show the old one.
  let year = { at: Number.NEGATIVE_INFINITY, value: 0 };
  const yearAt = (t: Date) => {
    if (Math.abs(t.getTime() - year.at) >= 60_000) year = { at: t.getTime(), value: londonYear(t) };
    return year.value;
  };

  let week: { at: number; value: ServerWeek | null; promise?: Promise<ServerWeek | null> } | null = null;

  /**
   * The current week's classes for /booking's HTML (crawlers and slow phones see the timetable, not its loading
   * text), as the schedule's own queries answer. Null when they fail: the page then loads it as before.
   */
  async function currentWeek(): Promise<ServerWeek | null> {
    const t = now();
    // Its age either way: a clock set back (the journeys' test clock) must not keep a week read in its future.
    if (week && Math.abs(t.getTime() - week.at) < WEEK_TTL_MS) return week.value;
    if (week?.promise) return week.promise;
    const monday = mondayOf(londonToday(t));
    const promise = Promise.all([
      services.schedule.range(monday, addDays(monday, 6)),
      services.classTypes.listActive(),
      services.credits.onSale(),
    ])
      .then(([slots, classTypes, packs]): ServerWeek => ({
        monday,
        at: t.toISOString(),
        slots,
        classTypes,
        openClassPricePence: config.OPEN_CLASS_PRICE_PENCE,
        packs,
      }))
      .catch((error: unknown) => {
        opts.log.warn({ err: error }, "could not read the week's classes for /booking");
        return null;
      });
    week = { at: week?.at ?? 0, value: week?.value ?? null, promise };
    const value = await promise;
    week = { at: t.getTime(), value };
    return value;
  }

  async function classEvents(site: SiteData): Promise<object[]> {
    const t = now();
    if (events && Math.abs(t.getTime() - events.at) < EVENTS_TTL_MS) return events.json;
    if (events?.promise) return events.promise;
    const from = londonToday(t);
    const promise = Promise.all([services.schedule.range(from, addDays(from, EVENT_DAYS - 1)), services.classTypes.listActive()])
      .then(([slots, types]) => classEventsJsonLd(site, slots, types, config.OPEN_CLASS_PRICE_PENCE, t))
      .catch((error: unknown) => {
        // Structured data is a bonus: a failed query must not take the page down with it.
        opts.log.warn({ err: error }, 'could not list coming classes for JSON-LD');
        return [];
      });
    events = { at: events?.at ?? 0, json: events?.json ?? [], promise };
    const json = await promise;
    events = { at: t.getTime(), json };
    return json;
  }

  /** The template with this page's head and (when rendered) body. */
  function assemble(
    base: string,
    site: SiteData,
    pathname: string,
    meta: { title: string; description: string },
    body: string | null,
    graph: object[],
    noindex: boolean,
    extra = '',
  ) {
    const description = pageDescription(pathname, meta.description, site);
    const head = headTags({ site, pathname, title: meta.title, description, noindex, graph });
    const data = siteDataScript(site) + extra;
    let html = base
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(pageTitle(meta.title, site.businessName))}</title>`)
      .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(description)}" />`)
      .replace('</head>', () => `    ${head}\n    ${data}\n  </head>`);
    if (body !== null)
      html = html.replace('<div id="root"></div>', () => `<div id="root" data-route="${escapeHtml(pathname)}">${body}</div>`);
    return html;
  }

  async function build(
    pathname: string,
    kind: 'rendered' | 'shell',
    site: SiteData,
    graph: object[],
    served: ServerWeek | null = null,
  ): Promise<Rendered> {
    const ssr = await loadEntry();
    if (kind === 'shell') {
      const meta =
        pathname === '/checkout'
          ? ssr.ROUTE_META['/checkout']!
          : { title: site.content.tagline, description: ssr.ROUTE_META['/']!.description };
      return { html: assemble(shell, site, pathname, meta, null, [], pathname !== '/checkout') };
    }
    const known = (RENDERED_ROUTES as readonly string[]).includes(pathname);
    const meta = known ? ssr.ROUTE_META[pathname]! : ssr.ROUTE_META.notFound!;
    const body = await ssr.render(pathname, site, null, served);
    const block = served ? `<script type="application/json" id="${PAGE_JSON_IDS.scheduleWeek}">${scriptJson(served)}</script>` : '';
    return { html: assemble(template, site, known ? pathname : '/404', meta, body, graph, !known, block) };
  }

  /** The server's price for what a /checkout link asks for; null when it is not for sale (the page then says why). */
  async function quoteFor(input: unknown, key: string): Promise<ServerQuote | null> {
    const parsed = checkoutQuoteSchema.safeParse(input);
    if (!parsed.success) return null;
    try {
      const { class: className, ...rest } = parsed.data;
      return { input: key, quote: await services.checkout.quote({ ...rest, className }) };
    } catch (error) {
      // Unknown class, past or missing slot: the page asks again once it runs, and shows the reason. Anything
      // else (the database down) is the owner's to know about; the page still loads and asks again.
      if (!isDomainError(error)) opts.log.warn({ err: error }, 'could not price a /checkout link');
      return null;
    }
  }

  /**
   * A /checkout view with a link of its own costs a price query and a server render, so it counts against the
   * visitor's quote limit (the same bucket as the quote API, decided by the database's counter). Over it, the
   * page is the shell: the browser then asks the quote API, which answers with the wait.
   */
  async function mayPrice(ip: string): Promise<boolean> {
    const limit = config.RATE_LIMIT_PER_MINUTE * QUOTE_LIMIT.times;
    if (limit <= 0) return true;
    try {
      return (await services.rateLimiter.hit(QUOTE_LIMIT.bucket, ip, 60_000)).count <= limit;
    } catch (error) {
      opts.log.warn({ err: error }, 'could not count a /checkout view');
      return false;
    }
  }

  /**
   * /checkout drawn from its query string, as the client's first pass draws it: with the server's price for the
   * link (the page whole before any script runs), or with the price loading when there is none. Links the page
   * would send home get the shell (the client redirects, as ever).
   */
  async function checkoutPage(query: string, site: SiteData, version: number, ip: string): Promise<Rendered> {
    const ssr = await loadEntry();
    const target = ssr.checkoutRender(query);
    if (target === null || !(await mayPrice(ip)))
      return cachedPage(`shell|/checkout|${version}|${site.year}|0`, () => build('/checkout', 'shell', site, []));
    const quote = await quoteFor(target.quoteInput, target.quoteKey);
    const url = target.url;
    const key = `${url}|${quote ? JSON.stringify(quote.quote) : '-'}|${version}|${site.year}`;
    let hit = checkoutPages.get(key);
    if (hit) return hit;
    const block = quote ? `<script type="application/json" id="${PAGE_JSON_IDS.checkoutQuote}">${scriptJson(quote)}</script>` : '';
    hit = ssr
      .render(url, site, quote)
      .then((body) => ({ html: assemble(template, site, '/checkout', ssr.ROUTE_META['/checkout']!, body, [], false, block) }));
    checkoutPages.set(key, hit);
    hit.catch(() => checkoutPages.delete(key));
    return hit;
  }

  /** One page per slot (kind and path), the current content version's; an older version's copy is dropped. */
  function cachedPage(key: string, make: () => Promise<Rendered>): Promise<Rendered> {
    let hit = rendered.get(key);
    if (!hit) {
      const slot = key.split('|', 2).join('|');
      for (const k of rendered.keys()) if (k.startsWith(`${slot}|`)) rendered.delete(k);
      hit = make();
      rendered.set(key, hit);
      hit.catch(() => rendered.delete(key));
    }
    return hit;
  }

  return {
    /** Starts loading the renderer (so the first visitor does not wait for it). */
    warm: () => loadEntry().then(() => undefined),

    /**
     * The page for a path: a rendered public page (or the 404 page), /checkout rendered from `query` (its query
     * string, as the visitor sent it), or the shell with the business's head for the admin area. Compressed
     * copies are made once per cached page.
     */
    async page(pathname: string, kind: 'rendered' | 'shell', acceptEncoding = '', query = '', ip = '127.0.0.1'): Promise<PageAnswer> {
      const { version, content } = await services.siteContent.current();
      const t = now();
      const site = siteDataOf(config, content, t, yearAt(t));
      let hit: Promise<Rendered>;
      if (kind === 'rendered' && pathname === '/checkout') hit = checkoutPage(query, site, version, ip);
      else {
        const graph = kind === 'rendered' && EVENT_ROUTES.has(pathname) ? await classEvents(site) : [];
        const served = kind === 'rendered' && pathname === '/booking' ? await currentWeek() : null;
        // Unknown paths share one rendered 404 (its canonical is the home page): a crawler cannot fill the cache.
        const known = kind === 'shell' || (RENDERED_ROUTES as readonly string[]).includes(pathname);
        const slot = known ? pathname : '*404';
        const key = `${kind}|${slot}|${version}|${site.year}|${events && graph.length ? events.at : 0}|${served ? served.at : 0}`;
        hit = cachedPage(key, () => build(known ? pathname : '/__not_found__', kind, site, graph, served));
      }
      const page = await hit;
      if (/\bbr\b/.test(acceptEncoding)) {
        page.br ??= brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
        return { body: page.br, encoding: 'br' };
      }
      if (/\bgzip\b/.test(acceptEncoding)) {
        page.gz ??= gzipSync(page.html, { level: 6 });
        return { body: page.gz, encoding: 'gzip' };
      }
      return { body: page.html, encoding: null };
    },
  };
}

/** The public pages for search engines. */
export function sitemapXml(config: Config): string {
  const urls = RENDERED_ROUTES.map((r) => `  <url><loc>${escapeHtml(new URL(r, config.PUBLIC_URL).toString())}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers keep out of the admin area and the APIs. */
export function robotsTxt(config: Config): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /trpc/\n\nSitemap: ${new URL('/sitemap.xml', config.PUBLIC_URL).toString()}\n`;
}

export type SitePages = ReturnType<typeof createSitePages>;

/** The built client's server-side entry and templates, when the build produced them. */
export function builtSsr(clientDir: string): { template: string; shell: string; entry: () => Promise<SsrEntry> } | null {
  const entryFile = path.join(clientDir, '..', 'ssr', 'entry-server.js');
  const templateFile = path.join(clientDir, 'page-template.html');
  const shellFile = path.join(clientDir, 'shell.html');
  if (!existsSync(entryFile) || !existsSync(templateFile) || !existsSync(shellFile)) return null;
  return {
    template: readFileSync(templateFile, 'utf8'),
    shell: readFileSync(shellFile, 'utf8'),
    entry: () => import(pathToFileURL(entryFile).href) as Promise<SsrEntry>,
  };
}
