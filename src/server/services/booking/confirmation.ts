/**
 * Settling payments, one module per use case under the service below: payment-rules.ts (the pending id, the flags,
 * the messages, the outcomes), payment-locks.ts (the payment found and locked, the event recorded once),
 * paid-orders.ts (what a succeeded payment does to what it paid for, and the refund of one that came too late),
 * settle.ts (a payment succeeded or failed), refund-events.ts (refunds the provider reports).
 */
import { and, eq } from 'drizzle-orm';
import type { PaymentStatusDto } from '../../../domain/dto';
import { forbidden, notFound } from '../../../domain/errors';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { payments, webhookEvents } from '../../db/schema';
import type { CustomerService } from '../customers/customers';
import type { MailService } from '../mail/mail';
import type { CreditService } from '../money/credits';
import { type PaymentEvent, type PaymentProvider, WebhookSignatureError } from '../money/payments/provider';
import { testCardFingerprint, testCardOutcome } from '../money/payments/test-provider';
import type { RefundService } from '../money/refunds';
import type { Log } from '../platform/log';
import { createPaidOrders } from './paid-orders';
import { createPaymentLocks } from './payment-locks';
import { ownedPayment, PAYMENT_MESSAGES, type SettleOutcome } from './payment-rules';
import { createRefundEvents } from './refund-events';
import { createSettlement } from './settle';

/**
 * The one place a payment's outcome changes bookings: Stripe webhooks, the test card form and
 * `payments.refresh` all come here. Every step is idempotent: settling the same payment twice changes
 * nothing the second time.
 */
export function createConfirmationService(deps: {
  db: Db;
  config: Config;
  provider: PaymentProvider;
  mail: MailService;
  customers: CustomerService;
  refunds: RefundService;
  credits: CreditService;
  log: Log;
}) {
  const { db, config, provider, mail, customers, refunds, credits } = deps;

  const locks = createPaymentLocks({ provider });
  const paid = createPaidOrders({ db, config, mail, customers, refunds, credits });
  const { paymentSucceeded, paymentFailed } = createSettlement({ db, config, provider, mail, refunds, log: deps.log, locks, paid });
  const { providerRefund, chargeRefunded } = createRefundEvents({ db, config, provider, mail, refunds, locks });

  /** A verified provider webhook event. */
  async function handleEvent(event: PaymentEvent): Promise<SettleOutcome> {
    if (event.refund) return providerRefund(event.refund, new Date(), event.id, event.type);
    if (event.refundedPaymentId) return chargeRefunded(event.refundedPaymentId, event.id, event.type, new Date());
    const ref = { paymentId: event.paymentId, orderId: event.orderId, eventId: event.id, eventType: event.type };
    if (event.outcome === 'succeeded') return paymentSucceeded(ref);
    if (event.outcome === 'failed' || event.outcome === 'cancelled') return paymentFailed({ ...ref, status: event.outcome });
    await db.insert(webhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
    return 'ignored';
  }

  async function statusOf(paymentId: string, failureMessage: string | null = null): Promise<PaymentStatusDto> {
    const [row] = await db
      .select({ status: payments.status })
      .from(payments)
      .where(and(eq(payments.provider, provider.name), eq(payments.providerPaymentId, paymentId)));
    if (!row) throw notFound(PAYMENT_MESSAGES.notFound);
    const message =
      row.status === 'refunded'
        ? PAYMENT_MESSAGES.refunded
        : row.status === 'cancelled'
          ? PAYMENT_MESSAGES.cancelled
          : row.status === 'failed'
            ? (failureMessage ?? PAYMENT_MESSAGES.failed)
            : null;
    return { status: row.status, message };
  }

  async function knownPaymentId(clientSecret: string, holdToken: string | null | undefined): Promise<string> {
    return (await ownedPayment(db, provider, clientSecret, holdToken)).paymentId;
  }

  return {
    paymentSucceeded,
    paymentFailed,
    handleEvent,

    /**
     * A provider's webhook delivery: the signature is checked over the exact bytes sent, then the event is
     * settled. A bad signature is answered, not thrown: the sender gets 400 and the reason is logged.
     */
    async receiveWebhook(
      raw: Buffer,
      signature: string | undefined,
    ): Promise<{ accepted: false; reason: string } | { accepted: true; event: PaymentEvent; outcome: SettleOutcome }> {
      let event: PaymentEvent;
      try {
        event = provider.verifyWebhook(raw, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) return { accepted: false, reason: error.message };
        throw error;
      }
      return { accepted: true, event, outcome: await handleEvent(event) };
    },

    /** The test provider's card form: Stripe's test numbers succeed or fail as they would on Stripe. */
    async confirmTestCard(
      clientSecret: string,
      cardNumber: string,
      holdToken: string | null | undefined,
      billing?: { name?: string | undefined; email?: string | undefined; phone?: string | undefined },
    ): Promise<PaymentStatusDto> {
      if (provider.name !== 'test') throw forbidden(PAYMENT_MESSAGES.testOnly);
      const id = await knownPaymentId(clientSecret, holdToken);
      const current = await statusOf(id);
      if (current.status === 'succeeded' || current.status === 'refunded' || current.status === 'cancelled') return current;
      const outcome = testCardOutcome(cardNumber);
      if (!outcome.ok) {
        await paymentFailed({ paymentId: id, status: 'failed' });
        return { status: 'failed', message: outcome.message };
      }
      await paymentSucceeded({
        paymentId: id,
        payer: billing ? { name: billing.name ?? null, email: billing.email ?? null, phone: billing.phone ?? null } : null,
        cardFingerprint: testCardFingerprint(cardNumber),
      });
      return statusOf(id);
    },

    /** The confirmation screen's order: by the payment's client secret just after paying, by its id on a reload. */
    receipt(which: { order?: number | undefined; clientSecret?: string | undefined }, holdToken: string | null | undefined) {
      const paymentId = which.clientSecret ? provider.paymentIdOf(which.clientSecret) : null;
      if (which.clientSecret && !paymentId) throw notFound(PAYMENT_MESSAGES.notFound);
      return customers.receipt(
        { order: which.order, payment: paymentId ? { provider: provider.name, id: paymentId } : undefined },
        holdToken,
      );
    },

    /** Asks the provider how a payment stands and settles it here if a webhook has not yet. */
    async refresh(clientSecret: string, holdToken: string | null | undefined): Promise<PaymentStatusDto> {
      const id = await knownPaymentId(clientSecret, holdToken);
      await statusOf(id);
      const state = await provider.retrieve(id);
      if (state.status === 'succeeded')
        await paymentSucceeded({ paymentId: id, payer: state.payer, cardFingerprint: state.cardFingerprint });
      else if (state.status === 'cancelled') await paymentFailed({ paymentId: id, status: 'cancelled' });
      const answer = await statusOf(id, state.failureMessage);
      return answer.status === 'pending' && state.status === 'failed'
        ? { status: 'failed', message: state.failureMessage ?? PAYMENT_MESSAGES.failed }
        : answer;
    },
  };
}

export type ConfirmationService = ReturnType<typeof createConfirmationService>;
