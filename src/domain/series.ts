/**
 * Weekly series of classes: which dates a rule such as "Tuesday and Thursday for 12 weeks from 3 March" makes.
 * Pure: London calendar dates only.
 */
import { addDays, mondayOf } from './time';

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const SERIES_MAX_WEEKS = 52;

/** ISO weekday of a yyyy-MM-dd date: 1 = Monday ... 7 = Sunday. */
export function isoWeekdayOf(date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${mondayOf(date)}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The dates of a series, in order: for each of `weeks` weeks from the week of `startDate`, each chosen weekday,
 * never before `startDate` itself (a Monday-and-Thursday series starting on a Wednesday begins that Thursday).
 */
export function seriesDates(startDate: string, weekdays: readonly number[], weeks: number): string[] {
  const days = [...new Set(weekdays)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  const monday = mondayOf(startDate);
  const dates: string[] = [];
  for (let week = 0; week < weeks; week++) {
    for (const day of days) {
      const date = addDays(monday, week * 7 + day - 1);
      if (date >= startDate) dates.push(date);
    }
  }
  // A start after the first chosen weekday loses that week's earlier days; a further week keeps the count.
  const missing = days.filter((d) => d < isoWeekdayOf(startDate)).length;
  for (const day of days.slice(0, missing)) dates.push(addDays(monday, weeks * 7 + day - 1));
  return dates;
}

/** 'Every Tuesday and Thursday, 18:00-19:00, 12 weeks'. */
export function describeSeries(weekdays: readonly number[], startTime: string, endTime: string, weeks: number): string {
  const names = [...new Set(weekdays)].sort((a, b) => a - b).map((d) => WEEKDAY_NAMES[d - 1]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  return `Every ${list}, ${startTime}-${endTime}, ${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
}
