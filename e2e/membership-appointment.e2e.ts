/**
 * Issue 36 with decision 793 on a phone: a member whose plan includes appointments books a personal-training time
 * with her membership, signed in: no payment step, the confirmation, its e-mail with the appointment's reference
 * (A-<id>, the owner's record's too), and her account shows the month's allowance used. Her first month starts now (the server's own clock), so
 * the time is taken three weeks on, inside it: a week no other journey books appointments in.
 */
import { expect, test } from 'vitest';
import { addDays, dayjs, DATE_FORMAT, formatLongDate, londonToday, mondayOf } from '../src/domain/time';
import { adminToken, apiOk } from './harness/api';
import { openJourney, runJourney } from './harness/journey';
import { waitForMail } from './harness/mailbox';
import { payWithTestCard, visible } from './harness/site';

const HER = { name: 'Petra Member', email: 'petra.member@e2e.test', phone: '07700 900804' };
const PLAN = 'Journey Sessions';
const SESSION = 'Personal Training - Single Session';
const WEEKS_ON = 3;
const thursday = addDays(addDays(mondayOf(londonToday()), 7 * WEEKS_ON), 3);
const thursdayName = dayjs(thursday, DATE_FORMAT, true).format('dddd D MMMM');

test('a phone member books a personal-training time with her membership: no card, the reference, the allowance used', async () => {
  const token = await adminToken();
  await apiOk('/api/admin/membership-plans', {
    token,
    body: {
      name: PLAN,
      description: 'Four classes or sessions a month.',
      pricePence: 8000,
      classesPerMonth: 4,
      classTypeIds: [],
      includesAppointments: true,
      minimumTermMonths: 1,
      noticeDays: 0,
    },
  });

  const j = await openJourney('membership-appointment', { device: 'phone' });
  j.expectProblem(/status of 401 .*account\.me/, 'her account page asks for her session before she has signed in');
  j.expectProblem(/net::ERR_ABORTED/, 'requests the landing page started, cancelled by leaving it');
  await runJourney(j, async ({ page }) => {
    // She joins (the first month by card), then signs in from the e-mailed link.
    await page.goto('/memberships');
    await page.getByRole('button', { name: `Join ${PLAN}` }).click();
    await page.getByLabel('Your name').fill(HER.name);
    await page.getByLabel('Your e-mail').fill(HER.email);
    await page.getByLabel('Phone number').fill(HER.phone);
    // The owner's first-month price may be on: what the card pays is what the button says.
    const toPay = page.getByRole('button', { name: /^Continue to Payment \(£\d+\.\d{2}\)$/ });
    await visible(toPay, 15_000);
    const first = /£\d+\.\d{2}/.exec(await toPay.innerText())![0];
    await toPay.click();
    await payWithTestCard(page, '4242 4242 4242 4242', `Pay ${first}`);
    await visible(page.getByText(`Welcome: your ${PLAN} membership has started`), 15_000);

    await page.goto('/account');
    await page.getByLabel('Email address').fill(HER.email);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    const signIn = await waitForMail(HER.email, (m) => m.text.includes('/account#'), 60_000);
    await page.goto(/(\/account#[A-Za-z0-9_-]{43})/.exec(signIn.text)![1]!);
    const card = page.locator(`[aria-label="Membership ${PLAN}"]`);
    await visible(card, 15_000);
    await visible(card.getByText('0 of 4 classes booked', { exact: false }), 15_000);

    // Personal training from the home page, a time three weeks on.
    await page.goto('/#personal-training');
    const chooseTime = page.locator('#personal-training').getByRole('link', { name: 'Choose a Time' });
    await chooseTime.scrollIntoViewIfNeeded();
    await chooseTime.click();
    await page.waitForURL((u) => u.pathname === '/booking' && u.searchParams.get('type') === 'appointment');
    const booker = page.getByTestId('appointment-booking');
    await booker.getByRole('button', { name: `Choose a time for ${SESSION}` }).click();
    await visible(booker.getByRole('heading', { name: 'Choose a time' }));
    const label = page.getByTestId('week-label');
    for (let i = 0; i < WEEKS_ON; i++) {
      const before = await label.innerText();
      await booker.getByRole('button', { name: 'Next week' }).click();
      await expect.poll(() => label.innerText()).not.toBe(before);
    }
    const day = booker.getByRole('group', { name: thursdayName });
    await visible(day, 15_000);
    await day.getByRole('button').first().click();

    // Signed in as a member: her e-mail is the membership's, and the membership is offered beside the card.
    await visible(booker.getByRole('heading', { name: 'Your details' }));
    await expect.poll(() => booker.getByLabel(/Email Address/).inputValue()).toBe(HER.email);
    await booker.getByLabel(/Full Name/).fill(HER.name);
    await booker.getByLabel(/Phone Number/).fill(HER.phone);
    for (const group of await booker.getByTestId('health-questions').getByRole('radiogroup').all())
      await group.getByRole('radio', { name: 'No' }).check();
    await j.shot('member-details');

    // From here on, nothing may ask for or take a card.
    const calls: string[] = [];
    page.on('request', (r) => calls.push(r.url()));
    await booker.getByRole('button', { name: 'Book with my membership' }).click();
    // The confirmation screen that stays, as after a class.
    await visible(page.getByRole('heading', { name: 'Booking confirmed' }), 15_000);
    await expect.poll(() => page.getByTestId('booking-reference').innerText()).toMatch(/^A-\d+$/);
    await visible(page.getByText(`We have e-mailed your confirmation to ${HER.email}`, { exact: false }));
    await j.shot('member-confirmed');
    expect(calls.filter((u) => u.includes('appointments.book'))).toHaveLength(1);
    // Reading the confirmation (payments.receipt) is the only payments call: nothing asks for or takes a card.
    expect(calls.filter((u) => /payments\.(?!receipt)|confirmTest|createPayment/.test(u))).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Payment' }).count()).resolves.toBe(0);
    await expect(page.getByLabel(/card number/i).count()).resolves.toBe(0);

    // Her account: one of the month's four used.
    await page.goto('/account');
    await visible(card, 15_000);
    await visible(card.getByText('1 of 4 classes booked', { exact: false }), 15_000);
    await j.shot('member-allowance-used');
  });

  // The e-mail names the appointment by its reference, and the owner's record agrees: paid with the membership.
  const confirmed = await waitForMail(HER.email, (m) => m.subject.startsWith('Confirmed:'));
  expect(confirmed.subject).toContain(formatLongDate(thursday));
  const reference = /\bA-\d+\b/.exec(confirmed.text);
  expect(reference).not.toBeNull();
  const booked = (
    await apiOk<{ reference: string; email: string; paidWith: string; status: string }[]>(
      `/api/admin/appointments?from=${thursday}&to=${thursday}`,
      { token },
    )
  ).filter((a) => a.email === HER.email);
  expect(booked).toHaveLength(1);
  expect(booked[0]).toMatchObject({ reference: reference![0], paidWith: 'membership', status: 'confirmed' });
});
