import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import type { MembershipPlanDto } from '../../../../domain/memberships';
import { formatPence, poundsToPence } from '../../../../domain/money';
import { trpc } from '../../../trpc';
import { CrudTab } from '../crud/crud-tab';
import { EditDialog } from '../crud/form-dialog';
import { outcome, useEditing } from '../crud/use-crud';
import { ErrorState, LoadingState } from '../query-state';
import { ResponsiveTable } from '../responsive-table';

export type PlanPayload = {
  name: string;
  description: string;
  pricePence: number;
  classesPerMonth: number | null;
  classTypeIds: number[];
  includesAppointments: boolean;
  minimumTermMonths: number;
  noticeDays: number;
};

/** The owner's membership plans (issue 36): monthly price, classes a month, class types, minimum term and notice. */
export function MembershipPlansSection() {
  const list = trpc.admin.memberships.plans.useQuery();
  const utils = trpc.useUtils();
  const { editing, openNew, openEdit, close } = useEditing<MembershipPlanDto>();
  const refresh = () => utils.admin.memberships.invalidate();
  const create = trpc.admin.memberships.createPlan.useMutation(
    outcome({ success: (p) => ['Plan Created', `${p.name} is on sale.`], failure: 'Failed to create plan', then: close, refresh }),
  );
  const update = trpc.admin.memberships.updatePlan.useMutation(
    outcome({ success: (p) => ['Plan Updated', `${p.name} has been updated.`], failure: 'Failed to update plan', then: close, refresh }),
  );

  return (
    <CrudTab
      title="Membership Plans"
      addLabel="Add Plan"
      onAdd={openNew}
      list={list}
      texts={{ loading: 'Loading plans...', error: 'Failed to fetch membership plans', empty: 'No membership plans yet' }}
      dialogs={
        <>
          <MembershipReport />
          <EditDialog editing={editing} close={close} titles={{ add: 'Add Plan', edit: 'Edit Plan' }}>
            {(initial) => (
              <PlanForm
                initial={initial}
                busy={create.isPending || update.isPending}
                onCancel={close}
                onSubmit={(payload) => (initial ? update.mutate({ id: initial.id, ...payload }) : create.mutate(payload))}
              />
            )}
          </EditDialog>
        </>
      }
    >
      {(rows) => (
        <Paper withBorder radius="md">
          <ResponsiveTable
            rows={rows}
            rowKey={(p) => p.id}
            label="Membership plans"
            minWidth={760}
            columns={[
              { header: 'Plan', primary: true, cell: (p) => <Text fw={600}>{p.name}</Text> },
              { header: 'Monthly', cell: (p) => <Text size="sm">{formatPence(p.pricePence)}</Text> },
              { header: 'Classes a month', cell: (p) => <Text size="sm">{p.classesPerMonth ?? 'Unlimited'}</Text> },
              { header: 'For', cell: (p) => <Text size="sm">{p.covers.join(', ')}</Text> },
              {
                header: 'Terms',
                cell: (p) => (
                  <Text size="sm">
                    {p.minimumTermMonths} mo minimum, {p.noticeDays} days notice
                  </Text>
                ),
              },
              {
                header: 'On sale',
                cell: (p) => (
                  <Switch
                    checked={p.isActive}
                    onChange={(e) => update.mutate({ id: p.id, isActive: e.currentTarget.checked })}
                    disabled={update.isPending && update.variables?.id === p.id}
                    aria-label={`${p.name} on sale`}
                  />
                ),
              },
              {
                header: 'Actions',
                cell: (p) => (
                  <Tooltip label="Edit">
                    <ActionIcon variant="light" onClick={() => openEdit(p)} aria-label={`Edit ${p.name}`}>
                      <IconEdit size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                ),
              },
            ]}
          />
        </Paper>
      )}
    </CrudTab>
  );
}

/** Members, status, MRR and churn: the numbers the owner watches. */
function MembershipReport() {
  const report = trpc.admin.memberships.report.useQuery();
  if (report.isPending) return <LoadingState label="Loading members..." />;
  if (report.isError) return <ErrorState message="Failed to fetch the members report" onRetry={() => void report.refetch()} />;
  const r = report.data;
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Stat label="Members" value={String(r.members)} />
        <Stat label="MRR" value={formatPence(r.mrrPence)} />
        <Stat label="Past due" value={String(r.byStatus.past_due + r.byStatus.suspended)} />
        <Stat label="Churn (30 days)" value={`${r.churned30Days} (${r.churnPercent30Days}%)`} />
      </SimpleGrid>
    </Paper>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Stack>
  );
}

export function PlanForm({
  initial,
  busy,
  onCancel,
  onSubmit,
}: {
  initial?: MembershipPlanDto;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (p: PlanPayload) => void;
}) {
  const classTypes = trpc.admin.classTypes.list.useQuery();
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [pounds, setPounds] = useState<number | string>(initial ? initial.pricePence / 100 : '');
  const [unlimited, setUnlimited] = useState(initial ? initial.classesPerMonth === null : false);
  const [classes, setClasses] = useState<number | string>(initial?.classesPerMonth ?? 8);
  const [minimum, setMinimum] = useState<number | string>(initial?.minimumTermMonths ?? 1);
  const [notice, setNotice] = useState<number | string>(initial?.noticeDays ?? 30);
  const [appointments, setAppointments] = useState(initial?.includesAppointments ?? false);
  const [classTypeIds, setClassTypeIds] = useState<string[]>((initial?.classTypeIds ?? []).map(String));
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!name.trim()) return setError('Plan name is required');
    if (typeof pounds !== 'number' || pounds < 1) return setError('The monthly price must be at least £1');
    if (!unlimited && typeof classes !== 'number') return setError('Classes a month are required (or tick unlimited)');
    if (typeof minimum !== 'number' || typeof notice !== 'number') return setError('Minimum term and notice are required');
    setError(null);
    onSubmit({
      name: name.trim(),
      description,
      pricePence: poundsToPence(pounds),
      classesPerMonth: unlimited ? null : Number(classes),
      classTypeIds: classTypeIds.map(Number),
      includesAppointments: appointments,
      minimumTermMonths: minimum,
      noticeDays: notice,
    });
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Plan name"
          withAsterisk
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          placeholder="Eight a month"
        />
        <Textarea label="Description" value={description} onChange={(e) => setDescription(e.currentTarget.value)} autosize minRows={2} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput label="Monthly price (£)" withAsterisk min={1} decimalScale={2} value={pounds} onChange={setPounds} />
          <NumberInput
            label="Classes a month"
            min={1}
            max={100}
            allowDecimal={false}
            value={classes}
            onChange={setClasses}
            disabled={unlimited}
          />
          <NumberInput label="Minimum term (months)" min={1} max={24} allowDecimal={false} value={minimum} onChange={setMinimum} />
          <NumberInput label="Notice to cancel (days)" min={0} max={90} allowDecimal={false} value={notice} onChange={setNotice} />
        </SimpleGrid>
        <Checkbox label="Unlimited classes" checked={unlimited} onChange={(e) => setUnlimited(e.currentTarget.checked)} />
        <Checkbox label="Includes appointments" checked={appointments} onChange={(e) => setAppointments(e.currentTarget.checked)} />
        <Checkbox.Group label="Class types (none ticked: every class)" value={classTypeIds} onChange={setClassTypeIds}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing={6}>
            {(classTypes.data ?? []).map((t) => (
              <Checkbox key={t.id} value={String(t.id)} label={t.name} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {initial ? 'Save Plan' : 'Create Plan'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
