import { ActionIcon, Badge, Group, Paper, Switch, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { discountLabel } from '../../../../domain/discount';
import type { DiscountCodeDto } from '../../../../domain/dto';
import { trpc } from '../../../trpc';
import { londonDate } from '../format';
import { CrudTab } from '../crud/crud-tab';
import { EditDialog } from '../crud/form-dialog';
import { outcome, useConfirm, useEditing } from '../crud/use-crud';
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
  const dialog = useEditing<DiscountCodeDto>();
  const refresh = () => utils.admin.discounts.invalidate();

  const create = trpc.admin.discounts.create.useMutation(
    outcome({
      success: (code) => ['Discount Code Created', `${code.code} has been added.`],
      failure: 'Failed to create discount code',
      then: dialog.close,
      refresh,
    }),
  );
  const update = trpc.admin.discounts.update.useMutation(
    outcome({
      success: (code) => ['Discount Code Updated', `${code.code} has been updated.`],
      failure: 'Failed to update discount code',
      then: dialog.close,
      refresh,
    }),
  );
  const remove = trpc.admin.discounts.remove.useMutation(
    outcome({
      success: () => ['Discount Code Deleted', 'The discount code has been deleted.'],
      failure: 'Failed to delete discount code',
      refresh,
    }),
  );
  const confirm = useConfirm(remove.isPending);

  return (
    <CrudTab
      title="Discount Codes"
      addLabel="Add Discount Code"
      onAdd={dialog.openNew}
      list={list}
      texts={{ loading: 'Loading discount codes...', error: 'Failed to fetch discount codes', empty: 'No discount codes yet' }}
      dialogs={
        <>
          <EditDialog editing={dialog.editing} close={dialog.close} titles={{ add: 'Add Discount Code', edit: 'Edit Discount Code' }}>
            {(initial) => (
              <DiscountForm
                initial={initial}
                busy={create.isPending || update.isPending}
                onCancel={dialog.close}
                onSubmit={(payload) => (dialog.editing ? update.mutate({ id: dialog.editing.id, ...payload }) : create.mutate(payload))}
              />
            )}
          </EditDialog>
          {confirm.dialog}
        </>
      }
    >
      {(rows) => (
        <Paper withBorder radius="md">
          <ResponsiveTable
            rows={rows}
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
              {
                header: 'Uses',
                cell: (code) => (
                  <Text size="sm">
                    {code.uses} / {code.maxUses ?? 'unlimited'}
                  </Text>
                ),
              },
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
                      <ActionIcon variant="light" onClick={() => dialog.openEdit(code)} aria-label={`Edit ${code.code}`}>
                        <IconEdit size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Delete">
                      <ActionIcon
                        variant="light"
                        color="red"
                        loading={remove.isPending && remove.variables?.id === code.id}
                        onClick={() =>
                          confirm.ask({
                            title: 'Delete discount code?',
                            message: DELETE_DISCOUNT_CONFIRM,
                            confirmLabel: 'Delete',
                            danger: true,
                            onConfirm: () => remove.mutate({ id: code.id }),
                          })
                        }
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
    </CrudTab>
  );
}
