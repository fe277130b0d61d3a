import { expect, test } from 'vitest';
import { adminStorage, adminToken, apiOk } from './harness/api';
import { openJourney, runJourney } from './harness/journey';
import { fillCheckoutCustomer, openAdminSection, payWithTestCard, visible } from './harness/site';

const PACKAGE = 'Personal Training - 12 Session Package';
const VISITOR = { name: 'Terry Trainer', email: 'terry.trainer@e2e.test', phone: '07700 900321' };

test('journey 4: on a phone, the personal-training package is paid on /booking with a discount code and shows in the admin bookings', async () => {
  await apiOk('/api/admin/discount-codes', { token: await adminToken(), body: { code: 'TRAIN10', discountType: 'percentage', value: 10 } });
  const j = await openJourney('training', { device: 'phone' });
  j.expectProblem(/status of 400 .*checkout\.createTrainingPayment/, 'a code that does not exist is refused with 400 on purpose');
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

    // The checkout is right there (no page with one button): the package, its price, her details and a code.
    await visible(page.getByRole('heading', { name: 'Secure Payment' }));
    await visible(page.getByText(PACKAGE).first());
    await visible(page.getByText('£390.00').first());
    await expect(page.getByText('Continue to Secure Payment').count()).resolves.toBe(0);
    await j.shot('booking-training');

    // A wrong code is refused beside its field; a 10% code is priced by the server.
    await fillCheckoutCustomer(page, { ...VISITOR, discountCode: 'NOSUCHCODE' });
    await visible(page.getByRole('alert').filter({ hasText: /code/i }));
    await j.shot('code-refused');
    await fillCheckoutCustomer(page, { ...VISITOR, discountCode: 'train10' });
    const amounts = page.getByTestId('payment-amounts');
    await j.check('the discount is shown as the class checkout shows it', async () => {
      await visible(amounts.getByText('Discount (TRAIN10)'), 15_000);
      await expect(amounts.innerText()).resolves.toContain('-£39.00');
      await expect(amounts.innerText()).resolves.toContain('£351.00');
    });
    // What paying agrees to, with the terms and the cancellation policy a tap away (in a new tab).
    const terms = page.getByTestId('payment-terms');
    await expect(terms.innerText()).resolves.toContain('By paying you agree to our Terms and Conditions');
    await expect(terms.getByRole('link', { name: /cancellation policy/ }).getAttribute('href')).resolves.toBe('/terms#cancellations');
    await expect(terms.getByRole('link', { name: /Terms and Conditions/ }).getAttribute('target')).resolves.toBe('_blank');
    await j.shot('checkout');

    const pay = 'Pay £351.00';
    await visible(page.getByRole('button', { name: pay }), 15_000);
    await payWithTestCard(page, '4242 4242 4242 4242', pay);
    await visible(page.getByRole('heading', { name: 'Payment received' }), 15_000);
    await expect(page.getByTestId('booking-reference').innerText()).resolves.toMatch(/^T-\d+$/);
    await expect(page.locator('main').innerText()).resolves.toContain(PACKAGE);
    await expect(page.locator('main').innerText()).resolves.toContain('£351.00');
    await j.shot('paid');
  });

  // The owner sees the order among the bookings.
  const admin = await openJourney('training-admin', { device: 'desktop', storage: await adminStorage() });
  await runJourney(admin, async ({ page }) => {
    await page.goto('/admin/dashboard');
    await openAdminSection(page, 'Bookings', 'Bookings');
    const row = page.getByRole('row').filter({ hasText: VISITOR.name });
    await visible(row);
    const text = await row.innerText();
    expect(text).toContain(PACKAGE);
    expect(text).toContain(VISITOR.email);
    await admin.shot('admin-bookings');
  });
});
