/**
 * What a reservation asks for and what it costs: the input every booking door passes to `reserve`, and the quote
 * worked out from it with plain reads (the class's price, a discount code, her introductory offer) before anything
 * is written; the offer itself is claimed in the order's transaction (`withIntro`).
 */
import { applyDiscount } from '../../../domain/discount';
import { invalid } from '../../../domain/errors';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { DiscountService, UsableDiscount } from '../money/discounts';
import { claimIntroAhead, type IntroOffer, introPrice } from './intro-offer';
import type * as places from './places';
import { assertClaimedPrice, type ClassPick, classDescription, type PricedClass, priceInSlot, type SlotRow } from './slot-rules';

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

/** What a reservation is about, worked out with plain reads before anything is written. */
export interface Quote {
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

/** How many places a reservation is for: hers and one per further attendee. */
export const placesOf = (input: ReserveInput) => 1 + (input.attendees?.length ?? 0);

export function createQuoting(deps: { db: Db; config: Config; discounts: DiscountService }) {
  const { db, config, discounts } = deps;

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

  return { quote, withIntro };
}
