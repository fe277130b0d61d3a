import { manageTokenSchema, manageViewSchema } from '../../domain/manage';
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
];
