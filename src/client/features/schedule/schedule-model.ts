import { isOpenClassSlot, OPEN_CLASS_NAME } from '../../../domain/open-class';
import type { ClassTypeDto, SlotDto } from '../../../domain/dto';
import {
  addDays,
  dayjs,
  formatLongDate,
  formatTime12h,
  isIsoDate,
  londonWallClock,
  mondayOf,
  toHHmm,
  weekDates,
} from '../../../domain/time';

/** What a visitor can buy in a slot: one allowed class type, or the Open Class of an unrestricted slot. */
export interface Offer {
  classTypeId: number;
  name: string;
  pricePence: number;
  /** How long the class runs; null (an open class, no length named): the slot's hour. */
  durationMinutes: number | null;
  isOpenClass: boolean;
}

/** Why a slot's buttons are disabled, or 'bookable'. */
export type SlotState = 'bookable' | 'full' | 'started' | 'past';

export interface SlotView {
  slot: SlotDto;
  startLabel: string;
  spotsLabel: string;
  placeLabel: string;
  isVirtual: boolean;
  state: SlotState;
  offers: Offer[];
}

export interface DayView {
  date: string;
  weekday: string;
  shortDate: string;
  /** 'Wednesday 4 March 2026' */
  longDate: string;
  isToday: boolean;
  /** Before today (London): its classes are over. */
  isPast: boolean;
  slots: SlotView[];
}

/** SPEC §9: an Open Class books class type 1. */
export const OPEN_CLASS_TYPE_ID = 1;

export function shiftWeek(monday: string, weeks: number): string {
  return addDays(monday, weeks * 7);
}

/** How far past the shown week the schedule looks for the next classes (the public range's limit is 31 days). */
export const LOOK_AHEAD_DAYS = 28;

/**
 * The week a `?week=` address asks for: the Monday of a real date, never before the current week (an old shared
 * link opens today's week); anything else is the current week.
 */
export function weekOfParam(param: string | undefined, thisMonday: string): string {
  if (!param || !isIsoDate(param)) return thisMonday;
  const monday = mondayOf(param);
  return monday < thisMonday ? thisMonday : monday;
}

/** The Monday of the week of the first class still to come among `slots`, or null when there is none. */
export function firstWeekWithClasses(slots: SlotDto[], now: Date): string | null {
  const nowWall = londonWallClock(now);
  const next = slots
    .filter((s) => s.isActive && `${s.date} ${toHHmm(s.startTime)}` > nowWall)
    .reduce<string | null>((first, s) => (first === null || s.date < first ? s.date : first), null);
  return next === null ? null : mondayOf(next);
}

export function spotsLabel(available: number): string {
  const n = Math.max(0, available);
  return `${n} ${n === 1 ? 'spot' : 'spots'} available`;
}

/**
 * `nowWall` is londonWallClock(now), worked out once per render: the time-zone conversion is the
 * expensive part, and a week can hold dozens of slots.
 */
export function slotState(slot: SlotDto, nowWall: string): SlotState {
  if (`${slot.date} ${toHHmm(slot.startTime)}` <= nowWall) return slot.date === nowWall.slice(0, 10) ? 'started' : 'past';
  return slot.availableSpots <= 0 ? 'full' : 'bookable';
}

/** The disabled button's label; null when the slot can be booked. */
export function blockedLabel(state: SlotState): string | null {
  return state === 'full' ? 'Fully Booked' : state === 'started' ? 'Class started' : state === 'past' ? 'Past' : null;
}

function offersFor(slot: SlotDto, classTypes: Map<number, ClassTypeDto>, openClassPricePence: number): Offer[] {
  if (isOpenClassSlot(slot)) {
    return [
      { classTypeId: OPEN_CLASS_TYPE_ID, name: OPEN_CLASS_NAME, pricePence: openClassPricePence, durationMinutes: null, isOpenClass: true },
    ];
  }
  // A class type that is no longer listed (deactivated) is left out rather than offered at a guessed price.
  return slot.allowedClassTypes.flatMap((id) => {
    const type = classTypes.get(Number(id));
    return type
      ? [{ classTypeId: type.id, name: type.name, pricePence: type.pricePence, durationMinutes: type.durationMinutes, isOpenClass: false }]
      : [];
  });
}

/** The seven days of a week with their slots, ready to show. Pure: the clock is passed in. */
export function buildWeek(input: {
  monday: string;
  slots: SlotDto[];
  classTypes: ClassTypeDto[];
  now: Date;
  openClassPricePence: number;
}): DayView[] {
  const types = new Map(input.classTypes.map((t) => [t.id, t]));
  const nowWall = londonWallClock(input.now);
  const today = nowWall.slice(0, 10);
  return weekDates(input.monday).map((date) => {
    const d = dayjs(date);
    const slots = input.slots
      .filter((s) => s.date === date && s.isActive)
      .sort((a, b) => (a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : 0))
      .map((slot): SlotView => {
        const isVirtual = slot.isVirtualOnly || slot.locationId === null;
        return {
          slot,
          startLabel: formatTime12h(slot.startTime),
          spotsLabel: spotsLabel(slot.availableSpots),
          placeLabel: slot.isVirtualOnly || !slot.locationName ? 'Virtual Class' : slot.locationName,
          isVirtual,
          state: slotState(slot, nowWall),
          offers: offersFor(slot, types, input.openClassPricePence),
        };
      });
    return {
      date,
      weekday: d.format('dddd'),
      shortDate: d.format('D MMM'),
      longDate: formatLongDate(date),
      isToday: date === today,
      isPast: date < today,
      slots,
    };
  });
}
