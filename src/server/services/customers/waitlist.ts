/**
 * The waiting list of a full class. A freed place is offered to the first in line as a held booking:
 * the offer takes its place through places.ts in the transaction that decides it, under the slot's
 * lock, so open offers never outnumber free places. Offers end through the job table (at their
 * deadline) and pass on; the claim link's token is kept hashed.
 *
 * Lock order as in places.ts: the slot row, then its bookings and waiting-list rows.
 */
import { isOpenClassSlot, OPEN_CLASS_NAME } from '../../../domain/open-class';
import { brandOf } from '../mail/brand';
import { bookingEventData, emitEvent } from '../webhooks/events';
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { conflict, invalid, notFound, unavailable } from '../../../domain/errors';
import { formatLongDate, formatTime12h, LONDON, dayjs, londonInstant } from '../../../domain/time';
import {
  offerDeadline,
  type OfferClaimInput,
  type OfferClaimResult,
  type OfferViewDto,
  WAITLIST_ERRORS,
  type WaitlistEntryDto,
  type WaitlistJoinInput,
  type WaitlistJoinResult,
  type WaitlistStatus,
} from '../../../domain/waitlist';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { bookings, classTypes, locations, orders, payments, scheduleSlots, waitlistEntries } from '../../db/schema';
import * as places from '../booking/places';
import { assertBookable } from '../booking/slot-rules';
import { type BookingService, PAYMENT_START_FAILED } from '../booking/bookings';
import { waitlistJoinedMail, waitlistOfferLapsedMail, waitlistOfferMail } from '../mail/waitlist-emails';
import { enqueue, type JobService } from '../jobs/jobs';
import type { MailService } from '../mail/mail';
import { slotClassEnd } from '../catalog/class-length';
import type { SyncPage, SyncQuery } from '../../../domain/sync';
import { loadSyncPage, microsOf, syncWindow } from '../platform/sync';

/** Runs at an offer's deadline: ends it if unclaimed and offers the place to the next in line. */
export const WAITLIST_EXPIRE_JOB = 'waitlist.expire';

const TOKEN_BYTES = 32;
/** The first key of the per-class advisory lock joins take (the second is the slot id). */
const WAITLIST_JOIN_LOCK = 0x5741_4954;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** An entry changes with its row and with its offer's hold (the booking it points at): the later of the two. */
const entryUpdatedAt = sql<string>`greatest(${waitlistEntries.updatedAt}, coalesce(${bookings.updatedAt}, ${waitlistEntries.updatedAt}))`;
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

export const offerUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/waitlist#${token}`;

/** The `waitlist.offered` event's data, recorded for outgoing webhooks in the transaction that makes the offer. */
export interface WaitlistOfferedEvent {
  type: 'waitlist.offered';
  waitlistEntryId: number;
  scheduleId: number;
  bookingId: number;
  offeredUntil: string;
}

export function waitlistOfferedEvent(e: { entryId: number; slotId: number; bookingId: number; offeredUntil: Date }): WaitlistOfferedEvent {
  return {
    type: 'waitlist.offered',
    waitlistEntryId: e.entryId,
    scheduleId: e.slotId,
    bookingId: e.bookingId,
    offeredUntil: e.offeredUntil.toISOString(),
  };
}

const londonText = (at: Date) => {
  const d = dayjs(at).tz(LONDON);
  return `${formatLongDate(d.format('YYYY-MM-DD'))} at ${formatTime12h(d.format('HH:mm'))}`;
};

/** What an entry is now, reading its offer's booking: a paid offer is claimed, a lapsed one expired. */
export function displayStatus(
  e: { status: WaitlistStatus },
  booking: { status: string; holdExpiresAt: Date | null } | null,
  now: Date,
): WaitlistStatus {
  if (e.status !== 'offered') return e.status;
  if (!booking) return 'expired';
  if (booking.status === 'confirmed') return 'claimed';
  return booking.status === 'held' && booking.holdExpiresAt !== null && booking.holdExpiresAt > now ? 'offered' : 'expired';
}

export function createWaitlistService(deps: {
  db: Db;
  config: Config;
  mail: MailService;
  jobs: JobService;
  bookings: BookingService;
  clock: () => Date;
}) {
  const { db, config, mail, jobs, bookings: bookingService, clock } = deps;

  async function slotFacts(tx: DbOrTx, slotId: number) {
    const [slot] = await tx
      .select({
        id: scheduleSlots.id,
        date: scheduleSlots.date,
        startTime: scheduleSlots.startTime,
        endTime: slotClassEnd,
        isActive: scheduleSlots.isActive,
        allowedClassTypeIds: scheduleSlots.allowedClassTypeIds,
        locationName: locations.name,
      })
      .from(scheduleSlots)
      .leftJoin(locations, eq(locations.id, scheduleSlots.locationId))
      .where(eq(scheduleSlots.id, slotId));
    return slot ?? null;
  }

  /** The classes a slot sells, priced by the server; an 'Open Class' when it allows every class. */
  async function classesOf(tx: DbOrTx, allowed: number[]) {
    if (isOpenClassSlot({ allowedClassTypeIds: allowed }))
      return [{ classTypeId: null, name: OPEN_CLASS_NAME, pricePence: config.OPEN_CLASS_PRICE_PENCE }];
    const rows = await tx
      .select({ classTypeId: classTypes.id, name: classTypes.name, pricePence: classTypes.pricePence })
      .from(classTypes)
      .where(and(inArray(classTypes.id, allowed), eq(classTypes.isActive, true)))
      .orderBy(asc(classTypes.id));
    return rows.map((r) => ({ classTypeId: r.classTypeId, name: r.name, pricePence: r.pricePence }));
  }

  /** Lets go of an offer's hold (and any payment opened on it). The slot must be locked. */
  async function letGo(tx: DbOrTx, bookingId: number, to: 'cancelled' | 'expired', now: Date) {
    await places.release(tx, bookingId, to, now, ['held']);
    await tx
      .update(payments)
      .set({ status: 'cancelled', updatedAt: now })
      .where(
        and(
          eq(payments.status, 'pending'),
          inArray(payments.orderId, tx.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, bookingId))),
        ),
      );
  }

  /**
   * Settles the slot's offers (claimed, or expired and let go) and offers every free place to the next
   * in line. Safe to run any number of times, from any instance: everything is decided under the slot's lock.
   */
  async function fill(tx: DbOrTx, slotId: number, now: Date): Promise<number> {
    if (!(await places.lockSlot(tx, slotId))) return 0;
    const open = await tx
      .select({
        id: waitlistEntries.id,
        name: waitlistEntries.name,
        email: waitlistEntries.email,
        bookingId: waitlistEntries.bookingId,
        bookingStatus: bookings.status,
        holdExpiresAt: bookings.holdExpiresAt,
      })
      .from(waitlistEntries)
      .leftJoin(bookings, eq(bookings.id, waitlistEntries.bookingId))
      .where(and(eq(waitlistEntries.slotId, slotId), eq(waitlistEntries.status, 'offered')))
      .for('update', { of: waitlistEntries });
    const slot = await slotFacts(tx, slotId);
    for (const o of open) {
      const status = displayStatus(
        { status: 'offered' },
        o.bookingStatus ? { status: o.bookingStatus, holdExpiresAt: o.holdExpiresAt } : null,
        now,
      );
      if (status === 'offered') continue;
      if (status === 'expired' && o.bookingId !== null && o.bookingStatus === 'held') await letGo(tx, o.bookingId, 'expired', now);
      await tx.update(waitlistEntries).set({ status, updatedAt: now }).where(eq(waitlistEntries.id, o.id));
      // Settled under the slot's lock, once: an offer that ran out tells her so.
      if (status === 'expired' && slot) {
        const [offeredClass] = await classesOf(tx, slot.allowedClassTypeIds);
        await mail.queue(
          tx,
          waitlistOfferLapsedMail(await brandOf(tx, config), {
            entryId: o.id,
            name: o.name,
            email: o.email,
            className: offeredClass?.name ?? OPEN_CLASS_NAME,
            date: slot.date,
            startTime: slot.startTime,
            endTime: slot.endTime,
            locationName: slot.locationName,
          }),
        );
      }
    }

    if (!slot || !slot.isActive) return 0;
    const until = offerDeadline(now, londonInstant(slot.date, slot.startTime), config.WAITLIST_OFFER_MINUTES);
    if (!until) return 0;
    const [offeredClass] = await classesOf(tx, slot.allowedClassTypeIds);
    let offered = 0;
    for (;;) {
      const [next] = await tx
        .select({ id: waitlistEntries.id, name: waitlistEntries.name, email: waitlistEntries.email })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.slotId, slotId), eq(waitlistEntries.status, 'waiting')))
        .orderBy(asc(waitlistEntries.id))
        .limit(1)
        .for('update');
      if (!next) break;
      if (!(await places.take(tx, slotId, 1, now))) break;
      const className = offeredClass?.name ?? OPEN_CLASS_NAME;
      const [booking] = await tx
        .insert(bookings)
        .values({
          slotId,
          classTypeId: offeredClass?.classTypeId ?? null,
          className,
          name: next.name,
          email: next.email,
          phone: '',
          status: 'held',
          holdExpiresAt: until,
        })
        .returning({ id: bookings.id });
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      await tx
        .update(waitlistEntries)
        .set({ status: 'offered', bookingId: booking!.id, offeredUntil: until, offerTokenHash: hashOf(token), updatedAt: now })
        .where(eq(waitlistEntries.id, next.id));
      await mail.queue(
        tx,
        waitlistOfferMail(await brandOf(tx, config), {
          entryId: next.id,
          name: next.name,
          email: next.email,
          className,
          date: slot.date,
          startTime: slot.startTime,
          endTime: slot.endTime,
          locationName: slot.locationName,
          offeredUntil: londonText(until),
          claimUrl: offerUrl(config.PUBLIC_URL, token),
        }),
      );
      await enqueue(tx, {
        kind: WAITLIST_EXPIRE_JOB,
        payload: { slotId },
        runAt: until,
        key: `waitlist-expire:${next.id}:${until.getTime()}`,
      });
      // Like the booking events: the person and the class (the offer's held booking), then the offer itself.
      const offeredBookingId = booking!.id;
      await emitEvent(
        tx,
        'waitlist.offered',
        async () => ({
          ...(await bookingEventData(tx, offeredBookingId)),
          ...waitlistOfferedEvent({ entryId: next.id, slotId, bookingId: offeredBookingId, offeredUntil: until }),
        }),
        now,
      );
      offered++;
    }
    return offered;
  }

  const runFill = async ({ tx, payload, now }: { tx: DbOrTx; payload: unknown; now: Date }) => {
    const slotId = Number((payload as { slotId?: unknown }).slotId);
    if (Number.isSafeInteger(slotId)) await fill(tx, slotId, now);
  };
  jobs.register(places.WAITLIST_FILL_JOB, runFill);
  jobs.register(WAITLIST_EXPIRE_JOB, runFill);

  async function positionOf(tx: DbOrTx, slotId: number, entryId: number): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(waitlistEntries)
      .where(
        and(eq(waitlistEntries.slotId, slotId), inArray(waitlistEntries.status, ['waiting', 'offered']), lte(waitlistEntries.id, entryId)),
      );
    return Number(row?.n ?? 0);
  }

  /** Her entry by a link's token, or (signed in to her account) by its id under her address. */
  async function entryOfToken(tx: DbOrTx, token: string | { id: number; email: string }) {
    if (typeof token === 'string' && !tokenShape.test(token)) throw notFound(WAITLIST_ERRORS.offerNotFound);
    const [entry] = await tx
      .select({
        id: waitlistEntries.id,
        slotId: waitlistEntries.slotId,
        name: waitlistEntries.name,
        email: waitlistEntries.email,
        status: waitlistEntries.status,
        bookingId: waitlistEntries.bookingId,
        bookingStatus: bookings.status,
        holdExpiresAt: bookings.holdExpiresAt,
      })
      .from(waitlistEntries)
      .leftJoin(bookings, eq(bookings.id, waitlistEntries.bookingId))
      .where(
        typeof token === 'string'
          ? or(eq(waitlistEntries.offerTokenHash, hashOf(token)), eq(waitlistEntries.leaveTokenHash, hashOf(token)))
          : and(eq(waitlistEntries.id, token.id), sql`lower(${waitlistEntries.email}) = ${token.email.trim().toLowerCase()}`),
      );
    if (!entry) throw notFound(WAITLIST_ERRORS.offerNotFound);
    return entry;
  }

  const statusOfEntry = (e: Awaited<ReturnType<typeof entryOfToken>>, now: Date) =>
    displayStatus(e, e.bookingStatus ? { status: e.bookingStatus, holdExpiresAt: e.holdExpiresAt } : null, now);

  return {
    fill,

    /** Joins the waiting list of a full class; joining twice keeps her first place in line. */
    async join(input: WaitlistJoinInput, now: Date = clock()): Promise<WaitlistJoinResult> {
      const email = input.email.trim();
      const seen = await places.look(db, input.scheduleId, now);
      if (!seen) throw invalid('scheduleId', 'this class is not on the schedule');
      assertBookable(seen.slot, 'scheduleId', now);
      const [booked] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.slotId, input.scheduleId),
            sql`lower(${bookings.email}) = ${email.toLowerCase()}`,
            eq(bookings.status, 'confirmed'),
          ),
        )
        .limit(1);
      if (booked) throw conflict(WAITLIST_ERRORS.alreadyBooked);
      const slot = await slotFacts(db, input.scheduleId);
      const [offeredClass] = await classesOf(db, slot!.allowedClassTypeIds);
      const facts = { className: offeredClass?.name ?? OPEN_CLASS_NAME, date: seen.slot.date, startTime: seen.slot.startTime };

      const result = await db.transaction(async (tx) => {
        // Joins of one class take turns: her position counts the entries before hers, and an entry of a
        // parallel join that is not yet committed would be missed (two people told "3rd"). Not the slot's
        // row lock: bookings and offers need not wait for the queue.
        await tx.execute(sql`select pg_advisory_xact_lock(${WAITLIST_JOIN_LOCK}, ${input.scheduleId})`);
        const queueOf = () =>
          tx
            .select({ id: waitlistEntries.id })
            .from(waitlistEntries)
            .where(
              and(
                eq(waitlistEntries.slotId, input.scheduleId),
                inArray(waitlistEntries.status, ['waiting', 'offered']),
                sql`lower(${waitlistEntries.email}) = ${email.toLowerCase()}`,
              ),
            );
        const [mine] = await queueOf();
        if (mine) return { position: await positionOf(tx, input.scheduleId, mine.id), joined: false };
        const [anyone] = await tx
          .select({ id: waitlistEntries.id })
          .from(waitlistEntries)
          .where(and(eq(waitlistEntries.slotId, input.scheduleId), eq(waitlistEntries.status, 'waiting')))
          .limit(1);
        // Places are free and nobody is ahead of her: she should book, not queue.
        if (seen.spotsLeft > 0 && !anyone) throw conflict(WAITLIST_ERRORS.notFull);
        const leaveToken = randomBytes(TOKEN_BYTES).toString('base64url');
        const [row] = await tx
          .insert(waitlistEntries)
          .values({ slotId: input.scheduleId, name: input.name.trim(), email, leaveTokenHash: hashOf(leaveToken), updatedAt: now })
          .onConflictDoNothing()
          .returning({ id: waitlistEntries.id });
        const id = row?.id ?? (await queueOf())[0]?.id;
        if (id === undefined) throw conflict(WAITLIST_ERRORS.notFull);
        // A place freed while she was joining is offered by the job, never here (this holds no slot lock).
        if (row && seen.spotsLeft > 0) await enqueue(tx, { kind: places.WAITLIST_FILL_JOB, payload: { slotId: input.scheduleId } });
        const position = await positionOf(tx, input.scheduleId, id);
        if (row)
          await mail.queue(
            tx,
            waitlistJoinedMail(await brandOf(tx, config), {
              entryId: id,
              name: input.name.trim(),
              email,
              className: facts.className,
              date: slot!.date,
              startTime: slot!.startTime,
              endTime: slot!.endTime,
              locationName: slot!.locationName,
              position,
              leaveUrl: offerUrl(config.PUBLIC_URL, leaveToken),
            }),
          );
        return { position, joined: row !== undefined };
      });
      if (result.joined) mail.kick();
      if (result.joined && seen.spotsLeft > 0) jobs.kick();
      return { ...result, ...facts };
    },

    /** The offer behind a claim link, as its page shows it. */
    async view(token: string, now: Date = clock()): Promise<OfferViewDto> {
      const entry = await entryOfToken(db, token);
      const slot = await slotFacts(db, entry.slotId);
      if (!slot) throw notFound(WAITLIST_ERRORS.offerNotFound);
      const status = statusOfEntry(entry, now);
      const left = (status === 'removed' || status === 'declined') && entry.bookingId === null;
      return {
        status: left ? 'left' : status === 'removed' ? 'expired' : status,
        position: status === 'waiting' ? await positionOf(db, entry.slotId, entry.id) : null,
        name: entry.name,
        email: entry.email,
        date: slot.date,
        startTime: slot.startTime.slice(0, 5),
        endTime: slot.endTime.slice(0, 5),
        location: slot.locationName,
        offeredUntil: status === 'offered' && entry.holdExpiresAt ? entry.holdExpiresAt.toISOString() : null,
        classes: status === 'offered' ? await classesOf(db, slot.allowedClassTypeIds) : [],
      };
    },

    /** Opens checkout on the offered place: paying confirms the booking that already holds it. */
    async claim(input: OfferClaimInput, now: Date = clock()): Promise<OfferClaimResult & { holdToken?: string }> {
      const entry = await entryOfToken(db, input.token);
      if (statusOfEntry(entry, now) !== 'offered' || entry.bookingId === null) throw conflict(WAITLIST_ERRORS.offerGone);
      const slot = await slotFacts(db, entry.slotId);
      const classes = await classesOf(db, slot!.allowedClassTypeIds);
      const classTypeId = input.classTypeId ?? (classes.length === 1 ? (classes[0]!.classTypeId ?? undefined) : undefined);
      const res = await bookingService.reserve({
        kind: 'booking',
        slotId: entry.slotId,
        slotField: 'token',
        pick: classTypeId === undefined ? {} : { classTypeId },
        customer: { name: entry.name, email: entry.email, phone: input.phone },
        specialRequests: input.specialRequests,
        discountCode: input.discountCode,
        offerBookingId: entry.bookingId,
        holdToken: input.holdToken,
        now,
      });
      if (res.status === 'full') throw conflict(WAITLIST_ERRORS.offerGone);
      const amounts = {
        bookingId: res.bookingId,
        description: res.description,
        originalPence: res.originalPence,
        discountPence: res.discountPence,
        amountPence: res.amountPence,
      };
      if (res.status === 'confirmed') {
        await db.update(waitlistEntries).set({ status: 'claimed', updatedAt: now }).where(eq(waitlistEntries.id, entry.id));
        return { status: 'confirmed', clientSecret: '', ...amounts };
      }
      if (res.holdExpiresAt) {
        // The hold now runs to the end of her payment window: settle the entry then, not at the old deadline.
        await enqueue(db, {
          kind: WAITLIST_EXPIRE_JOB,
          payload: { slotId: entry.slotId },
          runAt: res.holdExpiresAt,
          key: `waitlist-expire:${entry.id}:${res.holdExpiresAt.getTime()}`,
        });
      }
      const opened = await bookingService.openPayment({
        ...res,
        paymentRowId: res.paymentRowId!,
        providerPaymentId: res.providerPaymentId!,
        kind: 'booking',
      });
      if (!opened.ok) throw unavailable(PAYMENT_START_FAILED);
      return { status: 'held', clientSecret: opened.clientSecret, ...amounts, holdToken: res.holdToken ?? undefined };
    },

    /**
     * She cannot come: the place goes to the next in line at once. `token` is her link's, or her entry's id
     * and her account's address.
     */
    async decline(token: string | { id: number; email: string }, now: Date = clock()): Promise<{ declined: boolean }> {
      const found = await entryOfToken(db, token);
      const declined = await db.transaction(async (tx) => {
        await places.lockSlot(tx, found.slotId);
        const entry = await entryOfToken(tx, token);
        // Through the joining e-mail's link, before any offer: she simply leaves the queue.
        if (entry.status === 'waiting') {
          await tx.update(waitlistEntries).set({ status: 'declined', updatedAt: now }).where(eq(waitlistEntries.id, entry.id));
          return true;
        }
        if (statusOfEntry(entry, now) !== 'offered' || entry.bookingId === null) return false;
        await letGo(tx, entry.bookingId, 'cancelled', now);
        await tx.update(waitlistEntries).set({ status: 'declined', updatedAt: now }).where(eq(waitlistEntries.id, entry.id));
        await fill(tx, entry.slotId, now);
        return true;
      });
      if (declined) mail.kick();
      return { declined };
    },

    /** The owner's view of one class's list, first in line first. */
    async list(slotId: number, now: Date = clock()): Promise<WaitlistEntryDto[]> {
      const rows = await db
        .select({
          id: waitlistEntries.id,
          name: waitlistEntries.name,
          email: waitlistEntries.email,
          status: waitlistEntries.status,
          createdAt: waitlistEntries.createdAt,
          bookingStatus: bookings.status,
          holdExpiresAt: bookings.holdExpiresAt,
          updatedAt: entryUpdatedAt,
        })
        .from(waitlistEntries)
        .leftJoin(bookings, eq(bookings.id, waitlistEntries.bookingId))
        .where(eq(waitlistEntries.slotId, slotId))
        .orderBy(asc(waitlistEntries.id));
      let position = 0;
      return rows.map((r) => {
        const status = displayStatus(r, r.bookingStatus ? { status: r.bookingStatus, holdExpiresAt: r.holdExpiresAt } : null, now);
        const inLine = status === 'waiting' || status === 'offered';
        return {
          id: r.id,
          position: inLine ? ++position : null,
          name: r.name,
          email: r.email,
          status,
          offeredUntil: status === 'offered' && r.holdExpiresAt ? r.holdExpiresAt.toISOString() : null,
          joinedAt: r.createdAt.toISOString(),
          updatedAt: new Date(r.updatedAt).toISOString(),
        };
      });
    },

    /**
     * One class's list read by change (decision 750): entries whose row or offer's hold changed at or after
     * updatedSince, oldest change first, each as the whole list shows it (its position among those in line now).
     */
    async changes(slotId: number, input: SyncQuery, now: Date = clock()): Promise<SyncPage<WaitlistEntryDto>> {
      const window = syncWindow({ updatedAt: entryUpdatedAt, id: waitlistEntries.id }, input);
      const rows = await db
        .select({ id: waitlistEntries.id, syncMicros: microsOf(entryUpdatedAt) })
        .from(waitlistEntries)
        .leftJoin(bookings, eq(bookings.id, waitlistEntries.bookingId))
        .where(and(eq(waitlistEntries.slotId, slotId), window.where))
        .orderBy(...window.orderBy)
        .limit(window.limit);
      return loadSyncPage(rows, input, async (ids) => (await this.list(slotId, now)).filter((e) => ids.includes(e.id)));
    },

    /** The owner takes someone off the list; an open offer of hers is let go to the next in line. */
    async remove(id: number, now: Date = clock()): Promise<{ removed: boolean }> {
      const [found] = await db.select({ slotId: waitlistEntries.slotId }).from(waitlistEntries).where(eq(waitlistEntries.id, id));
      if (!found) throw notFound(WAITLIST_ERRORS.entryNotFound);
      const removed = await db.transaction(async (tx) => {
        await places.lockSlot(tx, found.slotId);
        const [entry] = await tx
          .select({ status: waitlistEntries.status, bookingId: waitlistEntries.bookingId, bookingStatus: bookings.status })
          .from(waitlistEntries)
          .leftJoin(bookings, eq(bookings.id, waitlistEntries.bookingId))
          .where(eq(waitlistEntries.id, id))
          .for('update', { of: waitlistEntries });
        if (!entry || (entry.status !== 'waiting' && entry.status !== 'offered')) return false;
        // A paid offer is a booking now: it is cancelled from the bookings tab, not from here.
        if (entry.bookingStatus === 'confirmed') return false;
        if (entry.bookingId !== null && entry.bookingStatus === 'held') await letGo(tx, entry.bookingId, 'cancelled', now);
        await tx.update(waitlistEntries).set({ status: 'removed', updatedAt: now }).where(eq(waitlistEntries.id, id));
        await fill(tx, found.slotId, now);
        return true;
      });
      if (removed) mail.kick();
      return { removed };
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
