import { Alert, Button, Center, Group, Loader, Paper, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center py="xl">
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" />
        <Text c="dimmed">{label}</Text>
      </Group>
    </Center>
  );
}

/** A failed query: the spec's text (e.g. 'Failed to fetch locations') and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title={message} role="alert">
      {onRetry && (
        <Button size="xs" variant="white" color="red" onClick={onRetry} mt={4}>
          Try again
        </Button>
      )}
    </Alert>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Text c="dimmed" ta="center">
        {children}
      </Text>
    </Paper>
  );
}
