import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { payments } from '../../../db/schema';
import { type PaymentProvider, WebhookSignatureError } from './provider';

/** Stripe's documented test cards, with the messages Stripe.js shows for them. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Saved on a customer (a membership's card) it is accepted; every charge to it then fails, as with Stripe. */
  chargesFail: '4000000000000341',
} as const;

export type TestCardOutcome = { ok: true } | { ok: false; message: string };

export function testCardOutcome(cardNumber: string): TestCardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === TEST_CARDS.success) return { ok: true };
  if (digits === TEST_CARDS.declined) return { ok: false, message: 'Your card was declined.' };
  if (digits === TEST_CARDS.insufficientFunds) return { ok: false, message: 'Your card has insufficient funds.' };
  if (digits === TEST_CARDS.chargesFail) return { ok: false, message: 'Your card was declined.' };
  return { ok: false, message: 'Your card number is incorrect.' };
}

/** The test provider's card fingerprint: one per test card number, as Stripe's is one per card. */
export function testCardFingerprint(cardNumber: string): string {
  return `testfp_${createHash('sha256')
    .update(`test-card:${cardNumber.replace(/[\s-]/g, '')}`)
    .digest('hex')
    .slice(0, 16)}`;
}

/** Saving a card without charging it (a SetupIntent's equivalent): the charges-fail card is accepted here. */
export function testCardSaveOutcome(cardNumber: string): TestCardOutcome {
  return cardNumber.replace(/[\s-]/g, '') === TEST_CARDS.chargesFail ? { ok: true } : testCardOutcome(cardNumber);
}

// The id carries 128 random bits, so it is as hard to guess as a stored secret would be; the secret's
// tail is derived from the id, which lets any instance rebuild it without keeping state in memory.
const secretTail = (id: string) => createHash('sha256').update(`test-provider:${id}`).digest('hex').slice(0, 24);

/**
 * The embedded provider for development and tests: no network, no real money. A payment's state is
 * its row in the payments table (shared by every instance); the test card form moves it on through
 * the same confirmation code a Stripe webhook uses.
 */
export function createTestProvider(deps: { db: DbOrTx }): PaymentProvider {
  const { db } = deps;
  return {
    name: 'test',

    async createPayment() {
      const id = `testpi_${randomBytes(16).toString('hex')}`;
      return { id, clientSecret: `${id}_secret_${secretTail(id)}` };
    },

    async retrieve(id) {
      const [row] = await db
        .select({ status: payments.status, amountPence: payments.amountPence })
        .from(payments)
        .where(and(eq(payments.provider, 'test'), eq(payments.providerPaymentId, id)));
      if (!row) throw new Error(`Unknown test payment ${id}`);
      // The test card form sends its billing details with the card number (confirmTestCard), not through here.
      return { id, status: row.status, amountPence: row.amountPence, failureMessage: null, payer: null };
    },

    // Nothing was charged, so no money moves. Like Stripe it refuses a payment that did not succeed
    // and answers the same refund id for the same key; the refunds table is its record.
    async refund(input) {
      const [row] = await db
        .select({ status: payments.status, amountPence: payments.amountPence })
        .from(payments)
        .where(and(eq(payments.provider, 'test'), eq(payments.providerPaymentId, input.providerPaymentId)));
      if (!row) throw new Error(`Unknown test payment ${input.providerPaymentId}`);
      if (row.status !== 'succeeded' && row.status !== 'refunded') throw new Error(`Test payment ${input.providerPaymentId} was not paid`);
      if (!(input.amountPence > 0 && input.amountPence <= row.amountPence))
        throw new Error(`Refund of ${input.amountPence} exceeds the payment`);
      return {
        id: `testre_${createHash('sha256').update(`test-refund:${input.idempotencyKey}`).digest('hex').slice(0, 32)}`,
        status: 'succeeded',
      };
    },

    // Refunds of test payments are made only through this site, so the refunds table already has them all.
    async refundsOf() {
      return [];
    },

    verifyWebhook() {
      throw new WebhookSignatureError('The test payment provider sends no webhooks');
    },

    paymentIdOf(clientSecret) {
      const match = /^(testpi_[0-9a-f]{32})_secret_([0-9a-f]{24})$/.exec(clientSecret);
      if (!match || secretTail(match[1]!) !== match[2]) return null;
      return match[1]!;
    },

    async clientSecretOf(id) {
      return `${id}_secret_${secretTail(id)}`;
    },
  };
}
