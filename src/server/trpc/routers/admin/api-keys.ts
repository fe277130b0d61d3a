import { syncQuerySchema } from '../../../../domain/sync';
import { z } from 'zod';
import { API_KEY_ROLL_OVERLAP_HOURS, API_KEY_ROLL_OVERLAP_MAX_HOURS, API_SCOPES } from '../../../../domain/api-keys';
import { count, instant } from '../../../../domain/input';
import { id } from '../../../../domain/schemas';
import { adminProcedure, router } from '../../init';

export const apiKeyInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  scopes: z.array(z.enum(API_SCOPES, 'scopes: unknown scope')).min(1, 'Choose at least one scope'),
  /** When the key stops working by itself; null or left out: never. Must be in the future. */
  expiresAt: instant.nullable().optional(),
});

export const apiKeyRollSchema = z.object({
  id,
  /** Hours the old secret keeps working beside the new one (0: stops now). */
  overlapHours: count(0, API_KEY_ROLL_OVERLAP_MAX_HOURS).optional().default(API_KEY_ROLL_OVERLAP_HOURS),
});

/** Keys are managed by the signed-in owner only: REST has no path for them, so a key cannot mint keys. */
export const adminApiKeysRouter = router({
  list: adminProcedure.query(({ ctx }) => ctx.services.apiKeys.list()),
  /** Read by change (decision 750). */
  changes: adminProcedure.input(syncQuerySchema).query(({ ctx, input }) => ctx.services.apiKeys.changes(input)),
  create: adminProcedure.input(apiKeyInputSchema).mutation(({ ctx, input }) => ctx.services.apiKeys.create(input, ctx.admin.username)),
  roll: adminProcedure
    .input(apiKeyRollSchema)
    .mutation(({ ctx, input }) => ctx.services.apiKeys.roll(input.id, input.overlapHours, ctx.admin.username)),
  revoke: adminProcedure.input(z.object({ id })).mutation(({ ctx, input }) => ctx.services.apiKeys.revoke(input.id, ctx.admin.username)),
});
