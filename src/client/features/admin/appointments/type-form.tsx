import { Button, Checkbox, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AppointmentTypeDto } from '../../../../domain/appointments/dto';
import { type AppointmentPlace, type AppointmentTypeInput, appointmentTypeInputSchema } from '../../../../domain/appointments/rules';
import { isPriceText, parsePriceToPence, penceToPounds } from '../../../../domain/money';

export const PLACE_OPTIONS: { value: AppointmentPlace; label: string }[] = [
  { value: 'location', label: 'At a location' },
  { value: 'client_home', label: "At the client's home" },
  { value: 'online', label: 'Online' },
];
export const placeLabel = (place: AppointmentPlace) => PLACE_OPTIONS.find((p) => p.value === place)?.label ?? place;

/** What the form holds: the price as pounds text, the notice in hours (the owner's units). */
export interface TypeFormValues {
  name: string;
  description: string;
  durationMinutes: number | string;
  price: string;
  bufferAfterMinutes: number | string;
  minNoticeHours: number | string;
  horizonDays: number | string;
  place: AppointmentPlace;
  locationId: string | null;
  acceptsTrainingCredits: boolean;
  creditPackIds: string[];
  isActive: boolean;
}

export function initialTypeValues(t?: AppointmentTypeDto): TypeFormValues {
  return {
    name: t?.name ?? '',
    description: t?.description ?? '',
    durationMinutes: t?.durationMinutes ?? 60,
    price: t ? penceToPounds(t.pricePence) : '',
    bufferAfterMinutes: t?.bufferAfterMinutes ?? 0,
    minNoticeHours: t ? t.minNoticeMinutes / 60 : 24,
    horizonDays: t?.horizonDays ?? 56,
    place: t?.place ?? 'location',
    locationId: t?.locationId != null ? String(t.locationId) : null,
    acceptsTrainingCredits: t?.acceptsTrainingCredits ?? false,
    creditPackIds: (t?.creditPackIds ?? []).map(String),
    isActive: t?.isActive ?? true,
  };
}

const num = (v: number | string) => (typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v));

/** The form's values as the server takes them (pence, minutes), or the errors by field. */
export function toTypeInput(v: TypeFormValues): { input: AppointmentTypeInput } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!isPriceText(v.price)) errors.price = 'Enter a price in pounds, e.g. 40 or 32.50 (0 for free)';
  const candidate = {
    name: v.name,
    description: v.description,
    durationMinutes: num(v.durationMinutes),
    pricePence: parsePriceToPence(v.price, 0),
    bufferAfterMinutes: num(v.bufferAfterMinutes),
    minNoticeMinutes: Math.round(num(v.minNoticeHours) * 60),
    horizonDays: num(v.horizonDays),
    place: v.place,
    locationId: v.place === 'location' && v.locationId ? Number(v.locationId) : null,
    acceptsTrainingCredits: v.acceptsTrainingCredits,
    creditPackIds: v.creditPackIds.map(Number),
    isActive: v.isActive,
  };
  if (v.place === 'location' && !v.locationId) errors.locationId = 'Choose a location';
  for (const key of ['durationMinutes', 'bufferAfterMinutes', 'minNoticeHours', 'horizonDays'] as const)
    if (Number.isNaN(num(v[key]))) errors[key] = 'Enter a number';
  const parsed = appointmentTypeInputSchema.safeParse(candidate);
  if (!parsed.success) {
    const field: Record<string, string> = { minNoticeMinutes: 'minNoticeHours', pricePence: 'price' };
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'name');
      const message = issue.message.replace(/^[a-zA-Z]+: /, '');
      errors[field[key] ?? key] ??= message;
    }
  }
  if (Object.keys(errors).length) return { errors };
  return { input: parsed.data! };
}

export interface TypeFormProps {
  initial?: AppointmentTypeDto;
  locations: { value: string; label: string }[];
  packs: { value: string; label: string }[];
  busy: boolean;
  onSubmit: (input: AppointmentTypeInput) => void;
  onCancel: () => void;
}

/** Every field of an appointment type; the price is typed in pounds and sent in pence. */
export function AppointmentTypeForm({ initial, locations, packs, busy, onSubmit, onCancel }: TypeFormProps) {
  const form = useForm<TypeFormValues>({ mode: 'controlled', initialValues: initialTypeValues(initial) });
  const submit = (values: TypeFormValues) => {
    const result = toTypeInput(values);
    if ('errors' in result) form.setErrors(result.errors);
    else onSubmit(result.input);
  };
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={2} maxRows={5} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            hideControls
            label="Duration (minutes)"
            withAsterisk
            min={5}
            step={5}
            allowDecimal={false}
            {...form.getInputProps('durationMinutes')}
          />
          <TextInput label="Price" leftSection="£" placeholder="40.00" inputMode="decimal" withAsterisk {...form.getInputProps('price')} />
          <NumberInput
            hideControls
            label="Buffer after (minutes)"
            description="Kept free after each session"
            min={0}
            step={5}
            allowDecimal={false}
            {...form.getInputProps('bufferAfterMinutes')}
          />
          <NumberInput
            hideControls
            label="Minimum notice (hours)"
            description="How soon before it starts it can be booked"
            min={0}
            step={1}
            decimalScale={2}
            {...form.getInputProps('minNoticeHours')}
          />
          <NumberInput
            hideControls
            label="Bookable ahead (days)"
            description="How far ahead it can be booked"
            min={1}
            allowDecimal={false}
            {...form.getInputProps('horizonDays')}
          />
          <Select label="Where" data={PLACE_OPTIONS} allowDeselect={false} {...form.getInputProps('place')} />
        </SimpleGrid>
        {form.values.place === 'location' && (
          <Select label="Location" withAsterisk placeholder="Choose a location" data={locations} {...form.getInputProps('locationId')} />
        )}
        <Checkbox
          label="Personal-training package credits pay for it"
          {...form.getInputProps('acceptsTrainingCredits', { type: 'checkbox' })}
        />
        <MultiSelect
          label="Class packs whose credits pay for it"
          placeholder={packs.length ? 'None' : 'No packs set up'}
          data={packs}
          clearable
          {...form.getInputProps('creditPackIds')}
        />
        <Switch label="Active (can be booked)" {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {initial ? 'Update Type' : 'Create Type'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
