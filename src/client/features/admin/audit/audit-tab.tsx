import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { AUDIT_ENTITIES, type AuditRowDto } from '../../../../domain/reports';
import { isIsoDate, londonToday } from '../../../../domain/time';
import { readAdminToken, trpc } from '../../../trpc';
import { downloadFromApi } from '../download';
import { londonDateTime } from '../format';
import { notifyError } from '../notify';
import { EmptyState, ErrorState, LoadingState } from '../query-state';
import { type Column, ResponsiveTable } from '../responsive-table';

const ENTITY_LABELS: Record<(typeof AUDIT_ENTITIES)[number], string> = {
  booking: 'Bookings and refunds',
  class_type: 'Class types and prices',
  slot: 'Schedule slots',
  series: 'Weekly series',
  location: 'Locations',
  discount_code: 'Discount codes',
  pack: 'Class packs',
  credit_lot: 'Credit balances',
  api_key: 'API keys',
  webhook_endpoint: 'Webhook endpoints',
  client_note: 'Client notes',
};
const ENTITY_FILTER = [{ value: '', label: 'Everything' }, ...AUDIT_ENTITIES.map((e) => ({ value: e, label: ENTITY_LABELS[e] }))];

const COLUMNS: Column<AuditRowDto>[] = [
  { header: 'When', cell: (r) => londonDateTime(r.at) },
  {
    header: 'What happened',
    primary: true,
    cell: (r) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {r.summary}
      </Text>
    ),
  },
  { header: 'Who', cell: (r) => r.actor },
];

/** The audit trail: every admin change to money, places, prices or codes, newest first. */
export function AuditTab() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [entity, setEntity] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const filter = { from: isIsoDate(from) ? from : undefined, to: isIsoDate(to) ? to : undefined, entity: entity || undefined };
  const list = trpc.admin.audit.list.useQuery({ ...filter, page }, { placeholderData: (previous) => previous });
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const query = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1])));
      await downloadFromApi(
        `/api/admin/exports/audit.csv?${query}`,
        `audit-${filter.from ?? 'start'}-to-${filter.to ?? londonToday()}.csv`,
        readAdminToken(),
      );
    } catch (error) {
      notifyError('Failed to export the audit trail', error);
    } finally {
      setExporting(false);
    }
  };

  const data = list.data;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <TextInput label="From" type="date" value={from} onChange={(e) => change(setFrom)(e.currentTarget.value)} />
            <TextInput label="To" type="date" value={to} onChange={(e) => change(setTo)(e.currentTarget.value)} />
            <Select label="What" data={ENTITY_FILTER} value={entity} allowDeselect={false} onChange={(v) => change(setEntity)(v ?? '')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void exportCsv()}
              loading={exporting}
              disabled={!data || data.rows.length === 0}
            >
              Export CSV
            </Button>
          </Group>
        </Stack>
      </Paper>
      {list.isPending ? (
        <LoadingState label="Loading the audit trail..." />
      ) : list.isError ? (
        <ErrorState message="Failed to fetch the audit trail" onRetry={() => void list.refetch()} />
      ) : data!.rows.length === 0 ? (
        <EmptyState>No changes recorded for these filters</EmptyState>
      ) : (
        <Paper withBorder radius="md" p={{ base: 0, sm: 'xs' }}>
          <ResponsiveTable rows={data!.rows} columns={COLUMNS} rowKey={(r) => r.id} label="Audit trail" minWidth={640} />
          <Group justify="center" gap="sm" p="sm">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconChevronLeft size={14} aria-hidden />}
              disabled={page === 1}
              onClick={() => setPage(page - 1)}
            >
              Newer
            </Button>
            <Text size="sm" c="dimmed">
              Page {data!.page}
            </Text>
            <Button
              variant="default"
              size="xs"
              rightSection={<IconChevronRight size={14} aria-hidden />}
              disabled={!data!.hasMore}
              onClick={() => setPage(page + 1)}
            >
              Older
            </Button>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
