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
import { VoucherCodeInput, voucherRefusal } from '../../components/voucher-code-input';
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
  voucherCode: string;
}
const joinSchema = subscribeSchema.omit({ planId: true });

/** After the first month is paid: her code and what to do next. It stays until she leaves the page. */
export function MembershipWelcome({ plan, email, subscribed }: { plan: MembershipPlanDto; email: string; subscribed: SubscribeDto }) {
  return (
    // Teal with its own title colour, as the other confirmations: readable (axe contrast).
    <Alert color="teal" role="status" title={`Welcome: your ${plan.name} membership has started`}>
      <Stack gap="xs">
        <Text>
          {subscribed.amountPence > 0
            ? `Your first month (${formatPence(subscribed.amountPence)}) is paid.`
            : 'Your first month is paid and your card is saved for the months after it.'}{' '}
          Book classes without paying: sign in to your account with {email}, or give your membership code when you book.
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

/**
 * The first month's sum before the card (decisions 800, 801): its price (the introductory one when she has it), what
 * her gift voucher paid, and what the card pays now; then the monthly price.
 */
export function FirstMonthSummary({ plan, subscribed }: { plan: MembershipPlanDto; subscribed: SubscribeDto }) {
  const voucher = subscribed.voucherPence;
  if (voucher === 0 && !subscribed.introPriced)
    return (
      <Text>
        {plan.name} membership, first month: <b>{formatPence(subscribed.amountPence)}</b>, then {formatPence(plan.pricePence)} a month by
        this card.
      </Text>
    );
  return (
    <Stack gap={4} data-testid="first-month">
      <Group justify="space-between" wrap="nowrap">
        <Text>
          {plan.name} membership, first month{subscribed.introPriced ? ' (introductory price)' : ''}
        </Text>
        <Text>{formatPence(subscribed.firstMonthPence)}</Text>
      </Group>
      {voucher > 0 && (
        <Group justify="space-between" wrap="nowrap">
          <Text>Gift voucher</Text>
          <Text>−{formatPence(voucher)}</Text>
        </Group>
      )}
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>To pay now</Text>
        <Text fw={700}>{formatPence(subscribed.amountPence)}</Text>
      </Group>
      <Text fz="sm">
        {subscribed.amountPence === 0
          ? `Nothing is charged now. Save your card: it pays ${formatPence(plan.pricePence)} a month from the second month.`
          : `Then ${formatPence(plan.pricePence)} a month by this card.`}
      </Text>
    </Stack>
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
    initialValues: { name: '', email: '', phone: '', voucherCode: '' },
    validate: schemaResolver(joinSchema, { sync: true }),
  });
  const subscribe = trpc.memberships.subscribe.useMutation({
    onSuccess: setSubscribed,
    onError: (error) => {
      // A refused gift voucher code is shown under its field.
      if (!voucherRefusal(error)) notifyError('Error', errorMessage(error, 'Failed to start the membership. Please try again.'));
    },
  });
  const confirmTest = trpc.memberships.confirmTestCard.useMutation();
  const confirmTestSetup = trpc.memberships.confirmTestCardSetup.useMutation();

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
          <FirstMonthSummary plan={chosen} subscribed={subscribed} />
          <PaymentForm
            clientSecret={subscribed.clientSecret}
            amountPence={subscribed.amountPence}
            processingLabel={subscribed.intent === 'setup' ? 'Saving...' : 'Processing Payment...'}
            purchase="membership"
            membership={
              subscribed.intent === 'setup'
                ? { confirmTest: confirmTestSetup.mutateAsync, intent: 'setup', submitLabel: 'Save card' }
                : { confirmTest: confirmTest.mutateAsync, intent: 'payment' }
            }
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
          onSubmit={form.onSubmit((v) =>
            subscribe.mutate({
              planId: chosen.id,
              name: v.name,
              email: v.email,
              phone: v.phone,
              ...(v.voucherCode.trim() ? { voucherCode: v.voucherCode.trim() } : {}),
            }),
          )}
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
            <VoucherCodeInput
              description="It pays what it can of the first month; the card pays the rest."
              {...form.getInputProps('voucherCode')}
              error={voucherRefusal(subscribe.error)}
            />
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
