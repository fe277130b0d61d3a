/**
 * The owner books a client into a class (a walk-in, a phone booking). The place is taken by the one place rule
 * (places.holdNew, the visitor's own statement), the price is the server's, and what follows is what follows an
 * online booking: her confirmation e-mail with the manage link and ticket, the webhooks, the reminder.
 *
 * - cash / bank transfer: confirmed at once, with a succeeded payment of that method (decision 640), so the money
 *   is in the reports and the paid CSV like a card payment;
 * - complimentary: confirmed, £0, marked by a payment of method 'complimentary' (nothing to refund);
 * - card_link: held up to CARD_LINK_HOLD_HOURS (never past the class's start) with a card payment opened at the
 *   provider, and she is e-mailed her manage link, where she pays; paying settles it as any online payment does.
 */
import { eq } from 'drizzle-orm';
import { formatBookingRef } from '../../../domain/booking-ref';
import type { AdminBookingDto } from '../../../domain/dto';
import { conflict, FULLY_BOOKED, unavailable } from '../../../domain/errors';
import { formatPence } from '../../../domain/money';
import { formatLongDate, formatTime12h, londonInstant, londonWallClock } from '../../../domain/time';
import { CARD_LINK_HOLD_HOURS, type PaymentMethod, type WalkInInput, type WalkInPayment, walkInAmountPence } from '../../../domain/walk-in';
import type { Config } from '../../config';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { orders, payments } from '../../db/schema';
import * as audit from '../admin/audit';
import type { Actor } from '../admin/audit';
import type { CustomerService } from '../customers/customers';
import { issueManageToken, manageUrl } from '../customers/manage-link';
import { brandOf } from '../mail/brand';
import { composeMail } from '../mail/emails';
import type { MailService } from '../mail/mail';
import type { PaymentProvider } from '../money/payments/provider';
import { issuePaymentReceipt } from '../money/receipts';
import { emitBookingEvent, emitOrderEvent } from '../webhooks/events';
import { PAYMENT_START_FAILED } from './bookings';
import type { OpenedPayment } from './open-payment';
import { pendingPaymentId } from './payment-rules';
import { bookingMailFacts } from './mail-facts';
import * as places from './places';
import { assertBookable, classDescription, priceInSlot, type PricedClass, type SlotRow } from './slot-rules';

/** What the owner's booking answers: the bookings list's row, how it was paid, and until when a card link holds it. */
export type WalkInDto = AdminBookingDto & {
  payment: WalkInPayment;
  holdExpiresAt: Date | null;
  message: string;
};

type OpenPayment = (order: {
  orderId: number;
  bookingId: number | null;
  paymentRowId: number;
  providerPaymentId: string;
  amountPence: number;
  description: string;
  kind: string;
}) => Promise<OpenedPayment>;

/** The payment row of money the owner took herself: never the provider's, so its id only has to be unique. */
export const ownerPaymentId = (method: Exclude<PaymentMethod, 'card'>, orderId: number) => `${method}:order-${orderId}`;

const heldUntil = (at: Date) => {
  const [date, time] = londonWallClock(at).split(' ') as [string, string];
  return `${formatTime12h(time)} on ${formatLongDate(date)}`;
};

export function createWalkInService(deps: {
  db: Db;
  config: Config;
  provider: PaymentProvider;
  customers: CustomerService;
  mail: MailService;
  openPayment: OpenPayment;
  /** The bookings list's row of a class booking (services.admin.bookings.byRef). */
  rowOf: (bookingId: number) => Promise<AdminBookingDto>;
  clock: () => Date;
}) {
  const { db, config, provider, customers, mail, clock } = deps;

  interface Booked {
    slot: SlotRow;
    priced: PricedClass;
    input: WalkInInput;
    email: string;
    amountPence: number;
    description: string;
  }

  async function insertOrder(tx: DbOrTx, b: Booked, bookingId: number) {
    const [order] = await tx
      .insert(orders)
      .values({
        kind: 'booking',
        bookingId,
        description: b.description,
        name: b.input.name,
        email: b.email,
        phone: b.input.phone,
        originalPence: b.priced.pricePence,
        amountPence: b.amountPence,
        // The owner's order: no browser holds it, so it is paid through her manage link (as an appointment's card link).
        holdTokenHash: null,
      })
      .returning({ id: orders.id });
    return order!.id;
  }

  async function recordAudit(tx: DbOrTx, actor: Actor, b: Booked, bookingId: number, orderId: number, status: string, now: Date) {
    await audit.record(tx, {
      actor,
      action: 'booking.create',
      entity: 'booking',
      entityId: formatBookingRef({ kind: 'class', id: bookingId }),
      after: {
        orderId,
        slotId: b.slot.id,
        className: b.priced.className,
        name: b.input.name,
        email: b.email,
        payment: b.input.payment,
        amountPence: b.amountPence,
        status,
      },
      at: now,
    });
  }

  /** Cash, transfer, complimentary (or a card link for a free class): confirmed in the transaction that takes the place. */
  async function bookConfirmed(b: Booked, hold: places.NewHold, actor: Actor, now: Date): Promise<number> {
    const method: Exclude<PaymentMethod, 'card'> | null =
      b.input.payment === 'card_link' ? null : b.input.payment === 'complimentary' ? 'complimentary' : b.input.payment;
    const bookingId = await db.transaction(async (tx: Tx) => {
      let pendingReceipt: number | null = null;
      const id = await places.holdNew(tx, hold, now);
      if (id === null) return null;
      await places.occupy(tx, id, 'confirmed', now);
      const orderId = await insertOrder(tx, b, id);
      if (method) {
        const [payment] = await tx
          .insert(payments)
          .values({
            orderId,
            provider: provider.name,
            providerPaymentId: ownerPaymentId(method, orderId),
            amountPence: b.amountPence,
            status: 'succeeded',
            method,
          })
          .returning({ id: payments.id });
        if (b.amountPence > 0) await tx.update(orders).set({ paidPence: b.amountPence }).where(eq(orders.id, orderId));
        // Cash or a transfer she took has its receipt in the same gapless sequence (decision 650), numbered last.
        if (b.amountPence > 0 && method !== 'complimentary') pendingReceipt = payment!.id;
      }
      const facts = await bookingMailFacts(tx, orderId);
      if (facts) await customers.bookingConfirmed(tx, facts, now);
      if (b.amountPence > 0) await emitOrderEvent(tx, 'order.paid', orderId, {}, now);
      await emitBookingEvent(tx, 'booking.confirmed', id, {}, now);
      await recordAudit(tx, actor, b, id, orderId, 'confirmed', now);
      if (pendingReceipt !== null) await issuePaymentReceipt(tx, config.BUSINESS_NAME, pendingReceipt, now);
      return id;
    });
    if (bookingId === null) throw conflict(FULLY_BOOKED);
    mail.kick();
    return bookingId;
  }

  /** The card link: the place held (committed by the one statement), the provider's payment opened, her link e-mailed. */
  async function bookCardLink(b: Booked, hold: places.NewHold, actor: Actor, now: Date): Promise<number> {
    const bookingId = await places.holdNew(db, hold, now);
    if (bookingId === null) throw conflict(FULLY_BOOKED);
    let ids: { orderId: number; paymentRowId: number; providerPaymentId: string };
    try {
      ids = await db.transaction(async (tx) => {
        const orderId = await insertOrder(tx, b, bookingId);
        const providerPaymentId = pendingPaymentId(orderId);
        const [payment] = await tx
          .insert(payments)
          .values({ orderId, provider: provider.name, providerPaymentId, amountPence: b.amountPence })
          .returning({ id: payments.id });
        return { orderId, paymentRowId: payment!.id, providerPaymentId };
      });
    } catch (error) {
      await db.transaction((tx) => places.withdrawHold(tx, bookingId));
      throw error;
    }
    // Outside any transaction: no lock is held across the network. A refusal gives the place back (openPayment does).
    const opened = await deps.openPayment({
      ...ids,
      bookingId,
      amountPence: b.amountPence,
      description: b.description,
      kind: 'booking',
    });
    if (!opened.ok) throw unavailable(PAYMENT_START_FAILED);
    await db.transaction(async (tx) => {
      await cardLinkMail(tx, b, bookingId, ids.orderId, hold.holdExpiresAt);
      await recordAudit(tx, actor, b, bookingId, ids.orderId, 'held', now);
    });
    mail.kick();
    return bookingId;
  }

  /** Her manage link, alive until the class ends, where she pays by card while the place is held. */
  async function cardLinkMail(tx: DbOrTx, b: Booked, bookingId: number, orderId: number, until: Date) {
    const token = await issueManageToken(tx, { orderId, expiresAt: londonInstant(b.slot.date, b.slot.endTime) });
    const brand = await brandOf(tx, config);
    await mail.queue(
      tx,
      composeMail(brand, {
        to: b.email,
        subject: `Please pay for your class: ${b.priced.className}`,
        greeting: `Hello ${b.input.name},`,
        blocks: [
          {
            p: `${brand.BUSINESS_NAME} has booked this class for you. Your place is held until ${heldUntil(until)} while you pay by card through the link below.`,
          },
          {
            facts: [
              ['Class', b.priced.className],
              ['When', `${formatLongDate(b.slot.date)} at ${formatTime12h(b.slot.startTime)}`],
              ['Amount', formatPence(b.amountPence)],
              ['Booking reference', formatBookingRef({ kind: 'class', id: bookingId })],
            ],
          },
          { action: 'Pay and manage your booking', url: manageUrl(config.PUBLIC_URL, token) },
        ],
        meta: { kind: 'booking-card-link', bookingId },
      }),
    );
  }

  return {
    /**
     * Books the client in: refused with 409 (FULLY_BOOKED) when no place is left, 400 naming the field for a slot
     * that is not bookable or a class it does not offer. The price is the class's (0 when complimentary).
     */
    async create(input: WalkInInput, actor: Actor): Promise<WalkInDto> {
      const now = clock();
      const seen = await places.look(db, input.scheduleId, now);
      const slot = assertBookable(seen?.slot, 'scheduleId', now);
      const only = slot.allowedClassTypeIds.length === 1 ? slot.allowedClassTypeIds[0] : undefined;
      const priced = await priceInSlot(db, config, slot, { classTypeId: input.classTypeId ?? only });
      // The plain read answers a full class at once; the place itself is decided by the conditional UPDATE below.
      if (seen!.spotsLeft < 1) throw conflict(FULLY_BOOKED);
      const email = input.email.trim();
      const amountPence = walkInAmountPence(input.payment, priced.pricePence);
      const b: Booked = { slot, priced, input, email, amountPence, description: classDescription(priced.className, slot) };
      const byCard = input.payment === 'card_link' && amountPence > 0;
      const classStart = londonInstant(slot.date, slot.startTime);
      const holdExpiresAt = byCard
        ? new Date(Math.min(now.getTime() + CARD_LINK_HOLD_HOURS * 3_600_000, classStart.getTime()))
        : new Date(now.getTime() + config.HOLD_MINUTES * 60_000);
      const hold: places.NewHold = {
        slotId: slot.id,
        classTypeId: priced.classTypeId,
        className: priced.className,
        name: input.name,
        email,
        phone: input.phone,
        specialRequests: '',
        holdExpiresAt,
      };
      const bookingId = byCard ? await bookCardLink(b, hold, actor, now) : await bookConfirmed(b, hold, actor, now);
      const row = await deps.rowOf(bookingId);
      return {
        ...row,
        payment: input.payment,
        holdExpiresAt: byCard ? holdExpiresAt : null,
        message: byCard
          ? `Held for ${input.name}: she has been e-mailed a link to pay ${formatPence(amountPence)} by card.`
          : `Booked: ${input.name} is confirmed${amountPence > 0 ? `, ${formatPence(amountPence)} paid` : ', nothing to pay'}.`,
      };
    },
  };
}

export type WalkInService = ReturnType<typeof createWalkInService>;
