import { Button, Checkbox, Group, Radio, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { CalendarAppointmentDto } from '../../../../domain/appointments/calendar';
import { type OwnerCancelOutcome, OWNER_PAYMENTS } from '../../../../domain/appointments/rules';
import { londonInstant } from '../../../../domain/time';
import { trpc } from '../../../trpc';
import { completeHealth, EMPTY_HEALTH, type HealthDraft, HealthQuestions } from '../../../components/health-questions';
import { FormDialog } from '../crud/form-dialog';
import { onSubmitOnly, outcome } from '../crud/use-crud';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A London date and time typed by the owner as the instant the server takes, or null when incomplete. */
export function startOf(date: string, time: string): Date | null {
  return DATE.test(date) && TIME.test(time) ? londonInstant(date, time) : null;
}

const CANCEL_OUTCOMES: { value: OwnerCancelOutcome; label: string }[] = [
  { value: 'refund', label: 'Refund what was paid (or give her package credit back)' },
  { value: 'credit', label: 'Give one credit instead of the money' },
  { value: 'none', label: 'Give nothing back' },
];
const PAYMENT_LABELS: Record<(typeof OWNER_PAYMENTS)[number], string> = {
  card_link: 'E-mail her a card payment link',
  cash: 'Paid in cash',
  bank_transfer: 'Paid by bank transfer',
  complimentary: 'Complimentary (free)',
};

function useRefresh() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.admin.appointments.calendar.invalidate(), utils.appointments.availability.invalidate()]);
}

/** Move and Cancel for one appointment in her calendar; the client is e-mailed by the server either way. */
export function AppointmentActions({ appointment }: { appointment: CalendarAppointmentDto }) {
  const [open, setOpen] = useState<'move' | 'cancel' | null>(null);
  const [date, setDate] = useState(appointment.date);
  const [time, setTime] = useState(appointment.startTime);
  const [choice, setChoice] = useState<OwnerCancelOutcome>('refund');
  const [error, setError] = useState<string | null>(null);
  const refresh = useRefresh();
  const close = () => {
    setOpen(null);
    setError(null);
  };
  const move = trpc.admin.appointments.reschedule.useMutation(
    outcome({
      success: () => ['Appointment Moved', `${appointment.name} has been e-mailed the new time.`],
      failure: 'Failed to move appointment',
      then: close,
      refresh,
    }),
  );
  const cancel = trpc.admin.appointments.cancel.useMutation(
    outcome({
      success: () => ['Appointment Cancelled', `${appointment.name} has been e-mailed.`],
      failure: 'Failed to cancel appointment',
      then: close,
      refresh,
    }),
  );
  const who = `${appointment.typeName} with ${appointment.name}`;
  return (
    <>
      <Group gap={6} mt={6}>
        <Button size="compact-xs" variant="light" onClick={() => setOpen('move')} aria-label={`Move ${who}`}>
          Move
        </Button>
        <Button size="compact-xs" variant="light" color="red" onClick={() => setOpen('cancel')} aria-label={`Cancel ${who}`}>
          Cancel
        </Button>
      </Group>
      <FormDialog opened={open === 'move'} onClose={close} title="Move Appointment" size="md">
        <form
          noValidate
          onSubmit={onSubmitOnly(() => {
            const start = startOf(date, time);
            if (!start) return setError('Enter a date and a time (HH:mm)');
            setError(null);
            move.mutate({ id: appointment.id, start });
          })}
        >
          <Stack gap="sm">
            <Text size="sm">{who}</Text>
            <SimpleGrid cols={2} spacing="sm">
              <TextInput label="New date" type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} data-autofocus />
              <TextInput
                label="New time (UK)"
                type="time"
                step={900}
                value={time}
                onChange={(e) => setTime(e.currentTarget.value)}
                error={error}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={move.isPending}>
                Back
              </Button>
              <Button type="submit" loading={move.isPending}>
                Move and e-mail her
              </Button>
            </Group>
          </Stack>
        </form>
      </FormDialog>
      <FormDialog opened={open === 'cancel'} onClose={close} title="Cancel Appointment" size="md">
        <Stack gap="sm">
          <Text size="sm">{who}</Text>
          <Radio.Group label="What she gets back" value={choice} onChange={(v) => setChoice(v)}>
            <Stack gap={6} mt={6}>
              {CANCEL_OUTCOMES.map((o) => (
                <Radio key={o.value} value={o.value} label={o.label} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={cancel.isPending}>
              Keep it
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ id: appointment.id, outcome: choice })}>
              Cancel and e-mail her
            </Button>
          </Group>
        </Stack>
      </FormDialog>
    </>
  );
}

/** An appointment she books for a client on the phone: type, time, details and how it is paid. */
export function AddForClient({ defaultDate }: { defaultDate: string }) {
  const [opened, setOpened] = useState(false);
  const types = trpc.admin.appointments.listTypes.useQuery(undefined, { enabled: opened });
  const refresh = useRefresh();
  const [v, setV] = useState({ typeId: '', date: defaultDate, time: '09:00', name: '', email: '', phone: '', notes: '', payment: 'cash' });
  const [error, setError] = useState<string | null>(null);
  // A first session needs her PAR-Q answers unless she pays through the card link (she answers there first).
  const [withHealth, setWithHealth] = useState(false);
  const [health, setHealth] = useState<HealthDraft>(EMPTY_HEALTH);
  const set = (patch: Partial<typeof v>) => setV((old) => ({ ...old, ...patch }));
  const create = trpc.admin.appointments.create.useMutation(
    outcome({
      success: () => ['Appointment Added', `${v.name} has been booked and e-mailed.`],
      failure: 'Failed to add appointment',
      then: () => setOpened(false),
      refresh,
    }),
  );
  const submit = () => {
    const start = startOf(v.date, v.time);
    if (!v.typeId) return setError('Choose the session');
    if (!start) return setError('Enter a date and a time (HH:mm)');
    if (v.name.trim().length < 2 || !v.email.includes('@') || v.phone.trim().length < 10)
      return setError('Enter her name, e-mail address and phone number');
    const answers = withHealth ? completeHealth(health) : null;
    if (withHealth && !answers) return setError('Answer every health question, or untick the questionnaire');
    setError(null);
    create.mutate({
      typeId: Number(v.typeId),
      start,
      name: v.name,
      email: v.email,
      phone: v.phone,
      notes: v.notes,
      payment: v.payment as (typeof OWNER_PAYMENTS)[number],
      ...(answers ? { health: answers } : {}),
    });
  };
  return (
    <>
      <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
        Add for a client
      </Button>
      <FormDialog opened={opened} onClose={() => setOpened(false)} title="Add an Appointment" size="md">
        <form noValidate onSubmit={onSubmitOnly(submit)}>
          <Stack gap="sm">
            <Select
              label="Session"
              data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
              value={v.typeId || null}
              onChange={(x) => set({ typeId: x ?? '' })}
              data-autofocus
            />
            <SimpleGrid cols={2} spacing="sm">
              <TextInput label="Date" type="date" value={v.date} onChange={(e) => set({ date: e.currentTarget.value })} />
              <TextInput label="Time (UK)" type="time" step={900} value={v.time} onChange={(e) => set({ time: e.currentTarget.value })} />
            </SimpleGrid>
            <TextInput label="Full Name" value={v.name} onChange={(e) => set({ name: e.currentTarget.value })} />
            <TextInput label="Email Address" type="email" value={v.email} onChange={(e) => set({ email: e.currentTarget.value })} />
            <TextInput label="Phone Number" type="tel" value={v.phone} onChange={(e) => set({ phone: e.currentTarget.value })} />
            <Textarea label="Notes" autosize minRows={2} value={v.notes} onChange={(e) => set({ notes: e.currentTarget.value })} />
            <Select
              label="Payment"
              allowDeselect={false}
              data={OWNER_PAYMENTS.map((p) => ({ value: p, label: PAYMENT_LABELS[p] }))}
              value={v.payment}
              onChange={(x) => x && set({ payment: x })}
            />
            <Checkbox
              label="Her health questionnaire (PAR-Q), answered on the phone"
              description="Needed before a first session paid in cash, by transfer or complimentary (with a card link she answers it herself). A returning client's answers on file go with the booking when left unticked."
              checked={withHealth}
              onChange={(e) => setWithHealth(e.currentTarget.checked)}
            />
            {withHealth && <HealthQuestions value={health} onChange={setHealth} showMissing={error !== null} />}
            {error && (
              <Text c="red.8" size="sm" role="alert">
                {error}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)} disabled={create.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Add and e-mail her
              </Button>
            </Group>
          </Stack>
        </form>
      </FormDialog>
    </>
  );
}
