import { TextInput, type TextInputProps } from '@mantine/core';
import { TRPCClientError } from '@trpc/client';

/** The server's 400 naming `voucherCode` (unknown, expired, nothing left), for the field; null for any other error. */
export function voucherRefusal(error: unknown): string | null {
  return error instanceof TRPCClientError && /^voucherCode: /.test(error.message) ? error.message.replace(/^voucherCode: /, '') : null;
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
