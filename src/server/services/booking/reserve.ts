/**
 * Holding places (the rush's hot path): `reserve` decides by reading first, takes the place by one statement, then
 * writes what the hold is for; `reserveOffered` turns a waiting-list offer's held booking into the booking paid for.
 */
import { eq } from 'drizzle-orm';
import { invalid } from '../../../domain/errors';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { bookings, orders } from '../../db/schema';
import type { CustomerService } from '../customers/customers';
import type { MailService } from '../mail/mail';
import { reserveUse } from '../money/discounts';
import { spendOnOrder, usableVoucher } from '../vouchers/vouchers';
import { tokenForNewHold } from './hold-token';
import type { createHoldOrders, Reservation, Reserved } from './hold-orders';
import { keepIntroAtOnce } from './intro-offer';
import { bookingMailFacts } from './mail-facts';
import type { createOwnHolds } from './own-hold';
import * as places from './places';
import { placesOf, type Quote, type ReserveInput, type createQuoting } from './reserve-quote';
import { assertBookable } from './slot-rules';

const nullOrList = (id: number | null): number[] | null => (id === null ? null : [id]);

export function createReservation(deps: {
  db: Db;
  config: Config;
  mail: MailService;
  customers: CustomerService;
  quoting: ReturnType<typeof createQuoting>;
  ownHolds: ReturnType<typeof createOwnHolds>;
  holdOrders: ReturnType<typeof createHoldOrders>;
}) {
  const { db, config, mail, customers } = deps;
  const { quote, withIntro } = deps.quoting;
  const { findOwnHold, dropHold } = deps.ownHolds;
  const { newHold, insertOrder, confirmFree, confirmedOrder, holdForPayment, openPaymentRow, completeHold, amountsOf } = deps.holdOrders;

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

  return { reserve };
}
