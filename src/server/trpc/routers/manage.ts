import type { ManageViewDto } from '../../../domain/manage';
import { manageCancelSchema, manageTokenSchema } from '../../../domain/manage';
import { publicProcedure, router } from '../init';

/**
 * The visitor's private manage link. Mutations (POST) on purpose: the token travels in the body,
 * never in a URL that access logs or proxies would keep.
 */
export const manageRouter = router({
  view: publicProcedure.input(manageTokenSchema).mutation(({ ctx, input }): Promise<ManageViewDto> => ctx.services.customers.view(input.token)),
  /** Everything held about her e-mail address, as JSON (UK GDPR right of access). */
  exportData: publicProcedure.input(manageTokenSchema).mutation(({ ctx, input }) => ctx.services.customers.exportData(input.token)),
  cancel: publicProcedure.input(manageCancelSchema).mutation(({ ctx, input }) => ctx.services.customers.cancel(input.token, input.refundPence, undefined, input.choice)),
});
