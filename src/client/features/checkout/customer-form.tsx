import '@mantine/core/styles/Fieldset.css';
import { Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { customerSchema } from '../../../domain/customer-forms';
import { useHydrated } from '../../components/use-hydrated';
import { VoucherCodeInput } from '../../components/voucher-code-input';

export interface CustomerValues {
  name: string;
  email: string;
  phone: string;
  /** Optional; the server checks it and prices the payment with it. */
  discountCode: string;
  /** A gift voucher's code (decision 730), optional: it pays what it can, the card the rest. */
  voucherCode?: string;
}

/** Who is paying: /checkout asks before it opens the payment (the server records the order against them). */
export function CustomerForm({
  busy,
  initialValues,
  onSubmit,
  discountError = null,
  voucherError = null,
}: {
  busy: boolean;
  initialValues?: CustomerValues | undefined;
  onSubmit: (values: CustomerValues) => void;
  /** The server's refusal of the code (unknown, expired, used up), shown beside the field. */
  discountError?: string | null;
  /** The server's refusal of the gift voucher (unknown, expired, nothing left). */
  voucherError?: string | null;
}) {
  const form = useForm<CustomerValues>({
    mode: 'controlled',
    initialValues: initialValues ?? { name: '', email: '', phone: '', discountCode: '', voucherCode: '' },
    validate: schemaResolver(customerSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  // The server renders /checkout with this form; until the page has hydrated, typing would be lost and Continue
  // would submit the bare HTML form, so it waits, disabled, for the script.
  const hydrated = useHydrated();
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Fieldset variant="unstyled" disabled={!hydrated}>
        <Stack gap="sm">
          <TextInput label="Full Name" withAsterisk autoComplete="name" {...form.getInputProps('name')} />
          <TextInput label="Email Address" withAsterisk type="email" autoComplete="email" {...form.getInputProps('email')} />
          <TextInput label="Phone Number" withAsterisk type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          <TextInput
            label="Discount Code (Optional)"
            placeholder="Enter discount code"
            autoComplete="off"
            autoCapitalize="characters"
            {...form.getInputProps('discountCode')}
            error={discountError ?? undefined}
            errorProps={{ role: 'alert' }}
          />
          <VoucherCodeInput {...form.getInputProps('voucherCode')} error={voucherError} />
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={busy}>
              Continue to Payment
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
