import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { createQueryClient, createTrpcClient, trpc } from '../trpc';

// One cache for the whole tab: every part of the page that talks to the server shares it.
const queryClient = createQueryClient();
const trpcClient = createTrpcClient();

/**
 * tRPC + React Query for the parts of a page that talk to the server. It lives in its own chunk so the
 * landing page's first JavaScript does not carry the data layer; every data section wraps itself in it.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  // Component tests (and nested sections) already have a client: keep theirs.
  if (useContext(QueryClientContext)) return <>{children}</>;
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
