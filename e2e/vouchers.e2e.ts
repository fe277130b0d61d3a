import { expect, test } from 'vitest';
import { londonInstant, londonToday, mondayOf } from '../src/domain/time';
import { adminToken, createClassType, createSlot, resetServerClock, setServerClock } from './harness/api';
import { openJourney, runJourney } from './harness/journey';
import { waitForMail } from './harness/mailbox';
import { buttonWithText, payWithTestCard, slotRow, visible } from './harness/site';

const GIVER = { name: 'Gwen Giver', email: 'gwen.giver@e2e.test' };
const RECIPIENT = { name: 'Vera Voucher', email: 'vera.voucher@e2e.test', phone: '07700 900456' };
const CLASS = 'Voucher Pilates';

/** Issue 36: a phone visitor buys a £20 voucher sent today; its recipient pays for two £12 classes with it. */
test('a phone visitor buys a gift voucher; the recipient redeems it in part on two class bookings', { timeout: 240_000 }, async () => {
  const token = await adminToken();
  const type = await createClassType(token, { name: CLASS, price: '12.00' });
  // February 2032 only (the dates this journey owns on the shared server).
  await createSlot(token, { date: '2032-02-02', startTime: '14:45', locationId: null, classTypeIds: [type.id], maxBookings: 6 });
  await createSlot(token, { date: '2032-02-04', startTime: '14:45', locationId: null, classTypeIds: [type.id], maxBookings: 6 });

  // The recipient's e-mail goes at 08:00 London on the chosen day: before 08:00 the server's clock is moved on to noon,
  // so the journey does not depend on when it runs. Never back: a server clock behind the wall clock (the database's
  // own now() stamps rows) left this journey's e-mails waiting in a run after noon.
  const sendsAt = londonInstant(londonToday(), '08:00');
  if (Date.now() < sendsAt.getTime()) await setServerClock(londonInstant(londonToday(), '12:00'));
  const j = await openJourney('vouchers', { device: 'phone' });
  await runJourney(j, async ({ page }) => {
    // Buying: the owner's amounts, the recipient, the day (today), her own details, the card.
    await page.goto('/');
    await page.getByRole('link', { name: 'Gift Vouchers' }).click();
    await visible(page.getByRole('heading', { name: 'Gift vouchers', level: 1 }), 15_000);
    await visible(page.getByText('£20.00', { exact: true }), 15_000);
    await page.getByText('£20.00', { exact: true }).click();
    await page.getByLabel("Recipient's name").fill(RECIPIENT.name);
    await page.getByLabel("Recipient's e-mail").fill(RECIPIENT.email);
    await page.getByLabel('Your message').fill('Enjoy a class on me');
    await expect(page.getByLabel('Send it on').inputValue()).resolves.toBe(londonToday());
    await page.getByLabel('Your name').fill(GIVER.name);
    await page.getByLabel('Your e-mail').fill(GIVER.email);
    await j.shot('voucher-form');
    await page.getByRole('button', { name: 'Continue to Payment (£20.00)' }).click();
    await payWithTestCard(page, '4242 4242 4242 4242', 'Pay £20.00');
    await visible(page.getByText('Thank you: your gift voucher is paid for'), 15_000);
    await expect(page.locator('main').innerText()).resolves.toContain(`e-mailed to ${RECIPIENT.name} (${RECIPIENT.email}) today`);
    await j.shot('voucher-bought');

    // The recipient's e-mail (sent at 08:00 London on the chosen day) carries the code.
    const mail = await waitForMail(RECIPIENT.email, (m) => m.subject.startsWith('A gift voucher for you: £20.00'), 60_000);
    const code = /GIFT(?:-[A-Z0-9]{4}){4}/.exec(mail.text)?.[0];
    expect(code).toBeTruthy();

    const book = async (date: string) => {
      await page.goto(`/booking?week=${mondayOf(date)}`);
      const row = slotRow(page, { time: '2:45 PM', name: CLASS });
      await visible(row, 15_000);
      await buttonWithText(row, 'Book & Pay Now').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Full Name').fill(RECIPIENT.name);
      await dialog.getByLabel('Email Address').fill(RECIPIENT.email);
      await dialog.getByLabel('Phone Number').fill(RECIPIENT.phone);
      await dialog.getByLabel('Gift Voucher Code').fill(code!);
      await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
      return dialog;
    };

    // First class: £12 of the £20 voucher, nothing left to pay, confirmed without a card.
    const first = await book('2032-02-02');
    await visible(first.getByTestId('payment-amounts'), 15_000);
    await expect(first.getByTestId('payment-amounts').innerText()).resolves.toMatch(
      /Gift voucher \(£8\.00 left on it\)\s*-£12\.00[\s\S]*Left to pay\s*£0\.00/,
    );
    await j.shot('voucher-pays-all');
    await first.getByRole('button', { name: 'Done' }).click();
    await visible(page.getByRole('heading', { name: 'Booking confirmed' }), 15_000);

    // Second class: the £8 left on the voucher, £4 by card.
    const second = await book('2032-02-04');
    await visible(second.getByRole('button', { name: 'Pay £4.00' }), 15_000);
    await expect(second.getByTestId('payment-amounts').innerText()).resolves.toMatch(
      /Gift voucher \(£0\.00 left on it\)\s*-£8\.00[\s\S]*Left to pay\s*£4\.00/,
    );
    await j.shot('voucher-pays-part');
    await payWithTestCard(second, '4242 4242 4242 4242', 'Pay £4.00');
    await visible(page.getByRole('heading', { name: 'Booking confirmed' }), 15_000);
  }).finally(() => resetServerClock());
});
