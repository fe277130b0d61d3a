import { handOverHold, presentedHold } from '../hold';
import { offerClaimSchema, offerTokenSchema, waitlistJoinSchema } from '../../../domain/waitlist';
import { publicProcedure, rateLimited, router } from '../init';

/**
 * The waiting list of a full class, and the offer a freed place makes. Offer calls are mutations (POST)
 * on purpose: the private token travels in the body, never in a URL that logs would keep.
 */
export const waitlistRouter = router({
  join: publicProcedure
    .use(rateLimited('waitlist'))
    .input(waitlistJoinSchema)
    .mutation(({ ctx, input }) => ctx.services.waitlist.join(input)),
  viewOffer: publicProcedure
    .use(rateLimited('waitlist-offer', 4))
    .input(offerTokenSchema)
    .mutation(({ ctx, input }) => ctx.services.waitlist.view(input.token)),
  claimOffer: publicProcedure
    .use(rateLimited('checkout'))
    .input(offerClaimSchema)
    .mutation(async ({ ctx, input }) =>
      handOverHold(ctx, await ctx.services.waitlist.claim({ ...input, holdToken: presentedHold(ctx, input) ?? undefined })),
    ),
  declineOffer: publicProcedure
    .use(rateLimited('waitlist-offer', 4))
    .input(offerTokenSchema)
    .mutation(({ ctx, input }) => ctx.services.waitlist.decline(input.token)),
});
