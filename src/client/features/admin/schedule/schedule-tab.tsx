import { ActionIcon, Alert, Button, Group, List, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconCopy, IconPlus, IconRepeat } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { overlappingStarts } from '../../../../domain/calendar';
import type { AdminSlotDto, ClassTypeDto, LocationDto, SlotDto } from '../../../../domain/dto';
import { addDays, formatLongDate, isIsoDate, londonToday, TIME_SLOT_OPTIONS } from '../../../../domain/time';
import { trpc } from '../../../trpc';
import { isUnauthorized, serverMessage } from '../admin-session';
import { FormDialog } from '../crud/form-dialog';
import { shortDate } from '../format';
import { WithdrawDialog, type WithdrawRequest } from '../withdraw-dialog';
import { errorText, notifyError, notifySuccess, notifyWarning } from '../notify';
import { EmptyState, ErrorState, LoadingState } from '../query-state';
import { onSubmitOnly } from '../crud/use-crud';
import { usePastDateCheck } from './past-date';
import { SlotCard } from './slot-card';
import { WaitlistDialog } from './waitlist-dialog';
import { CopyWeekForm } from './copy-week-form';
import { SeriesForm } from './series-form';
import {
  defaultSettings,
  maxBookingsError,
  settingsOf,
  settingsPayload,
  SlotSettingsFields,
  type SlotSettings,
  withCapacityDefault,
} from './slot-settings-fields';
import { TimeSlotGrid } from './time-slot-grid';

export const SELECT_A_TIME = 'Please select at least one time slot';

function useInvalidateSchedules() {
  const utils = trpc.useUtils();
  // The public weekly schedule reads the same slots.
  return () => Promise.all([utils.admin.schedule.invalidate(), utils.schedule.invalidate()]);
}

interface RefusedStart {
  time: string;
  error: unknown;
}

/** Creates a slot per start in order; a lost session stops the rest (they would all be refused the same way). */
async function createEach(times: string[], createOne: (startTime: string, endTime: string) => Promise<unknown>) {
  const failed: RefusedStart[] = [];
  let created = 0;
  for (const startTime of times) {
    const option = TIME_SLOT_OPTIONS.find((o) => o.startTime === startTime)!;
    try {
      await createOne(startTime, option.endTime);
      created += 1;
    } catch (error) {
      failed.push({ time: startTime, error });
      if (isUnauthorized(error)) break;
    }
  }
  return { created, failed };
}

/** The toast of a batch of single slots: all made, some refused (orange, naming the first refusal), or none made. */
function notifyCreated(date: string, created: number, failed: RefusedStart[]) {
  const summary = `Created ${created} schedule slot${created === 1 ? '' : 's'} for ${formatLongDate(date)}.`;
  if (failed.length === 0) return notifySuccess('Schedules Created', summary);
  const first = `${failed[0]!.time}: ${serverMessage(failed[0]!.error) ?? 'Failed to create schedule'}`;
  const more = failed.length > 1 ? ` (and ${failed.length - 1} more)` : '';
  if (created > 0) notifyWarning('Schedules Created', `${summary} Not created: ${first}${more}`);
  else notifyError('Failed to create schedule', failed[0]!.error);
}

function CreateSlotsForm({
  date,
  daySlots,
  locations,
  classTypes,
  onDone,
}: {
  date: string;
  daySlots: SlotDto[];
  locations: LocationDto[];
  classTypes: ClassTypeDto[];
  onDone: () => void;
}) {
  const [times, setTimes] = useState<string[]>([]);
  const [settings, setSettings] = useState<SlotSettings>(() => defaultSettings(locations));
  const [capacityTouched, setCapacityTouched] = useState(false);
  const past = usePastDateCheck();
  const [timeError, setTimeError] = useState<string | null>(null);
  const [maxError, setMaxError] = useState<string | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const create = trpc.admin.schedule.create.useMutation();
  const invalidate = useInvalidateSchedules();
  const unavailable = useMemo(
    () =>
      overlappingStarts(
        TIME_SLOT_OPTIONS,
        daySlots.filter((s) => s.isActive),
      ),
    [daySlots],
  );

  /** Step 1: every field the owner must fix before anything is sent. */
  const validate = () => {
    const noTime = times.length === 0 ? SELECT_A_TIME : null;
    const badMax = maxBookingsError(settings.maxBookings);
    setTimeError(noTime);
    setMaxError(badMax);
    return !noTime && !badMax;
  };

  /** Step 3: what was made and what was refused; refused times stay chosen so they can be changed and tried again. */
  const report = (created: number, failed: RefusedStart[]) => {
    notifyCreated(date, created, failed);
    setFailures(failed.map((f) => `${f.time}: ${errorText('Failed to create schedule', f.error)}`));
    setTimes(failed.map((f) => f.time));
    if (failed.length === 0) onDone();
  };

  /** Step 2: one call per chosen start (SPEC §7), in time order, so of two overlapping choices the earlier wins. */
  const createAll = async () => {
    setBusy(true);
    setFailures([]);
    const { created, failed } = await createEach(times, (startTime, endTime) =>
      create.mutateAsync({ date, startTime, endTime, isActive: true, ...settingsPayload(settings) }),
    );
    setBusy(false);
    // A lapsed session is reported by the session guard, which is already on its way to the sign-in page.
    if (failed.some((f) => isUnauthorized(f.error))) return;
    await invalidate();
    report(created, failed);
  };

  const submit = () => {
    if (validate()) past.guard(date, () => void createAll());
  };

  return (
    <form onSubmit={onSubmitOnly(submit)} noValidate>
      <Stack gap="md">
        <TimeSlotGrid
          value={times}
          onChange={(v) => {
            setTimes(v);
            if (v.length > 0) setTimeError(null);
          }}
          unavailable={unavailable}
          disabled={busy}
          error={timeError}
        />
        <SlotSettingsFields
          value={settings}
          onChange={(v) => {
            if (v.maxBookings !== settings.maxBookings) setCapacityTouched(true);
            setSettings(withCapacityDefault(settings, v, classTypes, capacityTouched));
            setMaxError(null);
          }}
          locations={locations}
          classTypes={classTypes}
          maxBookingsError={maxError}
          disabled={busy}
        />
        {failures.length > 0 && (
          <Alert color="red" variant="light" title="Some slots were not created" role="alert">
            <List size="sm">
              {failures.map((f) => (
                <List.Item key={f}>{f}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {times.length > 1 ? `Create ${times.length} Schedules` : 'Create Schedule'}
          </Button>
        </Group>
      </Stack>
      {past.dialog}
    </form>
  );
}

function EditSlotForm({
  slot,
  locations,
  classTypes,
  onDone,
}: {
  slot: AdminSlotDto;
  locations: LocationDto[];
  classTypes: ClassTypeDto[];
  onDone: () => void;
}) {
  const [settings, setSettings] = useState<SlotSettings>(() => settingsOf(slot));
  const [scope, setScope] = useState<'one' | 'following'>('one');
  const [isActive, setIsActive] = useState(slot.isActive);
  const [maxError, setMaxError] = useState<string | null>(null);
  const invalidate = useInvalidateSchedules();
  const update = trpc.admin.schedule.update.useMutation({
    onSuccess: () => {
      notifySuccess(
        'Schedule Updated',
        scope === 'following'
          ? `The ${slot.startTime}-${slot.endTime} slot and the later ones of its series have been updated.`
          : `The ${slot.startTime}-${slot.endTime} slot has been updated.`,
      );
      onDone();
    },
    onError: (error) => notifyError('Failed to update schedule', error),
    onSettled: invalidate,
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const badMax = maxBookingsError(settings.maxBookings);
        setMaxError(badMax);
        if (!badMax) update.mutate({ id: slot.id, ...settingsPayload(settings), isActive, scope });
      }}
      noValidate
    >
      <Stack gap="sm">
        {/* SPEC §4: editing cannot change the time slot; delete and recreate to move it. */}
        <TextInput label="Time slot" value={`${formatLongDate(slot.date)}, ${slot.startTime}-${slot.endTime}`} readOnly disabled />
        <SlotSettingsFields
          value={settings}
          onChange={(v) => {
            setSettings(v);
            setMaxError(null);
          }}
          locations={locations}
          classTypes={classTypes}
          maxBookingsError={maxError}
          disabled={update.isPending}
        />
        {slot.isActive ? (
          <Text size="sm" c="dimmed">
            To take this slot off the schedule, use Deactivate on its card: it shows who is booked first.
          </Text>
        ) : (
          <Switch label="Active (bookable)" checked={isActive} onChange={(e) => setIsActive(e.currentTarget.checked)} />
        )}
        {slot.seriesId !== null && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="edit-scope">
              This slot is part of a weekly series. Apply the change to
            </Text>
            <SegmentedControl
              aria-labelledby="edit-scope"
              value={scope}
              onChange={(v) => setScope(v)}
              data={[
                { value: 'one', label: 'This one' },
                { value: 'following', label: 'This and following' },
              ]}
              fullWidth
            />
          </Stack>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Update Schedule
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface ScheduleTabProps {
  date: string;
  onDateChange: (date: string) => void;
}

export function ScheduleTab({ date, onDateChange }: ScheduleTabProps) {
  const slots = trpc.admin.schedule.byDate.useQuery({ date });
  const locations = trpc.admin.locations.list.useQuery();
  const classTypes = trpc.admin.classTypes.list.useQuery();
  const [editing, setEditing] = useState<AdminSlotDto | null>(null);
  const [waitlistOf, setWaitlistOf] = useState<AdminSlotDto | null>(null);
  const [creating, setCreating] = useState(false);
  const [makingSeries, setMakingSeries] = useState(false);
  const [copying, setCopying] = useState(false);
  const [withdrawing, setWithdrawing] = useState<WithdrawRequest | null>(null);
  const classTypeNames = useMemo(() => new Map((classTypes.data ?? []).map((c) => [String(c.id), c.name])), [classTypes.data]);

  // Deleting or deactivating shows who is booked first; a slot with booking history is kept, deactivated.
  const withdraw = (slot: SlotDto, remove: boolean) =>
    setWithdrawing({ kind: 'slot', id: slot.id, remove, label: `the ${slot.startTime}-${slot.endTime} slot on ${shortDate(slot.date)}` });

  const optionsReady = locations.isSuccess && classTypes.isSuccess;
  const optionsError = locations.isError ? (
    <ErrorState message="Failed to fetch locations" onRetry={() => void locations.refetch()} />
  ) : classTypes.isError ? (
    <ErrorState message="Failed to fetch class types" onRetry={() => void classTypes.refetch()} />
  ) : null;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h3">
            Schedule
          </Title>
          <Text c="dimmed" size="sm">
            {formatLongDate(date)}
          </Text>
        </Stack>
        <Group gap="xs" align="flex-end">
          <ActionIcon variant="default" size="lg" onClick={() => onDateChange(addDays(date, -1))} aria-label="Previous day">
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <TextInput
            label="Date"
            type="date"
            value={date}
            onChange={(e) => {
              if (isIsoDate(e.currentTarget.value)) onDateChange(e.currentTarget.value);
            }}
            w={170}
          />
          <ActionIcon variant="default" size="lg" onClick={() => onDateChange(addDays(date, 1))} aria-label="Next day">
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
          <Button variant="default" onClick={() => onDateChange(londonToday())}>
            Today
          </Button>
        </Group>
      </Group>
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h4">
          Slots on this date
        </Title>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={() => setCopying(true)}>
            Copy Week
          </Button>
          <Button variant="light" leftSection={<IconRepeat size={16} aria-hidden />} onClick={() => setMakingSeries(true)}>
            Weekly Series
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            Add Schedule
          </Button>
        </Group>
      </Group>
      {slots.isPending ? (
        <LoadingState label="Loading schedules..." />
      ) : slots.isError ? (
        <ErrorState message="Failed to fetch location availability" onRetry={() => void slots.refetch()} />
      ) : slots.data.length === 0 ? (
        <EmptyState>No schedules set for this date...</EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {slots.data.map((slot) => (
            <SlotCard
              key={slot.id}
              slot={slot}
              classTypeNames={classTypeNames}
              onEdit={() => setEditing(slot)}
              onDelete={() => withdraw(slot, true)}
              onDeactivate={() => withdraw(slot, false)}
              onWaitlist={() => setWaitlistOf(slot)}
            />
          ))}
        </SimpleGrid>
      )}
      {waitlistOf && <WaitlistDialog slot={waitlistOf} onClose={() => setWaitlistOf(null)} />}
      <FormDialog opened={creating} onClose={() => setCreating(false)} title={`Add Schedule: ${formatLongDate(date)}`} size="xl">
        {optionsError ??
          (!optionsReady ? (
            <LoadingState />
          ) : (
            <CreateSlotsForm
              date={date}
              daySlots={slots.data ?? []}
              locations={locations.data}
              classTypes={classTypes.data}
              onDone={() => setCreating(false)}
            />
          ))}
      </FormDialog>
      <FormDialog opened={makingSeries} onClose={() => setMakingSeries(false)} title="Weekly Series" size="xl">
        {optionsError ??
          (!optionsReady ? (
            <LoadingState />
          ) : (
            <SeriesForm date={date} locations={locations.data} classTypes={classTypes.data} onDone={() => setMakingSeries(false)} />
          ))}
      </FormDialog>
      <FormDialog opened={copying} onClose={() => setCopying(false)} title="Copy Week" size="md">
        <CopyWeekForm date={date} onDone={() => setCopying(false)} />
      </FormDialog>
      <FormDialog opened={editing !== null} onClose={() => setEditing(null)} title="Edit Schedule" size="lg">
        {optionsError}
        {editing && optionsReady && (
          <EditSlotForm
            key={editing.id}
            slot={editing}
            locations={locations.data}
            classTypes={classTypes.data}
            onDone={() => setEditing(null)}
          />
        )}
      </FormDialog>
      <WithdrawDialog request={withdrawing} onClose={() => setWithdrawing(null)} />
    </Stack>
  );
}
