import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render as rtlRender, renderHook as rtlRenderHook, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '../theme';
import { createQueryClient, createTrpcClient, trpc } from '../trpc';

function providers() {
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
  return { queryClient, Wrapper };
}

/** Renders inside Mantine (and tRPC + React Query, for components that call procedures). */
export function render(ui: ReactElement, options?: RenderOptions) {
  const { queryClient, Wrapper } = providers();
  return { queryClient, ...rtlRender(ui, { wrapper: Wrapper, ...options }) };
}

/** A hook rendered inside the same providers; `result.current` is its latest return value. */
export function renderHook<R>(hook: () => R) {
  const { queryClient, Wrapper } = providers();
  return { queryClient, ...rtlRenderHook(hook, { wrapper: Wrapper }) };
}
