/**
 * Issue 32 on a phone: she signs in from the e-mailed link, sees her bookings and credits, moves a booking to
 * another class of the same price, downloads a receipt and signs out.
 */
import { expect, test } from 'vitest';
import { adminToken, apiOk, bookAndPay, createClassType, createSlot, journeyDate, locationByName } from './harness/api';
import { openJourney, runJourney } from './harness/journey';
import { waitForMail } from './harness/mailbox';
import { hidden, toast, visible } from './harness/site';

const HER = { name: 'Amy Account', email: 'amy.account@e2e.test', phone: '07700 900777' };

test('a phone customer signs in from the e-mail, sees bookings and credits, moves a booking, downloads a receipt, signs out', async () => {
  const token = await adminToken();
  const studio = await locationByName(token, 'Main Studio');
  const type = await createClassType(token, { name: 'Account Pilates', price: '12.00' });
  const first = await createSlot(token, {
    date: journeyDate(2),
    // Not 09:00: the fully-booked journey has the studio then, on the same day.
    startTime: '06:30',
    locationId: studio.id,
    classTypeIds: [type.id],
    maxBookings: 6,
  });
  await createSlot(token, { date: journeyDate(3), startTime: '17:00', locationId: studio.id, classTypeIds: [type.id], maxBookings: 6 });
  await bookAndPay({ ...HER, classTypeId: type.id, scheduleId: first.id });
  const pack = await apiOk<{ id: number }>('/api/admin/packs', {
    token,
    body: { name: 'Account five', pricePence: 5000, credits: 5, validityDays: 60, classTypeIds: [type.id] },
  });
  await apiOk('/api/admin/credit-balances', { token, body: { email: HER.email, packId: pack.id, reason: 'Paid at the desk' } });

  const j = await openJourney('account', { device: 'phone' });
  await runJourney(j, async ({ page }) => {
    await page.goto('/account');
    await page.getByLabel('Email address').fill(HER.email);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'a sign-in link is on its way' }));
    const mail = await waitForMail(HER.email, (m) => m.text.includes('/account#'), 30_000);
    await page.goto(/(\/account#[A-Za-z0-9_-]{43})/.exec(mail.text)![1]!);

    // Her page: the booking by reference, her credits; the link's token has left the address bar.
    const booking = page.locator('[aria-label^="Booking B-"]').first();
    await visible(booking, 15_000);
    expect(new URL(page.url()).hash).toBe('');
    await expect(booking.innerText()).resolves.toContain('Account Pilates');
    await visible(page.getByText('5 of 5 left: Account five'));
    await j.shot('signed-in');

    // Move it to the other class: same price, nothing to pay, confirmed before anything changes.
    await page.getByRole('button', { name: /^Move B-\d+ to another class$/ }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByLabel('Move to'), 15_000);
    const option = await dialog
      .getByLabel('Move to')
      .locator('option', { hasText: 'Account Pilates' })
      .filter({ hasText: '5:00 PM' })
      .getAttribute('value');
    await dialog.getByLabel('Move to').selectOption(option);
    await visible(dialog.getByText('Same price: nothing to pay.'), 15_000);
    await j.shot('move-dialog');
    await dialog.getByRole('button', { name: 'Move my booking' }).click();
    await hidden(dialog, 15_000);
    await j.check("toast 'Booking moved'", () => visible(toast(page, 'Booking moved'), 15_000));
    await expect.poll(() => page.locator('[aria-label^="Booking B-"]').first().innerText(), { timeout: 15_000 }).toContain('5:00 PM');
    // Moved once: no Move button any more.
    await hidden(page.getByRole('button', { name: /^Move B-/ }));
    const moved = await waitForMail(HER.email, (m) => m.subject.startsWith('Booking moved'), 30_000);
    expect(moved.text).toContain('As you asked, your booking has moved');
    await j.shot('moved');

    // Her receipt, downloaded as the PDF.
    const receipt = page.locator('[aria-label^="Receipt R-"]').first();
    await receipt.scrollIntoViewIfNeeded();
    const [download] = await Promise.all([page.waitForEvent('download'), receipt.getByRole('link', { name: 'PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    j.expectProblem(/status of 401 .*account\.me/, 'signed out, her page asks the server once more and is told there is no session');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await j.shot('after-sign-out', { fullPage: true });
    await visible(page.getByRole('button', { name: 'E-mail me a sign-in link' }), 15_000);
    await j.shot('signed-out');
  });
});
