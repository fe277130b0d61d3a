import { z } from 'zod';
import { receiptRefSchema, receiptSettingsSchema } from '../../../../domain/receipts';
import { bookingRefSchema } from '../../../../domain/schemas';
import { syncQuerySchema } from '../../../../domain/sync';
import { adminProcedure, router } from '../../init';

/** Receipts and credit notes for the owner: any of them as a PDF, and what future ones print (address, VAT). */
export const adminReceiptsRouter = router({
  ofBooking: adminProcedure
    .input(z.object({ ref: bookingRefSchema }))
    .query(async ({ ctx, input }) => ({ receipts: await ctx.services.receipts.ofBooking(input.ref) })),
  /** Every receipt and credit note read by change (decision 750): issued at or after updatedSince, paged by cursor. */
  changes: adminProcedure.input(syncQuerySchema).query(({ ctx, input }) => ctx.services.receipts.changes(input)),
  /** The PDF itself: reached through the REST path, which sends the bytes as they are. */
  pdf: adminProcedure.input(receiptRefSchema).query(({ ctx, input }) => ctx.services.receipts.pdfForOwner(input.ref)),
  settings: adminProcedure.query(({ ctx }) => ctx.services.receipts.settings()),
  updateSettings: adminProcedure
    .input(receiptSettingsSchema)
    .mutation(({ ctx, input }) => ctx.services.receipts.updateSettings(input, ctx.admin.username)),
});
