import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { readAdminToken } from '../../trpc';
import { clearAdminSession, isUnauthorized } from './admin-session';

/** tRPC query keys start with the procedure path, so this matches every admin.* query. */
export const ADMIN_QUERY_KEY = [['admin']];

/**
 * Any admin call answered UNAUTHORIZED (the session expired or was revoked elsewhere) ends the session here
 * too: storage is cleared and the admin goes back to the sign-in page. Watching the caches covers every
 * query and mutation of every tab without each one handling it.
 */
export function useSessionGuard(onExpired: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const expire = (error: unknown) => {
      // The first failure handles it; the rest of a batch of failures find the token already gone.
      if (!isUnauthorized(error) || readAdminToken() === null) return;
      clearAdminSession();
      onExpired();
      void navigate({ to: '/admin/login', replace: true }).then(() => queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEY }));
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, navigate, onExpired]);
}
