import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmRequest {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Red for destructive or money-moving actions. */
  danger?: boolean;
  onConfirm: () => void;
}

/**
 * The one confirmation step before an admin action that changes a booking, a place or money. Opened with a
 * request, closed with null; nothing happens until the owner presses the confirm button.
 */
export function ConfirmDialog({ request, onClose, busy }: { request: ConfirmRequest | null; onClose: () => void; busy?: boolean }) {
  return (
    <Modal opened={request !== null} onClose={onClose} title={request?.title} centered size="sm">
      {request && (
        <Stack gap="md">
          <Text size="sm">{request.message}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              color={request.danger ? 'red' : undefined}
              loading={busy}
              data-autofocus
              onClick={() => {
                request.onConfirm();
                onClose();
              }}
            >
              {request.confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
