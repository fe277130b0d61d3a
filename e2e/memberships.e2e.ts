/**
 * Issue 36 on a phone: she joins a membership from the site (the first month by card), signs in and books a class
 * without a payment step; her saved card then fails the renewal (the job on the server's clock), the e-mail's link
 * takes a new card that pays the month, and she cancels under the plan's notice. April-May 2032 are this journey's.
 */
import { expect, test } from 'vitest';
import { londonInstant } from '../src/domain/time';
import { adminToken, apiOk, createClassType, createSlot, resetServerClock, setServerClock } from './harness/api';
import { openJourney, runJourney } from './harness/journey';
import { waitForMail } from './harness/mailbox';
import { buttonWithText, hidden, payWithTestCard, slotRow, visible } from './harness/site';

const HER = { name: 'Mia Member', email: 'mia.member@e2e.test', phone: '07700 900789' };
const CLASS = 'Member Pilates';
const PLAN = 'Journey Unlimited';

test(
  'a phone visitor joins a membership, books without paying, mends a failed renewal with a new card, cancels',
  { timeout: 300_000 },
  async () => {
    const token = await adminToken();
    const type = await createClassType(token, { name: CLASS, price: '12.00' });
    await createSlot(token, { date: '2032-04-07', startTime: '14:45', locationId: null, classTypeIds: [type.id], maxBookings: 6 });
    await apiOk('/api/admin/membership-plans', {
      token,
      body: {
        name: PLAN,
        description: 'Every class, every week.',
        pricePence: 6500,
        classesPerMonth: null,
        classTypeIds: [type.id],
        minimumTermMonths: 1,
        noticeDays: 30,
      },
    });

    // Her first month starts at noon on 1 April 2032 (the server's clock), so it runs to noon on 1 May.
    await setServerClock(londonInstant('2032-04-01', '12:00'));
    const j = await openJourney('memberships', { device: 'phone' });
    j.expectProblem(/net::ERR_ABORTED/, 'requests the landing page started while she scrolled, cancelled by leaving it');
    j.expectProblem(/status of 401 .*account\.me/, 'her account page asks for her session before she has signed in');
    j.expectProblem(/status of 404 .*memberships\.cardSetup/, 'the card link opened again once used: refused on purpose');
    await runJourney(j, async ({ page }) => {
      // From the home page's personal-training section to the plans.
      await page.goto('/');
      await page.evaluate(() => document.getElementById('personal-training')?.scrollIntoView());
      await visible(page.getByRole('link', { name: 'See Memberships' }), 15_000);
      await page.getByRole('link', { name: 'See Memberships' }).click();
      await visible(page.getByRole('heading', { name: 'Memberships', level: 1 }), 15_000);
      const plan = page.locator(`[aria-label="${PLAN} membership"]`);
      await visible(plan, 15_000);
      await expect(plan.innerText()).resolves.toMatch(
        /£65\.00[\s\S]*a month[\s\S]*Unlimited classes every month[\s\S]*Minimum term: 1 month/,
      );
      await expect(plan.innerText()).resolves.toContain("Cancel with 30 days' notice");
      await j.shot('membership-plans');
      await page.getByRole('button', { name: `Join ${PLAN}` }).click();
      await page.getByLabel('Your name').fill(HER.name);
      await page.getByLabel('Your e-mail').fill(HER.email);
      await page.getByLabel('Phone number').fill(HER.phone);
      await page.getByRole('button', { name: 'Continue to Payment (£65.00)' }).click();
      await payWithTestCard(page, '4242 4242 4242 4242', 'Pay £65.00');
      await visible(page.getByText(`Welcome: your ${PLAN} membership has started`), 15_000);
      await expect(page.getByTestId('membership-code').innerText()).resolves.toMatch(/^M-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
      await j.shot('membership-welcome');

      // Signed in, the class is included: no price, no payment step.
      await page.goto('/account');
      await page.getByLabel('Email address').fill(HER.email);
      await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
      // Years ahead, the server first works through the jobs due by then: her e-mail may wait behind them.
      const signIn = await waitForMail(HER.email, (m) => m.text.includes('/account#'), 60_000);
      await page.goto(/(\/account#[A-Za-z0-9_-]{43})/.exec(signIn.text)![1]!);
      const card = page.locator(`[aria-label="Membership ${PLAN}"]`);
      await visible(card, 15_000);
      await expect(card.innerText()).resolves.toContain('Active');

      await page.goto('/booking?week=2032-04-05');
      const row = slotRow(page, { time: '2:45 PM', name: CLASS });
      await visible(row, 15_000);
      await buttonWithText(row, 'Book & Pay Now').click();
      const dialog = page.getByRole('dialog');
      await visible(dialog.getByText(`Included in your membership (${PLAN})`), 15_000);
      await expect(dialog.getByLabel('Email Address').inputValue()).resolves.toBe(HER.email);
      await expect(dialog.getByText('£12.00').count()).resolves.toBe(0);
      await dialog.getByLabel('Full Name').fill(HER.name);
      await dialog.getByLabel('Phone Number').fill(HER.phone);
      await j.shot('membership-booking');
      await dialog.getByRole('button', { name: 'Book with my membership' }).click();
      await visible(page.getByRole('heading', { name: 'Booking confirmed' }), 15_000);
      await j.shot('membership-booked');

      // 20 April, a new card from her account (her session of 1 April still open): saved, nothing charged; every charge
      // to this test card fails.
      await setServerClock(londonInstant('2032-04-20', '10:00'));
      await page.goto('/account');
      await visible(card, 15_000);
      await card.getByRole('button', { name: 'Change card' }).click();
      const change = page.getByRole('dialog', { name: 'Change your card' });
      await visible(change.getByLabel(/card number/i), 15_000);
      await payWithTestCard(change, '4000 0000 0000 0341', 'Save card');
      await visible(page.getByRole('dialog', { name: 'Card saved' }), 15_000);
      await page.getByRole('dialog', { name: 'Card saved' }).getByRole('button', { name: 'Done' }).click();

      // 1 May: the renewal job charges the card, it fails, and the e-mail brings a link to a new card.
      await setServerClock(londonInstant('2032-05-01', '12:30'));
      const failed = await waitForMail(HER.email, (m) => m.subject.endsWith('your payment did not go through'), 60_000);
      const link = /(\/membership\/card#[A-Za-z0-9_-]+)/.exec(failed.text)![1]!;
      await page.reload();
      await visible(card.getByText('Payment failed: please update your card'), 15_000);
      await page.goto(link);
      await visible(page.getByRole('heading', { name: 'Update your card', level: 1 }), 15_000);
      await visible(page.getByText(/payment of £65\.00 did not go through/), 15_000);
      await j.shot('membership-card-link');
      await payWithTestCard(page, '4242 4242 4242 4242', 'Pay £65.00');
      await visible(page.getByText('Thank you: your card is updated'), 15_000);
      await j.shot('membership-card-updated');
      // Used up: the same link again is refused.
      await page.reload();
      await visible(page.getByText('This card link is not valid'), 15_000);

      // Her account: active again; she cancels, told first when it ends (30 days' notice, at a month's end).
      await page.goto('/account');
      await visible(card.getByText('Active'), 15_000);
      await card.getByRole('button', { name: 'Cancel membership' }).click();
      const cancel = page.getByRole('dialog', { name: 'Cancel your membership?' });
      await visible(cancel.getByText('Cancelled today, it ends on Tuesday, 1 June 2032.'), 15_000);
      await j.shot('membership-cancel');
      await cancel.getByRole('button', { name: 'Cancel membership' }).click();
      await visible(page.getByRole('dialog', { name: 'Membership cancelled' }), 15_000);
      await page.getByRole('button', { name: 'Done' }).click();
      await hidden(page.getByRole('dialog'));
      await visible(card.getByText('Ends on Tuesday, 1 June 2032.'), 15_000);
    }).finally(() => resetServerClock());
  },
);
