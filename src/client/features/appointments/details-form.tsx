import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { customerSchema } from '../../../domain/customer-forms';
import { optionalText } from '../../../domain/input';
import type { HealthAnswers } from '../../../domain/appointments/rules';
import { completeHealth, EMPTY_HEALTH, type HealthDraft, HealthQuestions } from '../../components/health-questions';

export interface AppointmentDetails {
  name: string;
  email: string;
  phone: string;
  notes: string;
}

export const EMPTY_DETAILS: AppointmentDetails = { name: '', email: '', phone: '', notes: '' };

/** How she goes on from her details: the card (or nothing for a free session), or a package credit. */
export type PayBy = 'card' | 'credit';

const detailsSchema = customerSchema.extend({ notes: optionalText(1000) });

/**
 * Step 3: who she is and her health questionnaire (the server refuses a first session without it; answering it
 * again keeps it current). Free sessions are confirmed from here; paid ones go on to the card or a package credit.
 */
export function DetailsForm({
  initialValues,
  free,
  creditable = false,
  busy,
  onSubmit,
  onBack,
}: {
  initialValues: AppointmentDetails;
  free: boolean;
  /** The type can be paid with a package credit. */
  creditable?: boolean;
  busy: boolean;
  onSubmit: (values: AppointmentDetails, health: HealthAnswers, payBy: PayBy) => void;
  onBack: () => void;
}) {
  const [health, setHealth] = useState<HealthDraft>(EMPTY_HEALTH);
  const [tried, setTried] = useState(false);
  // Which button sent the form: read in the submit event that the click starts, before any re-render.
  const payByRef = useRef<PayBy>('card');
  const [payBy, setPayBy] = useState<PayBy>('card');
  const choose = (how: PayBy) => {
    payByRef.current = how;
    setPayBy(how);
  };
  const form = useForm<AppointmentDetails>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(detailsSchema, { sync: true }),
    validateInputOnBlur: ['name', 'email', 'phone'],
  });
  return (
    <form
      onSubmit={(e) => {
        setTried(true);
        const answers = completeHealth(health);
        form.onSubmit((values) => {
          if (answers) onSubmit(values, answers, payByRef.current);
        })(e);
      }}
      noValidate
    >
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
        <HealthQuestions value={health} onChange={setHealth} showMissing={tried} />
        <Group justify="space-between" mt="xs">
          <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack} disabled={busy}>
            Back
          </Button>
          <Group gap="xs" justify="flex-end">
            {creditable && !free && (
              <Button type="submit" variant="light" loading={busy && payBy === 'credit'} disabled={busy} onClick={() => choose('credit')}>
                Use a package credit
              </Button>
            )}
            <Button type="submit" loading={busy && payBy === 'card'} disabled={busy} onClick={() => choose('card')}>
              {free ? 'Confirm Booking' : 'Continue to Payment'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
