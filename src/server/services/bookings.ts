import { TRPCError } from '@trpc/server';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { BookingCreatedDto } from '../../domain/dto';
import { applyDiscount } from '../../domain/discount';
import { poundsToPence } from '../../domain/money';
import { formatLongDate, formatTime12h, londonInstant } from '../../domain/time';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { bookings, classTypes, orders, payments, scheduleSlots } from '../db/schema';
import { bookingMailFacts, PENDING_PAYMENT_PREFIX } from './confirmation';
import type { DiscountService } from './discounts';
import type { CustomerService } from './customers/customers';
import type { Log } from './log';
import type { MailService } from './mail';
import type { PaymentProvider } from './payments/provider';
import { liveBookingWhere } from './schedule';

export const FULLY_BOOKED = 'This class is fully booked';
export const AMOUNT_MISMATCH = 'Amount does not match the price';
export const OPEN_CLASS_NAME = 'Open Class';
export const PAYMENT_START_FAILED = 'We could not start the payment. Please try again in a moment.';

const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

export interface SlotRow {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  isActive: boolean;
  allowedClassTypeIds: number[];
  maxBookings: number;
}

const slotColumns = {
  id: scheduleSlots.id,
  date: scheduleSlots.date,
  startTime: scheduleSlots.startTime,
  endTime: scheduleSlots.endTime,
  isActive: scheduleSlots.isActive,
  allowedClassTypeIds: scheduleSlots.allowedClassTypeIds,
  maxBookings: scheduleSlots.maxBookings,
};

/** How the visitor named the class: by id (booking dialog) or by name (the /checkout link). */
export interface ClassPick {
  classTypeId?: number;
  className?: string;
}

export interface PricedClass {
  /** Null for an 'Open Class'. */
  classTypeId: number | null;
  className: string;
  pricePence: number;
}

/** A slot that a visitor may still book, or a 400 naming the field that chose it. */
export function assertBookable(slot: SlotRow | undefined, field: string, now: Date): SlotRow {
  if (!slot || !slot.isActive) throw badRequest(`${field}: this class is not on the schedule`);
  if (londonInstant(slot.date, slot.startTime).getTime() <= now.getTime()) throw badRequest(`${field}: this class has already started`);
  return slot;
}

/**
 * The server's price of a class in a slot. A slot that allows every class is an 'Open Class' at
 * OPEN_CLASS_PRICE_PENCE whatever class id the client sends (the spec's client sends 1), which is
 * the price the visitor was shown.
 */
export async function priceInSlot(db: DbOrTx, config: Config, slot: SlotRow, pick: ClassPick): Promise<PricedClass> {
  if (slot.allowedClassTypeIds.length === 0) return { classTypeId: null, className: OPEN_CLASS_NAME, pricePence: config.OPEN_CLASS_PRICE_PENCE };
  const field = pick.classTypeId !== undefined ? 'classTypeId' : 'class';
  if (pick.classTypeId === undefined && pick.className?.trim().toLowerCase() === OPEN_CLASS_NAME.toLowerCase()) {
    throw badRequest('class: this class is not offered in this slot');
  }
  const cols = { id: classTypes.id, name: classTypes.name, pricePence: classTypes.pricePence, isActive: classTypes.isActive };
  let rows: { id: number; name: string; pricePence: number; isActive: boolean }[] = [];
  if (pick.classTypeId !== undefined) rows = await db.select(cols).from(classTypes).where(eq(classTypes.id, pick.classTypeId));
  else if (pick.className) {
    rows = await db
      .select(cols)
      .from(classTypes)
      .where(and(sql`lower(trim(${classTypes.name})) = ${pick.className.trim().toLowerCase()}`, eq(classTypes.isActive, true)))
      .orderBy(asc(classTypes.id));
  } else throw badRequest('classTypeId: choose a class');
  const type = rows.find((r) => slot.allowedClassTypeIds.includes(r.id)) ?? rows[0];
  if (!type || !type.isActive) throw badRequest(`${field}: this class is not available`);
  if (!slot.allowedClassTypeIds.includes(type.id)) throw badRequest(`${field}: this class is not offered in this slot`);
  return { classTypeId: type.id, className: type.name, pricePence: type.pricePence };
}

/** Rejects a client-sent price (pounds) that is not the server's price. */
export function assertClaimedPrice(claimedPounds: number | undefined | null, pricePence: number): void {
  if (claimedPounds == null) return;
  if (poundsToPence(claimedPounds) !== pricePence) throw badRequest(AMOUNT_MISMATCH);
}

export interface ReserveInput {
  kind: 'booking' | 'class_checkout';
  slotId: number;
  /** The field name errors about the slot should name. */
  slotField?: string;
  pick: ClassPick;
  customer: { name: string; email: string; phone: string };
  specialRequests?: string;
  discountCode?: string;
  /** What the client said it costs, in pounds: checked, never used. */
  claimedPounds?: number | null;
  now?: Date;
}

export interface Reserved {
  status: 'held' | 'confirmed';
  reused: boolean;
  bookingId: number;
  orderId: number;
  paymentRowId: number | null;
  providerPaymentId: string | null;
  description: string;
  originalPence: number;
  discountPence: number;
  amountPence: number;
  holdExpiresAt: Date | null;
}

export type Reservation = { status: 'full' } | Reserved;

/**
 * Derived from the order alone, so every retry for an order sends the same key. The creation time is
 * part of it because Stripe keeps keys per account for a day: a development database that is reset
 * numbers its orders from 1 again, and `order-1` must not meet yesterday's `order-1`.
 */
export function paymentIdempotencyKey(orderId: number, createdAt: Date): string {
  return `order-${orderId}-${createdAt.getTime()}`;
}

export type OpenedPayment = { ok: true; clientSecret: string } | { ok: false };

export function createBookingService(deps: { db: Db; config: Config; provider: PaymentProvider; discounts: DiscountService; mail: MailService; customers: CustomerService; log: Log }) {
  const { db, config, provider, discounts, mail, customers, log } = deps;

  /**
   * Holds one place in ONE transaction: the slot row is locked (`SELECT ... FOR UPDATE`) and the live
   * places re-counted under that lock, so concurrent requests queue on the slot and can never oversell.
   */
  async function reserve(input: ReserveInput): Promise<Reservation> {
    const now = input.now ?? new Date();
    const email = input.customer.email.trim();
    const reservation = await db.transaction(async (tx): Promise<Reservation> => {
      const [locked] = await tx.select(slotColumns).from(scheduleSlots).where(eq(scheduleSlots.id, input.slotId)).for('update');
      const slot = assertBookable(locked, input.slotField ?? 'scheduleId', now);
      const priced = await priceInSlot(tx, config, slot, input.pick);
      assertClaimedPrice(input.claimedPounds, priced.pricePence);

      let discount = null;
      if (input.discountCode?.trim()) {
        const found = await discounts.lookup(input.discountCode, { tx, now });
        if (!found.ok) throw badRequest(`discountCode: ${found.error}`);
        discount = found.discount;
      }
      const total = applyDiscount(priced.pricePence, discount);
      const description = `${priced.className}, ${formatLongDate(slot.date)} at ${formatTime12h(slot.startTime)}`;

      // The same visitor asking again (double click, reload) gets their live hold back, not a second place.
      const [mine] = await tx
        .select({
          bookingId: bookings.id,
          classTypeId: bookings.classTypeId,
          holdExpiresAt: bookings.holdExpiresAt,
          orderId: orders.id,
          kind: orders.kind,
          amountPence: orders.amountPence,
          originalPence: orders.originalPence,
          discountPence: orders.discountPence,
          paymentRowId: payments.id,
          providerPaymentId: payments.providerPaymentId,
        })
        .from(bookings)
        .innerJoin(orders, eq(orders.bookingId, bookings.id))
        .innerJoin(payments, and(eq(payments.orderId, orders.id), eq(payments.status, 'pending')))
        .where(
          and(
            eq(bookings.slotId, slot.id),
            sql`lower(${bookings.email}) = ${email.toLowerCase()}`,
            eq(bookings.status, 'held'),
            sql`${bookings.holdExpiresAt} > ${now.toISOString()}`,
          ),
        )
        .orderBy(asc(bookings.id))
        .limit(1);
      if (mine && mine.classTypeId === priced.classTypeId && mine.amountPence === total.totalPence && mine.kind === input.kind) {
        return { status: 'held', reused: true, description, ...mine };
      }
      if (mine) {
        // They changed their mind (another class, a discount): the old hold makes way for the new one.
        await tx.update(bookings).set({ status: 'cancelled', holdExpiresAt: null, updatedAt: now }).where(eq(bookings.id, mine.bookingId));
        await tx.update(payments).set({ status: 'cancelled', updatedAt: now }).where(eq(payments.id, mine.paymentRowId));
      }

      const [taken] = await tx
        .select({ n: sql<number>`coalesce(sum(${bookings.participantCount}), 0)::int` })
        .from(bookings)
        .where(and(eq(bookings.slotId, slot.id), liveBookingWhere(now)));
      if (Number(taken?.n ?? 0) + 1 > slot.maxBookings) return { status: 'full' };

      const free = total.totalPence === 0;
      const holdExpiresAt = free ? null : new Date(now.getTime() + config.HOLD_MINUTES * 60_000);
      const [booking] = await tx
        .insert(bookings)
        .values({
          slotId: slot.id,
          classTypeId: priced.classTypeId,
          className: priced.className,
          name: input.customer.name,
          email,
          phone: input.customer.phone,
          specialRequests: input.specialRequests ?? '',
          status: free ? 'confirmed' : 'held',
          holdExpiresAt,
        })
        .returning({ id: bookings.id });
      const [order] = await tx
        .insert(orders)
        .values({
          kind: input.kind,
          bookingId: booking!.id,
          description,
          name: input.customer.name,
          email,
          phone: input.customer.phone,
          originalPence: total.originalPence,
          discountPence: total.discountPence,
          amountPence: total.totalPence,
          discountCodeId: discount?.id ?? null,
        })
        .returning({ id: orders.id });
      const amounts = { originalPence: total.originalPence, discountPence: total.discountPence, amountPence: total.totalPence };

      if (free) {
        // Nothing to pay (a 100% code or a free class): confirmed now, through no provider.
        if (discount) await discounts.countUse(tx, discount.id);
        const facts = await bookingMailFacts(tx, order!.id);
        if (facts) await customers.bookingConfirmed(tx, facts);
        return { status: 'confirmed', reused: false, bookingId: booking!.id, orderId: order!.id, paymentRowId: null, providerPaymentId: null, description, holdExpiresAt, ...amounts };
      }

      const providerPaymentId = `${PENDING_PAYMENT_PREFIX}order-${order!.id}`;
      const [payment] = await tx
        .insert(payments)
        .values({ orderId: order!.id, provider: provider.name, providerPaymentId, amountPence: total.totalPence })
        .returning({ id: payments.id });
      return { status: 'held', reused: false, bookingId: booking!.id, orderId: order!.id, paymentRowId: payment!.id, providerPaymentId, description, holdExpiresAt, ...amounts };
    });
    if (reservation.status === 'confirmed') mail.kick();
    return reservation;
  }

  /**
   * Opens (or re-opens) the provider payment of an order, after the reservation committed so no lock
   * is held across the network. The idempotency key is the order's, so a retry never opens a second charge.
   */
  async function openPayment(order: { orderId: number; bookingId: number | null; paymentRowId: number; providerPaymentId: string; amountPence: number; description: string; kind: string }): Promise<OpenedPayment> {
    let providerPaymentId = order.providerPaymentId;
    try {
      if (providerPaymentId.startsWith(PENDING_PAYMENT_PREFIX)) {
        const [placed] = await db.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.id, order.orderId));
        const created = await provider.createPayment({
          amountPence: order.amountPence,
          currency: 'gbp',
          description: order.description,
          metadata: { orderId: String(order.orderId), ...(order.bookingId ? { bookingId: String(order.bookingId) } : {}), kind: order.kind },
          idempotencyKey: paymentIdempotencyKey(order.orderId, placed!.createdAt),
        });
        const stored = await db
          .update(payments)
          .set({ providerPaymentId: created.id, updatedAt: new Date() })
          .where(and(eq(payments.id, order.paymentRowId), eq(payments.providerPaymentId, providerPaymentId)))
          .returning({ id: payments.id });
        if (stored.length) return { ok: true, clientSecret: created.clientSecret };
        // A parallel request for the same hold stored its payment first: answer with that one.
        const [current] = await db.select({ providerPaymentId: payments.providerPaymentId }).from(payments).where(eq(payments.id, order.paymentRowId));
        providerPaymentId = current!.providerPaymentId;
      }
      return { ok: true, clientSecret: await provider.clientSecretOf(providerPaymentId) };
    } catch (error) {
      log.error('payment provider failed to open a payment', { orderId: order.orderId, error: String(error) });
      if (providerPaymentId.startsWith(PENDING_PAYMENT_PREFIX)) {
        // No payment exists, so nobody can pay for this hold: give the place back at once.
        await db.transaction(async (tx) => {
          const released = await tx
            .update(payments)
            .set({ status: 'failed', updatedAt: new Date() })
            .where(and(eq(payments.id, order.paymentRowId), eq(payments.providerPaymentId, providerPaymentId), eq(payments.status, 'pending')))
            .returning({ id: payments.id });
          if (released.length && order.bookingId) {
            await tx.update(bookings).set({ status: 'cancelled', holdExpiresAt: null, updatedAt: new Date() }).where(and(eq(bookings.id, order.bookingId), eq(bookings.status, 'held')));
          }
        });
      }
      return { ok: false };
    }
  }

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
      classTypeId: number;
      scheduleId: number;
      price?: number;
      amount?: number;
      now?: Date;
    }): Promise<BookingCreatedDto> {
      const res = await reserve({
        kind: 'booking',
        slotId: input.scheduleId,
        pick: { classTypeId: input.classTypeId },
        customer: { name: input.name, email: input.email, phone: input.phone },
        specialRequests: input.specialRequests,
        discountCode: input.discountCode,
        claimedPounds: input.price ?? input.amount,
        now: input.now,
      });
      if (res.status === 'full') return { success: false, clientSecret: null, message: FULLY_BOOKED };
      const amounts = { bookingId: res.bookingId, originalPence: res.originalPence, discountPence: res.discountPence, amountPence: res.amountPence };
      if (res.status === 'confirmed') return { success: true, clientSecret: null, message: 'Booking confirmed. There is nothing to pay.', ...amounts };
      const opened = await openPayment({ ...res, paymentRowId: res.paymentRowId!, providerPaymentId: res.providerPaymentId!, kind: 'booking' });
      if (!opened.ok) return { success: false, clientSecret: null, message: PAYMENT_START_FAILED };
      return {
        success: true,
        clientSecret: opened.clientSecret,
        message: `Your place is held for ${config.HOLD_MINUTES} minutes while you pay.`,
        ...amounts,
        holdExpiresAt: res.holdExpiresAt ?? undefined,
      };
    },

    /** Marks lapsed holds 'expired'. Optional tidiness: availability already ignores them. */
    async expireHolds(now = new Date()): Promise<number> {
      const rows = await db
        .update(bookings)
        .set({ status: 'expired', updatedAt: now })
        .where(and(eq(bookings.status, 'held'), lte(bookings.holdExpiresAt, now)))
        .returning({ id: bookings.id });
      return rows.length;
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
