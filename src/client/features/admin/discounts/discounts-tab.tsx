import { ActionIcon, Badge, Button, Group, Modal, Paper, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { discountLabel } from '../../../../domain/discount';
import type { DiscountCodeDto } from '../../../../domain/dto';
import { trpc } from '../../../trpc';
import { londonDate } from '../format';
import { notifyError, notifySuccess } from '../notify';
import { EmptyState, ErrorState, LoadingState } from '../query-state';
import { DiscountForm } from './discount-form';
import { ResponsiveTable } from '../responsive-table';

export const DELETE_DISCOUNT_CONFIRM = 'Are you sure you want to delete this discount code?';

function validity(code: DiscountCodeDto): string {
  if (!code.validFrom && !code.validUntil) return 'Always';
  if (!code.validUntil) return `From ${londonDate(code.validFrom!)}`;
  if (!code.validFrom) return `Until ${londonDate(code.validUntil)}`;
  return `${londonDate(code.validFrom)} - ${londonDate(code.validUntil)}`;
}

export function DiscountsTab() {
  const list = trpc.admin.discounts.list.useQuery();
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState<DiscountCodeDto | null | undefined>(undefined);
  const close = () => setEditing(undefined);
  const refresh = () => utils.admin.discounts.invalidate();

  const create = trpc.admin.discounts.create.useMutation({
    onSuccess: (code) => {
      notifySuccess('Discount Code Created', `${code.code} has been added.`);
      close();
    },
    onError: (error) => notifyError('Failed to create discount code', error),
    onSettled: refresh,
  });
  const update = trpc.admin.discounts.update.useMutation({
    onSuccess: (code) => {
      notifySuccess('Discount Code Updated', `${code.code} has been updated.`);
      close();
    },
    onError: (error) => notifyError('Failed to update discount code', error),
    onSettled: refresh,
  });
  const remove = trpc.admin.discounts.remove.useMutation({
    onSuccess: () => notifySuccess('Discount Code Deleted', 'The discount code has been deleted.'),
    onError: (error) => notifyError('Failed to delete discount code', error),
    onSettled: refresh,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Discount Codes
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          Add Discount Code
        </Button>
      </Group>
      {list.isPending ? (
        <LoadingState label="Loading discount codes..." />
      ) : list.isError ? (
        <ErrorState message="Failed to fetch discount codes" onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState>No discount codes yet</EmptyState>
      ) : (
        <Paper withBorder radius="md">
          <ResponsiveTable
            rows={list.data}
            rowKey={(code) => code.id}
            label="Discount codes"
            minWidth={820}
            columns={[
              {
                header: 'Code',
                primary: true,
                cell: (code) => (
                  <>
                    <Text fw={600} ff="monospace">
                      {code.code}
                    </Text>
                    {code.description && (
                      <Text size="xs" c="dimmed">
                        {code.description}
                      </Text>
                    )}
                  </>
                ),
              },
              { header: 'Discount', cell: (code) => <Badge variant="light">{discountLabel(code)} off</Badge> },
              { header: 'Valid', cell: (code) => <Text size="sm">{validity(code)}</Text> },
              { header: 'Uses', cell: (code) => <Text size="sm">{code.uses} / {code.maxUses ?? 'unlimited'}</Text> },
              {
                header: 'Active',
                cell: (code) => (
                  <Switch
                    checked={code.isActive}
                    onChange={(e) => update.mutate({ id: code.id, isActive: e.currentTarget.checked })}
                    disabled={update.isPending && update.variables?.id === code.id}
                    aria-label={`${code.code} active`}
                  />
                ),
              },
              {
                header: 'Actions',
                cell: (code) => (
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label="Edit">
                      <ActionIcon variant="light" onClick={() => setEditing(code)} aria-label={`Edit ${code.code}`}>
                        <IconEdit size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Delete">
                      <ActionIcon
                        variant="light"
                        color="red"
                        loading={remove.isPending && remove.variables?.id === code.id}
                        onClick={() => {
                          if (window.confirm(DELETE_DISCOUNT_CONFIRM)) remove.mutate({ id: code.id });
                        }}
                        aria-label={`Delete ${code.code}`}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                ),
              },
            ]}
          />
        </Paper>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={editing !== undefined}
        onClose={close}
        closeOnClickOutside={false}
        title={editing ? 'Edit Discount Code' : 'Add Discount Code'}
        size="lg"
      >
        {editing !== undefined && (
          <DiscountForm
            key={editing?.id ?? 'new'}
            initial={editing ?? undefined}
            busy={create.isPending || update.isPending}
            onCancel={close}
            onSubmit={(payload) => (editing ? update.mutate({ id: editing.id, ...payload }) : create.mutate(payload))}
          />
        )}
      </Modal>
    </Stack>
  );
}
