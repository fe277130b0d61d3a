import { expect, test } from 'vitest';
import { formatLongDate } from '../src/domain/time';
import { adminToken, createClassType, createSlot, journeyDate, locationByName, weekSlots, journeyWeekMonday } from './harness/api';
import { openJourney, runJourney } from './harness/journey';
import { waitForMail } from './harness/mailbox';
import { buttonWithText, expectScrolledTo, hidden, payWithTestCard, showJourneyWeek, slotRow, spotsIn, visible } from './harness/site';

const CLASS_NAME = 'E2E Desktop Pilates';
const VISITOR = { name: 'Dana Desktop', email: 'dana.desktop@e2e.test', phone: '07700 900123' };

test('journey 1: a desktop visitor books and pays for a class with a discount code', async () => {
  const token = await adminToken();
  // A class type of its own keeps this journey's slot unambiguous on a shared schedule.
  const type = await createClassType(token, { name: CLASS_NAME, price: '15.00' });
  const studio = await locationByName(token, 'Main Studio');
  const date = journeyDate(0);
  const slot = await createSlot(token, { date, startTime: '09:00', locationId: studio.id, classTypeIds: [type.id], maxBookings: 5 });

  const j = await openJourney('visitor', { device: 'desktop' });
  await runJourney(j, async ({ page }) => {
    await page.goto('/');
    await visible(page.getByRole('link', { name: 'Book Now' }));
    await j.shot('landing');

    // The hero's two calls to action, and the closing one.
    await page
      .getByRole('button', { name: 'View Classes' })
      .or(page.getByRole('link', { name: 'View Classes' }))
      .first()
      .click();
    await j.check("'View Classes' scrolls to #classes", () => expectScrolledTo(page, 'classes'));
    await page
      .getByRole('button', { name: 'Start Your Journey' })
      .or(page.getByRole('link', { name: 'Start Your Journey' }))
      .first()
      .click();
    await j.check("'Start Your Journey' scrolls to #contact", () => expectScrolledTo(page, 'contact'));
    await expect(page.getByRole('link', { name: 'Book Your Class Now' }).getAttribute('href')).resolves.toBe('/booking');

    // The sticky navigation scrolls to each section.
    const header = page.getByRole('banner');
    for (const [label, id] of [
      ['About', 'about'],
      ['Classes', 'classes'],
      ['Personal Training', 'personal-training'],
      ['Contact', 'contact'],
      ['Home', 'home'],
    ] as const) {
      const item = header.getByRole('button', { name: label, exact: true }).or(header.getByRole('link', { name: label, exact: true }));
      await item.filter({ visible: true }).first().click();
      await j.check(`nav '${label}' scrolls to #${id}`, () => expectScrolledTo(page, id));
      if (id === 'classes' || id === 'contact') await j.shot(`nav-${id}`);
    }
    await expect(header.getByRole('link', { name: 'Book Now' }).first().getAttribute('href')).resolves.toBe('/booking');

    // The weekly schedule on the home page, moved to the journey's week.
    await showJourneyWeek(page);
    const row = slotRow(page, { time: '9:00 AM', name: CLASS_NAME });
    await row.scrollIntoViewIfNeeded();
    await expect.poll(() => spotsIn(row)).toBe(5);
    await expect(row.innerText()).resolves.toContain('Main Studio');
    await expect(row.innerText()).resolves.toContain('£15.00');
    await j.shot('schedule');

    await buttonWithText(row, 'Book & Pay').click();
    const dialog = page.getByRole('dialog', { name: 'Book Your Class' });
    await visible(dialog);
    const summary = await dialog.innerText();
    for (const part of [CLASS_NAME, formatLongDate(date), '9:00 AM', 'Main Studio', '£15.00']) expect(summary).toContain(part);

    // An empty form is refused with a message per required field.
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    await visible(dialog.getByText('Name must be at least 2 characters'));
    await visible(dialog.getByText('Please enter a valid email address'));
    await visible(dialog.getByText('Please enter a valid phone number'));
    await j.shot('validation');

    await dialog.getByLabel(/Full Name/).fill(VISITOR.name);
    await dialog.getByLabel(/Email Address/).fill(VISITOR.email);
    await dialog.getByLabel(/Phone Number/).fill(VISITOR.phone);
    await dialog.getByLabel(/Special Requests/).fill('First class, a little nervous.');
    // The code is checked when the field loses focus; 10% off £15.00 is £13.50, saving £1.50.
    await dialog.getByLabel(/Discount Code/).fill('welcome10');
    await dialog.getByLabel(/Discount Code/).blur();
    await visible(dialog.getByText('£13.50'));
    await visible(dialog.getByText('£1.50'));
    const struck = dialog
      .locator('s, del, [style*="line-through"], [class*="strike"], [class*="line-through"]')
      .filter({ hasText: '£15.00' });
    await visible(struck);
    await j.shot('discount');

    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    const payStep = page.getByRole('dialog', { name: 'Complete Your Booking' }).or(dialog.filter({ hasText: 'Complete Your Booking' }));
    await visible(payStep.getByRole('button', { name: 'Pay £13.50' }), 15_000);
    // The new step's heading has the focus, not <body>.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Complete Your Booking');
    const payText = await payStep.first().innerText();
    expect(payText).toContain('£15.00');
    expect(payText).toContain('£13.50');
    await j.shot('payment');

    await payWithTestCard(payStep.first(), '4242 4242 4242 4242', 'Pay £13.50');
    // A confirmation screen that stays (and survives a reload), not a passing toast.
    await j.check('the confirmation screen: reference, class, date, place, calendar', async () => {
      await page.waitForURL((u) => u.pathname === '/booking/confirmed' && /^#\d+$/.test(u.hash), { timeout: 15_000 });
      await visible(page.getByRole('heading', { name: 'Booking confirmed' }), 15_000);
      await expect(page.getByTestId('booking-reference').innerText()).resolves.toMatch(/^B-\d+$/);
      const text = await page.locator('main').innerText();
      expect(text).toContain(CLASS_NAME);
      expect(text).toContain(formatLongDate(date));
      expect(text).toContain('9:00 AM');
      expect(text).toContain(VISITOR.email);
      await visible(page.getByRole('button', { name: 'Add to calendar (.ics)' }));
      // The step's heading has the focus (keyboard and screen-reader users start at what happened).
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Booking confirmed');
    });
    await hidden(page.getByRole('dialog'), 15_000);
    await j.shot('confirmed');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.ics$/);
    await page.reload();
    await j.check('the confirmation survives a reload', () => visible(page.getByRole('heading', { name: 'Booking confirmed' }), 15_000));
    // The timetable again (its week is not in the address yet: shown again by hand).
    await page.goto('/booking');
    await showJourneyWeek(page);

    // Availability refreshes after the booking: one place fewer, on the page and on the server.
    await j.check('the schedule shows one place fewer', () =>
      expect.poll(() => spotsIn(slotRow(page, { time: '9:00 AM', name: CLASS_NAME })), { timeout: 10_000 }).toBe(4),
    );
    const after = (await weekSlots(journeyWeekMonday())).find((s) => s.id === slot.id);
    expect(after?.availableSpots).toBe(4);
    await j.shot('spots-dropped');
  });

  const mail = await waitForMail(VISITOR.email, (m) => m.text.includes(CLASS_NAME));
  expect(mail.text).toContain(formatLongDate(date));
  expect(mail.text).toContain('£13.50');
});
