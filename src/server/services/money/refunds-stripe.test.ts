import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, refunds } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { useStripeTestEnv } from '../../test/fake-stripe';

const { env, stripe } = useStripeTestEnv();

async function paidOrder(who: string) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id] });
  const res = await env.caller().bookings.create({ ...visitor(who), classTypeId: mat.id, scheduleId: slot.id });
  const intentId = res.clientSecret!.split('_secret_')[0]!;
  stripe.fake.setStatus(intentId, 'succeeded');
  await env.caller().payments.refresh({ clientSecret: res.clientSecret! });
  const [order] = await env.db.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, res.bookingId!));
  return { orderId: order!.id, intentId };
}

const money = async (id: number) =>
  (await env.db.select({ paid: orders.paidPence, refunded: orders.refundedPence }).from(orders).where(eq(orders.id, id)))[0]!;

describe('refunds through Stripe (real SDK, local endpoint)', () => {
  it('asks the Refunds API for the amount in pence with the refund row as idempotency key', async () => {
    const { orderId, intentId } = await paidOrder('sr1');
    const res = await env.services.refunds.refund({
      orderId,
      amountPence: 600,
      reason: 'self_cancel',
      actor: 'customer',
      idempotencyKey: `self-cancel-${orderId}`,
    });

    expect(res).toMatchObject({ status: 'succeeded', amountPence: 600, providerRefundId: expect.stringMatching(/^re_fake/) });
    const call = stripe.fake.requests.filter((r) => r.path === '/v1/refunds').at(-1)!;
    expect(call.form).toMatchObject({
      payment_intent: intentId,
      amount: '600',
      reason: 'requested_by_customer',
      'metadata[reason]': 'self_cancel',
    });
    expect(call.headers['idempotency-key']).toBe(`self-cancel-${orderId}`);
    expect(stripe.fake.refunds.filter((r) => r.payment_intent === intentId).map((r) => r.amount)).toEqual([600]);
    expect(await money(orderId)).toEqual({ paid: 1200, refunded: 600 });
  });

  it('gives the reserved amount back when Stripe refuses, so the refund can be tried again', async () => {
    const { orderId, intentId } = await paidOrder('sr2');
    stripe.fake.failRefunds(true);
    try {
      const failed = await env.services.refunds.refund({ orderId, amountPence: 1200, reason: 'owner', actor: 'owner' });
      expect(failed.status).toBe('failed');
      expect(await money(orderId)).toEqual({ paid: 1200, refunded: 0 });
      const [row] = await env.db
        .select({ status: refunds.status, lastError: refunds.lastError })
        .from(refunds)
        .where(eq(refunds.id, failed.refundId));
      expect(row).toEqual({ status: 'failed', lastError: expect.stringContaining('Simulated refund failure') });
    } finally {
      stripe.fake.failRefunds(false);
    }
    expect((await env.services.refunds.refund({ orderId, amountPence: 1200, reason: 'owner', actor: 'owner' })).status).toBe('succeeded');
    expect(stripe.fake.refunds.filter((r) => r.payment_intent === intentId).map((r) => r.amount)).toEqual([1200]);
    expect(await money(orderId)).toEqual({ paid: 1200, refunded: 1200 });
  });

  it("tells the owner the provider's own reason when it refuses, through the admin REST door", async () => {
    const { orderId } = await paidOrder('sr3');
    const [order] = await env.db.select({ bookingId: orders.bookingId }).from(orders).where(eq(orders.id, orderId));
    const app = await env.app();
    stripe.fake.failRefunds(true);
    try {
      const res = await app.inject({
        method: 'POST',
        url: `/api/admin/bookings/B-${order!.bookingId}/refunds`,
        headers: { authorization: `Bearer ${await env.adminToken()}` },
        payload: { amountPence: 500 },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(
        /^The payment provider refused the refund: .*Simulated refund failure.*\. Nothing was given back; you can try again\.$/,
      );
    } finally {
      stripe.fake.failRefunds(false);
    }
    expect(await money(orderId)).toEqual({ paid: 1200, refunded: 0 });
  });
});
