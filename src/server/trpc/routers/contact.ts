import { contactSchema } from '../../../domain/schemas';
import { publicProcedure, rateLimited, router } from '../init';

export const contactRouter = router({
  send: publicProcedure
    .use(rateLimited('contact'))
    .input(contactSchema)
    .mutation(({ ctx, input }): Promise<{ success: true }> => ctx.services.contact.send(input)),
});
