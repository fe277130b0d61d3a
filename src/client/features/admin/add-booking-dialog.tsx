import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Paper, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminSlotDto, ClassTypeDto } from '../../../domain/dto';
import { formatPence } from '../../../domain/money';
import { formatLongDate, londonToday } from '../../../domain/time';
import {
  WALK_IN_PAYMENT_LABELS,
  WALK_IN_PAYMENTS,
  type WalkInInput,
  type WalkInPayment,
  walkInAmountPence,
  walkInSchema,
} from '../../../domain/walk-in';
import { trpc } from '../../trpc';
import { FormDialog } from './crud/form-dialog';
import { onSubmitOnly, outcome } from './crud/use-crud';
import { timeRange } from './format';

type PricedType = Pick<ClassTypeDto, 'id' | 'name' | 'pricePence'>;

/** The class types a slot offers, with their prices; an open slot (none listed) is the Open Class at its price. */
export function classesOf(slot: Pick<AdminSlotDto, 'allowedClassTypes'>, types: readonly PricedType[], openClassPricePence: number) {
  if (slot.allowedClassTypes.length === 0) return [{ id: null, name: 'Open Class', pricePence: openClassPricePence }];
  return types.filter((t) => slot.allowedClassTypes.includes(String(t.id)));
}

/** What the confirmation says will happen, in pounds: the amount is the class's price (shown; the server decides it). */
export function walkInSummary(payment: WalkInPayment, pricePence: number, name: string): string {
  const amount = formatPence(walkInAmountPence(payment, pricePence));
  switch (payment) {
    case 'cash':
      return `${amount} paid in cash. ${name} is confirmed and e-mailed.`;
    case 'bank_transfer':
      return `${amount} paid by bank transfer. ${name} is confirmed and e-mailed.`;
    case 'complimentary':
      return `Complimentary: ${formatPence(0)} (the class is ${formatPence(pricePence)}). ${name} is confirmed and e-mailed.`;
    case 'card_link':
      return `${amount} to pay by card: ${name} is e-mailed a link to pay, and the place is held for her for up to 48 hours.`;
  }
}

interface FormProps {
  date: string;
  onDate: (date: string) => void;
  slots: readonly AdminSlotDto[] | undefined;
  types: readonly PricedType[];
  openClassPricePence: number;
  initialSlotId?: number | null;
  busy: boolean;
  onCancel: () => void;
  onSave: (input: WalkInInput) => void;
}

/**
 * The owner's booking of a client: the class (a date, then one of its classes), the client, how it is paid, then a
 * confirmation naming the amount before anything is saved.
 */
export function AddBookingForm({ date, onDate, slots, types, openClassPricePence, initialSlotId, busy, onCancel, onSave }: FormProps) {
  const [slotId, setSlotId] = useState<string>(initialSlotId ? String(initialSlotId) : '');
  const [classTypeId, setClassTypeId] = useState<string>('');
  const [who, setWho] = useState({ name: '', email: '', phone: '' });
  const [payment, setPayment] = useState<WalkInPayment>('cash');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<{ input: WalkInInput; summary: string; title: string } | null>(null);

  const slot = slots?.find((s) => String(s.id) === slotId);
  const classes = slot ? classesOf(slot, types, openClassPricePence) : [];
  const chosen = classes.length === 1 ? classes[0] : classes.find((c) => String(c.id) === classTypeId);

  const review = () => {
    const next: Record<string, string> = {};
    if (!slot) next.scheduleId = 'Choose the class';
    else if (!chosen) next.classTypeId = 'Choose which class';
    const parsed = walkInSchema.safeParse({
      scheduleId: slot?.id ?? 0,
      ...(chosen?.id ? { classTypeId: chosen.id } : {}),
      ...who,
      payment,
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        if (field !== 'scheduleId' && !next[field]) next[field] = issue.message;
      }
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success || !slot || !chosen) return;
    setConfirming({
      input: parsed.data,
      title: `${chosen.name}, ${formatLongDate(slot.date)}, ${timeRange(slot.startTime, slot.endTime)}`,
      summary: walkInSummary(payment, chosen.pricePence, parsed.data.name),
    });
  };

  if (confirming)
    return (
      <Stack gap="sm">
        <Text fw={600}>Book {confirming.input.name} into:</Text>
        <Paper withBorder p="sm">
          <Text>{confirming.title}</Text>
          <Text size="sm" c="dimmed">
            {confirming.input.email}
            {confirming.input.phone ? ` · ${confirming.input.phone}` : ''}
          </Text>
        </Paper>
        <Text role="status">{confirming.summary}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(null)} disabled={busy}>
            Back
          </Button>
          <Button onClick={() => onSave(confirming.input)} loading={busy}>
            Confirm booking
          </Button>
        </Group>
      </Stack>
    );

  const slotsOfDay = (slots ?? []).filter((s) => s.isActive);
  return (
    <form noValidate onSubmit={onSubmitOnly(review)}>
      <Stack gap="sm">
        <TextInput
          label="Date"
          type="date"
          value={date}
          onChange={(e) => {
            onDate(e.currentTarget.value);
            setSlotId('');
          }}
        />
        <Select
          label="Class"
          placeholder={slots === undefined ? 'Loading classes...' : slotsOfDay.length === 0 ? 'No classes on this date' : 'Choose'}
          data={slotsOfDay.map((s) => ({
            value: String(s.id),
            label: `${timeRange(s.startTime, s.endTime)} · ${s.locationName ?? 'Online'} · ${s.availableSpots} left`,
            disabled: s.availableSpots < 1,
          }))}
          value={slotId || null}
          onChange={(v) => {
            setSlotId(v ?? '');
            setClassTypeId('');
          }}
          error={errors.scheduleId}
        />
        {classes.length > 1 && (
          <Select
            label="Which class"
            data={classes.map((c) => ({ value: String(c.id), label: `${c.name} (${formatPence(c.pricePence)})` }))}
            value={classTypeId || null}
            onChange={(v) => setClassTypeId(v ?? '')}
            error={errors.classTypeId}
          />
        )}
        <TextInput
          label="Client's name"
          autoComplete="off"
          value={who.name}
          onChange={(e) => setWho({ ...who, name: e.currentTarget.value })}
          error={errors.name}
          data-autofocus
        />
        <TextInput
          label="Email Address"
          type="email"
          autoComplete="off"
          value={who.email}
          onChange={(e) => setWho({ ...who, email: e.currentTarget.value })}
          error={errors.email}
        />
        <TextInput
          label="Phone Number (optional)"
          type="tel"
          autoComplete="off"
          value={who.phone}
          onChange={(e) => setWho({ ...who, phone: e.currentTarget.value })}
          error={errors.phone}
        />
        <Radio.Group label="Payment" value={payment} onChange={(v) => setPayment(WALK_IN_PAYMENTS.find((p) => p === v) ?? 'cash')}>
          <Stack gap={8} mt={6}>
            {WALK_IN_PAYMENTS.map((p) => (
              <Radio key={p} value={p} label={WALK_IN_PAYMENT_LABELS[p]} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Continue</Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * 'Add booking' with its dialog: from the bookings list (today's date) or the roster (its class prefilled).
 * The server takes the place through the one place rule and prices it; a full class is its 409 message.
 */
export function AddBooking({ date: initialDate, slotId, size = 'sm' }: { date?: string; slotId?: number | null; size?: 'xs' | 'sm' }) {
  const [opened, setOpened] = useState(false);
  const [date, setDate] = useState(initialDate ?? londonToday());
  const slots = trpc.admin.schedule.byDate.useQuery({ date }, { enabled: opened && /^\d{4}-\d{2}-\d{2}$/.test(date) });
  const types = trpc.admin.classTypes.list.useQuery(undefined, { enabled: opened });
  const config = trpc.config.public.useQuery(undefined, { enabled: opened });
  const utils = trpc.useUtils();
  const create = trpc.admin.bookings.create.useMutation(
    outcome({
      success: (made) => ['Booking Added', made.message],
      failure: 'Failed to add the booking',
      then: () => setOpened(false),
      refresh: () =>
        Promise.all([utils.admin.bookings.invalidate(), utils.admin.attendance.invalidate(), utils.admin.schedule.invalidate()]),
    }),
  );
  const open = () => {
    setDate(initialDate ?? londonToday());
    setOpened(true);
  };
  return (
    <>
      <Button size={size} leftSection={<IconPlus size={16} aria-hidden />} onClick={open}>
        Add booking
      </Button>
      <FormDialog opened={opened} onClose={() => setOpened(false)} title="Add a Booking" size="md">
        {opened && (
          <AddBookingForm
            key={`${slotId ?? 'any'}`}
            date={date}
            onDate={setDate}
            slots={slots.data}
            types={types.data ?? []}
            openClassPricePence={config.data?.openClassPricePence ?? 0}
            initialSlotId={slotId}
            busy={create.isPending}
            onCancel={() => setOpened(false)}
            onSave={(input) => create.mutate(input)}
          />
        )}
      </FormDialog>
    </>
  );
}
