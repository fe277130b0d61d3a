import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatLongDate, londonToday } from '../../../domain/time';
import { errorMessage } from '../../components/payment/error-message';
import { trpc } from '../../trpc';

/**
 * Passkeys need a browser that has them and a site on a name (WebAuthn refuses an IP address; the server serves
 * a loopback site as `localhost`): on 127.0.0.1 the buttons are not offered rather than failing when pressed.
 */
export function usePasskeysOffered(): boolean {
  const available = trpc.account.passkeysAvailable.useQuery(undefined, { staleTime: Infinity, retry: false });
  const named = typeof window !== 'undefined' && !/^[\d.]+$|^\[/.test(window.location.hostname);
  return Boolean(available.data?.available) && named && typeof window.PublicKeyCredential === 'function';
}

/** A browser that says no (she cancelled, or the device has none): a message in her words, not an exception. */
const cancelled = (e: unknown) => e instanceof Error && (e.name === 'NotAllowedError' || e.name === 'AbortError');
const day = (iso: string) => formatLongDate(londonToday(new Date(iso)));

/** Signed out: "Sign in with a passkey" beside the e-mailed link. */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const offered = usePasskeysOffered();
  const options = trpc.account.passkeySignInOptions.useMutation();
  const signIn = trpc.account.passkeySignIn.useMutation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!offered) return null;
  const start = async () => {
    setError(null);
    setBusy(true);
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const answer = await startAuthentication({ optionsJSON: await options.mutateAsync() });
      await signIn.mutateAsync(answer);
      onSignedIn();
    } catch (e) {
      setError(cancelled(e) ? 'No passkey was used. Try again, or ask for a sign-in link.' : errorMessage(e, 'That passkey did not work.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      <Text size="sm">Added a passkey before? Sign in with it: no e-mail needed.</Text>
      <Button variant="default" onClick={() => void start()} loading={busy}>
        Sign in with a passkey
      </Button>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

/** Signed in: her passkeys, adding one (the browser asks her device) and removing one (asked first). */
export function PasskeysPanel() {
  const offered = usePasskeysOffered();
  const utils = trpc.useUtils();
  const list = trpc.account.passkeys.useQuery(undefined, { enabled: offered, retry: false });
  const options = trpc.account.passkeyRegistrationOptions.useMutation();
  const add = trpc.account.addPasskey.useMutation({ onSuccess: () => utils.account.passkeys.invalidate() });
  const remove = trpc.account.removePasskey.useMutation({ onSuccess: () => utils.account.passkeys.invalidate() });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  if (!offered) return null;

  const start = async () => {
    setError(null);
    setBusy(true);
    try {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const answer = await startRegistration({ optionsJSON: await options.mutateAsync() });
      await add.mutateAsync(answer);
    } catch (e) {
      setError(cancelled(e) ? 'No passkey was added.' : errorMessage(e, 'The passkey could not be added. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  const keys = list.data?.passkeys ?? [];
  return (
    <Stack gap="xs">
      <Title order={2}>Passkeys</Title>
      <Text size="sm">
        A passkey signs you in on this device (or any device your passkeys sync to) with your fingerprint, face or screen lock: no e-mail
        needed.
      </Text>
      {list.isLoading && <Text size="sm">Loading your passkeys…</Text>}
      {list.isError && (
        <Alert color="red" role="alert">
          Your passkeys could not be loaded.
        </Alert>
      )}
      {keys.map((k) => (
        <Card key={k.id} withBorder padding="sm" aria-label={`Passkey added ${day(k.createdAt)}`}>
          <Stack gap={4}>
            <Text fw={600}>Passkey added {day(k.createdAt)}</Text>
            <Text size="sm" c="dimmed">
              {k.lastUsedAt ? `Last used ${day(k.lastUsedAt)}` : 'Not used yet'} ·{' '}
              {k.synced ? 'synced across your devices' : 'on one device'}
            </Text>
            {confirming === k.id ? (
              <Group gap="xs">
                <Text size="sm">Remove it? You can still sign in with an e-mailed link.</Text>
                <Button
                  size="xs"
                  color="red"
                  loading={remove.isPending}
                  onClick={() => remove.mutate({ id: k.id }, { onSettled: () => setConfirming(null) })}
                >
                  Remove passkey
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                  Keep it
                </Button>
              </Group>
            ) : (
              <Group>
                <Button size="xs" variant="default" onClick={() => setConfirming(k.id)}>
                  Remove
                </Button>
              </Group>
            )}
          </Stack>
        </Card>
      ))}
      <Button variant="default" onClick={() => void start()} loading={busy}>
        {keys.length ? 'Add another passkey' : 'Add a passkey'}
      </Button>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
