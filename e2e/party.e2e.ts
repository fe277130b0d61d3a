import { expect, test } from 'vitest';
import { londonInstant, mondayOf } from '../src/domain/time';
import { adminStorage, adminToken, createClassType, createSlot, locationByName } from './harness/api';
import { openJourney, runJourney } from './harness/journey';
import { waitForMail } from './harness/mailbox';
import { buttonWithText, payWithTestCard, slotRow, visible } from './harness/site';

// May 2032 only (the dates this journey owns on the shared server).
const DATE = '2032-05-11';
const CLASS = 'Party Pilates';
const PAM = { name: 'Pam Party', email: 'pam.party@e2e.test', phone: '07700 900611' };
const FRIENDS = ['Fran Friend', 'Gus Guest'];

/** Issue 32: on a phone she books three places in one payment; the owner's roster shows the three names. */
test('journey: a phone visitor books three places for herself and two friends, paying once; the roster shows three', async () => {
  const token = await adminToken();
  const type = await createClassType(token, { name: CLASS, price: '12.00' });
  const studio = await locationByName(token, 'Main Studio');
  await createSlot(token, { date: DATE, startTime: '18:00', locationId: studio.id, classTypeIds: [type.id], maxBookings: 4 });
  // The browser's clock stands at noon the day before; the server's stays where it is: a class years ahead is
  // bookable today, and the journey leaves the clock to those that need it.
  const noon = londonInstant('2032-05-10', '12:00');
  const j = await openJourney('party', { device: 'phone' });
  await j.context.clock.setFixedTime(noon);
  await runJourney(j, async ({ page }) => {
    await page.goto(`/booking?week=${mondayOf(DATE)}`);
    const row = slotRow(page, { time: '6:00 PM', name: CLASS });
    await visible(row, 15_000);
    await buttonWithText(row, 'Book & Pay Now').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full Name').fill(PAM.name);
    await dialog.getByLabel('Email Address').fill(PAM.email);
    await dialog.getByLabel('Phone Number').fill(PAM.phone);
    // Three places: a name field for each friend and the total.
    const places = dialog.getByLabel('Places');
    await places.fill('3');
    await dialog.getByLabel('Attendee 2 name').fill(FRIENDS[0]!);
    await dialog.getByLabel('Attendee 3 name').fill(FRIENDS[1]!);
    await expect(dialog.getByTestId('booking-total').innerText()).resolves.toBe('Total for 3 places: £36.00');
    await j.check('the form with three places fits the phone', async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
    await j.shot('three-places');
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    // One payment for the three.
    await payWithTestCard(dialog, '4242 4242 4242 4242', 'Pay £36.00');
    await visible(page.getByRole('heading', { name: 'Booking confirmed' }), 15_000);
    const listed = page.getByTestId('booked-places');
    await visible(listed);
    for (const name of [PAM.name, ...FRIENDS]) await expect(listed.innerText()).resolves.toMatch(new RegExp(`${name}: B-\\d+`));
    await j.shot('three-booked');
  });

  const mail = await waitForMail(PAM.email, (m) => m.subject.startsWith('Booking confirmed'));
  for (const name of [PAM.name, ...FRIENDS]) expect(mail.text).toMatch(new RegExp(`${name}: B-\\d+`));

  // The owner's roster on the class day: three names, each paid.
  const owner = await openJourney('party-roster', { device: 'phone', storage: await adminStorage() });
  await owner.context.clock.setFixedTime(londonInstant(DATE, '17:30'));
  await runJourney(owner, async ({ page }) => {
    await page.goto('/admin/check-in');
    await visible(page.getByRole('heading', { name: 'Check-in' }));
    await page.getByText(new RegExp(`^6:00 PM - 7:00 PM · 0/3 · ${CLASS}`)).click();
    for (const name of [PAM.name, ...FRIENDS]) await visible(page.getByRole('checkbox', { name }));
    await owner.shot('roster-three');
  });
});
