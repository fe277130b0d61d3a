/**
 * When a personal-training appointment can start: her weekly hours, less time off, her classes and appointments
 * (held or confirmed, with their buffers), the travel between two different places, the type's notice and
 * horizon, on a grid of London wall-clock minutes. Pure: the server reads the rows, this decides. The busy-time
 * exclusion constraints (decision 550) enforce the same rule in the database, so a time offered here can be held
 * unless somebody else holds it first.
 */
import { APPOINTMENT_GRID_MINUTES, type AppointmentPlace } from './appointments/rules';
import { addDays, dayjs, DATE_FORMAT, londonInstant, londonInstantOfWall, londonToday, londonWallClock, londonWallOf } from './time';

const MINUTE = 60_000;

export interface AvailabilityType {
  durationMinutes: number;
  bufferAfterMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  place: AppointmentPlace;
  locationId: number | null;
}

export interface HoursInterval {
  /** 1 = Monday ... 7 = Sunday. */
  weekday: number;
  /** HH:mm London wall clock. */
  startTime: string;
  endTime: string;
  /** Null: hours anywhere, for every type; a location: only for types at that location. */
  locationId: number | null;
}

export interface BusyRange {
  start: Date;
  /** The end of what is reserved: an appointment's buffer after is included. */
  end: Date;
  /**
   * Where she is: 'location:<id>', a unique key for a client's home, null when no travel is needed (online, a
   * virtual class). Two different non-null places need the travel time between them.
   */
  place: string | null;
  /**
   * An appointment's own travel after it, as reserved (decision 809): a booking after it at another place starts no
   * sooner than the larger of this and the current setting. Absent: the current setting.
   */
  travelAfterMinutes?: number;
}

export interface AvailabilityInput {
  type: AvailabilityType;
  hours: readonly HoursInterval[];
  timeOff: readonly { startsAt: Date; endsAt: Date }[];
  busy: readonly BusyRange[];
  travelMinutes: number;
  now: Date;
  gridMinutes?: number;
}

export interface FreeTime {
  /** ISO 8601 with London's offset, '2026-03-30T09:00:00+01:00'. */
  start: string;
  end: string;
  /** London date and wall-clock start. */
  date: string;
  startTime: string;
  locationId: number | null;
}

/** Why a start cannot be booked; `busy` is the only one that is not the visitor's mistake (409, not 400). */
export type StartRefusal = 'past' | 'notice' | 'horizon' | 'grid' | 'time_off' | 'hours' | 'busy';

/** The place key an appointment of this type occupies; a client's home is somewhere new every time. */
export function placeOfType(type: Pick<AvailabilityType, 'place' | 'locationId'>): string | null {
  if (type.place === 'online') return null;
  if (type.place === 'location') return `location:${type.locationId}`;
  return 'client_home';
}

/** True when the two places are both somewhere and not the same somewhere (every client's home differs). */
export function needsTravel(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return false;
  return a !== b || a === 'client_home';
}

/** '2026-03-30T09:00:00+01:00': the London wall clock of an instant with its offset. */
export function londonIso(instant: Date): string {
  const at = Math.floor(instant.getTime() / MINUTE) * MINUTE;
  const wall = new Date(londonWallOf(at));
  const offsetHours = (wall.getTime() - at) / (60 * MINUTE);
  const ymd = `${String(wall.getUTCFullYear()).padStart(4, '0')}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  return `${ymd}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:00+${pad(offsetHours)}:00`;
}
const pad = (n: number) => String(n).padStart(2, '0');

const DAY_MS = 24 * 60 * MINUTE;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmmOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** ISO weekday of a calendar date. */
const weekdayOf = (date: string) => ((dayjs(date, DATE_FORMAT, true).day() + 6) % 7) + 1;

const overlaps = (aStart: number, aEnd: number, bStart: number, bEnd: number) => aStart < bEnd && bStart < aEnd;

function servesType(interval: HoursInterval, type: AvailabilityType): boolean {
  return interval.locationId === null || (type.place === 'location' && interval.locationId === type.locationId);
}

/** The first reason a start at `start` (an instant) is refused by the rules that are not about her other bookings. */
export function ruleRefusal(input: Pick<AvailabilityInput, 'type' | 'now'>, start: number): StartRefusal | null {
  const { type, now } = input;
  if (start <= now.getTime()) return 'past';
  if (start < now.getTime() + type.minNoticeMinutes * MINUTE) return 'notice';
  if (start > now.getTime() + type.horizonDays * 24 * 60 * MINUTE) return 'horizon';
  return null;
}

/** Is [start, start + duration) clear of time off, and her reserved time (buffers and travel) clear of anything busy? */
function clashRefusal(input: AvailabilityInput, start: number): StartRefusal | null {
  const { type } = input;
  const end = start + type.durationMinutes * MINUTE;
  const reservedEnd = end + type.bufferAfterMinutes * MINUTE;
  if (input.timeOff.some((off) => overlaps(start, end, off.startsAt.getTime(), off.endsAt.getTime()))) return 'time_off';
  const mine = placeOfType(type);
  const travel = input.travelMinutes * MINUTE;
  for (const b of input.busy) {
    const away = needsTravel(mine, b.place);
    // Before her start: the travel the earlier booking reserved after itself, if longer than today's setting.
    const before = away ? Math.max(travel, (b.travelAfterMinutes ?? 0) * MINUTE) : 0;
    const after = away ? travel : 0;
    if (overlaps(start - before, reservedEnd + after, b.start.getTime(), b.end.getTime())) return 'busy';
  }
  return null;
}

/** Every free start of the type on the London dates `from` to `to` (both included), in time order. */
export function freeTimes(input: AvailabilityInput, from: string, to: string): FreeTime[] {
  const grid = input.gridMinutes ?? APPOINTMENT_GRID_MINUTES;
  const { type } = input;
  const duration = type.durationMinutes * MINUTE;
  // Nothing before today or past the horizon can be offered: the loop never walks those days.
  const today = londonToday(input.now);
  const first = from < today ? today : from;
  const lastBookable = londonToday(new Date(input.now.getTime() + type.horizonDays * 24 * 60 * MINUTE));
  const last = to > lastBookable ? lastBookable : to;
  const out: { at: number; time: FreeTime }[] = [];
  // Each day looks only at what is busy near it (with travel and buffer either side), not at every range of the
  // weeks asked for: the per-start check then reads a handful of ranges instead of hundreds.
  const margin = DAY_MS + 2 * 60 * MINUTE + (type.durationMinutes + type.bufferAfterMinutes + input.travelMinutes) * MINUTE;
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const weekday = weekdayOf(date);
    const dayStart = londonInstant(date, '00:00').getTime();
    const near = (from: number, to: number) => from < dayStart + margin && to > dayStart - margin;
    const day: AvailabilityInput = {
      ...input,
      busy: input.busy.filter((b) => near(b.start.getTime(), b.end.getTime())),
      timeOff: input.timeOff.filter((off) => near(off.startsAt.getTime(), off.endsAt.getTime())),
    };
    const intervals = input.hours
      .filter((h) => h.weekday === weekday && servesType(h, type))
      .sort((a, b) => minutesOf(a.startTime) - minutesOf(b.startTime));
    const seen = new Set<string>();
    // The day's midnight as a wall clock in ms: each start is worked out with numbers, not strings.
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const midnightWall = Date.UTC(y, m - 1, d);
    for (const interval of intervals) {
      const closes = londonInstant(date, interval.endTime).getTime();
      const firstMinute = Math.ceil(minutesOf(interval.startTime) / grid) * grid;
      for (let minute = firstMinute; minute < minutesOf(interval.endTime); minute += grid) {
        const startTime = hhmmOf(minute);
        if (seen.has(startTime)) continue;
        const wall = midnightWall + minute * MINUTE;
        const start = londonInstantOfWall(wall);
        // A wall-clock time the spring change skips does not exist: it is not offered.
        if (londonWallOf(start) !== wall) continue;
        const instant = new Date(start);
        if (start + duration > closes) break;
        if (ruleRefusal(day, start) || clashRefusal(day, start)) continue;
        seen.add(startTime);
        out.push({
          at: start,
          time: {
            start: londonIso(instant),
            end: londonIso(new Date(start + duration)),
            date,
            startTime,
            locationId: type.place === 'location' ? type.locationId : null,
          },
        });
      }
    }
  }
  // Sorted on the instant kept beside each time: parsing ISO strings in the comparator cost most of the answer.
  return out.sort((a, b) => a.at - b.at).map((t) => t.time);
}

/** Is the start off the offered grid (London minutes a multiple of the grid, whole minutes)? */
export function gridRefusal(start: Date, gridMinutes: number = APPOINTMENT_GRID_MINUTES): 'grid' | null {
  const time = londonWallClock(start).split(' ')[1]!;
  return start.getUTCSeconds() !== 0 || start.getUTCMilliseconds() !== 0 || minutesOf(time) % gridMinutes !== 0 ? 'grid' : null;
}

/**
 * Why `start` cannot be booked, or null when it is one of the free times. The rules are checked in the order a
 * visitor can act on: the past, the notice, the horizon, the grid and her hours and time off, then her bookings.
 */
export function refusalOf(input: AvailabilityInput, start: Date): StartRefusal | null {
  const at = start.getTime();
  const rule = ruleRefusal(input, at);
  if (rule) return rule;
  if (gridRefusal(start, input.gridMinutes)) return 'grid';
  const date = londonWallClock(start).split(' ')[0]!;
  const end = at + input.type.durationMinutes * MINUTE;
  const inHours = input.hours.some(
    (h) =>
      h.weekday === weekdayOf(date) &&
      servesType(h, input.type) &&
      at >= londonInstant(date, h.startTime).getTime() &&
      end <= londonInstant(date, h.endTime).getTime(),
  );
  const clash = clashRefusal(input, at);
  if (clash === 'time_off') return clash;
  if (!inHours) return 'hours';
  return clash;
}

/** What the visitor reads for each refusal (the field is `start`). */
export function refusalMessage(refusal: StartRefusal, type: Pick<AvailabilityType, 'minNoticeMinutes' | 'horizonDays'>): string {
  switch (refusal) {
    case 'past':
      return 'is in the past';
    case 'notice':
      return `is inside the minimum notice (book at least ${noticeText(type.minNoticeMinutes)} ahead)`;
    case 'horizon':
      return `is beyond the booking horizon (at most ${type.horizonDays} days ahead)`;
    case 'grid':
      return `is not one of the offered times (every ${APPOINTMENT_GRID_MINUTES} minutes, on the hour and after)`;
    case 'time_off':
      return 'falls in time off: no appointments then';
    case 'hours':
      return 'is outside the working hours for this appointment';
    case 'busy':
      return 'That time has just been taken. Please choose another.';
  }
}

function noticeText(minutes: number): string {
  if (minutes % (24 * 60) === 0) return `${minutes / (24 * 60)} day${minutes === 24 * 60 ? '' : 's'}`;
  if (minutes % 60 === 0) return `${minutes / 60} hour${minutes === 60 ? '' : 's'}`;
  return `${minutes} minutes`;
}
