/**
 * The payment row a provider event is about, found and locked in the order every booking path locks in; the
 * webhook event recorded once; the order a payment pays for.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, orders, payments, webhookEvents } from '../../db/schema';
import type { PaymentProvider } from '../money/payments/provider';
import { PENDING_PAYMENT_PREFIX, type PaymentRef } from './payment-rules';
import * as places from './places';

export function createPaymentLocks(deps: { provider: PaymentProvider }) {
  const { provider } = deps;

  /** False when the event was seen before. */
  async function recordEvent(tx: DbOrTx, id: string, type: string): Promise<boolean> {
    const inserted = await tx.insert(webhookEvents).values({ id, type }).onConflictDoNothing().returning({ id: webhookEvents.id });
    return inserted.length > 0;
  }

  const paymentColumns = {
    id: payments.id,
    orderId: payments.orderId,
    providerPaymentId: payments.providerPaymentId,
    status: payments.status,
    amountPence: payments.amountPence,
  };

  /** The payment row a provider event is about: by the provider's id, else by the order in its metadata. */
  async function findPayment(tx: DbOrTx, ref: PaymentRef) {
    if (ref.paymentId) {
      const [row] = await tx
        .select(paymentColumns)
        .from(payments)
        .where(and(eq(payments.provider, provider.name), eq(payments.providerPaymentId, ref.paymentId)));
      if (row) return row;
    }
    if (!ref.orderId) return null;
    const [row] = await tx
      .select(paymentColumns)
      .from(payments)
      .where(and(eq(payments.provider, provider.name), eq(payments.orderId, ref.orderId)));
    // The provider's id may not be stored yet (the answer to createPayment is still on its way).
    if (!row || (ref.paymentId && row.providerPaymentId !== ref.paymentId && !row.providerPaymentId.startsWith(PENDING_PAYMENT_PREFIX)))
      return null;
    return row;
  }

  /**
   * Locks the booking's slot, then the payment row: the order every booking path locks in, so settling
   * never deadlocks with a reservation or a cancellation of the same booking.
   */
  async function lockPayment(tx: DbOrTx, ref: PaymentRef) {
    const found = await findPayment(tx, ref);
    if (!found) return null;
    const [slot] = await tx
      .select({ slotId: bookings.slotId })
      .from(orders)
      .innerJoin(bookings, eq(bookings.id, orders.bookingId))
      .where(eq(orders.id, found.orderId));
    if (slot) await places.lockSlot(tx, slot.slotId);
    const [row] = await tx.select(paymentColumns).from(payments).where(eq(payments.id, found.id)).for('update');
    if (row && ref.paymentId && row.providerPaymentId.startsWith(PENDING_PAYMENT_PREFIX)) {
      await tx.update(payments).set({ providerPaymentId: ref.paymentId }).where(eq(payments.id, row.id));
      return { ...row, providerPaymentId: ref.paymentId };
    }
    return row ?? null;
  }

  async function orderOf(tx: DbOrTx, orderId: number) {
    const [order] = await tx
      .select({
        id: orders.id,
        kind: orders.kind,
        bookingId: orders.bookingId,
        appointmentId: orders.appointmentId,
        discountCodeId: orders.discountCodeId,
        discountReserved: orders.discountReserved,
        voucherId: orders.voucherId,
        voucherPence: orders.voucherPence,
        voucherReserved: orders.voucherReserved,
        name: orders.name,
        email: orders.email,
        phone: orders.phone,
        description: orders.description,
        amountPence: orders.amountPence,
      })
      .from(orders)
      .where(eq(orders.id, orderId));
    return order ?? null;
  }

  return { recordEvent, lockPayment, orderOf };
}

type PaymentLocks = ReturnType<typeof createPaymentLocks>;
export type LockedPayment = NonNullable<Awaited<ReturnType<PaymentLocks['lockPayment']>>>;
export type PaidOrder = NonNullable<Awaited<ReturnType<PaymentLocks['orderOf']>>>;
