import { Button, Divider, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { BookingCreatedDto } from '../../../domain/dto';
import { formatPence } from '../../../domain/money';
import { voucherLeft } from '../voucher-code-input';
import { HeldUntil } from './held-until';
import { PaymentForm } from './payment-form';
import type { Purchase } from './payment-terms';

export type PreparedPayment =
  | { status: 'preparing' }
  | { status: 'failed' }
  /** A 100% discount: the server confirmed the booking at once and there is nothing to pay. */
  | { status: 'free'; booking: BookingCreatedDto }
  | { status: 'ready'; booking: BookingCreatedDto & { clientSecret: string } };

/** Reads the booking call's outcome the way SPEC §4 describes the payment step. */
export function preparedPayment(state: { isPending: boolean; isError: boolean; data?: BookingCreatedDto }): PreparedPayment {
  if (state.isPending) return { status: 'preparing' };
  const booking = state.data;
  if (!state.isError && booking?.success && !booking.clientSecret && booking.amountPence === 0) return { status: 'free', booking };
  if (state.isError || !booking || !booking.success || !booking.clientSecret) return { status: 'failed' };
  return { status: 'ready', booking: { ...booking, clientSecret: booking.clientSecret } };
}

export interface PaymentStepProps {
  payment: PreparedPayment;
  /** The price shown in the form step, used only if the server's answer lacks its amounts. */
  pricePence: number;
  discountCode: string | null;
  onPaid: () => void;
  /** Back to the form, details kept; the hold is given back. */
  onBack: () => void;
  /** A class unless said: the terms under the card form name it. */
  purchase?: Purchase;
}

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack} style={{ alignSelf: 'flex-start' }}>
      Back
    </Button>
  );
}

/** 'Complete Your Booking': the server's amounts, then the card form. */
export function PaymentStep({ payment, pricePence, discountCode, onPaid, onBack, purchase }: PaymentStepProps) {
  if (payment.status === 'preparing') {
    return (
      <Group justify="center" gap="sm" py="xl" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Preparing payment...</Text>
      </Group>
    );
  }
  if (payment.status === 'failed') {
    return (
      <Stack gap="md">
        <Text c="red.8" ta="center" py="lg" role="alert">
          Failed to prepare payment. Please try again.
        </Text>
        <BackButton onBack={onBack} />
      </Stack>
    );
  }
  const { booking } = payment;
  const original = booking.originalPence ?? pricePence;
  const discount = booking.discountPence ?? 0;
  const voucher = booking.voucherPence ?? 0;
  const total = booking.amountPence ?? original - discount - voucher;
  return (
    <Stack gap="md">
      <Paper withBorder p="sm" data-testid="payment-amounts">
        <Group justify="space-between">
          <Text fz="sm">Original price</Text>
          <Text fz="sm">{formatPence(original)}</Text>
        </Group>
        {discount > 0 && (
          <Group justify="space-between" c="teal.9">
            <Text fz="sm">Discount{discountCode ? ` (${discountCode.toUpperCase()})` : ''}</Text>
            <Text fz="sm">-{formatPence(discount)}</Text>
          </Group>
        )}
        {voucher > 0 && (
          <Group justify="space-between" c="teal.9">
            <Text fz="sm">Gift voucher{voucherLeft(booking) ? ` (${voucherLeft(booking)})` : ''}</Text>
            <Text fz="sm">-{formatPence(voucher)}</Text>
          </Group>
        )}
        <Divider my={6} />
        <Group justify="space-between">
          <Text fw={700}>{voucher > 0 ? 'Left to pay' : 'Total'}</Text>
          <Text fw={700}>{formatPence(total)}</Text>
        </Group>
      </Paper>
      {payment.status === 'ready' ? (
        <>
          {payment.booking.holdExpiresAt && <HeldUntil until={payment.booking.holdExpiresAt} />}
          <PaymentForm
            clientSecret={payment.booking.clientSecret}
            amountPence={total}
            processingLabel="Processing Payment..."
            purchase={purchase}
            onPaid={onPaid}
          />
          <BackButton onBack={onBack} />
        </>
      ) : (
        <>
          <Text ta="center">{booking.message || 'Booking confirmed. There is nothing to pay.'}</Text>
          <Button onClick={onPaid}>Done</Button>
        </>
      )}
    </Stack>
  );
}
