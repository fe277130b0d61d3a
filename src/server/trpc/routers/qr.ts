import { publicProcedure, router } from '../init';

// Public on purpose: the reviews QR is shown on the landing page and both encode public URLs.
export const qrRouter = router({
  website: publicProcedure.query(({ ctx }) => ctx.services.qr.website()),
  reviews: publicProcedure.query(({ ctx }) => ctx.services.qr.reviews()),
});
