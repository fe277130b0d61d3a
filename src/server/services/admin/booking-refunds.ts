/**
 * The owner's refunds from the bookings list: the terms' suggestion for a row, and the refund itself through the
 * refunds service, with what follows from it (a pack's unused credits, a place given back, her e-mail).
 */
import type { RefundQuoteDto, AdminBookingDto } from '../../../domain/dto';
import type { BookingRef } from '../../../domain/booking-ref';
import { suggestedRefund } from '../../../domain/cancellation';
import { conflict, unavailable } from '../../../domain/errors';
import { formatLongDate, londonInstant } from '../../../domain/time';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { creditLots } from '../../db/schema';
import { eq } from 'drizzle-orm';
import type { Actor } from './audit';
import { refundedInFull } from '../booking/refunded';
import { brandOf } from '../mail/brand';
import { ownerRefundedMail } from '../mail/refund-emails';
import type { MailService } from '../mail/mail';
import { providerRefusal, type RefundService } from '../money/refunds';
import { revokedByRefunds, revokeRefundedCredits } from '../money/credit-lots';
import type { BookingRows } from './booking-rows';

export function createBookingRefunds(deps: {
  db: Db;
  config: Config;
  refunds: RefundService;
  mail: MailService;
  rows: BookingRows;
  clock: () => Date;
}) {
  const { db, config, refunds, mail, clock } = deps;
  const { byRef } = deps.rows;

  /** The terms' suggestion for refunding this row now (24 h or more: all; 12-24 h: half; less: nothing). */
  async function refundQuote(ref: BookingRef, now = clock()): Promise<RefundQuoteDto> {
    const row = await byRef(ref);
    const refundablePence = Math.max(0, row.paidPence - row.refundedPence);
    const [lot] =
      row.kind === 'pack' && row.orderId !== null
        ? await db
            .select({ id: creditLots.id, granted: creditLots.granted, remaining: creditLots.remaining })
            .from(creditLots)
            .where(eq(creditLots.orderId, row.orderId))
        : [];
    const packCredits = lot ? { granted: lot.granted, remaining: lot.remaining, revoked: await revokedByRefunds(db, lot.id) } : null;
    if (!row.classDate || !row.classTime) {
      return {
        packCredits,
        ref: row.ref,
        paidPence: row.paidPence,
        refundedPence: row.refundedPence,
        refundablePence,
        suggestedPence: refundablePence,
        percent: 100,
        hoursBefore: null,
      };
    }
    const suggestion = suggestedRefund(row, londonInstant(row.classDate, row.classTime), now);
    return {
      ref: row.ref,
      paidPence: row.paidPence,
      refundedPence: row.refundedPence,
      refundablePence,
      suggestedPence: suggestion.amountPence,
      percent: suggestion.percent,
      hoursBefore: Math.round(suggestion.hoursBefore * 10) / 10,
      packCredits,
    };
  }

  /**
   * Gives money back through the payment provider (the refunds service reserves the amount, so a double
   * tap or two instances never refund twice). A class booking refunded in full becomes 'refunded' and
   * gives its place back; a part refund leaves the booking as it was.
   */
  async function refund(
    ref: BookingRef,
    amountPence: number,
    idempotencyKey: string | undefined,
    actor: Actor,
    now = clock(),
  ): Promise<AdminBookingDto> {
    const row = await byRef(ref);
    if (row.orderId === null) throw conflict('Nothing was paid on this booking');
    const trail = { actor, entity: 'booking', entityId: row.ref };
    const result = await refunds.refund({
      orderId: row.orderId,
      amountPence,
      reason: 'owner',
      actor: 'owner',
      idempotencyKey,
      now,
      audit: trail,
    });
    if (result.status === 'failed') throw unavailable(providerRefusal(result.lastError));
    let after = await byRef(ref);
    // A class pack gives back its unused credits with its money (decision 512).
    if (row.kind === 'pack')
      await db.transaction((tx) =>
        revokeRefundedCredits(tx, {
          orderId: row.orderId!,
          paidPence: after.paidPence,
          refundedPence: after.refundedPence,
          actor: 'owner',
        }),
      );
    if (ref.kind === 'class' && after.status !== 'refunded' && (await db.transaction((tx) => refundedInFull(tx, row.orderId!, now)))) {
      after = await byRef(ref);
    }
    // A key used before is that earlier refund: the customer heard of it then.
    if (result.created) {
      const what = after.classDate ? `${after.className} on ${formatLongDate(after.classDate)}` : after.className;
      await db.transaction(async (tx) =>
        mail.queue(
          tx,
          ownerRefundedMail(await brandOf(tx, config), {
            orderId: row.orderId!,
            bookingId: ref.kind === 'class' ? ref.id : null,
            name: after.name,
            email: after.email,
            what,
            refundPence: result.amountPence,
            refundedPence: after.refundedPence,
            paidPence: after.paidPence,
            kind: ref.kind === 'class' ? 'class' : 'order',
            placeReleased: after.status === 'refunded',
          }),
        ),
      );
    }
    return after;
  }

  return { refundQuote, refund };
}
