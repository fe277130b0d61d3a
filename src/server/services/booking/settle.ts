/**
 * The one place a payment's outcome changes bookings (Stripe webhooks, the test card form and `payments.refresh` all
 * come here): a succeeded payment confirms what it paid for (paid-orders.ts), or refunds it when its place is gone;
 * a failed or cancelled one gives its held place back. Who paid and the card's fingerprint are read from the
 * provider before the transaction, so no lock is held across the network.
 */
import { and, eq } from 'drizzle-orm';
import { email as emailSchema } from '../../../domain/input';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { bookings, orders, payments } from '../../db/schema';
import * as appointmentPayments from '../appointments/settle';
import { brandOf } from '../mail/brand';
import type { MailService } from '../mail/mail';
import { introRepeatCardMail } from '../mail/refund-emails';
import type { Payer, PaymentProvider } from '../money/payments/provider';
import { issuePaymentReceipt } from '../money/receipts';
import type { RefundService } from '../money/refunds';
import type { Log } from '../platform/log';
import { giveBack } from '../vouchers/vouchers';
import { awaitsIntroCard, keepIntroClaim } from './intro-offer';
import type { LateAppointmentRefund, LateRefund, createPaidOrders } from './paid-orders';
import type { createPaymentLocks } from './payment-locks';
import type { PaymentRef, SettleOutcome } from './payment-rules';
import * as places from './places';

const payerEmail = emailSchema();

export function createSettlement(deps: {
  db: Db;
  config: Config;
  provider: PaymentProvider;
  mail: MailService;
  refunds: RefundService;
  log: Log;
  locks: ReturnType<typeof createPaymentLocks>;
  paid: ReturnType<typeof createPaidOrders>;
}) {
  const { db, config, provider, mail, refunds } = deps;
  const { recordEvent, lockPayment, orderOf } = deps.locks;
  const { settlePlaceless, settleAppointment, settleMove, settleBooking, refundLatePayment, refundLateAppointment } = deps.paid;

  /**
   * The payer of an order bought with the specification's bare payloads (no name or e-mail): read from the
   * provider before the transaction, so no lock is held across the network.
   */
  async function payerIfNeeded(ref: PaymentRef): Promise<Payer | null> {
    if (ref.payer !== undefined) return ref.payer;
    if (!ref.paymentId) return null;
    const [row] = await db
      .select({ email: orders.email, status: payments.status })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.provider, provider.name), eq(payments.providerPaymentId, ref.paymentId)));
    if (!row || row.email !== '' || row.status === 'succeeded' || row.status === 'refunded') return null;
    try {
      return (await provider.retrieve(ref.paymentId)).payer;
    } catch (error) {
      deps.log.warn({ paymentId: ref.paymentId, error: String(error) }, 'reading who paid from the payment provider failed');
      return null;
    }
  }

  /** Fills in the customer an order (and its booking) was made without; details the order has are kept. */
  async function recordPayer(tx: DbOrTx, orderId: number, payer: Payer | null): Promise<void> {
    const email = payer?.email?.trim().toLowerCase() ?? '';
    if (!payer || !payerEmail.safeParse(email).success) return;
    const name = payer.name?.trim().slice(0, 100) || email;
    const phone = payer.phone?.trim().slice(0, 40) ?? '';
    const [order] = await tx
      .update(orders)
      .set({ name, email, phone })
      .where(and(eq(orders.id, orderId), eq(orders.email, '')))
      .returning({ bookingId: orders.bookingId });
    if (order?.bookingId)
      await tx
        .update(bookings)
        .set({ name, email, phone })
        .where(and(eq(bookings.id, order.bookingId), eq(bookings.email, '')));
  }

  /**
   * The card's fingerprint of a payment for an introductory price (decision 790), read from the provider before
   * the transaction; null when the provider gives none or cannot be asked.
   */
  async function fingerprintIfNeeded(ref: PaymentRef): Promise<string | null> {
    if (ref.cardFingerprint !== undefined) return ref.cardFingerprint;
    if (!ref.paymentId || !(await awaitsIntroCard(db, provider.name, ref.paymentId))) return null;
    try {
      return (await provider.retrieve(ref.paymentId)).cardFingerprint ?? null;
    } catch (error) {
      deps.log.warn({ paymentId: ref.paymentId, error: String(error) }, 'reading the card fingerprint from the payment provider failed');
      return null;
    }
  }

  /** The order's claim on the introductory offer is kept; a card that paid for it before is the owner's to know. */
  async function keepIntro(tx: DbOrTx, orderId: number, fingerprint: string | null, now: Date): Promise<void> {
    const repeat = await keepIntroClaim(tx, orderId, fingerprint, now);
    if (!repeat) return;
    const [order] = await tx
      .select({ bookingId: orders.bookingId, appointmentId: orders.appointmentId })
      .from(orders)
      .where(eq(orders.id, orderId));
    const of = { orderId, bookingId: order?.bookingId ?? null, appointmentId: order?.appointmentId ?? null };
    await mail.queue(tx, introRepeatCardMail(await brandOf(tx, config), { ...of, ...repeat }));
  }

  /** Confirms what a succeeded payment paid for, or refunds it when its place is gone. */
  async function paymentSucceeded(ref: PaymentRef): Promise<SettleOutcome> {
    const now = ref.now ?? new Date();
    const payer = await payerIfNeeded(ref);
    const fingerprint = await fingerprintIfNeeded(ref);
    const settled = await db.transaction(
      async (tx): Promise<{ outcome: SettleOutcome; late?: LateRefund; lateAppointment?: LateAppointmentRefund }> => {
        if (ref.eventId && !(await recordEvent(tx, ref.eventId, ref.eventType ?? 'payment.succeeded'))) return { outcome: 'duplicate' };
        const payment = await lockPayment(tx, ref);
        if (!payment) return { outcome: 'unknown' };
        if (payment.status === 'succeeded' || payment.status === 'refunded') return { outcome: 'already' };
        await recordPayer(tx, payment.orderId, payer);
        const order = await orderOf(tx, payment.orderId);
        if (!order) return { outcome: 'unknown' };
        // Every path keeps the money as paid; a late payment is refunded from it afterwards.
        await refunds.recordPaid(tx, order.id, payment.amountPence);
        const result =
          order.kind === 'move'
            ? await settleMove(tx, payment, order, now)
            : order.appointmentId !== null
              ? await settleAppointment(tx, payment, order, now)
              : order.bookingId === null
                ? { outcome: await settlePlaceless(tx, payment, order, now) }
                : await settleBooking(tx, payment, order, now);
        if (result.outcome === 'confirmed') await keepIntro(tx, order.id, fingerprint, now);
        // Money taken has its receipt, numbered in this transaction and last (the counter's lock is held briefly).
        await issuePaymentReceipt(tx, config.BUSINESS_NAME, payment.id, now);
        return result;
      },
    );
    if (settled.outcome === 'refunded' && settled.late) return refundLatePayment(settled.late);
    if (settled.outcome === 'refunded' && settled.lateAppointment) return refundLateAppointment(settled.lateAppointment);
    if (settled.outcome === 'confirmed') mail.kick();
    return settled.outcome;
  }

  /** A failed or cancelled payment gives its held place back. */
  async function paymentFailed(ref: PaymentRef & { status: 'failed' | 'cancelled' }): Promise<SettleOutcome> {
    const now = ref.now ?? new Date();
    return db.transaction(async (tx): Promise<SettleOutcome> => {
      if (ref.eventId && !(await recordEvent(tx, ref.eventId, ref.eventType ?? `payment.${ref.status}`))) return 'duplicate';
      const payment = await lockPayment(tx, ref);
      if (!payment) return 'unknown';
      if (payment.status === 'succeeded' || payment.status === 'refunded') return 'already';
      await tx.update(payments).set({ status: ref.status, updatedAt: now }).where(eq(payments.id, payment.id));
      const [order] = await tx
        .select({ bookingId: orders.bookingId, appointmentId: orders.appointmentId })
        .from(orders)
        .where(eq(orders.id, payment.orderId));
      if (order?.bookingId) await places.release(tx, order.bookingId, 'cancelled', now, ['held']);
      if (order?.appointmentId) await appointmentPayments.unpaid(tx, order.appointmentId, now);
      // An order without a place (a pack) gives its voucher share back here (a class hold's went with its place).
      await giveBack(tx, { orderIds: [payment.orderId], reason: 'release', now });
      return 'released';
    });
  }

  return { paymentSucceeded, paymentFailed };
}
