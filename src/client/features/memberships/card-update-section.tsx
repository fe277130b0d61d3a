import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { TRPCClientError } from '@trpc/client';
import { useEffect, useState } from 'react';
import { formatPence } from '../../../domain/money';
import { ButtonLink } from '../../components/button-link';
import { LinkLoading, LinkProblem } from '../../components/private-link-states';
import { PaymentForm } from '../../components/payment/payment-form';
import { useHashToken } from '../../components/use-hash-token';
import { trpc } from '../../trpc';

const isNotFound = (error: unknown) =>
  error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'NOT_FOUND';

/** A new card for a membership, and what it paid: the screen after the card is accepted. */
export function CardUpdated({ planName, amountPence }: { planName: string; amountPence: number }) {
  return (
    <Alert color="teal" role="status" title="Thank you: your card is updated">
      <Stack gap="xs">
        <Text>
          Your {planName} membership is paid by the new card from now on, and this month&apos;s {formatPence(amountPence)} is taken with it.
          A receipt is on its way by e-mail, and you can book with your membership again.
        </Text>
        <ButtonLink to="/account" size="sm" variant="default" style={{ alignSelf: 'flex-start' }}>
          Your account
        </ButtonLink>
      </Stack>
    </Alert>
  );
}

/**
 * The link of the failed-renewal e-mail (decision 743): /membership/card#<token>. The token asks the server for a
 * SetupIntent on her customer; the new card is saved and pays the unpaid month.
 */
export function CardUpdateSection() {
  const token = useHashToken();
  const setup = trpc.memberships.cardSetup.useMutation();
  const confirmTest = trpc.memberships.confirmTestCardSetup.useMutation();
  const [done, setDone] = useState(false);
  const { mutate } = setup;
  useEffect(() => {
    if (token) mutate({ token });
  }, [token, mutate]);

  let body;
  if (token === null || (setup.isError && isNotFound(setup.error))) {
    body = (
      <Alert color="gray" title="This card link is not valid" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text>
            Open the link in the latest e-mail about your membership&apos;s payment: a link lasts 14 days and is used up once the payment is
            made. Signed in to your account, you can change your card there too.
          </Text>
          <ButtonLink to="/account" size="sm" variant="default">
            Go to your account
          </ButtonLink>
        </Stack>
      </Alert>
    );
  } else if (setup.isError) {
    body = (
      <LinkProblem
        notFound={false}
        notFoundTitle=""
        failedTitle="Your membership could not be loaded"
        hint=""
        next={{ to: '/account', label: 'Go to your account' }}
      />
    );
  } else if (!setup.data) {
    body = <LinkLoading what="your membership" />;
  } else if (done) {
    body = <CardUpdated planName={setup.data.planName} amountPence={setup.data.amountPence} />;
  } else {
    body = (
      <Stack gap="md">
        <Text>
          Your {setup.data.planName} membership&apos;s payment of <b>{formatPence(setup.data.amountPence)}</b> did not go through. Enter a
          new card: it pays this month now and the months after it.
        </Text>
        <PaymentForm
          clientSecret={setup.data.clientSecret}
          amountPence={setup.data.amountPence}
          processingLabel="Processing Payment..."
          purchase="membership"
          membership={{ confirmTest: confirmTest.mutateAsync, intent: 'setup' }}
          onPaid={() => setDone(true)}
        />
      </Stack>
    );
  }

  return (
    <Container size="sm" py="xl" px="md">
      <Stack gap="md">
        <Title order={1}>Update your card</Title>
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          {body}
        </Paper>
      </Stack>
    </Container>
  );
}
