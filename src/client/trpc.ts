import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import superjson from 'superjson';
import { TRPC_MAX_BATCH_SIZE } from '../domain/limits';
import type { AppRouter } from '../server/trpc/root';

/** Typed hooks for every procedure; types come from the server's AppRouter, never written by hand. */
export const trpc = createTRPCReact<AppRouter>();

export const ADMIN_TOKEN_KEY = 'adminToken';
export const ADMIN_USER_KEY = 'adminUser';

export function readAdminToken(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(ADMIN_TOKEN_KEY);
}

/** SPEC §7: no automatic retries, data never stale, no refetch on focus, no polling. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false },
      mutations: { retry: false },
    },
  });
}

export function createTrpcClient(baseUrl = '') {
  const url = `${baseUrl}/trpc`;
  return trpc.createClient({
    links: [
      splitLink({
        // Admin calls carry the bearer token; public calls never do.
        condition: (op) => op.path.startsWith('admin.'),
        true: httpBatchLink({
          url,
          maxItems: TRPC_MAX_BATCH_SIZE,
          transformer: superjson,
          headers: () => {
            const token = readAdminToken();
            return token ? { Authorization: `Bearer ${token}` } : {};
          },
        }),
        // Same-origin calls: fetch's default (credentials 'same-origin') already sends the booking hold
        // cookie; nothing here is cross-origin, so no call asks for 'include'.
        false: splitLink({
          // The public week travels alone: its answer is made once on the server and sent compressed with an
          // ETag (public-week-http.ts), which a batch with other calls would bypass.
          condition: (op) => op.path === 'schedule.range',
          true: httpLink({ url, transformer: superjson }),
          false: httpBatchLink({ url, maxItems: TRPC_MAX_BATCH_SIZE, transformer: superjson }),
        }),
      }),
    ],
  });
}
