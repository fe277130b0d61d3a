import { expect, test } from 'vitest';
import { adminStorage, adminToken, bookAndPay, createSlot, journeyDate, locationByName, publicClassTypes } from './harness/api';
import { openJourney, runJourney } from './harness/journey';
import { waitForMail } from './harness/mailbox';
import { toast, visible } from './harness/site';

const ANNA = { name: 'Anna Phonecheck', email: 'anna.phonecheck@e2e.test', phone: '07700 900771' };
const BEN = { name: 'Ben Phonecheck', email: 'ben.phonecheck@e2e.test', phone: '07700 900772' };
const CARA = { name: 'Cara Refundcheck', email: 'cara.refundcheck@e2e.test', phone: '07700 900773' };

/** The page is no wider than the phone: nothing on it scrolls sideways. */
async function noSidewaysScroll(page: import('playwright-core').Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test('journey: the owner runs the admin on a 390 px phone (every tab, a slot withdrawn with e-mails, a refund, a weekly series)', async () => {
  const token = await adminToken();
  const mat = (await publicClassTypes()).find((t) => t.name === 'Mat Pilates Class')!;
  const studio = await locationByName(token, 'Main Studio');
  const date = journeyDate(5);
  const doomed = await createSlot(token, { date, startTime: '19:00', locationId: studio.id, classTypeIds: [mat.id], maxBookings: 6 });
  await bookAndPay({ ...ANNA, classTypeId: mat.id, scheduleId: doomed.id });
  await bookAndPay({ ...BEN, classTypeId: mat.id, scheduleId: doomed.id });
  const kept = await createSlot(token, { date, startTime: '06:00', locationId: studio.id, classTypeIds: [mat.id], maxBookings: 6 });
  await bookAndPay({ ...CARA, classTypeId: mat.id, scheduleId: kept.id });

  const j = await openJourney('admin-phone', { device: 'phone', storage: await adminStorage() });
  await runJourney(j, async ({ page }) => {
    // Every tab fits the phone: cards, not tables that scroll sideways.
    for (const tab of [
      'overview',
      'bookings',
      'pricing',
      'schedule',
      'calendar',
      'locations',
      'qr-codes',
      'discounts',
      'enquiries',
      'api-keys',
      'site-content',
    ]) {
      await page.goto(`/admin/dashboard?tab=${tab}`);
      await page.waitForLoadState('networkidle');
      await j.check(`the ${tab} tab does not scroll sideways`, () => noSidewaysScroll(page));
      await j.shot(`tab-${tab}`, { fullPage: true });
    }

    // Deactivating a booked slot first shows who is booked and what each gets back.
    await page.goto(`/admin/dashboard?tab=schedule&date=${date}`);
    await page.getByRole('button', { name: 'Deactivate the 19:00-20:00 slot' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText('2 bookings will be cancelled'));
    await visible(dialog.getByText(ANNA.email));
    await visible(dialog.getByText(BEN.email));
    await visible(dialog.getByText('£24.00', { exact: false }));
    await j.check('the preview fits the phone', () => noSidewaysScroll(page));
    await j.shot('withdraw-preview');
    await dialog.getByRole('button', { name: 'Cancel 2 bookings and deactivate' }).click();
    await visible(toast(page, 'Schedule Updated'));
    await j.shot('withdraw-done');
    const annaMail = await waitForMail(ANNA.email, (m) => m.subject.startsWith('Cancelled:'));
    expect(annaMail.text).toContain('£12.00');
    await waitForMail(BEN.email, (m) => m.subject.startsWith('Cancelled:'));

    // A refund from the bookings tab: the terms' amount (24 h or more before the class: all) is suggested, the
    // red button names it, and the owner may change it.
    await page.goto('/admin/dashboard?tab=bookings');
    const row = page.getByRole('listitem').filter({ hasText: CARA.name });
    await row.getByRole('button', { name: /^Refund B-/ }).click();
    const refund = page.getByRole('dialog');
    await visible(refund.getByRole('button', { name: 'Refund £12.00' }));
    await refund.getByLabel('Amount to refund').fill('5');
    await j.check('the refund dialog fits the phone', () => noSidewaysScroll(page));
    await j.shot('refund-dialog');
    await refund.getByRole('button', { name: 'Refund £5.00' }).click();
    await visible(toast(page, 'Refund Made'));
    await visible(page.getByRole('listitem').filter({ hasText: CARA.name }).getByText('Refunded £5.00 of £12.00'));
    await j.shot('refund-done');

    // A weekly series from the phone: Tuesdays and Thursdays for 3 weeks.
    const seriesStart = journeyDate(1);
    await page.goto(`/admin/dashboard?tab=schedule&date=${seriesStart}`);
    await page.getByRole('button', { name: 'Weekly Series' }).click();
    const series = page.getByRole('dialog', { name: 'Weekly Series' });
    // The chosen date's weekday (a Tuesday) is ticked already; the chips' inputs are hidden under their labels.
    await expect(series.getByRole('checkbox', { name: 'Tuesday' }).isChecked()).resolves.toBe(true);
    await series.locator('label').filter({ hasText: /^Thu$/ }).click();
    await expect(series.getByRole('checkbox', { name: 'Thursday' }).isChecked()).resolves.toBe(true);
    await series.getByLabel('Weeks').fill('3');
    await series.getByRole('checkbox', { name: 'Mat Pilates Class' }).check();
    await j.check('the series form fits the phone', () => noSidewaysScroll(page));
    await j.shot('series-form', { fullPage: true });
    await series.getByRole('button', { name: 'Create Series' }).click();
    await visible(toast(page, /Series Created|Schedules Created/));
    await j.shot('series-created');
  });
});
