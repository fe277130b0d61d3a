import { describe, expect, it } from 'vitest';
import {
  addDays,
  classHasStarted,
  dayjs,
  LONDON,
  londonClock,
  daysBetween,
  formatLongDate,
  formatTime12h,
  isIsoDate,
  isTimeOfDay,
  londonInstant,
  londonWallClock,
  londonToday,
  mondayOf,
  TIME_SLOT_OPTIONS,
  weekDates,
  weekRangeLabel,
} from './time';

describe('weeks start on Monday', () => {
  it.each([
    ['2026-11-23', '2026-11-23'], // a Monday is its own week start
    ['2026-11-29', '2026-11-23'], // Sunday belongs to the week before
    ['2026-11-25', '2026-11-23'],
    ['2026-03-01', '2026-02-23'], // across a month end
    ['2026-01-01', '2025-12-29'], // across a year end
    ['2024-03-01', '2024-02-26'], // leap year
  ])('the Monday of %s is %s', (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });

  it('lists seven consecutive days across a month end', () => {
    expect(weekDates('2026-08-31')).toEqual([
      '2026-08-31',
      '2026-09-01',
      '2026-09-02',
      '2026-09-03',
      '2026-09-04',
      '2026-09-05',
      '2026-09-06',
    ]);
  });

  it('lists seven consecutive days across a year end', () => {
    expect(weekDates('2025-12-29')).toEqual([
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
    ]);
  });

  it('lists seven distinct days across the clock changes', () => {
    for (const monday of ['2026-03-23', '2026-10-19']) {
      const days = weekDates(monday);
      expect(new Set(days).size).toBe(7);
      expect(days[6]).toBe(addDays(monday, 6));
      expect(daysBetween(days[0]!, days[6]!)).toBe(6);
    }
  });

  it('labels a week range, with both years across a year end', () => {
    expect(weekRangeLabel('2026-11-23')).toBe('23 Nov - 29 Nov 2026');
    expect(weekRangeLabel('2026-11-30')).toBe('30 Nov - 6 Dec 2026');
    expect(weekRangeLabel('2025-12-29')).toBe('29 Dec 2025 - 4 Jan 2026');
  });

  it('moves by weeks across month and year ends', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2027-01-04', -7)).toBe('2026-12-28');
    expect(addDays('2026-02-23', 7)).toBe('2026-03-02');
  });
});

describe('12-hour times', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:15', '12:15 AM'],
    ['06:00', '6:00 AM'],
    ['09:30', '9:30 AM'],
    ['11:45', '11:45 AM'],
    ['12:00', '12:00 PM'],
    ['12:15', '12:15 PM'],
    ['13:05', '1:05 PM'],
    ['21:45', '9:45 PM'],
    ['23:59:00', '11:59 PM'],
  ])('%s is %s', (time, text) => {
    expect(formatTime12h(time)).toBe(text);
  });
});

describe('dates', () => {
  it('writes the en-GB long date', () => {
    // The en-GB long form as current ICU data writes it (a comma after the weekday), by dayjs.
    expect(formatLongDate('2026-11-23')).toBe('Monday, 23 November 2026');
    expect(formatLongDate('2026-01-01')).toBe('Thursday, 1 January 2026');
  });

  it('accepts only real yyyy-MM-dd dates and HH:mm times', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('26-02-01')).toBe(false);
    expect(isTimeOfDay('21:45')).toBe(true);
    expect(isTimeOfDay('24:00')).toBe(false);
    expect(isTimeOfDay('9:30')).toBe(false);
  });

  it("takes today's date from London, not UTC", () => {
    // 23:30 UTC on 30 June is 00:30 BST on 1 July.
    expect(londonToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    // In winter London is UTC.
    expect(londonToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});

describe('London wall clock to instants', () => {
  it('reads summer times as BST and winter times as GMT', () => {
    expect(londonInstant('2026-07-01', '09:30').toISOString()).toBe('2026-07-01T08:30:00.000Z');
    expect(londonInstant('2026-12-01', '09:30').toISOString()).toBe('2026-12-01T09:30:00.000Z');
  });

  it('gives a slot at 01:30 on the last Sunday of March (a time that does not exist) a real instant in the right order', () => {
    const before = londonInstant('2026-03-29', '00:30');
    const gap = londonInstant('2026-03-29', '01:30');
    const after = londonInstant('2026-03-29', '03:00');
    expect(Number.isNaN(gap.getTime())).toBe(false);
    expect(before.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(after.toISOString()).toBe('2026-03-29T02:00:00.000Z');
    expect(gap.getTime()).toBeGreaterThan(before.getTime());
    expect(gap.getTime()).toBeLessThanOrEqual(after.getTime());
  });

  it('gives a slot at 01:30 on the last Sunday of October (a time that happens twice) one instant in the right order', () => {
    const before = londonInstant('2026-10-25', '00:30');
    const twice = londonInstant('2026-10-25', '01:30');
    const after = londonInstant('2026-10-25', '03:00');
    expect(before.toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(after.toISOString()).toBe('2026-10-25T03:00:00.000Z');
    expect(['2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z']).toContain(twice.toISOString());
    expect(twice.getTime()).toBeGreaterThan(before.getTime());
    expect(twice.getTime()).toBeLessThan(after.getTime());
  });

  it('keeps the hour labels unchanged on clock-change days', () => {
    expect(formatTime12h('01:30')).toBe('1:30 AM');
  });
});

describe('has the class started', () => {
  it('is true from the first instant of the class, London time, in summer and in winter', () => {
    const summer = { date: '2026-07-01', startTime: '09:30:00' };
    expect(classHasStarted(summer, new Date('2026-07-01T08:29:59.999Z'))).toBe(false);
    expect(classHasStarted(summer, new Date('2026-07-01T08:30:00.000Z'))).toBe(true);
    const winter = { date: '2026-12-01', startTime: '09:30' };
    expect(classHasStarted(winter, new Date('2026-12-01T09:29:59.999Z'))).toBe(false);
    expect(classHasStarted(winter, new Date('2026-12-01T09:30:00.000Z'))).toBe(true);
  });

  it('counts real hours across the clock changes', () => {
    // 03:00 on the spring-forward Sunday is 02:00 UTC; on the autumn Sunday it is 03:00 UTC.
    expect(classHasStarted({ date: '2026-03-29', startTime: '03:00' }, new Date('2026-03-29T01:59:00Z'))).toBe(false);
    expect(classHasStarted({ date: '2026-03-29', startTime: '03:00' }, new Date('2026-03-29T02:00:00Z'))).toBe(true);
    expect(classHasStarted({ date: '2026-10-25', startTime: '03:00' }, new Date('2026-10-25T02:59:00Z'))).toBe(false);
    expect(classHasStarted({ date: '2026-10-25', startTime: '03:00' }, new Date('2026-10-25T03:00:00Z'))).toBe(true);
  });
});

describe('time slot options (SPEC §5)', () => {
  it('offers one-hour slots every 15 minutes from 06:00 to 21:45', () => {
    expect(TIME_SLOT_OPTIONS).toHaveLength(64);
    expect(TIME_SLOT_OPTIONS[0]).toEqual({ startTime: '06:00', endTime: '07:00', part: 'morning' });
    expect(TIME_SLOT_OPTIONS.at(-1)).toEqual({ startTime: '21:45', endTime: '22:45', part: 'evening' });
    expect(TIME_SLOT_OPTIONS.find((o) => o.startTime === '12:00')?.part).toBe('afternoon');
    expect(TIME_SLOT_OPTIONS.find((o) => o.startTime === '17:45')?.part).toBe('afternoon');
    expect(TIME_SLOT_OPTIONS.find((o) => o.startTime === '18:00')?.part).toBe('evening');
  });
});

describe('londonClock', () => {
  it('shows an instant as London wall-clock time, in summer (BST) and winter (GMT)', () => {
    expect(londonClock(new Date('2026-07-01T17:42:00Z'))).toBe('18:42');
    expect(londonClock('2026-11-23T18:42:00.000Z')).toBe('18:42');
  });
});

describe("London's date and clock of an instant", () => {
  it('agree with dayjs.tz every 15 minutes across both clock changes of 2026 and a New Year', () => {
    const days = ['2026-03-28', '2026-03-29', '2026-03-30', '2026-10-24', '2026-10-25', '2026-10-26', '2026-12-31', '2027-01-01'];
    let checked = 0;
    for (const day of days) {
      for (let ms = Date.parse(`${day}T00:00:00Z`), end = ms + 86_400_000; ms < end; ms += 15 * 60_000) {
        const at = new Date(ms);
        expect(londonToday(at)).toBe(dayjs(at).tz(LONDON).format('YYYY-MM-DD'));
        expect(londonClock(at)).toBe(dayjs(at).tz(LONDON).format('HH:mm'));
        checked++;
      }
    }
    expect(checked).toBe(days.length * 96);
  });

  it('londonInstant agrees with dayjs.tz for every quarter hour of those days that happens exactly once', () => {
    const days = ['2026-03-28', '2026-03-29', '2026-03-30', '2026-10-24', '2026-10-25', '2026-10-26', '2026-12-31', '2027-01-01'];
    let checked = 0;
    for (const day of days) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        // 01:00-01:59 on the clock-change Sundays does not happen (March) or happens twice (October): ordered above.
        if ((day === '2026-03-29' || day === '2026-10-25') && time.startsWith('01:')) continue;
        expect(londonInstant(day, time).toISOString(), `${day} ${time}`).toBe(
          dayjs.tz(`${day} ${time}`, 'YYYY-MM-DD HH:mm', LONDON).toDate().toISOString(),
        );
        checked++;
      }
    }
    expect(checked).toBe(days.length * 96 - 2 * 4);
  });
});

describe("London time by the UK rule (no Intl) agrees with the runtime's time-zone data", () => {
  // The runtime's own tz database (through Intl) is the reference here; the product no longer asks it.
  const reference = new Intl.DateTimeFormat('en-GB', {
    timeZone: LONDON,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const wall = (at: Date) => {
    const p = Object.fromEntries(reference.formatToParts(at).map((x) => [x.type, x.value]));
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
  };

  it('every hour from 1996 to 2040', () => {
    let checked = 0;
    for (let ms = Date.UTC(1996, 0, 1); ms < Date.UTC(2041, 0, 1); ms += 3_600_000) {
      const at = new Date(ms);
      const expected = wall(at);
      if (londonWallClock(at) !== expected) expect(londonWallClock(at), at.toISOString()).toBe(expected);
      checked++;
    }
    expect(checked).toBeGreaterThan(45 * 365 * 24);
    // 394,000 calls into Intl: about a second alone, many under a loaded machine's other test files.
  }, 60_000);

  it('every minute of the two hours around each clock change from 2020 to 2035', () => {
    let checked = 0;
    for (let year = 2020; year <= 2035; year++) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        for (let ms = change - 3_600_000; ms < change + 3_600_000; ms += 60_000) {
          const at = new Date(ms);
          expect(londonWallClock(at), at.toISOString()).toBe(wall(at));
          expect(londonToday(at)).toBe(wall(at).slice(0, 10));
          expect(londonClock(at)).toBe(wall(at).slice(11));
          checked++;
        }
      }
    }
    expect(checked).toBe(16 * 2 * 120);
  });

  it('londonInstant reads back as the wall clock it was given, every quarter hour of 2026 outside the spring gap', () => {
    let checked = 0;
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 15 * 60_000) {
      const text = new Date(ms).toISOString();
      const [date, time] = [text.slice(0, 10), text.slice(11, 16)];
      if (date === '2026-03-29' && time.startsWith('01:')) continue;
      const instant = londonInstant(date, time);
      if (wall(instant) !== `${date} ${time}`) expect(wall(instant), `${date} ${time}`).toBe(`${date} ${time}`);
      checked++;
    }
    expect(checked).toBe(365 * 96 - 4);
  });
});
