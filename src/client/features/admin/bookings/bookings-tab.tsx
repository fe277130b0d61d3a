import { Button, Checkbox, Group, Pagination, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminBookingDto } from '../../../../domain/dto';
import { BOOKING_STATUSES, type BookingStatus, type ManualBookingStatus } from '../../../../domain/schemas';
import { isIsoDate, londonToday } from '../../../../domain/time';
import { readAdminToken, trpc } from '../../../trpc';
import { ConfirmDialog, type ConfirmRequest } from '../confirm-dialog';
import { downloadFromApi } from '../download';
import { STATUS_LABELS } from '../labels';
import { notifyError, notifySuccess } from '../notify';
import { EmptyState, ErrorState, LoadingState } from '../query-state';
import { BookingsTable, rowKey } from './bookings-table';
import { ReceiptsDialog } from './receipts-dialog';
import { MoveBookingDialog } from './move-dialog';
import { RefundDialog } from './refund-dialog';
import { AddBooking } from '../add-booking-dialog';

const STATUS_FILTER = [{ value: '', label: 'All statuses' }, ...BOOKING_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))];
const KIND_FILTER = [
  { value: '', label: 'All kinds' },
  { value: 'class', label: 'Class bookings' },
  { value: 'training', label: 'Training orders' },
];
type KindFilter = '' | 'class' | 'training';

export function BookingsTab() {
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [kind, setKind] = useState<KindFilter>('');
  const [status, setStatus] = useState<BookingStatus | ''>('');
  const [page, setPage] = useState(1);
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [exporting, setExporting] = useState(false);
  const [paidOnly, setPaidOnly] = useState(true);
  const [refunding, setRefunding] = useState<AdminBookingDto | null>(null);
  const [receiptsOf, setReceiptsOf] = useState<AdminBookingDto | null>(null);
  const [moving, setMoving] = useState<AdminBookingDto | null>(null);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const filters = {
    search: debouncedSearch || undefined,
    from: isIsoDate(from) ? from : undefined,
    to: isIsoDate(to) ? to : undefined,
    kind: kind || undefined,
    status: status || undefined,
  };
  const list = trpc.admin.bookings.list.useQuery({ ...filters, page }, { placeholderData: (previous) => previous });
  const utils = trpc.useUtils();
  const update = trpc.admin.bookings.updateStatus.useMutation({
    onSuccess: (row) =>
      notifySuccess('Booking Updated', `${row.name}'s booking ${row.ref} is now ${STATUS_LABELS[row.status].toLowerCase()}.`),
    onError: (error) => notifyError('Failed to update booking status.', error),
    // Status changes move counts on the overview and places on the schedule too.
    onSettled: () => Promise.all([utils.admin.bookings.invalidate(), utils.admin.schedule.invalidate(), utils.schedule.invalidate()]),
  });
  const filtered = Boolean(filters.search || filters.from || filters.to || filters.kind || filters.status);
  // Any filter change starts again from the first page.
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const exportCsv = async () => {
    setExporting(true);
    try {
      // The server streams the file; paid bookings only unless the owner asks for the rest.
      const query = new URLSearchParams({ include: paidOnly ? 'paid' : 'all' });
      for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
      const suffix = [filters.from, filters.to, filters.kind, filters.status].filter(Boolean).join('-');
      await downloadFromApi(
        `/api/admin/exports/bookings.csv?${query}`,
        `bookings-${paidOnly ? 'paid' : 'all'}-${suffix || londonToday()}.csv`,
        readAdminToken(),
      );
    } catch (error) {
      notifyError('Failed to export bookings', error);
    } finally {
      setExporting(false);
    }
  };

  const askStatusChange = (row: AdminBookingDto, next: ManualBookingStatus) =>
    setConfirm({
      title: `Mark ${row.ref} ${STATUS_LABELS[next].toLowerCase()}?`,
      message:
        next === 'cancelled' && row.ref.startsWith('B-')
          ? // The owner's cancel is the one cancellation path's (decision 510): she is told, and offered her money back.
            `${row.name}'s ${row.className} is cancelled and the place freed. She is e-mailed${row.paid ? ', and what she paid is given or offered back (a refund or a class credit, her choice)' : ''}.`
          : `${row.name}'s ${row.className} goes from ${STATUS_LABELS[row.status].toLowerCase()} to ${STATUS_LABELS[next].toLowerCase()}. This moves no money and sends no e-mail.`,
      confirmLabel: `Mark ${STATUS_LABELS[next].toLowerCase()}`,
      danger: next === 'cancelled' || next === 'expired',
      onConfirm: () => {
        setPendingKey(rowKey(row));
        update.mutate({ ref: row.ref, status: next }, { onSettled: () => setPendingKey(null) });
      },
    });

  const data = list.data;
  // Past the counted pages there are more: one more page stays reachable, and counting moves on with it.
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize) + (data.totalIsExact ? 0 : 1)) : 1;

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <TextInput
            label="Search"
            placeholder="Name, email or reference (B-12, T-3)"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => change(setSearch)(e.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <TextInput label="From" type="date" value={from} onChange={(e) => change(setFrom)(e.currentTarget.value)} />
            <TextInput label="To" type="date" value={to} onChange={(e) => change(setTo)(e.currentTarget.value)} />
            <Select
              label="Kind"
              data={KIND_FILTER}
              value={kind}
              allowDeselect={false}
              onChange={(v) => change(setKind)((v ?? '') as KindFilter)}
            />
            <Select
              label="Status"
              data={STATUS_FILTER}
              value={status}
              allowDeselect={false}
              onChange={(v) => change(setStatus)((v ?? '') as BookingStatus | '')}
            />
          </SimpleGrid>
          <Group gap="sm" justify="space-between">
            {filtered ? (
              <Button
                variant="subtle"
                leftSection={<IconX size={16} aria-hidden />}
                onClick={() => {
                  setSearch('');
                  setFrom('');
                  setTo('');
                  setKind('');
                  setStatus('');
                  setPage(1);
                }}
              >
                Clear filters
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <AddBooking />
              <Checkbox label="Paid only" checked={paidOnly} onChange={(e) => setPaidOnly(e.currentTarget.checked)} />
              <Button
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => void exportCsv()}
                loading={exporting}
                disabled={!data || data.total === 0}
              >
                Export CSV
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
      {list.isPending ? (
        <LoadingState label="Loading bookings..." />
      ) : list.isError ? (
        <ErrorState message="Failed to fetch bookings" onRetry={() => void list.refetch()} />
      ) : data!.rows.length === 0 ? (
        <EmptyState>No bookings found</EmptyState>
      ) : (
        <Paper withBorder radius="md">
          <Text size="sm" c="dimmed" px="md" pt="sm">
            {data!.totalIsExact ? data!.total : `More than ${data!.total}`}{' '}
            {data!.total === 1 && data!.totalIsExact ? 'booking' : 'bookings'}
            {pages > 1 && ` · page ${data!.page} of ${pages}${data!.totalIsExact ? '' : '+'}`}
          </Text>
          <BookingsTable
            rows={data!.rows}
            pendingKey={pendingKey}
            onStatusChange={askStatusChange}
            onRefund={setRefunding}
            onReceipts={setReceiptsOf}
            onMove={setMoving}
          />
          {pages > 1 && (
            <Group justify="center" p="sm">
              <Pagination total={pages} value={data!.page} onChange={setPage} size="sm" siblings={0} aria-label="Pages of bookings" />
            </Group>
          )}
        </Paper>
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <RefundDialog row={refunding} onClose={() => setRefunding(null)} />
      <ReceiptsDialog row={receiptsOf} onClose={() => setReceiptsOf(null)} />
      <MoveBookingDialog row={moving} onClose={() => setMoving(null)} />
    </Stack>
  );
}
