import { describe, expect, it } from 'vitest';
import {
  addMonths,
  isMonth,
  limitBadges,
  monthBounds,
  monthGrid,
  monthLabel,
  moreLabel,
  overlappingStarts,
  timesOverlap,
} from './calendar';
import { TIME_SLOT_OPTIONS } from './time';

const dates = (weeks: { date: string }[][]) => weeks.map((w) => w.map((d) => d.date));

describe('monthGrid', () => {
  it('puts a month that starts on a Sunday in the last column of the first week (February 2026)', () => {
    const weeks = monthGrid('2026-02');
    expect(weeks[0]!.map((d) => d.date)).toEqual([
      '2026-01-26',
      '2026-01-27',
      '2026-01-28',
      '2026-01-29',
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
    ]);
    expect(weeks[0]!.map((d) => d.inMonth)).toEqual([false, false, false, false, false, false, true]);
    expect(weeks).toHaveLength(5);
    expect(weeks[4]!.map((d) => d.date)).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(weeks[4]![6]!.inMonth).toBe(false);
  });

  it('includes 29 February in a leap year (February 2028 starts on a Tuesday)', () => {
    const weeks = monthGrid('2028-02');
    const inMonth = weeks.flat().filter((d) => d.inMonth);
    expect(inMonth).toHaveLength(29);
    expect(inMonth.at(-1)!.date).toBe('2028-02-29');
    expect(weeks[0]![0]!.date).toBe('2028-01-31');
    expect(weeks[0]![1]!.date).toBe('2028-02-01');
    // 29 February 2028 is a Tuesday: second column of the last row.
    expect(weeks.at(-1)![1]!.date).toBe('2028-02-29');
    expect(weeks.at(-1)![6]!.date).toBe('2028-03-05');
  });

  it('starts every row on a Monday and uses only as many rows as the month needs', () => {
    // February 2021 starts on a Monday and has 28 days: exactly four rows, no padding.
    expect(monthGrid('2021-02')).toHaveLength(4);
    expect(
      monthGrid('2021-02')
        .flat()
        .every((d) => d.inMonth),
    ).toBe(true);
    // March 2026 starts on a Sunday and has 31 days: six rows.
    expect(monthGrid('2026-03')).toHaveLength(6);
    for (const month of ['2026-02', '2026-03', '2026-11', '2028-02', '2025-12']) {
      for (const week of monthGrid(month)) {
        expect(week).toHaveLength(7);
        expect(new Date(`${week[0]!.date}T12:00:00Z`).getUTCDay()).toBe(1);
      }
    }
  });

  it('lists every day once, consecutively', () => {
    const all = dates(monthGrid('2026-10')).flat();
    for (let i = 1; i < all.length; i += 1) {
      expect(Date.parse(`${all[i]}T00:00:00Z`) - Date.parse(`${all[i - 1]}T00:00:00Z`)).toBe(86_400_000);
    }
  });
});

describe('month helpers', () => {
  it('moves across year ends and names the month', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthLabel('2026-02')).toBe('February 2026');
  });

  it('asks for the first to the last day of the month', () => {
    expect(monthBounds('2028-02')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(monthBounds('2026-02')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
  });

  it('recognises YYYY-MM', () => {
    expect(isMonth('2026-02')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-2')).toBe(false);
  });
});

describe("the '+N more' rule", () => {
  it('shows at most two badges and counts the rest', () => {
    expect(limitBadges(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b'], more: 3 });
    expect(moreLabel(3)).toBe('+3 more');
  });

  it('shows no "+N more" when two or fewer', () => {
    expect(limitBadges(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(limitBadges(['a'])).toEqual({ shown: ['a'], more: 0 });
    expect(moreLabel(0)).toBeNull();
  });
});

describe('overlap of one-hour starts with existing slots', () => {
  it('treats touching slots as not overlapping', () => {
    expect(timesOverlap('09:00', '10:00', '10:00', '11:00')).toBe(false);
    expect(timesOverlap('09:00', '10:00', '09:45', '10:45')).toBe(true);
  });

  it('marks the starts that would collide with a 09:00-10:00 slot', () => {
    const blocked = overlappingStarts(TIME_SLOT_OPTIONS, [{ startTime: '09:00', endTime: '10:00' }]);
    expect([...blocked]).toEqual(['08:15', '08:30', '08:45', '09:00', '09:15', '09:30', '09:45']);
  });
});
