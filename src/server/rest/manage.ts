import { manageTokenSchema } from '../../domain/manage';
import { bodyOf, type RestRoute } from './define';

export const manageRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/manage',
    summary: "A booking as its private manage link shows it (token in the body); 404 for a wrong or expired token.",
    body: manageTokenSchema,
    call: (caller, req) => caller.manage.view(bodyOf(req) as never),
  },
];
