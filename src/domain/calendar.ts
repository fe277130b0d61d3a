/**
 * The admin calendar's month grid (weeks start on Monday) and its badge rule. Months are written 'YYYY-MM'.
 */
import { DATE_FORMAT, dayjs, isTimeOfDay, toHHmm, type TimeSlotOption } from './time';

export const MONTH_FORMAT = 'YYYY-MM';

export interface CalendarDay {
  date: string;
  /** False for the leading and trailing days that belong to the previous or next month. */
  inMonth: boolean;
}

export function isMonth(value: string): boolean {
  return /^\d{4}-\d{2}$/.test(value) && dayjs(value, MONTH_FORMAT, true).isValid();
}

/** '2026-02-14' -> '2026-02'. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function addMonths(month: string, months: number): string {
  return dayjs(`${month}-01`, DATE_FORMAT, true).add(months, 'month').format(MONTH_FORMAT);
}

/** '2026-02' -> 'February 2026'. */
export function monthLabel(month: string): string {
  return dayjs(`${month}-01`, DATE_FORMAT, true).format('MMMM YYYY');
}

/** First and last day of the month: the range the calendar asks the server for (SPEC §7). */
export function monthBounds(month: string): { startDate: string; endDate: string } {
  const first = dayjs(`${month}-01`, DATE_FORMAT, true);
  return { startDate: first.format(DATE_FORMAT), endDate: first.endOf('month').format(DATE_FORMAT) };
}

export const WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/**
 * The month as whole Monday-to-Sunday weeks: as many rows as the month needs (4 to 6), padded with the
 * neighbouring months' days so every row has seven.
 */
export function monthGrid(month: string): CalendarDay[][] {
  const first = dayjs(`${month}-01`, DATE_FORMAT, true);
  const last = first.endOf('month');
  const lead = (first.day() + 6) % 7; // days between the Monday and the 1st
  const trail = 6 - ((last.day() + 6) % 7);
  const start = first.subtract(lead, 'day');
  const total = lead + first.daysInMonth() + trail;
  const weeks: CalendarDay[][] = [];
  for (let i = 0; i < total; i += 7) {
    weeks.push(
      Array.from({ length: 7 }, (_, d) => {
        const day = start.add(i + d, 'day');
        return { date: day.format(DATE_FORMAT), inMonth: day.month() === first.month() };
      }),
    );
  }
  return weeks;
}

/** At most `max` items shown; the rest are counted for a '+N more' badge (SPEC §2: 2 class-type badges per slot). */
export function limitBadges<T>(items: readonly T[], max = 2): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/** '+3 more', or null when nothing is hidden. */
export function moreLabel(more: number): string | null {
  return more > 0 ? `+${more} more` : null;
}

/** True when [aStart, aEnd) and [bStart, bEnd) share any minute (times HH:mm; touching ends do not overlap). */
export function timesOverlap(aStart: string, aEnd: string, bStart: string, bEnd: string): boolean {
  if (![aStart, aEnd, bStart, bEnd].every(isTimeOfDay)) return false;
  return toHHmm(aStart) < toHHmm(bEnd) && toHHmm(bStart) < toHHmm(aEnd);
}

/** The start times among `options` that would overlap one of `taken` (the day's active slots). */
export function overlappingStarts(
  options: readonly TimeSlotOption[],
  taken: readonly { startTime: string; endTime: string }[],
): Set<string> {
  return new Set(
    options.filter((o) => taken.some((t) => timesOverlap(o.startTime, o.endTime, t.startTime, t.endTime))).map((o) => o.startTime),
  );
}
