import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Button, Card, Container, Group, List, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { type MembershipPlanDto, subscribeSchema, type SubscribeDto } from '../../../domain/memberships';
import { formatPence } from '../../../domain/money';
import { ButtonLink } from '../../components/button-link';
import { notifyError } from '../../components/notify';
import { errorMessage, PaymentForm } from '../../components/payment/payment-form';
import { trpc } from '../../trpc';

const months = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** What a plan gives, line by line: classes a month, which classes, appointments, the minimum term and the notice. */
export function planFacts(plan: MembershipPlanDto): string[] {
  return [
    plan.classesPerMonth === null ? 'Unlimited classes every month' : `${plan.classesPerMonth} classes a month`,
    `Covers: ${plan.covers.join(', ')}`,
    ...(plan.includesAppointments ? ['Personal training appointments included'] : []),
    `Minimum term: ${months(plan.minimumTermMonths)}`,
    plan.noticeDays === 0 ? 'Cancel at any time, from your account' : `Cancel with ${days(plan.noticeDays)}' notice, from your account`,
  ];
}

function PlanCard({ plan, onJoin }: { plan: MembershipPlanDto; onJoin: () => void }) {
  return (
    <Card withBorder padding="lg" radius="md" aria-label={`${plan.name} membership`} data-testid="membership-plan">
      <Stack gap="sm" h="100%">
        <Title order={2} fz="xl">
          {plan.name}
        </Title>
        <Text>
          <Text span fz={28} fw={700} c="teal.9">
            {formatPence(plan.pricePence)}
          </Text>{' '}
          a month
        </Text>
        {plan.description ? <Text fz="sm">{plan.description}</Text> : null}
        <List fz="sm" spacing={4}>
          {planFacts(plan).map((fact) => (
            <List.Item key={fact}>{fact}</List.Item>
          ))}
        </List>
        <Button mt="auto" onClick={onJoin} aria-label={`Join ${plan.name}`}>
          Join
        </Button>
      </Stack>
    </Card>
  );
}

interface JoinValues {
  name: string;
  email: string;
  phone: string;
}
const joinSchema = subscribeSchema.omit({ planId: true });

/** After the first month is paid: her code and what to do next. It stays until she leaves the page. */
export function MembershipWelcome({ plan, email, subscribed }: { plan: MembershipPlanDto; email: string; subscribed: SubscribeDto }) {
  return (
    // Teal with its own title colour, as the other confirmations: readable (axe contrast).
    <Alert color="teal" role="status" title={`Welcome: your ${plan.name} membership has started`}>
      <Stack gap="xs">
        <Text>
          Your first month ({formatPence(subscribed.amountPence)}) is paid. Book classes without paying: sign in to your account with{' '}
          {email}, or give your membership code when you book.
        </Text>
        <Text>
          Your membership code:{' '}
          <Text span ff="monospace" fw={700} data-testid="membership-code" style={{ whiteSpace: 'nowrap' }}>
            {subscribed.membershipCode}
          </Text>
        </Text>
        <Text fz="sm">We have e-mailed it to you, with a receipt for each month.</Text>
        <Group gap="sm">
          <ButtonLink to="/booking" size="sm">
            Book a class
          </ButtonLink>
          <ButtonLink to="/account" size="sm" variant="default">
            Your account
          </ButtonLink>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The public memberships page (issue 36): the owner's plans on sale, her details, the first month by card, a welcome. */
export function MembershipsSection() {
  const plans = trpc.memberships.plans.useQuery();
  const [chosen, setChosen] = useState<MembershipPlanDto | null>(null);
  const [subscribed, setSubscribed] = useState<SubscribeDto | null>(null);
  const [paid, setPaid] = useState(false);
  const form = useForm<JoinValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '', phone: '' },
    validate: schemaResolver(joinSchema, { sync: true }),
  });
  const subscribe = trpc.memberships.subscribe.useMutation({
    onSuccess: setSubscribed,
    onError: (error) => notifyError('Error', errorMessage(error, 'Failed to start the membership. Please try again.')),
  });
  const confirmTest = trpc.memberships.confirmTestCard.useMutation();

  let body;
  if (plans.isPending) {
    body = (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading memberships" />
      </Group>
    );
  } else if (plans.isError) {
    body = (
      <Alert color="red" title="Memberships could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{errorMessage(plans.error, 'Please try again in a moment.')}</Text>
          <Button variant="default" size="xs" onClick={() => void plans.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (plans.data.length === 0) {
    body = (
      <Alert color="gray" title="No memberships on sale just now">
        Classes can be booked and paid one at a time from the timetable.
      </Alert>
    );
  } else if (chosen && subscribed && paid) {
    body = (
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <MembershipWelcome plan={chosen} email={form.getValues().email} subscribed={subscribed} />
      </Paper>
    );
  } else if (chosen && subscribed) {
    body = (
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Stack gap="md">
          <Text>
            {chosen.name} membership, first month: <b>{formatPence(subscribed.amountPence)}</b>, then {formatPence(chosen.pricePence)} a
            month by this card.
          </Text>
          <PaymentForm
            clientSecret={subscribed.clientSecret}
            amountPence={subscribed.amountPence}
            processingLabel="Processing Payment..."
            purchase="membership"
            membership={{ confirmTest: confirmTest.mutateAsync, intent: 'payment' }}
            onPaid={() => setPaid(true)}
          />
        </Stack>
      </Paper>
    );
  } else if (chosen) {
    body = (
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <form
          noValidate
          aria-label={`Join ${chosen.name}`}
          onSubmit={form.onSubmit((v) => subscribe.mutate({ planId: chosen.id, name: v.name, email: v.email, phone: v.phone }))}
        >
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {chosen.name}: {formatPence(chosen.pricePence)} a month
            </Title>
            <List fz="sm" spacing={4}>
              {planFacts(chosen).map((fact) => (
                <List.Item key={fact}>{fact}</List.Item>
              ))}
            </List>
            <TextInput label="Your name" withAsterisk autoComplete="name" {...form.getInputProps('name')} />
            <TextInput
              label="Your e-mail"
              description="Sign in to your account with it to book without paying."
              withAsterisk
              type="email"
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            <TextInput label="Phone number" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
            <Group gap="sm">
              <Button type="submit" loading={subscribe.isPending}>
                Continue to Payment ({formatPence(chosen.pricePence)})
              </Button>
              <Button variant="default" onClick={() => setChosen(null)}>
                Back
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: Math.min(plans.data.length, 3) }} spacing="lg">
        {plans.data.map((plan) => (
          <PlanCard key={plan.id} plan={plan} onJoin={() => setChosen(plan)} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Container size="md" py="xl" px="md">
      <Stack gap="md">
        <Title order={1}>Memberships</Title>
        <Text>
          One monthly payment for your classes: each paid month gives you that month&apos;s classes, booked without a payment step.
        </Text>
        {body}
      </Stack>
    </Container>
  );
}
