import { Badge, Button, Chip, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { TIME_SLOT_OPTIONS, type DayPart } from '../../../../domain/time';

export const DAY_PARTS: { part: DayPart; label: string; range: string }[] = [
  { part: 'morning', label: 'Morning', range: '06:00-11:45' },
  { part: 'afternoon', label: 'Afternoon', range: '12:00-17:45' },
  { part: 'evening', label: 'Evening', range: '18:00-21:45' },
];

export interface TimeSlotGridProps {
  /** Chosen start times, HH:mm. */
  value: string[];
  onChange: (value: string[]) => void;
  /** Starts that would overlap a slot the day already has: shown but not choosable. */
  unavailable?: ReadonlySet<string>;
  disabled?: boolean;
  error?: string | null;
}

// The real checkbox is laid over its chip (transparent) instead of shrunk to nothing, so a click, a tap,
// a screen reader and a test driver all meet the same element.
const CHIP_STYLES = {
  root: { position: 'relative' as const },
  input: { position: 'absolute' as const, inset: 0, width: '100%', height: '100%', margin: 0, opacity: 0, zIndex: 1, cursor: 'pointer' },
  label: { fontVariantNumeric: 'tabular-nums' },
};

const ORDER = new Map(TIME_SLOT_OPTIONS.map((o, i) => [o.startTime, i]));
const byTime = (a: string, b: string) => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0);

/**
 * SPEC §5's one-hour slots starting every 15 minutes, 06:00 to 21:45, grouped morning / afternoon /
 * evening. Each start is a checkbox chip, so Tab reaches it and Space toggles it.
 */
export function TimeSlotGrid({ value, onChange, unavailable, disabled, error }: TimeSlotGridProps) {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  return (
    <Stack gap="sm" aria-describedby={error ? errorId : undefined}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Time slots{' '}
          <Text span size="sm" c="dimmed" fw={400}>
            (each one hour long)
          </Text>
        </Text>
        <Group gap="xs">
          <Badge variant="light" aria-live="polite">
            {value.length} selected
          </Badge>
          {value.length > 0 && (
            <Button size="compact-xs" variant="subtle" onClick={() => onChange([])} disabled={disabled}>
              Clear selection
            </Button>
          )}
        </Group>
      </Group>
      <Chip.Group multiple value={value} onChange={(next) => onChange([...next].sort(byTime))}>
        {DAY_PARTS.map(({ part, label, range }) => {
          const headingId = `${baseId}-${part}`;
          return (
            <Stack key={part} gap={6} role="group" aria-labelledby={headingId}>
              <Text id={headingId} size="xs" fw={700} tt="uppercase" c="dimmed">
                {label} ({range})
              </Text>
              <Group gap={6}>
                {TIME_SLOT_OPTIONS.filter((o) => o.part === part).map((o) => {
                  const blocked = unavailable?.has(o.startTime) ?? false;
                  return (
                    <Chip
                      key={o.startTime}
                      value={o.startTime}
                      size="xs"
                      variant="outline"
                      disabled={disabled || (blocked && !value.includes(o.startTime))}
                      aria-label={`${o.startTime} to ${o.endTime}${blocked ? ' (overlaps an existing slot)' : ''}`}
                      title={blocked ? `${o.startTime}-${o.endTime} overlaps an existing slot` : `${o.startTime}-${o.endTime}`}
                      styles={CHIP_STYLES}
                    >
                      {o.startTime}
                    </Chip>
                  );
                })}
              </Group>
            </Stack>
          );
        })}
      </Chip.Group>
      {error && (
        <Text id={errorId} size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
