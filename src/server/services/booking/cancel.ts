import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { bookingMailFacts } from '../confirmation';
import { bookingCancelledMail, ownerCancellationMail, ownerRefundFailedMail } from '../emails';
import { enqueue, type JobService } from '../jobs/jobs';
import type { Log } from '../log';
import type { MailService } from '../mail';
import type { RefundActor, RefundService } from '../money/refunds';
import * as places from './places';

export const CANCEL_REFUND_JOB = 'booking.cancel-refund';

export interface CancelRequest {
  bookingId: number;
  /** Decided by the caller (the terms' tier for a visitor, the owner's choice in the admin area). */
  refundPence: number;
  actor: RefundActor;
  reason: string;
  now?: Date;
}

export interface CancelResult {
  /** False when the booking was not confirmed any more (a double click, a second tab): nothing happened. */
  cancelled: boolean;
  refundPence: number;
}

/**
 * Cancels a confirmed booking: frees its place, e-mails the visitor and the owner, and refunds through
 * the refunds service. Releasing the place through the places module decides (only one caller can
 * move a booking out of 'confirmed'), and the refund is a job enqueued in the same transaction, so a
 * crash after commit still refunds, and its idempotency key means it never refunds twice.
 */
export function createCancelService(deps: { db: Db; config: Config; mail: MailService; jobs: JobService; refunds: RefundService; log: Log; clock: () => Date }) {
  const { db, config, mail, jobs, refunds, log, clock } = deps;

  jobs.register<{ bookingId: number; orderId: number; amountPence: number; actor: RefundActor }>(
    CANCEL_REFUND_JOB,
    async ({ payload, now }) => {
      const result = await refunds.refund({
        orderId: payload.orderId,
        amountPence: payload.amountPence,
        reason: payload.actor === 'owner' ? 'owner' : 'self_cancel',
        actor: payload.actor,
        idempotencyKey: `cancel-booking-${payload.bookingId}`,
        now,
      });
      if (result.status === 'failed') {
        log.error('refund of a cancelled booking failed', { bookingId: payload.bookingId, orderId: payload.orderId });
        const facts = await bookingMailFacts(db, payload.orderId);
        if (facts) await db.transaction((tx) => mail.queue(tx, ownerRefundFailedMail(config, facts, payload.amountPence)));
      }
    },
    // The provider is an outside effect; the refund's idempotency key makes a repeat harmless.
    { transaction: false },
  );

  async function cancelBooking(req: CancelRequest): Promise<CancelResult> {
    const now = req.now ?? clock();
    const result = await db.transaction(async (tx): Promise<CancelResult> => {
      // The places module gives the place back (its counter stays equal to the recount); false when the
      // booking was no longer confirmed, so only one caller ever gets past here.
      if (!(await places.release(tx, req.bookingId, 'cancelled', now, ['confirmed']))) return { cancelled: false, refundPence: 0 };
      const booking = { id: req.bookingId };
      const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, booking.id));
      const facts = order ? await bookingMailFacts(tx, order.id) : null;
      if (order && req.refundPence > 0) {
        await enqueue(tx, {
          kind: CANCEL_REFUND_JOB,
          payload: { bookingId: booking.id, orderId: order.id, amountPence: req.refundPence, actor: req.actor },
          key: `cancel-refund:${booking.id}`,
        });
      }
      if (facts) {
        await mail.queue(tx, bookingCancelledMail(config, facts, req.refundPence));
        await mail.queue(tx, ownerCancellationMail(config, facts, req.refundPence, req.reason));
      }
      return { cancelled: true, refundPence: req.refundPence };
    });
    if (result.cancelled) jobs.kick();
    return result;
  }

  return { cancelBooking };
}

export type CancelService = ReturnType<typeof createCancelService>;
