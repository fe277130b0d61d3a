import { Badge, Button, Card, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AdminBookingDto } from '../../../../domain/dto';
import { formatPence } from '../../../../domain/money';
import { nextStatuses, statusFactsOf } from '../../../../domain/booking-status';
import type { ManualBookingStatus } from '../../../../domain/schemas';
import { formatTime12h, londonToday } from '../../../../domain/time';
import { londonDate, shortDate } from '../format';
import { STATUS_COLORS, STATUS_LABELS } from '../labels';
import { ScrollTable } from '../scroll-table';
import { KindBadge, rowKey } from '../booking-kind';

export { rowKey };

export interface BookingsTableProps {
  rows: AdminBookingDto[];
  onStatusChange: (row: AdminBookingDto, status: ManualBookingStatus) => void;
  /** The row whose status change is on its way, so its select is disabled meanwhile. */
  pendingKey?: string | null;
  /** Opens the refund dialog; offered on rows with money left to refund. */
  onRefund?: (row: AdminBookingDto) => void;
  /** Opens the row's receipts and credit notes. */
  onReceipts?: (row: AdminBookingDto) => void;
  /** Opens the move dialog; offered on confirmed class bookings still to come. */
  onMove?: (row: AdminBookingDto) => void;
}

/** A class booking the owner may move to another class: confirmed, and its day not yet past. */
export const movable = (row: Pick<AdminBookingDto, 'ref' | 'status' | 'classDate' | 'partyRef'>, today: string) =>
  // A place of several booked together is not moved on its own (decision 780).
  row.ref.startsWith('B-') && row.status === 'confirmed' && row.classDate !== null && row.classDate >= today && row.partyRef === null;

/** The current status and only the transitions that exist from it (domain/booking-status.ts, as the server checks). */
export function statusOptions(row: Pick<AdminBookingDto, 'ref' | 'status' | 'paid' | 'checkedIn'>) {
  return [row.status, ...nextStatuses(statusFactsOf(row))].map((s) => ({ value: s, label: STATUS_LABELS[s] }));
}

/** Why a row offers no status to move to, when the way out is another button or screen. */
function noStatusChange(row: Pick<AdminBookingDto, 'ref' | 'status' | 'paid'>): string | null {
  if (row.ref.startsWith('A-')) return 'Cancel or move it from Appointments';
  // A paid order is refunded, not cancelled (decision 806): a refund in full cancels it and tells her.
  if (row.ref.startsWith('T-') && row.paid && row.status === 'confirmed') return 'Paid: refund it to cancel';
  return null;
}

function StatusControl({
  row,
  onStatusChange,
  pendingKey,
  onRefund,
  onReceipts,
  onMove,
}: { row: AdminBookingDto } & Omit<BookingsTableProps, 'rows'>) {
  return (
    <Stack gap={6} align="flex-start">
      {row.refundedPence > 0 && (
        <Text size="xs" c="dimmed">
          Refunded {formatPence(row.refundedPence)} of {formatPence(row.paidPence)}
        </Text>
      )}
      <Badge color={STATUS_COLORS[row.status]} variant="dot">
        {STATUS_LABELS[row.status]}
      </Badge>
      {row.partyRef && row.partyRef !== row.ref && (
        // A friend's place: the money, its refund and receipts are on the first place's row.
        <Text size="xs" c="dimmed">
          Paid with {row.partyRef}
        </Text>
      )}
      {row.status === 'refunded' ? (
        // 'Refunded' is the result of a refund, not a status to pick or leave by hand.
        <Text size="xs" c="dimmed">
          Set by the refund
        </Text>
      ) : noStatusChange(row) ? (
        <Text size="xs" c="dimmed">
          {noStatusChange(row)}
        </Text>
      ) : (
        <Select
          size="xs"
          w={140}
          aria-label={`Change status of ${row.name}'s booking ${row.ref}`}
          data={statusOptions(row)}
          value={row.status}
          placeholder="Change status"
          allowDeselect={false}
          disabled={pendingKey === rowKey(row)}
          onChange={(value) => {
            if (value && value !== row.status) onStatusChange(row, value as ManualBookingStatus);
          }}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {onRefund && row.paidPence > row.refundedPence && (
        <Button size="compact-xs" variant="light" color="red" onClick={() => onRefund(row)} aria-label={`Refund ${row.ref}`}>
          Refund
        </Button>
      )}
      {onReceipts && row.paidPence > 0 && (
        <Button size="compact-xs" variant="light" onClick={() => onReceipts(row)} aria-label={`Receipts of ${row.ref}`}>
          Receipts
        </Button>
      )}
      {onMove && movable(row, londonToday()) && (
        <Button size="compact-xs" variant="light" onClick={() => onMove(row)} aria-label={`Move ${row.ref} to another class`}>
          Move
        </Button>
      )}
    </Stack>
  );
}

function When({ row }: { row: AdminBookingDto }) {
  if (!row.classDate) {
    return (
      <Text size="sm" c="dimmed">
        Ordered {londonDate(row.createdAt)}
      </Text>
    );
  }
  return (
    <>
      <Text size="sm">{shortDate(row.classDate)}</Text>
      {row.classTime && (
        <Text size="xs" c="dimmed">
          {formatTime12h(row.classTime)}
        </Text>
      )}
    </>
  );
}

/** Below 48em each booking is a card (nothing scrolls sideways on a phone); wider, SPEC §2's table. */
export function BookingsTable(props: BookingsTableProps) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  return phone ? <BookingCards {...props} /> : <BookingRows {...props} />;
}

function BookingCards({ rows, ...controls }: BookingsTableProps) {
  return (
    <Stack gap="sm" p="sm" role="list" aria-label="Bookings">
      {rows.map((row) => (
        <Card key={rowKey(row)} withBorder radius="md" p="sm" role="listitem">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {row.name}
              </Text>
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  {row.ref}
                </Text>
                <KindBadge kind={row.kind} />
              </Group>
            </Stack>
            <StatusControl row={row} {...controls} />
          </Group>
          <Stack gap={2} mt="xs">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {row.className}
              {row.amountPence !== null && ` · ${formatPence(row.amountPence)}`}
            </Text>
            <When row={row} />
            {row.locationName && (
              <Text size="xs" c="dimmed">
                {row.locationName}
              </Text>
            )}
            <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
              {row.email} · {row.phone}
            </Text>
            {(row.participantCount > 1 || row.specialRequests) && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                {row.participantCount} {row.participantCount === 1 ? 'participant' : 'participants'}
                {row.specialRequests && ` · ${row.specialRequests}`}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** SPEC §2's columns, plus kind and status with its change control. */
function BookingRows({ rows, ...controls }: BookingsTableProps) {
  return (
    <ScrollTable minWidth={980} label="Bookings">
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Client</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Class</Table.Th>
            <Table.Th>Date &amp; Time</Table.Th>
            <Table.Th>Contact</Table.Th>
            <Table.Th>Participants</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              <Table.Td>
                <Text fw={500} size="sm">
                  {row.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.ref}
                </Text>
              </Table.Td>
              <Table.Td>
                <KindBadge kind={row.kind} />
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm">{row.className}</Text>
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
                <When row={row} />
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
                <StatusControl row={row} {...controls} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
