import { Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { TRAINING_PRICES } from '../../../domain/catalog';
import { formatPence, poundsParam } from '../../../domain/money';
import { trpc } from '../../trpc';
import { trainingSessionType } from '../../../domain/training';
import { ButtonLink } from '../../components/button-link';

/** /booking?type=training: the personal-training purchase the visitor chose, priced by the server. */
export function TrainingOffer({ title, price }: { title?: string; price?: string }) {
  const sessionType = trainingSessionType(title, price);
  const quote = trpc.checkout.quote.useQuery({ type: 'training', sessionType });
  const name = title || TRAINING_PRICES[sessionType].title;
  const amountPence = quote.data?.amountPence;
  return (
    <Container size="sm" pt={{ base: 32, md: 48 }}>
      <Card withBorder radius="md" padding="xl" data-testid="training-offer">
        <Stack gap="sm">
          <Title order={2} fz="h3">
            {name}
          </Title>
          {quote.isPending ? (
            <Group gap="xs" role="status">
              <Loader size="xs" aria-hidden />
              <Text fz="sm">Checking the price...</Text>
            </Group>
          ) : quote.isError || amountPence === undefined ? (
            <Text c="red.8" role="alert">
              Failed to load the price. Please try again.
            </Text>
          ) : (
            <>
              <Text>
                <Text span fz={32} fw={800}>
                  {formatPence(amountPence)}
                </Text>{' '}
                {quote.data?.description && quote.data.description !== name && <Text span>{quote.data.description}</Text>}
              </Text>
              <ButtonLink
                to="/checkout"
                search={{ type: 'training', sessionType, class: name, price: poundsParam(amountPence) }}
                size="md"
                leftSection={<IconLock size={18} aria-hidden />}
                w={{ base: '100%', sm: 'auto' }}
                h="auto"
                mih={44}
                py={8}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
                style={{ alignSelf: 'flex-start' }}
              >
                Continue to Secure Payment
              </ButtonLink>
            </>
          )}
          <Text fz="sm">Prefer a group class? Choose one from the schedule below.</Text>
        </Stack>
      </Card>
    </Container>
  );
}
