import { withdrawTargetSchema } from '../../domain/schemas';
import { route } from './define';
import { withdrawPreviewBody, withdrawResultBody } from './responses';

const tag = 'Admin schedule';

/** Both take the target in the body: the preview is a dry run of the same request. */
export const withdrawalRoutes = [
  route({
    method: 'POST',
    url: '/admin/withdrawals/preview',
    operationId: 'previewWithdrawal',
    idempotent: false,
    tag,
    admin: true,
    scope: 'schedule:manage',
    summary:
      'Who taking a slot, class type or location off the schedule would affect: each future booking with the full refund it would get. Changes nothing.',
    body: withdrawTargetSchema,
    response: withdrawPreviewBody,
    errors: [404],
    call: (caller, { input }) => caller.admin.withdrawals.preview(input),
  }),
  route({
    method: 'POST',
    url: '/admin/withdrawals',
    operationId: 'withdraw',
    tag,
    admin: true,
    scope: 'schedule:manage',
    summary:
      'Deactivate a class type or location, or deactivate or delete (remove: true) a slot, cancelling each future booking with a full refund and an e-mail.',
    body: withdrawTargetSchema,
    response: withdrawResultBody,
    errors: [404],
    call: (caller, { input }) => caller.admin.withdrawals.withdraw(input),
  }),
];
