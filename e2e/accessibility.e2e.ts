import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { adminStorage } from './harness/api';
import { openJourney, runJourney } from './harness/journey';
import { hidden, layoutSettled } from './harness/site';

/** Brings every landing section near the viewport in turn, so the deferred ones load their code. */
async function visitSections(page: Page) {
  for (const id of ['about', 'classes', 'schedule', 'personal-training', 'contact']) {
    await page.evaluate((sectionId) => document.getElementById(sectionId)?.scrollIntoView(), id);
    // The section's deferred code loads and lays out: wait for the page to stop changing, not a fixed time.
    await layoutSettled(page);
    // The schedule fetches its week only once it is on screen.
    if (id === 'schedule') await hidden(page.getByText('Loading schedule...', { exact: true }));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

const ROUTES = [
  '/',
  '/booking',
  '/checkout?class=Personal%20Training%20-%20Single%20Session&price=40&type=training&sessionType=single',
  '/privacy',
  '/terms',
  '/admin/login',
  '/admin/dashboard',
  '/admin/check-in',
];

test('axe finds no serious or critical violations on the main routes, desktop and phone', async () => {
  const storage = await adminStorage();
  const found: string[] = [];
  for (const device of ['desktop', 'phone'] as const) {
    // Signed in, so /admin/dashboard shows the dashboard rather than redirecting to the sign-in page.
    const j = await openJourney('axe', { device, storage });
    await runJourney(j, async ({ page }) => {
      for (const route of ROUTES) {
        await page.goto(route);
        // The landing page's lower sections load as they come near: scroll through it as a visitor
        // would, then judge it without its loading placeholders.
        if (route === '/') await visitSections(page);
        await page.waitForLoadState('networkidle');
        await hidden(page.getByText(/^(Loading schedule\.\.\.|Setting up secure payment\.\.\.|Loading .*\.\.\.)$/)).catch(
          (error: Error) => {
            throw new Error(`${device} ${route} kept showing a loading text: ${error.message}`);
          },
        );
        const result = await new AxeBuilder({ page }).analyze();
        for (const v of result.violations) {
          if (v.impact !== 'serious' && v.impact !== 'critical') continue;
          const nodes = v.nodes
            .slice(0, 4)
            .map((n) => `${n.target.join(' ')}\n      ${(n.any[0]?.message ?? n.failureSummary ?? '').split('\n')[0]}`);
          found.push(`${device} ${route}: [${v.impact}] ${v.id} - ${v.help} (${v.nodes.length} elements)\n    ${nodes.join('\n    ')}`);
        }
      }
    });
  }
  expect(found.length, `axe violations:\n${found.join('\n')}`).toBe(0);
  // Eight routes on two devices with axe in each: longer than the 90 s default of one journey.
}, 240_000);
