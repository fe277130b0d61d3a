import { z } from 'zod';
import { id } from '../../../../domain/input';
import { webhookDeliveryListSchema, webhookEndpointCreateSchema, webhookEndpointUpdateSchema } from '../../../../domain/webhooks';
import { adminProcedure, router } from '../../init';

export const adminWebhooksRouter = router({
  list: adminProcedure.query(({ ctx }) => ctx.services.webhooks.list()),
  create: adminProcedure
    .input(webhookEndpointCreateSchema)
    .mutation(({ ctx, input }) => ctx.services.webhooks.create(input, ctx.admin.username)),
  update: adminProcedure.input(webhookEndpointUpdateSchema).mutation(({ ctx, input }) => ctx.services.webhooks.update(input)),
  remove: adminProcedure.input(z.object({ id })).mutation(({ ctx, input }) => ctx.services.webhooks.remove(input.id, ctx.admin.username)),
  deliveries: adminProcedure
    .input(webhookDeliveryListSchema)
    .query(({ ctx, input }) => ctx.services.webhooks.deliveries(input.endpointId, input.limit)),
  resend: adminProcedure.input(z.object({ deliveryId: id })).mutation(({ ctx, input }) => ctx.services.webhooks.resend(input.deliveryId)),
});
