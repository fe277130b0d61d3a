import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { FreeTime } from '../../domain/availability';
import { dayjs, DATE_FORMAT, formatTime12h, weekDates, weekRangeLabel } from '../../domain/time';

export interface WeekTimesProps {
  /** The Monday of the week shown (London dates). */
  monday: string;
  times: FreeTime[] | undefined;
  loading: boolean;
  failed: boolean;
  /** Going back is pointless before this week; going on is pointless past the type's horizon. */
  canGoBack: boolean;
  canGoOn: boolean;
  /** Said above the times, e.g. that the time she chose has just been taken. */
  notice?: string | null;
  onPrev: () => void;
  onNext: () => void;
  onRetry: () => void;
  onPick: (time: FreeTime) => void;
  /** Inside a narrow column (the manage page's): at most three days a row, whatever the screen's width. */
  narrow?: boolean;
}

const dayLabel = (date: string) => dayjs(date, DATE_FORMAT, true).format('ddd D MMM');
const longDay = (date: string) => dayjs(date, DATE_FORMAT, true).format('dddd D MMMM');

/** Step 2: the free start times of one week in London time, day by day, a week at a time. */
export function WeekTimes(props: WeekTimesProps) {
  const { monday, times, loading, failed, canGoBack, canGoOn, notice, onPrev, onNext, onRetry, onPick } = props;
  const byDay = new Map<string, FreeTime[]>();
  for (const t of times ?? []) byDay.set(t.date, [...(byDay.get(t.date) ?? []), t]);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Button
          variant="default"
          size="sm"
          px="xs"
          onClick={onPrev}
          disabled={!canGoBack}
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          aria-label="Previous week"
        >
          <Text span visibleFrom="xs" inherit>
            Previous
          </Text>
        </Button>
        <Text fw={700} ta="center" aria-live="polite" data-testid="week-label">
          {weekRangeLabel(monday)}
        </Text>
        <Button
          variant="default"
          size="sm"
          px="xs"
          onClick={onNext}
          disabled={!canGoOn}
          rightSection={<IconChevronRight size={16} aria-hidden />}
          aria-label="Next week"
        >
          <Text span visibleFrom="xs" inherit>
            Next
          </Text>
        </Button>
      </Group>
      <Text fz="sm" c="dimmed">
        Times are UK time (London).
      </Text>
      {notice && (
        <Alert color="orange" role="alert">
          {notice}
        </Alert>
      )}
      {loading ? (
        <Group gap="sm" role="status" justify="center" py="lg">
          <Loader size="sm" aria-hidden />
          <Text>Finding free times...</Text>
        </Group>
      ) : failed || !times ? (
        <Alert color="red" role="alert" title="Failed to load the free times">
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            Try again
          </Button>
        </Alert>
      ) : times.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text ta="center" c="dimmed">
            No free times this week.{canGoOn ? ' Try the next week.' : ''}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid cols={props.narrow ? { base: 1, sm: 2, md: 3 } : { base: 1, sm: 2, md: 4, lg: 7 }} spacing="sm" verticalSpacing="sm">
          {weekDates(monday).map((date) => {
            const free = byDay.get(date) ?? [];
            return (
              <Paper key={date} withBorder p="xs" radius="md" role="group" aria-label={longDay(date)} data-testid="week-day">
                <Text fw={700} fz="sm" mb={6}>
                  {dayLabel(date)}
                </Text>
                {free.length === 0 ? (
                  <Text fz="sm" c="dimmed">
                    No free times
                  </Text>
                ) : (
                  <Group gap={6}>
                    {free.map((t) => (
                      <Button
                        key={t.start}
                        variant="light"
                        size="compact-md"
                        onClick={() => onPick(t)}
                        aria-label={`${longDay(t.date)} at ${formatTime12h(t.startTime)}`}
                      >
                        {formatTime12h(t.startTime)}
                      </Button>
                    ))}
                  </Group>
                )}
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
