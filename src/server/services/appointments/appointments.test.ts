/**
 * Appointments through the REST shim (which calls the same procedures as tRPC): the owner's setup, availability,
 * booking with its refusals, payment through the class path, and a class refused over a booked appointment.
 */
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARQ_QUESTIONS } from '../../../domain/appointments/rules';
import { addDays, londonInstant, londonToday, mondayOf } from '../../../domain/time';
import { appointments, busyTimes, orders } from '../../db/schema';
import { TEST_ADMIN, useTestEnv } from '../../test/harness';
import { createServices } from '../container';

// A fixed "now"; the target Monday is five weeks on, past the seed's fortnight of classes.
const now = new Date();
const monday = addDays(mondayOf(londonToday(now)), 35);
const env = useTestEnv({ services: ({ db, config }) => createServices({ db, config, clock: () => now }) });
let app: FastifyInstance;
let token: string;
let single: { id: number; locationId: number };
let consultation: { id: number };

async function api(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, bearer: string | null = null) {
  const res = await app.inject({
    method,
    url: `/api${path}`,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.json() };
}
const admin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown) => api(method, path, body, token);
const health = { answers: PARQ_QUESTIONS.map(() => false), details: '' };
const visitor = { name: 'Jane Client', email: 'jane@example.com', phone: '07700 900123', health };
const startAt = (date: string, time: string) => londonInstant(date, time).toISOString();
const appointmentCount = async () => (await env.db.select({ n: count() }).from(appointments))[0]!.n;

beforeAll(async () => {
  app = await env.app();
  token = (await api('POST', '/admin/login', TEST_ADMIN)).body.token;
  const types = (await api('GET', '/appointment-types')).body as { id: number; name: string; locationId: number }[];
  single = types.find((t) => t.name === 'Personal Training - Single Session')!;
  consultation = types.find((t) => t.name === 'Free Consultation')!;
  expect(
    (await admin('PUT', '/admin/working-hours', [{ weekday: 1, startTime: '09:00', endTime: '12:00', locationId: null }])).status,
  ).toBe(200);
});

describe('the owner sets up appointments', () => {
  it('replaces the weekly pattern, refusing overlapping or inverted intervals', async () => {
    expect((await admin('GET', '/admin/working-hours')).body).toEqual([
      { id: expect.any(Number), weekday: 1, startTime: '09:00', endTime: '12:00', locationId: null, updatedAt: expect.any(String) },
    ]);
    const inverted = await admin('PUT', '/admin/working-hours', [{ weekday: 2, startTime: '12:00', endTime: '09:00', locationId: null }]);
    expect(inverted.status).toBe(400);
    expect(inverted.body.message).toContain('endTime');
    const overlapping = await admin('PUT', '/admin/working-hours', [
      { weekday: 2, startTime: '09:00', endTime: '12:00', locationId: null },
      { weekday: 2, startTime: '11:00', endTime: '13:00', locationId: null },
    ]);
    expect(overlapping.status).toBe(400);
    expect((await api('PUT', '/admin/working-hours', [])).status).toBe(401);
  });

  it('creates, edits and withdraws a type; the public list shows only those on offer', async () => {
    const created = await admin('POST', '/admin/appointment-types', {
      name: 'Online Check-in',
      durationMinutes: 20,
      pricePence: 1500,
      place: 'online',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Online Check-in',
      durationMinutes: 20,
      pricePence: 1500,
      minNoticeMinutes: 1440,
      horizonDays: 56,
    });
    const noLocation = await admin('POST', '/admin/appointment-types', {
      name: 'Studio',
      durationMinutes: 60,
      pricePence: 0,
      place: 'location',
    });
    expect(noLocation.status).toBe(400);
    expect(noLocation.body.message).toContain('locationId');
    const off = await admin('PATCH', `/admin/appointment-types/${created.body.id}`, { isActive: false });
    expect(off.body.isActive).toBe(false);
    const listed = (await api('GET', '/appointment-types')).body as { id: number }[];
    expect(listed.map((t) => t.id)).not.toContain(created.body.id);
    expect((await admin('GET', '/admin/appointment-types')).body).toHaveLength(3);
    expect((await admin('PATCH', '/admin/appointment-types/999999', { isActive: true })).status).toBe(404);
  });
});

describe('booking an appointment', () => {
  it('offers free times in London time and holds one, answering like a class booking', async () => {
    const free = await api('GET', `/appointments/availability?typeId=${single.id}&from=${monday}&to=${addDays(monday, 6)}`);
    expect(free.status).toBe(200);
    expect(free.body.times.map((t: { startTime: string }) => t.startTime)).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
    ]);
    expect(free.body.times[0]).toMatchObject({
      date: monday,
      locationId: single.locationId,
      start: expect.stringMatching(/^\d{4}-\d\d-\d\dT09:00:00\+0[01]:00$/),
    });

    const booked = await api('POST', '/appointments', { typeId: single.id, start: free.body.times[4].start, ...visitor });
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({ success: true, status: 'held', amountPence: 4000, appointmentId: expect.any(Number) });
    expect(booked.body.clientSecret).toEqual(expect.any(String));
    expect(booked.body.holdToken).toEqual(expect.any(String));

    // The 10:00 hour and its 15-minute buffer are hers now: no 60-minute session fits that morning any more.
    const after = await api('GET', `/appointments/availability?typeId=${single.id}&from=${monday}&to=${monday}`);
    expect(after.body.times).toEqual([]);
    // An online consultation needs no travel: it fits around the held hour and its buffer.
    const online = await api('GET', `/appointments/availability?typeId=${consultation.id}&from=${monday}&to=${monday}`);
    expect(online.body.times.map((t: { startTime: string }) => t.startTime)).toEqual(['09:00', '09:15', '09:30', '11:15', '11:30']);

    const again = await api('POST', '/appointments', {
      typeId: single.id,
      start: startAt(monday, '10:30'),
      ...visitor,
      email: 'other@example.com',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('That time has just been taken. Please choose another.');

    // Paid through the class path: the test card confirms the appointment and the manage link goes out.
    const paid = await api('POST', '/payments/test-confirm', {
      clientSecret: booked.body.clientSecret,
      cardNumber: '4242424242424242',
      holdToken: booked.body.holdToken,
    });
    expect(paid.body.status).toBe('succeeded');
    const [row] = await env.db
      .select({ status: appointments.status, holdExpiresAt: appointments.holdExpiresAt })
      .from(appointments)
      .where(eq(appointments.id, booked.body.appointmentId));
    expect(row).toEqual({ status: 'confirmed', holdExpiresAt: null });
    const [order] = await env.db
      .select({ kind: orders.kind, paidPence: orders.paidPence })
      .from(orders)
      .where(eq(orders.appointmentId, booked.body.appointmentId));
    expect(order).toEqual({ kind: 'appointment', paidPence: 4000 });
  });

  it('confirms a free consultation at once, with nothing to pay', async () => {
    const booked = await api('POST', '/appointments', { typeId: consultation.id, start: startAt(monday, '09:00'), ...visitor });
    expect(booked.body).toMatchObject({ success: true, status: 'confirmed', clientSecret: null, amountPence: 0 });
  });

  it('refuses a start off the grid, in the past, inside the notice, beyond the horizon or in time off, naming why and storing nothing', async () => {
    const before = await appointmentCount();
    const tuesday = addDays(monday, 8);
    expect(
      (
        await admin(
          'PUT',
          '/admin/working-hours',
          [1, 2].map((weekday) => ({ weekday, startTime: '09:00', endTime: '12:00', locationId: null })),
        )
      ).status,
    ).toBe(200);
    const off = await admin('POST', '/admin/time-off', { from: tuesday, reason: 'Holiday' });
    expect(off.status).toBe(201);
    expect((await admin('GET', '/admin/time-off')).body).toHaveLength(1);
    const cases: [string, string][] = [
      [startAt(addDays(monday, 7), '10:10'), 'start: is not one of the offered times'],
      [startAt(londonToday(new Date(now.getTime() - 3 * 86_400_000)), '10:00'), 'start: is in the past'],
      [
        new Date(Math.ceil((now.getTime() + 3_600_000) / 900_000) * 900_000).toISOString(),
        'start: is inside the minimum notice (book at least 1 day ahead)',
      ],
      [startAt(addDays(monday, 70), '10:00'), 'start: is beyond the booking horizon (at most 56 days ahead)'],
      [startAt(tuesday, '10:00'), 'start: falls in time off'],
      [startAt(addDays(monday, 9), '10:00'), 'start: is outside the working hours'],
    ];
    for (const [start, message] of cases) {
      const refused = await api('POST', '/appointments', { typeId: single.id, start, ...visitor });
      expect(refused.status, message).toBe(400);
      expect(refused.body.message).toContain(message);
    }
    const badType = await api('POST', '/appointments', { typeId: 999999, start: startAt(addDays(monday, 7), '10:00'), ...visitor });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toContain('typeId');
    expect(await appointmentCount()).toBe(before);
    // Removing the time off opens the day again.
    expect((await admin('DELETE', `/admin/time-off/${off.body.id}`)).status).toBe(200);
    const open = await api('GET', `/appointments/availability?typeId=${single.id}&from=${tuesday}&to=${tuesday}`);
    expect(open.body.times.length).toBeGreaterThan(0);
  });

  it("gives a failed payment's time back at once", async () => {
    const start = startAt(addDays(monday, 7), '11:00');
    const held = await api('POST', '/appointments', { typeId: single.id, start, ...visitor });
    expect(held.status).toBe(200);
    const failed = await api('POST', '/payments/test-confirm', {
      clientSecret: held.body.clientSecret,
      cardNumber: '4000000000000002',
      holdToken: held.body.holdToken,
    });
    expect(failed.body.status).toBe('failed');
    const [busy] = await env.db.select({ n: count() }).from(busyTimes).where(eq(busyTimes.appointmentId, held.body.appointmentId));
    expect(busy!.n).toBe(0);
    expect((await api('POST', '/appointments', { typeId: single.id, start, ...visitor })).status).toBe(200);
  });
});

describe('her classes and her appointments', () => {
  it('refuses a class over a booked appointment, naming it; a class on free hours removes those times', async () => {
    const [booked] = await env.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.status, 'confirmed'))
      .orderBy(appointments.id)
      .limit(1);
    const clash = await admin('POST', '/admin/location-availability', {
      date: monday,
      startTime: '10:30',
      endTime: '11:30',
      locationId: single.locationId,
      maxBookings: 5,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain(`appointment A-${booked!.id} (Personal Training - Single Session, 10:00-11:00, Jane Client)`);

    const wednesday = addDays(monday, 9);
    expect(
      (await admin('PUT', '/admin/working-hours', [{ weekday: 3, startTime: '09:00', endTime: '12:00', locationId: null }])).status,
    ).toBe(200);
    const created = await admin('POST', '/admin/location-availability', {
      date: wednesday,
      startTime: '10:00',
      endTime: '11:00',
      locationId: single.locationId,
      maxBookings: 5,
    });
    expect(created.status).toBe(201);
    const free = await api('GET', `/appointments/availability?typeId=${single.id}&from=${wednesday}&to=${wednesday}`);
    // Same place, so no travel: a session must end (with its 15-minute buffer) by 10:00 or start at 11:00.
    expect(free.body.times.map((t: { startTime: string }) => t.startTime)).toEqual(['11:00']);
  });
});
