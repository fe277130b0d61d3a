/**
 * The one owner of places on a slot. `schedule_slots.taken` counts the participants of bookings that are
 * 'held' or 'confirmed'; every change of a booking into or out of those statuses goes through this module,
 * in the same transaction, so the counter always equals the recount.
 *
 * A hold whose time has run out still counts until it is expired. Nobody waits for a sweep: when a slot
 * looks full and has lapsed holds, `take` expires them under the slot's lock and tries once more, and the
 * public availability adds lapsed holds back (`availability`).
 *
 * Lock order everywhere: the slot row, then its bookings. A place is decided by one conditional UPDATE
 * (`taken + n <= max_bookings`), which is the slot lock for the rest of the transaction.
 */
import { and, eq, gt, inArray, lte, or, type Placeholder, type SQLWrapper, sql } from 'drizzle-orm';
import { classBookingRef } from '../../../domain/booking-ref';
import { conflict } from '../../../domain/errors';
import { type DbOrTx, perDatabase } from '../../db/client';
import { bookings, classTypes, introOfferSettings, scheduleSlots, waitlistEntries } from '../../db/schema';
import { releaseDiscountUses } from '../money/discounts';
import { releaseForBookings } from '../vouchers/vouchers';
import { introOfferColumns, introOfferOf, releaseIntroOfBookings } from './intro-offer';
import { enqueue } from '../jobs/jobs';
import { recordDeletions } from '../platform/sync';

/** The job that offers a slot's free places to its waiting list (services/customers/waitlist.ts). */
export const WAITLIST_FILL_JOB = 'waitlist.fill';

/**
 * A place came free on the slot: when someone is waiting for it, the waiting list is asked to make its
 * offers, in a job enqueued by the same transaction (so a rolled-back release offers nothing). The job
 * decides under the slot's lock; here nothing is decided, so this may run as often as places free.
 */
async function placesFreed(tx: DbOrTx, slotId: number): Promise<void> {
  const [waiting] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.slotId, slotId), eq(waitlistEntries.status, 'waiting')))
    .limit(1);
  if (waiting) await enqueue(tx, { kind: WAITLIST_FILL_JOB, payload: { slotId } });
}

type Status = (typeof bookings.status.enumValues)[number];
const BOOKING_STATUS_LIST = bookings.status.enumValues;

/** Statuses counted in `taken`. */
export const PLACE_STATUSES = ['held', 'confirmed'] as const satisfies readonly Status[];

/** The live-hold condition in TypeScript: does this booking hold a place right now? */
export function holdsPlace(b: { status: Status; holdExpiresAt: Date | null }, now: Date): boolean {
  return b.status === 'confirmed' || (b.status === 'held' && b.holdExpiresAt !== null && b.holdExpiresAt > now);
}

/** The live-hold condition in SQL: bookings that hold a place right now. */
export function liveBookingWhere(now: Date) {
  return or(eq(bookings.status, 'confirmed'), and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, now)));
}

/** Held bookings whose time ran out: still counted in `taken` until expired. `now` may be a prepared statement's placeholder. */
function lapsedWhere(now: Date | Placeholder) {
  return and(eq(bookings.status, 'held'), lte(bookings.holdExpiresAt, now));
}

/**
 * Per slot with held bookings: participants of lapsed holds (free to take) and, as epoch ms, when the
 * next live hold lapses (the slot's availability changes then, with no write). Join on `slotId`.
 */
export function heldSummary(db: DbOrTx, now: Date, ofSlots?: SQLWrapper) {
  return (
    db
      .select({
        slotId: bookings.slotId,
        lapsed:
          sql<number>`coalesce(sum(${bookings.participantCount}) filter (where ${bookings.holdExpiresAt} <= ${now.toISOString()}), 0)::int`.as(
            'lapsed',
          ),
        nextExpiry: sql<
          number | null
        >`(extract(epoch from min(${bookings.holdExpiresAt}) filter (where ${bookings.holdExpiresAt} > ${now.toISOString()})) * 1000)::float8`.as(
          'next_expiry',
        ),
      })
      .from(bookings)
      // Only the slots asked about: the whole history of bookings must not be summed for one week.
      .where(and(eq(bookings.status, 'held'), ofSlots ? inArray(bookings.slotId, ofSlots) : undefined))
      .groupBy(bookings.slotId)
      .as('held_summary')
  );
}

/** Places left on a slot, given its row and its `heldSummary` (lapsed holds are free). */
export function spotsLeft(slot: { maxBookings: number; taken: number }, lapsed: number | null): number {
  return slot.maxBookings - slot.taken + Number(lapsed ?? 0);
}

/**
 * A slot visitors may see and book: active, and virtual or at an active location. A location the owner
 * deactivates takes its slots off the public week and out of the booking path without editing them.
 */
const bookableSql = sql<boolean>`(${scheduleSlots.isActive} and (${scheduleSlots.locationId} is null or exists (select 1 from locations l where l.id = ${scheduleSlots.locationId} and l.is_active)))`;
export const bookableWhere = bookableSql;

/** The slot columns every booking path reads; `isActive` means bookable (see `bookableWhere`). */
export const slotColumns = {
  id: scheduleSlots.id,
  date: scheduleSlots.date,
  startTime: scheduleSlots.startTime,
  endTime: scheduleSlots.endTime,
  isActive: bookableSql.mapWith(Boolean),
  allowedClassTypeIds: scheduleSlots.allowedClassTypeIds,
  maxBookings: scheduleSlots.maxBookings,
};

/** What `look` reads of a slot: its columns, its counter and the places of holds that have lapsed by `now`. */
const lookColumns = {
  ...slotColumns,
  taken: scheduleSlots.taken,
  // Written out because a correlated subquery in a select list needs its outer column qualified.
  lapsed: sql<number>`(select coalesce(sum(b.participant_count), 0)::int from bookings b where b.slot_id = "schedule_slots"."id" and b.status = 'held' and b.hold_expires_at <= ${sql.placeholder('now')}::timestamptz)`,
};

/** A class type as the booking path prices it (`priceInSlot`). */
export const classPriceColumns = {
  id: classTypes.id,
  name: classTypes.name,
  pricePence: classTypes.pricePence,
  isActive: classTypes.isActive,
};
export type ClassTypePrice = Pick<typeof classTypes.$inferSelect, keyof typeof classPriceColumns>;

/** The read behind `look`, prepared once per database: under a rush it runs for every visitor. */
const lookStatement = perDatabase((db) =>
  db
    .select(lookColumns)
    .from(scheduleSlots)
    .where(eq(scheduleSlots.id, sql.placeholder('slotId')))
    .prepare('places_look'),
);

/**
 * `look` with the chosen class and the introductory offer's settings read in the same statement: when a class
 * opens, most of the rush prices its place next, and a round trip per visitor is what a rush queues on.
 */
const lookWithClassStatement = perDatabase((db) =>
  db
    .select({ ...lookColumns, classType: classPriceColumns, introOffer: introOfferColumns })
    .from(scheduleSlots)
    .leftJoin(classTypes, eq(classTypes.id, sql.placeholder('classTypeId')))
    .leftJoin(introOfferSettings, eq(introOfferSettings.id, 1))
    .where(eq(scheduleSlots.id, sql.placeholder('slotId')))
    .prepare('places_look_with_class'),
);

const seenOf = <R extends { taken: number; lapsed: number; maxBookings: number }>({ taken, lapsed, ...slot }: R) => ({
  slot,
  spotsLeft: spotsLeft({ maxBookings: slot.maxBookings, taken }, lapsed),
});

/**
 * One plain read, no lock: the slot and the places left on it now (lapsed holds count as free). A slot
 * that is full answers 'fully booked' from this, without waiting for anyone's transaction.
 */
export async function look(db: DbOrTx, slotId: number, now: Date) {
  const [row] = await lookStatement(db).execute({ slotId, now: now.toISOString() });
  return row ? seenOf(row) : null;
}

/** `look`, plus the class type `classTypeId` as `priceInSlot` reads it (null when there is no such class): one round trip. */
export async function lookWithClass(db: DbOrTx, slotId: number, classTypeId: number, now: Date) {
  const [row] = await lookWithClassStatement(db).execute({ slotId, classTypeId, now: now.toISOString() });
  if (!row) return null;
  const { classType, introOffer, ...rest } = row;
  return { ...seenOf(rest), classType, introOffer: introOfferOf(introOffer) };
}

/** Locks the slot row for the rest of the transaction (before touching its bookings). */
export async function lockSlot(tx: DbOrTx, slotId: number) {
  const [slot] = await tx
    .select({ id: scheduleSlots.id, maxBookings: scheduleSlots.maxBookings, taken: scheduleSlots.taken })
    .from(scheduleSlots)
    .where(eq(scheduleSlots.id, slotId))
    .for('update');
  return slot ?? null;
}

async function changeTaken(tx: DbOrTx, slotId: number, by: number) {
  if (by !== 0)
    await tx
      .update(scheduleSlots)
      .set({ taken: sql`${scheduleSlots.taken} + ${by}` })
      .where(eq(scheduleSlots.id, slotId));
}

/** Marks the slot's lapsed holds expired and gives back their places and discount uses. The slot must be locked. */
async function expireLapsedLocked(tx: DbOrTx, slotId: number, now: Date): Promise<number> {
  const expired = await tx
    .update(bookings)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(bookings.slotId, slotId), lapsedWhere(now)))
    .returning({ id: bookings.id, n: bookings.participantCount });
  const n = expired.reduce((sum, b) => sum + b.n, 0);
  await changeTaken(tx, slotId, -n);
  await releaseDiscountUses(
    tx,
    expired.map((b) => b.id),
  );
  await releaseForBookings(
    tx,
    expired.map((b) => b.id),
    now,
  );
  // And their claims on the introductory offer (decision 790).
  await releaseIntroOfBookings(
    tx,
    expired.map((b) => b.id),
    now,
  );
  if (n > 0) await placesFreed(tx, slotId);
  return n;
}

/**
 * Takes `n` places in one conditional UPDATE; false when the class is full or no longer bookable (a booking
 * that read the slot as bookable before the owner took it off the schedule waits on the row and is refused). A full-looking slot with
 * lapsed holds has them expired under its lock, then the UPDATE is tried once more.
 */
export async function take(tx: DbOrTx, slotId: number, n: number, now: Date): Promise<boolean> {
  const attempt = () =>
    tx
      .update(scheduleSlots)
      .set({ taken: sql`${scheduleSlots.taken} + ${n}` })
      .where(and(eq(scheduleSlots.id, slotId), sql`${scheduleSlots.taken} + ${n} <= ${scheduleSlots.maxBookings}`, bookableSql))
      .returning({ id: scheduleSlots.id });
  if ((await attempt()).length) return true;
  // Full with no lapsed hold is the common answer under a rush: give it without queueing for the lock.
  const [lapsed] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.slotId, slotId), lapsedWhere(now)))
    .limit(1);
  if (!lapsed || !(await lockSlot(tx, slotId))) return false;
  if ((await expireLapsedLocked(tx, slotId, now)) === 0) return false;
  return (await attempt()).length > 0;
}

/** What a new hold records about the visitor and the class (the slot and the status are the statement's). */
export interface NewHold {
  slotId: number;
  classTypeId: number | null;
  className: string;
  name: string;
  email: string;
  phone: string;
  specialRequests: string;
  holdExpiresAt: Date;
}

/**
 * The conditional UPDATE and the INSERT of a hold, as one statement. It also says whether the slot has
 * lapsed holds, so a refusal knows without asking again whether expiring them could free a place.
 * Prepared once per database handle, like `look`: in a rush most visitors read a place as free before the
 * first holds commit and run this too, so PostgreSQL parses it once per connection instead of once per visitor.
 */
const holdPlaceStatement = perDatabase((db) => {
  const p = sql.placeholder;
  const taken = db.$with('taken', { slotId: sql<number>`slot_id` }).as(sql`
    update ${scheduleSlots} set taken = ${scheduleSlots.taken} + 1, updated_at = now()
    where ${scheduleSlots.id} = ${p('slotId')} and ${scheduleSlots.taken} + 1 <= ${scheduleSlots.maxBookings} and ${bookableSql}
    returning ${scheduleSlots.id} as slot_id`);
  const held = db.$with('held', { id: sql<number>`id` }).as(sql`
    insert into ${bookings} (slot_id, class_type_id, class_name, name, email, phone, special_requests, status, hold_expires_at)
    select slot_id, ${p('classTypeId')}::int, ${p('className')}::text, ${p('name')}::text, ${p('email')}::text, ${p('phone')}::text,
      ${p('specialRequests')}::text, 'held', ${p('holdExpiresAt')}::timestamptz
    from taken
    returning id`);
  // Drizzle builds a WITH only in front of a select from something: one row of nothing.
  return db
    .with(taken, held)
    .select({
      id: sql<number | null>`(select id from held)`,
      lapsed: sql<boolean>`exists (select 1 from ${bookings} where ${and(eq(bookings.slotId, p('slotId')), lapsedWhere(p('now')))})`,
    })
    .from(sql`(values (1)) as one (n)`)
    .prepare('places_hold');
});

async function holdStatement(tx: DbOrTx, hold: NewHold, now: Date): Promise<{ id: number | null; lapsed: boolean }> {
  const [row] = await holdPlaceStatement(tx).execute({ ...hold, holdExpiresAt: hold.holdExpiresAt.toISOString(), now: now.toISOString() });
  return { id: row?.id ?? null, lapsed: row?.lapsed === true };
}

/**
 * A new held booking with its place, decided and written in ONE statement: the conditional UPDATE takes
 * the place and the INSERT writes the hold only when it did. Run on its own, the statement commits as it
 * ends, so the slot's row is locked for the statement alone, never across a round trip: under a rush each
 * visitor waits microseconds for the one before, and the 'fully booked' answer does not queue behind a
 * booking being written. Null when the class is full or no longer bookable. A full slot with lapsed holds
 * has them expired under its lock, then the statement is tried once more (as `take` does).
 */
export async function holdNew(db: DbOrTx, hold: NewHold, now: Date): Promise<number | null> {
  const first = await holdStatement(db, hold, now);
  if (first.id !== null || !first.lapsed) return first.id;
  return db.transaction(async (tx) => {
    if (!(await lockSlot(tx, hold.slotId)) || (await expireLapsedLocked(tx, hold.slotId, now)) === 0) return null;
    return (await holdStatement(tx, hold, now)).id;
  });
}

/**
 * Several places held together for one payment (decision 780): the counter is moved by the whole group in one
 * conditional UPDATE (`take`), then the first place's booking and one booking per further attendee are written,
 * all in one transaction: all the places or none. The first place's id comes first; null when they do not fit.
 */
export async function holdGroup(db: DbOrTx, hold: NewHold, attendees: readonly string[], now: Date): Promise<number[] | null> {
  return db.transaction(async (tx) => {
    if (!(await take(tx, hold.slotId, 1 + attendees.length, now))) return null;
    const row = { ...hold, status: 'held' as const };
    const [lead] = await tx.insert(bookings).values(row).returning({ id: bookings.id });
    const party = await tx
      .insert(bookings)
      .values(attendees.map((name) => ({ ...row, name, specialRequests: '', partyLeadId: lead!.id })))
      .returning({ id: bookings.id });
    return [lead!.id, ...party.map((b) => b.id).sort((a, b) => a - b)];
  });
}

/**
 * Undoes `holdNew` when what the hold was for could not be written (a discount code used up meanwhile, a
 * failure): the booking row goes, as if never made, and its place comes back. Only a booking still held.
 */
export async function withdrawHold(tx: DbOrTx, bookingId: number): Promise<void> {
  const [target] = await tx.select({ slotId: bookings.slotId }).from(bookings).where(eq(bookings.id, bookingId));
  if (!target) return;
  await lockSlot(tx, target.slotId);
  // The other places of a group go with it (they point at it, so first).
  const party = await tx
    .delete(bookings)
    .where(and(eq(bookings.partyLeadId, bookingId), eq(bookings.status, 'held')))
    .returning({ id: bookings.id, n: bookings.participantCount });
  const gone = await tx
    .delete(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'held')))
    .returning({ id: bookings.id, n: bookings.participantCount });
  if (!gone.length) return;
  await changeTaken(tx, target.slotId, -[...gone, ...party].reduce((sum, b) => sum + b.n, 0));
  await placesFreed(tx, target.slotId);
  // The admin's list by change showed the hold: a tombstone tells a syncing client it went (decision 796).
  await recordDeletions(
    tx,
    'booking',
    [...gone, ...party].map((b) => classBookingRef(b.id)),
  );
}

/** A group's other places (decision 780): bookings whose first place is `leadId`, in id order. */
export async function partyOf(tx: DbOrTx, leadId: number) {
  return tx
    .select({ id: bookings.id, name: bookings.name, status: bookings.status, n: bookings.participantCount })
    .from(bookings)
    .where(eq(bookings.partyLeadId, leadId))
    .orderBy(bookings.id);
}

/** The booking `leadId` and the other places of its group, as a WHERE condition. */
export const placeOrParty = (leadId: number) => or(eq(bookings.id, leadId), eq(bookings.partyLeadId, leadId))!;

/** The booking an order names for `bookingId`: its group's first place, or itself. */
export async function leadOf(tx: DbOrTx, bookingId: number): Promise<number> {
  const [row] = await tx.select({ lead: bookings.partyLeadId }).from(bookings).where(eq(bookings.id, bookingId));
  return row?.lead ?? bookingId;
}

/**
 * A group's other places follow their first place into `to`: those in a status of `from` change. Returns the
 * places they stand for; the caller moves the counter (the slot must be locked).
 */
async function partyFollows(
  tx: DbOrTx,
  leadId: number,
  to: Status,
  from: readonly Status[],
  now: Date,
  holdExpiresAt: Date | null = null,
): Promise<number> {
  const moved = await tx
    .update(bookings)
    .set({
      status: to,
      holdExpiresAt: to === 'held' ? holdExpiresAt : null,
      ...((PLACE_STATUSES as readonly Status[]).includes(to) ? { cancelledBy: null, cancelReason: null } : {}),
      updatedAt: now,
    })
    .where(and(eq(bookings.partyLeadId, leadId), inArray(bookings.status, [...from])))
    .returning({ n: bookings.participantCount });
  return moved.reduce((sum, b) => sum + b.n, 0);
}

export type PlaceStatus = (typeof PLACE_STATUSES)[number];
export type NoPlaceStatus = Exclude<Status, PlaceStatus>;

/**
 * Moves a booking to a status that holds no place (cancelled, expired, refunded), giving its place back,
 * and a hold's reserved discount use. Only from 'held' or 'confirmed' (and `from`, when given): returns
 * false, changing nothing, when the booking did not hold a place, so a repeat never gives back twice.
 */
export async function release(
  tx: DbOrTx,
  bookingId: number,
  to: NoPlaceStatus,
  now: Date,
  from: readonly PlaceStatus[] = PLACE_STATUSES,
): Promise<boolean> {
  const [target] = await tx.select({ slotId: bookings.slotId }).from(bookings).where(eq(bookings.id, bookingId));
  if (!target) return false;
  await lockSlot(tx, target.slotId);
  const [before] = await tx
    .select({ status: bookings.status, n: bookings.participantCount })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  if (!before || !(from as readonly Status[]).includes(before.status)) return false;
  await tx.update(bookings).set({ status: to, holdExpiresAt: null, updatedAt: now }).where(eq(bookings.id, bookingId));
  // A group's other places go with its first one (decision 780).
  const party = await partyFollows(tx, bookingId, to, from, now);
  await changeTaken(tx, target.slotId, -(before.n + party));
  await placesFreed(tx, target.slotId);
  // A hold that ends unpaid gives its discount use back; a paid booking keeps the use it paid with.
  if (before.status === 'held') {
    await releaseDiscountUses(tx, [bookingId]);
    // And what a gift voucher paid towards it (decision 730).
    await releaseForBookings(tx, [bookingId], now);
    await releaseIntroOfBookings(tx, [bookingId], now);
  }
  return true;
}

/**
 * Moves a booking to 'held' (until `holdExpiresAt`) or 'confirmed'. A booking already counted keeps its
 * place; one that is not (expired, cancelled...) must take a place again, and false means the class is
 * full (nothing changed).
 */
export async function occupy(
  tx: DbOrTx,
  bookingId: number,
  to: PlaceStatus,
  now: Date,
  holdExpiresAt: Date | null = null,
): Promise<boolean> {
  const [target] = await tx.select({ slotId: bookings.slotId }).from(bookings).where(eq(bookings.id, bookingId));
  if (!target) return false;
  await lockSlot(tx, target.slotId);
  const [booking] = await tx
    .select({ status: bookings.status, n: bookings.participantCount })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  if (!booking) return false;
  const isCounted = (status: Status) => (PLACE_STATUSES as readonly Status[]).includes(status);
  const counted = isCounted(booking.status);
  // A group's other places are taken with it, all or none (decision 780).
  const uncountedParty = (await partyOf(tx, bookingId)).filter((p) => !isCounted(p.status)).reduce((sum, p) => sum + p.n, 0);
  const needed = (counted ? 0 : booking.n) + uncountedParty;
  if (needed > 0 && !(await take(tx, target.slotId, needed, now))) return false;
  await tx
    .update(bookings)
    .set({ status: to, holdExpiresAt: to === 'held' ? holdExpiresAt : null, cancelledBy: null, cancelReason: null, updatedAt: now })
    .where(eq(bookings.id, bookingId));
  await partyFollows(tx, bookingId, to, BOOKING_STATUS_LIST, now, holdExpiresAt);
  return true;
}

export type MoveOutcome = 'moved' | 'full' | 'changed';

/**
 * Moves a confirmed booking's place from the slot it is on (`fromSlotId`, as the caller read it) to
 * `toSlotId`, in the caller's transaction: both slots are locked in id order (so two moves in opposite
 * directions never wait on each other), then the booking; the new place is taken by the same conditional
 * UPDATE as any booking and the old one given back in the same transaction, so the counters always equal
 * the recount. 'changed' when the booking is no longer confirmed on `fromSlotId` (or `unless` refuses it);
 * 'full' when the new class has no room. Nothing is written unless 'moved'.
 */
export async function moveTo(
  tx: DbOrTx,
  bookingId: number,
  fromSlotId: number,
  toSlotId: number,
  now: Date,
  set: Partial<typeof bookings.$inferInsert>,
  unless?: (b: { movedAt: Date | null }) => boolean,
): Promise<MoveOutcome> {
  for (const slotId of [fromSlotId, toSlotId].sort((a, b) => a - b)) await lockSlot(tx, slotId);
  const [b] = await tx
    .select({ status: bookings.status, slotId: bookings.slotId, n: bookings.participantCount, movedAt: bookings.movedAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  if (!b || b.status !== 'confirmed' || b.slotId !== fromSlotId || unless?.(b)) return 'changed';
  if (!(await take(tx, toSlotId, b.n, now))) return 'full';
  await tx
    .update(bookings)
    .set({ ...set, slotId: toSlotId, updatedAt: now })
    .where(eq(bookings.id, bookingId));
  await changeTaken(tx, fromSlotId, -b.n);
  await placesFreed(tx, fromSlotId);
  return 'moved';
}

/** Expires every lapsed hold (the worker's sweep), one slot per transaction in id order. */
export async function expireLapsed(db: DbOrTx, now: Date): Promise<number> {
  const slots = await db.selectDistinct({ slotId: bookings.slotId }).from(bookings).where(lapsedWhere(now)).orderBy(bookings.slotId);
  let total = 0;
  for (const { slotId } of slots) {
    total += await db.transaction(async (tx) => {
      await lockSlot(tx, slotId);
      return expireLapsedLocked(tx, slotId, now);
    });
  }
  return total;
}

/** `on` names the slot's day when the owner edits several slots of a series at once (' on Mon 21 Oct'). */
export function capacityMessage(taken: number, on = ''): string {
  return `maxBookings: ${taken} ${taken === 1 ? 'place is' : 'places are'} already booked on this slot${on}, so it cannot go below ${taken}`;
}

/** The owner's new capacity; refused below the places taken (after lapsed holds are let go). */
export async function setCapacity(tx: DbOrTx, slotId: number, maxBookings: number, now: Date, on = ''): Promise<void> {
  const slot = await lockSlot(tx, slotId);
  if (!slot) return;
  let taken = slot.taken;
  if (maxBookings < taken) taken -= await expireLapsedLocked(tx, slotId, now);
  if (maxBookings < taken) throw conflict(capacityMessage(taken, on));
  await tx.update(scheduleSlots).set({ maxBookings }).where(eq(scheduleSlots.id, slotId));
  if (maxBookings > slot.maxBookings) await placesFreed(tx, slotId);
}

/** Slots whose counter differs from their bookings (empty when all is well). */
export async function recount(db: DbOrTx, slotIds?: number[]) {
  const counted = db
    .select({ slotId: bookings.slotId, n: sql<number>`sum(${bookings.participantCount})::int`.as('n') })
    .from(bookings)
    .where(inArray(bookings.status, [...PLACE_STATUSES]))
    .groupBy(bookings.slotId)
    .as('counted');
  const rows = await db
    .select({ slotId: scheduleSlots.id, taken: scheduleSlots.taken, counted: sql<number>`coalesce(${counted.n}, 0)::int` })
    .from(scheduleSlots)
    .leftJoin(counted, eq(counted.slotId, scheduleSlots.id))
    .where(and(slotIds ? inArray(scheduleSlots.id, slotIds) : undefined, sql`${scheduleSlots.taken} <> coalesce(${counted.n}, 0)`));
  return rows;
}
