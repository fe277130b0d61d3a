import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import type { BookingCreatedDto } from '../../../../domain/dto';
import { trpc } from '../../../trpc';
import type { BookingFormValues } from './booking-form';

/** The server's refusal, said in the step (wrong code, not covering the class, used up, month unpaid). */
function refusalOf(error: unknown): string {
  if (error instanceof TRPCClientError && error.message) return error.message.replace(/^\w+: /, '');
  return 'Failed to book. Please try again.';
}

/**
 * Signed out, a member books with the code from her welcome e-mail (decision 741): no payment step. The server
 * checks the code belongs to her e-mail, covers the class and has a use left in a paid month.
 */
export function MembershipCodeStep({
  values,
  classTypeId,
  scheduleId,
  onBack,
  onBooked,
}: {
  values: BookingFormValues;
  classTypeId: number;
  scheduleId: number;
  onBack: () => void;
  onBooked: (result: BookingCreatedDto) => void;
}) {
  const [code, setCode] = useState('');
  const book = trpc.memberships.book.useMutation({
    onSuccess: (result) => {
      if (result.success) onBooked(result);
    },
  });
  const answer = book.data && !book.data.success ? book.data.message : book.error ? refusalOf(book.error) : null;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!code.trim()) return;
        book.mutate({
          scheduleId,
          classTypeId,
          name: values.name,
          email: values.email,
          phone: values.phone,
          membershipCode: code.trim(),
        });
      }}
    >
      <Stack gap="sm">
        <Text fz="sm">
          Booking for {values.email}. Enter the membership code from your welcome e-mail: the class is included, nothing to pay.
        </Text>
        <TextInput
          label="Membership code"
          withAsterisk
          autoComplete="off"
          autoCapitalize="characters"
          data-autofocus
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={answer ?? undefined}
          errorProps={{ role: 'alert' }}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={onBack} disabled={book.isPending}>
            Back
          </Button>
          <Button type="submit" loading={book.isPending} disabled={!code.trim()}>
            Book with my membership
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
