import { Alert, Button, Chip, Group, List, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ClassTypeDto, LocationDto, SlotBatchResult } from '../../../../domain/dto';
import { seriesCreateSchema } from '../../../../domain/schemas';
import { describeSeries, isoWeekdayOf, SERIES_MAX_WEEKS, WEEKDAY_NAMES } from '../../../../domain/series';
import { formatLongDate, TIME_SLOT_OPTIONS } from '../../../../domain/time';
import { trpc } from '../../../trpc';
import { notifyError, notifySuccess, notifyWarning } from '../notify';
import { onSubmitOnly } from '../crud/use-crud';
import { usePastDateCheck } from './past-date';
import {
  defaultSettings,
  maxBookingsError,
  settingsPayload,
  SlotSettingsFields,
  type SlotSettings,
  withCapacityDefault,
} from './slot-settings-fields';

const START_OPTIONS = TIME_SLOT_OPTIONS.map((o) => o.startTime);
const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const fromMinutes = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
/** End times a quarter of an hour apart, from 15 minutes after the start to 23:45. */
export const endOptions = (start: string) => {
  const out: string[] = [];
  for (let m = toMinutes(start) + 15; m <= 23 * 60 + 45; m += 15) out.push(fromMinutes(m));
  return out;
};

/** What the series and copy forms made: the dates left out, each with its reason. */
export function BatchOutcome({ result }: { result: SlotBatchResult }) {
  if (result.skipped.length === 0) return null;
  return (
    <Alert color="orange" variant="light" title={`${result.skipped.length} not created`} role="alert">
      <List size="sm">
        {result.skipped.map((s) => (
          <List.Item key={`${s.date}-${s.startTime}`}>
            {formatLongDate(s.date)} {s.startTime}: {s.reason}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

export function notifyBatch(title: string, result: SlotBatchResult) {
  const made = `Created ${result.created.length} schedule slot${result.created.length === 1 ? '' : 's'}.`;
  if (result.skipped.length === 0) notifySuccess(title, made);
  else notifyWarning(title, `${made} ${result.skipped.length} left out: ${result.skipped[0]!.reason}`);
}

/**
 * A weekly series in one step, in the order the owner thinks of it: which days, what time, for how long, then
 * the usual slot settings. Starting in the past asks first.
 */
export function SeriesForm({
  date,
  locations,
  classTypes,
  onDone,
}: {
  date: string;
  locations: LocationDto[];
  classTypes: ClassTypeDto[];
  onDone: () => void;
}) {
  const [startDate, setStartDate] = useState(date);
  const [weekdays, setWeekdays] = useState<string[]>([String(isoWeekdayOf(date))]);
  const [startTime, setStartTime] = useState('18:00');
  const [endTime, setEndTime] = useState('19:00');
  const [weeks, setWeeks] = useState<number | string>(12);
  const [settings, setSettings] = useState<SlotSettings>(() => defaultSettings(locations));
  const [capacityTouched, setCapacityTouched] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [result, setResult] = useState<SlotBatchResult | null>(null);
  const past = usePastDateCheck();
  const utils = trpc.useUtils();
  const create = trpc.admin.schedule.createSeries.useMutation({
    onSuccess: (made) => {
      notifyBatch('Series Created', made);
      if (made.skipped.length === 0) onDone();
      else setResult(made);
    },
    onError: (error) => notifyError('Failed to create schedule', error),
    onSettled: () => Promise.all([utils.admin.schedule.invalidate(), utils.schedule.invalidate()]),
  });

  const send = () =>
    create.mutate({ startDate, weekdays: weekdays.map(Number), startTime, endTime, weeks: Number(weeks), ...settingsPayload(settings) });

  /** The fields' own messages come from the server's schema (weekdays, weeks 1-52, a real date); capacity from the shared check. */
  const submit = () => {
    const parsed = seriesCreateSchema.safeParse({
      startDate,
      weekdays: weekdays.map(Number),
      startTime,
      endTime,
      weeks: Number(weeks),
      ...settingsPayload(settings),
    });
    const issueOf = (field: string) => (parsed.success ? null : (parsed.error.issues.find((i) => i.path[0] === field)?.message ?? null));
    const found = {
      startDate: issueOf('startDate'),
      weekdays: issueOf('weekdays'),
      weeks: issueOf('weeks'),
      maxBookings: maxBookingsError(settings.maxBookings),
    };
    setErrors(found);
    // Anything else the schema refuses is the server's to explain, in its error toast.
    if (Object.values(found).some(Boolean)) return;
    past.guard(startDate, send);
  };

  const count = Number(weeks) * weekdays.length;
  return (
    <form onSubmit={onSubmitOnly(submit)} noValidate>
      <Stack gap="md">
        <Chip.Group multiple value={weekdays} onChange={setWeekdays}>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="series-days">
              Days
            </Text>
            <Group gap={6} role="group" aria-labelledby="series-days">
              {WEEKDAY_NAMES.map((name, i) => (
                <Chip key={name} value={String(i + 1)} size="sm" aria-label={name}>
                  {name.slice(0, 3)}
                </Chip>
              ))}
            </Group>
            {errors.weekdays && (
              <Text size="xs" c="red" role="alert">
                {errors.weekdays}
              </Text>
            )}
          </Stack>
        </Chip.Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Select
            label="Start time"
            data={START_OPTIONS}
            value={startTime}
            allowDeselect={false}
            onChange={(v) => {
              if (!v) return;
              setStartTime(v);
              // Keep the class's length when the start moves.
              const length = toMinutes(endTime) - toMinutes(startTime);
              setEndTime(fromMinutes(Math.min(toMinutes(v) + Math.max(15, length), 23 * 60 + 45)));
            }}
          />
          <Select
            label="End time"
            data={endOptions(startTime)}
            value={endTime}
            allowDeselect={false}
            onChange={(v) => v && setEndTime(v)}
          />
          <TextInput
            label="First date"
            type="date"
            value={startDate}
            onChange={(e) => setStartDate(e.currentTarget.value)}
            error={errors.startDate}
          />
          <NumberInput
            label="Weeks"
            min={1}
            max={SERIES_MAX_WEEKS}
            allowDecimal={false}
            allowNegative={false}
            value={weeks}
            onChange={setWeeks}
            error={errors.weeks}
          />
        </SimpleGrid>
        <SlotSettingsFields
          value={settings}
          onChange={(next) => {
            if (next.maxBookings !== settings.maxBookings) setCapacityTouched(true);
            setSettings(withCapacityDefault(settings, next, classTypes, capacityTouched));
          }}
          locations={locations}
          classTypes={classTypes}
          maxBookingsError={errors.maxBookings}
          disabled={create.isPending}
        />
        {weekdays.length > 0 && count > 0 && (
          <Text size="sm" c="dimmed">
            {describeSeries(weekdays.map(Number), startTime, endTime, Number(weeks))}: {count} classes from {formatLongDate(startDate)}.
          </Text>
        )}
        {result && <BatchOutcome result={result} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={create.isPending}>
            {result ? 'Close' : 'Cancel'}
          </Button>
          {!result && (
            <Button type="submit" loading={create.isPending}>
              Create Series
            </Button>
          )}
        </Group>
      </Stack>
      {past.dialog}
    </form>
  );
}
