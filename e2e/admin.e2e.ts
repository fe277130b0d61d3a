import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, test } from 'vitest';
import type { AdminBookingDto, AdminBookingPage, ClassTypeDto, DiscountCodeDto, LocationDto } from '../src/domain/dto';
import { formatTime12h } from '../src/domain/time';
import { adminToken, apiOk, bookAndPay, createSlot, journeyDate, locationByName, publicClassTypes } from './harness/api';
import { ADMIN } from './harness/constants';
import { openJourney, runJourney } from './harness/journey';
import { buttonWithText, chooseOption, openAdminSection, showJourneyWeek, slotRow, toast, visible } from './harness/site';

const VISITOR = { name: 'Alice Admincheck', email: 'alice.admincheck@e2e.test', phone: '07700 900654' };
const NEW_TYPE = { name: 'E2E Admin Barre', duration: '45 minutes', max: '8', price: '20.00' };
const NEW_LOCATION = 'E2E Riverside Park';
const NEW_CODE = 'E2EFIVER';
const SLOT_DATE = journeyDate(4);
const SLOT_TIMES = ['07:00', '08:00'];

/** The number shown on an overview card with this label. */
async function cardNumber(page: import('playwright-core').Page, label: string): Promise<number> {
  const card = page
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .filter({ hasText: /^\D*\d+\D*$/ })
    .last();
  const m = /(\d+)/.exec(await card.innerText());
  return m ? Number(m[1]) : Number.NaN;
}

test('journey 5: the administrator runs the business from the dashboard', async () => {
  // A visitor has booked and paid before the owner signs in.
  const token = await adminToken();
  const mat = (await publicClassTypes()).find((t) => t.name === 'Mat Pilates Class')!;
  const studio = await locationByName(token, 'Main Studio');
  const visitorSlot = await createSlot(token, {
    date: journeyDate(3),
    startTime: '12:00',
    locationId: studio.id,
    classTypeIds: [mat.id],
    maxBookings: 6,
  });
  await bookAndPay({ ...VISITOR, classTypeId: mat.id, scheduleId: visitorSlot.id });

  const j = await openJourney('admin', { device: 'desktop' });
  await runJourney(j, async ({ page, context }) => {
    // Sign-in: a wrong password is refused with the server's message.
    await page.goto('/admin/login');
    j.expectProblem(/status of 401/, 'the wrong-password step: the server answers 401 and Chromium logs the failed load');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Invalid credentials' }));
    await j.shot('wrong-password');

    await page.getByLabel(/^Password/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/dashboard');
    await j.check("toast 'Login Successful' welcoming the username", async () => {
      await visible(toast(page, 'Login Successful'), 5_000);
      await expect(toast(page, 'Login Successful').innerText()).resolves.toContain(ADMIN.username);
    });

    // Overview: the cards agree with the admin API.
    const [all, today, types] = await Promise.all([
      apiOk<AdminBookingPage>('/api/admin/bookings?status=confirmed', { token }),
      apiOk<AdminBookingDto[]>('/api/admin/bookings/today', { token }),
      apiOk<ClassTypeDto[]>('/api/admin/class-types', { token }),
    ]);
    await visible(page.getByText('Total Bookings', { exact: true }));
    expect(await cardNumber(page, "Today's Classes")).toBe(today.length);
    expect(await cardNumber(page, 'Total Bookings')).toBe(all.total);
    expect(await cardNumber(page, 'Active Classes')).toBe(types.filter((t) => t.isActive !== false).length);
    await visible(page.getByRole('row').filter({ hasText: VISITOR.name }));
    await j.shot('overview');

    // Bookings: the visitor's booking with its contact details.
    await openAdminSection(page, 'Bookings', 'Bookings');
    const bookingRow = page.getByRole('row').filter({ hasText: VISITOR.name });
    await visible(bookingRow);
    const bookingText = await bookingRow.innerText();
    for (const part of ['Mat Pilates Class', VISITOR.email, VISITOR.phone]) expect(bookingText).toContain(part);
    await j.shot('bookings');

    // Pricing: create a class type.
    await openAdminSection(page, 'Money', 'Pricing');
    await page.getByRole('button', { name: 'Add Class Type' }).click();
    const typeForm = page.getByRole('dialog');
    await typeForm.getByLabel(/Class Name/).fill(NEW_TYPE.name);
    await typeForm.getByLabel(/Duration/).fill(NEW_TYPE.duration);
    await typeForm.getByLabel(/Max Participants/).fill(NEW_TYPE.max);
    await chooseOption(typeForm, /Level/, 'Beginner');
    await typeForm.getByLabel(/Price/).fill(NEW_TYPE.price);
    await j.shot('class-type-form');
    await typeForm.getByRole('button', { name: /Create|Save|Add/ }).click();
    await j.check('class type success toast', () => visible(toast(page, /Class Type Created|Created/), 5_000));
    await visible(page.getByText(NEW_TYPE.name, { exact: true }));
    const created = (await apiOk<ClassTypeDto[]>('/api/admin/class-types', { token })).find((t) => t.name === NEW_TYPE.name);
    expect(created).toMatchObject({ price: '20.00', level: 'Beginner', duration: NEW_TYPE.duration, isActive: true });
    await j.shot('class-type-created');

    // Schedule: two slots on one date, for the new class type, at Main Studio.
    await page.goto(`/admin/dashboard?tab=schedule&date=${SLOT_DATE}`);
    await page.getByRole('button', { name: /Add Schedule|Create Schedule|Add Slots|New Schedule/ }).click();
    const slotForm = page.getByRole('dialog');
    for (const t of SLOT_TIMES) {
      // Chosen with the keyboard: the chip's visually hidden input sits over its label, so a pointer
      // click lands on one or the other depending on the dialog's opening animation.
      const chip = slotForm.getByRole('checkbox', { name: new RegExp(`^${t} to`) });
      await chip.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => chip.isChecked()).toBe(true);
    }
    await chooseOption(slotForm, /Location/, 'Main Studio');
    // Allowed class types are ticked in a checkbox list (a combobox did not open under touch on phones).
    await slotForm.getByRole('checkbox', { name: NEW_TYPE.name, exact: true }).check();
    await slotForm.getByLabel(/Max/).fill('3');
    await j.shot('schedule-form');
    await slotForm.getByRole('button', { name: /Create/ }).click();
    await j.check("toast 'Schedules Created' with the count", async () => {
      await visible(toast(page, 'Schedules Created'), 5_000);
      await expect(toast(page, 'Schedules Created').innerText()).resolves.toMatch(/\b2\b/);
    });
    for (const t of SLOT_TIMES)
      await visible(
        page
          .getByText(formatTime12h(t))
          .or(page.getByText(`${t} - `))
          .first(),
      );
    await j.shot('schedule-created');

    // Calendar: the month view shows both slots on that date.
    await openAdminSection(page, 'Schedule', 'Calendar');
    await visible(page.getByText('Scheduled Class'));
    await expect.poll(() => page.getByText(NEW_TYPE.name).filter({ visible: true }).count()).toBe(2);
    await j.shot('calendar');

    // ...and the public schedule offers them.
    const publicPage = await context.newPage();
    await publicPage.goto('/booking');
    await showJourneyWeek(publicPage);
    for (const t of SLOT_TIMES) await visible(slotRow(publicPage, { time: formatTime12h(t), name: NEW_TYPE.name }));
    await publicPage.close();

    // Locations: add one, then switch it off.
    await openAdminSection(page, 'Schedule', 'Locations');
    await page.getByRole('button', { name: 'Add Location' }).click();
    const locForm = page.getByRole('dialog');
    await locForm.getByLabel(/Location Name/).fill(NEW_LOCATION);
    await locForm.getByRole('button', { name: 'Create Location' }).click();
    await j.check("toast 'Location Created'", () => visible(toast(page, 'Location Created'), 5_000));
    const activeSwitch = page.getByRole('switch', { name: `${NEW_LOCATION} active` });
    await expect(activeSwitch.isChecked()).resolves.toBe(true);
    await activeSwitch.click();
    // Switching it off first shows who is booked there (nobody yet), and asks.
    const withdraw = page.getByRole('dialog', { name: `Take ${NEW_LOCATION} off the schedule?` });
    await visible(withdraw.getByText('Nobody is booked in a class still to come.'));
    await withdraw.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await j.check("toast 'Status Updated'", () => visible(toast(page, 'Status Updated'), 5_000));
    await expect.poll(() => activeSwitch.isChecked()).toBe(false);
    expect((await apiOk<LocationDto[]>('/api/admin/locations', { token })).find((l) => l.name === NEW_LOCATION)?.isActive).toBe(false);
    await j.shot('location-deactivated');

    // Discount codes: a fixed £5 code.
    await openAdminSection(page, 'Money', 'Discount Codes');
    await page.getByRole('button', { name: /Add Discount Code|Add Code|New Code/ }).click();
    const codeForm = page.getByRole('dialog');
    await codeForm.getByLabel(/^Code/).fill(NEW_CODE.toLowerCase());
    await chooseOption(codeForm, /^Type/, 'Fixed amount (£)');
    await codeForm.getByLabel(/Value|Amount/).fill('5');
    await codeForm.getByRole('button', { name: /Create|Save|Add/ }).click();
    await visible(page.getByText(NEW_CODE, { exact: true }));
    const code = (await apiOk<DiscountCodeDto[]>('/api/admin/discount-codes', { token })).find((c) => c.code === NEW_CODE);
    expect(code).toMatchObject({ discountType: 'fixed', value: 500, isActive: true });
    await j.shot('discount-code');

    // QR codes: the website PNG decodes back to the site's address.
    await openAdminSection(page, 'Site', 'QR Codes');
    const website = page
      .locator('div')
      .filter({ has: page.getByText(/Website QR/i) })
      .filter({ has: page.getByRole('button', { name: /Download/ }) })
      .last();
    await visible(website.getByRole('img'));
    const [download] = await Promise.all([page.waitForEvent('download'), website.getByRole('button', { name: /Download/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/website.*\.png$/i);
    // The browser is remote (a browser server), so the file comes over the wire, not from a path.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const png = PNG.sync.read(Buffer.concat(chunks));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data.replace(/\/$/, '')).toBe(j.baseUrl);
    await j.shot('qr-codes');

    // Logout clears the session; the dashboard then sends you to sign in.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/login');
    await j.check("toast 'Logged Out'", () => visible(toast(page, 'Logged Out'), 5_000));
    await expect(page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('adminUser')])).resolves.toEqual([
      null,
      null,
    ]);
    await page.goto('/admin/dashboard');
    await page.waitForURL((u) => u.pathname === '/admin/login');
    await j.shot('logged-out');
  });

  // A visitor uses the new code on the new class: £20.00 - £5.00 = £15.00.
  const v = await openJourney('admin-code-visitor', { device: 'desktop' });
  await runJourney(v, async ({ page }) => {
    await page.goto('/booking');
    await showJourneyWeek(page);
    await buttonWithText(slotRow(page, { time: formatTime12h(SLOT_TIMES[0]!), name: NEW_TYPE.name }), 'Book & Pay').click();
    const dialog = page.getByRole('dialog', { name: 'Book Your Class' });
    await dialog.getByLabel(/Discount Code/).fill(NEW_CODE.toLowerCase());
    await dialog.getByLabel(/Discount Code/).blur();
    await visible(dialog.getByText('£15.00'));
    await visible(dialog.getByText('£5.00'));
    await v.shot('code-applied');
  });
});
