/**
 * A local HTTP endpoint standing in for Stripe's servers: the real stripe SDK is pointed at it with
 * STRIPE_API_URL. It records every request (path, headers, form body) and answers like the API does
 * for the calls this site makes.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { createServices } from '../services/container';
import { useTestEnv } from './harness';

export interface CapturedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
}

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  description: string | null;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
  receipt_email: string | null;
  /** Always answered expanded (as with expand[]=latest_charge), once the payer is set. */
  latest_charge: {
    id: string;
    object: 'charge';
    billing_details: { name: string | null; email: string | null; phone: string | null };
  } | null;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: string;
  reason: string | null;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  requests: CapturedRequest[];
  intents: Map<string, FakeIntent>;
  /** Refunds created, in order; one per idempotency key as Stripe does. */
  refunds: FakeRefund[];
  /** Makes the next refunds fail like a Stripe API error. */
  failRefunds(on: boolean): void;
  /** Makes the next payment-intent creations fail like a Stripe API error. */
  failCreates(on: boolean): void;
  setStatus(id: string, status: 'succeeded' | 'canceled' | 'requires_payment_method'): void;
  /** What the Payment Element collected: billing details on the charge, and the receipt e-mail. */
  setPayer(id: string, billing: { name?: string; email?: string; phone?: string }, receiptEmail?: string): void;
  /** Billing objects made through the SDK (memberships): customers, products, subscriptions, invoices, SetupIntents. */
  billing: Map<string, Record<string, unknown>>;
  /** The card that paid an invoice (its invoice payment's charge), as `invoicePayments.list` answers it. */
  payInvoiceWithCard(invoiceId: string, fingerprint: string): void;
  /** A saved card (`paymentMethods.retrieve`) with its fingerprint. */
  addPaymentMethod(id: string, fingerprint: string): void;
  /** A refund made in Stripe's dashboard (no metadata from this site); returns it for the webhook event. */
  dashboardRefund(intentId: string, amount: number, status?: string): FakeRefund;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: CapturedRequest[] = [];
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds: FakeRefund[] = [];
  const refundByKey = new Map<string, FakeRefund>();
  const billing = new Map<string, Record<string, unknown>>();
  const billingByKey = new Map<string, Record<string, unknown>>();
  const invoiceCards = new Map<string, string>();
  const paymentMethods = new Map<string, string>();
  let failing = false;
  let failingRefunds = false;
  let n = 0;

  const send = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++n}` });
    res.end(JSON.stringify(body));
  };

  /** Form fields under `prefix[...]` as an object (metadata[membershipId] -> { membershipId }). */
  const nested = (form: Record<string, string>, prefix: string) => {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(form)) {
      const m = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[(.+)\\]$`).exec(k);
      if (m) out[m[1]!] = v;
    }
    return out;
  };
  const missing = (what: string) => ({ status: 404, body: { error: { type: 'invalid_request_error', message: `No such ${what}` } } });

  /** Stripe Billing as far as the membership code calls it; null: not a billing path. */
  function billingCall(method: string, path: string, form: Record<string, string>, key: string): { status: number; body: unknown } | null {
    const create = (prefix: string, make: (id: string) => Record<string, unknown>) => {
      const again = key ? billingByKey.get(`${path}:${key}`) : undefined;
      if (again) return { status: 200, body: again };
      const id = `${prefix}_fake${String(++n).padStart(6, '0')}`;
      const object = make(id);
      billing.set(id, object);
      if (key) billingByKey.set(`${path}:${key}`, object);
      return { status: 200, body: object };
    };
    if (method === 'POST' && path === '/v1/products')
      return create('prod', (id) => ({ id, object: 'product', name: form.name ?? '', metadata: nested(form, 'metadata') }));
    if (method === 'POST' && path === '/v1/customers')
      return create('cus', (id) => ({
        id,
        object: 'customer',
        email: form.email ?? null,
        name: form.name ?? null,
        metadata: nested(form, 'metadata'),
      }));
    if (method === 'POST' && path === '/v1/setup_intents')
      return create('seti', (id) => ({
        id,
        object: 'setup_intent',
        customer: form.customer ?? null,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake${n}`,
        metadata: nested(form, 'metadata'),
      }));
    // A customer's credit balance (negative: owed to her), applied to the next invoice finalised, as Stripe does.
    const balance = /^\/v1\/customers\/([^/]+)\/balance_transactions$/.exec(path);
    if (method === 'POST' && balance) {
      const customer = billing.get(balance[1]!);
      if (!customer) return missing('customer');
      return create('cbtxn', (id) => {
        customer.balance = Number(customer.balance ?? 0) + Number(form.amount);
        return {
          id,
          object: 'customer_balance_transaction',
          customer: balance[1],
          amount: Number(form.amount),
          currency: form.currency,
          ending_balance: customer.balance,
          type: 'adjustment',
          metadata: nested(form, 'metadata'),
        };
      });
    }
    const setupIntent = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
    if (method === 'POST' && setupIntent) {
      const found = billing.get(setupIntent[1]!);
      if (!found) return missing('setup_intent');
      found.metadata = { ...(found.metadata as Record<string, string>), ...nested(form, 'metadata') };
      return { status: 200, body: found };
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const customer = billing.get(form.customer ?? '');
      if (!customer) return missing('customer');
      return create('sub', (id) => {
        const invoiceId = `in_fake${String(++n).padStart(6, '0')}`;
        const amount = Number(form['items[0][price_data][unit_amount]']);
        // The credit on her balance pays what it can of the first invoice; a £0 invoice is paid at once.
        const credit = Math.min(amount, Math.max(0, -Number(customer.balance ?? 0)));
        customer.balance = Number(customer.balance ?? 0) + credit;
        const due = amount - credit;
        const invoice = {
          id: invoiceId,
          object: 'invoice',
          status: due === 0 ? 'paid' : 'open',
          customer: form.customer,
          total: amount,
          starting_balance: -credit,
          amount_due: due,
          amount_paid: 0,
          billing_reason: 'subscription_create',
          confirmation_secret: due === 0 ? null : { type: 'payment_intent', client_secret: `pi_fake${n}_secret_inv${n}` },
          parent: { type: 'subscription_details', subscription_details: { subscription: id, metadata: nested(form, 'metadata') } },
        };
        billing.set(invoiceId, invoice);
        const expand = Object.entries(form)
          .filter(([k]) => k.startsWith('expand['))
          .map(([, v]) => v);
        // No payment now: Stripe opens a SetupIntent for the card (pending_setup_intent), and the subscription is active.
        let pending: Record<string, unknown> | null = null;
        if (due === 0) {
          const setupId = `seti_fake${String(++n).padStart(6, '0')}`;
          pending = {
            id: setupId,
            object: 'setup_intent',
            customer: form.customer,
            status: 'requires_payment_method',
            usage: 'off_session',
            client_secret: `${setupId}_secret_fake${n}`,
            metadata: {},
          };
          billing.set(setupId, pending);
        }
        return {
          id,
          object: 'subscription',
          customer: form.customer,
          status: due === 0 ? 'active' : 'incomplete',
          metadata: nested(form, 'metadata'),
          // Asked with expand[]=latest_invoice.confirmation_secret: answered expanded.
          latest_invoice: expand.includes('latest_invoice.confirmation_secret') ? invoice : invoiceId,
          pending_setup_intent: pending && expand.includes('pending_setup_intent') ? pending : (pending?.id ?? null),
        };
      });
    }
    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === 'POST' && sub) {
      const found = billing.get(sub[1]!);
      if (!found) return missing('subscription');
      if (form.cancel_at) found.cancel_at = Number(form.cancel_at);
      if (form.default_payment_method) found.default_payment_method = form.default_payment_method;
      if (form['pause_collection[behavior]'])
        found.pause_collection = { behavior: form['pause_collection[behavior]'], resumes_at: Number(form['pause_collection[resumes_at]']) };
      const latest = found.latest_invoice;
      return {
        status: 200,
        body: { ...found, latest_invoice: typeof latest === 'object' && latest ? (latest as { id: string }).id : latest },
      };
    }
    // Answered expanded (as with expand[]=data.payment.payment_intent.latest_charge).
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const of = form.invoice ?? '';
      const fingerprint = invoiceCards.get(of);
      const data = fingerprint
        ? [
            {
              id: `inpay_${of}`,
              object: 'invoice_payment',
              invoice: of,
              status: 'paid',
              payment: {
                type: 'payment_intent',
                payment_intent: {
                  id: `pi_${of}`,
                  object: 'payment_intent',
                  latest_charge: { id: `ch_${of}`, object: 'charge', payment_method_details: { type: 'card', card: { fingerprint } } },
                },
              },
            },
          ]
        : [];
      return { status: 200, body: { object: 'list', url: '/v1/invoice_payments', has_more: false, data } };
    }
    const pm = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (method === 'GET' && pm) {
      const fingerprint = paymentMethods.get(pm[1]!);
      if (fingerprint === undefined) return missing('payment_method');
      return { status: 200, body: { id: pm[1], object: 'payment_method', type: 'card', card: { fingerprint } } };
    }
    const invoice = /^\/v1\/invoices\/([^/]+?)(\/pay)?$/.exec(path);
    if (invoice) {
      const found = billing.get(invoice[1]!);
      if (!found) return missing('invoice');
      if (method === 'POST' && invoice[2]) {
        found.status = 'paid';
        found.amount_paid = found.amount_due;
        found.paid_with = form.payment_method ?? null;
      }
      return { status: 200, body: found };
    }
    return null;
  }

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      // A GET's parameters are in its query string.
      const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });

      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        if (failing) return send(res, 400, { error: { type: 'invalid_request_error', message: 'Simulated Stripe failure' } });
        const key = String(req.headers['idempotency-key'] ?? '');
        const existing = key ? byIdempotencyKey.get(key) : undefined;
        if (existing) return send(res, 200, intents.get(existing));
        const id = `pi_fake${String(++n).padStart(6, '0')}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of Object.entries(form)) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) metadata[m[1]!] = v;
        }
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          amount_received: 0,
          currency: form.currency ?? '',
          description: form.description ?? null,
          status: 'requires_payment_method',
          client_secret: `${id}_secret_fake${n}`,
          metadata,
          last_payment_error: null,
          receipt_email: null,
          latest_charge: null,
        };
        intents.set(id, intent);
        if (key) byIdempotencyKey.set(key, id);
        return send(res, 200, intent);
      }
      const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && one) {
        const intent = intents.get(one[1]!);
        return intent
          ? send(res, 200, intent)
          : send(res, 404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const key = String(req.headers['idempotency-key'] ?? '');
        const again = key ? refundByKey.get(key) : undefined;
        if (again) return send(res, 200, again);
        if (failingRefunds) return send(res, 400, { error: { type: 'invalid_request_error', message: 'Simulated refund failure' } });
        const intent = intents.get(form.payment_intent ?? '');
        if (!intent) return send(res, 404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
        if (intent.status !== 'succeeded')
          return send(res, 400, {
            error: {
              type: 'invalid_request_error',
              code: 'charge_not_refundable',
              message: 'This PaymentIntent has no successful charge to refund',
            },
          });
        const already = refunds.filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0);
        const amount = form.amount ? Number(form.amount) : intent.amount_received - already;
        if (!(amount > 0) || already + amount > intent.amount_received) {
          return send(res, 400, {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: 'Refund amount is greater than the unrefunded amount',
            },
          });
        }
        const metadata: Record<string, string> = {};
        for (const [k, v] of Object.entries(form)) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) metadata[m[1]!] = v;
        }
        const refund: FakeRefund = {
          id: `re_fake${++n}`,
          object: 'refund',
          amount,
          payment_intent: intent.id,
          status: 'succeeded',
          reason: form.reason ?? null,
          metadata,
        };
        refunds.push(refund);
        if (key) refundByKey.set(key, refund);
        return send(res, 200, refund);
      }
      if (req.method === 'GET' && url.pathname === '/v1/refunds') {
        const of = url.searchParams.get('payment_intent');
        return send(res, 200, {
          object: 'list',
          url: '/v1/refunds',
          has_more: false,
          data: refunds.filter((r) => !of || r.payment_intent === of).reverse(),
        });
      }
      const billed = billingCall(req.method ?? '', url.pathname, form, String(req.headers['idempotency-key'] ?? ''));
      if (billed) return send(res, billed.status, billed.body);
      return send(res, 404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    refunds,
    billing,
    failCreates: (on) => (failing = on),
    failRefunds: (on) => (failingRefunds = on),
    setStatus(id, status) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`No fake intent ${id}`);
      intent.status = status;
      if (status === 'succeeded') intent.amount_received = intent.amount;
    },
    setPayer(id, billing, receiptEmail) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`No fake intent ${id}`);
      intent.receipt_email = receiptEmail ?? null;
      intent.latest_charge = {
        id: `ch_${id}`,
        object: 'charge',
        billing_details: { name: billing.name ?? null, email: billing.email ?? null, phone: billing.phone ?? null },
      };
    },
    payInvoiceWithCard: (invoiceId, fingerprint) => void invoiceCards.set(invoiceId, fingerprint),
    addPaymentMethod: (id, fingerprint) => void paymentMethods.set(id, fingerprint),
    dashboardRefund(intentId, amount, status = 'succeeded') {
      const refund: FakeRefund = {
        id: `re_dash${++n}`,
        object: 'refund',
        amount,
        payment_intent: intentId,
        status,
        reason: null,
        metadata: {},
      };
      refunds.push(refund);
      return refund;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const TEST_WEBHOOK_SECRET = 'whsec_test_secret_for_local_tests';

/**
 * A test environment whose payment provider is the real stripe SDK talking to a fake Stripe started
 * for this file. Read `stripe.fake` inside tests.
 */
export function useStripeTestEnv() {
  const stripe = {} as { fake: FakeStripe };
  beforeAll(async () => {
    stripe.fake = await startFakeStripe();
  });
  const env = useTestEnv({
    config: { STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_PUBLISHABLE_KEY: 'pk_test_local', STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET },
    // The fake's port is known only once it listens, after the config was written.
    services: ({ db, config }) => createServices({ db, config: { ...config, STRIPE_API_URL: stripe.fake.url } }),
  });
  afterAll(async () => stripe.fake?.close());
  return { env, stripe };
}

/** A Stripe event as Stripe would POST it, with a valid signature (or the one you pass). */
export function signedStripeEvent(opts: { id: string; type: string; object: unknown; secret?: string }) {
  const payload = JSON.stringify({
    id: opts.id,
    object: 'event',
    type: opts.type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: opts.object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? TEST_WEBHOOK_SECRET });
  return { payload, signature };
}
