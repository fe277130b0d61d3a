import '@mantine/core/styles/Alert.css';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import type { AppointmentTypeDto } from '../../../domain/appointments/dto';
import { formatPence } from '../../../domain/money';
import { durationLabel, PLACE_LABELS } from '../../components/appointment-labels';

export interface TypeChoiceProps {
  types: AppointmentTypeDto[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onChoose: (type: AppointmentTypeDto) => void;
}

/** Step 1: which session. Each type is a card with one button, so a keyboard reaches them in order. */
export function TypeChoice({ types, loading, failed, onRetry, onChoose }: TypeChoiceProps) {
  if (loading)
    return (
      <Text role="status" c="dimmed">
        Loading sessions...
      </Text>
    );
  if (failed || !types)
    return (
      <Alert color="red" role="alert" title="Failed to load the sessions">
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  if (types.length === 0) return <Text c="dimmed">No sessions can be booked online at the moment. Please contact us.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: types.length > 1 ? 2 : 1, md: types.length > 2 ? 3 : types.length }} spacing="md">
      {types.map((type) => (
        <Card key={type.id} withBorder radius="md" padding="lg" data-testid="appointment-type">
          <Stack gap="xs" h="100%">
            <Title order={3} fz="h4">
              {type.name}
            </Title>
            <Group gap="xs">
              <Badge variant="light" leftSection={<IconClock size={12} aria-hidden />}>
                {durationLabel(type.durationMinutes)}
              </Badge>
              <Badge variant="light" color="gray" leftSection={<IconMapPin size={12} aria-hidden />}>
                {PLACE_LABELS[type.place]}
              </Badge>
            </Group>
            {type.description && <Text fz="sm">{type.description}</Text>}
            <Text fw={700} fz="xl" mt="auto">
              {type.pricePence === 0 ? 'Free' : formatPence(type.pricePence)}
            </Text>
            <Button onClick={() => onChoose(type)} aria-label={`Choose a time for ${type.name}`}>
              Choose a time
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
