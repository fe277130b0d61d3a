/**
 * The REST doors of the appointment operations that were tRPC only: the owner's calendar, list, one appointment,
 * adding one for a client, moving and cancelling it, her calendar feed; and the visitor's manage link (view, free
 * times, reschedule, cancel, health questionnaire). Each goes through the same procedure as tRPC.
 */
import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARQ_QUESTIONS } from '../../domain/appointments/rules';
import { addDays, londonInstant, londonToday, mondayOf } from '../../domain/time';
import { appointments, emailOutbox } from '../db/schema';
import { TEST_ADMIN, useTestEnv } from '../test/harness';

const env = useTestEnv({ config: { RATE_LIMIT_PER_MINUTE: '0' } });
let app: FastifyInstance;
let token: string;
let single: { id: number; pricePence: number };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function api(method: Method, path: string, body?: unknown, bearer: string | null = null) {
  const res = await app.inject({
    method,
    url: `/api${path}`,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.json() };
}
const admin = (method: Method, path: string, body?: unknown) => api(method, path, body, token);

const monday = addDays(mondayOf(londonToday()), 35);
const at = (date: string, time: string) => londonInstant(date, time).toISOString();
const health = { answers: PARQ_QUESTIONS.map(() => false), details: '' };
const client = (email: string) => ({ name: 'Rest Client', email, phone: '07700 900111' });

/** The manage link's token from the latest e-mail to `email` that carries one. */
async function manageToken(email: string): Promise<string> {
  const [mail] = await env.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), like(emailOutbox.text, '%/manage#%')))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const found = /\/manage#([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!found) throw new Error(`no manage link e-mailed to ${email}`);
  return found;
}

/** A paid single session of `email` at `time` on `date`, and its manage token. */
async function paidSession(email: string, date: string, time: string) {
  const booked = await api('POST', '/appointments', { typeId: single.id, start: at(date, time), ...client(email), health });
  expect(booked.status).toBe(200);
  const paid = await api('POST', '/payments/test-confirm', {
    clientSecret: booked.body.clientSecret,
    cardNumber: '4242424242424242',
    holdToken: booked.body.holdToken,
  });
  expect(paid.status).toBe(200);
  return { id: booked.body.appointmentId as number, token: await manageToken(email) };
}

beforeAll(async () => {
  app = await env.app();
  token = (await api('POST', '/admin/login', TEST_ADMIN)).body.token;
  const allWeek = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '08:00', endTime: '18:00', locationId: null }));
  expect((await admin('PUT', '/admin/working-hours', allWeek)).status).toBe(200);
  const types = (await api('GET', '/appointment-types')).body as { id: number; name: string; pricePence: number }[];
  single = types.find((t) => t.name === 'Personal Training - Single Session')!;
});

describe('the owner over REST', () => {
  it('adds an appointment for a client, lists it, reads it, shows it in her calendar, moves it and cancels it', async () => {
    const body = { typeId: single.id, start: at(monday, '09:00'), ...client('rest-phone@example.com'), payment: 'cash' };
    expect((await api('POST', '/admin/appointments', body)).status).toBe(401);
    const noHealth = await admin('POST', '/admin/appointments', body);
    expect(noHealth.status).toBe(400);
    expect(noHealth.body).toMatchObject({ param: 'health' });
    const created = await admin('POST', '/admin/appointments', { ...body, health });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      status: 'confirmed',
      appointment: { reference: `A-${created.body.appointmentId}`, paidWith: 'cash', startTime: '09:00', health: { flagged: false } },
    });
    const id = created.body.appointmentId as number;

    const listed = await admin('GET', `/admin/appointments?from=${monday}&to=${addDays(monday, 6)}`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((a: { id: number }) => a.id)).toEqual([id]);
    expect((await admin('GET', `/admin/appointments?from=${monday}&to=${addDays(monday, -1)}`)).body).toMatchObject({ param: 'to' });
    expect((await admin('GET', `/admin/appointments/${id}`)).body).toMatchObject({ id, email: 'rest-phone@example.com' });
    expect((await admin('GET', '/admin/appointments/999999')).status).toBe(404);

    const week = await admin('GET', `/admin/appointments/calendar?from=${monday}&to=${addDays(monday, 6)}`);
    expect(week.status).toBe(200);
    expect(week.body.appointments).toEqual([expect.objectContaining({ id, date: monday, startTime: '09:00', status: 'confirmed' })]);
    expect((await admin('GET', `/admin/appointments/calendar?from=${monday}&to=${addDays(monday, 20)}`)).status).toBe(400);

    const moved = await admin('POST', `/admin/appointments/${id}/move`, { start: at(monday, '11:00') });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id, startTime: '11:00', endTime: '12:00' });
    // Over a booked time: 409, and the appointment stays where it was.
    const other = await admin('POST', '/admin/appointments', {
      ...body,
      start: at(monday, '14:00'),
      email: 'rest-other@example.com',
      health,
    });
    expect(other.status).toBe(201);
    expect((await admin('POST', `/admin/appointments/${id}/move`, { start: at(monday, '14:30') })).status).toBe(409);
    expect((await admin('GET', `/admin/appointments/${id}`)).body.startTime).toBe('11:00');
    expect((await admin('POST', `/admin/appointments/${id}/move`, { start: 'soon' })).body).toMatchObject({ param: 'start' });

    const wrong = await admin('POST', `/admin/appointments/${id}/cancel`, { outcome: 'maybe' });
    expect(wrong).toMatchObject({ status: 400, body: { param: 'outcome' } });
    const cancelled = await admin('POST', `/admin/appointments/${id}/cancel`, { outcome: 'none' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ cancelled: true, refundPence: 0, credit: null, appointment: { status: 'cancelled' } });
    // Its time is free again.
    expect((await admin('POST', `/admin/appointments/${other.body.appointmentId}/move`, { start: at(monday, '11:00') })).status).toBe(200);
    expect((await admin('POST', `/admin/appointments/${id}/cancel`, { outcome: 'refund' })).status).toBe(409);
  });

  it('makes, reads and revokes her private calendar feed; the URL is shown only when made', async () => {
    expect((await api('GET', '/admin/calendar-feed')).status).toBe(401);
    expect((await admin('GET', '/admin/calendar-feed')).body).toEqual({ url: null, active: false, createdAt: null });
    const made = await admin('POST', '/admin/calendar-feed');
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ active: true, url: expect.stringMatching(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/) });
    const feed = await app.inject({ method: 'GET', url: new URL(made.body.url).pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect((await admin('GET', '/admin/calendar-feed')).body).toMatchObject({ url: null, active: true });
    expect((await admin('DELETE', '/admin/calendar-feed')).body).toMatchObject({ active: false });
    expect((await app.inject({ method: 'GET', url: new URL(made.body.url).pathname })).statusCode).toBe(404);
  });
});

describe("the visitor's manage link over REST", () => {
  it('shows the appointment, its free times, moves it, and cancels it with the refund she was shown', async () => {
    const date = addDays(monday, 7);
    const { id, token: link } = await paidSession('rest-visitor@example.com', date, '09:00');
    expect((await api('POST', '/manage/appointment', { token: 'x'.repeat(43) })).status).toBe(404);
    expect((await api('POST', '/manage/appointment', {})).body).toMatchObject({ param: 'token' });

    // The class manage view names the kind, so the page opens the appointment's own view.
    expect((await api('POST', '/manage', { token: link })).body).toMatchObject({ kind: 'appointment', ref: `A-${id}` });
    const view = await api('POST', '/manage/appointment', { token: link });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      appointmentId: id,
      reference: `A-${id}`,
      status: 'confirmed',
      date,
      startTime: '09:00',
      amountPaidPence: single.pricePence,
      healthAnswered: true,
      healthRequired: false,
      cancellation: { allowed: true, refundPence: single.pricePence, percent: 100, paidWithCredit: false },
      reschedule: { allowed: true },
      payment: null,
      refunds: [],
      creditBackAt: null,
    });

    const times = await api('POST', '/manage/appointment/times', { token: link, from: date, to: date });
    expect(times.status).toBe(200);
    const starts = times.body.times.map((t: { startTime: string }) => t.startTime);
    expect(starts).not.toContain('09:00');
    expect(starts).toContain('13:00');
    expect((await api('POST', '/manage/appointment/times', { token: link, from: date, to: addDays(date, -1) })).body).toMatchObject({
      param: 'to',
    });

    const offGrid = await api('POST', '/manage/appointment/reschedule', { token: link, start: at(date, '13:07') });
    expect(offGrid).toMatchObject({ status: 400, body: { param: 'start' } });
    const moved = await api('POST', '/manage/appointment/reschedule', { token: link, start: at(date, '13:00') });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ appointmentId: id, startTime: '13:00', status: 'confirmed' });

    const stale = await api('POST', '/manage/appointment/cancel', { token: link, refundPence: 1 });
    expect(stale.status).toBe(409);
    expect((await env.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id)))[0]!.status).toBe(
      'confirmed',
    );
    const cancelled = await api('POST', '/manage/appointment/cancel', { token: link, refundPence: single.pricePence });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ cancelled: true, refundPence: single.pricePence, credit: null });
    // What was given back, as the page says it ("Refunded £40.00 on …"): the order's refund, with its day.
    const after = await api('POST', '/manage/appointment', { token: link });
    expect(after.body).toMatchObject({
      status: 'cancelled',
      cancellation: { allowed: false },
      refunds: [{ amountPence: single.pricePence, status: expect.stringMatching(/^(pending|succeeded)$/) }],
      creditBackAt: null,
    });
    expect(Date.parse(after.body.refunds[0].at)).not.toBeNaN();
  });

  it('takes the health questionnaire through the link, refusing a short set of answers by name', async () => {
    const booked = await admin('POST', '/admin/appointments', {
      typeId: single.id,
      start: at(addDays(monday, 8), '10:00'),
      ...client('rest-cardlink@example.com'),
      payment: 'card_link',
    });
    expect(booked.status).toBe(201);
    const link = await manageToken('rest-cardlink@example.com');
    expect((await api('POST', '/manage/appointment', { token: link })).body).toMatchObject({
      status: 'held',
      healthRequired: true,
      payment: null,
    });
    const short = await api('POST', '/manage/appointment/health', { token: link, health: { answers: [false], details: '' } });
    expect(short).toMatchObject({ status: 400, body: { message: expect.stringContaining('answers') } });
    expect((await api('POST', '/manage/appointment/health', { token: link, health })).body).toEqual({ success: true });
    expect((await api('POST', '/manage/appointment', { token: link })).body).toMatchObject({
      healthRequired: false,
      healthAnswered: true,
      payment: { amountPence: single.pricePence, clientSecret: expect.any(String) },
    });
  });
});
