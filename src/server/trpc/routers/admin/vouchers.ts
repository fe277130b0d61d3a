import { issueVoucherInput, voucherSettingsInput } from '../../../../domain/vouchers';
import { syncQuerySchema } from '../../../../domain/sync';
import { adminProcedure, router } from '../../init';

/** The owner's gift vouchers (decision 730): issue one without payment, the list, the settings, the liability. */
export const adminVouchersRouter = router({
  issue: adminProcedure
    .input(issueVoucherInput)
    .mutation(({ ctx, input }) => ctx.services.vouchers.issueByOwner(input, ctx.admin.username)),
  list: adminProcedure.query(({ ctx }) => ctx.services.vouchers.list()),
  changes: adminProcedure.input(syncQuerySchema).query(({ ctx, input }) => ctx.services.vouchers.changes(input)),
  liability: adminProcedure.query(({ ctx }) => ctx.services.vouchers.liability()),
  settings: adminProcedure.query(({ ctx }) => ctx.services.vouchers.settings()),
  saveSettings: adminProcedure
    .input(voucherSettingsInput)
    .mutation(({ ctx, input }) => ctx.services.vouchers.saveSettings(input, ctx.admin.username)),
});
