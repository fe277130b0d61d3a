import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, refunds } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { testDbKind, useTestEnv } from '../../test/harness';
import { type Services } from '../container';

const env = useTestEnv();

/** A booking paid with the test provider's good card: an order with money on it. */
async function paidOrder(who: string) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id] });
  const res = await env.caller().bookings.create({ ...visitor(who), classTypeId: mat.id, scheduleId: slot.id });
  expect(await env.caller().payments.confirmTest({ clientSecret: res.clientSecret!, cardNumber: '4242424242424242' })).toMatchObject({
    status: 'succeeded',
  });
  const [order] = await env.db
    .select({ id: orders.id, paidPence: orders.paidPence })
    .from(orders)
    .where(eq(orders.bookingId, res.bookingId!));
  return order!;
}

const orderMoney = async (id: number) =>
  (await env.db.select({ paid: orders.paidPence, refunded: orders.refundedPence }).from(orders).where(eq(orders.id, id)))[0]!;

describe('refunds (embedded test provider)', () => {
  it('records what a confirmed payment took on its order', async () => {
    const order = await paidOrder('r1');
    expect(order.paidPence).toBe(1200);
  });

  it('refunds part, then the rest, and refuses a penny more', async () => {
    const order = await paidOrder('r2');
    const half = await env.services.refunds.refund({ orderId: order.id, amountPence: 600, reason: 'owner', actor: 'owner' });
    expect(half).toMatchObject({
      status: 'succeeded',
      amountPence: 600,
      created: true,
      providerRefundId: expect.stringMatching(/^testre_/),
    });
    expect(await orderMoney(order.id)).toEqual({ paid: 1200, refunded: 600 });
    const [stillPaid] = await env.db.select({ status: payments.status }).from(payments).where(eq(payments.orderId, order.id));
    expect(stillPaid!.status).toBe('succeeded');

    await expect(
      env.services.refunds.refund({ orderId: order.id, amountPence: 601, reason: 'owner', actor: 'owner' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This is more than is left to refund on this order',
    });
    expect((await env.services.refunds.refund({ orderId: order.id, amountPence: 600, reason: 'owner', actor: 'owner' })).status).toBe(
      'succeeded',
    );
    expect(await orderMoney(order.id)).toEqual({ paid: 1200, refunded: 1200 });
    const [refundedPayment] = await env.db.select({ status: payments.status }).from(payments).where(eq(payments.orderId, order.id));
    expect(refundedPayment!.status).toBe('refunded');
    expect(
      await env.db
        .select({ amount: refunds.amountPence, reason: refunds.reason, by: refunds.createdBy })
        .from(refunds)
        .where(eq(refunds.orderId, order.id)),
    ).toEqual([
      { amount: 600, reason: 'owner', by: 'owner' },
      { amount: 600, reason: 'owner', by: 'owner' },
    ]);
  });

  it('answers the same refund for the same idempotency key (a double click refunds once)', async () => {
    const order = await paidOrder('r3');
    const req = {
      orderId: order.id,
      amountPence: 1200,
      reason: 'self_cancel' as const,
      actor: 'customer' as const,
      idempotencyKey: `cancel-${order.id}`,
    };
    const first = await env.services.refunds.refund(req);
    const again = await env.services.refunds.refund(req);
    expect(again).toEqual({ ...first, created: false });
    expect(await orderMoney(order.id)).toEqual({ paid: 1200, refunded: 1200 });
  });

  it('refuses orders with nothing paid, unknown orders and amounts that are not whole positive pence', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const held = await env.caller().bookings.create({ ...visitor('r4'), classTypeId: mat.id, scheduleId: slot.id });
    const [order] = await env.db.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, held.bookingId!));
    const base = { reason: 'owner' as const, actor: 'owner' as const };
    await expect(env.services.refunds.refund({ ...base, orderId: order!.id, amountPence: 100 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Nothing was paid on this order',
    });
    await expect(env.services.refunds.refund({ ...base, orderId: 999_999, amountPence: 100 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    for (const amountPence of [0, -5, 1.5]) {
      await expect(env.services.refunds.refund({ ...base, orderId: order!.id, amountPence })).rejects.toMatchObject({
        code: 'INVALID',
        field: 'amountPence',
      });
    }
  });
});

describe.runIf(testDbKind() === 'postgres')('refunds racing on PostgreSQL (two instances)', () => {
  let instances: Services[];
  beforeAll(async () => {
    instances = [env.services, (await env.secondInstance({ poolSize: 20 })).services];
  });

  it('lets exactly one of 200 parallel full refunds through; the rest hear there is nothing left', async () => {
    const order = await paidOrder('race1');
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        instances[i % 2]!.refunds.refund({ orderId: order.id, amountPence: 1200, reason: 'owner', actor: 'owner' }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(ok[0]!.status === 'fulfilled' && ok[0]!.value.status).toBe('succeeded');
    expect(
      refused.every((r) => r.status === 'rejected' && (r.reason as Error).message === 'This is more than is left to refund on this order'),
    ).toBe(true);
    expect(await orderMoney(order.id)).toEqual({ paid: 1200, refunded: 1200 });
    expect(await env.db.select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
  });

  it('splits 200 parallel £1 refunds of a £12 payment into exactly 12', async () => {
    const order = await paidOrder('race2');
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        instances[i % 2]!.refunds.refund({ orderId: order.id, amountPence: 100, reason: 'owner', actor: 'owner' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(12);
    expect(await orderMoney(order.id)).toEqual({ paid: 1200, refunded: 1200 });
  });
});
