/**
 * What a succeeded payment does to what it paid for: a class booking keeps (or takes again) its place and is
 * confirmed, an appointment is confirmed while its time is still hers, a move's difference moves the booking, an
 * order without a place (a pack, a voucher, training) is confirmed. Paid too late, the money goes back after commit
 * (refundLatePayment, refundLateAppointment) and she and the owner are told.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { bookings, orders, payments } from '../../db/schema';
import * as appointmentPayments from '../appointments/settle';
import { travelMinutesOf } from '../appointments/setup';
import { appointmentFacts } from '../appointments/notify';
import type { CustomerService } from '../customers/customers';
import { appointmentLatePaymentMail, ownerAppointmentLatePaymentMail } from '../mail/appointment-emails';
import type { BookingMailFacts } from '../mail/booking-facts';
import { ownerPurchaseMail } from '../mail/booking-emails';
import { brandOf } from '../mail/brand';
import type { MailService } from '../mail/mail';
import { ownerRefundMail, paidAfterCancelMail, refundedCustomerMail } from '../mail/refund-emails';
import type { CreditService } from '../money/credits';
import { releaseDiscountUses, reserveUse, retakeOrderDiscountUse } from '../money/discounts';
import type { RefundService } from '../money/refunds';
import { giveBack, releaseForBookings, retakeForOrder } from '../vouchers/vouchers';
import { fulfilVoucherOrder } from '../vouchers/purchase';
import { emitBookingEvent, emitOrderEvent } from '../webhooks/events';
import { bookingMailFacts } from './mail-facts';
import { settleMovePayment } from './move';
import type { LockedPayment, PaidOrder } from './payment-locks';
import {
  CANCELLED_PAYMENT_FLAGS,
  LATE_APPOINTMENT_FLAGS,
  LATE_PAYMENT_FLAGS,
  MOVE_PAYMENT_FLAGS,
  type SettleOutcome,
} from './payment-rules';
import * as places from './places';

export type LateRefund = { paymentRowId: number; amountPence: number; facts: BookingMailFacts; cause: 'full' | 'cancelled' };
export type LateAppointmentRefund = {
  orderId: number;
  paymentRowId: number;
  amountPence: number;
  flags: { pending: string; refunded: string; failed: string };
  /** An appointment's late payment: she and the owner are told, as for a class's (a move's difference is not). */
  appointment?: { id: number; cause: 'taken' | 'cancelled' };
};

export function createPaidOrders(deps: {
  db: Db;
  config: Config;
  mail: MailService;
  customers: CustomerService;
  refunds: RefundService;
  credits: CreditService;
}) {
  const { db, config, mail, customers, refunds, credits } = deps;

  /** Personal training (no place to hold): paid means confirmed. */
  async function settlePlaceless(tx: DbOrTx, payment: LockedPayment, order: PaidOrder, now: Date): Promise<SettleOutcome> {
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
    order: PaidOrder,
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
    order: PaidOrder,
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
  async function keepOrRetake(tx: DbOrTx, order: PaidOrder, now: Date): Promise<boolean> {
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
    order: PaidOrder,
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

  return { settlePlaceless, settleAppointment, settleMove, settleBooking, refundLatePayment, refundLateAppointment };
}
