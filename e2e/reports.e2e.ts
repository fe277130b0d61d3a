import { expect, test } from 'vitest';
import { adminStorage, adminToken, apiOk } from './harness/api';
import { openJourney, runJourney } from './harness/journey';
import { visible } from './harness/site';

/** True when the page is no wider than the phone's screen. */
const noSidewaysScroll = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('journey: the owner reads the reports and the audit trail, and exports paid bookings, on a phone', async () => {
  const token = await adminToken();
  const code = `AUDIT${Date.now().toString(36).toUpperCase()}`;
  await apiOk('/api/admin/discount-codes', { token, body: { code, discountType: 'fixed', value: 250 } });

  const j = await openJourney('reports', { device: 'phone', storage: await adminStorage() });
  await runJourney(j, async ({ page }) => {
    await page.goto('/admin/dashboard?tab=reports');
    await visible(page.getByRole('heading', { name: 'Revenue (paid minus refunded)' }));
    await visible(page.getByRole('heading', { name: 'Fill rate by class type' }));
    await visible(page.getByText('Net revenue'));
    expect(await noSidewaysScroll(page)).toBe(true);
    await j.shot('reports');
    await page.getByText('By month').click();
    await j.check('fill rate table or empty state', () => visible(page.getByRole('heading', { name: 'Fill rate by time of day' })));
    await j.shot('reports-by-month', { fullPage: true });
    // Members, MRR and churn beside the voucher liability (decision 792), whole on a phone.
    await visible(page.getByRole('heading', { name: 'Memberships' }));
    await visible(page.getByText(/Churn in these dates:/));
    await visible(page.getByRole('heading', { name: 'Gift vouchers outstanding' }));
    await page.getByRole('heading', { name: 'Memberships' }).scrollIntoViewIfNeeded();
    expect(await noSidewaysScroll(page)).toBe(true);
    await j.shot('reports-memberships');

    await page.goto('/admin/dashboard?tab=audit');
    // The trail reads as sentences: 'Created discount code “E2E10”'.
    await visible(page.getByText(/^Created discount code/).first());
    expect(await noSidewaysScroll(page)).toBe(true);
    await j.shot('audit');

    await page.goto('/admin/dashboard?tab=bookings');
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    await visible(exportButton);
    await j.check('paid only is the default', async () => expect(await page.getByLabel('Paid only').isChecked()).toBe(true));
    if (await exportButton.isEnabled()) {
      const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
      expect(download.suggestedFilename()).toMatch(/^bookings-paid-.*\.csv$/);
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString('utf8');
      expect(text.startsWith('\uFEFFType,Reference,')).toBe(true);
      expect(text.split('\r\n')[0]).toContain('Paid (GBP),Refunded (GBP),Net (GBP),Discount code');
    }
    expect(await noSidewaysScroll(page)).toBe(true);
    await j.shot('bookings');
  });
});
