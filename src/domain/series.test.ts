import { describe, expect, it } from 'vitest';
import { describeSeries, isoWeekdayOf, seriesDates } from './series';

describe('weekly series', () => {
  it('knows the weekday of a date (Monday is 1)', () => {
    expect(isoWeekdayOf('2026-11-23')).toBe(1);
    expect(isoWeekdayOf('2026-11-29')).toBe(7);
    // Across the clocks going back in October.
    expect(isoWeekdayOf('2026-10-25')).toBe(7);
  });

  it('makes Tuesday and Thursday for 12 weeks: 24 dates, a week apart', () => {
    const dates = seriesDates('2026-11-24', [4, 2], 12);
    expect(dates).toHaveLength(24);
    expect(dates.slice(0, 4)).toEqual(['2026-11-24', '2026-11-26', '2026-12-01', '2026-12-03']);
    expect(dates.at(-1)).toBe('2027-02-11');
  });

  it('starts on the start date, never before it, and still makes as many classes as asked', () => {
    // Wednesday start: that week's Monday is gone, so the series runs one Monday longer.
    const dates = seriesDates('2026-11-25', [1, 4], 2);
    expect(dates).toEqual(['2026-11-26', '2026-11-30', '2026-12-03', '2026-12-07']);
  });

  it('ignores repeated and impossible weekdays', () => {
    expect(seriesDates('2026-11-23', [1, 1, 9, 0], 2)).toEqual(['2026-11-23', '2026-11-30']);
  });

  it('describes itself for the owner', () => {
    expect(describeSeries([4, 2], '18:00', '19:00', 12)).toBe('Every Tuesday and Thursday, 18:00-19:00, 12 weeks');
    expect(describeSeries([6], '09:00', '10:00', 1)).toBe('Every Saturday, 09:00-10:00, 1 week');
  });
});
