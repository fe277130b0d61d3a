import { expect, test } from 'vitest';
import { dayjs, weekDates } from '../src/domain/time';
import { adminToken, createSlot, journeyDate, journeyWeekMonday, locationByName, weekSlots } from './harness/api';
import { openJourney, runJourney } from './harness/journey';
import {
  buttonWithText,
  expectScrolledTo,
  fillCheckoutCustomer,
  hidden,
  payWithTestCard,
  showJourneyWeek,
  toast,
  visible,
} from './harness/site';

const VISITOR = { name: 'Pat Phone', email: 'pat.phone@e2e.test', phone: '07700 900456' };

test('journey 2: a phone visitor uses the menu, the day list and pays for an Open Class at /checkout', async () => {
  const token = await adminToken();
  const studio = await locationByName(token, 'Main Studio');
  const date = journeyDate(1);
  // No class types allowed: an 'Open Class' at the open-class price.
  await createSlot(token, { date, startTime: '10:00', locationId: studio.id, classTypeIds: [], maxBookings: 4 });

  const j = await openJourney('visitor', { device: 'phone' });
  await runJourney(j, async ({ page }) => {
    await page.goto('/');
    const menuToggle = page
      .getByRole('button', { name: /menu|navigation/i })
      .filter({ visible: true })
      .first();
    await visible(menuToggle);
    await j.shot('landing');

    // The collapsible menu opens, and closes by itself once an item is chosen.
    await menuToggle.click();
    const classesItem = page
      .getByRole('button', { name: 'Classes', exact: true })
      .or(page.getByRole('link', { name: 'Classes', exact: true }));
    await visible(classesItem.filter({ visible: true }));
    await expect(menuToggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await j.shot('menu-open');
    await classesItem.filter({ visible: true }).first().click();
    await j.check("menu item 'Classes' scrolls to #classes", () => expectScrolledTo(page, 'classes'));
    await expect.poll(() => menuToggle.getAttribute('aria-expanded')).toBe('false');
    const header = page.getByRole('banner');
    await hidden(
      header
        .getByRole('button', { name: 'Personal Training', exact: true })
        .or(header.getByRole('link', { name: 'Personal Training', exact: true })),
    );
    await j.shot('menu-closed');
    // Escape closes the open menu and hands focus back to its button.
    await menuToggle.click();
    await expect.poll(() => menuToggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => menuToggle.getAttribute('aria-expanded')).toBe('false');
    await expect(menuToggle.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    // The phone schedule lists only the days that have classes.
    await page.goto('/booking');
    await showJourneyWeek(page);
    const openRow = page
      .locator('div, li, article')
      .filter({ visible: true })
      .filter({ has: page.getByText('10:00 AM', { exact: true }) })
      .filter({ has: page.getByText('Open Class', { exact: true }) })
      .filter({ has: buttonWithText(page, 'Book & Pay Now') })
      .last();
    // The week's slots have arrived once this journey's own slot shows, so absent days mean something.
    await visible(openRow);
    const slots = await weekSlots(journeyWeekMonday());
    const schedule = page.getByRole('main');
    for (const day of weekDates(journeyWeekMonday())) {
      const dayName = dayjs(day).format('dddd');
      const listed = await schedule
        .getByText(new RegExp(`\\b${dayName}\\b`))
        .filter({ visible: true })
        .count();
      expect(listed > 0, `${dayName} ${day} listed`).toBe(slots.some((s) => s.date === day));
    }
    await expect(schedule.getByText('No classes', { exact: true }).filter({ visible: true }).count()).resolves.toBe(0);

    await openRow.scrollIntoViewIfNeeded();
    await expect(openRow.innerText()).resolves.toContain('£25.00');
    await j.shot('schedule-days');

    // On a phone an Open Class goes straight to /checkout with the spec's query.
    await buttonWithText(openRow, 'Book & Pay Now').click();
    await page.waitForURL((u) => u.pathname === '/checkout');
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ class: 'Open Class', price: '25', type: 'class', date, time: '10:00' });
    await visible(page.getByRole('heading', { name: 'Secure Payment' }));
    await visible(page.getByText('£25.00'));
    await j.shot('checkout');

    await fillCheckoutCustomer(page, VISITOR);

    // A declined card: 'Payment Failed' with the provider's reason, and the visitor can try again.
    const pay = 'Pay £25.00';
    await visible(page.getByRole('button', { name: pay }), 15_000);
    await payWithTestCard(page, '4000 0000 0000 0002', pay);
    const failed = toast(page, 'Payment Failed');
    await j.check("toast 'Payment Failed' with the reason", async () => {
      await visible(failed, 15_000);
      await expect(failed.innerText()).resolves.toContain('Your card was declined.');
      // Beside the card field too, where she is looking.
      await expect(page.getByTestId('card-refusal').innerText()).resolves.toBe('Your card was declined.');
    });
    await j.shot('declined');

    await payWithTestCard(page, '4242 4242 4242 4242', pay);
    // A confirmation screen that stays, with the order's reference; a reload shows it again.
    await j.check('the confirmation screen after paying at /checkout', async () => {
      await page.waitForURL((u) => u.pathname === '/booking/confirmed' && /^#\d+$/.test(u.hash), { timeout: 15_000 });
      await visible(page.getByRole('heading', { name: 'Booking confirmed' }), 15_000);
      await expect(page.getByTestId('booking-reference').innerText()).resolves.toMatch(/^B-\d+$/);
      await expect(page.locator('main').innerText()).resolves.toContain(VISITOR.email);
    });
    await j.shot('success');
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Booking confirmed' }), 15_000);
    await j.shot('confirmed-again');
  });
});
