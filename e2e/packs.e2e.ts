import { expect, test } from 'vitest';
import { adminStorage, adminToken, apiOk, createClassType, createSlot, journeyDate } from './harness/api';
import { openJourney, runJourney } from './harness/journey';
import { formatLongDate } from '../src/domain/time';
import { waitForMail } from './harness/mailbox';
import { buttonWithText, payWithTestCard, showJourneyWeek, slotRow, toast, visible } from './harness/site';

const BUYER = { name: 'Pam Pack', email: 'pam.pack@e2e.test', phone: '07700 900789' };

test('a phone visitor buys a class pack, then books a class with a credit using the code from her e-mail', async () => {
  const token = await adminToken();
  const type = await createClassType(token, { name: 'Pack Pilates', price: '12.00' });
  await apiOk('/api/admin/packs', {
    token,
    body: { name: '5 Pack Pilates classes', pricePence: 5000, credits: 5, validityDays: 60, classTypeIds: [type.id] },
  });
  await createSlot(token, { date: journeyDate(4), startTime: '13:15', locationId: null, classTypeIds: [type.id], maxBookings: 6 });

  const j = await openJourney('packs', { device: 'phone' });
  await runJourney(j, async ({ page }) => {
    await page.goto('/booking');
    const card = page.getByTestId('pack-card').filter({ hasText: '5 Pack Pilates classes' });
    await visible(card);
    await expect(card.innerText()).resolves.toContain('£50.00');
    await j.shot('packs-offered');

    await card.getByRole('button', { name: 'Buy 5 Pack Pilates classes' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full Name').fill(BUYER.name);
    await dialog.getByLabel('Email Address').fill(BUYER.email);
    await dialog.getByLabel('Phone Number').fill(BUYER.phone);
    await j.shot('buy-form');
    await dialog.getByRole('button', { name: /Continue to Payment/ }).click();
    await visible(dialog.getByRole('button', { name: 'Pay £50.00' }), 15_000);
    // What paying agrees to, beside the card form, with the terms a tap away.
    await expect(dialog.getByTestId('payment-terms').innerText()).resolves.toMatch(/^By paying you agree to our Terms and Conditions/);
    await payWithTestCard(dialog, '4242 4242 4242 4242', 'Pay £50.00');
    // The confirmation screen (the order's T- reference), then back to the schedule.
    await visible(page.getByRole('heading', { name: 'Payment received' }), 15_000);
    await expect(page.getByTestId('booking-reference').innerText()).resolves.toMatch(/^T-\d+$/);
    await j.shot('pack-bought');
    await page.goBack();
    const granted = await waitForMail(BUYER.email, (m) => m.subject.startsWith('Your credits'));
    expect(granted.text).toContain('You have 5 credits left.');

    await showJourneyWeek(page);
    const row = slotRow(page, { time: '1:15 PM', name: 'Pack Pilates' });
    await visible(row);
    await buttonWithText(row, 'Book & Pay Now').click();
    const booking = page.getByRole('dialog');
    await booking.getByLabel('Full Name').fill(BUYER.name);
    await booking.getByLabel('Email Address').fill(BUYER.email);
    await booking.getByLabel('Phone Number').fill(BUYER.phone);
    await booking.getByRole('button', { name: 'Use a class credit' }).click();
    await visible(booking.getByLabel('Code from the e-mail'));
    const codeMail = await waitForMail(BUYER.email, (m) => m.subject.startsWith('Your code to book with a credit'));
    const code = /(\d{6})/.exec(codeMail.subject)![1]!;
    await booking.getByLabel('Code from the e-mail').fill(code);
    await j.shot('credit-code');
    await booking.getByRole('button', { name: 'Book with a credit' }).click();
    // The same confirmation screen that stays as after paying by card: reference, class, date, place, calendar.
    await j.check('booked with a credit: the confirmation screen', async () => {
      await page.waitForURL((u) => u.pathname === '/booking/confirmed' && /^#\d+$/.test(u.hash), { timeout: 15_000 });
      await visible(page.getByRole('heading', { name: 'Booking confirmed' }), 15_000);
      await expect(page.getByTestId('booking-reference').innerText()).resolves.toMatch(/^B-\d+$/);
      const main = await page.locator('main').innerText();
      expect(main).toContain('Pack Pilates');
      expect(main).toContain(formatLongDate(journeyDate(4)));
      // An online class: how to join, in place of a studio.
      expect(main).toContain('Joining');
      await visible(page.getByRole('button', { name: /calendar/i }).first());
    });
    await j.shot('booked-with-credit');
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Booking confirmed' }), 15_000);
    await expect(toast(page, 'Booking Confirmed!').count()).resolves.toBe(0);
    const spent = await waitForMail(BUYER.email, (m) => m.subject.startsWith('Credit used'));
    expect(spent.text).toContain('You have 4 credits left.');
  });

  // The owner, on her phone, sees the balance and takes a credit off for a session, after confirming.
  const admin = await openJourney('packs-admin', { device: 'phone', storage: await adminStorage() });
  await runJourney(admin, async ({ page }) => {
    await page.goto('/admin/dashboard?tab=packs');
    await visible(page.getByText('5 Pack Pilates classes').first());
    await visible(page.getByText(BUYER.email).first());
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await admin.shot('balances');
    await page.getByRole('button', { name: `Adjust ${BUYER.email} 5 Pack Pilates classes` }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust credits' });
    await dialog.getByLabel(/Reason/).fill('Came to the Saturday class, paid on the door');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('dialog', { name: 'Change this balance?' });
    await visible(confirm.getByText(/4 becomes 3/));
    await admin.shot('confirm-adjust');
    await confirm.getByRole('button', { name: 'Change balance' }).click();
    await visible(toast(page, 'Balance Updated'));
    await visible(page.getByText('3 / 5').first());
    await admin.shot('adjusted');
  });
});
