import { expect, it } from 'vitest';
import { londonInstant } from '../../../domain/time';
import { createServices } from '../container';
import { insertBooking } from '../../test/admin-fixtures';
import { useTestEnv } from '../../test/harness';

// The services' clock on another day than the machine's: the admin's "today" is the services' today.
const NOW = londonInstant('2031-09-05', '00:30');
const env = useTestEnv({ services: ({ db, config }) => createServices({ db, config, clock: () => NOW }) });

it("today's bookings, their read by change and the overview's count follow the services clock, not the machine's", async () => {
  const admin = env.caller({ token: await env.adminToken() });
  const slot = await admin.admin.schedule.create({
    date: '2031-09-05',
    startTime: '07:00',
    endTime: '08:00',
    locationId: 'virtual',
    maxBookings: 4,
  });
  const other = await admin.admin.schedule.create({
    date: '2031-09-04',
    startTime: '23:00',
    endTime: '23:45',
    locationId: 'virtual',
    maxBookings: 4,
  });
  const todays = await insertBooking(env.db, { slotId: slot.id, status: 'confirmed', name: 'Early Bird' });
  await insertBooking(env.db, { slotId: other.id, status: 'confirmed', name: 'Last Night' });

  const today = await admin.admin.bookings.today();
  expect(today.map((b) => b.name)).toEqual(['Early Bird']);
  expect(today[0]!.id).toBe(todays);
  const changes = await admin.admin.bookings.todayChanges({ limit: 10 });
  expect(changes.data.map((b) => b.name)).toEqual(['Early Bird']);
  expect((await admin.admin.bookings.stats()).todaysClasses).toBe(1);
});
