import { and, asc, eq } from 'drizzle-orm';
import { TRAINING_PRICES } from '../../../domain/catalog';
import type { CheckoutCreatedDto, CheckoutQuoteDto } from '../../../domain/dto';
import { conflict, FULLY_BOOKED, invalid, unavailable } from '../../../domain/errors';
import type { SessionType } from '../../../domain/schemas';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { classTypes, orders, payments, scheduleSlots } from '../../db/schema';
import { type BookingService, PAYMENT_START_FAILED } from './bookings';
import { assertBookable, assertNotStarted, type ClassPick, classDescription, priceInSlot, type SlotRow, slotColumns } from './slot-rules';
import { assertAmount, classHintsOf, sessionTypeOf } from './checkout-spec-payload';
import { hashHoldToken, tokenForNewHold } from './hold-token';
import { pendingPaymentId } from './confirmation';
import type { CreditService } from '../money/credits';
import type { PaymentProvider } from '../money/payments/provider';

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
  description?: string | undefined;
  amount?: number | undefined;
  amountPence?: number | undefined;
  /** The hold token the browser presented (cookie or field). */
  holdToken?: string | null | undefined;
}

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
}) {
  const { db, config, provider, bookings, credits } = deps;

  /** An order with a payment waiting for the provider, then the payment opened after commit. */
  async function placeOrder(
    values: Omit<typeof orders.$inferInsert, 'originalPence' | 'amountPence' | 'holdTokenHash'> & { pricePence: number },
    presented: string | null | undefined,
  ): Promise<CheckoutCreatedDto> {
    const { pricePence, ...order } = values;
    // Only the browser holding this token may pay, refresh or release the order (as for a class hold).
    const holdToken = tokenForNewHold(presented);
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(orders)
        .values({ ...order, originalPence: pricePence, amountPence: pricePence, holdTokenHash: hashHoldToken(holdToken) })
        .returning({ id: orders.id });
      const providerPaymentId = pendingPaymentId(row!.id);
      const [payment] = await tx
        .insert(payments)
        .values({ orderId: row!.id, provider: provider.name, providerPaymentId, amountPence: pricePence })
        .returning({ id: payments.id });
      return { orderId: row!.id, paymentRowId: payment!.id, providerPaymentId };
    });
    const opened = await bookings.openPayment({
      ...created,
      bookingId: null,
      amountPence: pricePence,
      description: order.description,
      kind: order.kind,
    });
    if (!opened.ok) throw unavailable(PAYMENT_START_FAILED);
    return { clientSecret: opened.clientSecret, amountPence: pricePence, description: order.description, holdToken };
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
      assertAmount(input, priced.pricePence, description);
      const res = await bookings.reserve({
        kind: 'class_checkout',
        slotId: slot.id,
        slotField: field,
        pick: priced.classTypeId === null ? {} : { classTypeId: priced.classTypeId },
        customer: customerOf(input),
        claimedPounds: input.amount,
        holdToken: input.holdToken,
        now,
      });
      if (res.status === 'full') throw conflict(FULLY_BOOKED);
      if (res.status === 'confirmed') return { clientSecret: '', amountPence: 0, description: res.description };
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
        description: res.description,
        ...(res.holdExpiresAt ? { holdExpiresAt: res.holdExpiresAt } : {}),
        ...(res.holdToken ? { holdToken: res.holdToken } : {}),
      };
    },

    /** Personal training: an order (no place to hold) at the server's price. */
    async createTrainingPayment(input: Customer & SpecPayload & { sessionType?: SessionType | undefined }): Promise<CheckoutCreatedDto> {
      const pkg = trainingPackage(sessionTypeOf(input.sessionType, input.description), undefined);
      assertAmount(input, pkg.pricePence, pkg.title);
      return placeOrder(
        { kind: 'training', description: pkg.title, ...customerOf(input), pricePence: pkg.pricePence, sessionType: pkg.sessionType },
        input.holdToken,
      );
    },

    /** A class pack at the server's price; its credits are granted to the e-mail when the payment succeeds. */
    async createPackPayment(input: {
      packId: number;
      name: string;
      email: string;
      phone?: string;
      holdToken?: string | null | undefined;
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
      );
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
