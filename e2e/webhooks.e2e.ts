import { expect, test } from 'vitest';
import { adminStorage } from './harness/api';
import { openJourney, runJourney } from './harness/journey';
import { toast, visible } from './harness/site';

// A public address written as an IP: registration needs no DNS, and the event chosen is never sent here.
const URL_OF_HOOK = 'https://93.184.216.34/e2e-hooks';

test('journey: the owner adds a webhook endpoint, copies its secret once, and deletes it after confirming, on a phone', async () => {
  const j = await openJourney('webhooks', { device: 'phone', storage: await adminStorage() });
  await runJourney(j, async ({ page }) => {
    await page.goto('/admin/dashboard?tab=webhooks');
    await visible(page.getByRole('button', { name: 'New endpoint' }));
    await j.shot('tab');

    await page.getByRole('button', { name: 'New endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'New webhook endpoint' });
    await dialog.getByLabel('URL').fill(URL_OF_HOOK);
    await dialog.getByLabel('Description').fill('E2E listener');
    await dialog.getByLabel(/^booking\.confirmed/).uncheck();
    await dialog.getByLabel(/^waitlist\.offered/).check();
    // A tap outside keeps what was typed.
    await page.mouse.click(5, 5);
    await expect(dialog.getByLabel('URL').inputValue()).resolves.toBe(URL_OF_HOOK);
    await j.shot('form');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();

    const secret = page.getByRole('alert').filter({ hasText: 'Copy the signing secret now' });
    await visible(secret);
    await expect(secret.innerText()).resolves.toMatch(/whsec_[A-Za-z0-9_-]{20,}/);
    await visible(page.getByText(URL_OF_HOOK));
    await j.check('no sideways scroll at 390 px', async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
    await j.shot('created');

    await page.getByRole('button', { name: 'Deliveries' }).click();
    await visible(page.getByText('Nothing sent yet'));
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete endpoint?' });
    await visible(confirm);
    await j.shot('confirm-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await visible(toast(page, 'Endpoint Deleted'));
    await visible(page.getByText('No webhook endpoints yet'));
  });
});
