import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { allRestRoutes } from '../src/server/rest/plugin';
import { openApiDocument } from '../src/server/rest/openapi';
import { E2E_BUSINESS_NAME } from './harness/constants';
import { type Device, e2eEnv, openJourney, runJourney } from './harness/journey';

/** How far the heading's top is below the sticky header's bottom (0 to a small gap is "at the top"). */
async function headingOffset(page: Page, name: string): Promise<number> {
  return page.evaluate((text) => {
    const heading = [...document.querySelectorAll('h1, h2')].find((h) => h.textContent?.trim() === text);
    const header = document.querySelector('header');
    if (!heading || !header) return Number.NaN;
    return heading.getBoundingClientRect().top - header.getBoundingClientRect().bottom;
  }, name);
}

const AT_TOP = (offset: number) => offset >= 0 && offset <= 40;

declare global {
  interface Window {
    __sectionT0?: number;
  }
}

/**
 * Milliseconds, measured in the page, from the start (the click; for a page load, its load event) until the
 * heading first sits at the top. Timed inside the page so the harness's own round trips do not count.
 */
async function timeToLand(page: Page, heading: string, since: 'click' | 'load', act: () => Promise<unknown>): Promise<number> {
  if (since === 'click') {
    await page.evaluate(() => {
      window.__sectionT0 = undefined;
      window.addEventListener('click', () => (window.__sectionT0 ??= performance.now()), { capture: true, once: true });
    });
  }
  await act();
  const landed = await page.waitForFunction(
    ({ text, since: from }) => {
      const h = [...document.querySelectorAll('h1, h2')].find((el) => el.textContent?.trim() === text);
      const header = document.querySelector('header');
      if (!h || !header) return false;
      const offset = h.getBoundingClientRect().top - header.getBoundingClientRect().bottom;
      if (offset < 0 || offset > 40) return false;
      const t0 = from === 'click' ? window.__sectionT0! : (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
      return Math.max(0, performance.now() - t0);
    },
    { text: heading, since },
    { polling: 'raf', timeout: 8_000 },
  );
  return (await landed.jsonValue()) as number;
}

/** Lands within 600 ms and is still there a second later (nothing above it moved it away). */
async function expectLanding(j: Awaited<ReturnType<typeof openJourney>>, what: string, heading: string, since: 'click' | 'load', act: () => Promise<unknown>) {
  const ms = await timeToLand(j.page, heading, since, act).catch(() => Number.POSITIVE_INFINITY);
  await j.check(`${what}: '${heading}' at the top after ${Math.round(ms)} ms`, async () => expect(ms).toBeLessThanOrEqual(600));
  await j.page.waitForTimeout(1_000);
  const offset = await headingOffset(j.page, heading);
  await j.check(`${what}: '${heading}' still at the top a second later (offset ${offset})`, async () => expect(AT_TOP(offset)).toBe(true));
}

describe('the served HTML, fetched without a browser', () => {
  test('names the business, describes it for search engines and link previews, and lists coming classes', async () => {
    const { baseUrl } = e2eEnv();
    for (const pathname of ['/', '/booking', '/privacy', '/terms']) {
      const html = await (await fetch(new URL(pathname, baseUrl))).text();
      expect(html, pathname).toContain(`| ${E2E_BUSINESS_NAME}</title>`);
      expect(html, pathname).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html, pathname).toContain(`<link rel="canonical" href="${new URL(pathname, baseUrl).toString()}"`);
      expect(html, pathname).toContain(`<meta property="og:site_name" content="${E2E_BUSINESS_NAME}"`);
      // The footer, rendered on the server: the year and the name, not '© . All rights reserved.'
      expect(html.replace(/<!-- -->/g, ''), pathname).toContain(`© ${new Date().getFullYear()} ${E2E_BUSINESS_NAME}. All rights reserved.`);
      const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
      const graph = ld.flatMap((d: { '@graph'?: object[] }) => d['@graph'] ?? [d]) as Record<string, unknown>[];
      const business = graph.find((n) => n['@type'] === 'HealthClub');
      expect(business, pathname).toMatchObject({ name: E2E_BUSINESS_NAME, email: expect.any(String), telephone: expect.any(String) });
      if (pathname === '/' || pathname === '/booking') {
        const events = graph.filter((n) => n['@type'] === 'Event');
        expect(events.length, `${pathname} lists coming classes`).toBeGreaterThan(0);
        expect(events[0]).toMatchObject({ offers: { priceCurrency: 'GBP', availability: expect.stringMatching(/InStock|SoldOut/) } });
      }
    }
    const robots = await (await fetch(new URL('/robots.txt', baseUrl))).text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toContain('Sitemap: ');
    const sitemap = await (await fetch(new URL('/sitemap.xml', baseUrl))).text();
    expect(sitemap).toContain(`<loc>${new URL('/booking', baseUrl).toString()}</loc>`);
  });

  test("serves the API document the build wrote, equal to the one the sources make, with this site's address", async () => {
    const { baseUrl } = e2eEnv();
    const served = await (await fetch(new URL('/api/openapi.json', baseUrl))).json();
    const publicUrl = (served as { servers: { url: string }[] }).servers[0]!.url;
    expect(new URL(publicUrl).origin).toBe(new URL(baseUrl).origin);
    expect(served).toEqual(openApiDocument(allRestRoutes, { publicUrl }));
  });
});

describe.each<Device>(['desktop', 'phone'])('section links and deep links on %s', (device) => {
  test('land with the section heading at the top within 600 ms', async () => {
    const j = await openJourney('section-links', { device });
    j.expectProblem(/request failed: GET .*\(net::ERR_ABORTED\)/, 'leaving a page at once abandons the data requests its sections had started');
    await runJourney(j, async ({ page }) => {
      // Opened directly.
      for (const [hash, heading] of [
        ['personal-training', 'Personal Training'],
        ['contact', 'Get in Touch'],
        ['classes', 'Our Classes'],
      ] as const) {
        // From a blank page, so each is a real page load and not a change of fragment on the same document.
        await page.goto('about:blank');
        await expectLanding(j, `/#${hash} opened directly`, heading, 'load', () => page.goto(j.url(`/#${hash}`), { waitUntil: 'load' }));
      }
      await j.shot('deep-link-classes');

      // From another page, with the header's links (the phone menu first opens). The visitor has been on the
      // page a moment (network idle): long enough for the landing page's code to be fetched in the background.
      for (const [label, heading] of [
        ['Personal Training', 'Personal Training'],
        ['Contact', 'Get in Touch'],
        ['Classes', 'Our Classes'],
      ] as const) {
        await page.goto('/booking', { waitUntil: 'networkidle' });
        if (device === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
        const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
        await expectLanding(j, `'${label}' from /booking`, heading, 'click', () => nav.getByRole('button', { name: label, exact: true }).click());
      }
      await j.shot('from-booking-classes');

      // On the landing page itself: a smooth scroll, still done within 600 ms.
      await page.goto('/', { waitUntil: 'load' });
      if (device === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
      await expectLanding(j, "'Contact' on /", 'Get in Touch', 'click', () => nav.getByRole('button', { name: 'Contact', exact: true }).click());
      await j.shot('landing-contact');
    });
  });

  test('honour prefers-reduced-motion: the jump is immediate', async () => {
    const j = await openJourney('section-links-reduced', { device });
    await runJourney(j, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/', { waitUntil: 'load' });
      if (device === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).filter({ visible: true }).getByRole('button', { name: 'Personal Training', exact: true }).click();
      // No animation: two frames are enough.
      const offset = await page.evaluate(
        () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)))),
      ).then(() => page.waitForTimeout(150)).then(() => headingOffset(page, 'Personal Training'));
      await j.check(`reduced motion lands at once (offset ${offset})`, async () => expect(AT_TOP(offset)).toBe(true));
    });
  });
});
