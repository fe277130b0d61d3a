// Not in the prerendered pages' shared styles (styles.ts): the answer appears only after a submit.
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useHydrated } from '../../components/use-hydrated';
import { trpc } from '../../trpc';

/**
 * "See or erase your data" without a booking link: a link is e-mailed to the address typed, so only
 * whoever reads that mailbox can open the data. The answer is the same whether or not we hold anything.
 */
export function DataRequestForm() {
  const [email, setEmail] = useState('');
  const live = useHydrated();
  const request = trpc.privacy.requestData.useMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) request.mutate({ email: email.trim() });
  };
  const fieldError = request.error?.data?.fieldErrors?.email?.[0];
  return (
    <form onSubmit={submit} aria-label="Data request">
      <Stack gap="sm" maw={480}>
        <Text>Type your e-mail address and we will send you a link that lets you download everything we hold about it, or erase it.</Text>
        {request.isSuccess ? (
          <Alert color="teal" title="Check your e-mail" role="status">
            We have sent a link to {request.variables?.email}. It works for one hour. If nothing arrives, check your spam folder.
          </Alert>
        ) : (
          <>
            <TextInput
              label="Your e-mail address"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              readOnly={!live}
              error={fieldError}
            />
            {request.error && !fieldError && (
              <Alert color="red" role="alert">
                {request.error.message}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={request.isPending} disabled={!live || !email.trim()}>
                E-mail me a link
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}
