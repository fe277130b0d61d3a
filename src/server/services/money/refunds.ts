import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { conflict, invalid, notFound } from '../../../domain/errors';
import type { Db, DbOrTx } from '../../db/client';
import { orders, payments, refunds } from '../../db/schema';
import * as audit from '../admin/audit';
import type { Actor } from '../admin/audit';
import type { Log } from '../platform/log';
import type { PaymentProvider, ProviderRefundState, RefundReason } from './payments/provider';
import { emitOrderEvent } from '../webhooks/events';
import { issueRefundReceipt } from './receipts';

export type RefundActor = 'owner' | 'customer' | 'system';

export interface RefundRequest {
  orderId: number;
  amountPence: number;
  reason: RefundReason;
  actor: RefundActor;
  /** Same key, same refund: a double click or a retry never gives the money back twice. */
  idempotencyKey?: string;
  now?: Date;
  /** The owner's refund is recorded in the audit trail in the transaction that reserves its amount. */
  audit?: { actor: Actor; entity: string; entityId: string };
}

export interface RefundResult {
  refundId: number;
  orderId: number;
  amountPence: number;
  status: 'pending' | 'succeeded' | 'failed';
  providerRefundId: string | null;
  /** Why the provider refused it, in its words; null unless failed. */
  lastError: string | null;
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
  /** Why the provider refused it (its own words); null unless failed. */
  lastError: refunds.lastError,
};

/**
 * Counts a refund's amount on its order, decided in the statement that writes it (`refunded_pence + x <=
 * paid_pence`): the one place a refund is reserved, whether this site asks for it or the provider reports
 * one. Null when that would exceed what was paid: nothing changes.
 */
async function reserveOnOrder(tx: DbOrTx, orderId: number, amountPence: number) {
  const [row] = await tx
    .update(orders)
    .set({ refundedPence: sql`${orders.refundedPence} + ${amountPence}` })
    .where(and(eq(orders.id, orderId), sql`${orders.refundedPence} + ${amountPence} <= ${orders.paidPence}`))
    .returning({ paidPence: orders.paidPence, refundedPence: orders.refundedPence });
  return row ?? null;
}

/** Gives a reserved amount back to the order: the refund failed or was cancelled. */
async function unreserveOnOrder(tx: DbOrTx, orderId: number, amountPence: number): Promise<void> {
  await tx
    .update(orders)
    .set({ refundedPence: sql`${orders.refundedPence} - ${amountPence}` })
    .where(eq(orders.id, orderId));
}

/**
 * Gives money back on a paid order. The amount is reserved on the order in the same statement that
 * decides it may be refunded (`refunded_pence + x <= paid_pence`), so two refunds racing for the same
 * money can never both get it; the provider is called after commit with the refund row's key.
 */
/** What the owner reads when the provider refuses a refund: its own reason, and that nothing moved. */
export function providerRefusal(reason: string | null): string {
  const said = reason?.replace(/\s+/g, ' ').trim().slice(0, 300);
  return `The payment provider refused the refund${said ? `: ${said.replace(/\.$/, '')}` : ''}. Nothing was given back; you can try again.`;
}

/**
 * The money given back on an order as her pages show it (the manage page of a class, an order or an appointment):
 * failed attempts left out, oldest first, `at` an ISO instant.
 */
export async function refundsShown(
  db: DbOrTx,
  orderId: number,
): Promise<{ amountPence: number; status: 'pending' | 'succeeded'; at: string }[]> {
  const given = await db
    .select({ amountPence: refunds.amountPence, status: refunds.status, at: refunds.createdAt })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'failed')))
    .orderBy(asc(refunds.id));
  return given.map((r) => ({
    amountPence: r.amountPence,
    status: r.status === 'succeeded' ? 'succeeded' : 'pending',
    at: r.at.toISOString(),
  }));
}

export function createRefundService(deps: { db: Db; provider: PaymentProvider; log: Log; businessName: string }) {
  const { db, provider, log, businessName } = deps;

  /** Records the refund row and reserves its amount on the order; a key used before answers that refund instead. */
  async function reserve(tx: DbOrTx, req: RefundRequest, key: string, now: Date) {
    const [paid] = await tx
      .select({ id: payments.id, providerPaymentId: payments.providerPaymentId, method: payments.method })
      .from(payments)
      .where(and(eq(payments.orderId, req.orderId), inArray(payments.status, ['succeeded', 'refunded'])))
      .orderBy(desc(payments.id))
      .limit(1);
    if (!paid) throw conflict(REFUND_ERRORS.nothingPaid);
    const [inserted] = await tx
      .insert(refunds)
      .values({
        orderId: req.orderId,
        paymentId: paid.id,
        amountPence: req.amountPence,
        reason: req.reason,
        idempotencyKey: key,
        createdBy: req.actor,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: refunds.idempotencyKey })
      .returning({ id: refunds.id });
    if (!inserted) {
      const [existing] = await tx.select(resultColumns).from(refunds).where(eq(refunds.idempotencyKey, key));
      return { kind: 'existing' as const, row: existing! };
    }
    const reserved = await reserveOnOrder(tx, req.orderId, req.amountPence);
    if (!reserved) throw conflict(REFUND_ERRORS.tooMuch);
    if (req.audit) {
      const { paidPence, refundedPence } = reserved;
      await audit.record(tx, {
        ...req.audit,
        action: `${req.audit.entity}.refund`,
        before: { orderId: req.orderId, paidPence, refundedPence: refundedPence - req.amountPence },
        after: { orderId: req.orderId, paidPence, refundedPence, refundId: inserted.id, amountPence: req.amountPence, reason: req.reason },
      });
    }
    return { kind: 'new' as const, refundId: inserted.id, providerPaymentId: paid.providerPaymentId, method: paid.method };
  }

  async function settle(
    refundId: number,
    req: RefundRequest,
    outcome: { ok: true; providerRefundId: string | null; pending: boolean } | { ok: false; error: string },
  ) {
    return db.transaction(async (tx) => {
      if (outcome.ok) {
        await tx
          .update(refunds)
          .set({ status: outcome.pending ? 'pending' : 'succeeded', providerRefundId: outcome.providerRefundId, updatedAt: new Date() })
          // The provider's webhook may have settled it already (a refund that then failed): that word stands.
          .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')));
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
        await emitOrderEvent(tx, 'booking.refunded', req.orderId, {
          refund: { id: refundId, amountPence: req.amountPence, status: outcome.pending ? 'pending' : 'succeeded', reason: req.reason },
        });
        // Given back: its credit note, numbered last in this transaction (a webhook that got there first issued it).
        if (!outcome.pending) await issueRefundReceipt(tx, businessName, refundId, req.now ?? new Date());
        return;
      }
      // Only the call that marks it failed gives the amount back, so it is never given back twice.
      const failed = await tx
        .update(refunds)
        .set({ status: 'failed', lastError: outcome.error.slice(0, 500), updatedAt: new Date() })
        .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
        .returning({ amountPence: refunds.amountPence });
      if (failed.length) await unreserveOnOrder(tx, req.orderId, failed[0]!.amountPence);
    });
  }

  async function refund(req: RefundRequest): Promise<RefundResult> {
    if (!Number.isSafeInteger(req.amountPence) || req.amountPence <= 0)
      throw invalid('amountPence', 'must be a whole number of pence above 0');
    const now = req.now ?? new Date();
    const key = req.idempotencyKey ?? `refund-order-${req.orderId}-${randomUUID()}`;
    const reservation = await db.transaction(async (tx) => {
      const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, req.orderId));
      if (!order) throw notFound(REFUND_ERRORS.notFound);
      return reserve(tx, req, key, now);
    });
    if (reservation.kind === 'existing') return { ...reservation.row, created: false };

    let outcome: Parameters<typeof settle>[2];
    if (reservation.method !== 'card') {
      // Cash or a bank transfer the owner took herself: she gives it back herself, so it is recorded as given (decision 640).
      await settle(reservation.refundId, req, { ok: true, providerRefundId: null, pending: false });
      const [row] = await db.select(resultColumns).from(refunds).where(eq(refunds.id, reservation.refundId));
      return { ...row!, created: true };
    }
    try {
      const done = await provider.refund({
        providerPaymentId: reservation.providerPaymentId,
        amountPence: req.amountPence,
        idempotencyKey: key,
        reason: req.reason,
      });
      outcome = { ok: true, providerRefundId: done.id, pending: done.status === 'pending' };
    } catch (error) {
      log.error({ orderId: req.orderId, refundId: reservation.refundId, error: String(error) }, 'refund failed at the payment provider');
      outcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    await settle(reservation.refundId, req, outcome);
    const [row] = await db.select(resultColumns).from(refunds).where(eq(refunds.id, reservation.refundId));
    return { ...row!, created: true };
  }

  /**
   * A refund the provider reports (a webhook): one made in its dashboard is recorded here once, by its
   * provider id; one this site asked for is found by its key (or provider id) and only its status follows.
   * Statuses move forward only (a late 'pending' never undoes 'succeeded'); a failed or cancelled refund
   * gives its amount back to the order, and a failed one that turns out to have succeeded takes it again.
   * Runs in the caller's transaction; the payment row must be locked by the caller.
   */
  async function recordProviderRefund(
    tx: DbOrTx,
    state: ProviderRefundState,
    payment: { id: number; orderId: number },
    now: Date,
  ): Promise<{ changed: boolean; created: boolean; refundId: number; amountPence: number; status: RefundResult['status'] }> {
    const counted = (status: string) => status === 'pending' || status === 'succeeded';
    const target = state.status === 'cancelled' ? 'failed' : state.status;
    const match = state.refundKey
      ? or(eq(refunds.providerRefundId, state.id), eq(refunds.idempotencyKey, state.refundKey))
      : eq(refunds.providerRefundId, state.id);
    const [row] = await tx
      .select({ id: refunds.id, status: refunds.status, amountPence: refunds.amountPence, providerRefundId: refunds.providerRefundId })
      .from(refunds)
      .where(and(eq(refunds.orderId, payment.orderId), match))
      .for('update');
    if (!row) {
      const [inserted] = await tx
        .insert(refunds)
        .values({
          orderId: payment.orderId,
          paymentId: payment.id,
          amountPence: state.amountPence,
          reason: 'provider',
          status: target,
          providerRefundId: state.id,
          idempotencyKey: `provider-refund:${state.id}`,
          createdBy: 'owner',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: refunds.id });
      if (counted(target) && !(await reserveOnOrder(tx, payment.orderId, state.amountPence))) {
        // More than is left on the order: a refund of ours for the same money is still in flight. Refused, so the
        // transaction rolls back and the provider sends the event again, by when that refund has settled.
        throw conflict(REFUND_ERRORS.tooMuch);
      }
      return { changed: counted(target), created: true, refundId: inserted!.id, amountPence: state.amountPence, status: target };
    }
    const forward =
      row.status === 'pending' ? target !== 'pending' : row.status === 'succeeded' ? target === 'failed' : target !== 'failed';
    if (!forward) {
      if (!row.providerRefundId) await tx.update(refunds).set({ providerRefundId: state.id, updatedAt: now }).where(eq(refunds.id, row.id));
      return { changed: false, created: false, refundId: row.id, amountPence: row.amountPence, status: row.status };
    }
    if (counted(row.status) && !counted(target)) {
      await unreserveOnOrder(tx, payment.orderId, row.amountPence);
    } else if (!counted(row.status) && counted(target) && !(await reserveOnOrder(tx, payment.orderId, row.amountPence))) {
      throw conflict(REFUND_ERRORS.tooMuch);
    }
    await tx
      .update(refunds)
      .set({
        status: target,
        providerRefundId: state.id,
        updatedAt: now,
        ...(target === 'failed' ? { lastError: `The payment provider reports this refund ${state.status}` } : {}),
      })
      .where(eq(refunds.id, row.id));
    // Money newly given back (or taken back) changes what the order reads as.
    return {
      changed: counted(row.status) !== counted(target),
      created: false,
      refundId: row.id,
      amountPence: row.amountPence,
      status: target,
    };
  }

  return {
    refund,
    recordProviderRefund,

    /** Records what the provider has taken for an order; called by the confirmation in its transaction. */
    async recordPaid(tx: DbOrTx, orderId: number, amountPence: number): Promise<void> {
      await tx
        .update(orders)
        .set({ paidPence: sql`${orders.paidPence} + ${amountPence}` })
        .where(eq(orders.id, orderId));
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
