import { contactSchema } from '../../../domain/schemas';
import { notImplemented, publicProcedure, rateLimited, router } from '../init';

export const contactRouter = router({
  send: publicProcedure
    .use(rateLimited('contact'))
    .input(contactSchema)
    .mutation((): Promise<{ success: true }> => notImplemented('contact.send')),
});
