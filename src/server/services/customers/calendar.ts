import { classBookingRef } from '../../../domain/booking-ref';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
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
}

/** What a booking's calendar event is made from (the booking e-mails' facts carry all of it). */
export interface CalendarBooking {
  bookingId: number;
  className: string;
  date: string;
  startTime: string;
  endTime: string;
  locationName: string | null;
  address?: string | null;
  /** How to join an online class; absent for a class at a place. */
  joining?: string | null;
}

export interface CalendarSite {
  publicUrl: string;
  businessName: string;
  /** The ORGANIZER's address that iTIP (RFC 5546) requires in a PUBLISH or CANCEL. */
  contactEmail: string;
}

/**
 * The SEQUENCE of a booking's event: the confirmation publishes revision 0 and a cancellation
 * revision 1, so a calendar that holds the first applies the second.
 */
export const ICS_SEQUENCE = { booked: 0, cancelled: 1 } as const;

const at = (date: string, time: string) => dayjs.tz(`${date} ${toHHmm(time)}`, 'YYYY-MM-DD HH:mm', LONDON);

/**
 * The event of a booking. Nothing private goes in: a calendar is often shared, so her manage link
 * (which can cancel the booking) stays in the e-mail and never reaches the event.
 */
export function calendarClassOf(f: CalendarBooking, site: CalendarSite): CalendarClass {
  const location = f.locationName ? [f.locationName, f.address].filter(Boolean).join(', ') : 'Virtual Class';
  return {
    uid: `booking-${f.bookingId}@${new URL(site.publicUrl).host}`,
    title: `${f.className} (${site.businessName})`,
    date: f.date,
    startTime: f.startTime,
    endTime: f.endTime,
    location,
    description: [`Booking reference ${classBookingRef(f.bookingId)}.`, f.joining ? `How to join: ${f.joining}` : null]
      .filter(Boolean)
      .join('\n'),
  };
}

/**
 * An iCalendar file (RFC 5545) with the Europe/London time zone spelled out, so every calendar shows
 * the right hour: METHOD:PUBLISH for a booking, METHOD:CANCEL (same UID, higher SEQUENCE) when it is
 * cancelled. DTSTAMP is UTC; no property outside the RFC unless it starts with X-.
 */
export function classIcs(
  c: CalendarClass,
  opts: { site: CalendarSite; now: Date; method?: 'PUBLISH' | 'CANCEL'; sequence?: number },
): string {
  const method = opts.method ?? 'PUBLISH';
  // The generator without a calendar-wide zone name: a name would add TIMEZONE-ID (not in RFC 5545)
  // and turn DTSTAMP into local time. The events' TZID still brings in the VTIMEZONE.
  const calendar = ical({
    prodId: { company: opts.site.businessName, product: 'bookings' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: c.uid,
    sequence: opts.sequence ?? (method === 'CANCEL' ? ICS_SEQUENCE.cancelled : ICS_SEQUENCE.booked),
    start: at(c.date, c.startTime),
    end: at(c.date, c.endTime),
    timezone: LONDON,
    stamp: dayjs(opts.now).utc(),
    summary: c.title,
    location: c.location,
    description: c.description,
    organizer: { name: opts.site.businessName, email: opts.site.contactEmail },
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  // ical-generator leaves the last line without its CRLF; RFC 5545 ends every content line with one.
  return `${calendar.toString()}\r\n`;
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

/** One event of a calendar feed: the booking's event, with its state now. */
export interface FeedEvent extends CalendarClass {
  cancelled: boolean;
  sequence: number;
}

/**
 * A subscription feed (RFC 5545, no METHOD: it is not an iTIP message): every event with its stable UID, the
 * London zone spelled out, cancelled ones kept as STATUS:CANCELLED so a subscribed calendar drops them.
 */
export function feedIcs(events: FeedEvent[], opts: { site: CalendarSite; now: Date }): string {
  const calendar = ical({
    prodId: { company: opts.site.businessName, product: 'calendar-feed' },
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const e of events)
    calendar.createEvent({
      id: e.uid,
      sequence: e.sequence,
      start: at(e.date, e.startTime),
      end: at(e.date, e.endTime),
      timezone: LONDON,
      stamp: dayjs(opts.now).utc(),
      summary: e.title,
      location: e.location,
      description: e.description,
      status: e.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  return `${calendar.toString()}\r\n`;
}
