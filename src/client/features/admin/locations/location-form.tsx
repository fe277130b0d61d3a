import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { LocationDto } from '../../../../domain/dto';
import { LOCATION_TYPES, locationInputSchema, type LocationType } from '../../../../domain/schemas';
import { LOCATION_TYPE_LABELS } from '../labels';

export interface LocationFormValues {
  name: string;
  address: string;
  type: LocationType;
  capacity: string;
  equipment: string;
  notes: string;
}

const TYPE_OPTIONS = LOCATION_TYPES.map((t) => ({ value: t, label: LOCATION_TYPE_LABELS[t] }));

export interface LocationFormProps {
  initial?: LocationDto;
  busy: boolean;
  onSubmit: (values: LocationFormValues) => void;
  onCancel: () => void;
}

/** SPEC §5: name required, type defaults to studio. Active/inactive is the list's switch. */
export function LocationForm({ initial, busy, onSubmit, onCancel }: LocationFormProps) {
  const form = useForm<LocationFormValues>({
    mode: 'controlled',
    initialValues: {
      name: initial?.name ?? '',
      address: initial?.address ?? '',
      type: initial?.type ?? 'studio',
      capacity: initial?.capacity ?? '',
      equipment: initial?.equipment ?? '',
      notes: initial?.notes ?? '',
    },
    validate: schemaResolver(locationInputSchema, { sync: true }),
  });
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        <TextInput label="Location Name" withAsterisk {...form.getInputProps('name')} data-autofocus />
        <TextInput label="Address" {...form.getInputProps('address')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select label="Type" data={TYPE_OPTIONS} allowDeselect={false} {...form.getInputProps('type')} />
          <TextInput label="Capacity" placeholder="e.g. 12 people" {...form.getInputProps('capacity')} />
        </SimpleGrid>
        <TextInput label="Equipment" placeholder="Mats, reformers, weights..." {...form.getInputProps('equipment')} />
        <Textarea label="Notes" autosize minRows={2} maxRows={6} {...form.getInputProps('notes')} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {initial ? 'Update Location' : 'Create Location'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
