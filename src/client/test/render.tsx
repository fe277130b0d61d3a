import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render as rtlRender, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '../theme';
import { createQueryClient, createTrpcClient, trpc } from '../trpc';

/** Renders inside Mantine (and tRPC + React Query, for components that call procedures). */
export function render(ui: ReactElement, options?: RenderOptions) {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient('http://localhost');
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} env="test">
          <Notifications />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
  return { queryClient, ...rtlRender(ui, { wrapper: Wrapper, ...options }) };
}
