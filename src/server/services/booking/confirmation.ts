import { and, eq, inArray, ne } from 'drizzle-orm';
import type { PaymentStatusDto } from '../../../domain/dto';
import { forbidden, notFound } from '../../../domain/errors';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { bookings, orders, payments, webhookEvents } from '../../db/schema';
import { holdTokenMatches } from './hold-token';
import { bookingMailFacts } from './mail-facts';
import { brandOf } from '../mail/brand';
import * as places from './places';
import { refundedInFull } from './refunded';
import { releaseDiscountUses, reserveUse, retakeOrderDiscountUse } from '../money/discounts';
import { giveBack, releaseForBookings, retakeForOrder } from '../vouchers/vouchers';
import { fulfilVoucherOrder } from '../vouchers/purchase';
import type { CustomerService } from '../customers/customers';
import type { BookingMailFacts } from '../mail/booking-facts';
import { introRepeatCardMail, ownerRefundMail, paidAfterCancelMail, providerRefundMail, refundedCustomerMail } from '../mail/refund-emails';
import { ownerPurchaseMail } from '../mail/booking-emails';
import type { Log } from '../platform/log';
import { type CreditService, revokeRefundedCredits } from '../money/credits';
import type { RefundService } from '../money/refunds';
import type { MailService } from '../mail/mail';
import {
  type Payer,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderRefundState,
  WebhookSignatureError,
} from '../money/payments/provider';
import { testCardFingerprint, testCardOutcome } from '../money/payments/test-provider';
import { awaitsIntroCard, keepIntroClaim } from './intro-offer';
import { formatLongDate } from '../../../domain/time';
import { email as emailSchema } from '../../../domain/input';
import { emitBookingEvent, emitOrderEvent } from '../webhooks/events';
import * as appointmentPayments from '../appointments/settle';
import { travelMinutesOf } from '../appointments/setup';
import { appointmentFacts } from '../appointments/notify';
import { appointmentLatePaymentMail, ownerAppointmentLatePaymentMail } from '../mail/appointment-emails';
import { issuePaymentReceipt, issueRefundReceipt } from '../money/receipts';
import { settleMovePayment } from './move';

const payerEmail = emailSchema();

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

interface PaymentRef {
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

  type LockedPayment = NonNullable<Awaited<ReturnType<typeof lockPayment>>>;
  type LateRefund = { paymentRowId: number; amountPence: number; facts: BookingMailFacts; cause: 'full' | 'cancelled' };
  type LateAppointmentRefund = {
    orderId: number;
    paymentRowId: number;
    amountPence: number;
    flags: { pending: string; refunded: string; failed: string };
    /** An appointment's late payment: she and the owner are told, as for a class's (a move's difference is not). */
    appointment?: { id: number; cause: 'taken' | 'cancelled' };
  };

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

  /** Personal training (no place to hold): paid means confirmed. */
  async function settlePlaceless(
    tx: DbOrTx,
    payment: LockedPayment,
    order: NonNullable<Awaited<ReturnType<typeof orderOf>>>,
    now: Date,
  ): Promise<SettleOutcome> {
    await tx.update(payments).set({ status: 'succeeded', updatedAt: now }).where(eq(payments.id, payment.id));
    await retakeOrderDiscountUse(tx, order);
    const facts = {
      orderId: order.id,
      name: order.name,
      email: order.email,
      phone: order.phone,
      description: order.description,
      amountPence: order.amountPence,
    };
    // A pack is its credits: their e-mail (with the balance) is the confirmation, and nothing is arranged.
    if (order.kind === 'pack') await mail.queue(tx, ownerPurchaseMail(await brandOf(tx, config), facts));
    else if (order.kind === 'voucher') {
      // A gift voucher is made now, once, and her e-mail queued for its day (decision 730).
      await mail.queue(tx, ownerPurchaseMail(await brandOf(tx, config), facts));
      await fulfilVoucherOrder(tx, { config, mail }, order.id, now);
    } else await customers.purchaseConfirmed(tx, facts, now);
    await credits.grantForOrder(tx, order.id, now);
    await emitOrderEvent(tx, 'order.paid', order.id, {}, now);
    return 'confirmed';
  }

  /**
   * An appointment's order: paid means confirmed while its time is still hers to give (held, or free again after
   * a lapsed hold); otherwise the money goes back after commit, as for a class that filled up.
   */
  async function settleAppointment(
    tx: DbOrTx,
    payment: LockedPayment,
    order: NonNullable<Awaited<ReturnType<typeof orderOf>>>,
    now: Date,
  ): Promise<{ outcome: SettleOutcome; lateAppointment?: LateAppointmentRefund }> {
    // A lapsed hold gave its voucher share back: taken again only if it is all still there, or the card payment goes back.
    const voucherKept = await retakeForOrder(tx, order, now);
    // A lapsed hold taken again is reserved with the owner's travel setting as it is now (decision 809).
    const travel = voucherKept ? await travelMinutesOf(tx, config.APPOINTMENT_TRAVEL_MINUTES) : 0;
    const result = voucherKept ? await appointmentPayments.paid(tx, order.appointmentId!, travel, now) : 'gone';
    if (result === 'confirmed') return { outcome: await settlePlaceless(tx, payment, order, now) };
    await giveBack(tx, { orderIds: [order.id], reason: 'release', now });
    const flags = result === 'cancelled' ? CANCELLED_PAYMENT_FLAGS : LATE_APPOINTMENT_FLAGS;
    await tx.update(payments).set({ status: 'succeeded', flag: flags.pending, updatedAt: now }).where(eq(payments.id, payment.id));
    return {
      outcome: 'refunded',
      lateAppointment: {
        orderId: order.id,
        paymentRowId: payment.id,
        amountPence: payment.amountPence,
        flags,
        appointment: { id: order.appointmentId!, cause: result === 'cancelled' ? 'cancelled' : 'taken' },
      },
    };
  }

  /**
   * A move's difference (decision 710): paid means the booking moves now, if it still can; otherwise the
   * money goes back after commit, as for an appointment whose time was taken.
   */
  async function settleMove(
    tx: DbOrTx,
    payment: LockedPayment,
    order: NonNullable<Awaited<ReturnType<typeof orderOf>>>,
    now: Date,
  ): Promise<{ outcome: SettleOutcome; lateAppointment?: LateAppointmentRefund }> {
    const moved = await settleMovePayment(tx, { config, mail }, order.id, now);
    await tx
      .update(payments)
      .set({ status: 'succeeded', ...(moved ? {} : { flag: MOVE_PAYMENT_FLAGS.pending }), updatedAt: now })
      .where(eq(payments.id, payment.id));
    if (moved) {
      await emitOrderEvent(tx, 'order.paid', order.id, {}, now);
      return { outcome: 'confirmed' };
    }
    return {
      outcome: 'refunded',
      lateAppointment: { orderId: order.id, paymentRowId: payment.id, amountPence: payment.amountPence, flags: MOVE_PAYMENT_FLAGS },
    };
  }

  /** After commit; the key is the payment's, so settling again never refunds twice. The flag tells the owner. */
  async function refundLateAppointment(late: LateAppointmentRefund): Promise<SettleOutcome> {
    const given = await refunds.refund({
      orderId: late.orderId,
      amountPence: late.amountPence,
      reason: 'late_payment',
      actor: 'system',
      idempotencyKey: `refund-payment-${late.paymentRowId}`,
    });
    const refunded = given.status !== 'failed';
    await db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ flag: refunded ? late.flags.refunded : late.flags.failed, updatedAt: new Date() })
        .where(eq(payments.id, late.paymentRowId));
      const facts = late.appointment ? await appointmentFacts(tx, late.appointment.id) : null;
      if (!facts || !late.appointment) return;
      const brand = await brandOf(tx, config);
      const told = { cause: late.appointment.cause, refunded, amountPence: late.amountPence };
      await mail.queue(tx, appointmentLatePaymentMail(brand, facts, told));
      await mail.queue(tx, ownerAppointmentLatePaymentMail(brand, facts, told));
    });
    if (late.appointment) mail.kick();
    return refunded ? 'refunded' : 'refund-failed';
  }

  /**
   * The booking's place, and its discount use if a lapsed hold gave it back: both kept or taken again
   * (conditionally, like any reservation), or neither.
   */
  async function keepOrRetake(tx: DbOrTx, order: NonNullable<Awaited<ReturnType<typeof orderOf>>>, now: Date): Promise<boolean> {
    const needsUse = order.discountCodeId !== null && !order.discountReserved;
    if (needsUse && (await reserveUse(tx, order.discountCodeId!, order.email, now)) !== null) return false;
    if (needsUse) await tx.update(orders).set({ discountReserved: true }).where(eq(orders.id, order.id));
    // The voucher's share too (decision 730): taken again only if it is all still there.
    const voucherKept = await retakeForOrder(tx, order, now);
    if (voucherKept && (await places.occupy(tx, order.bookingId!, 'confirmed', now))) return true;
    if (needsUse) await releaseDiscountUses(tx, [order.bookingId!]);
    if (voucherKept) await releaseForBookings(tx, [order.bookingId!], now);
    return false;
  }

  /**
   * A paid booking keeps its place (held, or taken again if its hold lapsed and the class has room) and
   * is confirmed; otherwise it is cancelled and the payment is handed back to be refunded after commit.
   */
  async function settleBooking(
    tx: DbOrTx,
    payment: LockedPayment,
    order: NonNullable<Awaited<ReturnType<typeof orderOf>>>,
    now: Date,
  ): Promise<{ outcome: SettleOutcome; late?: LateRefund }> {
    const facts = await bookingMailFacts(tx, order.id);
    // The owner's (or the customer's own) cancellation wins over a payment that arrives after it.
    const [booking] = await tx.select({ cancelledBy: bookings.cancelledBy }).from(bookings).where(eq(bookings.id, order.bookingId!));
    const cause = booking?.cancelledBy ? 'cancelled' : 'full';
    if (cause === 'full' && (await keepOrRetake(tx, order, now))) {
      await tx.update(payments).set({ status: 'succeeded', updatedAt: now }).where(eq(payments.id, payment.id));
      if (facts) await customers.bookingConfirmed(tx, facts, now);
      await emitOrderEvent(tx, 'order.paid', order.id, {}, now);
      await emitBookingEvent(tx, 'booking.confirmed', order.bookingId!, {}, now);
      return { outcome: 'confirmed' };
    }
    // Paid, but the place is gone or the booking was cancelled: never keep the money silently. It holds no place here.
    await tx
      .update(bookings)
      .set({ status: 'cancelled', holdExpiresAt: null, updatedAt: now })
      .where(and(places.placeOrParty(order.bookingId!), ne(bookings.status, 'refunded')));
    const flags = cause === 'cancelled' ? CANCELLED_PAYMENT_FLAGS : LATE_PAYMENT_FLAGS;
    await tx.update(payments).set({ status: 'succeeded', flag: flags.pending, updatedAt: now }).where(eq(payments.id, payment.id));
    return { outcome: 'refunded', late: facts ? { paymentRowId: payment.id, amountPence: payment.amountPence, facts, cause } : undefined };
  }

  /** After commit, so no row lock is held across the network. The key is the payment's: settling again never refunds twice. */
  async function refundLatePayment(late: LateRefund): Promise<SettleOutcome> {
    const given = await refunds.refund({
      orderId: late.facts.orderId,
      amountPence: late.amountPence,
      reason: 'late_payment',
      actor: 'system',
      idempotencyKey: `refund-payment-${late.paymentRowId}`,
    });
    const refunded = given.status !== 'failed';
    const flags = late.cause === 'cancelled' ? CANCELLED_PAYMENT_FLAGS : LATE_PAYMENT_FLAGS;
    await db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({
          ...(refunded ? {} : { status: 'succeeded' as const }),
          flag: refunded ? flags.refunded : flags.failed,
          updatedAt: new Date(),
        })
        .where(eq(payments.id, late.paymentRowId));
      const brand = await brandOf(tx, config);
      if (late.cause === 'cancelled') {
        // The booking stays cancelled as its owner decided; the customer hears why her money came back.
        await mail.queue(tx, paidAfterCancelMail(brand, late.facts, refunded));
      } else if (refunded) {
        await tx.update(bookings).set({ status: 'refunded', updatedAt: new Date() }).where(places.placeOrParty(late.facts.bookingId));
        await mail.queue(tx, refundedCustomerMail(brand, late.facts));
      }
      await mail.queue(tx, ownerRefundMail(brand, late.facts, refunded, late.cause));
    });
    mail.kick();
    return refunded ? 'refunded' : 'refund-failed';
  }

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
