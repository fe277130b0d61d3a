import { describe, expect, it } from 'vitest';
import { parseStrictIcs } from '../../test/ical-strict';
import { calendarClassOf, classIcs } from './calendar';

const site = { publicUrl: 'https://studio.test', businessName: 'Studio Test', contactEmail: 'hello@studio.test' };
const now = new Date('2026-11-27T17:45:09.123Z');
const booking = {
  bookingId: 42,
  className: 'Mat Pilates Class',
  date: '2026-12-01',
  startTime: '18:30:00',
  endTime: '19:30:00',
  locationName: 'Main Studio',
  address: '1 High Street, Anytown',
};

describe('calendar files', () => {
  it('publishes a booking as strict RFC 5545: CRLF everywhere, DTSTAMP in UTC, ORGANIZER, LOCATION with the address', () => {
    const text = classIcs(calendarClassOf(booking, site), { site, now });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const cal = parseStrictIcs(text);
    expect(cal.get('METHOD')?.value).toBe('PUBLISH');
    const event = cal.children.find((c) => c.name === 'VEVENT')!;
    expect(event.get('DTSTAMP')?.raw).toBe('20261127T174509Z');
    expect(event.get('DTSTART')).toMatchObject({ params: { TZID: 'Europe/London' }, raw: '20261201T183000' });
    expect(event.get('LOCATION')?.value).toBe('Main Studio, 1 High Street, Anytown');
    expect(event.get('UID')?.value).toBe('booking-42@studio.test');
    expect(event.get('ORGANIZER')?.raw).toBe('mailto:hello@studio.test');
    expect(event.get('URL')).toBeUndefined();
    expect(event.get('DESCRIPTION')?.value).toBe('Booking reference B-42.');
  });

  it('cancels with the same UID, METHOD:CANCEL, STATUS:CANCELLED and a higher SEQUENCE', () => {
    const published = parseStrictIcs(classIcs(calendarClassOf(booking, site), { site, now })).children.find((c) => c.name === 'VEVENT')!;
    const cal = parseStrictIcs(classIcs(calendarClassOf(booking, site), { site, now, method: 'CANCEL' }));
    expect(cal.get('METHOD')?.value).toBe('CANCEL');
    const event = cal.children.find((c) => c.name === 'VEVENT')!;
    expect(event.get('UID')?.value).toBe(published.get('UID')?.value);
    expect(event.get('STATUS')?.value).toBe('CANCELLED');
    expect(Number(event.get('SEQUENCE')?.value)).toBeGreaterThan(Number(published.get('SEQUENCE')?.value));
  });

  it('folds long lines of joining details at 75 octets, multi-byte characters included', () => {
    const joining = `Zoom — https://zoom.us/j/123456789?pwd=${'é'.repeat(80)} meeting ID 123 456 789`;
    const text = classIcs(calendarClassOf({ ...booking, locationName: null, joining }, site), { site, now });
    const event = parseStrictIcs(text).children.find((c) => c.name === 'VEVENT')!;
    expect(event.get('DESCRIPTION')?.value).toBe(`Booking reference B-42.\nHow to join: ${joining}`);
    expect(event.get('LOCATION')?.value).toBe('Virtual Class');
  });

  it('the strict reader refuses what calendars may refuse', () => {
    const good = classIcs(calendarClassOf(booking, site), { site, now });
    expect(() => parseStrictIcs(good.slice(0, -2))).toThrow(/CRLF/);
    expect(() => parseStrictIcs(good.replace(/DTSTAMP:(\d{8}T\d{6})Z/, 'DTSTAMP:$1'))).toThrow(/DTSTAMP must be UTC/);
    expect(() => parseStrictIcs(good.replace('BEGIN:VEVENT\r\n', 'BEGIN:VEVENT\r\nTIMEZONE-ID:Europe/London\r\n'))).toThrow(/TIMEZONE-ID/);
    expect(() => parseStrictIcs(good.replace('END:VEVENT\r\n', 'END:VEVENT\n'))).toThrow(/bare LF/);
    expect(() => parseStrictIcs(good.replace(/DTSTART;TZID=Europe\/London/, 'DTSTART;TZID=Europe/Paris'))).toThrow(/VTIMEZONE/);
  });
});
