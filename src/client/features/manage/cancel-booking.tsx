// The manage page is not prerendered with the shared styles of a dialog (styles.ts).
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ManageViewDto } from '../../../domain/manage';
import { formatPence } from '../../../domain/money';

/**
 * The cancel action: the server's quote is shown first, and a confirmation dialog repeats the amount
 * before anything happens (money moves only after she confirms).
 */
export function CancelBooking(props: {
  cancellation: NonNullable<ManageViewDto['cancellation']>;
  busy: boolean;
  error: string | null;
  onConfirm: (refundPence: number) => void;
}) {
  const { cancellation, busy, error, onConfirm } = props;
  const [open, setOpen] = useState(false);
  const refund = cancellation.refundPence > 0 ? `${formatPence(cancellation.refundPence)} will be refunded to the card you paid with.` : 'No refund is due under the cancellation terms.';
  return (
    <Stack gap="xs">
      <Text fw={600}>Cancel this booking</Text>
      <Text>{cancellation.note}</Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {cancellation.allowed && (
        <Group>
          <Button color="red" variant="outline" onClick={() => setOpen(true)}>
            Cancel booking
          </Button>
        </Group>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title="Cancel this booking?" centered>
        <Stack gap="md">
          <Text>{refund}</Text>
          <Text>Your place will be given to someone else. This cannot be undone.</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOpen(false)} disabled={busy}>
              Keep my booking
            </Button>
            <Button
              color="red"
              loading={busy}
              onClick={() => {
                onConfirm(cancellation.refundPence);
                setOpen(false);
              }}
            >
              {cancellation.refundPence > 0 ? `Cancel and refund ${formatPence(cancellation.refundPence)}` : 'Cancel without refund'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
