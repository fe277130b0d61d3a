/**
 * Memberships on Stripe: the real stripe SDK against the local fake. Subscribing makes a customer and a
 * default_incomplete subscription whose first invoice's secret the browser confirms; invoice.paid (webhooks
 * first) grants the month once; invoice.payment_failed e-mails a card-update link whose SetupIntent, once
 * confirmed, becomes the subscription's card and pays the open invoice; cancelling sets cancel_at.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, membershipPeriods, memberships, receipts, payments } from '../../db/schema';
import { accountSessionFor } from '../../test/account-fixtures';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { signedStripeEvent, useStripeTestEnv } from '../../test/fake-stripe';
import { invoiceObject } from '../../test/membership-fixtures';
import { londonInstant } from '../../../domain/time';

const { env, stripe } = useStripeTestEnv();
let n = 0;
const eventId = () => `evt_member_${++n}_${Date.now()}`;

async function post(payload: string, signature?: string) {
  const app = await env.app();
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
}

describe('memberships on Stripe (fake server, real SDK)', () => {
  it('subscribes through customers + subscriptions; invoice.paid grants once; a failed renewal is mended by a SetupIntent', async () => {
    const token = await env.adminToken();
    const plan = await env.caller({ token }).admin.memberships.createPlan({
      name: 'Eight a month',
      pricePence: 6900,
      classesPerMonth: 8,
      classTypeIds: [],
      includesAppointments: false,
      minimumTermMonths: 1,
      noticeDays: 0,
      isActive: true,
      description: '',
    });
    const sub = await env.caller().memberships.subscribe({ planId: plan.id, ...visitor('stripe-member') });
    const calls = stripe.fake.requests.filter((r) => /^\/v1\/(products|customers|subscriptions)$/.test(r.path));
    expect(calls.map((r) => r.path)).toEqual(['/v1/products', '/v1/customers', '/v1/subscriptions']);
    const create = calls[2]!;
    expect(create.form).toMatchObject({
      payment_behavior: 'default_incomplete',
      'payment_settings[save_default_payment_method]': 'on_subscription',
      'items[0][price_data][currency]': 'gbp',
      'items[0][price_data][unit_amount]': '6900',
      'items[0][price_data][recurring][interval]': 'month',
      'expand[0]': 'latest_invoice.confirmation_secret',
      'metadata[membershipId]': String(sub.membershipId),
    });
    expect(create.headers['idempotency-key']).toBe(`membership-${sub.membershipId}-subscription`);
    const [row] = await env.db.select().from(memberships).where(eq(memberships.id, sub.membershipId));
    const subscription = stripe.fake.billing.get(row!.providerSubscriptionId!)!;
    const firstInvoice = subscription.latest_invoice as { id: string; confirmation_secret: { client_secret: string } };
    // The browser confirms the first invoice's payment with Stripe.js (SCA there): the answer is its secret.
    expect(sub.clientSecret).toBe(firstInvoice.confirmation_secret.client_secret);
    expect(row).toMatchObject({ status: 'incomplete', provider: 'stripe', providerCustomerId: expect.stringMatching(/^cus_/) });

    // A second subscription reuses the plan's Stripe product.
    await env.caller().memberships.subscribe({ planId: plan.id, ...visitor('stripe-member-2') });
    expect(stripe.fake.requests.filter((r) => r.path === '/v1/products')).toHaveLength(1);

    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const start = new Date(londonInstant(slot.date, '08:00').getTime() - 3 * 86_400_000);
    const end = new Date(start.getTime() + 30 * 86_400_000);
    const paid = signedStripeEvent({
      id: eventId(),
      type: 'invoice.paid',
      object: invoiceObject({
        id: firstInvoice.id,
        subscription: row!.providerSubscriptionId!,
        customer: row!.providerCustomerId!,
        amount: 6900,
        start,
        end,
        reason: 'subscription_create',
        paid: true,
      }),
    });
    const first = await post(paid.payload, paid.signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'granted' });
    // Replayed: 200 (Stripe stops retrying) and nothing granted twice.
    expect((await post(paid.payload, paid.signature)).json()).toEqual({ received: true, outcome: 'duplicate' });
    const periods = await env.db.select().from(membershipPeriods).where(eq(membershipPeriods.membershipId, sub.membershipId));
    expect(periods).toEqual([
      expect.objectContaining({ invoiceId: firstInvoice.id, allowance: 8, used: 0, amountPence: 6900, startsAt: start, endsAt: end }),
    ]);
    const [payment] = await env.db.select().from(payments).where(eq(payments.providerPaymentId, firstInvoice.id));
    expect(await env.db.select().from(receipts).where(eq(receipts.paymentId, payment!.id))).toHaveLength(1);
    // A forged invoice.paid is refused before anything is read.
    const forged = signedStripeEvent({ id: eventId(), type: 'invoice.paid', object: {}, secret: 'whsec_other' });
    expect((await post(forged.payload, forged.signature)).statusCode).toBe(400);

    const booked = await env
      .caller()
      .memberships.book({ ...visitor('stripe-member'), classTypeId: mat.id, scheduleId: slot.id, membershipCode: sub.membershipCode });
    expect(booked).toMatchObject({ success: true, clientSecret: null, amountPence: 0 });

    // The renewal fails: past due, and an e-mail with the card-update link.
    const failed = signedStripeEvent({
      id: eventId(),
      type: 'invoice.payment_failed',
      object: invoiceObject({
        id: 'in_renewal_1',
        subscription: row!.providerSubscriptionId!,
        customer: row!.providerCustomerId!,
        amount: 6900,
        start: end,
        end: new Date(end.getTime() + 30 * 86_400_000),
        reason: 'subscription_cycle',
        paid: false,
      }),
    });
    expect((await post(failed.payload, failed.signature)).json()).toEqual({ received: true, outcome: 'past_due' });
    expect((await post(failed.payload, failed.signature)).json()).toEqual({ received: true, outcome: 'duplicate' });
    const mails = await env.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.to, visitor('stripe-member').email), eq(emailOutbox.subject, 'Eight a month: your payment did not go through')),
      );
    expect(mails).toHaveLength(1);
    const cardToken = /\/membership\/card#([A-Za-z0-9_-]+)/.exec(mails[0]!.text)![1]!;
    const setup = await env.caller().memberships.cardSetup({ token: cardToken });
    expect(setup.clientSecret).toMatch(/^seti_fake\d+_secret_/);
    const seti = stripe.fake.requests.find((r) => r.path === '/v1/setup_intents')!;
    expect(seti.form).toMatchObject({
      customer: row!.providerCustomerId,
      usage: 'off_session',
      'metadata[membershipId]': String(sub.membershipId),
    });

    // Stripe.js confirms the SetupIntent; its webhook makes the card the subscription's and pays the open invoice.
    stripe.fake.billing.set('in_renewal_1', {
      ...invoiceObject({
        id: 'in_renewal_1',
        subscription: row!.providerSubscriptionId!,
        customer: row!.providerCustomerId!,
        amount: 6900,
        start: end,
        end,
        reason: 'subscription_cycle',
        paid: false,
      }),
    });
    subscription.latest_invoice = 'in_renewal_1';
    const saved = signedStripeEvent({
      id: eventId(),
      type: 'setup_intent.succeeded',
      object: {
        id: setup.clientSecret.split('_secret_')[0],
        object: 'setup_intent',
        customer: row!.providerCustomerId,
        payment_method: 'pm_new_card',
        status: 'succeeded',
        metadata: { membershipId: String(sub.membershipId) },
      },
    });
    expect((await post(saved.payload, saved.signature)).json()).toEqual({ received: true, outcome: 'card_saved' });
    const update = stripe.fake.requests.find(
      (r) => r.path === `/v1/subscriptions/${row!.providerSubscriptionId}` && r.form.default_payment_method,
    );
    expect(update!.form.default_payment_method).toBe('pm_new_card');
    expect(stripe.fake.requests.some((r) => r.path === '/v1/invoices/in_renewal_1/pay' && r.form.payment_method === 'pm_new_card')).toBe(
      true,
    );

    // Stripe then reports the renewal paid: the month is granted and audited as a renewal.
    const renewed = signedStripeEvent({
      id: eventId(),
      type: 'invoice.paid',
      object: invoiceObject({
        id: 'in_renewal_1',
        subscription: row!.providerSubscriptionId!,
        customer: row!.providerCustomerId!,
        amount: 6900,
        start: end,
        end: new Date(end.getTime() + 30 * 86_400_000),
        reason: 'subscription_cycle',
        paid: true,
      }),
    });
    expect((await post(renewed.payload, renewed.signature)).json()).toEqual({ received: true, outcome: 'granted' });
    const [active] = await env.db.select().from(memberships).where(eq(memberships.id, sub.membershipId));
    expect(active).toMatchObject({ status: 'active', pastDueSince: null });
    const renewals = await env.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'membership.renew'), eq(auditLog.entityId, String(sub.membershipId))));
    expect(renewals).toHaveLength(1);

    // She cancels from her account: Stripe's cancel_at is set to the end the notice allows.
    const session = await accountSessionFor(env, visitor('stripe-member').email);
    const cancelled = await env.caller({ accountSession: session }).memberships.cancel({ membershipId: sub.membershipId });
    expect(cancelled.cancelAt).not.toBeNull();
    const cancelCall = stripe.fake.requests.find((r) => r.path === `/v1/subscriptions/${row!.providerSubscriptionId}` && r.form.cancel_at);
    expect(Number(cancelCall!.form.cancel_at) * 1000).toBe(new Date(cancelled.cancelAt!).getTime());
    // customer.subscription.deleted ends it.
    const deleted = signedStripeEvent({
      id: eventId(),
      type: 'customer.subscription.deleted',
      object: { id: row!.providerSubscriptionId, object: 'subscription', customer: row!.providerCustomerId, status: 'canceled' },
    });
    expect((await post(deleted.payload, deleted.signature)).json()).toEqual({ received: true, outcome: 'ended' });
    const [ended] = await env.db.select().from(memberships).where(eq(memberships.id, sub.membershipId));
    expect(ended!.status).toBe('cancelled');
  });
});
