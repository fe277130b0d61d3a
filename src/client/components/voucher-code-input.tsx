import { TextInput, type TextInputProps } from '@mantine/core';
import { TRPCClientError } from '@trpc/client';
import { formatPence } from '../../domain/money';

/** The server's 400 naming `voucherCode` (unknown, expired, nothing left), for the field; null for any other error. */
export function voucherRefusal(error: unknown): string | null {
  return error instanceof TRPCClientError && /^voucherCode: /.test(error.message) ? error.message.replace(/^voucherCode: /, '') : null;
}

/**
 * The voucher's balance after it paid, as the server read it when spending ("balance shown when used"), in words
 * beside what it paid: '£15.00 left on it'. Null when the answer carries none (no voucher, an older answer).
 */
export function voucherLeft(answer: { voucherPence?: number | undefined; voucherBalancePence?: number | undefined } | null | undefined) {
  if (!answer?.voucherPence || answer.voucherBalancePence === undefined) return null;
  return `${formatPence(answer.voucherBalancePence)} left on it`;
}

/**
 * A gift voucher's code (decision 730), wherever something is paid for: it pays what it can, the card the rest.
 * The server reads the code; a refusal (unknown, expired, nothing left) comes back as `error`.
 */
export function VoucherCodeInput({ error, ...props }: Omit<TextInputProps, 'label' | 'error'> & { error?: string | null }) {
  return (
    <TextInput
      label="Gift Voucher Code (Optional)"
      placeholder="GIFT-XXXX-XXXX-XXXX-XXXX"
      autoComplete="off"
      autoCapitalize="characters"
      {...props}
      error={error ?? undefined}
      errorProps={{ role: 'alert' }}
    />
  );
}
