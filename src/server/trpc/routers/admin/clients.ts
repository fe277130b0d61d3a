import { clientByKeySchema, clientListSchema, clientNoteAddSchema, clientNoteRemoveSchema } from '../../../../domain/clients';
import { clientMessageSchema } from '../../../../domain/messages';
import { isSyncQuery } from '../../../../domain/sync';
import { adminProcedure, router } from '../../init';

export const adminClientsRouter = router({
  /** One page of clients (one per e-mail address), searched by name, e-mail, phone or reference. */
  list: adminProcedure
    .input(clientListSchema)
    .query(({ ctx, input }) => (isSyncQuery(input) ? ctx.services.admin.clients.changes(input) : ctx.services.admin.clients.list(input))),
  /** Her figures, history, health answers and the owner's notes, by e-mail address or a reference of hers. */
  byKey: adminProcedure.input(clientByKeySchema).query(({ ctx, input }) => ctx.services.admin.clients.byKey(input.client)),
  addNote: adminProcedure
    .input(clientNoteAddSchema)
    .mutation(({ ctx, input }) => ctx.services.admin.clients.notes.add(input.client, input.text, ctx.admin.username)),
  /** "E-mail her": one message through the mail queue, kept on her page and audited. */
  message: adminProcedure
    .input(clientMessageSchema)
    .mutation(({ ctx, input: { client, nonce, ...m } }) => ctx.services.admin.messages.sendToClient(client, m, nonce, ctx.admin.username)),
  removeNote: adminProcedure
    .input(clientNoteRemoveSchema)
    .mutation(({ ctx, input }) => ctx.services.admin.clients.notes.remove(input.client, input.id, ctx.admin.username)),
});
