import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { Config } from '../../../config';
import {
  type PaymentEvent,
  type PaymentProvider,
  type ProviderPaymentStatus,
  type ProviderRefundState,
  WebhookSignatureError,
} from './provider';

function refundState(refund: Stripe.Refund): ProviderRefundState | null {
  const paymentId = typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? null);
  if (!paymentId) return null;
  const status =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed'
        ? 'failed'
        : refund.status === 'canceled'
          ? 'cancelled'
          : 'pending';
  return { id: refund.id, paymentId, amountPence: refund.amount, status, refundKey: refund.metadata?.refundKey ?? null };
}

const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'charge.refund.updated']);

function statusOf(intent: Stripe.PaymentIntent): ProviderPaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'cancelled';
    case 'requires_payment_method':
      return intent.last_payment_error ? 'failed' : 'pending';
    default:
      return 'pending';
  }
}

const OUTCOMES: Record<string, PaymentEvent['outcome']> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'cancelled',
};

// The SDK is loaded only when Stripe is configured: it was a tenth of every start's module loading.
const require = createRequire(import.meta.url);

/** The stripe SDK as every part of the site uses it; STRIPE_API_URL points it elsewhere (tests use a local HTTP server). */
export function stripeSdk(config: Config): Stripe {
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  const StripeSdk = require('stripe') as typeof Stripe;
  return new StripeSdk(config.STRIPE_SECRET_KEY!, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** Stripe PaymentIntents in GBP. */
export function createStripeProvider(config: Config): PaymentProvider {
  const stripe = stripeSdk(config);

  return {
    name: 'stripe',

    async createPayment(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountPence,
          currency: input.currency,
          description: input.description,
          metadata: input.metadata,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!intent.client_secret) throw new Error(`Stripe returned PaymentIntent ${intent.id} without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieve(id) {
      // The charge carries the Payment Element's billing details: who paid, when the order did not say.
      const intent = await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
      const charge = typeof intent.latest_charge === 'object' && intent.latest_charge ? intent.latest_charge : null;
      const billing = charge?.billing_details ?? null;
      const payer = { name: billing?.name ?? null, email: intent.receipt_email ?? billing?.email ?? null, phone: billing?.phone ?? null };
      return {
        id: intent.id,
        status: statusOf(intent),
        amountPence: intent.amount_received || intent.amount,
        failureMessage: intent.last_payment_error?.message ?? null,
        payer: payer.name || payer.email || payer.phone ? payer : null,
        // The same card gives the same fingerprint across customers: the introductory offer's second test (decision 790).
        cardFingerprint: charge?.payment_method_details?.card?.fingerprint ?? null,
      };
    },

    async refund(input) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: input.providerPaymentId,
          amount: input.amountPence,
          // Stripe knows only its own reasons; ours goes into the metadata for the dashboard.
          ...(input.reason === 'self_cancel' ? { reason: 'requested_by_customer' as const } : {}),
          // refundKey lets the refund webhooks that echo this refund find its row here.
          metadata: { reason: input.reason, refundKey: input.idempotencyKey },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') throw new Error(`Stripe refund ${refund.id} ${refund.status}`);
      return { id: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : 'pending' };
    },

    async refundsOf(paymentId) {
      const states: ProviderRefundState[] = [];
      for await (const refund of stripe.refunds.list({ payment_intent: paymentId, limit: 100 })) {
        const state = refundState(refund);
        if (state) states.push(state);
      }
      return states;
    },

    verifyWebhook(rawBody, signatureHeader) {
      if (!config.STRIPE_WEBHOOK_SECRET) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not configured');
      if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, config.STRIPE_WEBHOOK_SECRET);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
      const base = {
        id: event.id,
        type: event.type,
        outcome: 'ignored' as const,
        paymentId: null,
        orderId: null,
        amountPence: null,
        failureMessage: null,
      };
      if (REFUND_EVENTS.has(event.type)) {
        const object = event.data.object as Stripe.Refund;
        return { ...base, refund: object.object === 'refund' ? refundState(object) : null };
      }
      if (event.type === 'charge.refunded') {
        const charge = event.data.object;
        const paymentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null);
        return { ...base, refundedPaymentId: charge.object === 'charge' ? paymentId : null };
      }
      const outcome = OUTCOMES[event.type] ?? 'ignored';
      const object = event.data.object as Partial<Stripe.PaymentIntent>;
      const isIntent = outcome !== 'ignored' && object.object === 'payment_intent';
      const orderId = Number(object.metadata?.orderId);
      return {
        id: event.id,
        type: event.type,
        outcome: isIntent ? outcome : 'ignored',
        paymentId: isIntent ? (object.id ?? null) : null,
        orderId: isIntent && Number.isInteger(orderId) && orderId > 0 ? orderId : null,
        amountPence: isIntent ? (object.amount_received ?? object.amount ?? null) : null,
        failureMessage: isIntent ? (object.last_payment_error?.message ?? null) : null,
      };
    },

    paymentIdOf(clientSecret) {
      const match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
      return match?.[1] ?? null;
    },

    async clientSecretOf(id) {
      const intent = await stripe.paymentIntents.retrieve(id);
      if (!intent.client_secret) throw new Error(`PaymentIntent ${id} has no client secret`);
      return intent.client_secret;
    },
  };
}
