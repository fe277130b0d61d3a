import { expect, test } from 'vitest';
import { addDays, dayjs, DATE_FORMAT, formatLongDate, londonToday, mondayOf } from '../src/domain/time';
import { adminStorage } from './harness/api';
import { openJourney, runJourney } from './harness/journey';
import { payWithTestCard, visible } from './harness/site';

const SESSION = 'Personal Training - Single Session';
const VISITOR = { name: 'Alex Appointment', email: 'alex.appointment@e2e.test', phone: '07700 900789' };
// Four weeks on: past the seeded fortnight and the journeys' own week (two weeks on), so only the seeded working
// hours (Monday to Friday, 09:00-17:00) decide what is free.
const WEEKS_ON = 4;
const monday = addDays(mondayOf(londonToday()), 7 * WEEKS_ON);
const tuesday = addDays(monday, 1);
const tuesdayName = dayjs(tuesday, DATE_FORMAT, true).format('dddd D MMMM');

test('a phone visitor books a personal-training time and pays by test card; the owner sees it in her calendar', async () => {
  const j = await openJourney('appointments', { device: 'phone' });
  await runJourney(j, async ({ page }) => {
    await page.goto('/#personal-training');
    const section = page.locator('#personal-training');
    const chooseTime = section.getByRole('link', { name: 'Choose a Time' });
    await chooseTime.scrollIntoViewIfNeeded();
    await visible(chooseTime);
    await chooseTime.click();
    await page.waitForURL((u) => u.pathname === '/booking' && u.searchParams.get('type') === 'appointment');
    await visible(page.getByRole('heading', { name: 'Choose a session' }));
    await visible(page.getByRole('button', { name: `Choose a time for ${SESSION}` }));
    await j.shot('types');

    await page.getByRole('button', { name: `Choose a time for ${SESSION}` }).click();
    // The class schedule below has week buttons of its own.
    const booker = page.getByTestId('appointment-booking');
    await visible(booker.getByRole('heading', { name: 'Choose a time' }));
    const label = page.getByTestId('week-label');
    for (let i = 0; i < WEEKS_ON; i++) {
      const before = await label.innerText();
      await booker.getByRole('button', { name: 'Next week' }).click();
      await expect.poll(() => label.innerText()).not.toBe(before);
    }
    const day = booker.getByRole('group', { name: tuesdayName });
    await visible(day);
    await j.shot('week');
    // Keyboard: the first free Tuesday time is chosen with Enter.
    const first = day.getByRole('button').first();
    const when = await first.getAttribute('aria-label');
    expect(when).toMatch(new RegExp(`^${tuesdayName} at \\d{1,2}:\\d{2} (AM|PM)$`));
    await first.focus();
    await page.keyboard.press('Enter');

    await visible(page.getByRole('heading', { name: 'Your details' }));
    await visible(page.getByTestId('appointment-summary').getByText(`${when!} (UK time)`));
    await page.getByLabel(/Full Name/).fill(VISITOR.name);
    await page.getByLabel(/Email Address/).fill(VISITOR.email);
    await page.getByLabel(/Phone Number/).fill(VISITOR.phone);
    await page.getByLabel(/Notes/).fill('First session, a sore shoulder.');
    // The health questionnaire before a first session (decision 660): nothing is pre-chosen.
    for (const group of await page.getByTestId('health-questions').getByRole('radiogroup').all())
      await group.getByRole('radio', { name: 'No' }).check();
    await j.shot('details');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    await visible(page.getByRole('heading', { name: 'Payment' }), 15_000);
    await visible(page.getByTestId('held-until'));
    await visible(page.getByRole('button', { name: 'Pay £40.00' }), 15_000);
    await j.shot('payment');
    await payWithTestCard(page, '4242 4242 4242 4242', 'Pay £40.00');
    // The confirmation screen that stays, as after a class: its reference, date and London time, and a reload keeps it.
    await page.waitForURL((u) => u.pathname === '/booking/confirmed' && /^#\d+$/.test(u.hash), { timeout: 15_000 });
    await visible(page.getByRole('heading', { name: 'Booking confirmed' }), 15_000);
    const reference = await page.getByTestId('booking-reference').innerText();
    expect(reference).toMatch(/^A-\d+$/);
    const startTime = / at (\d{1,2}:\d{2} (?:AM|PM))$/.exec(when!)![1]!;
    const shown = async () => {
      await visible(page.getByRole('heading', { name: 'Booking confirmed' }), 15_000);
      await expect.poll(() => page.getByTestId('booking-reference').innerText()).toBe(reference);
      await visible(page.getByRole('row', { name: `Date ${formatLongDate(tuesday)}` }));
      await visible(page.getByRole('row', { name: new RegExp(`^Time ${startTime} - \\d{1,2}:\\d{2} (AM|PM) \\(UK time\\)$`) }));
      await visible(page.getByRole('row', { name: `Session ${SESSION}` }));
      await visible(page.getByRole('button', { name: 'Add to calendar (.ics)' }));
      await visible(page.getByText(`We have e-mailed your confirmation to ${VISITOR.email}`, { exact: false }));
    };
    await shown();
    await j.shot('confirmed');
    await page.reload();
    await shown();
  });

  // The owner's calendar on her phone shows it in that week.
  const admin = await openJourney('appointments-admin', { device: 'phone', storage: await adminStorage() });
  await runJourney(admin, async ({ page }) => {
    await page.goto('/admin/dashboard?tab=appointments');
    await visible(page.getByRole('heading', { name: 'Calendar' }), 15_000);
    await page.getByText('Week', { exact: true }).click();
    const label = page.getByTestId('calendar-label');
    for (let i = 0; i < WEEKS_ON; i++) {
      const before = await label.innerText();
      await page.getByRole('button', { name: 'Next week' }).click();
      await expect.poll(() => label.innerText()).not.toBe(before);
    }
    const day = page.getByRole('group', { name: tuesdayName });
    const item = day.getByTestId('calendar-appointment').filter({ hasText: VISITOR.name });
    await visible(item, 15_000);
    expect(await item.innerText()).toContain(SESSION);
    await item.scrollIntoViewIfNeeded();
    await admin.shot('calendar');
  });
});
