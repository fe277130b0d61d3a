/**
 * What every path that settles a payment shares: the pending id a payment waits under, the flags that tell the
 * owner what became of money that came too late, the messages the payer reads, the check that a payment is this
 * browser's, and the outcomes settling answers.
 */
import { and, eq } from 'drizzle-orm';
import { forbidden, notFound } from '../../../domain/errors';
import type { DbOrTx } from '../../db/client';
import { orders, payments } from '../../db/schema';
import type { Payer, PaymentProvider } from '../money/payments/provider';
import { holdTokenMatches } from './hold-token';

/** A payment row waits under `pending:order-<id>` until the provider answers with its own id. */
export const PENDING_PAYMENT_PREFIX = 'pending:';
export const pendingPaymentId = (orderId: number) => `${PENDING_PAYMENT_PREFIX}order-${orderId}`;

export const CANCELLED_PAYMENT_FLAGS = {
  pending: 'Paid after the booking was cancelled: refund in progress',
  refunded: 'Paid after the booking was cancelled: refunded automatically',
  failed: 'Paid after the booking was cancelled: automatic refund FAILED, refund by hand',
} as const;

export const LATE_PAYMENT_FLAGS = {
  pending: 'Paid after the hold expired and the class was full: refund in progress',
  refunded: 'Paid after the hold expired and the class was full: refunded automatically',
  failed: 'Paid after the hold expired and the class was full: automatic refund FAILED, refund by hand',
} as const;

export const LATE_APPOINTMENT_FLAGS = {
  pending: 'Paid after the appointment hold expired and the time was taken: refund in progress',
  refunded: 'Paid after the appointment hold expired and the time was taken: refunded automatically',
  failed: 'Paid after the appointment hold expired and the time was taken: automatic refund FAILED, refund by hand',
} as const;

export const MOVE_PAYMENT_FLAGS = {
  pending: 'Paid to move a booking that could no longer move (class full, or the booking changed): refund in progress',
  refunded: 'Paid to move a booking that could no longer move (class full, or the booking changed): refunded automatically',
  failed: 'Paid to move a booking that could no longer move: automatic refund FAILED, refund by hand',
} as const;

export const PAYMENT_MESSAGES = {
  refunded: 'The class filled up before your payment arrived, so your payment has been refunded.',
  cancelled: 'This payment was cancelled.',
  failed: 'Your payment failed.',
  notFound: 'Payment not found',
  testOnly: 'Test card payments are only accepted while the site runs in test mode',
  notYours: 'This payment was started in another browser. Please book again here.',
} as const;

/**
 * The payment a client secret names, once the presented hold token proves this browser placed it.
 * `strict` refuses orders stored without a token too (releasing needs one; paying an order from before
 * tokens still works).
 */
export async function ownedPayment(
  db: DbOrTx,
  provider: PaymentProvider,
  clientSecret: string,
  presented: string | null | undefined,
  strict = false,
) {
  const paymentId = provider.paymentIdOf(clientSecret);
  if (!paymentId) throw notFound(PAYMENT_MESSAGES.notFound);
  const [row] = await db
    .select({ paymentRowId: payments.id, orderId: orders.id, bookingId: orders.bookingId, holdTokenHash: orders.holdTokenHash })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.provider, provider.name), eq(payments.providerPaymentId, paymentId)));
  if (!row) throw notFound(PAYMENT_MESSAGES.notFound);
  if ((strict && row.holdTokenHash === null) || !holdTokenMatches(row.holdTokenHash, presented)) throw forbidden(PAYMENT_MESSAGES.notYours);
  return { paymentId, ...row };
}

export type SettleOutcome = 'confirmed' | 'already' | 'duplicate' | 'unknown' | 'refunded' | 'refund-failed' | 'released' | 'ignored';

export interface PaymentRef {
  /** The provider's payment id. */
  paymentId: string | null;
  /** Fallback from the payment's metadata. */
  orderId?: number | null;
  /** A webhook event id: recorded in the same transaction, and a replay changes nothing. */
  eventId?: string;
  eventType?: string;
  now?: Date;
  /** Who paid, from the payment form; undefined: asked of the provider when the order has no e-mail. */
  payer?: Payer | null;
  /** The card's fingerprint, from the test card form; undefined: asked of the provider when an offer awaits it. */
  cardFingerprint?: string | null;
}
