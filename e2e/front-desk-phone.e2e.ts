import { expect, test } from 'vitest';
import type { AdminBookingPage } from '../src/domain/dto';
import { adminStorage, adminToken, apiOk, bookAndPay, createSlot, locationByName, publicClassTypes } from './harness/api';
import { openJourney, runJourney } from './harness/journey';
import { readMailbox, waitForMail } from './harness/mailbox';
import { openAdminSection, toast, visible } from './harness/site';

// June 2032 only: other journeys count the weeks of 2031 (issue 33's front desk, helper h33f).
const DATE = '2032-06-15';
const WANDA = { name: 'Wanda Walkin', email: 'wanda.walkin@e2e.test', phone: '07700 900881' };
const MIA = { name: 'Mia Messaged', email: 'mia.messaged@e2e.test', phone: '07700 900882' };
const NED = { name: 'Ned Messaged', email: 'ned.messaged@e2e.test', phone: '07700 900883' };
const ROOM = { subject: 'Studio 2 on the 15th', message: 'We are in studio 2 for this class. Same time.' };

async function noSidewaysScroll(page: import('playwright-core').Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test('journey: the front desk on a 390 px phone (a walk-in paid in cash, a client found by phone with a note, a class e-mailed)', async () => {
  const token = await adminToken();
  const mat = (await publicClassTypes()).find((t) => t.name === 'Mat Pilates Class')!;
  const studio = await locationByName(token, 'Main Studio');
  const walkInClass = await createSlot(token, {
    date: DATE,
    startTime: '10:00',
    locationId: studio.id,
    classTypeIds: [mat.id],
    maxBookings: 6,
  });
  const messaged = await createSlot(token, {
    date: DATE,
    startTime: '12:00',
    locationId: studio.id,
    classTypeIds: [mat.id],
    maxBookings: 6,
  });
  await bookAndPay({ ...MIA, classTypeId: mat.id, scheduleId: messaged.id });
  await bookAndPay({ ...NED, classTypeId: mat.id, scheduleId: messaged.id });

  const j = await openJourney('front-desk-phone', { device: 'phone', storage: await adminStorage() });
  await runJourney(j, async ({ page }) => {
    // A walk-in at the door, paid in cash: from the bookings list, through the phone's menu.
    await page.goto('/admin/dashboard');
    await openAdminSection(page, 'Bookings', 'Bookings');
    await page.getByRole('button', { name: 'Add booking' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add a Booking' });
    await add.getByLabel('Date').fill(DATE);
    await add
      .getByRole('textbox', { name: 'Class', exact: true })
      .or(add.getByRole('combobox', { name: 'Class', exact: true }))
      .first()
      .click();
    await page.getByRole('option', { name: /^10:00 AM - 11:00 AM/ }).click();
    await add.getByLabel("Client's name").fill(WANDA.name);
    await add.getByLabel('Email Address').fill(WANDA.email);
    await add.getByLabel('Phone Number (optional)').fill(WANDA.phone);
    await add.getByRole('radio', { name: 'Cash' }).check();
    await add.getByRole('button', { name: 'Continue' }).click();
    await visible(add.getByText('£12.00 paid in cash.', { exact: false }));
    await j.check('the add-booking confirmation fits the phone', () => noSidewaysScroll(page));
    await j.shot('walk-in-confirm');
    await add.getByRole('button', { name: 'Confirm booking' }).click();
    await visible(toast(page, 'Booking Added'));
    const booked = await apiOk<AdminBookingPage>(`/api/admin/bookings?search=${encodeURIComponent(WANDA.email)}`, { token });
    expect(booked.rows.find((b) => b.classDate === walkInClass.date && b.classTime?.startsWith('10:00'))).toMatchObject({
      status: 'confirmed',
      name: WANDA.name,
      paidPence: 1200,
    });

    // Her number read out over the phone finds her (spaces left out); a private note on her page.
    await openAdminSection(page, 'Clients', 'Clients');
    await page.getByLabel('Find a client').fill('07700900881');
    await page.getByRole('button', { name: WANDA.name }).click();
    await visible(page.getByRole('region', { name: 'Private notes' }));
    await page.getByLabel('Add a private note').fill('Paid cash at the door; prefers the front row.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await visible(page.getByRole('list', { name: 'Notes' }).getByText('prefers the front row', { exact: false }));
    await j.check('the client page fits the phone', () => noSidewaysScroll(page));
    await j.shot('client-note', { fullPage: true });

    // E-mail everyone in the 12:00 class from its card on the schedule: a preview naming both, then once each.
    await page.goto(`/admin/dashboard?tab=schedule&date=${DATE}`);
    await page.getByRole('button', { name: 'E-mail everyone in the 12:00-13:00 class' }).click();
    const compose = page.getByRole('dialog', { name: 'E-mail everyone in this class' });
    await compose.getByLabel('Subject').fill(ROOM.subject);
    await compose.getByLabel(/^Message/).fill(ROOM.message);
    await compose.getByRole('button', { name: 'Preview' }).click();
    await visible(compose.getByText(`This e-mail goes to 2 people: ${MIA.name}, ${NED.name}.`));
    await visible(compose.getByLabel('Preview of the e-mail').getByText(ROOM.message, { exact: false }));
    await j.check('the e-mail preview fits the phone', () => noSidewaysScroll(page));
    await j.shot('class-message-preview');
    await compose.getByRole('button', { name: 'Send to 2 people' }).click();
    await visible(toast(page, 'E-mail Sent'));
    for (const who of [MIA, NED]) {
      const mail = await waitForMail(who.email, (m) => m.subject === ROOM.subject);
      expect(mail.text).toContain(`Hello ${who.name},`);
      expect(mail.text).toContain(ROOM.message);
    }

    // The same words again reach nobody twice: the preview says so and there is nothing to send.
    await page.getByRole('button', { name: 'E-mail everyone in the 12:00-13:00 class' }).click();
    await compose.getByLabel('Subject').fill(ROOM.subject);
    await compose.getByLabel(/^Message/).fill(ROOM.message);
    await compose.getByRole('button', { name: 'Preview' }).click();
    await visible(compose.getByText('2 people already had this very message', { exact: false }));
    await expect(compose.getByRole('button', { name: 'Nothing to send' }).isDisabled()).resolves.toBe(true);
    await compose.getByRole('button', { name: 'Close' }).click();
    expect(readMailbox().filter((m) => m.to.includes(MIA.email) && m.subject === ROOM.subject)).toHaveLength(1);

    // And it is on her page.
    await page.goto(`/admin/dashboard?tab=clients#client=${encodeURIComponent(MIA.email)}`);
    await visible(page.getByRole('region', { name: 'Messages' }).getByText(ROOM.subject, { exact: false }));
  });
});
