import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { customerSchema } from '../../../domain/customer-forms';
import { optionalText } from '../../../domain/input';
import type { HealthAnswers } from '../../../domain/appointments/rules';
import { VoucherCodeInput } from '../../components/voucher-code-input';
import { completeHealth, EMPTY_HEALTH, type HealthDraft, HealthQuestions, untouchedHealth } from '../../components/health-questions';

export interface AppointmentDetails {
  name: string;
  email: string;
  phone: string;
  notes: string;
  /** A gift voucher's code (decision 730), for a paid session: it pays what it can, the card the rest. */
  voucherCode: string;
}

export const EMPTY_DETAILS: AppointmentDetails = { name: '', email: '', phone: '', notes: '', voucherCode: '' };

/** How she goes on from her details: the card (or nothing for a free session), a package credit, or her membership. */
export type PayBy = 'card' | 'credit' | 'membership';

/**
 * Booking with her membership (decision 793): 'signed-in' books at once (her session proves it), 'code' asks for
 * the code from her welcome e-mail next; null offers no such choice.
 */
export type MembershipChoice = 'signed-in' | 'code' | null;

/** The questionnaire's note where a proof of her address lets her leave it (the answers on file go with it). */
function leaveNote(credit: boolean, membership: boolean): string | undefined {
  const ways = [credit ? 'a package credit' : '', membership ? 'your membership' : ''].filter(Boolean).join(' or ');
  if (!ways) return undefined;
  return `${credit ? 'Paying with' : 'Booking with'} ${ways} and answered these with us before? You may leave them: we use the answers you gave.`;
}

const detailsSchema = customerSchema.extend({ notes: optionalText(1000), voucherCode: optionalText(40) });

/**
 * Step 3: who she is and her health questionnaire (the server refuses a first session without it; answering it
 * again keeps it current). Free sessions are confirmed from here; paid ones go on to the card or a package credit.
 * With a package credit she may leave the questionnaire untouched: her code proves the address, and the answers
 * on file go with the booking (or she is asked after the code when there are none: decision 700).
 */
export function DetailsForm({
  initialValues,
  free,
  creditable = false,
  membership = null,
  membershipError = null,
  busy,
  voucherError = null,
  onSubmit,
  onBack,
}: {
  initialValues: AppointmentDetails;
  free: boolean;
  /** The type can be paid with a package credit. */
  creditable?: boolean;
  /** Her membership may book it (a paid type, a plan that includes appointments): how. */
  membership?: MembershipChoice;
  /** The server's refusal of a booking with her membership when signed in (used up, month unpaid...). */
  membershipError?: string | null;
  busy: boolean;
  /** The server's refusal of the gift voucher (unknown, expired, nothing left). */
  voucherError?: string | null;
  /** `health` is null only for a package credit or a membership with the questionnaire left untouched. */
  onSubmit: (values: AppointmentDetails, health: HealthAnswers | null, payBy: PayBy) => void;
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
  const membershipOffered = membership !== null && !free;
  const form = useForm<AppointmentDetails>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(detailsSchema, { sync: true }),
    validateInputOnBlur: ['name', 'email', 'phone'],
  });
  return (
    <form
      onSubmit={(e) => {
        const how = payByRef.current;
        const answers = completeHealth(health);
        const leftForLater = (how === 'credit' || how === 'membership') && untouchedHealth(health);
        setTried(!leftForLater);
        form.onSubmit((values) => {
          if (answers || leftForLater) onSubmit(values, answers, how);
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
        {!free && (
          <VoucherCodeInput
            description="Paying by card: the voucher pays what it can and you see what is left before the card."
            {...form.getInputProps('voucherCode')}
            error={voucherError}
          />
        )}
        <HealthQuestions
          value={health}
          onChange={setHealth}
          showMissing={tried}
          note={free ? undefined : leaveNote(creditable, membershipOffered)}
        />
        {membershipError && (
          <Text c="red.8" size="sm" role="alert">
            {membershipError}
          </Text>
        )}
        <Group justify="space-between" mt="xs">
          <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack} disabled={busy}>
            Back
          </Button>
          <Group gap="xs" justify="flex-end">
            {membershipOffered && (
              <Button
                type="submit"
                variant="light"
                loading={busy && payBy === 'membership'}
                disabled={busy}
                onClick={() => choose('membership')}
              >
                Book with my membership
              </Button>
            )}
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
