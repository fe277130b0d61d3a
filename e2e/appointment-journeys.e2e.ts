/**
 * Issue 31's other phone journeys (book-and-pay is in appointments.e2e.ts): booking a time with a package credit
 * (a first session: the questionnaire is asked after her code, decision 700), moving one from the manage link, and
 * the owner moving one from her calendar. Each owns a week of its own, five and six weeks on.
 */
import { expect, test } from 'vitest';
import { addDays, dayjs, DATE_FORMAT, formatLongDate, londonInstant, londonToday, mondayOf } from '../src/domain/time';
import { adminStorage, adminToken, apiOk, appointmentType, bookAppointmentAndPay } from './harness/api';
import { openJourney, runJourney } from './harness/journey';
import { waitForMail } from './harness/mailbox';
import { visible } from './harness/site';

const SESSION = 'Personal Training - Single Session';
const weekOn = (weeks: number) => addDays(mondayOf(londonToday()), 7 * weeks);
const dayName = (date: string) => dayjs(date, DATE_FORMAT, true).format('dddd D MMMM');
const manageLink = (text: string) => /(\/manage#[A-Za-z0-9_-]{43})/.exec(text)![1]!;

test('a phone visitor books a personal-training time with a credit of her 12-session package', async () => {
  const visitor = { name: 'Cara Credit', email: 'cara.credit@e2e.test', phone: '07700 900801' };
  // Her package, bought through the public API as /checkout buys it: 12 training credits.
  const bought = await apiOk<{ clientSecret: string; holdToken?: string }>('/api/create-training-payment', {
    body: { ...visitor, sessionType: 'package', amountPence: 39000 },
  });
  await apiOk('/api/payments/test-confirm', {
    body: { clientSecret: bought.clientSecret, cardNumber: '4242 4242 4242 4242', holdToken: bought.holdToken },
  });
  await waitForMail(visitor.email, (m) => m.subject.startsWith('Your credits'));

  const monday = weekOn(5);
  const wednesday = addDays(monday, 2);
  const j = await openJourney('appointment-credit', { device: 'phone' });
  j.expectProblem(/status of 400 .*appointments\.book/, 'a first session with a credit: after her code the server asks for her answers');
  await runJourney(j, async ({ page }) => {
    await page.goto('/booking?type=appointment');
    const booker = page.getByTestId('appointment-booking');
    await booker.getByRole('button', { name: `Choose a time for ${SESSION}` }).click();
    await visible(booker.getByRole('heading', { name: 'Choose a time' }));
    const label = page.getByTestId('week-label');
    for (let i = 0; i < 5; i++) {
      const before = await label.innerText();
      await booker.getByRole('button', { name: 'Next week' }).click();
      await expect.poll(() => label.innerText()).not.toBe(before);
    }
    const day = booker.getByRole('group', { name: dayName(wednesday) });
    await visible(day);
    await day.getByRole('button').first().click();

    await visible(booker.getByRole('heading', { name: 'Your details' }));
    await booker.getByLabel(/Full Name/).fill(visitor.name);
    await booker.getByLabel(/Email Address/).fill(visitor.email);
    await booker.getByLabel(/Phone Number/).fill(visitor.phone);
    // With a credit she may leave the questionnaire: her code proves the address, and the server has none on file.
    await visible(booker.getByText('You may leave them', { exact: false }));
    await booker.getByRole('button', { name: 'Use a package credit' }).click();

    await visible(booker.getByLabel('Code from the e-mail'));
    const codeMail = await waitForMail(visitor.email, (m) => m.subject.startsWith('Your code to book with a credit'));
    await booker.getByLabel('Code from the e-mail').fill(/(\d{6})/.exec(codeMail.subject)![1]!);
    await j.shot('credit-code');
    await booker.getByRole('button', { name: 'Book with a credit' }).click();

    // Her first session: the questions now, then the same proof books it.
    await visible(booker.getByRole('heading', { name: 'Your health questionnaire' }), 15_000);
    for (const group of await booker.getByTestId('health-questions').getByRole('radiogroup').all())
      await group.getByRole('radio', { name: 'No' }).check();
    await j.shot('credit-health');
    await booker.getByRole('button', { name: 'Book with a credit' }).click();
    // The same confirmation screen as a card payment's: her A- reference and the session's date.
    await visible(page.getByRole('heading', { name: 'Booking confirmed' }), 15_000);
    await expect.poll(() => page.getByTestId('booking-reference').innerText()).toMatch(/^A-\d+$/);
    await visible(page.getByRole('row', { name: `Date ${formatLongDate(wednesday)}` }));
    await j.shot('credit-confirmed');
  });

  const confirmed = await waitForMail(visitor.email, (m) => m.subject.startsWith('Confirmed:'));
  expect(confirmed.subject).toContain(formatLongDate(wednesday));
  // The owner's record: paid with the credit, her answers with it, one credit spent.
  const token = await adminToken();
  const [booked] = await apiOk<{ email: string; paidWith: string; health: { answers: boolean[] } | null }[]>(
    `/api/admin/appointments?from=${wednesday}&to=${wednesday}`,
    { token },
  ).then((all) => all.filter((a) => a.email === visitor.email));
  expect(booked).toMatchObject({ paidWith: 'credit', health: { answers: [false, false, false, false, false, false, false] } });
  const holders = await apiOk<{ email: string; balance: number }[]>(
    `/api/admin/credit-balances?search=${encodeURIComponent(visitor.email)}`,
    { token },
  );
  expect(holders[0]).toMatchObject({ email: visitor.email, balance: 11 });
});

test('a phone visitor moves her session to another free time from the manage link', async () => {
  const visitor = { name: 'Rita Reschedule', email: 'rita.reschedule@e2e.test', phone: '07700 900802' };
  const monday = weekOn(6);
  const tuesday = addDays(monday, 1);
  const thursday = addDays(monday, 3);
  const single = await appointmentType(SESSION);
  await bookAppointmentAndPay({ typeId: single.id, start: londonInstant(tuesday, '10:00'), ...visitor });
  const link = manageLink((await waitForMail(visitor.email, (m) => m.subject.startsWith('Confirmed:'))).text);

  const j = await openJourney('appointment-reschedule', { device: 'phone' });
  await runJourney(j, async ({ page }) => {
    await page.goto(link);
    await visible(page.getByText(formatLongDate(tuesday)), 15_000);
    await page.getByRole('button', { name: 'Choose a new time' }).click();
    const picker = page.getByTestId('reschedule-times');
    const label = picker.getByTestId('week-label');
    await visible(label);
    for (let i = 0; i < 6; i++) {
      const before = await label.innerText();
      await picker.getByRole('button', { name: 'Next week' }).click();
      await expect.poll(() => label.innerText()).not.toBe(before);
    }
    const day = picker.getByRole('group', { name: dayName(thursday) });
    await visible(day, 15_000);
    const first = day.getByRole('button').first();
    const when = (await first.getAttribute('aria-label'))!;
    await first.click();
    const confirm = page.getByRole('dialog', { name: 'Move your session?' });
    await visible(confirm);
    await j.shot('reschedule-confirm');
    await confirm.getByRole('button', { name: 'Move my session' }).click();
    await visible(page.getByText(formatLongDate(thursday)), 15_000);
    await j.shot('rescheduled');
    expect(when).toMatch(new RegExp(`^${dayName(thursday)} at `));
  });
  const moved = await waitForMail(visitor.email, (m) => m.subject.startsWith('Moved:'));
  expect(moved.subject).toContain('is now on');
});

test('the owner moves an appointment from her calendar on her phone; the client is e-mailed', async () => {
  const visitor = { name: 'Olga Owner-Moved', email: 'olga.moved@e2e.test', phone: '07700 900803' };
  const monday = weekOn(6);
  const wednesday = addDays(monday, 2);
  const friday = addDays(monday, 4);
  const single = await appointmentType(SESSION);
  await bookAppointmentAndPay({ typeId: single.id, start: londonInstant(wednesday, '11:00'), ...visitor });

  const j = await openJourney('appointment-owner-move', { device: 'phone', storage: await adminStorage() });
  await runJourney(j, async ({ page }) => {
    await page.goto('/admin/dashboard?tab=appointments');
    await visible(page.getByRole('heading', { name: 'Calendar' }), 15_000);
    await page.getByText('Week', { exact: true }).click();
    const label = page.getByTestId('calendar-label');
    for (let i = 0; i < 6; i++) {
      const before = await label.innerText();
      await page.getByRole('button', { name: 'Next week' }).click();
      await expect.poll(() => label.innerText()).not.toBe(before);
    }
    const item = page
      .getByRole('group', { name: dayName(wednesday) })
      .getByTestId('calendar-appointment')
      .filter({ hasText: visitor.name });
    await visible(item, 15_000);
    await item.getByRole('button', { name: `Move ${SESSION} with ${visitor.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Move Appointment' });
    await visible(dialog);
    await dialog.getByLabel('New date').fill(friday);
    await dialog.getByLabel('New time (UK)').fill('14:00');
    await j.shot('owner-move');
    await dialog.getByRole('button', { name: 'Move and e-mail her' }).click();
    const moved = page
      .getByRole('group', { name: dayName(friday) })
      .getByTestId('calendar-appointment')
      .filter({ hasText: visitor.name });
    await visible(moved, 15_000);
    await moved.scrollIntoViewIfNeeded();
    await j.shot('owner-moved');
  });
  const mail = await waitForMail(visitor.email, (m) => m.subject.startsWith('Moved:'));
  expect(mail.subject).toContain(`${formatLongDate(friday)} at 2:00 PM`);
});
