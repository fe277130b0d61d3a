import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { trpc } from '../trpc';
import { errorMessage } from './payment/error-message';

const WORDS = {
  class: { credits: 'class credits', what: 'this class' },
  session: { credits: 'package credits', what: 'this session' },
} as const;

/**
 * Paying with a credit, for a class or a session: a code goes to her e-mail (proof that the credits are hers),
 * she types it, and `onVerified` books with the credit token (the server spends the credit with the booking).
 */
export function CreditCodeStep(props: {
  email: string;
  for: keyof typeof WORDS;
  busy: boolean;
  error: string | null;
  onVerified: (creditToken: string) => void;
  onBack: () => void;
}) {
  const { email, busy, onVerified, onBack } = props;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const requestCode = trpc.packs.requestCode.useMutation({
    onError: (e) => setError(errorMessage(e, 'We could not send a code. Please try again.')),
  });
  const verify = trpc.packs.verifyCode.useMutation();
  const asked = useRef(false);
  useEffect(() => {
    // Once per visit to this step, also under StrictMode's double effects.
    if (asked.current) return;
    asked.current = true;
    requestCode.mutate({ email });
  }, [requestCode, email]);

  const submit = async () => {
    setError(null);
    try {
      const { creditToken } = await verify.mutateAsync({ email, code: code.trim() });
      onVerified(creditToken);
    } catch (e) {
      setError(errorMessage(e, 'That code did not work. Please try again.'));
    }
  };
  const shown = error ?? props.error;
  const words = WORDS[props.for];
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
          We have e-mailed a 6-digit code to <b>{email}</b>
          {` if it holds ${words.credits}. Enter it to book ${words.what} with one credit.`}
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
        {shown && (
          <Alert color="red" role="alert">
            {shown}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => requestCode.mutate({ email })} loading={requestCode.isPending}>
            Send a new code
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onBack} disabled={busy || verify.isPending}>
              Back
            </Button>
            <Button type="submit" loading={busy || verify.isPending} disabled={code.length !== 6}>
              Book with a credit
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
