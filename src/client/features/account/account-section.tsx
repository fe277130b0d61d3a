import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { AccountBooking } from '../../../domain/account';
import { lazyWithPreload } from '../../components/load-on-intent';
import { trpc } from '../../trpc';
import { useHashToken } from '../../components/use-hash-token';
import { AccountView } from './account-view';
import { PasskeySignIn, PasskeysPanel } from './passkeys';
import { MembershipsPanel } from './memberships-panel';
import { SignInForm } from './sign-in-form';

const { Component: MoveDialog } = lazyWithPreload(() => import('./move-dialog'));

/**
 * /account: asks for a sign-in link, or lands from it (/account#<token>): the token is read from the fragment,
 * exchanged once for the session cookie, and the fragment cleared so it stays in no history entry.
 */
export function AccountSection() {
  const token = useHashToken();
  const utils = trpc.useUtils();
  // A new session (perhaps another person's, after a sign-out on this device): everything her page shows is asked
  // again, not only who is signed in (the receipts and memberships of the one before stayed otherwise).
  const exchange = trpc.account.session.useMutation({ onSuccess: () => utils.invalidate() });
  const exchanged = useRef(false);
  useEffect(() => {
    if (!token || exchanged.current) return;
    exchanged.current = true;
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    exchange.mutate({ token });
  }, [token, exchange]);

  const waiting = token === undefined || (Boolean(token) && !exchange.isSuccess && !exchange.isError);
  const me = trpc.account.me.useQuery(undefined, { enabled: !waiting, retry: false });
  const receipts = trpc.account.receipts.useQuery(undefined, { enabled: Boolean(me.data), retry: false });
  const signIn = trpc.account.signIn.useMutation();
  // Signed out, the page asks for an address afresh (not 'a link is on its way' from before she signed in).
  const done = {
    onSuccess: () => {
      signIn.reset();
      return utils.account.me.reset();
    },
  };
  const signOut = trpc.account.signOut.useMutation(done);
  const signOutEverywhere = trpc.account.signOutEverywhere.useMutation(done);
  const leave = trpc.account.leaveWaitlist.useMutation({ onSuccess: () => utils.account.me.invalidate() });
  const dataLink = trpc.privacy.requestData.useMutation();
  const [moving, setMoving] = useState<AccountBooking | null>(null);

  let body: React.ReactNode;
  if (waiting || (me.isLoading && !me.isError)) {
    body = <Loader aria-label="Loading your account" />;
  } else if (me.data) {
    const view = me.data;
    body = (
      <>
        <AccountView
          view={view}
          receipts={receipts.data?.receipts}
          busy={signOut.isPending || signOutEverywhere.isPending || leave.isPending}
          dataLinkSent={dataLink.isSuccess}
          onLeave={(id) => leave.mutate({ id })}
          onSignOut={() => signOut.mutate()}
          onSignOutEverywhere={() => signOutEverywhere.mutate()}
          onDataLink={() => dataLink.mutate({ email: view.email })}
          onMove={setMoving}
          passkeys={<PasskeysPanel />}
        />
        <MembershipsPanel />
        {moving && (
          <Suspense fallback={null}>
            <MoveDialog booking={moving} onClose={() => setMoving(null)} />
          </Suspense>
        )}
      </>
    );
  } else {
    body = (
      <Stack gap="sm">
        {exchange.isError && (
          <Text c="red" role="alert">
            This sign-in link is not valid, has been used or has expired. Please ask for a new one.
          </Text>
        )}
        <SignInForm sending={signIn.isPending} sent={signIn.isSuccess} onSubmit={(email) => signIn.mutate({ email })} />
        {!signIn.isSuccess && <PasskeySignIn onSignedIn={() => void utils.account.invalidate()} />}
      </Stack>
    );
  }
  return (
    <Container size="sm" py={{ base: 24, md: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1}>Your account</Title>
        {body}
      </Stack>
    </Container>
  );
}
