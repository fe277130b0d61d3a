/**
 * The specification's bare payloads ({ amount, description }) create orders without a customer: who paid
 * comes from the payment when it succeeds (the charge's billing details and the receipt e-mail, read with
 * the real stripe SDK from a local stand-in for Stripe's API).
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, emailOutbox, orders } from '../../db/schema';
import { createSlot, seededClassType } from '../../test/booking-fixtures';
import { signedStripeEvent, useStripeTestEnv } from '../../test/fake-stripe';

const { env, stripe } = useStripeTestEnv();
let app: FastifyInstance;
beforeAll(async () => {
  app = await env.app();
});

const post = async (url: string, payload: object) =>
  (await app.inject({ method: 'POST', url: `/api${url}`, payload })).json<{ clientSecret: string }>();
const latestOrder = async () => (await env.db.select().from(orders).orderBy(desc(orders.id)).limit(1))[0]!;
const mailsTo = async (to: string) => env.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.to, to));

async function succeed(intentId: string) {
  stripe.fake.setStatus(intentId, 'succeeded');
  const { payload, signature } = signedStripeEvent({
    id: `evt_paid_${intentId}`,
    type: 'payment_intent.succeeded',
    object: stripe.fake.intents.get(intentId),
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  expect(res.json()).toMatchObject({ outcome: 'confirmed' });
}

describe('who paid, from Stripe', () => {
  it('records the billing name, e-mail and phone on a training order paid with the spec payload, and e-mails that address', async () => {
    const { clientSecret } = await post('/create-training-payment', {
      amount: 40,
      description: 'Personal Training - Single Session',
      sessionType: 'single',
    });
    const intentId = clientSecret.split('_secret_')[0]!;
    expect(await latestOrder()).toMatchObject({ name: '', email: '' });
    stripe.fake.setPayer(intentId, { name: 'Pat Payer', email: 'Pat@Example.com', phone: '07700 900456' });

    await succeed(intentId);
    expect(await latestOrder()).toMatchObject({ name: 'Pat Payer', email: 'pat@example.com', phone: '07700 900456', paidPence: 4000 });
    const retrieve = stripe.fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${intentId}`).at(-1)!;
    expect(retrieve).toBeDefined();
    expect((await mailsTo('pat@example.com')).map((m) => m.subject)).toEqual(['Payment received: Personal Training - Single Session']);
  });

  it('takes the receipt e-mail first, and fills in the class booking made from a description', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], startTime: '11:15', maxBookings: 3 });
    const { clientSecret } = await post('/create-payment-intent', {
      amount: mat.pricePence / 100,
      description: `Mat Pilates Class, ${slot.date} 11:15`,
    });
    const intentId = clientSecret.split('_secret_')[0]!;
    stripe.fake.setPayer(intentId, { name: 'Robin Card', email: 'card@example.com' }, 'receipt@example.com');

    await succeed(intentId);
    const order = await latestOrder();
    expect(order).toMatchObject({ name: 'Robin Card', email: 'receipt@example.com', phone: '' });
    const [booking] = await env.db
      .select({ name: bookings.name, email: bookings.email, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, order.bookingId!));
    expect(booking).toEqual({ name: 'Robin Card', email: 'receipt@example.com', status: 'confirmed' });
    expect((await mailsTo('receipt@example.com')).some((m) => m.subject.includes('Mat Pilates Class'))).toBe(true);
  });

  it('never asks Stripe again, nor overwrites, when the order already names its customer', async () => {
    const { clientSecret } = await post('/create-training-payment', {
      amount: 40,
      sessionType: 'single',
      name: 'Known Name',
      email: 'known@example.com',
      phone: '07700 900789',
    });
    const intentId = clientSecret.split('_secret_')[0]!;
    stripe.fake.setPayer(intentId, { name: 'Someone Else', email: 'else@example.com' });
    const before = stripe.fake.requests.length;
    await succeed(intentId);
    expect(await latestOrder()).toMatchObject({ name: 'Known Name', email: 'known@example.com' });
    expect(stripe.fake.requests.slice(before).filter((r) => r.method === 'GET')).toEqual([]);
  });
});
