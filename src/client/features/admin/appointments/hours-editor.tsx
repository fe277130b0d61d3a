import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { workingHoursSchema, type WorkingHoursEntry } from '../../../../domain/appointments/rules';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const WEEKDAY_OPTIONS = WEEKDAYS.map((label, i) => ({ value: String(i + 1), label }));
const ANYWHERE = 'anywhere';

interface Row {
  key: number;
  weekday: string;
  startTime: string;
  endTime: string;
  location: string;
}

let nextKey = 1;
const toRow = (h: WorkingHoursEntry): Row => ({
  key: nextKey++,
  weekday: String(h.weekday),
  startTime: h.startTime,
  endTime: h.endTime,
  location: h.locationId === null ? ANYWHERE : String(h.locationId),
});

/** The rows as the server takes them, or the first problem in words ('Tuesday, row 2: ...'). */
export function toWeeklyPattern(rows: Omit<Row, 'key'>[]): { hours: WorkingHoursEntry[] } | { error: string } {
  const hours = rows.map((r) => ({
    weekday: Number(r.weekday),
    startTime: r.startTime,
    endTime: r.endTime,
    locationId: r.location === ANYWHERE ? null : Number(r.location),
  }));
  const parsed = workingHoursSchema.safeParse(hours);
  if (parsed.success) return { hours: parsed.data };
  const issue = parsed.error.issues[0]!;
  const index = typeof issue.path[0] === 'number' ? issue.path[0] : null;
  const where = index === null ? '' : `Row ${index + 1} (${WEEKDAYS[hours[index]!.weekday - 1] ?? 'no day'}): `;
  const field = issue.path[1] === 'startTime' ? 'start ' : issue.path[1] === 'endTime' ? 'end ' : '';
  const message = /invalid|expected|format|HH/i.test(issue.message) ? 'enter times as HH:mm' : issue.message.replace(/^endTime: /, '');
  return { error: `${where}${field}${message}` };
}

/**
 * Her weekly pattern: one row per interval (a weekday, from, to, where), rows added and removed freely,
 * saved all at once. Sorted by day and time when loaded.
 */
export function HoursEditor({
  initial,
  locations,
  busy,
  onSave,
}: {
  initial: WorkingHoursEntry[];
  locations: { value: string; label: string }[];
  busy: boolean;
  onSave: (hours: WorkingHoursEntry[]) => void;
}) {
  const [rows, setRows] = useState<Row[]>(() => initial.map(toRow));
  const [error, setError] = useState<string | null>(null);
  const placeOptions = [{ value: ANYWHERE, label: 'Any location' }, ...locations];
  const change = (key: number, patch: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const add = () => {
    const last = rows[rows.length - 1];
    const weekday = last ? String((Number(last.weekday) % 7) + 1) : '1';
    setRows((all) => [...all, { key: nextKey++, weekday, startTime: '09:00', endTime: '17:00', location: last?.location ?? ANYWHERE }]);
  };
  const save = () => {
    const result = toWeeklyPattern(rows);
    if ('error' in result) setError(result.error);
    else {
      setError(null);
      onSave(result.hours);
    }
  };
  return (
    <Stack gap="sm">
      {rows.length === 0 && (
        <Paper withBorder p="lg" radius="md">
          <Text c="dimmed" ta="center">
            No working hours: nothing can be booked. Add the times you take appointments.
          </Text>
        </Paper>
      )}
      {rows.map((row, i) => (
        <Paper key={row.key} withBorder p="sm" radius="md" data-testid="hours-row">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Day"
              data={WEEKDAY_OPTIONS}
              allowDeselect={false}
              value={row.weekday}
              onChange={(v) => v && change(row.key, { weekday: v })}
              w={{ base: '100%', xs: 150 }}
              aria-label={`Row ${i + 1} day`}
            />
            <TextInput
              label="From"
              type="time"
              value={row.startTime}
              onChange={(e) => change(row.key, { startTime: e.currentTarget.value })}
              w={{ base: 'calc(50% - 6px)', xs: 150 }}
              aria-label={`Row ${i + 1} from`}
            />
            <TextInput
              label="To"
              type="time"
              value={row.endTime}
              onChange={(e) => change(row.key, { endTime: e.currentTarget.value })}
              w={{ base: 'calc(50% - 6px)', xs: 150 }}
              aria-label={`Row ${i + 1} to`}
            />
            <Select
              label="Where"
              data={placeOptions}
              allowDeselect={false}
              value={row.location}
              onChange={(v) => v && change(row.key, { location: v })}
              style={{ flex: 1 }}
              miw={160}
              aria-label={`Row ${i + 1} where`}
            />
            <ActionIcon
              variant="light"
              color="red"
              size="lg"
              mb={2}
              onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
              aria-label={`Remove row ${i + 1}`}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
          Add hours
        </Button>
        <Button onClick={save} loading={busy}>
          Save working hours
        </Button>
      </Group>
    </Stack>
  );
}
