import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { customerSchema } from '../../../domain/customer-forms';
import { optionalText } from '../../../domain/input';

export interface AppointmentDetails {
  name: string;
  email: string;
  phone: string;
  notes: string;
}

export const EMPTY_DETAILS: AppointmentDetails = { name: '', email: '', phone: '', notes: '' };

const detailsSchema = customerSchema.extend({ notes: optionalText(1000) });

/** Step 3: who she is. Free sessions are confirmed from here; paid ones go on to the card. */
export function DetailsForm({
  initialValues,
  free,
  busy,
  onSubmit,
  onBack,
}: {
  initialValues: AppointmentDetails;
  free: boolean;
  busy: boolean;
  onSubmit: (values: AppointmentDetails) => void;
  onBack: () => void;
}) {
  const form = useForm<AppointmentDetails>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(detailsSchema, { sync: true }),
    validateInputOnBlur: ['name', 'email', 'phone'],
  });
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        <TextInput label="Full Name" withAsterisk autoComplete="name" data-autofocus {...form.getInputProps('name')} />
        <TextInput label="Email Address" withAsterisk type="email" autoComplete="email" {...form.getInputProps('email')} />
        <TextInput label="Phone Number" withAsterisk type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <Textarea
          label="Notes (Optional)"
          placeholder="Your goals, any injuries or medical conditions we should know about"
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps('notes')}
        />
        <Group justify="space-between" mt="xs">
          <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack} disabled={busy}>
            Back
          </Button>
          <Button type="submit" loading={busy}>
            {free ? 'Confirm Booking' : 'Continue to Payment'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
