import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { classHintsOf } from '../services/booking/checkout-spec-payload';
import { createSlot, seededClassType } from '../test/booking-fixtures';
import { useTestEnv } from '../test/harness';

/** SPEC §7: POST /api/create-payment-intent takes { amount, description }; /create-training-payment adds sessionType. */
const env = useTestEnv();
let app: FastifyInstance;
const post = async (url: string, payload: object) => {
  const res = await app.inject({ method: 'POST', url: `/api${url}`, payload });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
};
const latestOrder = async () => (await env.db.select().from(orders).orderBy(desc(orders.id)).limit(1))[0]!;

beforeAll(async () => {
  app = await env.app();
});

describe('POST /api/create-training-payment with the specification payload', () => {
  it('accepts { amount, description, sessionType } and records the order with no customer details yet', async () => {
    const res = await post('/create-training-payment', {
      amount: 40,
      description: 'Personal Training - Single Session',
      sessionType: 'single',
    });
    expect(res).toMatchObject({ status: 200, body: { amountPence: 4000, clientSecret: expect.stringMatching(/^testpi_/) } });
    expect(await latestOrder()).toMatchObject({ kind: 'training', sessionType: 'single', amountPence: 4000, name: '', email: '' });
  });

  it('reads the package from the description when sessionType is absent, and takes amountPence', async () => {
    const res = await post('/create-training-payment', { amountPence: 39000, description: 'Personal Training - 12 Session Package' });
    expect(res).toMatchObject({ status: 200, body: { amountPence: 39000 } });
  });

  it('refuses an amount that differs with a 400 naming the expected price', async () => {
    expect(await post('/create-training-payment', { amount: 35, description: 'PT', sessionType: 'single' })).toMatchObject({
      status: 400,
      body: { message: 'amount: the price of Personal Training - Single Session is £40.00 (amount 40), not 35' },
    });
    expect((await post('/create-training-payment', { amountPence: 3900, sessionType: 'single' })).body.message).toBe(
      'amountPence: the price of Personal Training - Single Session is 4000 pence (£40.00), not 3900',
    );
  });
});

describe('POST /api/create-payment-intent with the specification payload', () => {
  it('finds the class from the description, prices it itself and accepts the matching amount', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], startTime: '09:30', maxBookings: 3 });
    const res = await post('/create-payment-intent', {
      amount: mat.pricePence / 100,
      description: `Mat Pilates Class, ${slot.date} 09:30`,
    });
    expect(res).toMatchObject({
      status: 200,
      body: { amountPence: mat.pricePence, description: expect.stringContaining('Mat Pilates Class') },
    });
    expect(await latestOrder()).toMatchObject({ kind: 'class_checkout', amountPence: mat.pricePence, name: '' });
    const wrong = await post('/create-payment-intent', { amount: 1, description: `Mat Pilates Class, ${slot.date} 09:30` });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(new RegExp(`^amount: the price of Mat Pilates Class, .* is £${(mat.pricePence / 100).toFixed(2)}`));
  });

  it('answers a 400 naming the field that is required when nothing identifies the slot', async () => {
    expect(await post('/create-payment-intent', { amount: 25, description: 'Mat Pilates Class' })).toMatchObject({
      status: 400,
      body: { message: 'date: the class date is required' },
    });
    expect(await post('/create-payment-intent', { amount: 25, description: 'Mat Pilates Class on 2031-01-06' })).toMatchObject({
      status: 400,
      body: { message: 'time: the class time is required' },
    });
    expect(
      await post('/create-payment-intent', { amount: 25, description: 'Something, 2031-01-06 09:30', date: '2031-01-06', time: '09:30' }),
    ).toMatchObject({ status: 400 });
  });
});

describe('classHintsOf', () => {
  it('prefers the longest class name and reads the first date and time', () => {
    expect(
      classHintsOf('Yogalates (Yoga + Pilates Fusion) 2031-02-03 at 18:30', ['Yoga Class', 'Yogalates (Yoga + Pilates Fusion)', 'Yoga']),
    ).toEqual({
      className: 'Yogalates (Yoga + Pilates Fusion)',
      date: '2031-02-03',
      time: '18:30',
    });
    expect(classHintsOf('2031-13-40 25:99', ['Yoga'])).toEqual({});
    expect(classHintsOf(undefined, ['Yoga'])).toEqual({});
  });
});
