import { Badge, Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarTime, IconCheck } from '@tabler/icons-react';
import { TRAINING_PRICES } from '../../../domain/catalog';
import { formatPence, poundsParam } from '../../../domain/money';
import { ButtonLink } from '../../components/button-link';

/** SPEC §9: £390 for 12 sessions is £32.50 a session and saves £90 on 12 single sessions. */
export const PACKAGE_SESSIONS = 12;
export const PER_SESSION_PENCE = Math.round(TRAINING_PRICES.package.pricePence / PACKAGE_SESSIONS);
export const PACKAGE_SAVING_PENCE = TRAINING_PRICES.single.pricePence * PACKAGE_SESSIONS - TRAINING_PRICES.package.pricePence;

const PLANS = [
  {
    key: 'single',
    title: 'Single Session',
    price: formatPence(TRAINING_PRICES.single.pricePence).replace('.00', ''),
    unit: 'per hour',
    note: '60-minute one-to-one session',
    features: ['Personal assessment and goal setting', 'Programme tailored to you', 'Train at the studio or online'],
    link: { class: TRAINING_PRICES.single.title, price: poundsParam(TRAINING_PRICES.single.pricePence), type: 'training' },
    cta: 'Book Single Session',
    popular: false,
  },
  {
    key: 'package',
    title: '12 Session Package',
    price: formatPence(TRAINING_PRICES.package.pricePence).replace('.00', ''),
    unit: 'for 12 sessions',
    note: `${formatPence(PER_SESSION_PENCE)} per session · save ${formatPence(PACKAGE_SAVING_PENCE).replace('.00', '')}`,
    features: ['Everything in a single session', 'Progress reviews every 4 sessions', 'Nutrition and lifestyle guidance'],
    link: { class: TRAINING_PRICES.package.title, price: poundsParam(TRAINING_PRICES.package.pricePence), type: 'training' },
    cta: 'Book Package',
    popular: true,
  },
] as const;

/** Personal training prices, linking to /booking with the spec's query parameters. */
export function TrainingSection() {
  return (
    <Container component="section" aria-labelledby="training-title" size="lg" py={{ base: 48, md: 72 }}>
      <Stack gap="xl">
        <Stack gap="xs" align="center">
          <Title id="training-title" order={2} ta="center">
            Personal Training
          </Title>
          <Text ta="center" maw={680}>
            One-to-one coaching built around your goals, your schedule and your body.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={820} mx="auto" w="100%">
          {PLANS.map((plan) => (
            <Card
              key={plan.key}
              withBorder
              radius="md"
              padding="xl"
              style={plan.popular ? { borderColor: 'var(--mantine-color-teal-8)', borderWidth: 2 } : undefined}
            >
              <Stack gap="sm" h="100%">
                {plan.popular && (
                  <Badge variant="filled" style={{ alignSelf: 'flex-start' }}>
                    Most Popular
                  </Badge>
                )}
                <Title order={3}>{plan.title}</Title>
                <Text>
                  <Text span fz={40} fw={800} lh={1}>
                    {plan.price}
                  </Text>{' '}
                  <Text span>{plan.unit}</Text>
                </Text>
                <Text fz="sm" fw={600} c="teal.9">
                  {plan.note}
                </Text>
                <List
                  spacing={4}
                  fz="sm"
                  icon={<IconCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden />}
                  style={{ flex: 1 }}
                >
                  {plan.features.map((f) => (
                    <List.Item key={f}>{f}</List.Item>
                  ))}
                </List>
                <ButtonLink to="/booking" search={plan.link} size="md" variant={plan.popular ? 'filled' : 'outline'}>
                  {plan.cta}
                </ButtonLink>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Stack gap="xs" align="center">
          <Text ta="center" maw={680}>
            Pick a time for a session yourself, or start with a free 30-minute consultation.
          </Text>
          <ButtonLink
            to="/booking"
            search={{ type: 'appointment' }}
            size="md"
            variant="light"
            leftSection={<IconCalendarTime size={18} aria-hidden />}
          >
            Choose a Time
          </ButtonLink>
          <Text ta="center" maw={680} mt="sm">
            Coming every week? A monthly membership covers your classes for one payment.
          </Text>
          <ButtonLink to="/memberships" size="md" variant="outline">
            See Memberships
          </ButtonLink>
        </Stack>
      </Stack>
    </Container>
  );
}
