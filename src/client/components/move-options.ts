import type { ClassTypeDto, SlotDto } from '../../domain/dto';
import { OPEN_CLASS_NAME } from '../../domain/open-class';
import { formatLongDate, formatTime12h } from '../../domain/time';

export interface MoveOption {
  /** `<scheduleId>:<classTypeId or 'open'>`, the select's value. */
  value: string;
  scheduleId: number;
  classTypeId?: number;
  label: string;
}

/** Every class she could move to: each class of each slot with room, other than the one she is on, soonest first. */
export function moveOptions(booking: { scheduleId: number }, slots: SlotDto[], types: ClassTypeDto[]): MoveOption[] {
  const byId = new Map(types.map((t) => [String(t.id), t]));
  const out: MoveOption[] = [];
  for (const s of [...slots].sort((a, b) => `${a.date}${a.startTime}`.localeCompare(`${b.date}${b.startTime}`))) {
    if (s.id === booking.scheduleId || !s.isActive || s.availableSpots < 1) continue;
    const when = `${formatLongDate(s.date)}, ${formatTime12h(s.startTime)} · ${s.locationName ?? 'Online'}`;
    if (s.allowedClassTypes.length === 0) {
      out.push({ value: `${s.id}:open`, scheduleId: s.id, label: `${OPEN_CLASS_NAME} · ${when}` });
      continue;
    }
    for (const id of s.allowedClassTypes) {
      const type = byId.get(id);
      if (type) out.push({ value: `${s.id}:${id}`, scheduleId: s.id, classTypeId: type.id, label: `${type.name} · ${when}` });
    }
  }
  return out;
}
