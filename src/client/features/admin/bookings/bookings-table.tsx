import { Badge, Group, Select, Stack, Table, Text } from '@mantine/core';
import type { AdminBookingDto } from '../../../../domain/dto';
import { formatPence } from '../../../../domain/money';
import { BOOKING_STATUSES, type BookingStatus } from '../../../../domain/schemas';
import { formatTime12h } from '../../../../domain/time';
import { londonDate, shortDate } from '../format';
import { STATUS_COLORS, STATUS_LABELS } from '../labels';
import { ScrollTable } from '../scroll-table';
import { KindBadge, rowKey } from './booking-kind';

export { rowKey };

const STATUS_OPTIONS = BOOKING_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

export interface BookingsTableProps {
  rows: AdminBookingDto[];
  onStatusChange: (row: AdminBookingDto, status: BookingStatus) => void;
  /** The row whose status change is on its way, so its select is disabled meanwhile. */
  pendingKey?: string | null;
}

/** SPEC §2's columns, plus the status with its change control; orders are marked Training or Checkout. */
export function BookingsTable({ rows, onStatusChange, pendingKey }: BookingsTableProps) {
  return (
    <ScrollTable minWidth={980} label="Bookings">
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Client</Table.Th>
            <Table.Th>Class</Table.Th>
            <Table.Th>Date &amp; Time</Table.Th>
            <Table.Th>Contact</Table.Th>
            <Table.Th>Participants</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            return (
              <Table.Tr key={rowKey(row)}>
                <Table.Td>
                  <Text fw={500} size="sm">
                    {row.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    #{row.id}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Group gap={6}>
                      <Text size="sm">{row.className}</Text>
                      <KindBadge kind={row.kind} />
                    </Group>
                    {row.locationName && (
                      <Text size="xs" c="dimmed">
                        {row.locationName}
                      </Text>
                    )}
                    {row.amountPence !== null && (
                      <Text size="xs" c="dimmed">
                        {formatPence(row.amountPence)}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {row.classDate ? (
                    <>
                      <Text size="sm">{shortDate(row.classDate)}</Text>
                      {row.classTime && (
                        <Text size="xs" c="dimmed">
                          {formatTime12h(row.classTime)}
                        </Text>
                      )}
                    </>
                  ) : (
                    <Text size="sm" c="dimmed">
                      Ordered {londonDate(row.createdAt)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.email}</Text>
                  <Text size="xs" c="dimmed">
                    {row.phone}
                  </Text>
                </Table.Td>
                <Table.Td maw={240}>
                  <Text size="sm">{row.participantCount || 1}</Text>
                  {row.specialRequests && (
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                      {row.specialRequests}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Stack gap={6} align="flex-start">
                    <Badge color={STATUS_COLORS[row.status]} variant="dot">
                      {STATUS_LABELS[row.status]}
                    </Badge>
                    {row.kind === 'training' ? (
                      // A training order holds no class place: its status follows its payment.
                      <Text size="xs" c="dimmed">
                        Set by payment
                      </Text>
                    ) : (
                      <Select
                        size="xs"
                        w={140}
                        aria-label={`Change status of ${row.name}'s booking #${row.id}`}
                        data={STATUS_OPTIONS}
                        value={row.status}
                        allowDeselect={false}
                        disabled={pendingKey === rowKey(row)}
                        onChange={(value) => {
                          if (value && value !== row.status) onStatusChange(row, value as BookingStatus);
                        }}
                        comboboxProps={{ withinPortal: true }}
                      />
                    )}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
