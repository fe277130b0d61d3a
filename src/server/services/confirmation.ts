import { TRPCError } from '@trpc/server';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { PaymentStatusDto } from '../../domain/dto';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { bookings, discountCodes, locations, orders, payments, scheduleSlots, webhookEvents } from '../db/schema';
import type { DiscountService } from './discounts';
import {
  type BookingMailFacts,
  bookingConfirmationMail,
  ownerBookingMail,
  ownerPurchaseMail,
  ownerRefundMail,
  purchaseConfirmationMail,
  refundedCustomerMail,
} from './emails';
import type { Log } from './log';
import type { RefundService } from './money/refunds';
import type { MailService } from './mail';
import type { PaymentEvent, PaymentProvider } from './payments/provider';
import { testCardOutcome } from './payments/test-provider';
import { liveBookingWhere } from './schedule';

/** A payment row waits under `pending:order-<id>` until the provider answers with its own id. */
export const PENDING_PAYMENT_PREFIX = 'pending:';

export const LATE_PAYMENT_FLAGS = {
  pending: 'Paid after the hold expired and the class was full: refund in progress',
  refunded: 'Paid after the hold expired and the class was full: refunded automatically',
  failed: 'Paid after the hold expired and the class was full: automatic refund FAILED, refund by hand',
} as const;

export const PAYMENT_MESSAGES = {
  refunded: 'The class filled up before your payment arrived, so your payment has been refunded.',
  cancelled: 'This payment was cancelled.',
  failed: 'Your payment failed.',
  notFound: 'Payment not found',
  testOnly: 'Test card payments are only accepted while the site runs in test mode',
} as const;

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
}

/** Loads everything the booking e-mails print. */
export async function bookingMailFacts(tx: DbOrTx, orderId: number): Promise<BookingMailFacts | null> {
  const [row] = await tx
    .select({
      bookingId: bookings.id,
      orderId: orders.id,
      name: orders.name,
      email: orders.email,
      phone: orders.phone,
      className: bookings.className,
      date: scheduleSlots.date,
      startTime: scheduleSlots.startTime,
      endTime: scheduleSlots.endTime,
      locationName: locations.name,
      specialRequests: bookings.specialRequests,
      originalPence: orders.originalPence,
      discountPence: orders.discountPence,
      amountPence: orders.amountPence,
      discountCode: discountCodes.code,
    })
    .from(orders)
    .innerJoin(bookings, eq(bookings.id, orders.bookingId))
    .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
    .leftJoin(locations, eq(locations.id, scheduleSlots.locationId))
    .leftJoin(discountCodes, eq(discountCodes.id, orders.discountCodeId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/**
 * The one place a payment's outcome changes bookings: Stripe webhooks, the test card form and
 * `payments.refresh` all come here. Every step is idempotent: settling the same payment twice changes
 * nothing the second time.
 */
export function createConfirmationService(deps: { db: Db; config: Config; provider: PaymentProvider; mail: MailService; discounts: DiscountService; refunds: RefundService; log: Log }) {
  const { db, config, provider, mail, discounts, refunds } = deps;

  /** False when the event was seen before. */
  async function recordEvent(tx: DbOrTx, id: string, type: string): Promise<boolean> {
    const inserted = await tx.insert(webhookEvents).values({ id, type }).onConflictDoNothing().returning({ id: webhookEvents.id });
    return inserted.length > 0;
  }

  async function lockPayment(tx: DbOrTx, ref: PaymentRef) {
    const cols = { id: payments.id, orderId: payments.orderId, providerPaymentId: payments.providerPaymentId, status: payments.status, amountPence: payments.amountPence };
    if (ref.paymentId) {
      const [row] = await tx.select(cols).from(payments).where(and(eq(payments.provider, provider.name), eq(payments.providerPaymentId, ref.paymentId))).for('update');
      if (row) return row;
    }
    if (ref.orderId) {
      const [row] = await tx.select(cols).from(payments).where(and(eq(payments.provider, provider.name), eq(payments.orderId, ref.orderId))).for('update');
      // The provider's id was not stored yet (the answer to createPayment is still on its way): store it now.
      if (!row) return null;
      if (ref.paymentId && row.providerPaymentId.startsWith(PENDING_PAYMENT_PREFIX)) {
        await tx.update(payments).set({ providerPaymentId: ref.paymentId }).where(eq(payments.id, row.id));
        return { ...row, providerPaymentId: ref.paymentId };
      }
      return !ref.paymentId || row.providerPaymentId === ref.paymentId ? row : null;
    }
    return null;
  }

  /** Confirms a booking whose payment succeeded, or refunds it when its place is gone. */
  async function paymentSucceeded(ref: PaymentRef): Promise<SettleOutcome> {
    const now = ref.now ?? new Date();
    let refund: { paymentRowId: number; amountPence: number; facts: BookingMailFacts } | null = null;

    const outcome = await db.transaction(async (tx): Promise<SettleOutcome> => {
      if (ref.eventId && !(await recordEvent(tx, ref.eventId, ref.eventType ?? 'payment.succeeded'))) return 'duplicate';
      const payment = await lockPayment(tx, ref);
      if (!payment) return 'unknown';
      if (payment.status === 'succeeded' || payment.status === 'refunded') return 'already';

      const [order] = await tx
        .select({ id: orders.id, bookingId: orders.bookingId, discountCodeId: orders.discountCodeId, name: orders.name, email: orders.email, phone: orders.phone, description: orders.description, amountPence: orders.amountPence })
        .from(orders)
        .where(eq(orders.id, payment.orderId));
      if (!order) return 'unknown';
      // Every path below keeps the money as paid (a late payment is refunded from it afterwards).
      await refunds.recordPaid(tx, order.id, payment.amountPence);

      if (order.bookingId === null) {
        await tx.update(payments).set({ status: 'succeeded', updatedAt: now }).where(eq(payments.id, payment.id));
        if (order.discountCodeId) await discounts.countUse(tx, order.discountCodeId);
        const facts = { orderId: order.id, name: order.name, email: order.email, phone: order.phone, description: order.description, amountPence: order.amountPence };
        await mail.queue(tx, purchaseConfirmationMail(config, facts));
        await mail.queue(tx, ownerPurchaseMail(config, facts));
        return 'confirmed';
      }

      const [booking] = await tx
        .select({ id: bookings.id, slotId: bookings.slotId, status: bookings.status, holdExpiresAt: bookings.holdExpiresAt, participantCount: bookings.participantCount })
        .from(bookings)
        .where(eq(bookings.id, order.bookingId));
      if (!booking) return 'unknown';
      // Same lock as a reservation: nobody can take the last place while we decide.
      const [slot] = await tx.select({ maxBookings: scheduleSlots.maxBookings }).from(scheduleSlots).where(eq(scheduleSlots.id, booking.slotId)).for('update');

      let keepsPlace = booking.status === 'confirmed' || (booking.status === 'held' && booking.holdExpiresAt !== null && booking.holdExpiresAt > now);
      if (!keepsPlace && slot) {
        // The hold lapsed (or was released): the place is still ours if the class has room.
        const [taken] = await tx
          .select({ n: sql<number>`coalesce(sum(${bookings.participantCount}), 0)::int` })
          .from(bookings)
          .where(and(eq(bookings.slotId, booking.slotId), ne(bookings.id, booking.id), liveBookingWhere(now)));
        keepsPlace = Number(taken?.n ?? 0) + booking.participantCount <= slot.maxBookings;
      }

      const facts = await bookingMailFacts(tx, order.id);
      if (keepsPlace) {
        await tx.update(bookings).set({ status: 'confirmed', holdExpiresAt: null, updatedAt: now }).where(eq(bookings.id, booking.id));
        await tx.update(payments).set({ status: 'succeeded', updatedAt: now }).where(eq(payments.id, payment.id));
        if (order.discountCodeId) await discounts.countUse(tx, order.discountCodeId);
        if (facts) {
          await mail.queue(tx, bookingConfirmationMail(config, facts));
          await mail.queue(tx, ownerBookingMail(config, facts));
        }
        return 'confirmed';
      }

      // Paid, but the place went to someone else: never keep the money silently.
      await tx.update(bookings).set({ status: 'cancelled', holdExpiresAt: null, updatedAt: now }).where(eq(bookings.id, booking.id));
      await tx.update(payments).set({ status: 'succeeded', flag: LATE_PAYMENT_FLAGS.pending, updatedAt: now }).where(eq(payments.id, payment.id));
      if (facts) refund = { paymentRowId: payment.id, amountPence: payment.amountPence, facts };
      return 'refunded';
    });

    // Assigned inside the transaction callback, which TypeScript's narrowing cannot follow.
    const late = refund as { paymentRowId: number; amountPence: number; facts: BookingMailFacts } | null;
    if (outcome === 'refunded' && late) {
      // After commit: no row lock is held across the network. The key is the payment's, so settling it again never refunds twice.
      const given = await refunds.refund({ orderId: late.facts.orderId, amountPence: late.amountPence, reason: 'late_payment', actor: 'system', idempotencyKey: `refund-payment-${late.paymentRowId}` });
      const refunded = given.status !== 'failed';
      await db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ status: refunded ? 'refunded' : 'succeeded', flag: refunded ? LATE_PAYMENT_FLAGS.refunded : LATE_PAYMENT_FLAGS.failed, updatedAt: new Date() })
          .where(eq(payments.id, late.paymentRowId));
        if (refunded) {
          await tx.update(bookings).set({ status: 'refunded', updatedAt: new Date() }).where(eq(bookings.id, late.facts.bookingId));
          await mail.queue(tx, refundedCustomerMail(config, late.facts));
        }
        await mail.queue(tx, ownerRefundMail(config, late.facts, refunded));
      });
      mail.kick();
      return refunded ? 'refunded' : 'refund-failed';
    }
    if (outcome === 'confirmed') mail.kick();
    return outcome;
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
      const [order] = await tx.select({ bookingId: orders.bookingId }).from(orders).where(eq(orders.id, payment.orderId));
      if (order?.bookingId) {
        await tx
          .update(bookings)
          .set({ status: 'cancelled', holdExpiresAt: null, updatedAt: now })
          .where(and(eq(bookings.id, order.bookingId), eq(bookings.status, 'held')));
      }
      return 'released';
    });
  }

  /** A verified provider webhook event. */
  async function handleEvent(event: PaymentEvent): Promise<SettleOutcome> {
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
    if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: PAYMENT_MESSAGES.notFound });
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

  async function knownPaymentId(clientSecret: string): Promise<string> {
    const id = provider.paymentIdOf(clientSecret);
    if (!id) throw new TRPCError({ code: 'NOT_FOUND', message: PAYMENT_MESSAGES.notFound });
    return id;
  }

  return {
    paymentSucceeded,
    paymentFailed,
    handleEvent,

    /** The test provider's card form: Stripe's test numbers succeed or fail as they would on Stripe. */
    async confirmTestCard(clientSecret: string, cardNumber: string): Promise<PaymentStatusDto> {
      if (provider.name !== 'test') throw new TRPCError({ code: 'FORBIDDEN', message: PAYMENT_MESSAGES.testOnly });
      const id = await knownPaymentId(clientSecret);
      const current = await statusOf(id);
      if (current.status === 'succeeded' || current.status === 'refunded' || current.status === 'cancelled') return current;
      const outcome = testCardOutcome(cardNumber);
      if (!outcome.ok) {
        await paymentFailed({ paymentId: id, status: 'failed' });
        return { status: 'failed', message: outcome.message };
      }
      await paymentSucceeded({ paymentId: id });
      return statusOf(id);
    },

    /** Asks the provider how a payment stands and settles it here if a webhook has not yet. */
    async refresh(clientSecret: string): Promise<PaymentStatusDto> {
      const id = await knownPaymentId(clientSecret);
      await statusOf(id);
      const state = await provider.retrieve(id);
      if (state.status === 'succeeded') await paymentSucceeded({ paymentId: id });
      else if (state.status === 'cancelled') await paymentFailed({ paymentId: id, status: 'cancelled' });
      const answer = await statusOf(id, state.failureMessage);
      return answer.status === 'pending' && state.status === 'failed' ? { status: 'failed', message: state.failureMessage ?? PAYMENT_MESSAGES.failed } : answer;
    },
  };
}

export type ConfirmationService = ReturnType<typeof createConfirmationService>;
