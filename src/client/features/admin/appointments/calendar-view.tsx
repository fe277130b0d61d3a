import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { CalendarAppointmentDto, CalendarDto } from '../../../../domain/appointments/calendar';
import type { AdminSlotDto } from '../../../../domain/dto';
import { addDays, dayjs, DATE_FORMAT, formatTime12h, weekDates, weekRangeLabel } from '../../../../domain/time';
import { ErrorState, LoadingState } from '../query-state';

export type CalendarMode = 'day' | 'week';

type Entry =
  | { kind: 'class'; start: string; key: string; slot: AdminSlotDto }
  | { kind: 'appointment'; start: string; key: string; appointment: CalendarAppointmentDto };

/** One day's classes and appointments in time order. */
export function dayEntries(data: CalendarDto, date: string): Entry[] {
  const entries: Entry[] = [
    ...data.classes
      .filter((s) => s.date === date)
      .map((slot): Entry => ({ kind: 'class', start: slot.startTime.slice(0, 5), key: `c${slot.id}`, slot })),
    ...data.appointments
      .filter((a) => a.date === date)
      .map((appointment): Entry => ({ kind: 'appointment', start: appointment.startTime, key: `a${appointment.id}`, appointment })),
  ];
  return entries.sort((a, b) => a.start.localeCompare(b.start) || a.key.localeCompare(b.key));
}

const range = (start: string, end: string) => `${formatTime12h(start)} - ${formatTime12h(end)}`;

function ClassItem({ slot, classNames }: { slot: AdminSlotDto; classNames: Map<string, string> }) {
  const booked = slot.maxBookings - slot.availableSpots;
  const title = slot.allowedClassTypes.length ? slot.allowedClassTypes.map((id) => classNames.get(id) ?? 'Class').join(', ') : 'Open Class';
  return (
    <Paper withBorder p="xs" radius="sm" style={{ borderLeft: '4px solid var(--mantine-color-blue-6)' }} data-testid="calendar-class">
      <Group gap={4} justify="space-between" align="flex-start">
        <Text fz="sm" fw={700}>
          {range(slot.startTime, slot.endTime)}
        </Text>
        <Badge size="sm" variant="light" color={slot.isActive ? 'blue' : 'gray'}>
          {slot.isActive ? 'Class' : 'Class (off)'}
        </Badge>
      </Group>
      <Text fz="sm">{title}</Text>
      <Text fz="xs" c="dimmed">
        {slot.locationName ?? 'Online'} · {booked}/{slot.maxBookings} booked
      </Text>
    </Paper>
  );
}

function AppointmentItem({ appointment, actions }: { appointment: CalendarAppointmentDto; actions?: ReactNode }) {
  const held = appointment.status === 'held';
  return (
    <Paper withBorder p="xs" radius="sm" style={{ borderLeft: '4px solid var(--mantine-color-teal-7)' }} data-testid="calendar-appointment">
      <Group gap={4} justify="space-between" align="flex-start">
        <Text fz="sm" fw={700}>
          {range(appointment.startTime, appointment.endTime)}
        </Text>
        <Badge size="sm" variant="light" color={held ? 'orange' : 'teal'}>
          {held ? 'Being paid' : 'Appointment'}
        </Badge>
      </Group>
      <Text fz="sm">{appointment.typeName}</Text>
      <Text fz="sm" fw={600}>
        {appointment.name}
      </Text>
      {appointment.healthFlagged && (
        <Badge size="sm" variant="light" color="red" data-testid="health-flag">
          Health answers need a look
        </Badge>
      )}
      <Anchor href={`tel:${appointment.phone.replace(/\s+/g, '')}`} fz="xs" display="block">
        {appointment.phone}
      </Anchor>
      <Anchor href={`mailto:${appointment.email}`} fz="xs" display="block" style={{ overflowWrap: 'anywhere' }}>
        {appointment.email}
      </Anchor>
      {appointment.notes && (
        <Text fz="xs" c="dimmed">
          {appointment.notes}
        </Text>
      )}
      {actions}
    </Paper>
  );
}

export interface CalendarViewProps {
  mode: CalendarMode;
  /** The day shown, or a day of the week shown. */
  date: string;
  today: string;
  data: CalendarDto | undefined;
  loading: boolean;
  failed: boolean;
  classNames: Map<string, string>;
  onModeChange: (mode: CalendarMode) => void;
  onDateChange: (date: string) => void;
  onRetry: () => void;
  /** Move and Cancel for an appointment (left out where the owner's actions are not offered). */
  appointmentActions?: (appointment: CalendarAppointmentDto) => ReactNode;
  /** Beside the day and week switch: adding an appointment for a client. */
  addAction?: ReactNode;
}

/** Her day or week: classes and appointments side by side in time order, one column per day (stacked on a phone). */
export function CalendarView(props: CalendarViewProps) {
  const { mode, date, today, data, loading, failed, classNames, onModeChange, onDateChange, onRetry, appointmentActions, addAction } =
    props;
  const days = mode === 'day' ? [date] : weekDates(date);
  const step = mode === 'day' ? 1 : 7;
  const label = mode === 'day' ? dayjs(date, DATE_FORMAT, true).format('dddd D MMMM YYYY') : weekRangeLabel(date);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={mode}
          onChange={onModeChange}
          data={[
            { value: 'day', label: 'Day' },
            { value: 'week', label: 'Week' },
          ]}
          aria-label="Calendar view"
        />
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="default"
            size="sm"
            px="xs"
            onClick={() => onDateChange(addDays(date, -step))}
            aria-label={mode === 'day' ? 'Previous day' : 'Previous week'}
          >
            <IconChevronLeft size={16} aria-hidden />
          </Button>
          <Button variant="default" size="sm" onClick={() => onDateChange(today)}>
            Today
          </Button>
          <Button
            variant="default"
            size="sm"
            px="xs"
            onClick={() => onDateChange(addDays(date, step))}
            aria-label={mode === 'day' ? 'Next day' : 'Next week'}
          >
            <IconChevronRight size={16} aria-hidden />
          </Button>
        </Group>
      </Group>
      <Group justify="space-between" gap="sm">
        <Text fw={700} aria-live="polite" data-testid="calendar-label">
          {label}
        </Text>
        {addAction}
      </Group>
      {loading ? (
        <LoadingState label="Loading calendar..." />
      ) : failed || !data ? (
        <ErrorState message="Failed to fetch the calendar" onRetry={onRetry} />
      ) : (
        <SimpleGrid cols={mode === 'day' ? 1 : { base: 1, md: 7 }} spacing="xs" verticalSpacing="sm">
          {days.map((d) => {
            const entries = dayEntries(data, d);
            return (
              <Stack key={d} gap={6} role="group" aria-label={dayjs(d, DATE_FORMAT, true).format('dddd D MMMM')} data-testid="calendar-day">
                {mode === 'week' && (
                  <Text fw={700} fz="sm" c={d === today ? 'teal.9' : undefined}>
                    {dayjs(d, DATE_FORMAT, true).format('ddd D MMM')}
                    {d === today ? ' (today)' : ''}
                  </Text>
                )}
                {entries.length === 0 ? (
                  <Text fz="sm" c="dimmed">
                    Nothing booked
                  </Text>
                ) : (
                  entries.map((e) =>
                    e.kind === 'class' ? (
                      <ClassItem key={e.key} slot={e.slot} classNames={classNames} />
                    ) : (
                      <AppointmentItem key={e.key} appointment={e.appointment} actions={appointmentActions?.(e.appointment)} />
                    ),
                  )
                )}
              </Stack>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
