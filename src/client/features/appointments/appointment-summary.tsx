import { Group, Paper, Stack, Text } from '@mantine/core';
import type { AppointmentTypeDto } from '../../../domain/appointments/dto';
import type { FreeTime } from '../../../domain/availability';
import { formatPence } from '../../../domain/money';
import { dayjs, DATE_FORMAT, formatTime12h } from '../../../domain/time';
import { durationLabel, PLACE_LABELS } from '../../components/appointment-labels';

/** 'Monday 30 November at 10:00 AM' (London). */
export const whenLabel = (time: FreeTime) =>
  `${dayjs(time.date, DATE_FORMAT, true).format('dddd D MMMM')} at ${formatTime12h(time.startTime)}`;

/** What she has chosen so far: the session, its time in London, where, and what it costs. */
export function AppointmentSummary({ type, time }: { type: AppointmentTypeDto; time?: FreeTime | null }) {
  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0" data-testid="appointment-summary">
      <Stack gap={2}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>{type.name}</Text>
          <Text fw={700}>{type.pricePence === 0 ? 'Free' : formatPence(type.pricePence)}</Text>
        </Group>
        {time && <Text fz="sm">{whenLabel(time)} (UK time)</Text>}
        <Text fz="sm" c="dimmed">
          {durationLabel(type.durationMinutes)} · {PLACE_LABELS[type.place]}
        </Text>
      </Stack>
    </Paper>
  );
}
