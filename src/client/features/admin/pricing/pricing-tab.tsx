import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { ClassTypeDto } from '../../../../domain/dto';
import { formatPence } from '../../../../domain/money';
import { trpc } from '../../../trpc';
import { notifyError, notifySuccess } from '../notify';
import { EmptyState, ErrorState, LoadingState } from '../query-state';
import { ClassTypeForm } from './class-type-form';

export const DELETE_CLASS_TYPE_CONFIRM = 'Are you sure you want to delete this class type?';

function ClassTypeCard({
  classType,
  onEdit,
  onDelete,
  deleting,
}: {
  classType: ClassTypeDto;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  return (
    <Card withBorder radius="md" padding="lg" bg={classType.isActive ? undefined : 'gray.0'}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4">
            {classType.name}
          </Title>
          <Text fw={700} fz="lg" c="teal.9">
            {formatPence(classType.pricePence)}
          </Text>
        </Group>
        <Group gap={6}>
          <Badge variant="light">{classType.level}</Badge>
          <Badge variant="light" color={classType.isActive ? 'teal' : 'gray'}>
            {classType.isActive ? 'Active' : 'Inactive'}
          </Badge>
        </Group>
        {classType.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {classType.description}
          </Text>
        )}
        <Text size="sm">
          <strong>Duration:</strong> {classType.duration}
        </Text>
        <Text size="sm">
          <strong>Max participants:</strong> {classType.maxParticipants}
        </Text>
        {classType.equipment && (
          <Text size="sm">
            <strong>Equipment:</strong> {classType.equipment}
          </Text>
        )}
        <Group justify="flex-end" gap="xs" mt="auto">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEdit size={14} aria-hidden />}
            onClick={onEdit}
            aria-label={`Edit ${classType.name}`}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onDelete}
            loading={deleting}
            aria-label={`Delete ${classType.name}`}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function PricingTab() {
  const list = trpc.admin.classTypes.list.useQuery();
  const utils = trpc.useUtils();
  // undefined: closed; null: creating; a class type: editing it.
  const [editing, setEditing] = useState<ClassTypeDto | null | undefined>(undefined);
  const close = () => setEditing(undefined);
  // Class types feed the overview's Active Classes, the schedule's choices and the public list.
  const refresh = () =>
    Promise.all([utils.admin.classTypes.invalidate(), utils.admin.bookings.stats.invalidate(), utils.classTypes.invalidate()]);

  const create = trpc.admin.classTypes.create.useMutation({
    onSuccess: (ct) => {
      notifySuccess('Class Type Created', `${ct.name} has been added.`);
      close();
    },
    onError: (error) => notifyError('Failed to create class type', error),
    onSettled: refresh,
  });
  const update = trpc.admin.classTypes.update.useMutation({
    onSuccess: (ct) => {
      notifySuccess('Class Type Updated', `${ct.name} has been updated.`);
      close();
    },
    onError: (error) => notifyError('Failed to update class type', error),
    onSettled: refresh,
  });
  const remove = trpc.admin.classTypes.remove.useMutation({
    onSuccess: () => notifySuccess('Class Type Deleted', 'The class type has been deleted.'),
    onError: (error) => notifyError('Failed to delete class type', error),
    onSettled: refresh,
  });

  const confirmDelete = (ct: ClassTypeDto) => {
    if (window.confirm(DELETE_CLASS_TYPE_CONFIRM)) remove.mutate({ id: ct.id });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Class Types &amp; Pricing
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          Add Class Type
        </Button>
      </Group>
      {list.isPending ? (
        <LoadingState label="Loading class types..." />
      ) : list.isError ? (
        <ErrorState message="Failed to fetch class types" onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState>No class types yet</EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {list.data.map((ct) => (
            <ClassTypeCard
              key={ct.id}
              classType={ct}
              onEdit={() => setEditing(ct)}
              onDelete={() => confirmDelete(ct)}
              deleting={remove.isPending && remove.variables?.id === ct.id}
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
        title={editing ? 'Edit Class Type' : 'Add Class Type'}
        size="lg"
      >
        {editing !== undefined && (
          <ClassTypeForm
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
