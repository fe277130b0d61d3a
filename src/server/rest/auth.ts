import { loginSchema } from '../../domain/schemas';
import { bodyOf, type RestRoute } from './define';

export const authRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/admin/login',
    summary: 'Sign in: answers token and user, or message on failure.',
    body: loginSchema,
    call: (caller, req) => caller.auth.login(bodyOf(req) as never),
  },
  { method: 'POST', url: '/admin/logout', admin: true, summary: 'Revoke the current session.', call: (caller) => caller.admin.auth.logout() },
  { method: 'GET', url: '/admin/me', admin: true, summary: 'The signed-in administrator.', call: (caller) => caller.admin.auth.me() },
];
