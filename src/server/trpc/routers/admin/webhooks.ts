import { syncQuerySchema } from '../../../../domain/sync';
import { z } from 'zod';
import { id } from '../../../../domain/input';
import {
  webhookDeliveryChangesSchema,
  webhookDeliveryListSchema,
  webhookEndpointCreateSchema,
  webhookEndpointUpdateSchema,
  webhookEventListSchema,
} from '../../../../domain/webhooks';
import { adminProcedure, router } from '../../init';

export const adminWebhooksRouter = router({
  list: adminProcedure.query(({ ctx }) => ctx.services.webhooks.list()),
  /** Read by change (decision 750). */
  changes: adminProcedure.input(syncQuerySchema).query(({ ctx, input }) => ctx.services.webhooks.changes(input)),
  create: adminProcedure
    .input(webhookEndpointCreateSchema)
    .mutation(({ ctx, input }) => ctx.services.webhooks.create(input, ctx.admin.username)),
  update: adminProcedure.input(webhookEndpointUpdateSchema).mutation(({ ctx, input }) => ctx.services.webhooks.update(input)),
  remove: adminProcedure.input(z.object({ id })).mutation(({ ctx, input }) => ctx.services.webhooks.remove(input.id, ctx.admin.username)),
  deliveries: adminProcedure
    .input(webhookDeliveryListSchema)
    .query(({ ctx, input }) => ctx.services.webhooks.deliveries(input.endpointId, input.limit)),
  /** Read by change (decision 750): deliveries changed at or after updatedSince, paged by cursor. */
  deliveryChanges: adminProcedure
    .input(webhookDeliveryChangesSchema)
    .query(({ ctx, input: { endpointId, ...sync } }) => ctx.services.webhooks.deliveryChanges(endpointId, sync)),
  events: adminProcedure.input(webhookEventListSchema).query(({ ctx, input }) => ctx.services.webhooks.events(input)),
  rotateSecret: adminProcedure
    .input(z.object({ id }))
    .mutation(({ ctx, input }) => ctx.services.webhooks.rotateSecret(input.id, ctx.admin.username)),
  sendTest: adminProcedure
    .input(z.object({ id }))
    .mutation(({ ctx, input }) => ctx.services.webhooks.sendTest(input.id, ctx.admin.username)),
  resend: adminProcedure.input(z.object({ deliveryId: id })).mutation(({ ctx, input }) => ctx.services.webhooks.resend(input.deliveryId)),
});
