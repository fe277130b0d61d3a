import { brandOf } from '../mail/brand';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { BookingCreatedDto } from '../../../domain/dto';
import { applyDiscount } from '../../../domain/discount';
import { conflict, FULLY_BOOKED, invalid } from '../../../domain/errors';
import { normaliseEmail } from '../../../domain/packs';
import type { Config } from '../../config';
import { type Db, type Tx } from '../../db/client';
import { bookings, orders, payments } from '../../db/schema';
import { hashHoldToken, tokenForNewHold } from './hold-token';
import { insertFreeBookingOrder } from './free-order';
import * as places from './places';
import {
  assertBookable,
  assertClaimedPrice,
  type ClassPick,
  classDescription,
  type PricedClass,
  priceInSlot,
  type SlotRow,
} from './slot-rules';
import { ownedPayment, PENDING_PAYMENT_PREFIX, pendingPaymentId } from './payment-rules';
import { bookingMailFacts } from './mail-facts';
import { type DiscountService, releaseOrderDiscountUse, reserveUse, type UsableDiscount } from '../money/discounts';
import type { CustomerService } from '../customers/customers';
import type { Log } from '../platform/log';
import { creditSpentMail } from '../money/credit-mails';
import { CREDIT_ERRORS, type CreditService, liveBalance, spendCredit } from '../money/credits';
import type { MailService } from '../mail/mail';
import type { PaymentProvider } from '../money/payments/provider';
import { emitBookingEvent } from '../webhooks/events';
import * as appointmentPayments from '../appointments/settle';
import { giveBack, spendOnOrder, usableVoucher } from '../vouchers/vouchers';
import { claimIntroAhead, type IntroOffer, introPrice, keepIntroAtOnce } from './intro-offer';
import { attendeesOf } from '../../../domain/party';

export const PAYMENT_START_FAILED = 'We could not start the payment. Please try again in a moment.';

export interface ReserveInput {
  kind: 'booking' | 'class_checkout';
  slotId: number;
  /** The field name errors about the slot should name. */
  slotField?: string;
  pick: ClassPick;
  customer: { name: string; email: string; phone: string };
  specialRequests?: string;
  /**
   * The names of the further places she books and pays for with hers (decision 780): each becomes a booking of
   * its own on the roster. Absent or empty: one place.
   */
  attendees?: readonly string[] | undefined;
  discountCode?: string;
  /** A gift voucher that pays what it can of the price after any discount (decision 730). */
  voucherCode?: string | undefined;
  /** What the client said it costs, in pounds: checked, never used. */
  claimedPounds?: number | null;
  /** The hold token this browser presented (cookie or field), if any: only its own holds are found again. */
  holdToken?: string | null | undefined;
  /**
   * A waiting-list offer's held booking: its place is used (it was taken when the offer was made), so
   * no second place is taken. The waiting list checks the offer is hers before passing it.
   */
  offerBookingId?: number;
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

const nullOrList = (id: number | null): number[] | null => (id === null ? null : [id]);

/**
 * Derived from the order alone, so every retry for an order sends the same key. The creation time is
 * part of it because Stripe keeps keys per account for a day: a development database that is reset
 * numbers its orders from 1 again, and `order-1` must not meet yesterday's `order-1`.
 */
export function paymentIdempotencyKey(orderId: number, createdAt: Date): string {
  return `order-${orderId}-${createdAt.getTime()}`;
}

export type OpenedPayment = { ok: true; clientSecret: string } | { ok: false };

/** What a reservation is about, worked out with plain reads before anything is written. */
interface Quote {
  slot: SlotRow;
  priced: PricedClass;
  discount: UsableDiscount | null;
  total: ReturnType<typeof applyDiscount>;
  description: string;
  /** What a gift voucher paid of `total.totalPence` (set once it is spent, in the hold's transaction). */
  voucherPence?: number;
  /** The voucher's balance left after that spend. */
  voucherBalancePence?: number;
  /** Priced at the introductory offer: taken by `withIntro` in the order's transaction, or this full price. */
  intro: { pence: number; listPence: number; full: Pick<Quote, 'total' | 'description'> } | null;
  /** The order's id taken in advance when the offer is claimed (the claim names it). */
  orderId?: number;
}

/** A visitor's live hold, found again when she asks for the same slot. */
interface OwnHold {
  bookingId: number;
  classTypeId: number | null;
  holdExpiresAt: Date | null;
  orderId: number;
  kind: (typeof orders.kind.enumValues)[number];
  amountPence: number;
  originalPence: number;
  discountPence: number;
  paymentRowId: number;
  providerPaymentId: string;
}

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

  /** How many places a reservation is for: hers and one per further attendee. */
  const placesOf = (input: ReserveInput) => 1 + (input.attendees?.length ?? 0);

  async function usableDiscount(code: string | undefined, now: Date): Promise<UsableDiscount | null> {
    if (!code?.trim()) return null;
    const found = await discounts.lookup(code, { now });
    if (!found.ok) throw invalid('discountCode', found.error);
    return found.discount;
  }

  async function quote(
    input: ReserveInput,
    slot: SlotRow,
    now: Date,
    known?: places.ClassTypePrice | null,
    ownOrderId?: number,
    knownOffer?: IntroOffer,
  ): Promise<Quote> {
    const priced = await priceInSlot(db, config, slot, input.pick, known);
    // A claimed price is the class's price for one place (the spec's form field), whatever the number of places.
    assertClaimedPrice(input.claimedPounds, priced.pricePence);
    const discount = await usableDiscount(input.discountCode, now);
    // Her first class at the owner's introductory price (decisions 735, 790), decided here with the rest of the price:
    // for her own place only, the others at the class's price (decision 780); a code applies to the whole order.
    const intro = await introPrice(db, input.customer.email, 'class', priced.pricePence, ownOrderId, knownOffer);
    const n = placesOf(input);
    const described = `${classDescription(priced.className, slot)}${n > 1 ? ` (${n} places)` : ''}`;
    const others = priced.pricePence * (n - 1);
    const full = { total: applyDiscount(priced.pricePence + others, discount), description: described };
    if (intro === null) return { slot, priced, discount, ...full, intro: null };
    return {
      slot,
      priced,
      discount,
      total: applyDiscount(intro + others, discount),
      description: `${described} (introductory price)`,
      intro: { pence: intro, listPence: priced.pricePence, full },
    };
  }

  /**
   * The offer claimed for this order, first thing in its transaction (before any slot lock): the order's id is
   * taken in advance so the claim can name it. Lost to another order of hers: the full price (decision 790).
   */
  async function withIntro(tx: Tx, q: Quote, email: string, now: Date): Promise<Quote> {
    if (!q.intro) return q;
    const orderId = await claimIntroAhead(tx, { email, kind: 'class', listPence: q.intro.listPence, introPence: q.intro.pence, now });
    return orderId !== null ? { ...q, orderId } : { ...q, ...q.intro.full, intro: null };
  }

  async function findOwnHold(
    slotId: number,
    email: string,
    holdToken: string | null | undefined,
    now: Date,
    bookingId?: number,
  ): Promise<OwnHold | null> {
    // A hold is found again only by the browser that holds its token: the e-mail alone proves nothing.
    if (!holdToken) return null;
    const [mine] = await db
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
          eq(bookings.slotId, slotId),
          sql`lower(${bookings.email}) = ${email.toLowerCase()}`,
          eq(orders.holdTokenHash, hashHoldToken(holdToken)),
          places.liveBookingWhere(now),
          eq(bookings.status, 'held'),
          bookingId === undefined ? undefined : eq(bookings.id, bookingId),
        ),
      )
      .orderBy(asc(bookings.id))
      .limit(1);
    return mine ?? null;
  }

  /** Her earlier hold makes way for a new one (she chose another class or discount). */
  async function dropHold(tx: Tx, hold: OwnHold, now: Date): Promise<void> {
    await places.release(tx, hold.bookingId, 'cancelled', now, ['held']);
    await tx
      .update(payments)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(payments.id, hold.paymentRowId), eq(payments.status, 'pending')));
  }

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

  /**
   * Holds one place. Everything that can be decided by reading is decided first; a slot that is full
   * answers at once from a plain read. The place itself is taken with the held booking by one statement
   * (places.holdNew: a conditional UPDATE of the slot's counter), so nothing can oversell and nobody
   * waits behind another visitor's transaction; what the hold is for is written after it.
   */
  async function reserve(input: ReserveInput): Promise<Reservation> {
    if (input.offerBookingId !== undefined) {
      if (placesOf(input) > 1) throw invalid('participantCount', 'a waiting-list place is for one person');
      return reserveOffered(input, input.offerBookingId);
    }
    const n = placesOf(input);
    const now = input.now ?? new Date();
    const email = input.customer.email.trim();
    // The class chosen by id is read with the slot: one round trip before the place is tried.
    const classTypeId = input.pick.classTypeId;
    const withClass = classTypeId !== undefined ? await places.lookWithClass(db, input.slotId, classTypeId, now) : undefined;
    const seen = withClass === undefined ? await places.look(db, input.slotId, now) : withClass;
    const slot = assertBookable(seen?.slot, input.slotField ?? 'scheduleId', now);
    // The same browser asking again (double click, reload, back from payment) gets her live hold back, not a second place.
    const mine = await findOwnHold(slot.id, email, input.holdToken, now);
    if (!mine && seen!.spotsLeft < n) return { status: 'full' };

    // Her own live hold's claim on the offer does not count against her asking again.
    const q0 = await quote(input, slot, now, withClass?.classType, mine?.orderId, withClass?.introOffer);
    // A voucher is read (and refused) before any place is taken; what it pays is taken with the hold's order.
    const voucher = input.voucherCode?.trim() ? await usableVoucher(db, input.voucherCode, now) : null;
    const party = mine ? await places.partyOf(db, mine.bookingId) : [];
    if (
      mine &&
      !voucher &&
      mine.classTypeId === q0.priced.classTypeId &&
      mine.amountPence === q0.total.totalPence &&
      mine.kind === input.kind &&
      party.map((p) => p.name).join('\n') === (input.attendees ?? []).join('\n')
    ) {
      const bookingIds = [mine.bookingId, ...party.map((p) => p.id)];
      return {
        status: 'held',
        reused: true,
        description: q0.description,
        holdToken: input.holdToken!,
        voucherPence: 0,
        bookingIds,
        ...mine,
      };
    }

    // The place: decided and committed by one statement (a replaced hold gives its place back in the same transaction).
    const hold = newHold(input, q0, email, new Date(now.getTime() + config.HOLD_MINUTES * 60_000));
    // One place by one statement; several by one transaction that takes them all or none (decision 780).
    const holdAll = async (on: typeof db | Tx) =>
      n === 1 ? nullOrList(await places.holdNew(on, hold, now)) : places.holdGroup(on, hold, input.attendees ?? [], now);
    const bookingIds = mine
      ? await db.transaction(async (tx) => {
          await dropHold(tx, mine, now);
          return holdAll(tx);
        })
      : await holdAll(db);
    if (bookingIds === null) return { status: 'full' };
    const bookingId = bookingIds[0]!;
    // Then what the hold is for: its discount use (a refusal withdraws the hold), its order and payment.
    const reservation = await completeHold(bookingId, async (tx): Promise<Reserved> => {
      // The offer first: its claim is the first lock this transaction takes.
      const q = await withIntro(tx, q0, email, now);
      const free = q.total.totalPence === 0;
      // Lock order as everywhere: the slot (a free booking is confirmed at once), then the discount code, then the voucher.
      if (free) await places.occupy(tx, bookingId, 'confirmed', now);
      else if (voucher) await places.lockSlot(tx, slot.id);
      const refused = q.discount ? await reserveUse(tx, q.discount.id, email, now) : null;
      if (refused) throw invalid('discountCode', refused);
      if (free || !voucher)
        return free ? confirmFree(tx, input, q, email, bookingId) : holdForPayment(tx, input, q, email, bookingId, hold.holdExpiresAt);
      // The order first (the voucher's ledger names it), then what the voucher pays of it, in one statement.
      const holdToken = tokenForNewHold(input.holdToken);
      const ids = await insertOrder(tx, input, q, email, bookingId, holdToken);
      const spent = await spendOnOrder(tx, { voucherId: voucher.id, orderId: ids.orderId, amountPence: q.total.totalPence, now });
      const voucherPence = spent.taken;
      const paid: Quote = { ...q, voucherPence, voucherBalancePence: spent.balancePence };
      await tx
        .update(orders)
        .set({ amountPence: q.total.totalPence - voucherPence })
        .where(eq(orders.id, ids.orderId));
      if (voucherPence < q.total.totalPence) return openPaymentRow(tx, ids, paid, hold.holdExpiresAt, holdToken);
      // The voucher pays it all: confirmed without a card.
      await places.occupy(tx, bookingId, 'confirmed', now);
      return confirmedOrder(tx, ids, paid, holdToken);
    });
    if (reservation.status === 'confirmed') mail.kick();
    return { ...reservation, bookingIds };
  }

  /**
   * Checkout on a waiting-list offer: the offer's held booking becomes the booking paid for. Its place
   * was taken when the offer was made, so this takes none; the price is the server's, as for any booking.
   * The hold runs at least HOLD_MINUTES from now, so an offer claimed near its end can still be paid.
   */
  async function reserveOffered(input: ReserveInput, bookingId: number): Promise<Reservation> {
    const now = input.now ?? new Date();
    const email = input.customer.email.trim();
    const seen = await places.look(db, input.slotId, now);
    const slot = assertBookable(seen?.slot, input.slotField ?? 'scheduleId', now);
    // A second click or tab finds the payment the first one opened on this offer.
    const mine = await findOwnHold(slot.id, email, input.holdToken, now, bookingId);
    const q0 = await quote(input, slot, now, undefined, mine?.orderId);
    if (mine) return { status: 'held', reused: true, description: q0.description, holdToken: input.holdToken!, voucherPence: 0, ...mine };

    const reservation = await db.transaction(async (tx): Promise<Reservation> => {
      // The offer's claim before the slot's lock, as in `reserve`.
      const q = await withIntro(tx, q0, email, now);
      await places.lockSlot(tx, slot.id);
      const [offered] = await tx
        .select({ status: bookings.status, holdExpiresAt: bookings.holdExpiresAt })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .for('update');
      if (!offered || offered.status !== 'held' || !places.holdsPlace(offered, now)) return { status: 'full' };
      const [started] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, bookingId)).limit(1);
      if (started) return { status: 'full' };
      const refused = q.discount ? await reserveUse(tx, q.discount.id, email, now) : null;
      if (refused) throw invalid('discountCode', refused);
      const holdExpiresAt = new Date(Math.max(offered.holdExpiresAt!.getTime(), now.getTime() + config.HOLD_MINUTES * 60_000));
      await tx
        .update(bookings)
        .set({
          classTypeId: q.priced.classTypeId,
          className: q.priced.className,
          phone: input.customer.phone,
          specialRequests: input.specialRequests ?? '',
          holdExpiresAt,
          updatedAt: now,
        })
        .where(eq(bookings.id, bookingId));
      const holdToken = q.total.totalPence > 0 ? tokenForNewHold(input.holdToken) : null;
      const ids = await insertOrder(tx, input, q, email, bookingId, holdToken);
      if (holdToken) return openPaymentRow(tx, ids, q, holdExpiresAt, holdToken);
      await places.occupy(tx, bookingId, 'confirmed', now);
      if (q.intro) await keepIntroAtOnce(tx, ids.orderId);
      const facts = await bookingMailFacts(tx, ids.orderId);
      if (facts) await customers.bookingConfirmed(tx, facts);
      return {
        status: 'confirmed',
        reused: false,
        ...ids,
        paymentRowId: null,
        providerPaymentId: null,
        description: q.description,
        holdExpiresAt: null,
        holdToken: null,
        ...amountsOf(q),
      };
    });
    if (reservation.status === 'confirmed') mail.kick();
    return reservation;
  }

  /** No payment exists, so nobody can pay for this hold: give the place back at once. */
  async function releaseUnopened(order: { paymentRowId: number; bookingId: number | null }, providerPaymentId: string) {
    const now = new Date();
    await db.transaction(async (tx) => {
      const released = await tx
        .update(payments)
        .set({ status: 'failed', updatedAt: now })
        .where(and(eq(payments.id, order.paymentRowId), eq(payments.providerPaymentId, providerPaymentId), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      if (released.length && order.bookingId) await places.release(tx, order.bookingId, 'cancelled', now, ['held']);
    });
  }

  /**
   * Opens (or re-opens) the provider payment of an order, after the reservation committed so no lock
   * is held across the network. The idempotency key is the order's, so a retry never opens a second charge.
   */
  async function openPayment(order: {
    orderId: number;
    bookingId: number | null;
    paymentRowId: number;
    providerPaymentId: string;
    amountPence: number;
    description: string;
    kind: string;
  }): Promise<OpenedPayment> {
    let providerPaymentId = order.providerPaymentId;
    try {
      if (providerPaymentId.startsWith(PENDING_PAYMENT_PREFIX)) {
        const [placed] = await db.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.id, order.orderId));
        const created = await provider.createPayment({
          amountPence: order.amountPence,
          currency: 'gbp',
          description: order.description,
          metadata: {
            orderId: String(order.orderId),
            ...(order.bookingId ? { bookingId: String(order.bookingId) } : {}),
            kind: order.kind,
          },
          idempotencyKey: paymentIdempotencyKey(order.orderId, placed!.createdAt),
        });
        const stored = await db
          .update(payments)
          .set({ providerPaymentId: created.id, updatedAt: new Date() })
          .where(and(eq(payments.id, order.paymentRowId), eq(payments.providerPaymentId, providerPaymentId)))
          .returning({ id: payments.id });
        if (stored.length) return { ok: true, clientSecret: created.clientSecret };
        // A parallel request for the same hold stored its payment first: answer with that one.
        const [current] = await db
          .select({ providerPaymentId: payments.providerPaymentId })
          .from(payments)
          .where(eq(payments.id, order.paymentRowId));
        providerPaymentId = current!.providerPaymentId;
      }
      return { ok: true, clientSecret: await provider.clientSecretOf(providerPaymentId) };
    } catch (error) {
      log.error({ orderId: order.orderId, error: String(error) }, 'payment provider failed to open a payment');
      if (providerPaymentId.startsWith(PENDING_PAYMENT_PREFIX)) await releaseUnopened(order, providerPaymentId);
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

    /**
     * Books a class with one of her credits instead of a card. The credit token proves she owns the
     * e-mail (a code sent to it). A token whose credits are spent is refused before the slot is touched,
     * and the place and the credit are taken in ONE transaction (slot, then her lots: the lock order of
     * every booking path), so a place taken for a credit that turns out to be gone is rolled back, never
     * committed: replaying a spent token cannot make a real visitor see the class full, even for a moment.
     */
    async createWithCredit(input: {
      name: string;
      email: string;
      phone: string;
      specialRequests?: string;
      classTypeId: number;
      scheduleId: number;
      /** The proof from the 6-digit code; not needed when `signedInEmail` is given. */
      creditToken?: string;
      /** The address of her account session: signed in, her session is the proof (no code). */
      signedInEmail?: string;
      /** The browser's hold token: it marks the order as this browser's, so its confirmation screen can read it. */
      holdToken?: string | null;
      now?: Date;
    }): Promise<BookingCreatedDto> {
      const now = input.now ?? new Date();
      // Nothing is held, but as with a free booking the token marks the browser that booked (decision 590).
      const holdToken = tokenForNewHold(input.holdToken);
      const owner = input.signedInEmail ? normaliseEmail(input.signedInEmail) : await credits.emailOfToken(input.creditToken ?? '', now);
      if (normaliseEmail(input.email) !== owner) throw invalid('email', CREDIT_ERRORS.emailMismatch.replace('email: ', ''));
      const seen = await places.look(db, input.scheduleId, now);
      const slot = assertBookable(seen?.slot, 'scheduleId', now);
      const priced = await priceInSlot(db, config, slot, { classTypeId: input.classTypeId });
      const target = { scope: 'class' as const, classTypeId: priced.classTypeId };
      if ((await credits.balanceFor(owner, target, now)) < 1) throw conflict(CREDIT_ERRORS.noCredit);
      if (seen!.spotsLeft < 1) return { success: false, clientSecret: null, message: FULLY_BOOKED };
      const description = `${classDescription(priced.className, slot)} (paid with a credit)`;
      const booked = await db.transaction(async (tx) => {
        const bookingId = await places.holdNew(
          tx,
          {
            slotId: slot.id,
            classTypeId: priced.classTypeId,
            className: priced.className,
            name: input.name,
            email: input.email.trim(),
            phone: input.phone,
            specialRequests: input.specialRequests ?? '',
            holdExpiresAt: new Date(now.getTime() + config.HOLD_MINUTES * 60_000),
          },
          now,
        );
        if (bookingId === null) return null;
        await places.occupy(tx, bookingId, 'confirmed', now);
        // No credit left (spent by a parallel booking since the check above): the place goes back with the rollback.
        const lotId = await spendCredit(tx, { email: owner, target, bookingId, now });
        if (lotId === null) throw conflict(CREDIT_ERRORS.noCredit);
        await tx.update(bookings).set({ creditLotId: lotId }).where(eq(bookings.id, bookingId));
        await emitBookingEvent(tx, 'booking.confirmed', bookingId);
        // An order of nothing to pay keeps every booking on the one manage-link and cancellation path.
        const orderId = await insertFreeBookingOrder(tx, {
          bookingId,
          description,
          name: input.name,
          email: input.email,
          phone: input.phone,
          holdToken,
        });
        const facts = await bookingMailFacts(tx, orderId);
        if (facts) await customers.bookingConfirmed(tx, facts, now);
        const balance = await liveBalance(tx, owner, now);
        await mail.queue(
          tx,
          creditSpentMail(
            await brandOf(tx, config),
            {
              email: input.email.trim(),
              name: input.name,
              className: priced.className,
              date: slot.date,
              startTime: slot.startTime,
              bookingId,
            },
            balance,
          ),
        );
        return { bookingId, orderId, left: balance.total };
      });
      if (!booked) return { success: false, clientSecret: null, message: FULLY_BOOKED };
      mail.kick();
      return {
        success: true,
        clientSecret: null,
        message: `Booked with a credit. You have ${booked.left} ${booked.left === 1 ? 'credit' : 'credits'} left.`,
        bookingId: booked.bookingId,
        orderId: booked.orderId,
        originalPence: 0,
        discountPence: 0,
        amountPence: 0,
        holdToken,
      };
    },

    /** Marks lapsed holds 'expired' and gives their places back (the worker's sweep; booking never waits for it). */
    expireHolds: (now = new Date()): Promise<number> => places.expireLapsed(db, now),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
