import type { AppointmentPlace } from '../../domain/appointments/rules';

export const PLACE_LABELS: Record<AppointmentPlace, string> = {
  location: 'At the studio',
  client_home: 'At your home',
  online: 'Online',
};

/** 60 -> '60 min', 90 -> '1 h 30 min'. */
export function durationLabel(minutes: number): string {
  if (minutes < 90) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}
