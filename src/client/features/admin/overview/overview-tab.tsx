import { Badge, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconClipboardList, IconUsers } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { AdminBookingDto } from '../../../../domain/dto';
import { formatTime12h } from '../../../../domain/time';
import { trpc } from '../../../trpc';
import { shortDate } from '../format';
import { STATUS_COLORS, STATUS_LABELS } from '../labels';
import { EmptyState, ErrorState, LoadingState } from '../query-state';
import { type Column, ResponsiveTable } from '../responsive-table';
import { KindBadge, rowKey } from '../booking-kind';

function StatCard({ label, value, icon: Icon }: { label: string; value: number; icon: ComponentType<{ size?: number }> }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={32} fw={700} lh={1}>
            {value}
          </Text>
        </Stack>
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <Icon size={20} aria-hidden />
        </ThemeIcon>
      </Group>
    </Card>
  );
}

const RECENT_COLUMNS: Column<AdminBookingDto>[] = [
  { header: 'Name', cell: (b) => b.name, primary: true },
  {
    header: 'Class',
    cell: (b) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm">{b.className}</Text>
        <KindBadge kind={b.kind} />
      </Group>
    ),
  },
  { header: 'Date', cell: (b) => (b.classDate ? shortDate(b.classDate) : '-') },
  { header: 'Time', cell: (b) => (b.classTime ? formatTime12h(b.classTime) : '-') },
  { header: 'Email', cell: (b) => b.email },
];

const TODAY_COLUMNS: Column<AdminBookingDto>[] = [
  { header: 'Time', cell: (b) => (b.classTime ? formatTime12h(b.classTime) : '-') },
  { header: 'Name', cell: (b) => b.name, primary: true },
  { header: 'Class', cell: (b) => b.className },
  { header: 'Participants', cell: (b) => b.participantCount || 1 },
  {
    header: 'Status',
    cell: (b) => (
      <Badge variant="dot" color={STATUS_COLORS[b.status]}>
        {STATUS_LABELS[b.status]}
      </Badge>
    ),
  },
];

function RecentBookings({ bookings }: { bookings: AdminBookingDto[] }) {
  if (bookings.length === 0) return <EmptyState>No bookings yet</EmptyState>;
  return <ResponsiveTable rows={bookings} columns={RECENT_COLUMNS} rowKey={rowKey} label="Recent bookings" />;
}

function TodaysBookings() {
  const today = trpc.admin.bookings.today.useQuery();
  if (today.isPending) return <LoadingState label="Loading today's bookings..." />;
  if (today.isError) return <ErrorState message="Failed to fetch bookings" onRetry={() => void today.refetch()} />;
  if (today.data.length === 0) return <EmptyState>No bookings today</EmptyState>;
  return <ResponsiveTable rows={today.data} columns={TODAY_COLUMNS} rowKey={rowKey} label="Today's bookings" />;
}

export function OverviewTab() {
  const stats = trpc.admin.bookings.stats.useQuery();
  if (stats.isPending) return <LoadingState label="Loading overview..." />;
  if (stats.isError) return <ErrorState message="Failed to fetch bookings" onRetry={() => void stats.refetch()} />;
  const { todaysClasses, totalBookings, activeClasses, recent } = stats.data;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <StatCard label="Today's Classes" value={todaysClasses} icon={IconCalendarEvent} />
        <StatCard label="Total Bookings" value={totalBookings} icon={IconClipboardList} />
        <StatCard label="Active Classes" value={activeClasses} icon={IconUsers} />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Recent Bookings
        </Title>
        <RecentBookings bookings={recent.slice(0, 5)} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Today's Bookings
        </Title>
        <TodaysBookings />
      </Paper>
    </Stack>
  );
}
