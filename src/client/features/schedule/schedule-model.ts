import { isOpenClassSlot, OPEN_CLASS_NAME } from '../../../domain/open-class';
import type { ClassTypeDto, SlotDto } from '../../../domain/dto';
import { addDays, dayjs, formatLongDate, formatTime12h, londonWallClock, toHHmm, weekDates } from '../../../domain/time';

/** What a visitor can buy in a slot: one allowed class type, or the Open Class of an unrestricted slot. */
export interface Offer {
  classTypeId: number;
  name: string;
  pricePence: number;
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
  slots: SlotView[];
}

/** SPEC §9: an Open Class books class type 1. */
export const OPEN_CLASS_TYPE_ID = 1;

export function shiftWeek(monday: string, weeks: number): string {
  return addDays(monday, weeks * 7);
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
    return [{ classTypeId: OPEN_CLASS_TYPE_ID, name: OPEN_CLASS_NAME, pricePence: openClassPricePence, isOpenClass: true }];
  }
  // A class type that is no longer listed (deactivated) is left out rather than offered at a guessed price.
  return slot.allowedClassTypes.flatMap((id) => {
    const type = classTypes.get(Number(id));
    return type ? [{ classTypeId: type.id, name: type.name, pricePence: type.pricePence, isOpenClass: false }] : [];
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
      slots,
    };
  });
}
