import { bookingFilterSchema, bookingRefSchema, bookingRefundSchema, bookingStatusChangeSchema } from '../../../../domain/schemas';
import { z } from 'zod';
import { walkInSchema } from '../../../../domain/walk-in';
import { bookingMoveSchema } from '../../../../domain/account';
import { type BookingRef } from '../../../../domain/booking-ref';
import { invalid } from '../../../../domain/errors';
import { syncQuerySchema } from '../../../../domain/sync';
import { adminProcedure, router } from '../../init';

/** Only a class booking (B-<id>) moves; a training order has no class to move to. */
function ownerMoveInput(input: { ref: BookingRef; scheduleId: number; classTypeId?: number | undefined }) {
  if (input.ref.kind !== 'class') throw invalid('ref', 'only a class booking (B-<id>) can be moved');
  return { bookingId: input.ref.id, scheduleId: input.scheduleId, classTypeId: input.classTypeId };
}

export const adminBookingsRouter = router({
  list: adminProcedure.input(bookingFilterSchema).query(({ ctx, input }) => ctx.services.admin.bookings.list(input)),
  /** Every row the filter matches (its page fields are ignored), for the CSV export. */
  all: adminProcedure
    .input(bookingFilterSchema)
    .query(({ ctx, input }) => ctx.services.admin.bookings.all({ ...input, page: undefined, pageSize: undefined })),
  byRef: adminProcedure.input(z.object({ ref: bookingRefSchema })).query(({ ctx, input }) => ctx.services.admin.bookings.byRef(input.ref)),
  today: adminProcedure.query(({ ctx }) => ctx.services.admin.bookings.today()),
  /** Read by change (decision 750): today's bookings changed at or after updatedSince, paged by cursor. */
  todayChanges: adminProcedure.input(syncQuerySchema).query(({ ctx, input }) => ctx.services.admin.bookings.todayChanges(input)),
  updateStatus: adminProcedure
    .input(bookingStatusChangeSchema)
    .mutation(({ ctx, input }) => ctx.services.admin.bookings.updateStatus(input.ref, input.status, ctx.admin.username)),
  refundQuote: adminProcedure
    .input(z.object({ ref: bookingRefSchema }))
    .query(({ ctx, input }) => ctx.services.admin.bookings.refundQuote(input.ref)),
  /** Money back through the payment provider; 'refunded' follows from a full refund. */
  refund: adminProcedure
    .input(bookingRefundSchema)
    .mutation(({ ctx, input }) =>
      ctx.services.admin.bookings.refund(input.ref, input.amountPence, input.idempotencyKey, ctx.admin.username),
    ),
  /** The owner books a client into a class (walk-in, phone): card link, cash, bank transfer or complimentary. */
  create: adminProcedure.input(walkInSchema).mutation(({ ctx, input }) => ctx.services.walkIns.create(input, ctx.admin.username)),
  stats: adminProcedure.query(({ ctx }) => ctx.services.admin.bookings.stats()),
  /** What moving a client's class booking to another class would change (decision 710; issue 33). */
  moveQuote: adminProcedure
    .input(bookingMoveSchema.extend({ ref: bookingRefSchema }))
    .query(({ ctx, input }) => ctx.services.moves.ownerQuote({ ...ownerMoveInput(input), by: ctx.admin.username })),
  /** The owner moves a client to another class: no notice or once rule, no money moved (she refunds from the dialog). */
  move: adminProcedure
    .input(bookingMoveSchema.extend({ ref: bookingRefSchema }))
    .mutation(({ ctx, input }) => ctx.services.moves.ownerMove({ ...ownerMoveInput(input), by: ctx.admin.username })),
});
