import { syncQueryShape, syncQuerySchema } from '../../../../domain/sync';
import { z } from 'zod';
import { id } from '../../../../domain/input';
import {
  creditAdjustSchema,
  creditGrantSchema,
  creditHoldersQuerySchema,
  packInputSchema,
  packUpdateSchema,
} from '../../../../domain/packs';
import { adminProcedure, router } from '../../init';

export const adminPacksRouter = router({
  list: adminProcedure.query(({ ctx }) => ctx.services.credits.admin.list()),
  /** Read by change (decision 750). */
  changes: adminProcedure.input(syncQuerySchema).query(({ ctx, input }) => ctx.services.credits.admin.changes(input)),
  create: adminProcedure.input(packInputSchema).mutation(({ ctx, input }) => ctx.services.credits.admin.create(input, ctx.admin.username)),
  update: adminProcedure
    .input(packUpdateSchema)
    .mutation(({ ctx, input: { id: packId, ...patch } }) => ctx.services.credits.admin.update(packId, patch, ctx.admin.username)),
  /** Who holds credits, with each lot's balance and expiry. */
  holders: adminProcedure
    .input(creditHoldersQuerySchema.optional())
    .query(({ ctx, input }) => ctx.services.credits.admin.holders(input?.search)),
  grant: adminProcedure.input(creditGrantSchema).mutation(({ ctx, input }) => ctx.services.credits.admin.grant(input, ctx.admin.username)),
  adjust: adminProcedure
    .input(creditAdjustSchema)
    .mutation(({ ctx, input }) => ctx.services.credits.admin.adjust(input, ctx.admin.username)),
  history: adminProcedure.input(z.object({ lotId: id })).query(({ ctx, input }) => ctx.services.credits.admin.history(input.lotId)),
  /** Read by change (decision 750): credit lots changed at or after updatedSince under their holders, paged by cursor. */
  holderChanges: adminProcedure.input(creditHoldersQuerySchema).query(({ ctx, input }) => ctx.services.credits.admin.holderChanges(input)),
  /** Read by change (decision 750): a lot's ledger entries written at or after updatedSince, paged by cursor. */
  historyChanges: adminProcedure
    .input(z.object({ lotId: id, ...syncQueryShape }))
    .query(({ ctx, input: { lotId, ...sync } }) => ctx.services.credits.admin.historyChanges(lotId, sync)),
});
