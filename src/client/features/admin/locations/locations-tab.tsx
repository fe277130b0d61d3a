import { Badge, Button, Card, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { IconEdit, IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import type { LocationDto } from '../../../../domain/dto';
import { trpc } from '../../../trpc';
import { LOCATION_TYPE_LABELS } from '../labels';
import { CrudTab } from '../crud/crud-tab';
import { EditDialog } from '../crud/form-dialog';
import { outcome, useEditing } from '../crud/use-crud';
import { WithdrawDialog, type WithdrawRequest } from '../withdraw-dialog';
import { LocationForm } from './location-form';

function LocationCard({
  location,
  onEdit,
  onToggle,
  toggling,
}: {
  location: LocationDto;
  onEdit: () => void;
  onToggle: (isActive: boolean) => void;
  toggling: boolean;
}) {
  const details: [string, string][] = [
    ['Capacity', location.capacity],
    ['Equipment', location.equipment],
    ['Notes', location.notes],
  ];
  return (
    <Card withBorder radius="md" padding="lg" bg={location.isActive ? undefined : 'gray.0'}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={3} size="h4">
              {location.name}
            </Title>
            <Group gap={6}>
              <Badge variant="light">{LOCATION_TYPE_LABELS[location.type]}</Badge>
              <Badge variant="light" color={location.isActive ? 'teal' : 'gray'}>
                {location.isActive ? 'Active' : 'Inactive'}
              </Badge>
            </Group>
          </Stack>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEdit size={14} aria-hidden />}
            onClick={onEdit}
            aria-label={`Edit ${location.name}`}
          >
            Edit
          </Button>
        </Group>
        {location.address && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
            <Text size="sm">{location.address}</Text>
          </Group>
        )}
        {details
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Text size="sm" key={label}>
              <strong>{label}:</strong> {value}
            </Text>
          ))}
        <Switch
          mt="xs"
          label={location.isActive ? 'Active' : 'Inactive'}
          checked={location.isActive}
          disabled={toggling}
          onChange={(e) => onToggle(e.currentTarget.checked)}
          aria-label={`${location.name} active`}
        />
      </Stack>
    </Card>
  );
}

export function LocationsTab() {
  const list = trpc.admin.locations.list.useQuery();
  const utils = trpc.useUtils();
  const dialog = useEditing<LocationDto>();
  const [withdrawing, setWithdrawing] = useState<WithdrawRequest | null>(null);
  // Slots show their location's name, so the schedule views refetch too.
  const refresh = () => Promise.all([utils.admin.locations.invalidate(), utils.admin.schedule.invalidate(), utils.schedule.invalidate()]);

  const create = trpc.admin.locations.create.useMutation(
    outcome({
      success: (loc) => ['Location Created', `${loc.name} has been added.`],
      failure: 'Failed to create location',
      then: dialog.close,
      refresh,
    }),
  );
  const update = trpc.admin.locations.update.useMutation(
    outcome({
      success: (loc) => ['Location Updated', `${loc.name} has been updated.`],
      failure: 'Failed to update location',
      then: dialog.close,
      refresh,
    }),
  );
  const setActive = trpc.admin.locations.setActive.useMutation(
    outcome({
      success: (loc) => ['Status Updated', `${loc.name} is now ${loc.isActive ? 'active' : 'inactive'}.`],
      failure: 'Failed to update status',
      refresh,
    }),
  );
  // Switching a location off first shows who is booked there, and cancels them on confirmation.
  const toggle = (loc: LocationDto, isActive: boolean) =>
    isActive ? setActive.mutate({ id: loc.id, isActive }) : setWithdrawing({ kind: 'location', id: loc.id, label: loc.name });

  return (
    <CrudTab
      title="Locations"
      addLabel="Add Location"
      onAdd={dialog.openNew}
      list={list}
      texts={{ loading: 'Loading locations...', error: 'Failed to fetch locations', empty: 'No locations added yet...' }}
      dialogs={
        <>
          <EditDialog editing={dialog.editing} close={dialog.close} titles={{ add: 'Add Location', edit: 'Edit Location' }}>
            {(initial) => (
              <LocationForm
                initial={initial}
                busy={create.isPending || update.isPending}
                onCancel={dialog.close}
                onSubmit={(values) => (dialog.editing ? update.mutate({ id: dialog.editing.id, ...values }) : create.mutate(values))}
              />
            )}
          </EditDialog>
          <WithdrawDialog request={withdrawing} onClose={() => setWithdrawing(null)} />
        </>
      }
    >
      {(rows) => (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {rows.map((loc) => (
            <LocationCard
              key={loc.id}
              location={loc}
              onEdit={() => dialog.openEdit(loc)}
              onToggle={(isActive) => toggle(loc, isActive)}
              toggling={setActive.isPending && setActive.variables?.id === loc.id}
            />
          ))}
        </SimpleGrid>
      )}
    </CrudTab>
  );
}
