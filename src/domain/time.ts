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

const HOUR = 3_600_000;

/**
 * 01:00 UTC on the last Sunday of `month` (0-based) of `year`: when the UK's clocks change (the rule since 1996:
 * forward on the last Sunday of March, back on the last Sunday of October, both at 01:00 UTC).
 */
function lastSundayOneAmUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * 24 * HOUR + HOUR;
}

/**
 * London's offset from UTC at an instant, in ms (0 in winter, an hour in summer time). Worked out by the UK rule
 * rather than through Intl: a phone's first Intl time-zone formatter costs tens of milliseconds of the schedule's
 * first render, and the server asks on every booking attempt (decision 170).
 */
function londonOffset(utcMs: number): number {
  const year = new Date(utcMs).getUTCFullYear();
  const [start, end] = summerTimeOf(year);
  return utcMs >= start && utcMs < end ? HOUR : 0;
}

/** The instants summer time starts and ends in a year, worked out once per year (availability asks thousands of times). */
const summerTimes = new Map<number, readonly [number, number]>();
function summerTimeOf(year: number): readonly [number, number] {
  let known = summerTimes.get(year);
  if (!known) {
    known = [lastSundayOneAmUtc(year, 2), lastSundayOneAmUtc(year, 9)] as const;
    summerTimes.set(year, known);
  }
  return known;
}

/** The London wall clock of an instant, as a Date whose UTC fields read London's date and time. */
function londonFields(instant: number): Date {
  return new Date(instant + londonOffset(instant));
}

const ymd = (d: Date) => `${String(d.getUTCFullYear()).padStart(4, '0')}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
const hhmm = (d: Date) => `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;

/** Today's date in London. */
export function londonToday(now: Date = new Date()): string {
  return ymd(londonFields(now.getTime()));
}

/** The London wall-clock time of an instant, 24-hour ('18:42'): what a visitor's clock shows in the UK. */
export function londonClock(instant: Date | string): string {
  return hhmm(londonFields(new Date(instant).getTime()));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The London day of an instant, short ('27 Nov'): when a refund or a credit was given. */
export function londonDayMonth(instant: Date | string): string {
  const [, month, day] = londonToday(new Date(instant)).split('-').map(Number);
  return `${day} ${MONTHS[month! - 1]}`;
}

/** 'YYYY-MM-DD HH:mm' in London: wall-clock strings of one zone compare in time order. */
export function londonWallClock(now: Date): string {
  const d = londonFields(now.getTime());
  return `${ymd(d)} ${hhmm(d)}`;
}

/**
 * The instant a London wall-clock date and time happens. A time in the spring gap (01:30 on the last Sunday of
 * March) gets the instant an hour on, so it still sorts after 00:30; a time the autumn repeats gets the first
 * of its two (still summer time).
 */
export function londonInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = toHHmm(time).split(':').map(Number) as [number, number];
  return new Date(londonInstantOfWall(Date.UTC(y, m - 1, d, hh, mm)));
}

/**
 * londonInstant on numbers: `wall` is the London wall clock written as if it were UTC (Date.UTC of its fields);
 * the answer is the instant in ms. For loops over thousands of times (availability), with no strings.
 */
export function londonInstantOfWall(wall: number): number {
  // Try summer time first (the autumn's repeated hour is then its first pass), then winter time.
  if (londonOffset(wall - HOUR) === HOUR) return wall - HOUR;
  // In winter it reads back; in the spring gap neither does: the clock jumps from 01:00 to 02:00, so 01:30 is
  // taken as 02:30 BST (the same instant as 01:30 UTC).
  return wall;
}

/** London's wall clock of an instant in ms, written as if it were UTC: the inverse of londonInstantOfWall. */
export function londonWallOf(instant: number): number {
  return instant + londonOffset(instant);
}

/**
 * Has the class begun at `now`? The one rule for "too late": booking, joining the waiting list, cancelling,
 * a reminder, a no-show and withdrawing all ask this. A class starting at this very instant has begun.
 */
export function classHasStarted(slot: { date: string; startTime: string }, now: Date): boolean {
  return londonInstant(slot.date, slot.startTime).getTime() <= now.getTime();
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
/** A time of day (HH:mm) some minutes later, on the same clock face: when a class of that length ends. */
export function timeAfter(time: string, minutes: number): string {
  return dayjs(`2000-01-01 ${toHHmm(time)}`, 'YYYY-MM-DD HH:mm', true)
    .add(minutes, 'minute')
    .format('HH:mm');
}

export function formatTime12h(time: string): string {
  const [h = 0, m = 0] = toHHmm(time).split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** '2026-11-23' -> 'Monday, 23 November 2026' (en-GB long date, as current ICU writes it; by dayjs, not a phone's first Intl formatter). */
export function formatLongDate(date: string): string {
  return dayjs(date, DATE_FORMAT, true).format('dddd, D MMMM YYYY');
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
