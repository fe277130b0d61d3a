/**
 * Recurring billing for memberships: Stripe Billing (customers, subscriptions with payment_behavior
 * default_incomplete, invoices, SetupIntents) through the stripe SDK's public API, or the embedded test
 * provider's equivalent (a saved test card; renewals charged by a job on the injectable clock, see renewals.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { stripeSdk } from '../money/payments/stripe';
import type { Config } from '../../config';
import { WebhookSignatureError } from '../money/payments/provider';

export interface BillingStart {
  customerId: string;
  subscriptionId: string;
  /**
   * 'payment': the first invoice's payment (Stripe: its confirmation secret), confirmed in the browser with SCA.
   * 'setup': the first invoice needed no payment (a credit paid it, decision 800): a SetupIntent (Stripe: the
   * subscription's pending_setup_intent) that saves her card for the renewals.
   */
  clientSecret: string;
  intent: 'payment' | 'setup';
}

/** A verified provider event about a membership's invoice or subscription. */
export interface BillingEvent {
  eventId: string;
  type: 'invoice_paid' | 'invoice_failed' | 'subscription_ended' | 'card_saved';
  subscriptionId: string | null;
  customerId: string | null;
  invoiceId: string | null;
  amountPence: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  /** 'subscription_create' for the first month, 'subscription_cycle' for a renewal. */
  billingReason: string | null;
  failureMessage: string | null;
  /** card_saved: the SetupIntent's payment method, to become the subscription's default. */
  paymentMethodId: string | null;
}

export interface BillingProvider {
  name: 'stripe' | 'test';
  start(input: {
    membershipId: number;
    email: string;
    name: string;
    plan: { id: number; name: string; pricePence: number; stripeProductId: string | null };
    /**
     * What the first month's invoice is not to charge (decision 800): a gift voucher's share and the introductory
     * price's reduction, pence. Stripe: a credit on the customer's balance, applied to the first invoice.
     */
    creditPence: number;
    /** Keeps the Stripe product made for the plan, so the next subscription reuses it. */
    keepProductId(productId: string): Promise<void>;
  }): Promise<BillingStart>;
  /** Ends the subscription at `at` (Stripe: cancel_at); nothing is charged after it. */
  cancelAt(subscriptionId: string, at: Date): Promise<void>;
  /** Stops collecting until `until` (Stripe: pause_collection with resumes_at). */
  pause(subscriptionId: string, until: Date): Promise<void>;
  /** A SetupIntent for a new card; its secret is confirmed in the browser. */
  cardSetup(m: { customerId: string; subscriptionId: string; membershipId: number }): Promise<{ clientSecret: string }>;
  /** Makes a saved card the subscription's default and pays the open invoice with it (Stripe). */
  useCard(subscriptionId: string, paymentMethodId: string): Promise<void>;
  /**
   * The card's fingerprint (decision 804): of the card that paid a first invoice, or of a saved payment method. Null
   * when the provider gives none; the test provider's card forms give theirs themselves.
   */
  cardFingerprint(of: { invoiceId: string } | { paymentMethodId: string }): Promise<string | null>;
  /** Null when the event is not one of these (a one-off payment's, say); throws WebhookSignatureError on a bad signature. */
  verify(raw: Buffer | string, signature: string | undefined): BillingEvent | null;
}

const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === 'string' ? v : v.id);

export function createStripeBilling(config: Config): BillingProvider {
  const stripe = stripeSdk(config);

  function invoiceEvent(eventId: string, type: BillingEvent['type'], invoice: Stripe.Invoice): BillingEvent {
    const line = invoice.lines?.data?.[0];
    const sub = invoice.parent?.subscription_details?.subscription;
    return {
      eventId,
      type,
      subscriptionId: idOf(sub ?? null),
      customerId: idOf(invoice.customer),
      invoiceId: invoice.id ?? null,
      amountPence: type === 'invoice_paid' ? invoice.amount_paid : invoice.amount_due,
      periodStart: line ? new Date(line.period.start * 1000) : null,
      periodEnd: line ? new Date(line.period.end * 1000) : null,
      billingReason: invoice.billing_reason ?? null,
      failureMessage: null,
      paymentMethodId: null,
    };
  }

  return {
    name: 'stripe',

    async start(input) {
      const { membershipId, email, name, plan } = input;
      let productId = plan.stripeProductId;
      if (!productId) {
        const product = await stripe.products.create(
          { name: plan.name, metadata: { planId: String(plan.id) } },
          { idempotencyKey: `membership-plan-${plan.id}-product` },
        );
        productId = product.id;
        await input.keepProductId(productId);
      }
      const customer = await stripe.customers.create(
        { email, name, metadata: { membershipId: String(membershipId) } },
        { idempotencyKey: `membership-${membershipId}-customer` },
      );
      // The first month's credit (decision 800): a negative balance transaction on her own customer, which Stripe
      // applies to the next invoice it finalises, the subscription's first. The customer is this membership's alone.
      if (input.creditPence > 0)
        await stripe.customers.createBalanceTransaction(
          customer.id,
          {
            amount: -input.creditPence,
            currency: 'gbp',
            description: 'First month: gift voucher and introductory price',
            metadata: { membershipId: String(membershipId) },
          },
          { idempotencyKey: `membership-${membershipId}-first-credit` },
        );
      const subscription = await stripe.subscriptions.create(
        {
          customer: customer.id,
          items: [{ price_data: { currency: 'gbp', product: productId, unit_amount: plan.pricePence, recurring: { interval: 'month' } } }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: { membershipId: String(membershipId) },
          expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
        },
        { idempotencyKey: `membership-${membershipId}-subscription` },
      );
      const invoice = subscription.latest_invoice;
      const clientSecret = typeof invoice === 'object' && invoice ? invoice.confirmation_secret?.client_secret : null;
      if (clientSecret) return { customerId: customer.id, subscriptionId: subscription.id, clientSecret, intent: 'payment' };
      // Nothing to pay now: Stripe paid the first invoice from the credit and opened a SetupIntent for the card. Our
      // metadata on it lets its setup_intent.succeeded make the card the subscription's default (useCard).
      const pending = subscription.pending_setup_intent;
      if (pending && typeof pending === 'object' && pending.client_secret) {
        await stripe.setupIntents.update(pending.id, { metadata: { membershipId: String(membershipId) } });
        return { customerId: customer.id, subscriptionId: subscription.id, clientSecret: pending.client_secret, intent: 'setup' };
      }
      throw new Error(`Stripe subscription ${subscription.id} came without its first invoice's secret`);
    },

    async cancelAt(subscriptionId, at) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at: Math.floor(at.getTime() / 1000) });
    },

    async pause(subscriptionId, until) {
      await stripe.subscriptions.update(subscriptionId, {
        pause_collection: { behavior: 'void', resumes_at: Math.floor(until.getTime() / 1000) },
      });
    },

    async cardSetup({ customerId, membershipId }) {
      const intent = await stripe.setupIntents.create({
        customer: customerId,
        usage: 'off_session',
        metadata: { membershipId: String(membershipId) },
      });
      if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} without a client secret`);
      return { clientSecret: intent.client_secret };
    },

    async useCard(subscriptionId, paymentMethodId) {
      const subscription = await stripe.subscriptions.update(subscriptionId, { default_payment_method: paymentMethodId });
      const open = idOf(subscription.latest_invoice);
      if (open) {
        const invoice = await stripe.invoices.retrieve(open);
        if (invoice.status === 'open') await stripe.invoices.pay(open, { payment_method: paymentMethodId });
      }
    },

    async cardFingerprint(of) {
      if ('paymentMethodId' in of) return (await stripe.paymentMethods.retrieve(of.paymentMethodId)).card?.fingerprint ?? null;
      // An invoice's payments are listed apart from it (no invoice.charge since API 2025-03-31); its charge has the card.
      const paid = await stripe.invoicePayments.list({
        invoice: of.invoiceId,
        status: 'paid',
        limit: 1,
        expand: ['data.payment.payment_intent.latest_charge'],
      });
      const intent = paid.data[0]?.payment.payment_intent;
      const charge = intent && typeof intent === 'object' && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      return charge?.payment_method_details?.card?.fingerprint ?? null;
    },

    verify(raw, signature) {
      if (!config.STRIPE_WEBHOOK_SECRET) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not configured');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(raw, signature, config.STRIPE_WEBHOOK_SECRET);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
      switch (event.type) {
        case 'invoice.paid':
          return invoiceEvent(event.id, 'invoice_paid', event.data.object);
        case 'invoice.payment_failed':
          return invoiceEvent(event.id, 'invoice_failed', event.data.object);
        case 'customer.subscription.deleted': {
          const sub = event.data.object;
          return {
            eventId: event.id,
            type: 'subscription_ended',
            subscriptionId: sub.id,
            customerId: idOf(sub.customer),
            invoiceId: null,
            amountPence: 0,
            periodStart: null,
            periodEnd: null,
            billingReason: null,
            failureMessage: null,
            paymentMethodId: null,
          };
        }
        case 'setup_intent.succeeded': {
          const intent = event.data.object;
          if (!intent.metadata?.membershipId) return null;
          return {
            eventId: event.id,
            type: 'card_saved',
            subscriptionId: null,
            customerId: idOf(intent.customer),
            invoiceId: null,
            amountPence: 0,
            periodStart: null,
            periodEnd: null,
            billingReason: null,
            failureMessage: null,
            paymentMethodId: idOf(intent.payment_method),
          };
        }
        default:
          return null;
      }
    },
  };
}

// As the one-off test provider does: the secret's tail is derived from the id, so any instance can check it.
const tail = (id: string) => createHash('sha256').update(`test-billing:${id}`).digest('hex').slice(0, 24);

/** The test provider's subscription id behind a client secret it issued (first payment or card setup), or null. */
export function testSubscriptionOf(clientSecret: string): string | null {
  const match = /^(testsub_[0-9a-f]{32})_(?:secret|setup)_([0-9a-f]{24})$/.exec(clientSecret);
  if (!match || tail(match[1]!) !== match[2]) return null;
  return match[1]!;
}

/** No network, no money: the membership row is its record; the test card forms move it on (cards.ts). */
export function createTestBilling(): BillingProvider {
  return {
    name: 'test',
    async start({ plan, creditPence }) {
      const subscriptionId = `testsub_${randomBytes(16).toString('hex')}`;
      // As Stripe: a first month the credit pays in full asks only for the card (the service grants it at once).
      const setup = creditPence >= plan.pricePence;
      return {
        customerId: `testcus_${randomBytes(12).toString('hex')}`,
        subscriptionId,
        clientSecret: setup ? testCardSetupSecret(subscriptionId) : `${subscriptionId}_secret_${tail(subscriptionId)}`,
        intent: setup ? 'setup' : 'payment',
      };
    },
    // The renewal job reads cancel_at and the pause from the membership row itself.
    async cancelAt() {},
    async pause() {},
    async cardSetup({ subscriptionId }) {
      return { clientSecret: testCardSetupSecret(subscriptionId) };
    },
    async useCard() {},
    async cardFingerprint() {
      return null;
    },
    verify() {
      return null;
    },
  };
}

export function testCardSetupSecret(subscriptionId: string): string {
  return `${subscriptionId}_setup_${tail(subscriptionId)}`;
}

export function createBillingProvider(config: Config): BillingProvider {
  return config.STRIPE_SECRET_KEY ? createStripeBilling(config) : createTestBilling();
}
