import { dataRequestSchema, dataRequestTokenSchema } from '../../../domain/privacy';
import { publicProcedure, rateLimited, router } from '../init';

/**
 * Her own data without a booking link: the privacy page's form sends a verification e-mail whose link
 * downloads or erases what is held about that address. Per-IP limits here; the per-address limit is the service's.
 */
export const privacyRouter = router({
  requestData: publicProcedure
    .use(rateLimited('data-request'))
    .input(dataRequestSchema)
    .mutation(({ ctx, input }) => ctx.services.dataRequests.request(input.email)),
  exportData: publicProcedure
    .use(rateLimited('data-link'))
    .input(dataRequestTokenSchema)
    .mutation(({ ctx, input }) => ctx.services.dataRequests.exportData(input.token)),
  eraseData: publicProcedure
    .use(rateLimited('data-link'))
    .input(dataRequestTokenSchema)
    .mutation(({ ctx, input }) => ctx.services.dataRequests.erase(input.token)),
});
