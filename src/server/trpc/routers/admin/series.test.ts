import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { locations, scheduleSlots } from '../../../db/schema';
import { insertBooking, rejection } from '../../../test/admin-fixtures';
import { useTestEnv } from '../../../test/harness';

const env = useTestEnv();
let admin: ReturnType<typeof env.caller>;
let studioId: number;
let matId: number;

// Far from the seeded fortnight. 5 March 2030 is a Tuesday.
const TUESDAY = '2030-03-05';

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
  studioId = (await admin.admin.locations.list()).find((l) => l.name === 'Main Studio')!.id;
  matId = (await admin.admin.classTypes.list()).find((c) => c.name.startsWith('Mat Pilates'))!.id;
});

describe('admin.schedule.createSeries', () => {
  it('makes Tuesday and Thursday 18:00-19:00 for 12 weeks in one step, each slot in the series', async () => {
    const result = await admin.admin.schedule.createSeries({
      startDate: TUESDAY,
      weekdays: [2, 4],
      startTime: '18:00',
      endTime: '19:00',
      weeks: 12,
      locationId: studioId,
      allowedClassTypes: [String(matId)],
      maxBookings: 8,
      notes: 'Bring a mat',
    });
    expect(result.skipped).toEqual([]);
    expect(result.created).toHaveLength(24);
    expect(result.seriesId).toEqual(expect.any(Number));
    expect(result.created[0]).toMatchObject({
      date: TUESDAY,
      startTime: '18:00',
      endTime: '19:00',
      locationName: 'Main Studio',
      maxBookings: 8,
      availableSpots: 8,
      seriesId: result.seriesId,
    });
    expect(result.created.map((s) => s.date).slice(0, 3)).toEqual([TUESDAY, '2030-03-07', '2030-03-12']);
    expect(result.created.at(-1)!.date).toBe('2030-05-23');
    // Visitors see them like any slot.
    const week = await env.caller().schedule.range({ startDate: '2030-03-11', endDate: '2030-03-17' });
    expect(week.filter((s) => s.startTime === '18:00').map((s) => s.date)).toEqual(['2030-03-12', '2030-03-14']);
  });

  it('leaves out dates that overlap an active slot, saying why, and makes the rest', async () => {
    await admin.admin.schedule.create({ date: '2030-06-04', startTime: '07:30', endTime: '08:30', locationId: 'virtual' });
    const result = await admin.admin.schedule.createSeries({
      startDate: '2030-06-03',
      weekdays: [2],
      startTime: '07:00',
      endTime: '08:00',
      weeks: 3,
      locationId: 'virtual',
    });
    expect(result.created.map((s) => s.date)).toEqual(['2030-06-11', '2030-06-18']);
    expect(result.skipped).toEqual([
      { date: '2030-06-04', startTime: '07:00', reason: 'Overlaps the 07:30-08:30 virtual slot on Tuesday 4 June 2030' },
    ]);
  });

  it('refuses a series that makes nothing, and bad input naming the field', async () => {
    const none = await rejection(
      admin.admin.schedule.createSeries({
        startDate: '2030-06-04',
        weekdays: [2],
        startTime: '07:00',
        endTime: '08:00',
        weeks: 1,
        locationId: 'virtual',
      }),
    );
    expect(none).toEqual({
      code: 'CONFLICT',
      message: 'No slot was created: Overlaps the 07:30-08:30 virtual slot on Tuesday 4 June 2030',
    });
    const base = { startDate: '2030-07-01', weekdays: [1], startTime: '07:00', endTime: '08:00', weeks: 2, locationId: 'virtual' as const };
    expect((await rejection(admin.admin.schedule.createSeries({ ...base, weekdays: [] }))).message).toContain('weekdays');
    expect((await rejection(admin.admin.schedule.createSeries({ ...base, weekdays: [8] }))).message).toContain('weekdays');
    expect((await rejection(admin.admin.schedule.createSeries({ ...base, weeks: 53 }))).message).toContain('weeks');
    expect((await rejection(admin.admin.schedule.createSeries({ ...base, endTime: '06:00' }))).message).toContain('endTime');
    expect((await rejection(admin.admin.schedule.createSeries({ ...base, allowedClassTypes: ['999999'] }))).message).toContain(
      'allowedClassTypes',
    );
    // Nothing half-made by the refusals.
    expect(await admin.admin.schedule.byDate({ date: '2030-07-01' })).toEqual([]);
  });
});

describe("editing a slot of a series: 'this one' or 'this and following'", () => {
  it('changes only this slot by default, and this and every later slot of the series with scope following', async () => {
    const { created, seriesId } = await admin.admin.schedule.createSeries({
      startDate: '2030-09-02',
      weekdays: [1],
      startTime: '10:00',
      endTime: '11:00',
      weeks: 4,
      locationId: studioId,
      maxBookings: 5,
    });
    const [first, second, third, fourth] = created;
    await admin.admin.schedule.update({ id: second!.id, notes: 'Only this one' });
    await admin.admin.schedule.update({ id: third!.id, maxBookings: 9, notes: 'From here on', scope: 'following' });
    const after = (await admin.admin.schedule.range({ startDate: '2030-09-01', endDate: '2030-09-30' })).filter(
      (s) => s.seriesId === seriesId,
    );
    expect(after.map((s) => [s.date, s.maxBookings, s.notes])).toEqual([
      [first!.date, 5, ''],
      [second!.date, 5, 'Only this one'],
      [third!.date, 9, 'From here on'],
      [fourth!.date, 9, 'From here on'],
    ]);
  });

  it("changes all of them or none: one later slot's bookings refuse a capacity for the whole edit", async () => {
    const { created } = await admin.admin.schedule.createSeries({
      startDate: '2030-10-07',
      weekdays: [1],
      startTime: '10:00',
      endTime: '11:00',
      weeks: 3,
      locationId: studioId,
      maxBookings: 5,
    });
    await insertBooking(env.db, { slotId: created[2]!.id, participantCount: 3 });
    const error = await rejection(admin.admin.schedule.update({ id: created[0]!.id, maxBookings: 2, scope: 'following' }));
    expect(error).toEqual({
      code: 'CONFLICT',
      message: 'maxBookings: 3 places are already booked on this slot on Mon 21 Oct, so it cannot go below 3',
    });
    const after = await admin.admin.schedule.range({ startDate: '2030-10-07', endDate: '2030-10-21' });
    expect(after.map((s) => s.maxBookings)).toEqual([5, 5, 5]);
    expect((await rejection(admin.admin.schedule.update({ id: created[0]!.id, notes: 'x', scope: 'all' as never }))).message).toContain(
      'scope',
    );
  });

  it('treats a slot outside any series as the one slot, whatever the scope', async () => {
    const lone = await admin.admin.schedule.create({ date: '2030-11-11', startTime: '10:00', endTime: '11:00', locationId: 'virtual' });
    await expect(admin.admin.schedule.update({ id: lone.id, notes: 'Solo', scope: 'following' })).resolves.toMatchObject({
      notes: 'Solo',
      seriesId: null,
    });
  });
});

describe('admin.schedule.copyWeek', () => {
  it("copies a week's active slots to the same weekdays and times of another week, leaving out overlaps and inactive locations", async () => {
    // The week of 2 December 2030: two active slots, one inactive, one at a location deactivated later.
    await admin.admin.schedule.create({
      date: '2030-12-02',
      startTime: '09:00',
      endTime: '10:00',
      locationId: studioId,
      maxBookings: 6,
      notes: 'Monday flow',
    });
    await admin.admin.schedule.create({ date: '2030-12-05', startTime: '18:00', endTime: '19:00', locationId: 'virtual', maxBookings: 20 });
    await admin.admin.schedule.create({ date: '2030-12-06', startTime: '12:00', endTime: '13:00', locationId: 'virtual', isActive: false });
    const park = await admin.admin.locations.create({ name: 'Park', type: 'outdoor' });
    await admin.admin.schedule.create({ date: '2030-12-07', startTime: '08:00', endTime: '09:00', locationId: park.id });
    await env.db.update(locations).set({ isActive: false }).where(eq(locations.id, park.id));
    // Already taken in the target week.
    await admin.admin.schedule.create({ date: '2030-12-12', startTime: '18:30', endTime: '19:30', locationId: 'virtual' });

    const result = await admin.admin.schedule.copyWeek({ fromWeek: '2030-12-04', toWeek: '2030-12-09' });
    expect(result.created.map((s) => [s.date, s.startTime, s.maxBookings, s.notes, s.seriesId])).toEqual([
      ['2030-12-09', '09:00', 6, 'Monday flow', null],
    ]);
    expect(result.skipped).toEqual([
      { date: '2030-12-14', startTime: '08:00', reason: 'Its location is inactive' },
      { date: '2030-12-12', startTime: '18:00', reason: 'Overlaps the 18:30-19:30 virtual slot on Thursday 12 December 2030' },
    ]);
  });

  it('refuses an empty source week and copying a week onto itself', async () => {
    expect(await rejection(admin.admin.schedule.copyWeek({ fromWeek: '2031-02-03', toWeek: '2031-02-10' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'That week has no active slots to copy',
    });
    expect((await rejection(admin.admin.schedule.copyWeek({ fromWeek: '2030-12-02', toWeek: '2030-12-08' }))).message).toContain('toWeek');
    const rows = await env.db.select({ id: scheduleSlots.id }).from(scheduleSlots).where(eq(scheduleSlots.date, '2031-02-10'));
    expect(rows).toEqual([]);
  });
});
