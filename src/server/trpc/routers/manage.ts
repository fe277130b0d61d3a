import type { ManageViewDto } from '../../../domain/manage';
import { manageCancelSchema, manageTokenSchema } from '../../../domain/manage';
import { publicProcedure, router } from '../init';

/**
 * The visitor's private manage link. Mutations (POST) on purpose: the token travels in the body,
 * never in a URL that access logs or proxies would keep.
 */
export const manageRouter = router({
  view: publicProcedure.input(manageTokenSchema).mutation(({ ctx, input }): Promise<ManageViewDto> => ctx.services.customers.view(input.token)),
  cancel: publicProcedure.input(manageCancelSchema).mutation(({ ctx, input }) => ctx.services.customers.cancel(input.token, input.refundPence)),
});
