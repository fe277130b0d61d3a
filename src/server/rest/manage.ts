import { cancelResultSchema, manageCancelSchema, manageTokenSchema, manageViewSchema } from '../../domain/manage';
import { route } from './define';

export const manageRoutes = [
  route({
    method: 'POST',
    url: '/manage',
    operationId: 'viewManagedBooking',
    tag: 'Manage booking',
    summary: "A booking as its private manage link shows it (the token in the body, never in a URL); 404 for a wrong or expired token.",
    body: manageTokenSchema,
    response: manageViewSchema,
    errors: [404],
    call: (caller, { input }) => caller.manage.view(input),
  }),
  route({
    method: 'POST',
    url: '/manage/cancel',
    operationId: 'cancelManagedBooking',
    tag: 'Manage booking',
    summary: 'Cancels the booking under the terms; refundPence is the refund the visitor was shown (409 if it has changed since).',
    body: manageCancelSchema,
    response: cancelResultSchema,
    errors: [404, 409],
    call: (caller, { input }) => caller.manage.cancel(input),
  }),
];
