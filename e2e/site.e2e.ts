import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { allRestRoutes } from '../src/server/rest/plugin';
import { openApiDocument } from '../src/server/rest/openapi';
import { E2E_BUSINESS_NAME } from './harness/constants';
import { type Device, e2eEnv, openJourney, runJourney } from './harness/journey';
import { layoutSettled } from './harness/site';

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

/** Waits until the section's heading sits at the top (the condition, not a time: 8 s is only the give-up). */
async function landsAtTop(page: Page, heading: string): Promise<boolean> {
  return page
    .waitForFunction(
      (text) => {
        const h = [...document.querySelectorAll('h1, h2')].find((el) => el.textContent?.trim() === text);
        const header = document.querySelector('header');
        if (!h || !header) return false;
        const offset = h.getBoundingClientRect().top - header.getBoundingClientRect().bottom;
        return offset >= 0 && offset <= 40;
      },
      heading,
      { polling: 'raf', timeout: 8_000 },
    )
    .then(() => true)
    .catch(() => false);
}

/** Lands at the top, and is still there once every section above it has loaded and the layout has settled. */
async function expectLanding(j: Awaited<ReturnType<typeof openJourney>>, what: string, heading: string, act: () => Promise<unknown>) {
  await act();
  const landed = await landsAtTop(j.page, heading);
  await j.check(`${what}: '${heading}' at the top`, async () => expect(landed).toBe(true));
  await layoutSettled(j.page);
  const offset = await headingOffset(j.page, heading);
  await j.check(`${what}: '${heading}' still at the top once the page settled (offset ${offset})`, async () =>
    expect(AT_TOP(offset)).toBe(true),
  );
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
  test('land with the section heading at the top, and keep it there', async () => {
    const j = await openJourney('section-links', { device });
    await runJourney(j, async ({ page }) => {
      // Opened directly.
      for (const [hash, heading] of [
        ['personal-training', 'Personal Training'],
        ['contact', 'Get in Touch'],
        ['classes', 'Our Classes'],
      ] as const) {
        // From a blank page, so each is a real page load and not a change of fragment on the same document.
        await page.goto('about:blank');
        await expectLanding(j, `/#${hash} opened directly`, heading, () => page.goto(j.url(`/#${hash}`), { waitUntil: 'load' }));
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
        await expectLanding(j, `'${label}' from /booking`, heading, () => nav.getByRole('link', { name: label, exact: true }).click());
      }
      await j.shot('from-booking-classes');

      // On the landing page itself: a smooth scroll.
      await page.goto('/', { waitUntil: 'load' });
      if (device === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
      await expectLanding(j, "'Contact' on /", 'Get in Touch', () => nav.getByRole('link', { name: 'Contact', exact: true }).click());
      await j.shot('landing-contact');
    });
  });

  test('honour prefers-reduced-motion: the jump is immediate', async () => {
    const j = await openJourney('section-links-reduced', { device });
    await runJourney(j, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/', { waitUntil: 'load' });
      if (device === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      // Where the page is at every scroll it makes. A jump covers the whole way at its first scroll; an animation's
      // first frames cover only a small part of it (its easing moves about a sixth of the way in the first frame).
      // The window's position is what is measured: the heading itself may be re-rendered while its section's code
      // arrives, so it is not always in the page at the moment of a scroll.
      await page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { __scrolls: number[] }).__scrolls = seen;
        window.addEventListener('scroll', () => seen.push(window.scrollY), { passive: true });
      });
      await page
        .getByRole('navigation', { name: 'Main' })
        .filter({ visible: true })
        .getByRole('link', { name: 'Personal Training', exact: true })
        .click();
      const landed = await landsAtTop(page, 'Personal Training');
      // A jump moves the window at once; its scroll event is dispatched at the next frame: wait for it to be seen.
      await page.waitForFunction(() => (window as unknown as { __scrolls: number[] }).__scrolls.length > 0);
      const scrolls = await page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls);
      const finalY = await page.evaluate(() => window.scrollY);
      await j.check(`reduced motion lands (offset ${await headingOffset(page, 'Personal Training')})`, async () =>
        expect(landed).toBe(true),
      );
      await j.check(
        `reduced motion jumps: the first scroll covers the way (scrolls ${scrolls.slice(0, 5).join(', ')}; ends at ${finalY})`,
        async () => expect(finalY > 0 && scrolls.length > 0 && scrolls[0]! >= 0.75 * finalY).toBe(true),
      );
    });
  });
});
