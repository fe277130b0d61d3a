import { expect, test } from 'vitest';
import { adminStorage } from './harness/api';
import { openJourney, runJourney } from './harness/journey';
import { fillCheckoutCustomer, payWithTestCard, visible } from './harness/site';

const PACKAGE = 'Personal Training - 12 Session Package';
const VISITOR = { name: 'Terry Trainer', email: 'terry.trainer@e2e.test', phone: '07700 900321' };

test('journey 4: the personal-training package is bought at /checkout and shows in the admin bookings', async () => {
  const j = await openJourney('training', { device: 'desktop' });
  await runJourney(j, async ({ page }) => {
    await page.goto('/#personal-training');
    const section = page.locator('#personal-training');
    await visible(section.getByText('£390'));
    await visible(section.getByText('Most Popular'));
    await section.scrollIntoViewIfNeeded();
    await j.shot('pricing');

    const link = section.getByRole('link').filter({ visible: true }).and(page.locator(`a[href*="price=390"]`));
    const href = await link.first().getAttribute('href');
    const target = new URL(href!, j.baseUrl);
    expect(target.pathname).toBe('/booking');
    expect(Object.fromEntries(target.searchParams)).toEqual({ class: PACKAGE, price: '390', type: 'training' });
    await link.first().click();
    await page.waitForURL((u) => u.pathname === '/booking' && u.searchParams.get('type') === 'training');
    await visible(page.getByText(PACKAGE).first());
    await j.shot('booking-training');

    // /booking offers the purchase and passes class and price on to /checkout.
    await page
      .getByRole('link', { name: /checkout|pay|book/i })
      .or(page.getByRole('button', { name: /checkout|pay|book/i }))
      .filter({ visible: true })
      .filter({ hasNotText: /^Book Now$/ })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === '/checkout');
    const query = new URL(page.url()).searchParams;
    expect(query.get('type')).toBe('training');
    expect(query.get('class') ?? query.get('description')).toBe(PACKAGE);
    await visible(page.getByRole('heading', { name: 'Secure Payment' }));
    await visible(page.getByText('£390.00').first());
    await j.shot('checkout');

    await fillCheckoutCustomer(page, VISITOR);
    const pay = 'Pay £390.00';
    await visible(page.getByRole('button', { name: pay }), 15_000);
    await payWithTestCard(page, '4242 4242 4242 4242', pay);
    await visible(page.getByRole('heading', { name: 'Payment received' }), 15_000);
    await expect(page.getByTestId('booking-reference').innerText()).resolves.toMatch(/^T-\d+$/);
    await expect(page.locator('main').innerText()).resolves.toContain(PACKAGE);
    await j.shot('paid');
  });

  // The owner sees the order among the bookings.
  const admin = await openJourney('training-admin', { device: 'desktop', storage: await adminStorage() });
  await runJourney(admin, async ({ page }) => {
    await page.goto('/admin/dashboard');
    await page.getByRole('tab', { name: /Bookings/ }).click();
    const row = page.getByRole('row').filter({ hasText: VISITOR.name });
    await visible(row);
    const text = await row.innerText();
    expect(text).toContain(PACKAGE);
    expect(text).toContain(VISITOR.email);
    await admin.shot('admin-bookings');
  });
});
