import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { londonInstant } from '../src/domain/time';
import {
  adminToken,
  bookAndPay,
  createClassType,
  createSlot,
  journeyDate,
  locationByName,
  resetServerClock,
  setServerClock,
} from './harness/api';
import { openJourney, runJourney } from './harness/journey';
import { waitForMail } from './harness/mailbox';
import { hidden, toast, visible } from './harness/site';

afterAll(resetServerClock);

const manageLinkIn = (text: string) => /(\/manage#[A-Za-z0-9_-]{43})/.exec(text)?.[1];
const hoursBefore = (start: Date, hours: number) => new Date(start.getTime() - hours * 3_600_000);

test('a desktop visitor cancels from the link in her e-mail under each refund tier, seeing the amount before confirming', async () => {
  const token = await adminToken();
  const type = await createClassType(token, { name: 'E2E Tier Yoga', price: '20.00' });
  const studio = await locationByName(token, 'Main Studio');
  const date = journeyDate(2);
  const slot = await createSlot(token, { date, startTime: '15:00', locationId: studio.id, classTypeIds: [type.id], maxBookings: 5 });
  const start = londonInstant(date, '15:00');
  const tiers = [
    {
      who: 'tier.full',
      hours: 30,
      note: 'More than 24 hours before the class: full refund of £20.00, or one class credit instead.',
      button: 'Cancel and refund £20.00',
      mail: 'We have refunded £20.00 to your card',
    },
    {
      who: 'tier.half',
      hours: 18,
      note: '12 to 24 hours before the class: 50% refund, £10.00.',
      button: 'Cancel and refund £10.00',
      mail: 'We have refunded £10.00 to your card',
    },
    {
      who: 'tier.none',
      hours: 6,
      note: 'Less than 12 hours before the class: no refund under the terms.',
      button: 'Cancel without refund',
      mail: 'No refund is due under our cancellation terms.',
    },
  ];
  const links: string[] = [];
  for (const t of tiers) {
    const email = `${t.who}@e2e.test`;
    await bookAndPay({ name: `Visitor ${t.who}`, email, phone: '07700 900123', classTypeId: type.id, scheduleId: slot.id });
    const confirmation = await waitForMail(email, (m) => m.subject.startsWith('Booking confirmed'), 30_000);
    links.push(manageLinkIn(confirmation.text)!);
    expect(links.at(-1)).toBeTruthy();
  }

  const j = await openJourney('own-data-tiers', { device: 'desktop' });
  await runJourney(j, async ({ page }) => {
    for (const [i, t] of tiers.entries()) {
      await setServerClock(hoursBefore(start, t.hours));
      await page.goto(links[i]!);
      await visible(page.getByRole('heading', { name: 'Your booking' }));
      await visible(page.getByText(t.note));
      await j.shot(`tier-${t.hours}h-quote`);
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await visible(dialog);
      await visible(dialog.getByRole('button', { name: t.button }));
      await j.shot(`tier-${t.hours}h-confirm`);
      await dialog.getByRole('button', { name: t.button }).click();
      await visible(toast(page, 'Booking cancelled'), 15_000);
      // The page reloads the booking: cancelled, with nothing left to cancel.
      await hidden(page.getByRole('button', { name: 'Cancel booking' }));
      const mail = await waitForMail(`${t.who}@e2e.test`, (m) => m.subject.startsWith('Cancelled: E2E Tier Yoga'), 30_000);
      expect(mail.text).toContain(t.mail);
    }
  });
  await resetServerClock();
});

test("a phone visitor downloads and erases her data through the privacy page's e-mailed link", async () => {
  const token = await adminToken();
  const type = await createClassType(token, { name: 'E2E Erase Pilates', price: '12.00' });
  const studio = await locationByName(token, 'Main Studio');
  const date = journeyDate(3);
  const slot = await createSlot(token, { date, startTime: '10:00', locationId: studio.id, classTypeIds: [type.id], maxBookings: 5 });
  const email = 'erin.erase@e2e.test';
  await bookAndPay({ name: 'Erin Erase', email, phone: '07700 900456', classTypeId: type.id, scheduleId: slot.id });
  await waitForMail(email, (m) => m.subject.startsWith('Booking confirmed'), 30_000);
  // The class has taken place: nothing is left to attend, so her data may go.
  await setServerClock(new Date(londonInstant(date, '10:00').getTime() + 3 * 3_600_000));

  const j = await openJourney('own-data-erase', { device: 'phone' });
  await runJourney(j, async ({ page }) => {
    // A link cut short (no token) says so and leads to where a new one is asked for.
    await page.goto('/my-data');
    await visible(page.getByRole('alert').filter({ hasText: 'This link is not valid or has expired' }));
    await visible(page.getByText('Links in our data e-mails work for one hour.'));
    await page.getByRole('link', { name: 'Go to the privacy page' }).click();
    await visible(page.getByRole('heading', { name: 'See or erase your data' }));
    await page.getByLabel('Your e-mail address').fill(email);
    await page.getByRole('button', { name: 'E-mail me a link' }).click();
    await visible(page.getByText(`We have sent a link to ${email}`));
    await j.shot('request-sent');

    const mail = await waitForMail(email, (m) => m.subject.startsWith('Your data held by'), 30_000);
    const link = /(\/my-data#[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await visible(page.getByText(`What we hold about ${email}:`));
    await visible(page.getByText('1 booking', { exact: true }));
    await j.shot('my-data');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    // The browser runs as a server process of its own: the file is copied here to be read.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'my-data-')), 'my-data.json');
    await (await download).saveAs(file);
    const data = JSON.parse(readFileSync(file, 'utf8')) as { email: string; bookings: { name: string; phone: string }[] };
    expect(data.email).toBe(email);
    expect(data.bookings).toMatchObject([{ name: 'Erin Erase', phone: '07700 900456' }]);

    await page.getByRole('button', { name: 'Erase my data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase your data?' });
    await visible(dialog);
    await j.shot('erase-confirm');
    await dialog.getByRole('button', { name: 'Erase my data' }).click();
    await visible(page.getByText('Your data has been erased'), 15_000);
    await j.shot('erased');
  });
  const owner = await waitForMail('owner@e2e.test', (m) => m.subject === "A customer's personal data was erased", 30_000);
  expect(owner.text).not.toContain(email);
  await resetServerClock();
});
