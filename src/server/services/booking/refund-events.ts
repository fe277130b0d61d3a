/**
 * A refund the provider reports (decision 310): one made in its dashboard is recorded once, by its provider id, and
 * she hears of it; the echo of one of ours changes nothing; charge.refunded reads the payment's refunds as they are.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { formatLongDate } from '../../../domain/time';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orders, payments, webhookEvents } from '../../db/schema';
import { brandOf } from '../mail/brand';
import type { MailService } from '../mail/mail';
import { providerRefundMail } from '../mail/refund-emails';
import { revokeRefundedCredits } from '../money/credit-lots';
import type { PaymentProvider, ProviderRefundState } from '../money/payments/provider';
import { issueRefundReceipt } from '../money/receipts';
import type { RefundService } from '../money/refunds';
import { emitOrderEvent } from '../webhooks/events';
import { bookingMailFacts } from './mail-facts';
import type { createPaymentLocks } from './payment-locks';
import type { SettleOutcome } from './payment-rules';
import { refundedInFull } from './refunded';

export function createRefundEvents(deps: {
  db: Db;
  config: Config;
  provider: PaymentProvider;
  mail: MailService;
  refunds: RefundService;
  locks: ReturnType<typeof createPaymentLocks>;
}) {
  const { db, config, provider, mail, refunds } = deps;
  const { recordEvent, lockPayment } = deps.locks;

  /**
   * A refund the provider reports: one made in its dashboard is recorded once (by its provider id), the echo
   * of one of ours changes nothing, and events may come in any order. A booking refunded in full reads
   * 'refunded' and gives its place back, as from the admin (decision 310); a part refund leaves it as it was.
   */
  async function providerRefund(state: ProviderRefundState, now: Date, eventId?: string, eventType?: string): Promise<SettleOutcome> {
    const outcome = await db.transaction(async (tx): Promise<SettleOutcome> => {
      if (eventId && !(await recordEvent(tx, eventId, eventType ?? 'refund'))) return 'duplicate';
      const payment = await lockPayment(tx, { paymentId: state.paymentId });
      if (!payment) return 'unknown';
      const recorded = await refunds.recordProviderRefund(tx, state, payment, now);
      if (!recorded.changed) return 'already';
      const [order] = await tx
        .select({
          bookingId: orders.bookingId,
          kind: orders.kind,
          paid: orders.paidPence,
          refunded: orders.refundedPence,
          name: orders.name,
          email: orders.email,
          description: orders.description,
        })
        .from(orders)
        .where(eq(orders.id, payment.orderId));
      if (!order) return 'unknown';
      const full = order.paid > 0 && order.refunded >= order.paid;
      await tx
        .update(payments)
        .set({ status: full ? 'refunded' : 'succeeded', updatedAt: now })
        .where(and(eq(payments.id, payment.id), inArray(payments.status, ['succeeded', 'refunded'])));
      if (full) await refundedInFull(tx, payment.orderId, now);
      // A pack refunded in the provider's dashboard gives back its unused credits as the admin's refund does (512).
      if (order.kind === 'pack')
        await revokeRefundedCredits(tx, {
          orderId: payment.orderId,
          paidPence: order.paid,
          refundedPence: order.refunded,
          actor: 'system',
        });
      if (recorded.created) {
        const facts = order.bookingId !== null ? await bookingMailFacts(tx, payment.orderId) : null;
        const what = facts ? `${facts.className} on ${formatLongDate(facts.date)}` : order.description;
        await mail.queue(
          tx,
          providerRefundMail(await brandOf(tx, config), {
            orderId: payment.orderId,
            bookingId: order.bookingId,
            name: order.name,
            email: order.email,
            what,
            refundPence: recorded.amountPence,
            refundedPence: order.refunded,
            paidPence: order.paid,
          }),
        );
      }
      await emitOrderEvent(
        tx,
        'booking.refunded',
        payment.orderId,
        { refund: { id: recorded.refundId, amountPence: recorded.amountPence, status: recorded.status, reason: 'provider' } },
        now,
      );
      // Money given back has its credit note, numbered last in this transaction (decision 650).
      await issueRefundReceipt(tx, config.BUSINESS_NAME, recorded.refundId, now);
      return recorded.status === 'failed' ? 'released' : 'refunded';
    });
    if (outcome === 'refunded' || outcome === 'released') mail.kick();
    return outcome;
  }

  /** charge.refunded: the payment's refunds as the provider has them now, each recorded as above. */
  async function chargeRefunded(paymentId: string, eventId: string, eventType: string, now: Date): Promise<SettleOutcome> {
    const [seen] = await db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, eventId));
    if (seen) return 'duplicate';
    let outcome: SettleOutcome = 'already';
    for (const state of await provider.refundsOf(paymentId)) {
      const one = await providerRefund(state, now);
      if (one === 'unknown') return 'unknown';
      if (one === 'refunded') outcome = 'refunded';
    }
    await db.insert(webhookEvents).values({ id: eventId, type: eventType }).onConflictDoNothing();
    return outcome;
  }

  return { providerRefund, chargeRefunded };
}
