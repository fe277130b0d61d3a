import { Badge, Card, Group, Paper, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconClipboardList, IconUsers } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { AdminBookingDto } from '../../../../domain/dto';
import { formatTime12h } from '../../../../domain/time';
import { trpc } from '../../../trpc';
import { shortDate } from '../format';
import { STATUS_COLORS, STATUS_LABELS } from '../labels';
import { EmptyState, ErrorState, LoadingState } from '../query-state';
import { ScrollTable } from '../scroll-table';
import { KindBadge, rowKey } from '../bookings/booking-kind';

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

function RecentBookings({ bookings }: { bookings: AdminBookingDto[] }) {
  if (bookings.length === 0) return <EmptyState>No bookings yet</EmptyState>;
  return (
    <ScrollTable minWidth={560} label="Recent bookings">
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Class</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Email</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((b) => (
            <Table.Tr key={rowKey(b)}>
              <Table.Td>{b.name}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm">{b.className}</Text>
                  <KindBadge kind={b.kind} />
                </Group>
              </Table.Td>
              <Table.Td>{b.classDate ? shortDate(b.classDate) : '-'}</Table.Td>
              <Table.Td>{b.classTime ? formatTime12h(b.classTime) : '-'}</Table.Td>
              <Table.Td>{b.email}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function TodaysBookings() {
  const today = trpc.admin.bookings.today.useQuery();
  if (today.isPending) return <LoadingState label="Loading today's bookings..." />;
  if (today.isError) return <ErrorState message="Failed to fetch bookings" onRetry={() => void today.refetch()} />;
  if (today.data.length === 0) return <EmptyState>No bookings today</EmptyState>;
  return (
    <ScrollTable minWidth={560} label="Today's bookings">
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Class</Table.Th>
            <Table.Th>Participants</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {today.data.map((b) => (
            <Table.Tr key={rowKey(b)}>
              <Table.Td>{b.classTime ? formatTime12h(b.classTime) : '-'}</Table.Td>
              <Table.Td>{b.name}</Table.Td>
              <Table.Td>{b.className}</Table.Td>
              <Table.Td>{b.participantCount || 1}</Table.Td>
              <Table.Td>
                <Badge variant="dot" color={STATUS_COLORS[b.status]}>
                  {STATUS_LABELS[b.status]}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
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
