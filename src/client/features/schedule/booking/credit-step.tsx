import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { BookingCreatedDto } from '../../../../domain/dto';
import { errorMessage } from '../../../components/payment/payment-form';
import { trpc } from '../../../trpc';
import type { BookingFormValues } from './booking-form';

/**
 * Paying with a class credit: a code goes to her e-mail (proof that the credits are hers), she types it,
 * and the server books the place and spends the credit together.
 */
export function CreditStep(props: {
  values: BookingFormValues;
  classTypeId: number;
  scheduleId: number;
  onBooked: (result: BookingCreatedDto) => void;
  onBack: () => void;
}) {
  const { values, classTypeId, scheduleId, onBooked, onBack } = props;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const requestCode = trpc.packs.requestCode.useMutation({
    onError: (e) => setError(errorMessage(e, 'We could not send a code. Please try again.')),
  });
  const verify = trpc.packs.verifyCode.useMutation();
  const book = trpc.bookings.createWithCredit.useMutation();
  const asked = useRef(false);

  useEffect(() => {
    // Once per visit to this step, also under StrictMode's double effects.
    if (asked.current) return;
    asked.current = true;
    requestCode.mutate({ email: values.email });
  }, [requestCode, values.email]);

  const submit = async () => {
    setError(null);
    try {
      const { creditToken } = await verify.mutateAsync({ email: values.email, code: code.trim() });
      const result = await book.mutateAsync({
        name: values.name,
        email: values.email,
        phone: values.phone,
        specialRequests: values.specialRequests,
        classTypeId,
        scheduleId,
        creditToken,
      });
      if (result.success) onBooked(result);
      else setError(result.message);
    } catch (e) {
      setError(errorMessage(e, 'Failed to book with a credit. Please try again.'));
    }
  };

  const busy = verify.isPending || book.isPending;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text>
          We have e-mailed a 6-digit code to <b>{values.email}</b> if it holds class credits. Enter it to book this class with one credit.
        </Text>
        <TextInput
          label="Code from the e-mail"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
          data-autofocus
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => requestCode.mutate({ email: values.email })} loading={requestCode.isPending}>
            Send a new code
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onBack} disabled={busy}>
              Back
            </Button>
            <Button type="submit" loading={busy} disabled={code.length !== 6}>
              Book with a credit
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
