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
    await page.getByRole('link', { name: /home/i }).first().click();
    await page.waitForURL(j.url('/'));
  });
});
