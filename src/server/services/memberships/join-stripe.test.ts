/**
 * A gift voucher paying a membership's first month on Stripe (decision 800), the real SDK against the local fake:
 * the share is a credit on the customer's balance (a negative balance transaction) made before the subscription, so
 * its first invoice asks only for the rest; paid in full, the invoice is £0 and the subscription's pending SetupIntent
 * saves the card. invoice.paid grants once and records the first order; a subscription that ends unpaid gives the
 * share back.
 */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, membershipPeriods, memberships, orders, payments, receipts, vouchers } from '../../db/schema';
import { visitor } from '../../test/booking-fixtures';
import { signedStripeEvent, useStripeTestEnv } from '../../test/fake-stripe';
import { invoiceObject } from '../../test/membership-fixtures';

const { env, stripe } = useStripeTestEnv();
let n = 0;
const eventId = () => `evt_join_${++n}_${Date.now()}`;
const DAY = 86_400_000;

async function post(ev: { payload: string; signature: string }) {
  const app = await env.app();
  const res = await app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': ev.signature },
    payload: ev.payload,
  });
  return res.json<{ received: boolean; outcome: string }>();
}

async function setUp(pricePence: number, voucherPence: number, who: string) {
  const admin = env.caller({ token: await env.adminToken() });
  const plan = await admin.admin.memberships.createPlan({
    name: `Plan ${who}`,
    pricePence,
    classesPerMonth: 8,
    classTypeIds: [],
    includesAppointments: false,
    minimumTermMonths: 1,
    noticeDays: 0,
    isActive: true,
    description: '',
  });
  const v = await admin.admin.vouchers.issue({ amountPence: voucherPence, recipientEmail: 'friend@example.com' });
  const sub = await env.caller().memberships.subscribe({ planId: plan.id, ...visitor(who), voucherCode: v.code });
  const [row] = await env.db.select().from(memberships).where(eq(memberships.id, sub.membershipId));
  return { sub, row: row!, v };
}

async function balanceOf(id: number) {
  const [row] = await env.db.select({ balance: vouchers.balancePence }).from(vouchers).where(eq(vouchers.id, id));
  return row!.balance;
}

const paidEvent = (row: typeof memberships.$inferSelect, invoiceId: string, amount: number, start: Date) =>
  signedStripeEvent({
    id: eventId(),
    type: 'invoice.paid',
    object: invoiceObject({
      id: invoiceId,
      subscription: row.providerSubscriptionId!,
      customer: row.providerCustomerId!,
      amount,
      start,
      end: new Date(start.getTime() + 30 * DAY),
      reason: 'subscription_create',
      paid: true,
    }),
  });

describe('a gift voucher paying a membership on Stripe (fake server, real SDK)', () => {
  it('in part: a balance credit before the subscription, the first invoice asks the rest, invoice.paid grants once', async () => {
    const { sub, row } = await setUp(6900, 2500, 'stripe-part');
    expect(sub).toMatchObject({ intent: 'payment', voucherPence: 2500, amountPence: 4400 });
    const credit = stripe.fake.requests.find((r) => r.path === `/v1/customers/${row.providerCustomerId}/balance_transactions`)!;
    expect(credit.form).toMatchObject({ amount: '-2500', currency: 'gbp', 'metadata[membershipId]': String(sub.membershipId) });
    expect(credit.headers['idempotency-key']).toBe(`membership-${sub.membershipId}-first-credit`);
    // The credit is on her balance before the subscription's first invoice is made; the recurring price is the plan's.
    const create = stripe.fake.requests.find(
      (r) => r.path === '/v1/subscriptions' && r.form['metadata[membershipId]'] === String(sub.membershipId),
    )!;
    expect(stripe.fake.requests.indexOf(credit)).toBeLessThan(stripe.fake.requests.indexOf(create));
    expect(create.form['items[0][price_data][unit_amount]']).toBe('6900');
    const subscription = stripe.fake.billing.get(row.providerSubscriptionId!)!;
    const invoice = subscription.latest_invoice as { id: string; amount_due: number; confirmation_secret: { client_secret: string } };
    expect(invoice.amount_due).toBe(4400);
    expect(sub.clientSecret).toBe(invoice.confirmation_secret.client_secret);

    const start = new Date('2033-03-01T09:00:00Z');
    const ev = paidEvent(row, invoice.id, 4400, start);
    expect(await post(ev)).toEqual({ received: true, outcome: 'granted' });
    expect(await post(ev)).toEqual({ received: true, outcome: 'duplicate' });
    const periods = await env.db.select().from(membershipPeriods).where(eq(membershipPeriods.membershipId, sub.membershipId));
    expect(periods).toEqual([expect.objectContaining({ amountPence: 4400, orderId: row.firstOrderId })]);
    const [order] = await env.db.select().from(orders).where(eq(orders.id, row.firstOrderId!));
    expect(order).toMatchObject({ originalPence: 6900, voucherPence: 2500, amountPence: 4400, paidPence: 4400 });
    const [payment] = await env.db.select().from(payments).where(eq(payments.providerPaymentId, invoice.id));
    expect(payment).toMatchObject({ orderId: order!.id, amountPence: 4400, provider: 'stripe' });
    expect(await env.db.select().from(receipts).where(eq(receipts.paymentId, payment!.id))).toHaveLength(1);
  });

  it('in full: the first invoice is £0, the pending SetupIntent saves her card, invoice.paid grants with no payment', async () => {
    const { sub, row, v } = await setUp(5000, 8000, 'stripe-full');
    expect(sub).toMatchObject({ intent: 'setup', voucherPence: 5000, amountPence: 0 });
    expect(await balanceOf(v.id)).toBe(3000);
    const subscription = stripe.fake.billing.get(row.providerSubscriptionId!)!;
    const pending = subscription.pending_setup_intent as { id: string; client_secret: string };
    expect(sub.clientSecret).toBe(pending.client_secret);
    // Marked as the membership's, so its setup_intent.succeeded makes the card the subscription's default.
    const marked = stripe.fake.requests.find((r) => r.path === `/v1/setup_intents/${pending.id}`)!;
    expect(marked.form['metadata[membershipId]']).toBe(String(sub.membershipId));
    expect((subscription.latest_invoice as { amount_due: number; status: string }).amount_due).toBe(0);

    const invoiceId = (subscription.latest_invoice as { id: string }).id;
    expect(await post(paidEvent(row, invoiceId, 0, new Date('2033-04-01T09:00:00Z')))).toEqual({ received: true, outcome: 'granted' });
    const [order] = await env.db.select().from(orders).where(eq(orders.id, row.firstOrderId!));
    expect(order).toMatchObject({ amountPence: 0, voucherPence: 5000, paidPence: 0, adminStatus: 'confirmed' });
    expect(await env.db.select().from(payments).where(eq(payments.orderId, order!.id))).toEqual([]);
    const saved = signedStripeEvent({
      id: eventId(),
      type: 'setup_intent.succeeded',
      object: {
        id: pending.id,
        object: 'setup_intent',
        customer: row.providerCustomerId,
        payment_method: 'pm_voucher_card',
        status: 'succeeded',
        metadata: { membershipId: String(sub.membershipId) },
      },
    });
    expect(await post(saved)).toEqual({ received: true, outcome: 'card_saved' });
    const update = stripe.fake.requests.find(
      (r) => r.path === `/v1/subscriptions/${row.providerSubscriptionId}` && r.form.default_payment_method === 'pm_voucher_card',
    );
    expect(update).toBeDefined();
  });

  it('gives the share back when Stripe ends the subscription before its first invoice is paid', async () => {
    const { sub, row, v } = await setUp(6000, 2000, 'stripe-unpaid');
    expect(await balanceOf(v.id)).toBe(0);
    const deleted = signedStripeEvent({
      id: eventId(),
      type: 'customer.subscription.deleted',
      object: { id: row.providerSubscriptionId, object: 'subscription', customer: row.providerCustomerId, status: 'incomplete_expired' },
    });
    expect(await post(deleted)).toEqual({ received: true, outcome: 'ended' });
    expect(await post(deleted)).toEqual({ received: true, outcome: 'ended' });
    expect(await balanceOf(v.id)).toBe(2000);
    const actions = (
      await env.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'membership'), eq(auditLog.entityId, String(sub.membershipId))))
        .orderBy(asc(auditLog.id))
    ).map((a) => a.action);
    expect(actions).toEqual(['membership.subscribe', 'membership.end', 'membership.first_unpaid']);
  });
});
