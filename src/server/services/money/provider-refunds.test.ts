/**
 * Refunds made in Stripe's dashboard reach the site through signed webhooks (refund.created, refund.updated,
 * charge.refunded): recorded once however often or in whatever order the events come, and never counted
 * twice when the refund was the site's own.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, emailOutbox, orders, payments, refunds, scheduleSlots } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { type FakeRefund, signedStripeEvent, useStripeTestEnv } from '../../test/fake-stripe';

const { env, stripe } = useStripeTestEnv();

let n = 0;
const eventId = () => `evt_refund_${++n}_${Date.now()}`;

async function paidBooking(who: string) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
  const res = await env.caller().bookings.create({ ...visitor(who), classTypeId: mat.id, scheduleId: slot.id });
  const intentId = res.clientSecret!.split('_secret_')[0]!;
  stripe.fake.setStatus(intentId, 'succeeded');
  await env.caller().payments.refresh({ clientSecret: res.clientSecret! });
  const [order] = await env.db.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, res.bookingId!));
  return { slotId: slot.id, bookingId: res.bookingId!, orderId: order!.id, intentId, email: `visitor${who}@example.com` };
}

async function send(type: string, object: unknown, id = eventId()) {
  const app = await env.app();
  const { payload, signature } = signedStripeEvent({ id, type, object });
  const res = await app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  return { status: res.statusCode, outcome: res.json<{ outcome?: string }>().outcome, id };
}

const chargeOf = (intentId: string, amountRefunded: number) => ({
  id: `ch_${intentId}`,
  object: 'charge',
  payment_intent: intentId,
  amount_refunded: amountRefunded,
  refunded: true,
});
const takenOf = async (slotId: number) =>
  (await env.db.select({ taken: scheduleSlots.taken }).from(scheduleSlots).where(eq(scheduleSlots.id, slotId)))[0]!.taken;
const money = async (orderId: number) =>
  (await env.db.select({ paid: orders.paidPence, refunded: orders.refundedPence }).from(orders).where(eq(orders.id, orderId)))[0]!;
const refundRows = (orderId: number) =>
  env.db
    .select({ amount: refunds.amountPence, status: refunds.status, reason: refunds.reason, providerRefundId: refunds.providerRefundId })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
const bookingStatus = async (id: number) =>
  (await env.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.status;
const refundMails = (to: string) =>
  env.db.select({ subject: emailOutbox.subject, text: emailOutbox.text }).from(emailOutbox).where(eq(emailOutbox.to, to));

describe("refunds made in Stripe's dashboard", () => {
  it('records a part refund once (replayed or repeated by another event type), keeps the booking, and e-mails the customer', async () => {
    const b = await paidBooking('pr1');
    const refund = stripe.fake.dashboardRefund(b.intentId, 500);

    const first = await send('refund.created', refund);
    expect(first).toMatchObject({ status: 200, outcome: 'refunded' });
    // Stripe retries the same event, then tells of the same refund again in other events.
    expect((await send('refund.created', refund, first.id)).outcome).toBe('duplicate');
    expect((await send('refund.updated', refund)).outcome).toBe('already');
    expect((await send('charge.refunded', chargeOf(b.intentId, 500))).outcome).toBe('already');

    expect(await money(b.orderId)).toEqual({ paid: 1200, refunded: 500 });
    expect(await refundRows(b.orderId)).toEqual([{ amount: 500, status: 'succeeded', reason: 'provider', providerRefundId: refund.id }]);
    expect(await bookingStatus(b.bookingId)).toBe('confirmed');
    const mails = (await refundMails(b.email)).filter((m) => m.subject.startsWith('Refund:'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('We have refunded £5.00 to your card for Mat Pilates Class');
    expect(mails[0]!.text).toContain('£5.00 of £12.00');
  });

  it('a full refund seen only as charge.refunded makes the booking refunded and frees its place', async () => {
    const b = await paidBooking('pr2');
    expect(await takenOf(b.slotId)).toBe(1);
    stripe.fake.dashboardRefund(b.intentId, 1200);

    expect((await send('charge.refunded', chargeOf(b.intentId, 1200))).outcome).toBe('refunded');
    expect(await money(b.orderId)).toEqual({ paid: 1200, refunded: 1200 });
    expect(await bookingStatus(b.bookingId)).toBe('refunded');
    expect(await takenOf(b.slotId)).toBe(0);
    const [payment] = await env.db.select({ status: payments.status }).from(payments).where(eq(payments.orderId, b.orderId));
    expect(payment!.status).toBe('refunded');
  });

  it('does not count a refund made in the admin twice when Stripe echoes it', async () => {
    const b = await paidBooking('pr3');
    const token = await env.adminToken();
    await env.caller({ token }).admin.bookings.refund({ ref: `B-${b.bookingId}`, amountPence: 300, idempotencyKey: 'admin-refund-pr3' });
    const ours = stripe.fake.refunds.find((r) => r.payment_intent === b.intentId)!;
    expect(ours.metadata.refundKey).toBe('admin-refund-pr3');

    expect((await send('refund.created', ours)).outcome).toBe('already');
    expect((await send('charge.refunded', chargeOf(b.intentId, 300))).outcome).toBe('already');
    expect(await money(b.orderId)).toEqual({ paid: 1200, refunded: 300 });
    expect(await refundRows(b.orderId)).toEqual([{ amount: 300, status: 'succeeded', reason: 'owner', providerRefundId: ours.id }]);
  });

  it('takes events out of order: a late "pending" never undoes "succeeded", and a refund that fails gives its amount back', async () => {
    const b = await paidBooking('pr4');
    const refund = stripe.fake.dashboardRefund(b.intentId, 400);
    const pending: FakeRefund = { ...refund, status: 'pending' };

    expect((await send('refund.updated', refund)).outcome).toBe('refunded');
    expect((await send('refund.created', pending)).outcome).toBe('already');
    expect(await refundRows(b.orderId)).toEqual([{ amount: 400, status: 'succeeded', reason: 'provider', providerRefundId: refund.id }]);
    expect(await money(b.orderId)).toEqual({ paid: 1200, refunded: 400 });

    expect((await send('refund.updated', { ...refund, status: 'failed' })).outcome).toBe('released');
    expect(await money(b.orderId)).toEqual({ paid: 1200, refunded: 0 });
    expect((await refundRows(b.orderId))[0]!.status).toBe('failed');
    // Only one e-mail: the customer heard of the refund when it was recorded.
    expect((await refundMails(b.email)).filter((m) => m.subject.startsWith('Refund:'))).toHaveLength(1);
  });

  it('answers "unknown" for a refund of a payment this site does not know, recording nothing', async () => {
    const res = await send('refund.created', {
      id: 're_elsewhere',
      object: 'refund',
      amount: 100,
      payment_intent: 'pi_elsewhere',
      status: 'succeeded',
      metadata: {},
    });
    expect(res).toMatchObject({ status: 200, outcome: 'unknown' });
    expect(await env.db.select({ id: refunds.id }).from(refunds).where(eq(refunds.providerRefundId, 're_elsewhere'))).toHaveLength(0);
  });
});
