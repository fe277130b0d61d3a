import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { conflict, invalid, notFound } from '../../../domain/errors';
import type { Db, DbOrTx } from '../../db/client';
import { orders, payments, refunds } from '../../db/schema';
import type { Log } from '../log';
import type { PaymentProvider, RefundReason } from '../payments/provider';
import { emitOrderEvent } from '../webhooks/events';

export type RefundActor = 'owner' | 'customer' | 'system';

export interface RefundRequest {
  orderId: number;
  amountPence: number;
  reason: RefundReason;
  actor: RefundActor;
  /** Same key, same refund: a double click or a retry never gives the money back twice. */
  idempotencyKey?: string;
  now?: Date;
}

export interface RefundResult {
  refundId: number;
  orderId: number;
  amountPence: number;
  status: 'pending' | 'succeeded' | 'failed';
  providerRefundId: string | null;
  /** False when the key had been used before: this is that earlier refund, nothing new was asked for. */
  created: boolean;
}

export const REFUND_ERRORS = {
  tooMuch: 'This is more than is left to refund on this order',
  nothingPaid: 'Nothing was paid on this order',
  notFound: 'Order not found',
} as const;

const resultColumns = {
  refundId: refunds.id,
  orderId: refunds.orderId,
  amountPence: refunds.amountPence,
  status: refunds.status,
  providerRefundId: refunds.providerRefundId,
};

/**
 * Gives money back on a paid order. The amount is reserved on the order in the same statement that
 * decides it may be refunded (`refunded_pence + x <= paid_pence`), so two refunds racing for the same
 * money can never both get it; the provider is called after commit with the refund row's key.
 */
export function createRefundService(deps: { db: Db; provider: PaymentProvider; log: Log }) {
  const { db, provider, log } = deps;

  /** Records the refund row and reserves its amount on the order; a key used before answers that refund instead. */
  async function reserve(tx: DbOrTx, req: RefundRequest, key: string, now: Date) {
    const [paid] = await tx
      .select({ id: payments.id, providerPaymentId: payments.providerPaymentId })
      .from(payments)
      .where(and(eq(payments.orderId, req.orderId), inArray(payments.status, ['succeeded', 'refunded'])))
      .orderBy(desc(payments.id))
      .limit(1);
    if (!paid) throw conflict(REFUND_ERRORS.nothingPaid);
    const [inserted] = await tx
      .insert(refunds)
      .values({ orderId: req.orderId, paymentId: paid.id, amountPence: req.amountPence, reason: req.reason, idempotencyKey: key, createdBy: req.actor, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: refunds.idempotencyKey })
      .returning({ id: refunds.id });
    if (!inserted) {
      const [existing] = await tx.select(resultColumns).from(refunds).where(eq(refunds.idempotencyKey, key));
      return { kind: 'existing' as const, row: existing! };
    }
    const reserved = await tx
      .update(orders)
      .set({ refundedPence: sql`${orders.refundedPence} + ${req.amountPence}` })
      .where(and(eq(orders.id, req.orderId), sql`${orders.refundedPence} + ${req.amountPence} <= ${orders.paidPence}`))
      .returning({ id: orders.id });
    if (!reserved.length) throw conflict(REFUND_ERRORS.tooMuch);
    return { kind: 'new' as const, refundId: inserted.id, providerPaymentId: paid.providerPaymentId };
  }

  async function settle(refundId: number, req: RefundRequest, outcome: { ok: true; providerRefundId: string; pending: boolean } | { ok: false; error: string }) {
    return db.transaction(async (tx) => {
      if (outcome.ok) {
        await tx
          .update(refunds)
          .set({ status: outcome.pending ? 'pending' : 'succeeded', providerRefundId: outcome.providerRefundId, updatedAt: new Date() })
          .where(eq(refunds.id, refundId));
        // A payment given back in full reads 'refunded' wherever its status is shown.
        await tx
          .update(payments)
          .set({ status: 'refunded', updatedAt: new Date() })
          .where(
            and(
              eq(payments.id, sql`(select ${refunds.paymentId} from ${refunds} where ${refunds.id} = ${refundId})`),
              eq(payments.status, 'succeeded'),
              sql`exists (select 1 from ${orders} where ${orders.id} = ${req.orderId} and ${orders.refundedPence} >= ${orders.paidPence})`,
            ),
          );
        await emitOrderEvent(tx, 'booking.refunded', req.orderId, { refund: { id: refundId, amountPence: req.amountPence, status: outcome.pending ? 'pending' : 'succeeded', reason: req.reason } });
        return;
      }
      // Only the call that marks it failed gives the amount back, so it is never given back twice.
      const failed = await tx
        .update(refunds)
        .set({ status: 'failed', lastError: outcome.error.slice(0, 500), updatedAt: new Date() })
        .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
        .returning({ amountPence: refunds.amountPence });
      if (failed.length) {
        await tx.update(orders).set({ refundedPence: sql`${orders.refundedPence} - ${failed[0]!.amountPence}` }).where(eq(orders.id, req.orderId));
      }
    });
  }

  async function refund(req: RefundRequest): Promise<RefundResult> {
    if (!Number.isSafeInteger(req.amountPence) || req.amountPence <= 0) throw invalid('amountPence', 'must be a whole number of pence above 0');
    const now = req.now ?? new Date();
    const key = req.idempotencyKey ?? `refund-order-${req.orderId}-${randomUUID()}`;
    const reservation = await db.transaction(async (tx) => {
      const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, req.orderId));
      if (!order) throw notFound(REFUND_ERRORS.notFound);
      return reserve(tx, req, key, now);
    });
    if (reservation.kind === 'existing') return { ...reservation.row, created: false };

    let outcome: Parameters<typeof settle>[2];
    try {
      const done = await provider.refund({ providerPaymentId: reservation.providerPaymentId, amountPence: req.amountPence, idempotencyKey: key, reason: req.reason });
      outcome = { ok: true, providerRefundId: done.id, pending: done.status === 'pending' };
    } catch (error) {
      log.error('refund failed at the payment provider', { orderId: req.orderId, refundId: reservation.refundId, error: String(error) });
      outcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    await settle(reservation.refundId, req, outcome);
    const [row] = await db.select(resultColumns).from(refunds).where(eq(refunds.id, reservation.refundId));
    return { ...row!, created: true };
  }

  return {
    refund,

    /** Records what the provider has taken for an order; called by the confirmation in its transaction. */
    async recordPaid(tx: DbOrTx, orderId: number, amountPence: number): Promise<void> {
      await tx.update(orders).set({ paidPence: sql`${orders.paidPence} + ${amountPence}` }).where(eq(orders.id, orderId));
    },

    /** The refunds of some orders, newest first (the owner sees them on the booking). */
    async ofOrders(orderIds: number[]) {
      if (orderIds.length === 0) return [];
      return db
        .select({ ...resultColumns, reason: refunds.reason, createdBy: refunds.createdBy, createdAt: refunds.createdAt })
        .from(refunds)
        .where(inArray(refunds.orderId, orderIds))
        .orderBy(desc(refunds.id));
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
