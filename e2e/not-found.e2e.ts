import { expect, test } from 'vitest';
import { openJourney, runJourney } from './harness/journey';

test('journey 7: an unknown path shows the 404 page with a way home', async () => {
  const j = await openJourney('404');
  // The server answers an unknown path with the SPA's 404 page and status 404, which Chromium
  // reports as a failed resource load on the console; that is the behaviour under test.
  j.expectProblem(/status of 404 .*\/no-such-page/, 'the document itself is a deliberate 404');
  await runJourney(j, async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).toBe(true);
    await j.shot('not-found');
    // The page's own way home (the header's links now are links too).
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL(j.url('/'));
  });
});

test('the API reference renders at /api/docs, with or without the trailing slash', async () => {
  const j = await openJourney('api-docs');
  await runJourney(j, async ({ page }) => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      // Swagger UI draws the document's operations: one of the specification's paths, by its summary's operation.
      await expect.poll(() => page.locator('.opblock-summary-path').filter({ hasText: '/api/bookings' }).first().isVisible()).toBe(true);
      // Drawn from the document, not an empty shell: its sections and their operations.
      expect(await page.locator('.opblock-tag').count()).toBeGreaterThanOrEqual(3);
      expect(await page.locator('.opblock').count()).toBeGreaterThan(5);
      await expect
        .poll(() => page.getByText('Swagger UI').or(page.locator('.information-container .title')).first().isVisible())
        .toBe(true);
    }
  });
});
