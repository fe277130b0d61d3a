import { expect, test } from 'vitest';
import type { WaitlistEntryDto } from '../src/domain/waitlist';
import {
  adminStorage,
  adminToken,
  apiOk,
  bookAndPay,
  createClassType,
  createSlot,
  journeyDate,
  journeyWeekMonday,
  locationByName,
  weekSlots,
} from './harness/api';
import { openJourney, runJourney } from './harness/journey';
import { waitForMail } from './harness/mailbox';
import { buttonWithText, payWithTestCard, showJourneyWeek, slotRow, visible } from './harness/site';

const CLASS_NAME = 'E2E Waitlist Pilates';
const LEAVER = { name: 'Lou Leaver', email: 'lou-leaver@e2e.test' };

test('a visitor joins the waiting list of a full class, the place frees, she follows the e-mailed offer and claims it (desktop and phone)', async () => {
  const token = await adminToken();
  const type = await createClassType(token, { name: CLASS_NAME, price: '11.00' });
  const studio = await locationByName(token, 'Main Studio');

  for (const [device, startTime, label] of [
    ['desktop', '11:00', '11:00 AM'],
    ['phone', '13:00', '1:00 PM'],
  ] as const) {
    const slot = await createSlot(token, {
      date: journeyDate(3),
      startTime,
      locationId: studio.id,
      classTypeIds: [type.id],
      maxBookings: 1,
    });
    const first = await bookAndPay({
      name: 'Fiona First',
      email: `fiona-${device}@e2e.test`,
      phone: '07700 900111',
      classTypeId: type.id,
      scheduleId: slot.id,
    });
    const visitor = { name: `Wendy Waiter ${device}`, email: `wendy-${device}@e2e.test` };

    const j = await openJourney(`waitlist-${device}`, { device });
    await runJourney(j, async ({ page }) => {
      await page.goto('/booking');
      await showJourneyWeek(page);
      const row = slotRow(page, { time: label, name: CLASS_NAME });
      await row.scrollIntoViewIfNeeded();
      await visible(buttonWithText(row, 'Fully Booked'));
      await buttonWithText(row, 'Join waiting list').click();
      const dialog = page.getByRole('dialog');
      await visible(dialog);
      await dialog.getByLabel('Name').fill(visitor.name);
      await dialog.getByLabel('Email').fill(visitor.email);
      await j.shot('join-form');
      await dialog.getByRole('button', { name: 'Join waiting list' }).click();
      await visible(dialog.getByText('You are 1st on the waiting list.'));
      await j.shot('joined');
      await dialog.getByRole('button', { name: 'Done' }).click();

      // Joining is confirmed by e-mail: where she stands, and a private link to leave the list.
      const joined = await waitForMail(visitor.email, (m) => m.subject.startsWith('You are on the waiting list'));
      expect(joined.text).toContain(CLASS_NAME);
      expect(joined.text).toContain('You are number 1 on the waiting list');
      expect(joined.text).toMatch(/\/waitlist#[A-Za-z0-9_-]{43}/);

      if (device === 'phone') {
        // Someone joins after her, is told she is second, and leaves from her e-mail's link on her phone.
        await apiOk('/api/waitlist', { body: { scheduleId: slot.id, name: LEAVER.name, email: LEAVER.email } });
        const leaverMail = await waitForMail(LEAVER.email, (m) => m.subject.startsWith('You are on the waiting list'));
        expect(leaverMail.text).toContain('You are number 2 on the waiting list');
        const leaveLink = new URL(/https?:\/\/\S+?\/waitlist#[A-Za-z0-9_-]{43}/.exec(leaverMail.text)![0]);
        const leaver = await openJourney('waitlist-leave', { device: 'phone' });
        await runJourney(leaver, async ({ page: leaverPage }) => {
          await leaverPage.goto(`${leaveLink.pathname}${leaveLink.hash}`);
          await visible(leaverPage.getByText('You are number 2 on the waiting list'), 15_000);
          await leaver.shot('waiting');
          await leaverPage.getByRole('button', { name: 'Leave the waiting list' }).tap();
          await visible(leaverPage.getByText('You have left the waiting list').first(), 15_000);
          await expect(leaverPage.getByRole('button', { name: 'Leave the waiting list' }).count()).resolves.toBe(0);
          await leaver.shot('left');
        });
      }

      // The owner cancels the paid booking: the place frees and is offered to her by e-mail.
      await apiOk(`/api/admin/bookings/${(first as { bookingId?: number }).bookingId}`, {
        method: 'PATCH',
        token,
        body: { status: 'cancelled' },
      });
      const mail = await waitForMail(visitor.email, (m) => m.subject.startsWith('A place is free'), 30_000);
      expect(mail.text).toContain(CLASS_NAME);
      const link = /https?:\/\/\S+?\/waitlist#[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
      expect(link).toBeDefined();
      // The offer holds the place: nobody else can book it meanwhile.
      expect((await weekSlots(journeyWeekMonday())).find((s) => s.id === slot.id)?.availableSpots).toBe(0);

      const url = new URL(link!);
      await page.goto(`${url.pathname}${url.hash}`);
      await visible(page.getByRole('heading', { name: 'A place for you' }));
      await visible(page.getByText(`Hello ${visitor.name}`, { exact: false }));
      await page.getByLabel('Phone').fill('07700 900222');
      await j.shot('offer');
      await page.getByRole('button', { name: 'Claim my place' }).click();
      await payWithTestCard(page, '4242 4242 4242 4242', /^Pay £11\.00$/);
      await visible(page.getByText('Your place is booked'), 15_000);
      await j.shot('claimed');
    });

    // The owner sees the class's list in the schedule tab: her name, e-mail and that she claimed the place.
    const owner = await openJourney(`waitlist-owner-${device}`, { device, storage: await adminStorage() });
    await runJourney(owner, async ({ page }) => {
      await page.goto(`/admin/dashboard?tab=schedule&date=${journeyDate(3)}`);
      const end = `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}:00`;
      await page.getByRole('button', { name: `Waiting list of the ${startTime}-${end} slot` }).click();
      const dialog = page.getByRole('dialog');
      await visible(dialog.getByText(visitor.name));
      await visible(dialog.getByText(visitor.email));
      await visible(dialog.getByText('Claimed'));
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways).toBeLessThanOrEqual(0);
      await owner.shot('owner-list');
    });

    const list = await apiOk<WaitlistEntryDto[]>(`/api/admin/schedule/${slot.id}/waitlist`, { token });
    expect(list.map((e) => [e.email, e.status])).toEqual(
      device === 'phone'
        ? [
            [visitor.email, 'claimed'],
            [LEAVER.email, 'declined'],
          ]
        : [[visitor.email, 'claimed']],
    );
    expect((await weekSlots(journeyWeekMonday())).find((s) => s.id === slot.id)?.availableSpots).toBe(0);
    await waitForMail(visitor.email, (m) => m.subject.startsWith('Booking confirmed'));
  }
});
