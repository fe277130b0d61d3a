import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, discountCodes, emailOutbox, orders, payments, webhookEvents } from '../db/schema';
import { createSlot, seededClassType, slotState, visitor } from '../test/booking-fixtures';
import { signedStripeEvent, useStripeTestEnv } from '../test/fake-stripe';

const { env, stripe } = useStripeTestEnv();

let eventCounter = 0;
const nextEventId = () => `evt_test_${++eventCounter}_${Date.now()}`;

/** A held booking paid through the fake Stripe, ready for its webhook. */
async function heldBooking(opts: { maxBookings?: number; discountCode?: string; who?: string } = {}) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: opts.maxBookings ?? 5 });
  const res = await env.caller().bookings.create({
    ...visitor(opts.who ?? `w${eventCounter}-${slot.id}`),
    classTypeId: mat.id,
    scheduleId: slot.id,
    discountCode: opts.discountCode,
  });
  expect(res.success).toBe(true);
  const intentId = res.clientSecret!.split('_secret_')[0]!;
  stripe.fake.setStatus(intentId, 'succeeded');
  return { mat, slot, res, intent: stripe.fake.intents.get(intentId)! };
}

async function post(payload: string, signature?: string) {
  const app = await env.app();
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
}

const mailsTo = async (to: string) =>
  env.db.select({ subject: emailOutbox.subject, text: emailOutbox.text }).from(emailOutbox).where(eq(emailOutbox.to, to));
const eventCount = async () => (await env.db.select({ id: webhookEvents.id }).from(webhookEvents)).length;

describe('POST /api/stripe/webhook', () => {
  it('refuses a forged or missing signature with 400 and changes nothing', async () => {
    const { slot, intent } = await heldBooking();
    const events = await eventCount();
    const forged = signedStripeEvent({ id: nextEventId(), type: 'payment_intent.succeeded', object: intent, secret: 'whsec_someone_else' });
    const genuine = signedStripeEvent({ id: nextEventId(), type: 'payment_intent.succeeded', object: intent });

    expect((await post(forged.payload, forged.signature)).statusCode).toBe(400);
    expect((await post(genuine.payload)).statusCode).toBe(400);
    // A valid signature over different bytes (the amount edited in transit) is a forgery too.
    const tampered = genuine.payload.replace(`"amount":${intent.amount}`, '"amount":1');
    expect(tampered).not.toBe(genuine.payload);
    const res = await post(tampered, genuine.signature);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Webhook signature verification failed/);

    expect((await slotState(env.db, slot.id)).rows).toEqual([expect.objectContaining({ status: 'held', paymentStatus: 'pending' })]);
    expect(await eventCount()).toBe(events);
  });

  it('confirms on payment_intent.succeeded, once, however often the event is delivered', async () => {
    // The code's use is reserved with the hold and kept when paid: one use in all, however often the event comes.
    const [{ uses: usesBefore }] = (await env.db
      .select({ uses: discountCodes.uses })
      .from(discountCodes)
      .where(eq(discountCodes.code, 'WELCOME10'))) as [{ uses: number }];
    const { slot, res, intent } = await heldBooking({ discountCode: 'WELCOME10', who: 'once' });
    const event = signedStripeEvent({ id: nextEventId(), type: 'payment_intent.succeeded', object: intent });

    const first = await post(event.payload, event.signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'confirmed' });
    const replay = await post(event.payload, event.signature);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    // A second, different event for the same payment (Stripe may send both) is also a no-op.
    const other = signedStripeEvent({ id: nextEventId(), type: 'payment_intent.succeeded', object: intent });
    expect((await post(other.payload, other.signature)).json()).toEqual({ received: true, outcome: 'already' });

    const { rows } = await slotState(env.db, slot.id);
    expect(rows).toEqual([
      expect.objectContaining({ bookingId: res.bookingId, status: 'confirmed', paymentStatus: 'succeeded', holdExpiresAt: null }),
    ]);
    expect(await mailsTo('visitoronce@example.com')).toHaveLength(1);
    const [{ uses: usesAfter }] = (await env.db
      .select({ uses: discountCodes.uses })
      .from(discountCodes)
      .where(eq(discountCodes.code, 'WELCOME10'))) as [{ uses: number }];
    expect(usesAfter).toBe(usesBefore + 1);
  });

  it('still confirms a payment that lands after its hold expired when a place is free', async () => {
    const { slot, res, intent } = await heldBooking({ maxBookings: 2 });
    await env.db
      .update(bookings)
      .set({ status: 'expired', holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, res.bookingId!));
    const event = signedStripeEvent({ id: nextEventId(), type: 'payment_intent.succeeded', object: intent });
    expect((await post(event.payload, event.signature)).json().outcome).toBe('confirmed');
    expect((await slotState(env.db, slot.id)).live.map((r) => r.bookingId)).toEqual([res.bookingId]);
  });

  it('refunds and flags a payment that lands after its hold expired and the class filled up: never lost', async () => {
    const { mat, slot, res, intent } = await heldBooking({ maxBookings: 1, who: 'late' });
    await env.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, res.bookingId!));
    const taker = await env.caller().bookings.create({ ...visitor('taker'), classTypeId: mat.id, scheduleId: slot.id });
    expect(taker.success).toBe(true);
    const refundsBefore = stripe.fake.requests.filter((r) => r.path === '/v1/refunds').length;

    const event = signedStripeEvent({ id: nextEventId(), type: 'payment_intent.succeeded', object: intent });
    const answer = await post(event.payload, event.signature);
    expect(answer.json()).toEqual({ received: true, outcome: 'refunded' });

    const refunds = stripe.fake.requests.filter((r) => r.path === '/v1/refunds');
    expect(refunds).toHaveLength(refundsBefore + 1);
    expect(refunds.at(-1)!.form.payment_intent).toBe(intent.id);
    expect(refunds.at(-1)!.headers['idempotency-key']).toMatch(/^refund-payment-\d+$/);

    const late = (await slotState(env.db, slot.id)).rows.find((r) => r.bookingId === res.bookingId)!;
    expect(late).toMatchObject({
      status: 'refunded',
      paymentStatus: 'refunded',
      flag: 'Paid after the hold expired and the class was full: refunded automatically',
    });
    expect((await slotState(env.db, slot.id)).live.map((r) => r.bookingId)).toEqual([taker.bookingId]);
    const owner = await mailsTo('owner@example.com');
    expect(owner.some((m) => m.subject.startsWith('Refunded: late payment') && m.text.includes('visitorlate@example.com'))).toBe(true);
    expect((await mailsTo('visitorlate@example.com')).map((m) => m.subject)).toEqual([expect.stringMatching(/^Refund: Mat Pilates Class/)]);

    // Delivered again: nothing more is refunded or sent.
    expect((await post(event.payload, event.signature)).json().outcome).toBe('duplicate');
    expect(stripe.fake.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(refundsBefore + 1);
  });

  it.each([
    ['payment_intent.payment_failed', 'failed'],
    ['payment_intent.canceled', 'cancelled'],
  ])('gives the place back on %s', async (type, paymentStatus) => {
    const { slot, intent } = await heldBooking({ maxBookings: 1 });
    const event = signedStripeEvent({ id: nextEventId(), type, object: { ...intent, status: 'requires_payment_method' } });
    expect((await post(event.payload, event.signature)).json()).toEqual({ received: true, outcome: 'released' });
    const state = await slotState(env.db, slot.id);
    expect(state.live).toHaveLength(0);
    expect(state.rows).toEqual([expect.objectContaining({ status: 'cancelled', paymentStatus })]);
  });

  it('records and ignores events it does not act on, and keeps JSON parsing for every other route', async () => {
    const event = signedStripeEvent({ id: nextEventId(), type: 'charge.refunded', object: { id: 'ch_1', object: 'charge' } });
    expect((await post(event.payload, event.signature)).json()).toEqual({ received: true, outcome: 'ignored' });
    const [row] = await env.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, JSON.parse(event.payload).id));
    expect(row?.type).toBe('charge.refunded');

    const app = await env.app();
    const json = await app.inject({ method: 'POST', url: '/api/validate-discount', payload: { code: 'welcome10' } });
    expect(json.statusCode).toBe(200);
    expect(json.json().valid).toBe(true);
  });

  it('finds the payment from its metadata when the intent id was not stored yet', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const res = await env.caller().bookings.create({ ...visitor('meta'), classTypeId: mat.id, scheduleId: slot.id });
    const intent = stripe.fake.intents.get(res.clientSecret!.split('_secret_')[0]!)!;
    const [order] = await env.db.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, res.bookingId!));
    // As if the process had stopped between Stripe's answer and storing it.
    await env.db
      .update(payments)
      .set({ providerPaymentId: `pending:order-${order!.id}` })
      .where(eq(payments.orderId, order!.id));
    const event = signedStripeEvent({ id: nextEventId(), type: 'payment_intent.succeeded', object: { ...intent, status: 'succeeded' } });
    expect((await post(event.payload, event.signature)).json().outcome).toBe('confirmed');
    expect((await slotState(env.db, slot.id)).rows[0]).toMatchObject({ status: 'confirmed', providerPaymentId: intent.id });
  });
});
