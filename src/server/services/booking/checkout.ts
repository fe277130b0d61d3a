import { and, asc, eq } from 'drizzle-orm';
import { TRAINING_PRICES } from '../../../domain/catalog';
import { applyDiscount } from '../../../domain/discount';
import type { CheckoutCreatedDto, CheckoutQuoteDto } from '../../../domain/dto';
import { conflict, FULLY_BOOKED, invalid, unavailable } from '../../../domain/errors';
import type { SessionType } from '../../../domain/schemas';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { classTypes, orders, payments, scheduleSlots, voucherOrders } from '../../db/schema';
import type { Tx } from '../../db/client';
import { formatPence } from '../../../domain/money';
import type { VoucherPurchaseInput } from '../../../domain/vouchers';
import { assertPurchasable } from '../vouchers/purchase';
import { type BookingService, PAYMENT_START_FAILED } from './bookings';
import { assertBookable, assertNotStarted, type ClassPick, classDescription, priceInSlot, type SlotRow, slotColumns } from './slot-rules';
import { assertAmount, classHintsOf, sessionTypeOf } from './checkout-spec-payload';
import { hashHoldToken, tokenForNewHold } from './hold-token';
import { pendingPaymentId } from './payment-rules';
import type { CreditService } from '../money/credits';
import { type DiscountService, reserveUse } from '../money/discounts';
import type { PaymentProvider } from '../money/payments/provider';
import { spendOnOrder, usableVoucher } from '../vouchers/vouchers';
import { attendeesOf } from '../../../domain/party';

/** Which class a /checkout link is about: a slot (by id, or by London date and start time) and a class. */
export interface ClassCheckoutTarget extends ClassPick {
  scheduleId?: number;
  date?: string;
  time?: string;
}

/** Who pays. The specification's payloads carry none of it; absent details are recorded as empty. */
export interface Customer {
  name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
}

const customerOf = (c: Customer) => ({ name: c.name ?? '', email: c.email ?? '', phone: c.phone ?? '' });

/** What the specification's payloads add: a description to identify the purchase, and a claimed price. */
interface SpecPayload {
  /** Places booked and paid together (decision 780); absent: 1. */
  participantCount?: number | undefined;
  /** The further places' attendee names. */
  attendees?: readonly string[] | undefined;
  description?: string | undefined;
  amount?: number | undefined;
  amountPence?: number | undefined;
  /** The hold token the browser presented (cookie or field). */
  holdToken?: string | null | undefined;
  /** A discount code she typed: checked and applied to the server's price. */
  discountCode?: string | undefined;
  /** A gift voucher code: pays what it can of the price (decision 730). */
  voucherCode?: string | undefined;
}

/** A code cannot make training free: a paid order is what the owner arranges the sessions from. */
export const TRAINING_NOT_FREE = 'This code cannot be used for personal training. Please contact us.';

/** sessionType, or the /booking link's class title, to a training package. */
export function trainingPackage(sessionType: SessionType | undefined, title: string | undefined) {
  if (sessionType) return { sessionType, ...TRAINING_PRICES[sessionType] };
  const wanted = title?.trim().toLowerCase();
  for (const key of Object.keys(TRAINING_PRICES) as SessionType[]) {
    if (TRAINING_PRICES[key].title.toLowerCase() === wanted) return { sessionType: key, ...TRAINING_PRICES[key] };
  }
  throw invalid('sessionType', 'must be single or package');
}

export function createCheckoutService(deps: {
  db: Db;
  config: Config;
  provider: PaymentProvider;
  bookings: BookingService;
  credits: CreditService;
  discounts: DiscountService;
}) {
  const { db, config, provider, bookings, credits, discounts } = deps;

  /**
   * An order with a payment waiting for the provider, then the payment opened after commit. A discount's use is
   * reserved with the order, in its transaction (as a class hold reserves it); leaving the payment gives it back.
   */
  async function placeOrder(
    values: Omit<typeof orders.$inferInsert, 'originalPence' | 'amountPence' | 'holdTokenHash'> & { pricePence: number },
    presented: string | null | undefined,
    discount: { codeId: number; discountPence: number } | null = null,
    voucherCode?: string,
    /** Written with the order, in its transaction (a voucher purchase's details). */
    withOrder?: (tx: Tx, orderId: number) => Promise<void>,
  ): Promise<CheckoutCreatedDto> {
    const { pricePence: originalPence, ...order } = values;
    const pricePence = originalPence - (discount?.discountPence ?? 0);
    // Only the browser holding this token may pay, refresh or release the order (as for a class hold).
    const holdToken = tokenForNewHold(presented);
    const now = new Date();
    const voucher = voucherCode?.trim() ? await usableVoucher(db, voucherCode, now) : null;
    const created = await db.transaction(async (tx) => {
      if (discount) {
        const refused = await reserveUse(tx, discount.codeId, order.email, new Date());
        if (refused) throw invalid('discountCode', refused);
      }
      const [row] = await tx
        .insert(orders)
        .values({
          ...order,
          originalPence,
          amountPence: pricePence,
          discountPence: discount?.discountPence ?? 0,
          discountCodeId: discount?.codeId ?? null,
          discountReserved: discount !== null,
          holdTokenHash: hashHoldToken(holdToken),
        })
        .returning({ id: orders.id });
      if (withOrder) await withOrder(tx, row!.id);
      const spent = voucher ? await spendOnOrder(tx, { voucherId: voucher.id, orderId: row!.id, amountPence: pricePence, now }) : null;
      const voucherPence = spent?.taken ?? 0;
      const balance = spent ? { voucherBalancePence: spent.balancePence } : {};
      const left = pricePence - voucherPence;
      if (voucherPence) await tx.update(orders).set({ amountPence: left }).where(eq(orders.id, row!.id));
      if (left === 0) {
        // A pack the voucher pays in full: its credits now, with no payment (only packs pass a voucher here).
        await tx.update(orders).set({ adminStatus: 'confirmed' }).where(eq(orders.id, row!.id));
        await credits.grantForOrder(tx, row!.id, now);
        return { orderId: row!.id, voucherPence, ...balance, left, paymentRowId: null, providerPaymentId: null };
      }
      const providerPaymentId = pendingPaymentId(row!.id);
      const [payment] = await tx
        .insert(payments)
        .values({ orderId: row!.id, provider: provider.name, providerPaymentId, amountPence: left })
        .returning({ id: payments.id });
      return { orderId: row!.id, voucherPence, ...balance, left, paymentRowId: payment!.id, providerPaymentId };
    });
    if (created.paymentRowId === null)
      return {
        clientSecret: '',
        amountPence: 0,
        voucherPence: created.voucherPence,
        ...(created.voucherBalancePence !== undefined ? { voucherBalancePence: created.voucherBalancePence } : {}),
        description: order.description,
        orderId: created.orderId,
        holdToken,
      };
    const opened = await bookings.openPayment({
      orderId: created.orderId,
      paymentRowId: created.paymentRowId,
      providerPaymentId: created.providerPaymentId,
      bookingId: null,
      amountPence: created.left,
      description: order.description,
      kind: order.kind,
    });
    if (!opened.ok) throw unavailable(PAYMENT_START_FAILED);
    return {
      clientSecret: opened.clientSecret,
      amountPence: created.left,
      ...(created.voucherPence ? { voucherPence: created.voucherPence } : {}),
      ...(created.voucherBalancePence !== undefined ? { voucherBalancePence: created.voucherBalancePence } : {}),
      description: order.description,
      holdToken,
    };
  }

  /** The slot a checkout names; slots cannot overlap, so a date and start time find at most one active slot. */
  async function findSlot(target: ClassCheckoutTarget, now: Date): Promise<{ slot: SlotRow; field: string }> {
    if (target.scheduleId !== undefined) {
      const [slot] = await db.select(slotColumns).from(scheduleSlots).where(eq(scheduleSlots.id, target.scheduleId));
      return { slot: assertBookable(slot, 'scheduleId', now), field: 'scheduleId' };
    }
    if (!target.date) throw invalid('date', 'the class date is required');
    if (!target.time) throw invalid('time', 'the class time is required');
    const [slot] = await db
      .select(slotColumns)
      .from(scheduleSlots)
      .where(and(eq(scheduleSlots.date, target.date), eq(scheduleSlots.startTime, target.time), eq(scheduleSlots.isActive, true)))
      .orderBy(asc(scheduleSlots.id))
      .limit(1);
    if (!slot) throw invalid('date', 'no class is scheduled at that date and time');
    assertNotStarted(slot, 'time', now);
    return { slot, field: 'date' };
  }

  function pickOf(target: ClassCheckoutTarget): ClassPick {
    if (target.classTypeId !== undefined) return { classTypeId: target.classTypeId };
    if (target.className) return { className: target.className };
    throw invalid('class', 'choose a class');
  }

  async function quoteClass(target: ClassCheckoutTarget, now: Date) {
    const { slot, field } = await findSlot(target, now);
    const priced = await priceInSlot(db, config, slot, pickOf(target));
    const description = classDescription(priced.className, slot);
    return { slot, field, priced, description };
  }

  return {
    async quote(
      input: ClassCheckoutTarget & { type: 'class' | 'training'; sessionType?: SessionType },
      now = new Date(),
    ): Promise<CheckoutQuoteDto> {
      if (input.type === 'training') {
        const pkg = trainingPackage(input.sessionType, input.className);
        return { description: pkg.title, amountPence: pkg.pricePence };
      }
      const { priced, description } = await quoteClass(input, now);
      return { description, amountPence: priced.pricePence };
    },

    /** A class bought at /checkout: priced like a booking and holding a place like one. */
    async createClassPayment(payload: ClassCheckoutTarget & Customer & SpecPayload, now = new Date()): Promise<CheckoutCreatedDto> {
      // Explicit fields win; the description fills in what they leave out.
      const names =
        payload.className || payload.classTypeId !== undefined
          ? []
          : (await db.select({ name: classTypes.name }).from(classTypes)).map((r) => r.name);
      const hints = payload.scheduleId !== undefined ? {} : classHintsOf(payload.description, names);
      const input = {
        ...payload,
        className: payload.className || hints.className,
        date: payload.date ?? hints.date,
        time: payload.time ?? hints.time,
      };
      const { slot, field, priced, description } = await quoteClass(input, now);
      // Several places (decision 780): a claimed amount is the list price of them all.
      const attendees = attendeesOf(payload.participantCount, payload.attendees);
      assertAmount(input, priced.pricePence * (1 + attendees.length), description);
      const res = await bookings.reserve({
        kind: 'class_checkout',
        slotId: slot.id,
        slotField: field,
        pick: priced.classTypeId === null ? {} : { classTypeId: priced.classTypeId },
        customer: customerOf(input),
        attendees,
        claimedPounds: attendees.length ? undefined : input.amount,
        holdToken: input.holdToken,
        ...(input.discountCode?.trim() ? { discountCode: input.discountCode } : {}),
        voucherCode: input.voucherCode,
        now,
      });
      if (res.status === 'full') throw conflict(FULLY_BOOKED);
      const voucherPence = res.voucherPence
        ? {
            voucherPence: res.voucherPence,
            ...(res.voucherBalancePence !== undefined ? { voucherBalancePence: res.voucherBalancePence } : {}),
          }
        : {};
      // Several places (decision 780): every place's booking, as POST /api/bookings answers them.
      const places = res.bookingIds && res.bookingIds.length > 1 ? { bookingIds: res.bookingIds } : {};
      // Nothing to pay (a 100% code, a voucher): booked, and its confirmation screen opens by the order.
      if (res.status === 'confirmed')
        return {
          clientSecret: '',
          amountPence: 0,
          ...voucherPence,
          description: res.description,
          orderId: res.orderId,
          ...places,
          ...(res.holdToken ? { holdToken: res.holdToken } : {}),
        };
      const opened = await bookings.openPayment({
        ...res,
        paymentRowId: res.paymentRowId!,
        providerPaymentId: res.providerPaymentId!,
        kind: 'class_checkout',
      });
      if (!opened.ok) throw unavailable(PAYMENT_START_FAILED);
      return {
        clientSecret: opened.clientSecret,
        amountPence: res.amountPence,
        ...voucherPence,
        ...places,
        description: res.description,
        ...(res.holdExpiresAt ? { holdExpiresAt: res.holdExpiresAt } : {}),
        ...(res.holdToken ? { holdToken: res.holdToken } : {}),
      };
    },

    /** Personal training: an order (no place to hold) at the server's price, less a discount code's. */
    async createTrainingPayment(input: Customer & SpecPayload & { sessionType?: SessionType | undefined }): Promise<CheckoutCreatedDto> {
      const pkg = trainingPackage(sessionTypeOf(input.sessionType, input.description), undefined);
      assertAmount(input, pkg.pricePence, pkg.title);
      let discount: { codeId: number; discountPence: number } | null = null;
      if (input.discountCode?.trim()) {
        const found = await discounts.lookup(input.discountCode);
        if (!found.ok) throw invalid('discountCode', found.error);
        const total = applyDiscount(pkg.pricePence, found.discount);
        if (total.totalPence < 1) throw invalid('discountCode', TRAINING_NOT_FREE);
        discount = { codeId: found.discount.id, discountPence: total.discountPence };
      }
      return placeOrder(
        { kind: 'training', description: pkg.title, ...customerOf(input), pricePence: pkg.pricePence, sessionType: pkg.sessionType },
        input.holdToken,
        discount,
      );
    },

    /** A class pack at the server's price; its credits are granted to the e-mail when the payment succeeds. */
    async createPackPayment(input: {
      packId: number;
      name: string;
      email: string;
      phone?: string;
      holdToken?: string | null | undefined;
      voucherCode?: string | undefined;
    }): Promise<CheckoutCreatedDto> {
      const pack = await credits.saleable(input.packId);
      if (pack.pricePence < 1) throw invalid('packId', 'this pack is not on sale');
      return placeOrder(
        {
          kind: 'pack',
          packId: pack.id,
          description: pack.name,
          name: input.name,
          email: input.email.trim(),
          phone: input.phone ?? '',
          pricePence: pack.pricePence,
        },
        input.holdToken,
        null,
        input.voucherCode,
      );
    },

    /** A gift voucher bought on the site (decision 730): the amount from the owner's list; made when paid. */
    async createVoucherPayment(input: VoucherPurchaseInput, now = new Date()): Promise<CheckoutCreatedDto> {
      await assertPurchasable(db, input, now);
      return placeOrder(
        {
          kind: 'voucher',
          description: `Gift voucher ${formatPence(input.amountPence)}`,
          name: input.name,
          email: input.email.trim(),
          phone: input.phone ?? '',
          pricePence: input.amountPence,
        },
        input.holdToken,
        null,
        undefined,
        async (tx, orderId) => {
          await tx.insert(voucherOrders).values({
            orderId,
            amountPence: input.amountPence,
            recipientEmail: input.recipientEmail.trim().toLowerCase(),
            recipientName: input.recipientName?.trim() ?? '',
            message: input.message?.trim() ?? '',
            sendOn: input.sendOn,
          });
        },
      );
    },

    /**
     * The difference she pays to move a booking to a dearer class (decision 710): an order holding no place,
     * paid through the same provider path; the move itself is made when it is paid (confirmation.ts).
     */
    async createMovePayment(input: {
      bookingId: number;
      slotId: number;
      classTypeId: number | null;
      description: string;
      name: string;
      email: string;
      phone: string;
      differencePence: number;
      holdToken?: string | null | undefined;
    }): Promise<CheckoutCreatedDto> {
      if (!(input.differencePence > 0)) throw invalid('scheduleId', 'there is nothing to pay for this move');
      return placeOrder(
        {
          kind: 'move',
          moveBookingId: input.bookingId,
          moveSlotId: input.slotId,
          moveClassTypeId: input.classTypeId,
          description: input.description,
          name: input.name,
          email: input.email,
          phone: input.phone,
          pricePence: input.differencePence,
        },
        input.holdToken,
      );
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
