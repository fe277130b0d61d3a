/**
 * What a hold is for, written once its place is taken: the booking's row, the order, and then either a payment row
 * waiting for the provider's id or, with nothing to pay, the confirmation. A write that fails withdraws the hold
 * (`completeHold`), giving the place back.
 */
import type { Db, Tx } from '../../db/client';
import { orders, payments } from '../../db/schema';
import type { CustomerService } from '../customers/customers';
import type { PaymentProvider } from '../money/payments/provider';
import { emitBookingEvent } from '../webhooks/events';
import { hashHoldToken, tokenForNewHold } from './hold-token';
import { keepIntroAtOnce } from './intro-offer';
import { bookingMailFacts } from './mail-facts';
import { pendingPaymentId } from './payment-rules';
import * as places from './places';
import type { Quote, ReserveInput } from './reserve-quote';

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
  /** What a gift voucher paid; `amountPence` is what is left for the card. */
  voucherPence: number;
  /** The voucher's balance after it paid (read as it was spent); absent when no voucher paid. */
  voucherBalancePence?: number;
  amountPence: number;
  holdExpiresAt: Date | null;
  /** The token that opens this hold, for the browser to keep; null when nothing is held. */
  holdToken: string | null;
  /** Every place's booking, the first (`bookingId`, the order's) first: one for a single place. */
  bookingIds?: number[];
}

export type Reservation = { status: 'full' } | Reserved;

export function createHoldOrders(deps: { db: Db; provider: PaymentProvider; customers: CustomerService }) {
  const { db, provider, customers } = deps;

  /** The hold's booking, before its place is taken: what `places.holdNew` writes. */
  function newHold(input: ReserveInput, q: Quote, email: string, holdExpiresAt: Date): places.NewHold {
    return {
      slotId: q.slot.id,
      classTypeId: q.priced.classTypeId,
      className: q.priced.className,
      name: input.customer.name,
      email,
      phone: input.customer.phone,
      specialRequests: input.specialRequests ?? '',
      holdExpiresAt,
    };
  }

  async function insertOrder(tx: Tx, input: ReserveInput, q: Quote, email: string, bookingId: number, holdToken: string | null) {
    const [order] = await tx
      .insert(orders)
      .values({
        ...(q.orderId === undefined ? {} : { id: q.orderId }),
        kind: input.kind,
        bookingId,
        description: q.description,
        name: input.customer.name,
        email,
        phone: input.customer.phone,
        originalPence: q.total.originalPence,
        discountPence: q.total.discountPence,
        amountPence: q.total.totalPence - (q.voucherPence ?? 0),
        discountCodeId: q.discount?.id ?? null,
        discountReserved: q.discount !== null,
        holdTokenHash: holdToken ? hashHoldToken(holdToken) : null,
      })
      .returning({ id: orders.id });
    return { bookingId, orderId: order!.id };
  }

  /** Nothing to pay (a 100% code or a free class): the order of a hold just confirmed, through no provider. */
  async function confirmFree(tx: Tx, input: ReserveInput, q: Quote, email: string, bookingId: number): Promise<Reserved> {
    // Nothing is held, but the token still marks the browser that booked: its confirmation screen reads the order with it.
    const holdToken = tokenForNewHold(input.holdToken);
    const ids = await insertOrder(tx, input, q, email, bookingId, holdToken);
    return confirmedOrder(tx, ids, q, holdToken);
  }

  async function confirmedOrder(tx: Tx, ids: { bookingId: number; orderId: number }, q: Quote, holdToken: string): Promise<Reserved> {
    if (q.intro) await keepIntroAtOnce(tx, ids.orderId);
    const facts = await bookingMailFacts(tx, ids.orderId);
    if (facts) await customers.bookingConfirmed(tx, facts);
    await emitBookingEvent(tx, 'booking.confirmed', ids.bookingId);
    return {
      status: 'confirmed',
      reused: false,
      ...ids,
      paymentRowId: null,
      providerPaymentId: null,
      description: q.description,
      holdExpiresAt: null,
      holdToken,
      ...amountsOf(q),
    };
  }

  /** The hold's order, with a payment row waiting for the provider's id. */
  async function holdForPayment(
    tx: Tx,
    input: ReserveInput,
    q: Quote,
    email: string,
    bookingId: number,
    holdExpiresAt: Date,
  ): Promise<Reserved> {
    const holdToken = tokenForNewHold(input.holdToken);
    return openPaymentRow(tx, await insertOrder(tx, input, q, email, bookingId, holdToken), q, holdExpiresAt, holdToken);
  }

  async function openPaymentRow(
    tx: Tx,
    ids: { bookingId: number; orderId: number },
    q: Quote,
    holdExpiresAt: Date,
    holdToken: string,
  ): Promise<Reserved> {
    const providerPaymentId = pendingPaymentId(ids.orderId);
    const [payment] = await tx
      .insert(payments)
      .values({ orderId: ids.orderId, provider: provider.name, providerPaymentId, amountPence: q.total.totalPence - (q.voucherPence ?? 0) })
      .returning({ id: payments.id });
    return {
      status: 'held',
      reused: false,
      ...ids,
      paymentRowId: payment!.id,
      providerPaymentId,
      description: q.description,
      holdExpiresAt,
      holdToken,
      ...amountsOf(q),
    };
  }

  /**
   * What a new hold is for, written after its place was taken: `write` runs in a transaction; when it
   * fails (a discount code used up meanwhile, a credit already spent, any error) the hold is withdrawn,
   * giving the place back, and the error goes on to the caller.
   */
  async function completeHold<T>(bookingId: number, write: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(write);
    } catch (error) {
      await db.transaction((tx) => places.withdrawHold(tx, bookingId));
      throw error;
    }
  }

  const amountsOf = (q: Quote) => ({
    originalPence: q.total.originalPence,
    discountPence: q.total.discountPence,
    voucherPence: q.voucherPence ?? 0,
    ...(q.voucherBalancePence !== undefined ? { voucherBalancePence: q.voucherBalancePence } : {}),
    amountPence: q.total.totalPence - (q.voucherPence ?? 0),
  });

  return { newHold, insertOrder, confirmFree, confirmedOrder, holdForPayment, openPaymentRow, completeHold, amountsOf };
}
