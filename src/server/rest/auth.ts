import { loginSchema } from '../../domain/schemas';
import { route } from './define';
import { adminUserBody, loginResultBody, successBody } from './responses';

const tag = 'Admin sign-in';

export const authRoutes = [
  route({
    method: 'POST',
    url: '/admin/login',
    operationId: 'adminLogin',
    idempotent: false,
    tag,
    summary: 'Sign in: answers token and user; 401 with a message on failure.',
    body: loginSchema,
    response: loginResultBody,
    errors: [401, 429],
    call: (caller, { input }) => caller.auth.login(input),
  }),
  route({
    method: 'POST',
    url: '/admin/logout',
    operationId: 'adminLogout',
    idempotent: false,
    tag,
    admin: true,
    summary: 'Revoke the current session.',
    response: successBody,
    call: (caller) => caller.admin.auth.logout(),
  }),
  route({
    method: 'GET',
    url: '/admin/me',
    operationId: 'adminMe',
    tag,
    admin: true,
    summary: 'The signed-in administrator.',
    response: adminUserBody,
    call: (caller) => caller.admin.auth.me(),
  }),
];
