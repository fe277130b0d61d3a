// The manage page is not prerendered with the shared styles of a dialog (styles.ts).
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { refundWayText, type ManageViewDto } from '../../../domain/manage';
import { formatPence } from '../../../domain/money';
import { CANCEL_CREDIT_VALIDITY_DAYS } from '../../../domain/packs';

/** What goes back to the gift voucher that paid, in the cancel dialogs. */
export const voucherBackText = (pence: number) => `${formatPence(pence)} goes back to your gift voucher.`;

/**
 * The cancel action: the server's quote is shown first, and a confirmation dialog repeats the amount
 * before anything happens (money moves only after she confirms).
 */
export function CancelBooking(props: {
  cancellation: NonNullable<ManageViewDto['cancellation']>;
  busy: boolean;
  error: string | null;
  onConfirm: (refundPence: number, choice: 'refund' | 'credit') => void;
}) {
  const { cancellation, busy, error, onConfirm } = props;
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<'refund' | 'credit'>('refund');
  const credit = cancellation.creditInstead === true && choice === 'credit';
  // Cash or a bank transfer the owner took herself: she gives it back by hand (decision 680).
  const byHand = cancellation.refundBy === 'cash' || cancellation.refundBy === 'bank_transfer';
  // What a gift voucher paid goes back to it by the terms' share (not with a credit instead).
  const toVoucher = !credit && (cancellation.voucherBackPence ?? 0) > 0 ? voucherBackText(cancellation.voucherBackPence!) : null;
  const refund = cancellation.paidWithCredit
    ? cancellation.percent === 100
      ? 'The credit you booked with will be given back to your balance.'
      : 'The credit you booked with is not given back under the cancellation terms.'
    : credit
      ? `You will have one class credit (valid for ${CANCEL_CREDIT_VALIDITY_DAYS} days) instead of a refund.`
      : cancellation.refundPence > 0
        ? [
            byHand
              ? `${formatPence(cancellation.refundPence)} will be given back to you ${refundWayText(cancellation.refundBy)}, as you paid; we will be in touch to arrange it.`
              : `${formatPence(cancellation.refundPence)} will be refunded to the card you paid with.`,
            toVoucher,
          ]
            .filter(Boolean)
            .join(' ')
        : (toVoucher ?? 'No refund is due under the cancellation terms.');
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
          {cancellation.creditInstead && (
            <Radio.Group label="What would you like back?" value={choice} onChange={(v) => setChoice(v === 'credit' ? 'credit' : 'refund')}>
              <Stack gap="xs" mt="xs">
                <Radio
                  value="refund"
                  label={`A refund of ${formatPence(cancellation.refundPence)} ${refundWayText(cancellation.refundBy, 'to my card')}`}
                />
                <Radio value="credit" label={`One class credit instead (valid ${CANCEL_CREDIT_VALIDITY_DAYS} days)`} />
              </Stack>
            </Radio.Group>
          )}
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
                onConfirm(cancellation.refundPence, credit ? 'credit' : 'refund');
                setOpen(false);
              }}
            >
              {credit
                ? 'Cancel and take a credit'
                : cancellation.paidWithCredit
                  ? 'Cancel booking'
                  : cancellation.refundPence > 0
                    ? `Cancel and refund ${formatPence(cancellation.refundPence)}`
                    : toVoucher
                      ? 'Cancel booking'
                      : 'Cancel without refund'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
