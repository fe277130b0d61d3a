/**
 * Taking something off the schedule that people have booked: a slot (deleted or deactivated), a class type or a
 * location (deactivated). The owner first sees who is affected (`preview`), then `withdraw` closes the target to
 * new bookings and cancels each future booking through the one cancellation path (its own transaction per
 * booking: place freed, the terms' refund-or-credit offer, e-mail to the customer). Decisions 370, 510.
 */
import { and, count, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { AffectedBookingDto, WithdrawPreviewDto, WithdrawResultDto } from '../../../domain/dto';
import { formatBookingRef } from '../../../domain/booking-ref';
import { DomainError, notFound } from '../../../domain/errors';
import type { WithdrawTarget } from '../../../domain/schemas';
import { classHasStarted, londonToday, toHHmm } from '../../../domain/time';
import type { Db } from '../../db/client';
import { bookings, classTypes, locations, orders, scheduleSlots } from '../../db/schema';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../admin/db-errors';
import * as audit from '../admin/audit';
import type { Actor } from '../admin/audit';
import type { CancellationService } from './cancel';
import { PLACE_STATUSES } from './places';
import { recordDeletions } from '../platform/sync';

const NOT_FOUND = { slot: 'Schedule slot not found', classType: 'Class type not found', location: 'Location not found' } as const;

const REASON = {
  slot: 'The class was taken off the schedule by the owner',
  classType: 'The class type is no longer offered',
  location: 'The location is no longer in use',
} as const;

/** The audit trail's names for what was withdrawn. */
const AUDIT_ENTITY = { slot: 'slot', classType: 'class_type', location: 'location' } as const;

export function createWithdrawalService(deps: { db: Db; cancellation: CancellationService; clock: () => Date }) {
  const { db, cancellation, clock } = deps;

  function targetWhere(target: WithdrawTarget): SQL {
    if (target.kind === 'slot') return eq(scheduleSlots.id, target.id);
    if (target.kind === 'location') return eq(scheduleSlots.locationId, target.id);
    return eq(bookings.classTypeId, target.id);
  }

  async function assertExists(target: WithdrawTarget): Promise<void> {
    const table = { slot: scheduleSlots, classType: classTypes, location: locations }[target.kind];
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, target.id));
    if (!row) throw notFound(NOT_FOUND[target.kind]);
  }

  /** Bookings holding a place in a class that has not started yet, with what a full refund gives back. */
  async function affected(target: WithdrawTarget, now: Date): Promise<(AffectedBookingDto & { bookingId: number })[]> {
    const rows = await db
      .select({
        bookingId: bookings.id,
        name: bookings.name,
        email: bookings.email,
        className: bookings.className,
        date: scheduleSlots.date,
        startTime: scheduleSlots.startTime,
        participantCount: bookings.participantCount,
        status: bookings.status,
        paidPence: orders.paidPence,
        refundedPence: orders.refundedPence,
      })
      .from(bookings)
      .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
      .leftJoin(orders, eq(orders.bookingId, bookings.id))
      .where(and(targetWhere(target), inArray(bookings.status, [...PLACE_STATUSES]), gte(scheduleSlots.date, londonToday(now))))
      .orderBy(scheduleSlots.date, scheduleSlots.startTime, bookings.id);
    return rows
      .filter((r) => !classHasStarted(r, now))
      .map(({ refundedPence, paidPence, startTime, ...r }) => ({
        ...r,
        ref: formatBookingRef({ kind: 'class', id: r.bookingId }),
        startTime: toHHmm(startTime),
        paidPence: paidPence ?? 0,
        refundPence: Math.max(0, (paidPence ?? 0) - (refundedPence ?? 0)),
      }));
  }

  async function slotEverBooked(slotId: number): Promise<boolean> {
    const [row] = await db.select({ n: count() }).from(bookings).where(eq(bookings.slotId, slotId));
    return row!.n > 0;
  }

  async function outcomeOf(target: WithdrawTarget): Promise<'delete' | 'deactivate'> {
    return target.kind === 'slot' && target.remove === true && !(await slotEverBooked(target.id)) ? 'delete' : 'deactivate';
  }

  /** Closes the target to new bookings (the visitor's schedule and the booking path both read these flags). */
  async function deactivate(target: WithdrawTarget): Promise<void> {
    if (target.kind === 'slot') await db.update(scheduleSlots).set({ isActive: false }).where(eq(scheduleSlots.id, target.id));
    else if (target.kind === 'location') await db.update(locations).set({ isActive: false }).where(eq(locations.id, target.id));
    else await db.update(classTypes).set({ isActive: false }).where(eq(classTypes.id, target.id));
  }

  async function cancelEach(target: WithdrawTarget, now: Date, by: Actor): Promise<Pick<WithdrawResultDto, 'cancelled' | 'failed'>> {
    const cancelled: WithdrawResultDto['cancelled'] = [];
    const failed: WithdrawResultDto['failed'] = [];
    for (const { bookingId, ...booking } of await affected(target, now)) {
      try {
        const done = await cancellation.ownerCancel({ bookingId, by, reason: REASON[target.kind], now });
        if (done.cancelled) cancelled.push({ ...booking, refundStatus: done.offerPence ? 'offered' : 'none' });
      } catch (error) {
        // One booking the path refuses (its customer cancelled it a moment ago, say) does not stop the others.
        if (!(error instanceof DomainError)) throw error;
        failed.push({ ref: booking.ref, reason: error.message });
      }
    }
    return { cancelled, failed };
  }

  return {
    async preview(target: WithdrawTarget): Promise<WithdrawPreviewDto> {
      await assertExists(target);
      const list = (await affected(target, clock())).map(({ bookingId: _id, ...b }) => b);
      return { outcome: await outcomeOf(target), affected: list, totalRefundPence: list.reduce((sum, b) => sum + b.refundPence, 0) };
    },

    /**
     * Deactivates first, so no new booking starts while the list is worked through, then cancels everyone
     * affected at that moment (also anyone who booked after the preview). A slot nobody ever booked is then
     * deleted when asked; one with booking history stays, deactivated.
     */
    async withdraw(target: WithdrawTarget, actor: Actor): Promise<WithdrawResultDto> {
      await assertExists(target);
      const now = clock();
      await deactivate(target);
      const result = await cancelEach(target, now, actor);
      let outcome: WithdrawResultDto['outcome'] = 'deactivated';
      if ((await outcomeOf(target)) === 'delete') {
        try {
          await db.transaction(async (tx) => {
            await tx.delete(scheduleSlots).where(eq(scheduleSlots.id, target.id));
            await recordDeletions(tx, 'schedule_slot', [target.id], now);
          });
          outcome = 'deleted';
        } catch (error) {
          // Booked between the check and the delete: the history keeps it, deactivated.
          if (pgErrorCode(error) !== PG_FOREIGN_KEY_VIOLATION) throw error;
        }
      }
      // One row for the whole withdrawal; each cancellation's refund has its own money records.
      const entity = AUDIT_ENTITY[target.kind];
      await audit.record(db, {
        actor,
        action: `${entity}.withdraw`,
        entity,
        entityId: target.id,
        after: {
          outcome,
          cancelled: result.cancelled.map((b) => ({ ref: b.ref, refundPence: b.refundPence, refundStatus: b.refundStatus })),
          failed: result.failed,
        },
        at: now,
      });
      return { outcome, ...result };
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
