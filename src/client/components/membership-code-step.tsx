import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';

/** The server's refusal, said in the step (wrong code, not covering it, used up, month unpaid): its words without the field. */
export function membershipRefusal(error: unknown): string {
  if (error instanceof TRPCClientError && error.message) return error.message.replace(/^\w+: /, '');
  return 'Failed to book. Please try again.';
}

const WHAT = { class: 'the class', session: 'the session' } as const;

/**
 * Signed out, a member books with the code from her welcome e-mail (decisions 741, 793): no payment step. The
 * caller books with the code (`onSubmit`) and passes back the server's refusal (`error`), shown at the field; the
 * server checks the code belongs to her e-mail, covers what is booked and has a use left in a paid month.
 */
export function MembershipCodeStep(props: {
  email: string;
  /** What is booked: a class, or a personal-training session. */
  for: keyof typeof WHAT;
  busy: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  onBack: () => void;
}) {
  const { email, busy, error, onSubmit, onBack } = props;
  const [code, setCode] = useState('');
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim()) onSubmit(code.trim());
      }}
    >
      <Stack gap="sm">
        <Text fz="sm">
          Booking for {email}. Enter the membership code from your welcome e-mail: {WHAT[props.for]} is included, nothing to pay.
        </Text>
        <TextInput
          label="Membership code"
          withAsterisk
          autoComplete="off"
          autoCapitalize="characters"
          data-autofocus
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={error ?? undefined}
          errorProps={{ role: 'alert' }}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={onBack} disabled={busy}>
            Back
          </Button>
          <Button type="submit" loading={busy} disabled={!code.trim()}>
            Book with my membership
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
