import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { NotificationsHost } from './components/notifications-host';
import { theme } from './theme';

/**
 * The provider tree of the browser entry and the prerender. The data layer (tRPC + React Query) is not
 * here on purpose: see data/data-provider.tsx.
 */
export function AppProviders({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light" env={env}>
      <NotificationsHost />
      {children}
    </MantineProvider>
  );
}
