import { expect, test } from 'vitest';
import { adminToken, apiOk, createClassType, createSlot, journeyDate, journeyWeekMonday, locationByName, weekSlots } from './harness/api';
import { openJourney, runJourney } from './harness/journey';
import { buttonWithText, showJourneyWeek, slotRow, spotsIn, visible } from './harness/site';

const CLASS_NAME = 'E2E Full Yoga';

test('journey 3: a slot with no places left shows a disabled Fully Booked button, desktop and phone', async () => {
  const token = await adminToken();
  const type = await createClassType(token, { name: CLASS_NAME, price: '12.00' });
  const studio = await locationByName(token, 'Main Studio');
  const slot = await createSlot(token, {
    date: journeyDate(2),
    startTime: '09:00',
    locationId: studio.id,
    classTypeIds: [type.id],
    maxBookings: 1,
  });
  // The only place is held by someone paying right now: a live hold counts against availability.
  const held = await apiOk<{ success: boolean }>('/api/bookings', {
    body: { name: 'Hattie Holder', email: 'hattie@e2e.test', phone: '07700 900789', classTypeId: type.id, scheduleId: slot.id },
  });
  expect(held.success).toBe(true);
  expect((await weekSlots(journeyWeekMonday())).find((s) => s.id === slot.id)?.availableSpots).toBe(0);

  for (const device of ['desktop', 'phone'] as const) {
    const j = await openJourney('fully-booked', { device });
    await runJourney(j, async ({ page }) => {
      await page.goto('/booking');
      await showJourneyWeek(page);
      const row = slotRow(page, { time: '9:00 AM', name: CLASS_NAME });
      await row.scrollIntoViewIfNeeded();
      const button = buttonWithText(row, 'Fully Booked');
      await visible(button);
      await expect(button.isDisabled()).resolves.toBe(true);
      await expect(
        row
          .getByRole('button')
          .filter({ hasText: /^Book & Pay/ })
          .count(),
      ).resolves.toBe(0);
      await expect.poll(() => spotsIn(row)).toBe(0);
      await j.shot('fully-booked');
    });
  }
});
