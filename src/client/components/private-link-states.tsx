import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * A private link from an e-mail (manage a booking, a waiting-list offer, one's own data) that cannot be used:
 * `notFound` when the token is missing, unknown or expired (what to check, in grey), otherwise a failure to
 * load (try again, in red). Either way it offers the page a visitor can go on from.
 */
export function LinkProblem(props: {
  notFound: boolean;
  notFoundTitle: string;
  failedTitle: string;
  /** What to check about the link. */
  hint: string;
  /** Said after the hint or the retry advice (e.g. how to reach the business). */
  extra?: string;
  next: { to: '/booking' | '/privacy' | '/account'; label: string };
}): ReactNode {
  const { notFound } = props;
  return (
    <Alert color={notFound ? 'gray' : 'red'} title={notFound ? props.notFoundTitle : props.failedTitle} role="alert">
      <Text>
        {notFound ? props.hint : 'Please try again in a moment.'}
        {props.extra}
      </Text>
      <Anchor component={Link} to={props.next.to} mt="xs" display="inline-block">
        {props.next.label}
      </Anchor>
    </Alert>
  );
}

/** The private link's page while its answer is on the way ('Loading your booking...'). */
export function LinkLoading({ what }: { what: string }): ReactNode {
  return (
    <Stack align="center" py="xl" gap="xs" role="status">
      <Loader />
      <Text>Loading {what}...</Text>
    </Stack>
  );
}
