import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { accountSignInSchema } from '../../../domain/account';

/** Asks for the address to send the sign-in link to; the same answer whether or not we know it. */
export function SignInForm({ onSubmit, sending, sent }: { onSubmit: (email: string) => void; sending: boolean; sent: boolean }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (sent) {
    return <Text role="status">Check your e-mail: a sign-in link is on its way to {email}. It works once, for 15 minutes.</Text>;
  }
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = accountSignInSchema.safeParse({ email });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address');
        setError(null);
        onSubmit(parsed.data.email);
      }}
    >
      <Stack gap="sm">
        <Text>No password: we e-mail you a link that signs you in.</Text>
        <TextInput
          label="Email address"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
        />
        <Button type="submit" loading={sending}>
          E-mail me a sign-in link
        </Button>
      </Stack>
    </form>
  );
}
