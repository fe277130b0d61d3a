/**
 * The REST shim is an adapter over the procedures: for the same input it must answer what tRPC
 * answers (same body; an error's HTTP status is the tRPC code's status and the message is the same).
 */
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/time';
import { createSlot, seededClassType, visitor } from '../test/booking-fixtures';
import { useTestEnv } from '../test/harness';
import { describeZodError, zodCause } from '../trpc/errors';
import type { Caller } from '../trpc/root';
import { API_ERROR_CODES } from '../../domain/api-errors';

const env = useTestEnv();
const fixture = {} as { slotId: number; fullSlotId: number; date: string; matId: number };

beforeAll(async () => {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 4, startTime: '09:30' });
  const full = await createSlot(env.db, { allowed: [mat.id], maxBookings: 1 });
  await env.caller().bookings.create({ ...visitor('taken'), classTypeId: mat.id, scheduleId: full.id });
  Object.assign(fixture, { slotId: slot.id, fullSlotId: full.id, date: slot.date, matId: mat.id });
});

interface Case {
  name: string;
  trpc: (caller: Caller) => Promise<unknown>;
  rest: () => { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> };
}

const browser = { hold: null as string | null };
const booking = () => ({ ...visitor('same'), classTypeId: fixture.matId, scheduleId: fixture.slotId });

const cases: Case[] = [
  { name: 'class types', trpc: (c) => c.classTypes.list(), rest: () => ({ method: 'GET', url: '/api/class-types' }) },
  {
    name: 'a week of slots',
    trpc: (c) => c.schedule.range({ startDate: fixture.date, endDate: addDays(fixture.date, 6) }),
    rest: () => ({ method: 'GET', url: `/api/location-availability/range/${fixture.date}/${addDays(fixture.date, 6)}` }),
  },
  {
    name: 'a range that is too long',
    trpc: (c) => c.schedule.range({ startDate: fixture.date, endDate: addDays(fixture.date, 40) }),
    rest: () => ({ method: 'GET', url: `/api/location-availability/range/${fixture.date}/${addDays(fixture.date, 40)}` }),
  },
  {
    name: 'a valid discount code',
    trpc: (c) => c.discounts.validate({ code: 'welcome10' }),
    rest: () => ({ method: 'POST', url: '/api/validate-discount', payload: { code: 'welcome10' } }),
  },
  {
    name: 'an unknown discount code',
    trpc: (c) => c.discounts.validate({ code: 'NOPE' }),
    rest: () => ({ method: 'POST', url: '/api/validate-discount', payload: { code: 'NOPE' } }),
  },
  // The visitor's second request gets the same live hold, so both surfaces answer identically.
  // The REST client is the same browser (it sends the hold token the tRPC call left in the cookie).
  {
    name: 'a booking',
    trpc: (c) => c.bookings.create(booking()),
    rest: () => ({ method: 'POST', url: '/api/bookings', payload: { ...booking(), holdToken: browser.hold } }),
  },
  {
    name: 'a booking for a full class',
    trpc: (c) => c.bookings.create({ ...booking(), scheduleId: fixture.fullSlotId }),
    rest: () => ({ method: 'POST', url: '/api/bookings', payload: { ...booking(), scheduleId: fixture.fullSlotId } }),
  },
  {
    name: 'a booking with a bad e-mail',
    trpc: (c) => c.bookings.create({ ...booking(), email: 'bad' }),
    rest: () => ({ method: 'POST', url: '/api/bookings', payload: { ...booking(), email: 'bad' } }),
  },
  {
    name: 'a booking with a tampered price',
    trpc: (c) => c.bookings.create({ ...booking(), price: 1 }),
    rest: () => ({ method: 'POST', url: '/api/bookings', payload: { ...booking(), price: 1 } }),
  },
  {
    name: 'a training quote',
    trpc: (c) => c.checkout.quote({ type: 'training', sessionType: 'package' }),
    rest: () => ({ method: 'GET', url: '/api/checkout/quote?type=training&sessionType=package' }),
  },
  {
    name: 'a training payment with the wrong amount',
    trpc: (c) => c.checkout.createTrainingPayment({ ...visitor('pt'), sessionType: 'single', amount: 35 }),
    rest: () => ({ method: 'POST', url: '/api/create-training-payment', payload: { ...visitor('pt'), sessionType: 'single', amount: 35 } }),
  },
  {
    name: 'a class checkout at a time with no class',
    trpc: (c) => c.checkout.createClassPayment({ ...visitor('cc'), date: fixture.date, time: '06:00', class: 'Mat Pilates Class' }),
    rest: () => ({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { ...visitor('cc'), date: fixture.date, time: '06:00', class: 'Mat Pilates Class' },
    }),
  },
  {
    name: 'an enquiry without a name',
    trpc: (c) => c.contact.send({ name: '', email: 'a@example.com' }),
    rest: () => ({ method: 'POST', url: '/api/contact', payload: { name: '', email: 'a@example.com' } }),
  },
  {
    name: 'a test card for an unknown payment',
    trpc: (c) => c.payments.confirmTest({ clientSecret: 'nope', cardNumber: '4242424242424242' }),
    rest: () => ({ method: 'POST', url: '/api/payments/test-confirm', payload: { clientSecret: 'nope', cardNumber: '4242424242424242' } }),
  },
];

async function viaTrpc(c: Case): Promise<{ status: number; body: unknown }> {
  try {
    const result = await c.trpc(env.caller({ browser }));
    const body = JSON.parse(JSON.stringify(result)) as { success?: boolean; message?: string };
    const status = body?.success === false ? (body.message === 'This class is fully booked' ? 409 : 503) : 200;
    return { status, body };
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const zod = zodCause(error);
    return { status: getHTTPStatusCodeFromError(error), body: { message: zod ? describeZodError(zod) : error.message } };
  }
}

describe('REST shim and tRPC answer the same', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const expected = await viaTrpc(c);
    const app = await env.app();
    const res = await app.inject(c.rest());
    expect(res.statusCode).toBe(expected.status);
    const body = res.json<Record<string, unknown>>();
    if (expected.status >= 400 && 'fieldErrors' in body) delete body.fieldErrors;
    // REST errors also carry a stable code (and the field) for programs; tRPC's carry neither.
    if (expected.status >= 400) {
      expect(API_ERROR_CODES).toContain(body.code);
      delete body.code;
      delete body.param;
    }
    // Only REST answers carry the hold token (a browser keeps it in its httpOnly cookie): the one tRPC set.
    if ('holdToken' in body) {
      expect(body.holdToken).toBe(browser.hold);
      delete body.holdToken;
    }
    expect(body).toEqual(expected.body);
  });
});
