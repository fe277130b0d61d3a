import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Loader, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import type { AccountBooking, BookingMoved, BookingMoveQuote } from '../../../domain/account';
import { formatPence } from '../../../domain/money';
import { addDays, formatLongDate, formatTime12h, londonToday } from '../../../domain/time';
import { moveOptions } from '../../components/move-options';
import { notifyError, notifySuccess } from '../../components/notify';
import { errorMessage, PaymentForm } from '../../components/payment/payment-form';
import { trpc } from '../../trpc';

/** How far ahead she may look for a class to move to. */
const MOVE_WINDOW_DAYS = 28;

/** What the move does with money, in her words. */
export function priceLine(b: Pick<AccountBooking, 'paidWith'>, q: BookingMoveQuote): string {
  if (b.paidWith === 'credit') return 'Paid with a credit: moving costs nothing.';
  if (q.differencePence === 0) return 'Same price: nothing to pay.';
  if (q.differencePence > 0)
    return `This class costs ${formatPence(q.differencePence)} more: you pay the difference by card before the move.`;
  return `This class costs ${formatPence(-q.differencePence)} less: we refund the difference to your card.`;
}

/** Pick another class, see what it costs, confirm; a dearer class is paid here before it moves. */
export function MoveDialog({ booking, onClose }: { booking: AccountBooking; onClose: () => void }) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const utils = trpc.useUtils();
  const today = londonToday();
  const slots = trpc.schedule.range.useQuery({ startDate: today, endDate: addDays(today, MOVE_WINDOW_DAYS - 1) });
  const types = trpc.classTypes.list.useQuery();
  const options = useMemo(() => moveOptions(booking, slots.data ?? [], types.data ?? []), [booking, slots.data, types.data]);
  const [value, setValue] = useState('');
  const picked = options.find((o) => o.value === value) ?? null;
  const target = picked
    ? { ref: booking.ref, scheduleId: picked.scheduleId, ...(picked.classTypeId ? { classTypeId: picked.classTypeId } : {}) }
    : null;
  const quote = trpc.account.moveQuote.useQuery(target ?? { ref: booking.ref, scheduleId: 1 }, { enabled: target !== null, retry: false });
  const [payment, setPayment] = useState<BookingMoved['payment']>(null);

  const finished = (text: string) => {
    void utils.account.me.invalidate();
    void utils.account.receipts.invalidate();
    notifySuccess('Booking moved', text);
    onClose();
  };
  const move = trpc.account.moveBooking.useMutation({
    onSuccess: (res) => {
      if (res.status === 'payment_required') setPayment(res.payment);
      else finished(`${res.className}, ${formatLongDate(res.date)} at ${formatTime12h(res.startTime)}. We have e-mailed you the details.`);
    },
    onError: (error) => notifyError('Could not move the booking', errorMessage(error, 'Please try again.')),
  });

  const q = quote.data;
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Move ${booking.className}`}
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {payment ? (
        <Stack gap="md">
          <Text>
            {payment.description}: <b>{formatPence(payment.amountPence)}</b>
          </Text>
          <PaymentForm
            clientSecret={payment.clientSecret}
            amountPence={payment.amountPence}
            processingLabel="Processing Payment..."
            onPaid={() => finished('Paid: your booking is on the new class. We have e-mailed you the details and the receipt is below.')}
          />
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            Now: {formatLongDate(booking.date)}, {formatTime12h(booking.startTime)} (<span data-testid="account-ref">{booking.ref}</span>).
            You can move a booking once, up to 24 hours before the class.
          </Text>
          {slots.isLoading || types.isLoading ? (
            <Loader size="sm" aria-label="Loading classes" />
          ) : options.length === 0 ? (
            <Text c="dimmed">No other class has a place in the next four weeks.</Text>
          ) : (
            <NativeSelect
              label="Move to"
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              data={[{ value: '', label: 'Choose a class' }, ...options.map((o) => ({ value: o.value, label: o.label }))]}
            />
          )}
          {target && quote.isLoading && <Loader size="sm" aria-label="Checking the price" />}
          {q && (
            <Text role="status" c={q.refusal ? 'red' : undefined}>
              {q.refusal ?? priceLine(booking, q)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep my booking
            </Button>
            <Button disabled={!target || !q || q.refusal !== null} loading={move.isPending} onClick={() => target && move.mutate(target)}>
              {q && q.refusal === null && q.differencePence > 0 && booking.paidWith === 'card'
                ? `Continue to pay ${formatPence(q.differencePence)}`
                : 'Move my booking'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

export default MoveDialog;
