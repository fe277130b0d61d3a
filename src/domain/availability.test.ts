import { describe, expect, it } from 'vitest';
import { type AvailabilityInput, freeTimes, londonIso, refusalOf } from './availability';
import { londonInstant } from './time';

const at = (date: string, time: string) => londonInstant(date, time);

// 2026-11-23 is a Monday.
const base: AvailabilityInput = {
  type: { durationMinutes: 60, bufferAfterMinutes: 0, minNoticeMinutes: 0, horizonDays: 56, place: 'location', locationId: 1 },
  hours: [{ weekday: 1, startTime: '09:00', endTime: '12:00', locationId: null }],
  timeOff: [],
  busy: [],
  travelMinutes: 30,
  now: at('2026-11-20', '08:00'),
};
const starts = (input: AvailabilityInput, from = '2026-11-23', to = from) => freeTimes(input, from, to).map((t) => t.startTime);

describe('free appointment times', () => {
  it('offers every grid start whose session fits her hours, in London time', () => {
    const times = freeTimes(base, '2026-11-23', '2026-11-29');
    expect(times.map((t) => t.startTime)).toEqual(['09:00', '09:15', '09:30', '09:45', '10:00', '10:15', '10:30', '10:45', '11:00']);
    expect(times[0]).toEqual({
      start: '2026-11-23T09:00:00+00:00',
      end: '2026-11-23T10:00:00+00:00',
      date: '2026-11-23',
      startTime: '09:00',
      locationId: 1,
    });
  });

  it('keeps hours bound to another location for that location only', () => {
    const hours = [{ weekday: 1, startTime: '09:00', endTime: '10:00', locationId: 2 }];
    expect(starts({ ...base, hours })).toEqual([]);
    expect(starts({ ...base, hours, type: { ...base.type, locationId: 2 } })).toEqual(['09:00']);
  });

  it('never overlaps a class or appointment at the same place, buffer after included', () => {
    const busy = [{ start: at('2026-11-23', '10:30'), end: at('2026-11-23', '11:00'), place: 'location:1' }];
    expect(starts({ ...base, busy })).toEqual(['09:00', '09:15', '09:30', '11:00']);
    const buffered = { ...base, busy, type: { ...base.type, bufferAfterMinutes: 15 } };
    expect(starts(buffered)).toEqual(['09:00', '09:15', '11:00']);
  });

  it('leaves the travel time between two different places, but none for online sessions', () => {
    const busy = [{ start: at('2026-11-23', '10:00'), end: at('2026-11-23', '10:30'), place: 'location:2' }];
    // 60 minutes plus 30 of travel before 10:00 means 08:30 at the latest; after, 10:30 + 30 = 11:00.
    expect(starts({ ...base, busy })).toEqual(['11:00']);
    const online = { ...base, busy, type: { ...base.type, place: 'online' as const, locationId: null } };
    expect(starts(online)).toEqual(['09:00', '10:30', '10:45', '11:00']);
    // Every client's home is somewhere else, even from another client's home.
    const home = {
      ...base,
      busy: [{ ...busy[0]!, place: 'client_home' }],
      type: { ...base.type, place: 'client_home' as const, locationId: null },
    };
    expect(starts(home)).toEqual(['11:00']);
  });

  it('after an appointment, keeps the longer of the travel it reserved and the current setting (decision 809)', () => {
    const hours = [{ weekday: 1, startTime: '08:00', endTime: '14:00', locationId: null }];
    const busy = [{ start: at('2026-11-23', '10:00'), end: at('2026-11-23', '10:30'), place: 'location:2', travelAfterMinutes: 30 }];
    // Travel lowered to 0: before it, the new setting (a session may end at 10:00); after it, the 30 it reserved.
    expect(starts({ ...base, hours, busy, travelMinutes: 0 })).toEqual([
      '08:00',
      '08:15',
      '08:30',
      '08:45',
      '09:00',
      '11:00',
      '11:15',
      '11:30',
      '11:45',
      '12:00',
      '12:15',
      '12:30',
      '12:45',
      '13:00',
    ]);
    // Raised to 60: both sides wait the hour.
    expect(starts({ ...base, hours, busy, travelMinutes: 60 })).toEqual([
      '08:00',
      '11:30',
      '11:45',
      '12:00',
      '12:15',
      '12:30',
      '12:45',
      '13:00',
    ]);
  });

  it('offers nothing in time off, inside the notice or past the horizon', () => {
    const timeOff = [{ startsAt: at('2026-11-23', '09:30'), endsAt: at('2026-11-23', '10:45') }];
    expect(starts({ ...base, timeOff })).toEqual(['10:45', '11:00']);
    const soon = { ...base, now: at('2026-11-23', '08:00'), type: { ...base.type, minNoticeMinutes: 120 } };
    expect(starts(soon)).toEqual(['10:00', '10:15', '10:30', '10:45', '11:00']);
    const near = { ...base, type: { ...base.type, horizonDays: 2 } };
    expect(starts(near)).toEqual([]);
  });

  it('follows London across the spring change on the last Sunday of March', () => {
    const input = {
      ...base,
      now: at('2026-03-20', '08:00'),
      hours: [{ weekday: 7, startTime: '00:00', endTime: '04:00', locationId: null }],
    };
    const times = freeTimes(input, '2026-03-29', '2026-03-29');
    // 01:00-01:59 does not exist that night; the session from 00:45 GMT ends at 02:45 BST.
    expect(times.map((t) => t.startTime)).toEqual(['00:00', '00:15', '00:30', '00:45', '02:00', '02:15', '02:30', '02:45', '03:00']);
    expect(times[3]!.end).toBe('2026-03-29T02:45:00+01:00');
    expect(times[4]!.start).toBe('2026-03-29T02:00:00+01:00');
    const day = { ...input, hours: [6, 7, 1].map((weekday) => ({ weekday, startTime: '09:00', endTime: '10:00', locationId: null })) };
    expect(freeTimes(day, '2026-03-28', '2026-03-30').map((t) => t.start)).toEqual([
      '2026-03-28T09:00:00+00:00',
      '2026-03-29T09:00:00+01:00',
      '2026-03-30T09:00:00+01:00',
    ]);
  });

  it('follows London across the autumn change on the last Sunday of October', () => {
    const input = { ...base, now: at('2026-10-20', '08:00') };
    const day = { ...input, hours: [6, 7, 1].map((weekday) => ({ weekday, startTime: '09:00', endTime: '10:00', locationId: null })) };
    expect(freeTimes(day, '2026-10-24', '2026-10-26').map((t) => t.start)).toEqual([
      '2026-10-24T09:00:00+01:00',
      '2026-10-25T09:00:00+00:00',
      '2026-10-26T09:00:00+00:00',
    ]);
    // The night the clock goes back 02:00 BST -> 01:00 GMT, a session is an hour of real time: 01:45 (the first
    // pass, BST) ends at 01:45 GMT.
    const night = { ...input, hours: [{ weekday: 7, startTime: '00:00', endTime: '02:00', locationId: null }] };
    const times = freeTimes(night, '2026-10-25', '2026-10-25');
    expect(times[0]).toMatchObject({ start: '2026-10-25T00:00:00+01:00', end: '2026-10-25T01:00:00+01:00' });
    expect(times.at(-1)).toMatchObject({ start: '2026-10-25T01:45:00+01:00', end: '2026-10-25T01:45:00+00:00' });
    // A class on the first pass of 01:00-02:00 (00:00-01:00 UTC) blocks by the instant, not the wall clock.
    const busy = [{ start: new Date('2026-10-25T00:00:00Z'), end: new Date('2026-10-25T01:00:00Z'), place: 'location:1' }];
    expect(freeTimes({ ...night, busy }, '2026-10-25', '2026-10-25').map((t) => t.start)).toEqual(['2026-10-25T00:00:00+01:00']);
  });

  it('writes instants with the London offset of that moment', () => {
    expect(londonIso(new Date('2026-07-01T08:15:00Z'))).toBe('2026-07-01T09:15:00+01:00');
    expect(londonIso(new Date('2026-12-01T08:15:00Z'))).toBe('2026-12-01T08:15:00+00:00');
  });

  it('writes the same offsets as the time-zone database every quarter hour of both clock-change days', () => {
    // londonIso works the offset out by the UK rule, with numbers; Intl (the IANA database) is the reference.
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
    const reference = (at: Date) => {
      const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
      const offset = p.timeZoneName === 'GMT' ? '+00:00' : p.timeZoneName!.slice(3);
      return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:00${offset}`;
    };
    for (const day of ['2026-03-29', '2026-10-25', '2027-03-28', '2027-10-31']) {
      const from = Date.parse(`${day}T00:00:00Z`) - 2 * 3_600_000;
      for (let at = from; at < from + 28 * 3_600_000; at += 15 * 60_000) expect(londonIso(new Date(at))).toBe(reference(new Date(at)));
    }
  });
});

describe('a start the visitor asks for', () => {
  it('is accepted when it is one of the free times', () => {
    expect(refusalOf(base, at('2026-11-23', '10:15'))).toBeNull();
  });

  it('names why it is refused', () => {
    expect(refusalOf(base, at('2026-11-19', '10:00'))).toBe('past');
    expect(refusalOf({ ...base, type: { ...base.type, minNoticeMinutes: 7 * 24 * 60 } }, at('2026-11-23', '10:00'))).toBe('notice');
    expect(refusalOf({ ...base, type: { ...base.type, horizonDays: 1 } }, at('2026-11-23', '10:00'))).toBe('horizon');
    expect(refusalOf(base, at('2026-11-23', '10:10'))).toBe('grid');
    expect(refusalOf(base, at('2026-11-23', '11:15'))).toBe('hours');
    expect(refusalOf(base, at('2026-11-24', '10:00'))).toBe('hours');
    const timeOff = [{ startsAt: at('2026-11-23', '00:00'), endsAt: at('2026-11-24', '00:00') }];
    expect(refusalOf({ ...base, timeOff }, at('2026-11-23', '10:00'))).toBe('time_off');
    const busy = [{ start: at('2026-11-23', '10:30'), end: at('2026-11-23', '11:30'), place: null }];
    expect(refusalOf({ ...base, busy }, at('2026-11-23', '10:00'))).toBe('busy');
  });
});
