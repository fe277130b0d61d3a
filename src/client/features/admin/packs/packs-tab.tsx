import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAdjustments, IconEdit, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { formatPence, poundsToPence } from '../../../../domain/money';
import type { CreditLotDto, PackDto } from '../../../../domain/packs';
import { trpc } from '../../../trpc';
import { ConfirmDialog, type ConfirmRequest } from '../confirm-dialog';
import { londonDate } from '../format';
import { notifyError, notifySuccess } from '../notify';
import { EmptyState, ErrorState, LoadingState } from '../query-state';
import { ResponsiveTable } from '../responsive-table';
import { MembershipPlansSection } from './membership-plans';

type PackPayload = { name: string; description: string; pricePence: number; credits: number; validityDays: number; classTypeIds: number[] };

/** Class packs the owner sells, and who holds credits: balances, expiry and adjustments with a reason. */
export function PacksTab() {
  return (
    <Stack gap="xl">
      <PacksSection />
      <MembershipPlansSection />
      <HoldersSection />
    </Stack>
  );
}

function PacksSection() {
  const list = trpc.admin.packs.list.useQuery();
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState<PackDto | null | undefined>(undefined);
  const close = () => setEditing(undefined);
  const refresh = () => utils.admin.packs.invalidate();
  const create = trpc.admin.packs.create.useMutation({
    onSuccess: (p) => {
      notifySuccess('Pack Created', `${p.name} is on sale.`);
      close();
    },
    onError: (error) => notifyError('Failed to create pack', error),
    onSettled: refresh,
  });
  const update = trpc.admin.packs.update.useMutation({
    onSuccess: (p) => {
      notifySuccess('Pack Updated', `${p.name} has been updated.`);
      close();
    },
    onError: (error) => notifyError('Failed to update pack', error),
    onSettled: refresh,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Class Packs
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          Add Pack
        </Button>
      </Group>
      {list.isPending ? (
        <LoadingState label="Loading packs..." />
      ) : list.isError ? (
        <ErrorState message="Failed to fetch packs" onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState>No packs yet</EmptyState>
      ) : (
        <Paper withBorder radius="md">
          <ResponsiveTable
            rows={list.data}
            rowKey={(p) => p.id}
            label="Class packs"
            minWidth={760}
            columns={[
              { header: 'Pack', primary: true, cell: (p) => <Text fw={600}>{p.name}</Text> },
              { header: 'Price', cell: (p) => <Text size="sm">{formatPence(p.pricePence)}</Text> },
              { header: 'Credits', cell: (p) => <Text size="sm">{p.credits}</Text> },
              { header: 'Valid', cell: (p) => <Text size="sm">{p.validityDays} days</Text> },
              { header: 'For', cell: (p) => <Text size="sm">{p.covers.join(', ')}</Text> },
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
                    <ActionIcon variant="light" onClick={() => setEditing(p)} aria-label={`Edit ${p.name}`}>
                      <IconEdit size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
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
        title={editing ? 'Edit Pack' : 'Add Pack'}
        size="lg"
      >
        {editing !== undefined && (
          <PackForm
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

function PackForm({
  initial,
  busy,
  onCancel,
  onSubmit,
}: {
  initial?: PackDto;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (p: PackPayload) => void;
}) {
  const classTypes = trpc.admin.classTypes.list.useQuery();
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [pounds, setPounds] = useState<number | string>(initial ? initial.pricePence / 100 : '');
  const [credits, setCredits] = useState<number | string>(initial?.credits ?? 10);
  const [validityDays, setValidityDays] = useState<number | string>(initial?.validityDays ?? 90);
  const [classTypeIds, setClassTypeIds] = useState<string[]>((initial?.classTypeIds ?? []).map(String));
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!name.trim()) return setError('Pack name is required');
    if (typeof pounds !== 'number' || pounds <= 0) return setError('Price must be more than £0');
    if (typeof credits !== 'number' || typeof validityDays !== 'number') return setError('Credits and validity are required');
    setError(null);
    onSubmit({
      name: name.trim(),
      description,
      pricePence: poundsToPence(pounds),
      credits,
      validityDays,
      classTypeIds: classTypeIds.map(Number),
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
        <TextInput label="Pack name" withAsterisk value={name} onChange={(e) => setName(e.currentTarget.value)} placeholder="10 classes" />
        <Textarea label="Description" value={description} onChange={(e) => setDescription(e.currentTarget.value)} autosize minRows={2} />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <NumberInput label="Price (£)" withAsterisk min={0.01} decimalScale={2} value={pounds} onChange={setPounds} />
          <NumberInput label="Credits" withAsterisk min={1} max={100} allowDecimal={false} value={credits} onChange={setCredits} />
          <NumberInput
            label="Valid for (days)"
            withAsterisk
            min={1}
            max={1095}
            allowDecimal={false}
            value={validityDays}
            onChange={setValidityDays}
          />
        </SimpleGrid>
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
            {initial ? 'Save Pack' : 'Create Pack'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type LotRow = CreditLotDto & { email: string };

function HoldersSection() {
  const [search, setSearch] = useState('');
  const holders = trpc.admin.packs.holders.useQuery(search.trim() ? { search: search.trim() } : undefined);
  const utils = trpc.useUtils();
  const [adjusting, setAdjusting] = useState<LotRow | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const adjust = trpc.admin.packs.adjust.useMutation({
    onSuccess: (lot) => {
      notifySuccess('Balance Updated', `${lot.title}: ${lot.remaining} left.`);
      setAdjusting(null);
    },
    onError: (error) => notifyError('Failed to adjust balance', error),
    onSettled: () => utils.admin.packs.holders.invalidate(),
  });
  const rows: LotRow[] = (holders.data ?? []).flatMap((h) => h.lots.map((l) => ({ ...l, email: h.email })));

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Credit Balances
      </Title>
      <TextInput label="Search by e-mail" value={search} onChange={(e) => setSearch(e.currentTarget.value)} maw={360} />
      {holders.isPending ? (
        <LoadingState label="Loading balances..." />
      ) : holders.isError ? (
        <ErrorState message="Failed to fetch balances" onRetry={() => void holders.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>No credits held yet</EmptyState>
      ) : (
        <Paper withBorder radius="md">
          <ResponsiveTable
            rows={rows}
            rowKey={(l) => l.id}
            label="Credit balances"
            minWidth={760}
            columns={[
              {
                header: 'Holder',
                primary: true,
                cell: (l) => (
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {l.email}
                  </Text>
                ),
              },
              {
                header: 'Credits',
                cell: (l) => (
                  <Text size="sm">
                    {l.title} ({l.covers.join(', ')})
                  </Text>
                ),
              },
              {
                header: 'Left',
                cell: (l) => (
                  <Group gap={6}>
                    <Text size="sm" fw={700}>
                      {l.remaining} / {l.granted}
                    </Text>
                    {l.expired && (
                      <Badge color="gray" variant="light">
                        expired
                      </Badge>
                    )}
                  </Group>
                ),
              },
              // Credits end at the London midnight after their last day: the owner reads the last day.
              { header: 'Valid until', cell: (l) => <Text size="sm">{londonDate(new Date(l.expiresAt.getTime() - 1))}</Text> },
              {
                header: 'Actions',
                cell: (l) => (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconAdjustments size={14} aria-hidden />}
                    onClick={() => setAdjusting(l)}
                    aria-label={`Adjust ${l.email} ${l.title}`}
                  >
                    Adjust
                  </Button>
                ),
              },
            ]}
          />
        </Paper>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={adjusting !== null}
        onClose={() => setAdjusting(null)}
        closeOnClickOutside={false}
        title="Adjust credits"
      >
        {adjusting && (
          <AdjustForm
            lot={adjusting}
            busy={adjust.isPending}
            onCancel={() => setAdjusting(null)}
            onSubmit={(delta, reason) =>
              setConfirm({
                title: 'Change this balance?',
                message: `${delta > 0 ? 'Add' : 'Take'} ${Math.abs(delta)} ${Math.abs(delta) === 1 ? 'credit' : 'credits'} ${delta > 0 ? 'to' : 'from'} ${adjusting.email} (${adjusting.title}): ${adjusting.remaining} becomes ${adjusting.remaining + delta}. Reason: ${reason}`,
                confirmLabel: 'Change balance',
                danger: delta < 0,
                onConfirm: () => adjust.mutate({ lotId: adjusting.id, delta, reason }),
              })
            }
          />
        )}
      </Modal>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} busy={adjust.isPending} />
    </Stack>
  );
}

export function AdjustForm({
  lot,
  busy,
  onCancel,
  onSubmit,
}: {
  lot: LotRow;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (delta: number, reason: string) => void;
}) {
  const [delta, setDelta] = useState<number | string>(-1);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (typeof delta !== 'number' || delta === 0) return setError('Enter a change other than 0 (negative takes credits away)');
        if (lot.remaining + delta < 0) return setError(`At most ${lot.remaining} can be taken away`);
        if (reason.trim().length < 3) return setError('Say why (at least 3 characters)');
        setError(null);
        onSubmit(delta, reason.trim());
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {lot.email}: {lot.title}, {lot.remaining} left
        </Text>
        <NumberInput label="Change (+ adds, - takes away)" allowDecimal={false} min={-100} max={100} value={delta} onChange={setDelta} />
        <TextInput
          label="Reason"
          withAsterisk
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          placeholder="Session on Monday 23 Nov"
        />
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
            Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
