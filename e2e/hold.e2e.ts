import { expect, test } from 'vitest';
import { adminToken, api, createClassType, createSlot, journeyDate, journeyWeekMonday, locationByName, weekSlots } from './harness/api';
import { E2E_BUSINESS_NAME } from './harness/constants';
import { openJourney, runJourney } from './harness/journey';
import { buttonWithText, fillCheckoutCustomer, hidden, payWithTestCard, showJourneyWeek, slotRow, visible } from './harness/site';
import type { Page } from 'playwright-core';

const CLASS_NAME = 'E2E Hold Barre';
const VISITOR = { name: 'Lena Leaver', email: 'lena.leaver@e2e.test', phone: '07700 900321' };

const placesLeft = async (slotId: number) => (await weekSlots(journeyWeekMonday())).find((s) => s.id === slotId)?.availableSpots;

/** Another browser (no cookie) asking for the same class with the same e-mail. */
const otherBrowserBooks = (classTypeId: number, scheduleId: number) =>
  api<{ success: boolean; message: string }>('/api/bookings', { body: { ...VISITOR, classTypeId, scheduleId } });

async function openDialog(page: Page, time: string, device: 'desktop' | 'phone') {
  await page.goto('/booking');
  await showJourneyWeek(page);
  const row = slotRow(page, { time, name: CLASS_NAME });
  await row.scrollIntoViewIfNeeded();
  await buttonWithText(row, device === 'phone' ? 'Book & Pay Now' : 'Book & Pay').click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Class' });
  await visible(dialog);
  return { row, dialog };
}

/** What her own page's timetable shows for the slot (read from the page, never asked of the server again). */
const shownState = (page: Page, slotId: number) =>
  page.getByTestId(`slot-${slotId}`).evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('data-state')))].join(','));

/** The text of what has the focus: the new step's heading once a step has replaced the button that had it. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent);

async function continueToPayment(page: Page, fill: boolean) {
  const form = page.getByRole('dialog', { name: 'Book Your Class' });
  if (fill) {
    await form.getByLabel(/Full Name/).fill(VISITOR.name);
    await form.getByLabel(/Email Address/).fill(VISITOR.email);
    await form.getByLabel(/Phone Number/).fill(VISITOR.phone);
  }
  await form.getByRole('button', { name: 'Continue to Payment' }).click();
  const step = page.getByRole('dialog', { name: 'Complete Your Booking' });
  await visible(step.getByTestId('held-until'), 15_000);
  await expect(step.getByTestId('held-until').innerText()).resolves.toMatch(/^Held for \d{1,2}:\d\d \(until \d{1,2}:\d\d [AP]M\)$/);
  return step;
}

test('journey: a visitor can leave the payment step, freeing her 1-place class at once, and come back, desktop and phone', async () => {
  const token = await adminToken();
  const type = await createClassType(token, { name: CLASS_NAME, price: '14.00' });
  const studio = await locationByName(token, 'Main Studio');

  for (const [device, startTime, time] of [
    ['desktop', '11:00', '11:00 AM'],
    ['phone', '14:00', '2:00 PM'],
  ] as const) {
    const slot = await createSlot(token, {
      date: journeyDate(5),
      startTime,
      locationId: studio.id,
      classTypeIds: [type.id],
      maxBookings: 1,
    });
    const j = await openJourney(`hold-${device}`, { device });
    // Her own schedule fetches the week again when the hold is released; closing the tab at once abandons that read.
    j.expectProblem(
      /request failed: GET .*\/trpc\/schedule\.range\?.*\(net::ERR_ABORTED\)/,
      'closing the tab abandons the week the schedule was fetching again',
    );
    j.expectProblem(
      /request failed: POST .*\/trpc\/bookings\.release\?.*\(net::ERR_ABORTED\)/,
      'closing the tab abandons the in-page release; the pagehide beacon releases the place (checked below)',
    );
    j.expectProblem(
      /request failed: GET .*\/assets\/[\w-]+\.js \(net::ERR_ABORTED\)/,
      'closing the tab abandons a script chunk the page was still loading',
    );
    await runJourney(j, async ({ page, context }) => {
      const bookLabel = device === 'phone' ? 'Book & Pay Now' : 'Book & Pay';
      const { row } = await openDialog(page, time, device);
      let step: Awaited<ReturnType<typeof continueToPayment>>;
      if (device === 'phone') {
        // A discount code typed, then one tap on 'Continue to Payment' with the focus still in the code field:
        // the tap that ends the check of the code goes through (issue 30: the first one was swallowed).
        const form = page.getByRole('dialog', { name: 'Book Your Class' });
        await form.getByLabel(/Full Name/).fill(VISITOR.name);
        await form.getByLabel(/Email Address/).fill(VISITOR.email);
        await form.getByLabel(/Phone Number/).fill(VISITOR.phone);
        const code = form.getByLabel(/Discount Code/);
        await code.fill('welcome10');
        await expect(code.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
        await expect(form.getByTestId('discount-result').count()).resolves.toBe(0);
        await form.getByRole('button', { name: 'Continue to Payment' }).tap();
        step = page.getByRole('dialog', { name: 'Complete Your Booking' });
        // 10% off £14.00.
        await visible(step.getByRole('button', { name: 'Pay £12.60' }), 15_000);
        await visible(step.getByTestId('held-until'));
        // The new step's heading has the focus, not <body>.
        await expect.poll(() => focused(page)).toBe('Complete Your Booking');
      } else {
        step = await continueToPayment(page, true);
      }
      await j.shot('held');
      expect(await placesLeft(slot.id)).toBe(0);
      // Her own timetable behind the dialog counts her hold: the class is full there too.
      await expect.poll(() => shownState(page, slot.id)).toBe('full');
      // The same e-mail from another browser neither sees nor takes her hold: the class is full for it.
      const other = await otherBrowserBooks(type.id, slot.id);
      expect(other.status).toBe(409);
      expect(other.body.message).toBe('This class is fully booked');

      // Back: her details are kept and the place is free at once, for everyone.
      await step.getByRole('button', { name: 'Back' }).click();
      const form = page.getByRole('dialog', { name: 'Book Your Class' });
      await expect(form.getByLabel(/Full Name/).inputValue()).resolves.toBe(VISITOR.name);
      await expect(form.getByLabel(/Email Address/).inputValue()).resolves.toBe(VISITOR.email);
      if (device === 'phone') await expect.poll(() => focused(page)).toBe('Book Your Class');
      await expect.poll(() => placesLeft(slot.id)).toBe(1);
      await expect.poll(() => shownState(page, slot.id)).toBe('bookable');
      const second = await openJourney(`hold-${device}-second-browser`, { device });
      await runJourney(second, async ({ page: otherPage }) => {
        await otherPage.goto('/booking');
        await showJourneyWeek(otherPage);
        const row = slotRow(otherPage, { time, name: CLASS_NAME });
        await row.scrollIntoViewIfNeeded();
        await visible(buttonWithText(row, bookLabel));
        await second.shot('bookable-again');
      });
      await j.shot('back-details-kept');

      // Continue again: a new hold (the code kept: the same price); closing the dialog gives it back.
      step = await continueToPayment(page, false);
      if (device === 'phone') await visible(step.getByRole('button', { name: 'Pay £12.60' }));
      expect(await placesLeft(slot.id)).toBe(0);
      await expect.poll(() => shownState(page, slot.id)).toBe('full');
      await step.getByRole('button', { name: 'Close' }).click();
      await hidden(page.getByRole('dialog'));
      await expect.poll(() => placesLeft(slot.id)).toBe(1);
      // On the same page, never loaded again: her schedule shows the class bookable, not Fully Booked (the page
      // read the week again once the place was given back; its cache alone would still say full).
      await expect.poll(() => shownState(page, slot.id)).toBe('bookable');
      await visible(buttonWithText(row, bookLabel));
      await j.shot('closed-bookable-in-place');

      if (device === 'phone') {
        // The browser's Back as the way out. An open dialog has a history entry of its own (useBackCloses), so Back
        // closes it where she is: on the home page (reached by the header's name from /booking, whose cached week
        // said full above) she holds the place from the home page's timetable and presses Back: the dialog is gone,
        // the page and its address stay, the place is given back and the timetable shows it bookable.
        await page.getByRole('banner').getByRole('link', { name: E2E_BUSINESS_NAME }).first().click();
        await page.waitForURL((u) => u.pathname === '/');
        await page.evaluate(() => document.getElementById('schedule')?.scrollIntoView());
        await showJourneyWeek(page);
        const homeRow = slotRow(page, { time, name: CLASS_NAME });
        await homeRow.scrollIntoViewIfNeeded();
        await buttonWithText(homeRow, bookLabel).click();
        await visible(page.getByRole('dialog', { name: 'Book Your Class' }));
        await continueToPayment(page, true);
        expect(await placesLeft(slot.id)).toBe(0);
        await expect.poll(() => shownState(page, slot.id)).toBe('full');
        const home = page.url();
        await page.goBack();
        await hidden(page.getByRole('dialog'));
        expect(page.url()).toBe(home);
        await expect.poll(() => placesLeft(slot.id)).toBe(1);
        await expect.poll(() => shownState(page, slot.id)).toBe('bookable');
        await visible(buttonWithText(homeRow, bookLabel));
        await j.shot('back-closes-dialog');
        // The next Back leaves the page as if the dialog had never been opened: /booking, shown again from the
        // browser's history, reads the week again and shows the class bookable, not Fully Booked.
        await page.goBack();
        await page.waitForURL((u) => u.pathname === '/booking' && u.searchParams.get('week') === journeyWeekMonday());
        await expect.poll(() => shownState(page, slot.id)).toBe('bookable');
        await visible(buttonWithText(row, bookLabel));
        await j.shot('back-bookable');
      }

      // Closing the tab releases too (pagehide beacon); the same browser coming back holds it again.
      await buttonWithText(row, bookLabel).click();
      await visible(page.getByRole('dialog', { name: 'Book Your Class' }));
      await continueToPayment(page, true);
      expect(await placesLeft(slot.id)).toBe(0);
      await page.close({ runBeforeUnload: true });
      await expect.poll(() => placesLeft(slot.id), { timeout: 10_000 }).toBe(1);
      const back = await context.newPage();
      await openDialog(back, time, device);
      await continueToPayment(back, true);
      await back.screenshot({ path: `e2e/screenshots/hold-${device}-returned.png` });
      expect(await placesLeft(slot.id)).toBe(0);
    });
  }
});

test('journey: on a phone, Back from the /checkout payment step keeps her details and frees the Open Class place; Cancel is gone once paid', async () => {
  const token = await adminToken();
  const studio = await locationByName(token, 'Main Studio');
  const slot = await createSlot(token, {
    date: journeyDate(6),
    startTime: '10:00',
    locationId: studio.id,
    classTypeIds: [],
    maxBookings: 1,
  });
  const j = await openJourney('hold-checkout', { device: 'phone' });
  await runJourney(j, async ({ page }) => {
    await page.goto(`/checkout?class=Open+Class&price=25&type=class&date=${journeyDate(6)}&time=10:00`);
    await visible(page.getByRole('heading', { name: 'Secure Payment' }));
    await fillCheckoutCustomer(page, VISITOR);
    await visible(page.getByTestId('held-until'), 15_000);
    await expect(page.getByTestId('held-until').innerText()).resolves.toMatch(/^Held for \d{1,2}:\d\d \(until \d{1,2}:\d\d [AP]M\)$/);
    expect(await placesLeft(slot.id)).toBe(0);
    await j.shot('checkout-held');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe(VISITOR.name);
    await expect(page.getByLabel('Phone Number').inputValue()).resolves.toBe(VISITOR.phone);
    await expect.poll(() => placesLeft(slot.id)).toBe(1);

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await visible(page.getByTestId('held-until'), 15_000);
    await payWithTestCard(page, '4242 4242 4242 4242', 'Pay £25.00');
    // Paid: the confirmation screen, which has neither Cancel nor Back.
    await visible(page.getByRole('heading', { name: 'Booking confirmed' }), 15_000);
    expect(new URL(page.url()).pathname).toBe('/booking/confirmed');
    // The confirmation's heading has the focus (a screen reader starts at what happened), not <body>.
    await expect.poll(() => focused(page)).toBe('Booking confirmed');
    await expect(page.getByRole('link', { name: 'Cancel' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Back' }).count()).resolves.toBe(0);
    expect(await placesLeft(slot.id)).toBe(0);
    await j.shot('checkout-paid');
  });
});
