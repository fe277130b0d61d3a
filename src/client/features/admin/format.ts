import { dayjs, formatTime12h, LONDON } from '../../../domain/time';

/** '2026-03-02' -> 'Mon 2 Mar 2026'. */
export function shortDate(date: string): string {
  return dayjs(date, 'YYYY-MM-DD', true).format('ddd D MMM YYYY');
}

/** An instant shown as a London date and time, e.g. '2 Mar 2026, 14:05'. */
export function londonDateTime(instant: Date): string {
  return dayjs(instant).tz(LONDON).format('D MMM YYYY, HH:mm');
}

/** An instant shown as the London calendar date, e.g. '2 Mar 2026'. */
export function londonDate(instant: Date): string {
  return dayjs(instant).tz(LONDON).format('D MMM YYYY');
}

/** '09:00' and '10:00' -> '9:00 AM - 10:00 AM'. */
export function timeRange(start: string, end: string): string {
  return `${formatTime12h(start)} - ${formatTime12h(end)}`;
}
