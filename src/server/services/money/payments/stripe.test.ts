import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, payments } from '../../../db/schema';
import { createSlot, seededClassType, slotState, visitor } from '../../../test/booking-fixtures';
import { expectTrpcError } from '../../../test/expect-error';
import { useStripeTestEnv } from '../../../test/fake-stripe';

const { env, stripe } = useStripeTestEnv();

const creates = () => stripe.fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');

describe('the stripe provider (real SDK, local HTTP endpoint)', () => {
  it('creates a GBP PaymentIntent in pence with the order in its metadata and an idempotency key', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const before = creates().length;

    const res = await env
      .caller()
      .bookings.create({ ...visitor('s1'), classTypeId: mat.id, scheduleId: slot.id, discountCode: 'WELCOME10' });

    expect(res.success).toBe(true);
    expect(creates()).toHaveLength(before + 1);
    const request = creates().at(-1)!;
    const [order] = await env.db
      .select({ id: orders.id, createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.bookingId, res.bookingId!));
    expect(request.form).toMatchObject({
      amount: '1080',
      currency: 'gbp',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[orderId]': String(order!.id),
      'metadata[bookingId]': String(res.bookingId),
      'metadata[kind]': 'booking',
    });
    expect(request.headers['idempotency-key']).toBe(`order-${order!.id}-${order!.createdAt.getTime()}`);
    expect(request.headers.authorization).toBe('Bearer sk_test_local');
    const intent = [...stripe.fake.intents.values()].find((i) => i.metadata.orderId === String(order!.id))!;
    expect(res.clientSecret).toBe(intent.client_secret);
    const [payment] = await env.db
      .select({ provider: payments.provider, providerPaymentId: payments.providerPaymentId })
      .from(payments)
      .where(eq(payments.orderId, order!.id));
    expect(payment).toEqual({ provider: 'stripe', providerPaymentId: intent.id });
  });

  it('prices personal training on the server and says so in the metadata', async () => {
    const res = await env.caller().checkout.createTrainingPayment({ ...visitor('s2'), sessionType: 'package', amount: 390 });
    expect(res).toMatchObject({ amountPence: 39000, description: 'Personal Training - 12 Session Package' });
    expect(creates().at(-1)!.form).toMatchObject({ amount: '39000', currency: 'gbp', 'metadata[kind]': 'training' });
  });

  it("gives a returning visitor their hold's existing PaymentIntent instead of creating another", async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const first = await env.caller().bookings.create({ ...visitor('s3'), classTypeId: mat.id, scheduleId: slot.id });
    const count = creates().length;
    const again = await env.caller().bookings.create({ ...visitor('s3'), classTypeId: mat.id, scheduleId: slot.id });
    expect(again.clientSecret).toBe(first.clientSecret);
    expect(creates()).toHaveLength(count);
  });

  it('opens no second PaymentIntent when an order is retried after its intent id was lost', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const first = await env.caller().bookings.create({ ...visitor('s3b'), classTypeId: mat.id, scheduleId: slot.id });
    const [order] = await env.db.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, first.bookingId!));
    // As if the process had stopped between Stripe's answer and storing the intent id.
    await env.db
      .update(payments)
      .set({ providerPaymentId: `pending:order-${order!.id}` })
      .where(eq(payments.orderId, order!.id));
    const intents = stripe.fake.intents.size;

    const again = await env.caller().bookings.create({ ...visitor('s3b'), classTypeId: mat.id, scheduleId: slot.id });

    expect(again.clientSecret).toBe(first.clientSecret);
    expect(stripe.fake.intents.size).toBe(intents);
    const keys = creates()
      .slice(-2)
      .map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toBe(keys[1]);
  });

  it('gives the place back and says so when Stripe refuses to open the payment (503 on the shim)', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 1 });
    stripe.fake.failCreates(true);
    try {
      const res = await env.caller().bookings.create({ ...visitor('s4'), classTypeId: mat.id, scheduleId: slot.id });
      expect(res).toEqual({ success: false, clientSecret: null, message: 'We could not start the payment. Please try again in a moment.' });
      const state = await slotState(env.db, slot.id);
      expect(state.live).toHaveLength(0);
      expect(state.rows).toEqual([expect.objectContaining({ status: 'cancelled', paymentStatus: 'failed' })]);

      const app = await env.app();
      const rest = await app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: { ...visitor('s5'), classTypeId: mat.id, scheduleId: slot.id },
      });
      expect(rest.statusCode).toBe(503);
    } finally {
      stripe.fake.failCreates(false);
    }
    // With Stripe back, the (single) place is still there to sell.
    expect((await env.caller().bookings.create({ ...visitor('s6'), classTypeId: mat.id, scheduleId: slot.id })).success).toBe(true);
  });

  it('serves the publishable key and refuses the test card form', async () => {
    expect((await env.caller().config.public()).payments).toEqual({ provider: 'stripe', publishableKey: 'pk_test_local' });
    await expectTrpcError(
      env.caller().payments.confirmTest({ clientSecret: 'pi_x_secret_y', cardNumber: '4242424242424242' }),
      'FORBIDDEN',
      'Test card payments are only accepted while the site runs in test mode',
    );
  });

  it('confirms a paid booking when the client asks for a refresh before any webhook arrives', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const res = await env.caller().bookings.create({ ...visitor('s7'), classTypeId: mat.id, scheduleId: slot.id });
    const intentId = res.clientSecret!.split('_secret_')[0]!;

    expect(await env.caller().payments.refresh({ clientSecret: res.clientSecret! })).toEqual({ status: 'pending', message: null });
    expect((await slotState(env.db, slot.id)).rows[0]!.status).toBe('held');

    stripe.fake.setStatus(intentId, 'succeeded');
    expect(await env.caller().payments.refresh({ clientSecret: res.clientSecret! })).toEqual({ status: 'succeeded', message: null });
    expect((await slotState(env.db, slot.id)).rows[0]).toMatchObject({ status: 'confirmed', paymentStatus: 'succeeded' });
  });

  it('does not know a client secret it never issued', async () => {
    await expectTrpcError(env.caller().payments.refresh({ clientSecret: 'pi_unknown_secret_abc' }), 'NOT_FOUND', 'Payment not found');
    await expectTrpcError(env.caller().payments.refresh({ clientSecret: 'garbage' }), 'NOT_FOUND', 'Payment not found');
  });
});
