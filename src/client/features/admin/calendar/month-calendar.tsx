import { ActionIcon, Badge, Box, Group, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { limitBadges, monthGrid, monthLabel, moreLabel, WEEKDAY_LABELS } from '../../../../domain/calendar';
import type { SlotDto } from '../../../../domain/dto';
import { formatLongDate } from '../../../../domain/time';

export const MAX_SLOT_BADGES = 2;

export interface MonthCalendarProps {
  /** 'YYYY-MM'. */
  month: string;
  slots: SlotDto[];
  classTypeNames: ReadonlyMap<string, string>;
  /** Today's London date, highlighted. */
  today: string;
  onSelectDay: (date: string) => void;
  onPrevMonth: () => void;
  onNextMonth: () => void;
}

function SlotPreview({ slot, classTypeNames }: { slot: SlotDto; classTypeNames: ReadonlyMap<string, string> }) {
  const names = slot.allowedClassTypes.map((id) => classTypeNames.get(id) ?? `Class type #${id}`);
  const { shown, more } = limitBadges(names, MAX_SLOT_BADGES);
  const extra = moreLabel(more);
  return (
    <Box
      component="span"
      data-testid="calendar-slot"
      display="block"
      p={4}
      bg={slot.isActive ? 'teal.0' : 'gray.1'}
      style={{ borderLeft: `3px solid var(--mantine-color-${slot.isActive ? 'teal-6' : 'gray-5'})`, borderRadius: 4 }}
    >
      <Text span size="xs" fw={600} display="block" td={slot.isActive ? undefined : 'line-through'}>
        {slot.startTime}
      </Text>
      <Group component="span" gap={2}>
        {names.length === 0 ? (
          <Badge component="span" size="xs" variant="outline">
            Open Class
          </Badge>
        ) : (
          shown.map((name, i) => (
            <Badge component="span" key={`${name}-${i}`} size="xs" variant="light" maw="100%" tt="none">
              {name}
            </Badge>
          ))
        )}
        {extra && (
          <Badge component="span" size="xs" variant="filled" color="gray">
            {extra}
          </Badge>
        )}
      </Group>
    </Box>
  );
}

/**
 * A Monday-to-Sunday month grid. Each day is a button that opens that day in the Schedule tab; each slot
 * shows at most two class-type badges and '+N more' for the rest (SPEC §2).
 */
export function MonthCalendar({ month, slots, classTypeNames, today, onSelectDay, onPrevMonth, onNextMonth }: MonthCalendarProps) {
  const weeks = useMemo(() => monthGrid(month), [month]);
  // On a phone the whole week fits: each day shows its number and how many slots it has; a tap opens the day.
  const compact = useMediaQuery('(max-width: 47.99em)') ?? false;
  const byDate = useMemo(() => {
    const map = new Map<string, SlotDto[]>();
    for (const slot of slots) map.set(slot.date, [...(map.get(slot.date) ?? []), slot]);
    for (const list of map.values()) list.sort((a, b) => (a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : 0));
    return map;
  }, [slots]);

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <ActionIcon variant="default" size="lg" onClick={onPrevMonth} aria-label="Previous month">
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Title order={3} size="h4" miw={170} ta="center" aria-live="polite">
            {monthLabel(month)}
          </Title>
          <ActionIcon variant="default" size="lg" onClick={onNextMonth} aria-label="Next month">
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Group gap="md" aria-label="Legend">
          <Group gap={6}>
            <Box w={14} h={14} bg="teal.0" style={{ borderLeft: '3px solid var(--mantine-color-teal-6)', borderRadius: 3 }} aria-hidden />
            <Text size="sm">Scheduled Class</Text>
          </Group>
          <Group gap={6}>
            <Box w={14} h={14} style={{ border: '2px solid var(--mantine-color-blue-6)', borderRadius: 3 }} aria-hidden />
            <Text size="sm">Today</Text>
          </Group>
        </Group>
      </Group>
      <ScrollArea type={compact ? 'never' : 'auto'} offsetScrollbars="x">
        <Box miw={compact ? undefined : 720}>
          <Box style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4 }} data-testid="calendar-weekdays">
            {WEEKDAY_LABELS.map((d) => (
              <Text key={d} size="xs" fw={700} c="dimmed" ta="center" tt="uppercase" py={4}>
                {d}
              </Text>
            ))}
          </Box>
          <Box style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4 }} data-testid="calendar-grid">
            {weeks.flat().map(({ date, inMonth }) => {
              const daySlots = inMonth ? (byDate.get(date) ?? []) : [];
              const isToday = date === today;
              return (
                <UnstyledButton
                  key={date}
                  data-date={date}
                  data-in-month={inMonth || undefined}
                  data-today={isToday || undefined}
                  onClick={() => onSelectDay(date)}
                  aria-label={`${formatLongDate(date)}${isToday ? ' (today)' : ''}: ${daySlots.length} ${daySlots.length === 1 ? 'slot' : 'slots'}`}
                  p={compact ? 4 : 6}
                  mih={compact ? 56 : 96}
                  bg={inMonth ? 'white' : 'gray.0'}
                  style={{
                    display: 'flex',
                    flexDirection: 'column',
                    gap: 4,
                    alignItems: 'stretch',
                    justifyContent: 'flex-start',
                    border: isToday ? '2px solid var(--mantine-color-blue-6)' : '1px solid var(--mantine-color-gray-3)',
                    borderRadius: 6,
                  }}
                >
                  <Text span size="sm" fw={isToday ? 700 : 500} c={isToday ? 'blue.9' : inMonth ? undefined : 'dimmed'}>
                    {Number(date.slice(8))}
                  </Text>
                  {compact
                    ? daySlots.length > 0 && (
                        <Badge
                          component="span"
                          size="xs"
                          variant={daySlots.some((s) => s.isActive) ? 'light' : 'outline'}
                          color={daySlots.some((s) => s.isActive) ? 'teal' : 'gray'}
                          px={4}
                          aria-hidden
                        >
                          {daySlots.length}
                        </Badge>
                      )
                    : daySlots.map((slot) => <SlotPreview key={slot.id} slot={slot} classTypeNames={classTypeNames} />)}
                </UnstyledButton>
              );
            })}
          </Box>
        </Box>
      </ScrollArea>
    </Stack>
  );
}
