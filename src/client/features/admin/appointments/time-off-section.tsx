import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { TimeOffDto } from '../../../../domain/appointments/dto';
import type { TimeOffInput } from '../../../../domain/appointments/rules';
import { dayjs, DATE_FORMAT, londonClock, londonToday } from '../../../../domain/time';
import { trpc } from '../../../trpc';
import { CrudTab } from '../crud/crud-tab';
import { FormDialog } from '../crud/form-dialog';
import { onSubmitOnly, outcome, useConfirm } from '../crud/use-crud';

const day = (date: string) => dayjs(date, DATE_FORMAT, true).format('ddd D MMM YYYY');

/** 'Mon 21 Dec 2026' for one day, 'Mon 21 Dec 2026 - Fri 1 Jan 2027' for a range, with times when not whole days. */
export function timeOffLabel(t: Pick<TimeOffDto, 'startsAt' | 'endsAt'>): string {
  const start = new Date(t.startsAt);
  const end = new Date(t.endsAt);
  const wholeDays = londonClock(start) === '00:00' && londonClock(end) === '00:00';
  if (!wholeDays) return `${day(londonToday(start))} ${londonClock(start)} - ${day(londonToday(end))} ${londonClock(end)}`;
  const first = londonToday(start);
  const last = londonToday(new Date(end.getTime() - 1));
  return first === last ? day(first) : `${day(first)} - ${day(last)}`;
}

/** A day off (From alone) or a range (From and To), with an optional reason. */
export function TimeOffForm({
  busy,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  onSubmit: (input: TimeOffInput) => void;
  onCancel: () => void;
}) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const submit = () => {
    if (!from) return setErrors({ from: 'Choose the first day off' });
    if (to && to < from) return setErrors({ to: 'Must not be before the first day' });
    setErrors({});
    onSubmit({ from, ...(to && to !== from ? { to } : {}), reason: reason.trim() });
  };
  return (
    <form onSubmit={onSubmitOnly(submit)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="From"
            type="date"
            withAsterisk
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
            error={errors.from}
            data-autofocus
          />
          <TextInput
            label="To (optional)"
            description="Leave empty for one day"
            type="date"
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
            error={errors.to}
          />
        </SimpleGrid>
        <TextInput label="Reason (optional)" placeholder="Holiday" value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Add Time Off
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Her time off: listed (those not yet over), added as a day or a range, deleted after a confirmation. */
export function TimeOffSection() {
  const list = trpc.admin.appointments.listTimeOff.useQuery();
  const utils = trpc.useUtils();
  const [adding, setAdding] = useState(false);
  const refresh = () => Promise.all([utils.admin.appointments.listTimeOff.invalidate(), utils.appointments.availability.invalidate()]);
  const add = trpc.admin.appointments.addTimeOff.useMutation(
    outcome({
      success: () => ['Time Off Added', 'Those days can no longer be booked.'],
      failure: 'Failed to add time off',
      then: () => setAdding(false),
      refresh,
    }),
  );
  const remove = trpc.admin.appointments.removeTimeOff.useMutation(
    outcome({ success: () => ['Time Off Deleted', 'Those days can be booked again.'], failure: 'Failed to delete time off', refresh }),
  );
  const confirm = useConfirm(remove.isPending);
  return (
    <CrudTab
      title="Time off"
      addLabel="Add Time Off"
      onAdd={() => setAdding(true)}
      list={list}
      texts={{ loading: 'Loading time off...', error: 'Failed to fetch time off', empty: 'No time off planned.' }}
      dialogs={
        <>
          <FormDialog opened={adding} onClose={() => setAdding(false)} title="Add Time Off" size="md">
            {adding && <TimeOffForm busy={add.isPending} onCancel={() => setAdding(false)} onSubmit={(input) => add.mutate(input)} />}
          </FormDialog>
          {confirm.dialog}
        </>
      }
    >
      {(rows) => (
        <Stack gap="xs">
          {rows.map((t) => {
            const label = timeOffLabel(t);
            return (
              <Card key={t.id} withBorder radius="md" padding="sm" data-testid="time-off-row">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={0}>
                    <Text fw={600}>{label}</Text>
                    {t.reason && (
                      <Text size="sm" c="dimmed">
                        {t.reason}
                      </Text>
                    )}
                  </Stack>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    aria-label={`Delete time off ${label}`}
                    onClick={() =>
                      confirm.ask({
                        title: 'Delete time off?',
                        message: `${label} can be booked again.`,
                        confirmLabel: 'Delete',
                        danger: true,
                        onConfirm: () => remove.mutate({ id: t.id }),
                      })
                    }
                  >
                    Delete
                  </Button>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
    </CrudTab>
  );
}
