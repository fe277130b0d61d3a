import { qrQuerySchema } from '../../../domain/schemas';
import { DEFAULT_QR_SIZE } from '../../services/site/qr';
import { publicProcedure, rateLimited, router } from '../init';

/** The landing page shows the reviews QR on every visit: four times the per-minute limit of a booking. */
export const QR_LIMIT_TIMES = 4;

const qrInput = qrQuerySchema.optional();

// Public on purpose: the reviews QR is shown on the landing page and both encode public URLs. Rate-limited
// per call (a batch counts each call) because a first image per size is real CPU work.
export const qrRouter = router({
  website: publicProcedure
    .use(rateLimited('qr', QR_LIMIT_TIMES))
    .input(qrInput)
    .query(({ ctx, input }) => ctx.services.qr.website(input?.size ?? DEFAULT_QR_SIZE)),
  reviews: publicProcedure
    .use(rateLimited('qr', QR_LIMIT_TIMES))
    .input(qrInput)
    .query(({ ctx, input }) => ctx.services.qr.reviews(input?.size ?? DEFAULT_QR_SIZE)),
});
