import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import { dayjs, LONDON, toHHmm } from '../../../domain/time';

/** A class as calendars see it: London wall-clock date and times. */
export interface CalendarClass {
  uid: string;
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  location: string;
  description: string;
  url?: string;
}

const at = (date: string, time: string) => dayjs.tz(`${date} ${toHHmm(time)}`, 'YYYY-MM-DD HH:mm', LONDON);

/** An iCalendar file (PUBLISH) with the Europe/London time zone spelled out, so every calendar shows the right hour. */
export function classIcs(c: CalendarClass, opts: { businessName: string; now: Date }): string {
  const calendar = ical({
    name: c.title,
    prodId: { company: opts.businessName, product: 'bookings' },
    timezone: { name: LONDON, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: c.uid,
    start: at(c.date, c.startTime),
    end: at(c.date, c.endTime),
    timezone: LONDON,
    stamp: dayjs(opts.now),
    summary: c.title,
    location: c.location,
    description: c.description,
    ...(c.url ? { url: c.url } : {}),
  });
  return calendar.toString();
}

/** 'Add to Google Calendar' and Outlook links: both take UTC instants, so no zone can be misread. */
export function calendarLinks(c: CalendarClass): { google: string; outlook: string } {
  const start = at(c.date, c.startTime).utc();
  const end = at(c.date, c.endTime).utc();
  const google = new URL('https://calendar.google.com/calendar/render');
  google.search = new URLSearchParams({
    action: 'TEMPLATE',
    text: c.title,
    dates: `${start.format('YYYYMMDD[T]HHmmss[Z]')}/${end.format('YYYYMMDD[T]HHmmss[Z]')}`,
    details: c.description,
    location: c.location,
  }).toString();
  const outlook = new URL('https://outlook.live.com/calendar/0/deeplink/compose');
  outlook.search = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: c.title,
    startdt: start.format('YYYY-MM-DD[T]HH:mm:ss[Z]'),
    enddt: end.format('YYYY-MM-DD[T]HH:mm:ss[Z]'),
    body: c.description,
    location: c.location,
  }).toString();
  return { google: google.toString(), outlook: outlook.toString() };
}
