import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ClassTypeDto } from '../../../../domain/dto';
import { formatPence } from '../../../../domain/money';
import type { ClassTypeInput } from '../../../../domain/schemas';
import { trpc } from '../../../trpc';
import { CardActions } from '../crud/card-actions';
import { CrudTab } from '../crud/crud-tab';
import { EditDialog } from '../crud/form-dialog';
import { outcome, useConfirm, useEditing } from '../crud/use-crud';
import { WithdrawDialog, type WithdrawRequest } from '../withdraw-dialog';
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
        <CardActions name={classType.name} onEdit={onEdit} onDelete={onDelete} deleting={deleting} />
      </Stack>
    </Card>
  );
}

export function PricingTab() {
  const list = trpc.admin.classTypes.list.useQuery();
  const utils = trpc.useUtils();
  const dialog = useEditing<ClassTypeDto>();
  const [withdrawing, setWithdrawing] = useState<WithdrawRequest | null>(null);
  // Class types feed the overview's Active Classes, the schedule's choices and the public list.
  const refresh = () =>
    Promise.all([utils.admin.classTypes.invalidate(), utils.admin.bookings.stats.invalidate(), utils.classTypes.invalidate()]);

  const create = trpc.admin.classTypes.create.useMutation(
    outcome({
      success: (ct) => ['Class Type Created', `${ct.name} has been added.`],
      failure: 'Failed to create class type',
      then: dialog.close,
      refresh,
    }),
  );
  const update = trpc.admin.classTypes.update.useMutation(
    outcome({
      success: (ct) => ['Class Type Updated', `${ct.name} has been updated.`],
      failure: 'Failed to update class type',
      then: dialog.close,
      refresh,
    }),
  );
  const remove = trpc.admin.classTypes.remove.useMutation(
    outcome({ success: () => ['Class Type Deleted', 'The class type has been deleted.'], failure: 'Failed to delete class type', refresh }),
  );
  const confirm = useConfirm(remove.isPending);

  /** Switching a class type off goes through the withdrawal (who is booked, then cancel them); other edits save as they are. */
  const save = (editing: ClassTypeDto | null, values: ClassTypeInput) => {
    if (!editing) return create.mutate(values);
    const switchingOff = editing.isActive && values.isActive === false;
    update.mutate(
      { id: editing.id, ...values, isActive: switchingOff ? true : values.isActive },
      { onSuccess: () => switchingOff && setWithdrawing({ kind: 'classType', id: editing.id, label: values.name }) },
    );
  };

  return (
    <CrudTab
      title="Class Types & Pricing"
      addLabel="Add Class Type"
      onAdd={dialog.openNew}
      list={list}
      texts={{ loading: 'Loading class types...', error: 'Failed to fetch class types', empty: 'No class types yet' }}
      dialogs={
        <>
          <EditDialog editing={dialog.editing} close={dialog.close} titles={{ add: 'Add Class Type', edit: 'Edit Class Type' }}>
            {(initial) => (
              <ClassTypeForm
                initial={initial}
                busy={create.isPending || update.isPending}
                onCancel={dialog.close}
                onSubmit={(values) => save(dialog.editing ?? null, values)}
              />
            )}
          </EditDialog>
          {confirm.dialog}
          <WithdrawDialog request={withdrawing} onClose={() => setWithdrawing(null)} />
        </>
      }
    >
      {(rows) => (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {rows.map((ct) => (
            <ClassTypeCard
              key={ct.id}
              classType={ct}
              onEdit={() => dialog.openEdit(ct)}
              onDelete={() =>
                confirm.ask({
                  title: 'Delete class type?',
                  message: DELETE_CLASS_TYPE_CONFIRM,
                  confirmLabel: 'Delete',
                  danger: true,
                  onConfirm: () => remove.mutate({ id: ct.id }),
                })
              }
              deleting={remove.isPending && remove.variables?.id === ct.id}
            />
          ))}
        </SimpleGrid>
      )}
    </CrudTab>
  );
}
