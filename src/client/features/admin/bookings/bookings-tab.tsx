import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { bookingsToCsv } from '../../../../domain/bookings-csv';
import { BOOKING_STATUSES, type BookingStatus } from '../../../../domain/schemas';
import { isIsoDate, londonToday } from '../../../../domain/time';
import { trpc } from '../../../trpc';
import { downloadText } from '../download';
import { STATUS_LABELS } from '../labels';
import { notifyError, notifySuccess } from '../notify';
import { EmptyState, ErrorState, LoadingState } from '../query-state';
import { BookingsTable, rowKey } from './bookings-table';

const STATUS_FILTER = [{ value: '', label: 'All statuses' }, ...BOOKING_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))];

export function BookingsTab() {
  const [search, setSearch] = useState('');
  const [date, setDate] = useState('');
  const [status, setStatus] = useState<BookingStatus | ''>('');
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const filters = {
    search: debouncedSearch || undefined,
    date: isIsoDate(date) ? date : undefined,
    status: status || undefined,
  };
  const list = trpc.admin.bookings.list.useQuery(filters, { placeholderData: (previous) => previous });
  const utils = trpc.useUtils();
  const update = trpc.admin.bookings.updateStatus.useMutation({
    onSuccess: (row) => notifySuccess('Booking Updated', `${row.name}'s booking is now ${STATUS_LABELS[row.status].toLowerCase()}.`),
    onError: (error) => notifyError('Failed to update booking status.', error),
    // Status changes move counts on the overview and places on the schedule too.
    onSettled: () => Promise.all([utils.admin.bookings.invalidate(), utils.admin.schedule.invalidate(), utils.schedule.invalidate()]),
  });
  const filtered = Boolean(filters.search || filters.date || filters.status);

  const exportCsv = () => {
    if (!list.data) return;
    const suffix = [filters.date, filters.status].filter(Boolean).join('-');
    downloadText(bookingsToCsv(list.data), `bookings-${suffix || londonToday()}.csv`, 'text/csv;charset=utf-8');
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Name or email"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <TextInput label="Date" type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} w={180} />
          <Select
            label="Status"
            data={STATUS_FILTER}
            value={status}
            allowDeselect={false}
            onChange={(value) => setStatus((value ?? '') as BookingStatus | '')}
            w={170}
          />
          {filtered && (
            <Button
              variant="subtle"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => {
                setSearch('');
                setDate('');
                setStatus('');
              }}
            >
              Clear filters
            </Button>
          )}
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={exportCsv}
            disabled={!list.data || list.data.length === 0}
            ml="auto"
          >
            Export CSV
          </Button>
        </Group>
      </Paper>
      {list.isPending ? (
        <LoadingState label="Loading bookings..." />
      ) : list.isError ? (
        <ErrorState message="Failed to fetch bookings" onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState>No bookings found</EmptyState>
      ) : (
        <Paper withBorder radius="md">
          <Text size="sm" c="dimmed" px="md" pt="sm">
            {list.data.length} {list.data.length === 1 ? 'booking' : 'bookings'}
          </Text>
          <BookingsTable
            rows={list.data}
            pendingKey={pendingKey}
            onStatusChange={(row, next) => {
              setPendingKey(rowKey(row));
              update.mutate({ id: row.id, status: next }, { onSettled: () => setPendingKey(null) });
            }}
          />
        </Paper>
      )}
    </Stack>
  );
}
