import { Badge, Button, Card, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import type { AppointmentTypeDto } from '../../../../domain/appointments/dto';
import { formatPence } from '../../../../domain/money';
import { trpc } from '../../../trpc';
import { CrudTab } from '../crud/crud-tab';
import { EditDialog } from '../crud/form-dialog';
import { outcome, useEditing } from '../crud/use-crud';
import { AppointmentTypeForm, placeLabel } from './type-form';

const noticeLabel = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`);

export function AppointmentTypeCard({
  type,
  locationName,
  onEdit,
  onToggle,
  toggling,
}: {
  type: AppointmentTypeDto;
  locationName: string | null;
  onEdit: () => void;
  onToggle: (isActive: boolean) => void;
  toggling: boolean;
}) {
  return (
    <Card withBorder radius="md" padding="lg" bg={type.isActive ? undefined : 'gray.0'} data-testid="appointment-type-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Title order={3} size="h4">
              {type.name}
            </Title>
            <Group gap={6}>
              <Badge variant="light">{type.durationMinutes} min</Badge>
              <Badge variant="light" color={type.pricePence ? 'blue' : 'teal'}>
                {type.pricePence ? formatPence(type.pricePence) : 'Free'}
              </Badge>
            </Group>
          </Stack>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEdit size={14} aria-hidden />}
            onClick={onEdit}
            aria-label={`Edit ${type.name}`}
          >
            Edit
          </Button>
        </Group>
        <Text size="sm">
          <strong>Where:</strong> {placeLabel(type.place)}
          {type.place === 'location' && locationName ? ` (${locationName})` : ''}
        </Text>
        <Text size="sm">
          <strong>Buffer after:</strong> {type.bufferAfterMinutes} min · <strong>Notice:</strong> {noticeLabel(type.minNoticeMinutes)} ·{' '}
          <strong>Ahead:</strong> {type.horizonDays} days
        </Text>
        {(type.acceptsTrainingCredits || type.creditPackIds.length > 0) && (
          <Text size="sm">
            <strong>Credits:</strong>{' '}
            {[
              type.acceptsTrainingCredits ? 'training package' : null,
              type.creditPackIds.length ? `${type.creditPackIds.length} pack(s)` : null,
            ]
              .filter(Boolean)
              .join(', ')}
          </Text>
        )}
        <Switch
          mt="xs"
          label={type.isActive ? 'Active' : 'Inactive'}
          checked={type.isActive}
          disabled={toggling}
          onChange={(e) => onToggle(e.currentTarget.checked)}
          aria-label={`${type.name} active`}
        />
      </Stack>
    </Card>
  );
}

/** Appointment types: the CRUD tab pattern, cards with an active switch. */
export function AppointmentTypesSection() {
  const list = trpc.admin.appointments.listTypes.useQuery();
  const locations = trpc.admin.locations.list.useQuery();
  const packs = trpc.admin.packs.list.useQuery();
  const utils = trpc.useUtils();
  const dialog = useEditing<AppointmentTypeDto>();
  const refresh = () => Promise.all([utils.admin.appointments.listTypes.invalidate(), utils.appointments.invalidate()]);
  const create = trpc.admin.appointments.createType.useMutation(
    outcome({
      success: (t) => ['Type Created', `${t.name} has been added.`],
      failure: 'Failed to create type',
      then: dialog.close,
      refresh,
    }),
  );
  const update = trpc.admin.appointments.updateType.useMutation(
    outcome({
      success: (t) => ['Type Updated', `${t.name} has been updated.`],
      failure: 'Failed to update type',
      then: dialog.close,
      refresh,
    }),
  );
  const toggle = trpc.admin.appointments.updateType.useMutation(
    outcome({
      success: (t) => ['Status Updated', `${t.name} is now ${t.isActive ? 'active' : 'inactive'}.`],
      failure: 'Failed to update status',
      refresh,
    }),
  );
  const locationOptions = (locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name }));
  const packOptions = (packs.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  const locationName = (id: number | null) => locations.data?.find((l) => l.id === id)?.name ?? null;

  return (
    <CrudTab
      title="Appointment types"
      addLabel="Add Type"
      onAdd={dialog.openNew}
      list={list}
      texts={{ loading: 'Loading appointment types...', error: 'Failed to fetch appointment types', empty: 'No appointment types yet...' }}
      dialogs={
        <EditDialog editing={dialog.editing} close={dialog.close} titles={{ add: 'Add Appointment Type', edit: 'Edit Appointment Type' }}>
          {(initial) => (
            <AppointmentTypeForm
              initial={initial}
              locations={locationOptions}
              packs={packOptions}
              busy={create.isPending || update.isPending}
              onCancel={dialog.close}
              onSubmit={(input) => (dialog.editing ? update.mutate({ id: dialog.editing.id, ...input }) : create.mutate(input))}
            />
          )}
        </EditDialog>
      }
    >
      {(rows) => (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {rows.map((t) => (
            <AppointmentTypeCard
              key={t.id}
              type={t}
              locationName={locationName(t.locationId)}
              onEdit={() => dialog.openEdit(t)}
              onToggle={(isActive) => toggle.mutate({ id: t.id, isActive })}
              toggling={toggle.isPending && toggle.variables?.id === t.id}
            />
          ))}
        </SimpleGrid>
      )}
    </CrudTab>
  );
}
