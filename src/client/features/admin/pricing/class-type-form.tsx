import { Button, Group, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ClassTypeDto } from '../../../../domain/dto';
import { classTypeInputSchema, LEVELS, type ClassTypeInput, type Level } from '../../../../domain/schemas';

interface ClassTypeFormValues {
  name: string;
  description: string;
  duration: string;
  maxParticipants: string;
  equipment: string;
  level: Level | '';
  price: string;
  isActive: boolean;
}

const EMPTY: ClassTypeFormValues = {
  name: '',
  description: '',
  duration: '',
  maxParticipants: '',
  equipment: '',
  level: '',
  price: '',
  isActive: true,
};

export interface ClassTypeFormProps {
  initial?: ClassTypeDto;
  busy: boolean;
  onSubmit: (values: ClassTypeInput) => void;
  onCancel: () => void;
}

/** SPEC §5's class type form; the messages come from the schema the server validates with too. */
export function ClassTypeForm({ initial, busy, onSubmit, onCancel }: ClassTypeFormProps) {
  const form = useForm<ClassTypeFormValues>({
    mode: 'controlled',
    initialValues: initial
      ? {
          name: initial.name,
          description: initial.description,
          duration: initial.duration,
          maxParticipants: initial.maxParticipants,
          equipment: initial.equipment,
          level: initial.level,
          price: initial.price,
          isActive: initial.isActive,
        }
      : EMPTY,
    validate: schemaResolver(classTypeInputSchema, { sync: true }),
  });

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit({ ...values, level: values.level as Level }))} noValidate>
      <Stack gap="sm">
        <TextInput label="Class Name" withAsterisk {...form.getInputProps('name')} data-autofocus />
        <Textarea label="Description" autosize minRows={3} maxRows={8} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Duration" placeholder="60 minutes" withAsterisk {...form.getInputProps('duration')} />
          <TextInput label="Max Participants" placeholder="10" withAsterisk {...form.getInputProps('maxParticipants')} />
          <Select
            label="Level"
            placeholder="Choose a level"
            withAsterisk
            data={[...LEVELS]}
            allowDeselect={false}
            {...form.getInputProps('level')}
          />
          <TextInput label="Price" placeholder="25.00" leftSection="£" withAsterisk inputMode="decimal" {...form.getInputProps('price')} />
        </SimpleGrid>
        <TextInput label="Equipment" placeholder="Mat recommended" {...form.getInputProps('equipment')} />
        <Switch label="Active (shown on the public schedule)" {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {initial ? 'Update Class Type' : 'Create Class Type'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
