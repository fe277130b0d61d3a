import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { IconEdit, IconMapPin, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { LocationDto } from '../../../../domain/dto';
import { trpc } from '../../../trpc';
import { LOCATION_TYPE_LABELS } from '../labels';
import { notifyError, notifySuccess } from '../notify';
import { EmptyState, ErrorState, LoadingState } from '../query-state';
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
  const [editing, setEditing] = useState<LocationDto | null | undefined>(undefined);
  const close = () => setEditing(undefined);
  // Slots show their location's name, so the schedule views refetch too.
  const refresh = () => Promise.all([utils.admin.locations.invalidate(), utils.admin.schedule.invalidate(), utils.schedule.invalidate()]);

  const create = trpc.admin.locations.create.useMutation({
    onSuccess: (loc) => {
      notifySuccess('Location Created', `${loc.name} has been added.`);
      close();
    },
    onError: (error) => notifyError('Failed to create location', error),
    onSettled: refresh,
  });
  const update = trpc.admin.locations.update.useMutation({
    onSuccess: (loc) => {
      notifySuccess('Location Updated', `${loc.name} has been updated.`);
      close();
    },
    onError: (error) => notifyError('Failed to update location', error),
    onSettled: refresh,
  });
  const setActive = trpc.admin.locations.setActive.useMutation({
    onSuccess: (loc) => notifySuccess('Status Updated', `${loc.name} is now ${loc.isActive ? 'active' : 'inactive'}.`),
    onError: (error) => notifyError('Failed to update status', error),
    onSettled: refresh,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Locations
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          Add Location
        </Button>
      </Group>
      {list.isPending ? (
        <LoadingState label="Loading locations..." />
      ) : list.isError ? (
        <ErrorState message="Failed to fetch locations" onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState>No locations added yet...</EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {list.data.map((loc) => (
            <LocationCard
              key={loc.id}
              location={loc}
              onEdit={() => setEditing(loc)}
              onToggle={(isActive) => setActive.mutate({ id: loc.id, isActive })}
              toggling={setActive.isPending && setActive.variables?.id === loc.id}
            />
          ))}
        </SimpleGrid>
      )}
      {/* A tap outside the form dialog keeps what was typed: only Cancel or the close button close it. */}
      <Modal
        closeOnClickOutside={false}
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={editing !== undefined}
        onClose={close}
        title={editing ? 'Edit Location' : 'Add Location'}
        size="lg"
      >
        {editing !== undefined && (
          <LocationForm
            key={editing?.id ?? 'new'}
            initial={editing ?? undefined}
            busy={create.isPending || update.isPending}
            onCancel={close}
            onSubmit={(values) => (editing ? update.mutate({ id: editing.id, ...values }) : create.mutate(values))}
          />
        )}
      </Modal>
    </Stack>
  );
}
