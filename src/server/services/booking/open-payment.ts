/**
 * The provider's payment of an order, opened (or re-opened) after the reservation committed, so no lock is held
 * across the network; a payment that cannot be opened gives its hold's place back at once.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import type { PaymentProvider } from '../money/payments/provider';
import type { Log } from '../platform/log';
import { PENDING_PAYMENT_PREFIX } from './payment-rules';
import * as places from './places';

/**
 * Derived from the order alone, so every retry for an order sends the same key. The creation time is
 * part of it because Stripe keeps keys per account for a day: a development database that is reset
 * numbers its orders from 1 again, and `order-1` must not meet yesterday's `order-1`.
 */
export function paymentIdempotencyKey(orderId: number, createdAt: Date): string {
  return `order-${orderId}-${createdAt.getTime()}`;
}

export type OpenedPayment = { ok: true; clientSecret: string } | { ok: false };

export function createPaymentOpening(deps: { db: Db; provider: PaymentProvider; log: Log }) {
  const { db, provider, log } = deps;

  /** No payment exists, so nobody can pay for this hold: give the place back at once. */
  async function releaseUnopened(order: { paymentRowId: number; bookingId: number | null }, providerPaymentId: string) {
    const now = new Date();
    await db.transaction(async (tx) => {
      const released = await tx
        .update(payments)
        .set({ status: 'failed', updatedAt: now })
        .where(and(eq(payments.id, order.paymentRowId), eq(payments.providerPaymentId, providerPaymentId), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      if (released.length && order.bookingId) await places.release(tx, order.bookingId, 'cancelled', now, ['held']);
    });
  }

  /**
   * Opens (or re-opens) the provider payment of an order, after the reservation committed so no lock
   * is held across the network. The idempotency key is the order's, so a retry never opens a second charge.
   */
  async function openPayment(order: {
    orderId: number;
    bookingId: number | null;
    paymentRowId: number;
    providerPaymentId: string;
    amountPence: number;
    description: string;
    kind: string;
  }): Promise<OpenedPayment> {
    let providerPaymentId = order.providerPaymentId;
    try {
      if (providerPaymentId.startsWith(PENDING_PAYMENT_PREFIX)) {
        const [placed] = await db.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.id, order.orderId));
        const created = await provider.createPayment({
          amountPence: order.amountPence,
          currency: 'gbp',
          description: order.description,
          metadata: {
            orderId: String(order.orderId),
            ...(order.bookingId ? { bookingId: String(order.bookingId) } : {}),
            kind: order.kind,
          },
          idempotencyKey: paymentIdempotencyKey(order.orderId, placed!.createdAt),
        });
        const stored = await db
          .update(payments)
          .set({ providerPaymentId: created.id, updatedAt: new Date() })
          .where(and(eq(payments.id, order.paymentRowId), eq(payments.providerPaymentId, providerPaymentId)))
          .returning({ id: payments.id });
        if (stored.length) return { ok: true, clientSecret: created.clientSecret };
        // A parallel request for the same hold stored its payment first: answer with that one.
        const [current] = await db
          .select({ providerPaymentId: payments.providerPaymentId })
          .from(payments)
          .where(eq(payments.id, order.paymentRowId));
        providerPaymentId = current!.providerPaymentId;
      }
      return { ok: true, clientSecret: await provider.clientSecretOf(providerPaymentId) };
    } catch (error) {
      log.error({ orderId: order.orderId, error: String(error) }, 'payment provider failed to open a payment');
      if (providerPaymentId.startsWith(PENDING_PAYMENT_PREFIX)) await releaseUnopened(order, providerPaymentId);
      return { ok: false };
    }
  }

  return { openPayment };
}
