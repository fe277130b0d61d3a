/**
 * Moving a class booking to another class (decision 710), for her account and the owner's bookings list alike.
 * The place is moved by places.moveTo: the new one taken and the old one given back in one transaction, so
 * the counters always equal the recount. The reference stays `B-<id>`; what it cost stays on its order.
 *
 * Her move: up to the terms' notice (24 hours, the full-refund tier), once per booking (a second change is a
 * cancellation under the terms and a new booking), same price or cheaper; the difference comes back to her card
 * as the terms give at that notice (a full refund). A credit moves to any class the credit pays for. The owner's
 * move has no notice or once rule and moves no money: she settles any difference from the refund dialog.
 */
import { and, eq, sql } from 'drizzle-orm';
import { type BookingMoved, type BookingMoveQuote, MOVE_ERRORS, MOVE_NOTICE_HOURS } from '../../../domain/account';
import { formatBookingRef } from '../../../domain/booking-ref';
import { conflict, DomainError, FULLY_BOOKED, invalid, notFound } from '../../../domain/errors';
import { isOpenClassSlot, OPEN_CLASS_NAME } from '../../../domain/open-class';
import { covers } from '../../../domain/packs';
import { classHasStarted, londonInstant } from '../../../domain/time';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { bookings, classTypes, creditLots, locations, orders, scheduleSlots } from '../../db/schema';
import * as audit from '../admin/audit';
import type { Actor } from '../admin/audit';
import { calendarClassOf, classIcs } from '../customers/calendar';
import { brandOf } from '../mail/brand';
import type { BookingMailFacts } from '../mail/booking-facts';
import { bookingMovedMail, type MovedMailFacts, ownerMovedMail } from '../mail/move-emails';
import type { MailService } from '../mail/mail';
import type { RefundService } from '../money/refunds';
import { emitBookingEvent } from '../webhooks/events';
import type { CheckoutService } from './checkout';
import { classColumns, withJoining } from './mail-facts';
import * as places from './places';
import { assertBookable, classDescription, priceInSlot } from './slot-rules';

export interface MoveRequest {
  bookingId: number;
  scheduleId: number;
  classTypeId?: number | undefined;
  /** 'customer': her account (scoped by `email`); 'owner': the admin, named by `by` in the audit trail. */
  actor: 'customer' | 'owner';
  by: Actor;
  /** Her session's address: anyone else's booking is not found. */
  email?: string;
  /** The browser's hold token, for a difference to pay (its payment is then hers to confirm, as any checkout's). */
  holdToken?: string | null | undefined;
  now?: Date;
}

const NOT_HERS = 'No booking with that reference in your account.';
/** The calendar file of a moved booking replaces the first one (same UID, a later SEQUENCE). */
const ICS_MOVED_SEQUENCE = 1;

export function createMoveService(deps: {
  db: Db;
  config: Config;
  refunds: RefundService;
  mail: MailService;
  checkout: Pick<CheckoutService, 'createMovePayment'>;
  clock: () => Date;
}) {
  const { db, config, refunds, mail, checkout, clock } = deps;

  async function bookingOf(req: MoveRequest) {
    const [b] = await db
      .select({
        id: bookings.id,
        status: bookings.status,
        name: bookings.name,
        email: bookings.email,
        phone: bookings.phone,
        slotId: bookings.slotId,
        classTypeId: bookings.classTypeId,
        className: bookings.className,
        n: bookings.participantCount,
        creditLotId: bookings.creditLotId,
        movedAt: bookings.movedAt,
        partyLeadId: bookings.partyLeadId,
        inParty: sql<boolean>`exists (select 1 from bookings p where p.party_lead_id = ${bookings.id})`,
        date: scheduleSlots.date,
        startTime: scheduleSlots.startTime,
      })
      .from(bookings)
      .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
      .where(
        and(
          eq(bookings.id, req.bookingId),
          req.email === undefined ? undefined : sql`lower(${bookings.email}) = ${req.email.toLowerCase()}`,
        ),
      );
    if (!b) throw notFound(req.email === undefined ? 'Booking not found' : NOT_HERS);
    const [order] = await db
      .select({ id: orders.id, originalPence: orders.originalPence, paidPence: orders.paidPence, refundedPence: orders.refundedPence })
      .from(orders)
      .where(eq(orders.bookingId, b.id))
      .orderBy(orders.id)
      .limit(1);
    return { ...b, startTime: b.startTime.slice(0, 5), order: order ?? null };
  }

  type Booking = Awaited<ReturnType<typeof bookingOf>>;

  /** The booking's own rules: confirmed and to come; for her, the notice and not moved before. */
  function assertMovable(b: Booking, req: MoveRequest, now: Date) {
    if (b.status !== 'confirmed' || classHasStarted(b, now)) throw conflict(MOVE_ERRORS.notMovable);
    // Several places paid together stay together: they are cancelled (and refunded) as one, not moved (decision 780).
    if (b.partyLeadId !== null || b.inParty) throw conflict(MOVE_ERRORS.group);
    if (req.actor !== 'customer') return;
    if (b.movedAt !== null) throw conflict(MOVE_ERRORS.movedBefore);
    if (londonInstant(b.date, b.startTime).getTime() - now.getTime() < MOVE_NOTICE_HOURS * 3_600_000) throw conflict(MOVE_ERRORS.notice);
  }

  /** Where it would go and what that costs; throws what the move would refuse with (the class being full aside). */
  async function plan(req: MoveRequest, now: Date) {
    const b = await bookingOf(req);
    assertMovable(b, req, now);
    const seen = await places.look(db, req.scheduleId, now);
    const slot = assertBookable(seen?.slot, 'scheduleId', now);
    if (slot.id === b.slotId) throw invalid('scheduleId', MOVE_ERRORS.sameClass);
    // Her class if the new slot offers it, else the slot's only class, else she names one.
    const pick =
      req.classTypeId ??
      (b.classTypeId !== null && slot.allowedClassTypeIds.includes(b.classTypeId)
        ? b.classTypeId
        : slot.allowedClassTypeIds.length === 1
          ? slot.allowedClassTypeIds[0]
          : undefined);
    if (pick === undefined && !isOpenClassSlot(slot)) throw invalid('classTypeId', MOVE_ERRORS.chooseClass);
    const priced = await priceInSlot(db, config, slot, { classTypeId: pick ?? 0 });
    const newPricePence = priced.pricePence * b.n;
    let differencePence = 0;
    if (b.creditLotId !== null) {
      const [lot] = await db
        .select({ scope: creditLots.scope, classTypeIds: creditLots.classTypeIds })
        .from(creditLots)
        .where(eq(creditLots.id, b.creditLotId));
      if (!lot || !covers(lot, { scope: 'class', classTypeId: priced.classTypeId })) throw conflict(MOVE_ERRORS.creditDoesNotCover);
    } else {
      differencePence = newPricePence - (b.order?.originalPence ?? 0);
    }
    // A cheaper class: the terms at this notice give the difference back in full, at most what is left to refund.
    const refundPence =
      req.actor === 'customer' && differencePence < 0 && b.order
        ? Math.min(-differencePence, b.order.paidPence - b.order.refundedPence)
        : 0;
    return { b, slot, spotsLeft: seen!.spotsLeft, priced, newPricePence, differencePence, refundPence };
  }

  async function quote(req: MoveRequest): Promise<BookingMoveQuote> {
    const now = req.now ?? clock();
    try {
      const p = await plan(req, now);
      return {
        newPricePence: p.newPricePence,
        differencePence: p.differencePence,
        className: p.priced.className,
        date: p.slot.date,
        startTime: p.slot.startTime.slice(0, 5),
        refusal: p.spotsLeft < p.b.n ? FULLY_BOOKED : null,
      };
    } catch (error) {
      // Not hers, or no such class: the same 404 or 400 the move answers. Anything else is a reason not to move.
      if (!(error instanceof DomainError) || error.code === 'NOT_FOUND') throw error;
      if (error.code === 'INVALID' && error.message.includes('not on the schedule')) throw error;
      const [slot] = await db
        .select({ date: scheduleSlots.date, startTime: scheduleSlots.startTime })
        .from(scheduleSlots)
        .where(eq(scheduleSlots.id, req.scheduleId));
      return {
        newPricePence: 0,
        differencePence: 0,
        className: '',
        date: slot?.date ?? '',
        startTime: slot?.startTime.slice(0, 5) ?? '',
        refusal: error.message,
      };
    }
  }

  async function move(req: MoveRequest): Promise<BookingMoved & { holdToken?: string }> {
    const now = req.now ?? clock();
    const ref = formatBookingRef({ kind: 'class', id: req.bookingId });
    let p: Awaited<ReturnType<typeof plan>>;
    try {
      p = await plan(req, now);
    } catch (error) {
      // A repeat of the move she just made (a double click, a retry) answers as the first did.
      const repeat = error instanceof DomainError && error.code === 'CONFLICT' ? await repeated(req) : null;
      if (repeat) return repeat;
      throw error;
    }
    const { b, slot, priced, differencePence, refundPence } = p;
    if (p.spotsLeft < b.n) throw conflict(FULLY_BOOKED);
    const from = { scheduleId: b.slotId, className: b.className, date: b.date, startTime: b.startTime };
    const to = { scheduleId: slot.id, className: priced.className, date: slot.date, startTime: slot.startTime.slice(0, 5) };
    if (req.actor === 'customer' && differencePence > 0) {
      // Dearer: nothing moves until the difference is paid; then confirmation.ts makes the move (settleMovePayment).
      const payment = await checkout.createMovePayment({
        bookingId: b.id,
        slotId: slot.id,
        classTypeId: priced.classTypeId,
        description: `Move ${ref} to ${classDescription(priced.className, slot)} (difference)`,
        name: b.name,
        email: b.email,
        phone: b.phone,
        differencePence,
        holdToken: req.holdToken,
      });
      return {
        ref,
        status: 'payment_required',
        fromScheduleId: b.slotId,
        ...to,
        differencePence,
        refund: null,
        payment: { clientSecret: payment.clientSecret, amountPence: payment.amountPence, description: payment.description },
        ...(payment.holdToken ? { holdToken: payment.holdToken } : {}),
      };
    }
    const outcome = await db.transaction(async (tx) => {
      const moved = await places.moveTo(
        tx,
        b.id,
        b.slotId,
        slot.id,
        now,
        {
          classTypeId: priced.classTypeId,
          className: priced.className,
          movedFromSlotId: b.slotId,
          ...(req.actor === 'customer' ? { movedAt: now } : {}),
        },
        req.actor === 'customer' ? (row) => row.movedAt !== null : undefined,
      );
      if (moved !== 'moved') return moved;
      await recordMove(tx, {
        bookingId: b.id,
        orderId: b.order?.id ?? null,
        by: req.by,
        actor: req.actor,
        from,
        to,
        slot,
        differencePence,
        refundPence,
        now,
      });
      return moved;
    });
    if (outcome === 'full') throw conflict(FULLY_BOOKED);
    if (outcome === 'changed') {
      const repeat = await repeated(req);
      if (repeat) return repeat;
      // Someone else's move or cancellation committed first.
      const again = await bookingOf(req);
      assertMovable(again, req, now);
      throw conflict(MOVE_ERRORS.notMovable);
    }

    // After commit: the provider is never called with a lock held. The key is the booking's: she moves once.
    const refund =
      refundPence > 0 && b.order
        ? await refunds.refund({
            orderId: b.order.id,
            amountPence: refundPence,
            reason: 'self_cancel',
            actor: 'customer',
            idempotencyKey: `move-booking-${b.id}`,
            now,
          })
        : null;
    await db.transaction((tx) =>
      tellMoved(tx, config, mail, b.id, b.order?.id ?? null, now, {
        from,
        by: req.actor,
        refundPence: refund ? refundPence : 0,
        refundStatus: refund?.status ?? 'none',
      }),
    );
    mail.kick();
    return {
      ref,
      status: 'moved',
      fromScheduleId: b.slotId,
      ...to,
      differencePence,
      refund: refund ? { amountPence: refundPence, status: refund.status } : null,
      payment: null,
    };
  }

  /** The booking already stands where this request asks, moved there by an earlier request: that move's answer. */
  async function repeated(req: MoveRequest): Promise<BookingMoved | null> {
    const [row] = await db
      .select({
        slotId: bookings.slotId,
        status: bookings.status,
        movedFromSlotId: bookings.movedFromSlotId,
        className: bookings.className,
        classTypeId: bookings.classTypeId,
        date: scheduleSlots.date,
        startTime: scheduleSlots.startTime,
      })
      .from(bookings)
      .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
      .where(
        and(
          eq(bookings.id, req.bookingId),
          req.email === undefined ? undefined : sql`lower(${bookings.email}) = ${req.email.toLowerCase()}`,
        ),
      );
    if (!row || row.status !== 'confirmed' || row.slotId !== req.scheduleId || row.movedFromSlotId === null) return null;
    if (req.classTypeId !== undefined && req.classTypeId !== row.classTypeId) return null;
    return {
      ref: formatBookingRef({ kind: 'class', id: req.bookingId }),
      status: 'unchanged',
      fromScheduleId: row.movedFromSlotId,
      scheduleId: row.slotId,
      className: row.className,
      date: row.date,
      startTime: row.startTime.slice(0, 5),
      differencePence: 0,
      refund: null,
      payment: null,
    };
  }

  return {
    /** Her move from the account page (scoped by her session's address). */
    customerMove: (input: {
      bookingId: number;
      scheduleId: number;
      classTypeId?: number | undefined;
      email: string;
      holdToken?: string | null | undefined;
      now?: Date;
    }) => move({ ...input, actor: 'customer', by: 'customer' }),
    customerQuote: (input: { bookingId: number; scheduleId: number; classTypeId?: number | undefined; email: string; now?: Date }) =>
      quote({ ...input, actor: 'customer', by: 'customer' }),
    /** The owner moving a client to another class (any door): no notice, no once rule, no money moved. */
    ownerMove: (input: { bookingId: number; scheduleId: number; classTypeId?: number | undefined; by: Actor; now?: Date }) =>
      move({ ...input, actor: 'owner' }),
    ownerQuote: (input: { bookingId: number; scheduleId: number; classTypeId?: number | undefined; by: Actor; now?: Date }) =>
      quote({ ...input, actor: 'owner' }),
  };
}

export type MoveService = ReturnType<typeof createMoveService>;

/** The move's audit row, `booking.moved` webhook and the order's description, in the move's transaction. */
async function recordMove(
  tx: DbOrTx,
  m: {
    bookingId: number;
    orderId: number | null;
    by: Actor;
    actor: 'customer' | 'owner';
    from: { scheduleId: number; className: string; date: string; startTime: string };
    to: { scheduleId: number; className: string; date: string; startTime: string };
    slot: { date: string; startTime: string };
    differencePence: number;
    refundPence: number;
    now: Date;
  },
) {
  if (m.orderId !== null)
    await tx
      .update(orders)
      .set({ description: classDescription(m.to.className, m.slot) })
      .where(eq(orders.id, m.orderId));
  await audit.record(tx, {
    actor: m.by,
    action: 'booking.move',
    entity: 'booking',
    entityId: formatBookingRef({ kind: 'class', id: m.bookingId }),
    before: m.from,
    after: { ...m.to, differencePence: m.differencePence, refundPence: m.refundPence },
    at: m.now,
  });
  await emitBookingEvent(
    tx,
    'booking.moved',
    m.bookingId,
    { movedBy: m.actor, fromScheduleId: m.from.scheduleId, differencePence: m.differencePence, refundPence: m.refundPence },
    m.now,
  );
}

/**
 * A move's difference was paid (confirmation.ts, in the payment's transaction): the move is made now if the
 * booking is still hers to move (confirmed, not moved meanwhile) and the class has room; false otherwise, and
 * the caller gives the money back. The e-mails are queued in this transaction.
 */
export async function settleMovePayment(
  tx: DbOrTx,
  deps: { config: Config; mail: MailService },
  orderId: number,
  now: Date,
): Promise<boolean> {
  const [order] = await tx
    .select({
      bookingId: orders.moveBookingId,
      slotId: orders.moveSlotId,
      classTypeId: orders.moveClassTypeId,
      amountPence: orders.amountPence,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.kind, 'move')));
  if (!order?.bookingId || !order.slotId) return false;
  const [b] = await tx
    .select({
      slotId: bookings.slotId,
      status: bookings.status,
      className: bookings.className,
      date: scheduleSlots.date,
      startTime: scheduleSlots.startTime,
    })
    .from(bookings)
    .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
    .where(eq(bookings.id, order.bookingId));
  const [slot] = await tx
    .select({ date: scheduleSlots.date, startTime: scheduleSlots.startTime })
    .from(scheduleSlots)
    .where(eq(scheduleSlots.id, order.slotId));
  if (!b || !slot || b.status !== 'confirmed' || b.slotId === order.slotId) return false;
  const [type] =
    order.classTypeId === null
      ? []
      : await tx.select({ name: classTypes.name }).from(classTypes).where(eq(classTypes.id, order.classTypeId));
  const className = type?.name ?? OPEN_CLASS_NAME;
  const moved = await places.moveTo(
    tx,
    order.bookingId,
    b.slotId,
    order.slotId,
    now,
    { classTypeId: order.classTypeId, className, movedAt: now, movedFromSlotId: b.slotId },
    (row) => row.movedAt !== null,
  );
  if (moved !== 'moved') return false;
  const [first] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, order.bookingId)).orderBy(orders.id).limit(1);
  const from = { scheduleId: b.slotId, className: b.className, date: b.date, startTime: b.startTime.slice(0, 5) };
  const to = { scheduleId: order.slotId, className, date: slot.date, startTime: slot.startTime.slice(0, 5) };
  await recordMove(tx, {
    bookingId: order.bookingId,
    orderId: first?.id ?? null,
    by: 'customer',
    actor: 'customer',
    from,
    to,
    slot,
    differencePence: order.amountPence,
    refundPence: 0,
    now,
  });
  await tellMoved(tx, deps.config, deps.mail, order.bookingId, first?.id ?? null, now, {
    from,
    by: 'customer',
    refundPence: 0,
    refundStatus: 'none',
    paidPence: order.amountPence,
  });
  return true;
}

/** The moved booking's e-mail facts: the class columns and their shaping are the confirmation e-mail's. */
async function factsOf(tx: DbOrTx, bookingId: number, orderId: number | null): Promise<BookingMailFacts | null> {
  const [row] = await tx
    .select({ bookingId: bookings.id, name: bookings.name, email: bookings.email, phone: bookings.phone, ...classColumns })
    .from(bookings)
    .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
    .leftJoin(locations, eq(locations.id, scheduleSlots.locationId))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  const facts = withJoining(row);
  // An online class has no place to name; a move's mails print no money (the order's receipt tells it).
  const locationName = row.isVirtualOnly ? null : facts.locationName;
  return { ...facts, locationName, orderId: orderId ?? 0, originalPence: 0, discountPence: 0, amountPence: 0, discountCode: null };
}

/** Her e-mail (with the calendar file that replaces the first) and the owner's, queued in `tx`. */
async function tellMoved(
  tx: DbOrTx,
  config: Config,
  mail: MailService,
  bookingId: number,
  orderId: number | null,
  now: Date,
  m: MovedMailFacts,
) {
  const facts = await factsOf(tx, bookingId, orderId);
  if (!facts) return;
  const brand = await brandOf(tx, config);
  const site = { publicUrl: config.PUBLIC_URL, businessName: brand.BUSINESS_NAME, contactEmail: brand.CONTACT_EMAIL };
  const ics = classIcs(calendarClassOf(facts, site), { site, now, sequence: ICS_MOVED_SEQUENCE });
  await mail.queue(tx, bookingMovedMail(brand, facts, m, { ics }));
  await mail.queue(tx, ownerMovedMail(brand, facts, m));
}
