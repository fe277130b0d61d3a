import { z } from 'zod';
import { API_SCOPES } from '../../../../domain/api-keys';
import { id } from '../../../../domain/schemas';
import { adminProcedure, router } from '../../init';

export const apiKeyInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  scopes: z.array(z.enum(API_SCOPES, 'scopes: unknown scope')).min(1, 'Choose at least one scope'),
});

/** Keys are managed by the signed-in owner only: REST has no path for them, so a key cannot mint keys. */
export const adminApiKeysRouter = router({
  list: adminProcedure.query(({ ctx }) => ctx.services.apiKeys.list()),
  create: adminProcedure.input(apiKeyInputSchema).mutation(({ ctx, input }) => ctx.services.apiKeys.create(input, ctx.admin.username)),
  revoke: adminProcedure.input(z.object({ id })).mutation(({ ctx, input }) => ctx.services.apiKeys.revoke(input.id, ctx.admin.username)),
});
