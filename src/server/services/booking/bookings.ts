/**
 * Booking a class: the service composes one module per use case: reserve-quote.ts (what a reservation asks for and
 * costs), own-hold.ts (her live hold found again or dropped), hold-orders.ts (what a hold is for: its order, its
 * payment row or its confirmation), reserve.ts (holding places, and a waiting-list offer's), open-payment.ts (the
 * provider's payment opened after the hold committed), credit-booking.ts (a class paid with a credit). The booking
 * form's door (`create`), a visitor leaving the payment step (`release`) and the sweep of lapsed holds stay here.
 */
import { and, eq } from 'drizzle-orm';
import type { BookingCreatedDto } from '../../../domain/dto';
import { FULLY_BOOKED } from '../../../domain/errors';
import type { Config } from '../../config';
import { type Db } from '../../db/client';
import { bookings, orders, payments } from '../../db/schema';
import * as places from './places';
import { ownedPayment } from './payment-rules';
import { type DiscountService, releaseOrderDiscountUse } from '../money/discounts';
import type { CustomerService } from '../customers/customers';
import type { Log } from '../platform/log';
import type { CreditService } from '../money/credits';
import type { MailService } from '../mail/mail';
import type { PaymentProvider } from '../money/payments/provider';
import * as appointmentPayments from '../appointments/settle';
import { giveBack } from '../vouchers/vouchers';
import { attendeesOf } from '../../../domain/party';
import { createCreditBooking } from './credit-booking';
import { createHoldOrders } from './hold-orders';
import { createPaymentOpening } from './open-payment';
import { createOwnHolds } from './own-hold';
import { createReservation } from './reserve';
import { createQuoting } from './reserve-quote';

export const PAYMENT_START_FAILED = 'We could not start the payment. Please try again in a moment.';

export function createBookingService(deps: {
  db: Db;
  config: Config;
  provider: PaymentProvider;
  discounts: DiscountService;
  mail: MailService;
  customers: CustomerService;
  credits: CreditService;
  log: Log;
}) {
  const { db, config, provider, discounts, mail, customers, credits, log } = deps;

  const quoting = createQuoting({ db, config, discounts });
  const ownHolds = createOwnHolds({ db });
  const holdOrders = createHoldOrders({ db, provider, customers });
  const { reserve } = createReservation({ db, config, mail, customers, quoting, ownHolds, holdOrders });
  const { openPayment } = createPaymentOpening({ db, provider, log });
  const { createWithCredit } = createCreditBooking({ db, config, mail, customers, credits });

  return {
    reserve,
    openPayment,

    /** POST /api/bookings: price on the server, hold a place, open the payment. */
    async create(input: {
      name: string;
      email: string;
      phone: string;
      specialRequests?: string;
      discountCode?: string;
      voucherCode?: string | undefined;
      /** Places booked and paid together (decision 780); absent: 1. */
      participantCount?: number | undefined;
      /** The names of the further places: `participantCount - 1` of them. */
      attendees?: readonly string[] | undefined;
      classTypeId: number;
      scheduleId: number;
      price?: number;
      amount?: number;
      holdToken?: string | null | undefined;
      now?: Date;
    }): Promise<BookingCreatedDto> {
      const res = await reserve({
        kind: 'booking',
        slotId: input.scheduleId,
        pick: { classTypeId: input.classTypeId },
        customer: { name: input.name, email: input.email, phone: input.phone },
        specialRequests: input.specialRequests,
        attendees: attendeesOf(input.participantCount, input.attendees),
        discountCode: input.discountCode,
        voucherCode: input.voucherCode,
        claimedPounds: input.price ?? input.amount,
        holdToken: input.holdToken,
        now: input.now,
      });
      if (res.status === 'full') return { success: false, clientSecret: null, message: FULLY_BOOKED };
      const amounts = {
        bookingId: res.bookingId,
        ...(res.bookingIds && res.bookingIds.length > 1 ? { bookingIds: res.bookingIds } : {}),
        originalPence: res.originalPence,
        discountPence: res.discountPence,
        voucherPence: res.voucherPence,
        ...(res.voucherBalancePence !== undefined ? { voucherBalancePence: res.voucherBalancePence } : {}),
        amountPence: res.amountPence,
      };
      if (res.status === 'confirmed')
        return {
          success: true,
          clientSecret: null,
          message:
            res.voucherPence > 0 ? 'Booking confirmed. Your gift voucher paid for it.' : 'Booking confirmed. There is nothing to pay.',
          ...amounts,
          orderId: res.orderId,
          holdToken: res.holdToken ?? undefined,
        };
      const opened = await openPayment({
        ...res,
        paymentRowId: res.paymentRowId!,
        providerPaymentId: res.providerPaymentId!,
        kind: 'booking',
      });
      if (!opened.ok) return { success: false, clientSecret: null, message: PAYMENT_START_FAILED };
      return {
        success: true,
        clientSecret: opened.clientSecret,
        message: `Your place is held for ${config.HOLD_MINUTES} minutes while you pay.`,
        ...amounts,
        holdExpiresAt: res.holdExpiresAt ?? undefined,
        holdToken: res.holdToken ?? undefined,
      };
    },

    /**
     * The visitor left the payment step: the hold behind this payment gives its place (and any discount
     * use) back at once instead of after HOLD_MINUTES. Only the browser that holds the hold's token may;
     * a paid or already released hold is left as it is.
     */
    async release(
      input: { clientSecret: string; holdToken?: string | null | undefined },
      now = new Date(),
    ): Promise<{ released: boolean }> {
      const owned = await ownedPayment(db, provider, input.clientSecret, input.holdToken, true);
      const released = await db.transaction(async (tx) => {
        // Lock order as everywhere: the slot, then its booking and payment.
        if (owned.bookingId) {
          const [booking] = await tx.select({ slotId: bookings.slotId }).from(bookings).where(eq(bookings.id, owned.bookingId));
          if (booking) await places.lockSlot(tx, booking.slotId);
        }
        const cancelled = await tx
          .update(payments)
          .set({ status: 'cancelled', updatedAt: now })
          .where(and(eq(payments.id, owned.paymentRowId), eq(payments.status, 'pending')))
          .returning({ id: payments.id });
        if (!cancelled.length) return false;
        if (owned.bookingId) await places.release(tx, owned.bookingId, 'cancelled', now, ['held']);
        // Training holds no place, only its discount use (and voucher share), which go back as a hold's do.
        else {
          await releaseOrderDiscountUse(tx, owned.orderId);
          await giveBack(tx, { orderIds: [owned.orderId], reason: 'release', now });
        }
        const [order] = await tx.select({ appointmentId: orders.appointmentId }).from(orders).where(eq(orders.id, owned.orderId));
        if (order?.appointmentId) await appointmentPayments.unpaid(tx, order.appointmentId, now);
        return true;
      });
      return { released };
    },

    createWithCredit,

    /** Marks lapsed holds 'expired' and gives their places back (the worker's sweep; booking never waits for it). */
    expireHolds: (now = new Date()): Promise<number> => places.expireLapsed(db, now),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
