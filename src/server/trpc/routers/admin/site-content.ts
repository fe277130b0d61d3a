import { z } from 'zod';
import { siteContentUpdateSchema } from '../../../../domain/site-content-schema';
import { adminProcedure, router } from '../../init';

export const adminSiteContentRouter = router({
  get: adminProcedure.query(({ ctx }) => ctx.services.siteContent.get()),
  update: adminProcedure
    .input(siteContentUpdateSchema)
    .mutation(({ ctx, input }) => ctx.services.siteContent.update(input.version, input.content)),
  /** Raw picture bytes: reached through the REST upload route (a JSON body cannot carry a phone photo). */
  uploadImage: adminProcedure
    .input(
      z.object({
        bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array, { message: 'image must be the picture file itself' }),
      }),
    )
    .mutation(({ ctx, input }) => ctx.services.siteContent.uploadImage(input.bytes)),
});
