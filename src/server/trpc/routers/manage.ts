import type { ManageViewDto } from '../../../domain/manage';
import { manageCancelSchema, manageTokenSchema } from '../../../domain/manage';
import { publicProcedure, rateLimited, router } from '../init';

/** Every call with a link token counts against the caller's IP: guessing tokens costs a 429 long before a hit. */
const withLink = publicProcedure.use(rateLimited('manage'));

/**
 * The visitor's private manage link. Mutations (POST) on purpose: the token travels in the body,
 * never in a URL that access logs or proxies would keep.
 */
export const manageRouter = router({
  view: withLink.input(manageTokenSchema).mutation(({ ctx, input }): Promise<ManageViewDto> => ctx.services.customers.view(input.token)),
  /** Everything held about her e-mail address, as JSON (UK GDPR right of access). */
  exportData: withLink.input(manageTokenSchema).mutation(({ ctx, input }) => ctx.services.customers.exportData(input.token)),
  /** Erases her personal data (right to erasure); accounting records stay, anonymised. */
  eraseData: withLink.input(manageTokenSchema).mutation(({ ctx, input }) => ctx.services.customers.eraseData(input.token)),
  cancel: withLink.input(manageCancelSchema).mutation(({ ctx, input }) => ctx.services.customers.cancel(input.token, input.refundPence, undefined, input.choice)),
});
