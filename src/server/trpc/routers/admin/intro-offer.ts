import { introOfferInput, readIntroOffer, saveIntroOffer } from '../../../services/booking/intro-offer';
import { adminProcedure, router } from '../../init';

/** The owner's introductory offer (decision 735): on or off, the first class's and first appointment's price. */
export const adminIntroOfferRouter = router({
  get: adminProcedure.query(({ ctx }) => readIntroOffer(ctx.db)),
  save: adminProcedure
    .input(introOfferInput)
    .mutation(({ ctx, input }) => saveIntroOffer(ctx.db, input, ctx.admin.username, ctx.services.clock())),
});
