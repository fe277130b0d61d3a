/**
 * Gift vouchers through the REST doors (thin adapters over the same procedures): the owner issues one, a visitor reads
 * its balance by code, and spends it on an appointment in part, then in full; leaving a payment gives the share back.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARQ_QUESTIONS } from '../../../domain/appointments/rules';
import { addDays, londonInstant, londonToday, mondayOf } from '../../../domain/time';
import { appointments, auditLog, emailOutbox, vouchers } from '../../db/schema';
import { TEST_ADMIN, useTestEnv } from '../../test/harness';
import { createServices } from '../container';
import { createSlot, seededClassType, slotState, visitor } from '../../test/booking-fixtures';

const now = new Date();
const monday = addDays(mondayOf(londonToday(now)), 42);
const env = useTestEnv({ services: ({ db, config }) => createServices({ db, config, clock: () => now }) });
let app: FastifyInstance;
let token: string;
let single: { id: number; pricePence: number };

async function api(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, bearer: string | null = null) {
  const res = await app.inject({
    method,
    url: `/api${path}`,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.json() };
}
const health = { answers: PARQ_QUESTIONS.map(() => false), details: '' };
const client = (n: string) => ({ name: `Client ${n}`, email: `client${n}@example.com`, phone: '07700 900123', health });

beforeAll(async () => {
  app = await env.app();
  token = (await api('POST', '/admin/login', TEST_ADMIN)).body.token;
  const types = (await api('GET', '/appointment-types')).body as { id: number; name: string; pricePence: number }[];
  single = types.find((t) => t.name === 'Personal Training - Single Session')!;
  expect(
    (await api('PUT', '/admin/working-hours', [{ weekday: 1, startTime: '09:00', endTime: '14:00', locationId: null }], token)).status,
  ).toBe(200);
});

async function issue(amountPence: number) {
  const res = await api('POST', '/admin/vouchers', { amountPence, recipientEmail: 'Gift@Example.com', recipientName: 'Gift' }, token);
  expect(res.status).toBe(201);
  return res.body as { id: number; code: string; amountPence: number; expiresAt: string };
}

describe('gift vouchers over REST', () => {
  it('issues one to the owner only, answers the code once, and shows its balance by code', async () => {
    expect((await api('POST', '/admin/vouchers', { amountPence: 1000, recipientEmail: 'x@example.com' })).status).toBe(401);
    expect((await api('POST', '/admin/vouchers', { amountPence: -5, recipientEmail: 'x@example.com' }, token)).status).toBe(400);
    const v = await issue(1000);
    expect(new Date(v.expiresAt).getTime()).toBeGreaterThan(now.getTime() + 364 * 86_400_000);
    const seen = await api('GET', `/vouchers/${encodeURIComponent(v.code)}`);
    expect(seen).toMatchObject({ status: 200, body: { balancePence: 1000, initialPence: 1000, expired: false } });
    expect((await api('GET', '/vouchers/GIFT-NOPE')).status).toBe(404);
    const list = await api('GET', '/admin/vouchers', undefined, token);
    expect(list.body[0]).toMatchObject({ id: v.id, codeHint: v.code.slice(-4), recipientEmail: 'gift@example.com' });
    expect(JSON.stringify(list.body)).not.toContain(v.code);
    const trail = await env.db.select().from(auditLog).where(eq(auditLog.action, 'voucher.issue'));
    expect(trail.some((t) => t.actor === 'admin' && t.entityId === `V-${v.id}`)).toBe(true);
  });

  it('pays part of an appointment (the card pays the rest), then all of another; leaving the payment gives it back', async () => {
    const v = await issue(single.pricePence + 500);
    const first = await api('POST', '/appointments', {
      typeId: single.id,
      start: londonInstant(monday, '09:00').toISOString(),
      ...client('a1'),
      voucherCode: v.code,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      status: 'confirmed',
      clientSecret: null,
      amountPence: 0,
      voucherPence: single.pricePence,
      // Balance shown when used (issue 36): what is left on it, in the answer.
      voucherBalancePence: 500,
    });
    const [a1] = await env.db.select().from(appointments).where(eq(appointments.id, first.body.appointmentId));
    expect(a1).toMatchObject({ status: 'confirmed', paidWith: 'voucher' });

    const second = await api('POST', '/appointments', {
      typeId: single.id,
      start: londonInstant(monday, '11:00').toISOString(),
      ...client('a2'),
      voucherCode: v.code.toLowerCase(),
    });
    expect(second.body).toMatchObject({
      success: true,
      status: 'held',
      voucherPence: 500,
      voucherBalancePence: 0,
      amountPence: single.pricePence - 500,
    });
    expect((await api('GET', `/vouchers/${v.code}`)).body.balancePence).toBe(0);
    const released = await api('POST', '/bookings/release', { clientSecret: second.body.clientSecret, holdToken: second.body.holdToken });
    expect(released.body).toEqual({ released: true });
    expect((await api('GET', `/vouchers/${v.code}`)).body.balancePence).toBe(500);
    const [row] = await env.db.select({ balance: vouchers.balancePence }).from(vouchers).where(eq(vouchers.id, v.id));
    expect(row!.balance).toBe(500);
  });

  it('takes voucherCode on POST /api/bookings: unknown is a 400 on the field, nothing held; a good one answers voucherPence', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
    const body = { ...visitor('rb1'), classTypeId: mat.id, scheduleId: slot.id };
    const unknown = await api('POST', '/bookings', { ...body, voucherCode: 'GIFT-AAAA-BBBB-CCCC-DDDD' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('voucherCode: no voucher has this code');
    expect((await slotState(env.db, slot.id)).rows).toHaveLength(0);
    const v = await issue(300);
    const paid = await api('POST', '/bookings', { ...body, voucherCode: v.code });
    expect(paid.body).toMatchObject({
      success: true,
      voucherPence: 300,
      voucherBalancePence: 0,
      amountPence: mat.pricePence - 300,
      originalPence: mat.pricePence,
    });
    // No e-mail copy holds a working voucher code.
    const mails = await env.db.select().from(emailOutbox);
    expect(JSON.stringify(mails)).not.toContain(v.code);
  });
});
