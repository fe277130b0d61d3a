/**
 * A membership's first-month introductory price judged by the card on Stripe (decision 804), the real SDK against the
 * local fake: invoice.paid for a first month at the intro price reads the card that paid it (the invoice's payment's
 * charge) before the grant's transaction; a month a voucher paid in full has its card judged when the pending
 * SetupIntent succeeds (its payment method), in either order with the £0 invoice.paid. On PostgreSQL, 200 first months
 * paid with one card under 200 addresses, delivered to two instances at once, leave exactly one unflagged.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, introClaims, memberships } from '../../db/schema';
import { visitor } from '../../test/booking-fixtures';
import { testDbKind } from '../../test/harness';
import { signedStripeEvent, useStripeTestEnv } from '../../test/fake-stripe';
import { invoiceObject } from '../../test/membership-fixtures';
import type { createCaller } from '../../trpc/root';

const { env, stripe } = useStripeTestEnv();
let n = 0;
const eventId = () => `evt_intro_card_${++n}_${Date.now()}`;
const DAY = 86_400_000;
let admin: ReturnType<typeof createCaller>;
let planId: number;

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
  planId = (
    await admin.admin.memberships.createPlan({
      name: 'Unlimited',
      pricePence: 7000,
      classesPerMonth: null,
      classTypeIds: [],
      includesAppointments: false,
      minimumTermMonths: 1,
      noticeDays: 0,
      isActive: true,
      description: '',
    })
  ).id;
  await admin.admin.introOffer.save({ enabled: true, classPence: 500, appointmentPence: 2000, membershipPence: 2000 });
});

type App = Awaited<ReturnType<typeof env.app>>;
async function post(ev: { payload: string; signature: string }, app?: App) {
  const res = await (app ?? (await env.app())).inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': ev.signature },
    payload: ev.payload,
  });
  return res.json<{ received: boolean; outcome: string }>();
}

async function join(who: string, voucherCode?: string) {
  const sub = await env.caller().memberships.subscribe({ planId, ...visitor(who), ...(voucherCode ? { voucherCode } : {}) });
  expect(sub.introPriced).toBe(true);
  const [row] = await env.db.select().from(memberships).where(eq(memberships.id, sub.membershipId));
  const subscription = stripe.fake.billing.get(row!.providerSubscriptionId!)!;
  const invoice = subscription.latest_invoice as { id: string; amount_due: number };
  return { sub, row: row!, invoice, pending: subscription.pending_setup_intent as { id: string } | null };
}

const paid = (j: Awaited<ReturnType<typeof join>>, amount: number) =>
  signedStripeEvent({
    id: eventId(),
    type: 'invoice.paid',
    object: invoiceObject({
      id: j.invoice.id,
      subscription: j.row.providerSubscriptionId!,
      customer: j.row.providerCustomerId!,
      amount,
      start: new Date('2033-05-01T09:00:00Z'),
      end: new Date(new Date('2033-05-01T09:00:00Z').getTime() + 30 * DAY),
      reason: 'subscription_create',
      paid: true,
    }),
  });

const cardSaved = (j: Awaited<ReturnType<typeof join>>, paymentMethod: string) =>
  signedStripeEvent({
    id: eventId(),
    type: 'setup_intent.succeeded',
    object: {
      id: j.pending!.id,
      object: 'setup_intent',
      customer: j.row.providerCustomerId,
      payment_method: paymentMethod,
      status: 'succeeded',
      metadata: { membershipId: String(j.sub.membershipId) },
    },
  });

const flagsOn = (orderIds: number[]) =>
  env.db
    .select({ entityId: auditLog.entityId, after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'intro_offer.repeat_card'),
        eq(auditLog.entity, 'order'),
        inArray(
          auditLog.entityId,
          orderIds.map((id) => String(id)),
        ),
      ),
    );
const cardOf = async (orderId: number) =>
  (await env.db.select({ card: introClaims.cardFingerprint }).from(introClaims).where(eq(introClaims.orderId, orderId)))[0]!.card;

describe('the first-month price judged by the card on Stripe (fake server, real SDK)', () => {
  it('reads the card that paid the first invoice: a fresh card passes, the same card under a second address is flagged', async () => {
    const first = await join('stripe-card-one');
    expect(first.invoice.amount_due).toBe(2000);
    stripe.fake.payInvoiceWithCard(first.invoice.id, 'fp_card_a');
    expect(await post(paid(first, 2000))).toEqual({ received: true, outcome: 'granted' });
    // Asked of Stripe through the invoice's payments, before the grant's transaction.
    const asked = stripe.fake.requests.filter((r) => r.path === '/v1/invoice_payments' && r.form.invoice === first.invoice.id);
    expect(asked).toHaveLength(1);
    expect(await cardOf(first.row.firstOrderId!)).toBe('fp_card_a');
    expect(await flagsOn([first.row.firstOrderId!])).toEqual([]);

    const second = await join('stripe-card-two');
    stripe.fake.payInvoiceWithCard(second.invoice.id, 'fp_card_a');
    expect(await post(paid(second, 2000))).toEqual({ received: true, outcome: 'granted' });
    expect(await flagsOn([second.row.firstOrderId!])).toEqual([
      {
        entityId: String(second.row.firstOrderId),
        after: {
          email: visitor('stripe-card-two').email,
          earlierEmail: visitor('stripe-card-one').email,
          listPence: 7000,
          introPence: 2000,
        },
      },
    ]);
    const mails = await env.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Introductory price paid twice with one card (membership ${second.sub.membershipId})`));
    expect(mails).toHaveLength(1);
    // The month stands: granted and active at the price she was asked.
    const [row] = await env.db.select().from(memberships).where(eq(memberships.id, second.sub.membershipId));
    expect(row).toMatchObject({ status: 'active' });

    const third = await join('stripe-card-three');
    stripe.fake.payInvoiceWithCard(third.invoice.id, 'fp_card_b');
    expect(await post(paid(third, 2000))).toEqual({ received: true, outcome: 'granted' });
    expect(await flagsOn([third.row.firstOrderId!])).toEqual([]);
  });

  it('judges the card the pending SetupIntent saves for a first month a voucher paid in full, in either order', async () => {
    stripe.fake.addPaymentMethod('pm_same_card', 'fp_card_a');
    const voucher = async () => (await admin.admin.vouchers.issue({ amountPence: 2000, recipientEmail: 'friend@example.com' })).code;

    // The £0 invoice.paid first, the card after.
    const j = await join('stripe-setup-one', await voucher());
    expect(j.sub).toMatchObject({ intent: 'setup', amountPence: 0 });
    expect(await post(paid(j, 0))).toEqual({ received: true, outcome: 'granted' });
    // A £0 invoice had no card: Stripe is not asked for one.
    expect(stripe.fake.requests.filter((r) => r.path === '/v1/invoice_payments' && r.form.invoice === j.invoice.id)).toEqual([]);
    expect(await cardOf(j.row.firstOrderId!)).toBeNull();
    expect(await post(cardSaved(j, 'pm_same_card'))).toEqual({ received: true, outcome: 'card_saved' });
    expect(await cardOf(j.row.firstOrderId!)).toBe('fp_card_a');
    expect(await flagsOn([j.row.firstOrderId!])).toHaveLength(1);

    // The card first, then the £0 invoice.paid: the card waits on the claim and is judged when the month is kept.
    const k = await join('stripe-setup-two', await voucher());
    expect(await post(cardSaved(k, 'pm_same_card'))).toEqual({ received: true, outcome: 'card_saved' });
    expect(await flagsOn([k.row.firstOrderId!])).toEqual([]);
    expect(await post(paid(k, 0))).toEqual({ received: true, outcome: 'granted' });
    expect(await flagsOn([k.row.firstOrderId!])).toHaveLength(1);
  });
});

describe.runIf(testDbKind() === 'postgres')('one card paying 200 first months at once on PostgreSQL (two instances)', () => {
  it('keeps every month and flags all but one to the owner', async () => {
    const second = await env.secondInstance({ poolSize: 20 });
    const apps = [await env.app(), second.app];
    const joined = [];
    for (let i = 0; i < 200; i += 20)
      joined.push(...(await Promise.all(Array.from({ length: 20 }, (_, k) => join(`stripe-rush-${i + k}`)))));
    for (const j of joined) stripe.fake.payInvoiceWithCard(j.invoice.id, 'fp_rush');
    const outcomes = await Promise.all(joined.map((j, i) => post(paid(j, 2000), apps[i % 2])));
    expect(outcomes.filter((o) => o.outcome === 'granted')).toHaveLength(200);
    const orderIds = joined.map((j) => j.row.firstOrderId!);
    const kept = await env.db.select().from(introClaims).where(inArray(introClaims.orderId, orderIds));
    expect(kept.filter((c) => c.cardFingerprint === 'fp_rush' && c.confirmedAt !== null)).toHaveLength(200);
    const flags = await flagsOn(orderIds);
    expect(flags).toHaveLength(199);
    expect(new Set(flags.map((f) => f.entityId)).size).toBe(199);
  }, 240_000);
});
