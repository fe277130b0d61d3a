import '@mantine/core/styles/Fieldset.css';
import { Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { customerSchema } from '../../../domain/customer-forms';
import { useHydrated } from '../../components/use-hydrated';

export interface CustomerValues {
  name: string;
  email: string;
  phone: string;
}

/** Who is paying: /checkout asks before it opens the payment (the server records the order against them). */
export function CustomerForm({
  busy,
  initialValues,
  onSubmit,
}: {
  busy: boolean;
  initialValues?: CustomerValues | undefined;
  onSubmit: (values: CustomerValues) => void;
}) {
  const form = useForm<CustomerValues>({
    mode: 'controlled',
    initialValues: initialValues ?? { name: '', email: '', phone: '' },
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
