import { bookingFilterSchema, bookingRefSchema, bookingRefundSchema, bookingStatusChangeSchema } from '../../../../domain/schemas';
import { z } from 'zod';
import { walkInSchema } from '../../../../domain/walk-in';
import { adminProcedure, router } from '../../init';

export const adminBookingsRouter = router({
  list: adminProcedure.input(bookingFilterSchema).query(({ ctx, input }) => ctx.services.admin.bookings.list(input)),
  /** Every row the filter matches (its page fields are ignored), for the CSV export. */
  all: adminProcedure
    .input(bookingFilterSchema)
    .query(({ ctx, input }) => ctx.services.admin.bookings.all({ ...input, page: undefined, pageSize: undefined })),
  byRef: adminProcedure.input(z.object({ ref: bookingRefSchema })).query(({ ctx, input }) => ctx.services.admin.bookings.byRef(input.ref)),
  today: adminProcedure.query(({ ctx }) => ctx.services.admin.bookings.today()),
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
});
