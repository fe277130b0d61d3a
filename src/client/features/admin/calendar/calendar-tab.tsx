import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { addMonths, monthBounds, monthOf } from '../../../../domain/calendar';
import { londonToday } from '../../../../domain/time';
import { trpc } from '../../../trpc';
import { ErrorState, LoadingState } from '../query-state';
import { MonthCalendar } from './month-calendar';

export interface CalendarTabProps {
  /** The month shown first is this date's month. */
  initialDate: string;
  onSelectDay: (date: string) => void;
}

export function CalendarTab({ initialDate, onSelectDay }: CalendarTabProps) {
  const [month, setMonth] = useState(() => monthOf(initialDate));
  const slots = trpc.admin.schedule.range.useQuery(monthBounds(month), { placeholderData: (previous) => previous });
  const classTypes = trpc.admin.classTypes.list.useQuery();
  const classTypeNames = useMemo(() => new Map((classTypes.data ?? []).map((c) => [String(c.id), c.name])), [classTypes.data]);

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2} size="h3">
          Calendar
        </Title>
        <Text size="sm" c="dimmed">
          Choose a day to manage its slots in the Schedule tab.
        </Text>
      </Stack>
      {classTypes.isError && <ErrorState message="Failed to fetch class types" onRetry={() => void classTypes.refetch()} />}
      {slots.isError && <ErrorState message="Failed to fetch month schedules" onRetry={() => void slots.refetch()} />}
      <Paper withBorder p="md" radius="md">
        {slots.isPending ? (
          <LoadingState label="Loading month..." />
        ) : (
          // Still drawn after a failed fetch, so the month can be changed.
          <MonthCalendar
            month={month}
            slots={slots.data ?? []}
            classTypeNames={classTypeNames}
            today={londonToday()}
            onSelectDay={onSelectDay}
            onPrevMonth={() => setMonth((m) => addMonths(m, -1))}
            onNextMonth={() => setMonth((m) => addMonths(m, 1))}
          />
        )}
      </Paper>
    </Stack>
  );
}
