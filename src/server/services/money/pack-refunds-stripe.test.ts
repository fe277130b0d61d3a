/**
 * A class pack refunded in Stripe's dashboard (a signed charge.refunded webhook) revokes its unused credits the
 * same way the admin's refund does (decision 512): in proportion for a part refund, all of them for a full one,
 * once however often the event comes.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger, creditLots, orders } from '../../db/schema';
import { signedStripeEvent, useStripeTestEnv } from '../../test/fake-stripe';
import { REFUND_REVOKE_NOTE } from '../../../domain/packs';

const { env, stripe } = useStripeTestEnv();

let n = 0;
const eventId = () => `evt_pack_refund_${++n}_${Date.now()}`;

async function boughtPack(email: string) {
  const admin = env.caller({ token: await env.adminToken() });
  const pack = await admin.admin.packs.create({ name: `Pack ${email}`, pricePence: 5000, credits: 5, validityDays: 60, classTypeIds: [] });
  const bought = await env.caller().packs.buy({ packId: pack.id, name: 'Pat Buyer', email, phone: '07700 900123' });
  const intentId = bought.clientSecret.split('_secret_')[0]!;
  stripe.fake.setStatus(intentId, 'succeeded');
  await env.caller().payments.refresh({ clientSecret: bought.clientSecret });
  const [order] = await env.db.select({ id: orders.id }).from(orders).where(eq(orders.email, email));
  return { intentId, orderId: order!.id };
}

async function chargeRefunded(intentId: string, amountRefunded: number, id = eventId()) {
  const app = await env.app();
  const { payload, signature } = signedStripeEvent({
    id,
    type: 'charge.refunded',
    object: { id: `ch_${intentId}`, object: 'charge', payment_intent: intentId, amount_refunded: amountRefunded, refunded: true },
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return { outcome: res.json<{ outcome?: string }>().outcome, id };
}

const lotOf = async (orderId: number) =>
  (
    await env.db
      .select({ id: creditLots.id, granted: creditLots.granted, remaining: creditLots.remaining })
      .from(creditLots)
      .where(eq(creditLots.orderId, orderId))
  )[0]!;

describe("a pack refunded in Stripe's dashboard", () => {
  it('a part refund revokes unused credits in proportion; a replay and a later full refund take only what is left', async () => {
    const { intentId, orderId } = await boughtPack('stripe-pack@example.com');
    expect(await lotOf(orderId)).toMatchObject({ granted: 5, remaining: 5 });

    stripe.fake.dashboardRefund(intentId, 2000);
    const part = await chargeRefunded(intentId, 2000);
    expect(part.outcome).toBe('refunded');
    // £30 of £50 kept pays for 3 of the 5 credits.
    expect(await lotOf(orderId)).toMatchObject({ granted: 5, remaining: 3 });
    expect((await chargeRefunded(intentId, 2000, part.id)).outcome).toBe('duplicate');
    expect((await chargeRefunded(intentId, 2000)).outcome).toBe('already');
    expect(await lotOf(orderId)).toMatchObject({ remaining: 3 });

    stripe.fake.dashboardRefund(intentId, 3000);
    expect((await chargeRefunded(intentId, 5000)).outcome).toBe('refunded');
    const lot = await lotOf(orderId);
    expect(lot.remaining).toBe(0);
    const revoked = await env.db
      .select({ delta: creditLedger.delta, note: creditLedger.note })
      .from(creditLedger)
      .where(eq(creditLedger.lotId, lot.id));
    expect(revoked.filter((r) => r.note === REFUND_REVOKE_NOTE).map((r) => r.delta)).toEqual([-2, -3]);
  });
});
