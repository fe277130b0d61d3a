/**
 * Arranging data for a journey through the product's own public and admin HTTP API (never the
 * database), so a journey sets up exactly what it needs, e.g. slots in a future week.
 */
import type { ClassTypeDto, LocationDto, SlotDto } from '../../src/domain/dto';
import { addDays, londonToday, mondayOf } from '../../src/domain/time';
import { ADMIN } from './constants';
import { e2eEnv } from './journey';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

export async function api<T = unknown>(
  pathname: string,
  opts: { method?: string; body?: unknown; token?: string } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(new URL(pathname, e2eEnv().baseUrl), {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text so the assertion message shows it.
  }
  return { status: res.status, body: body as T };
}

/** Like `api`, but throws with the answer when the status is not 2xx. */
export async function apiOk<T = unknown>(pathname: string, opts: Parameters<typeof api>[1] = {}): Promise<T> {
  const answer = await api<T>(pathname, opts);
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(
      `${opts.method ?? (opts.body === undefined ? 'GET' : 'POST')} ${pathname} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
  }
  return answer.body;
}

export async function adminToken(): Promise<string> {
  const body = await apiOk<{ token: string }>('/api/admin/login', { body: ADMIN });
  return body.token;
}

/** localStorage entries the admin UI reads, for journeys that start already signed in. */
export async function adminStorage(): Promise<Record<string, string>> {
  const body = await apiOk<{ token: string; user: { username: string } }>('/api/admin/login', { body: ADMIN });
  return { adminToken: body.token, adminUser: JSON.stringify(body.user) };
}

/**
 * The Monday two weeks from now (London). Its week has no seeded slots and is always in the
 * future, so journeys own every slot in it; the schedule reaches it with two 'next week' clicks.
 */
export function journeyWeekMonday(): string {
  return addDays(mondayOf(londonToday()), 14);
}

export function journeyDate(dayOfWeek: number): string {
  return addDays(journeyWeekMonday(), dayOfWeek);
}

export function weekSlots(monday: string): Promise<SlotDto[]> {
  return apiOk<SlotDto[]>(`/api/location-availability/range/${monday}/${addDays(monday, 6)}`);
}

export function publicClassTypes(): Promise<ClassTypeDto[]> {
  return apiOk<ClassTypeDto[]>('/api/class-types');
}

export async function createClassType(token: string, input: { name: string; price: string; description?: string }): Promise<ClassTypeDto> {
  return apiOk<ClassTypeDto>('/api/admin/class-types', {
    token,
    body: {
      name: input.name,
      description: input.description ?? 'A class made by the browser journeys.',
      duration: '60 minutes',
      maxParticipants: '10',
      equipment: 'Mat',
      level: 'All Levels',
      price: input.price,
      isActive: true,
    },
  });
}

export async function locationByName(token: string, name: string): Promise<LocationDto> {
  const all = await apiOk<LocationDto[]>('/api/admin/locations', { token });
  const found = all.find((l) => l.name === name);
  if (!found) throw new Error(`no location named ${name}`);
  return found;
}

/** One one-hour slot (the admin form's slots are one hour long). */
export async function createSlot(
  token: string,
  input: { date: string; startTime: string; locationId: number | null; classTypeIds: number[]; maxBookings: number },
): Promise<SlotDto> {
  const [h, m] = input.startTime.split(':').map(Number);
  return apiOk<SlotDto>('/api/admin/location-availability', {
    token,
    body: {
      date: input.date,
      startTime: input.startTime,
      endTime: `${String(h! + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`,
      locationId: input.locationId,
      isVirtualOnly: input.locationId === null,
      allowedClassTypes: input.classTypeIds.map(String),
      maxBookings: input.maxBookings,
      notes: '',
      isActive: true,
    },
  });
}

/** Books and pays a class as a visitor would, through POST /api/bookings and the test provider's card endpoint. */
export async function bookAndPay(input: { name: string; email: string; phone: string; classTypeId: number; scheduleId: number }) {
  const created = await apiOk<{ success: boolean; clientSecret: string | null; message: string; holdToken?: string }>('/api/bookings', {
    body: input,
  });
  if (!created.success || !created.clientSecret) throw new Error(`booking refused: ${created.message}`);
  // This client keeps no cookies: the hold's token goes back as a field.
  const paid = await apiOk<{ status: string }>('/api/payments/test-confirm', {
    body: { clientSecret: created.clientSecret, cardNumber: '4242 4242 4242 4242', holdToken: created.holdToken },
  });
  if (paid.status !== 'succeeded') throw new Error(`test payment ended ${paid.status}`);
  return created;
}

/** The PAR-Q answered 'no' throughout, as a first-timer's booking needs (decision 660). */
export const NO_HEALTH_ISSUES = { answers: [false, false, false, false, false, false, false], details: '' };

/** An appointment type on offer, by name. */
export async function appointmentType(name: string): Promise<{ id: number; pricePence: number }> {
  const types = await apiOk<{ id: number; name: string; pricePence: number }[]>('/api/appointment-types');
  const found = types.find((t) => t.name === name);
  if (!found) throw new Error(`no appointment type named ${name}`);
  return found;
}

/** Books an appointment at `start` through the public API and pays for it with the test card. */
export async function bookAppointmentAndPay(input: { typeId: number; start: Date; name: string; email: string; phone: string }) {
  const created = await apiOk<{
    success: boolean;
    clientSecret: string | null;
    message: string;
    holdToken?: string;
    appointmentId?: number;
  }>('/api/appointments', { body: { ...input, start: input.start.toISOString(), health: NO_HEALTH_ISSUES } });
  if (!created.success || !created.clientSecret) throw new Error(`appointment refused: ${created.message}`);
  const paid = await apiOk<{ status: string }>('/api/payments/test-confirm', {
    body: { clientSecret: created.clientSecret, cardNumber: '4242 4242 4242 4242', holdToken: created.holdToken },
  });
  if (paid.status !== 'succeeded') throw new Error(`test payment ended ${paid.status}`);
  return created;
}

/**
 * Moves the server's clock (every service: refund tiers, link expiry, jobs) to `at`; it runs on from
 * there. Files run one at a time, so a journey that moves it must put it back with resetServerClock.
 */
export async function setServerClock(at: Date): Promise<void> {
  await apiOk('/api/test/clock', { body: { at: at.toISOString() } });
}

export async function resetServerClock(): Promise<void> {
  await apiOk('/api/test/clock', { body: { reset: true } });
}
