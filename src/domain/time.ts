import { TZDate } from '@date-fns/tz';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** Every wall-clock time in this product is London time. */
export const LONDON = 'Europe/London';
export const DATE_FORMAT = 'YYYY-MM-DD';

export { dayjs };

/** True for a real calendar date written yyyy-MM-dd. */
export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value, DATE_FORMAT, true).isValid();
}

/** True for HH:mm (or HH:mm:ss) between 00:00 and 23:59. */
export function isTimeOfDay(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value);
}

/** 'HH:mm:ss' or 'HH:mm' -> 'HH:mm'. */
export function toHHmm(time: string): string {
  return time.slice(0, 5);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Today's date in London. Through @date-fns/tz, which keeps one Intl formatter per zone: dayjs.tz builds a new
 * one (toLocaleString) on every call, and a rush of bookings asks for London's date on each one (135 -> 4 µs).
 */
export function londonToday(now: Date = new Date()): string {
  const d = new TZDate(now.getTime(), LONDON);
  return `${String(d.getFullYear()).padStart(4, '0')}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

/** The London wall-clock time of an instant, 24-hour ('18:42'): what a visitor's clock shows in the UK. */
export function londonClock(instant: Date | string): string {
  const d = new TZDate(new Date(instant).getTime(), LONDON);
  return `${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

/**
 * The instant a London wall-clock date and time happens. A time in the spring gap (01:30 on the last Sunday of
 * March) gets the instant an hour on, so it still sorts after 00:30; a time the autumn repeats gets one of its two.
 */
export function londonInstant(date: string, time: string): Date {
  // @date-fns/tz, like londonToday: dayjs.tz formatted the instant to parts several times per call, a tenth of
  // a booking attempt's CPU in a rush (the slot's start is checked on every attempt).
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = toHHmm(time).split(':').map(Number) as [number, number];
  const at = new TZDate(y, m - 1, d, hh, mm, LONDON);
  // In the spring gap the library answers the instant an hour early (its wall clock reads 00:30 for 01:30): move on by the hour skipped.
  const skipped = at.getHours() !== hh || at.getMinutes() !== mm;
  return new Date(at.getTime() + (skipped ? 3_600_000 : 0));
}

/** The Monday on or before `date` (weeks start on Monday). */
export function mondayOf(date: string): string {
  const d = dayjs(date, DATE_FORMAT, true);
  const offset = (d.day() + 6) % 7; // Monday 0 ... Sunday 6
  return d.subtract(offset, 'day').format(DATE_FORMAT);
}

export function addDays(date: string, days: number): string {
  return dayjs(date, DATE_FORMAT, true).add(days, 'day').format(DATE_FORMAT);
}

/** Whole days from `from` to `to` (calendar dates, no time zone involved). */
export function daysBetween(from: string, to: string): number {
  return dayjs(to, DATE_FORMAT, true).diff(dayjs(from, DATE_FORMAT, true), 'day');
}

/** The seven dates of the week that starts on `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** '14:30' -> '2:30 PM'. */
export function formatTime12h(time: string): string {
  const [h = 0, m = 0] = toHHmm(time).split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

// Building an Intl formatter is costly (a phone's schedule formats dozens of dates): make it once.
let longDateFormat: Intl.DateTimeFormat | null = null;

/** '2026-11-23' -> 'Monday 23 November 2026' (en-GB long date). */
export function formatLongDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  longDateFormat ??= new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return longDateFormat.format(new Date(Date.UTC(y!, m! - 1, d!)));
}

/** '23 Nov - 29 Nov 2026', or across a year end '29 Dec 2025 - 4 Jan 2026'. */
export function weekRangeLabel(monday: string): string {
  const start = dayjs(monday, DATE_FORMAT, true);
  const end = start.add(6, 'day');
  return start.year() === end.year()
    ? `${start.format('D MMM')} - ${end.format('D MMM YYYY')}`
    : `${start.format('D MMM YYYY')} - ${end.format('D MMM YYYY')}`;
}

export type DayPart = 'morning' | 'afternoon' | 'evening';
export interface TimeSlotOption {
  startTime: string;
  endTime: string;
  part: DayPart;
}

/** One-hour slots starting every 15 minutes from 06:00 to 21:45 (SPEC §5). */
export const TIME_SLOT_OPTIONS: readonly TimeSlotOption[] = (() => {
  const out: TimeSlotOption[] = [];
  for (let minutes = 6 * 60; minutes <= 21 * 60 + 45; minutes += 15) {
    const fmt = (t: number) => `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
    const part: DayPart = minutes < 12 * 60 ? 'morning' : minutes < 18 * 60 ? 'afternoon' : 'evening';
    out.push({ startTime: fmt(minutes), endTime: fmt(minutes + 60), part });
  }
  return out;
})();
