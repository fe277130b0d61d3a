import { Badge, Button, Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPrinter, IconUserX } from '@tabler/icons-react';
import { ROSTER_PAYMENT_LABELS, type RosterDto, type RosterEntryDto } from '../../../../domain/attendance';
import { dayjs, LONDON } from '../../../../domain/time';
import { shortDate, timeRange } from '../format';
import { ClassMessageButton } from '../message-dialog';
import { EmptyState } from '../query-state';

const clock = (at: Date) => dayjs(at).tz(LONDON).format('HH:mm');

function attendanceText(e: RosterEntryDto): string {
  if (e.checkedInAt) return `Checked in ${clock(e.checkedInAt)}`;
  if (e.noShowAt) return 'No-show';
  return 'Not checked in';
}

/**
 * The class's confirmed bookings as large tick boxes (a tick records the arrival, clearing it undoes),
 * and, for paper, a plain table that only the print stylesheet shows.
 */
export function Roster({
  roster,
  busyId,
  onTick,
  onNoShows,
}: {
  roster: RosterDto;
  busyId: number | null;
  onTick: (entry: RosterEntryDto, attended: boolean) => void;
  onNoShows: (count: number) => void;
}) {
  const { slot, entries } = roster;
  const unticked = entries.filter((e) => !e.checkedInAt && !e.noShowAt).length;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" className="check-in-no-print">
        <Text size="sm" c="dimmed">
          {slot.checkedIn} of {slot.booked} checked in{slot.noShows > 0 ? `, ${slot.noShows} no-show${slot.noShows > 1 ? 's' : ''}` : ''}
        </Text>
        <Group gap="xs">
          {entries.length > 0 && <ClassMessageButton slotId={slot.id} label={timeRange(slot.startTime, slot.endTime)} />}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
            disabled={entries.length === 0}
          >
            Print roster
          </Button>
          {slot.ended && unticked > 0 && (
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconUserX size={16} aria-hidden />}
              onClick={() => onNoShows(unticked)}
            >
              Mark {unticked} no-show{unticked > 1 ? 's' : ''}
            </Button>
          )}
        </Group>
      </Group>
      {entries.length === 0 ? (
        <EmptyState>Nobody is booked on this class.</EmptyState>
      ) : (
        <Stack gap="xs" className="check-in-no-print" aria-label="Roster">
          {entries.map((e) => (
            <Paper key={e.bookingId} withBorder p="sm" radius="md">
              <Checkbox
                size="lg"
                checked={e.checkedInAt !== null}
                disabled={busyId === e.bookingId}
                onChange={(event) => onTick(e, event.currentTarget.checked)}
                label={
                  <Text fw={600}>
                    {e.name}
                    {e.participantCount > 1 ? ` (${e.participantCount})` : ''}
                  </Text>
                }
                description={
                  <Group gap={6} component="span" wrap="wrap">
                    <span>{e.phone}</span>
                    <Badge size="sm" variant="light" color={e.payment === 'unpaid' ? 'orange' : 'gray'} component="span">
                      {ROSTER_PAYMENT_LABELS[e.payment]}
                    </Badge>
                    <span>{attendanceText(e)}</span>
                    {e.specialRequests && (
                      <Text component="span" size="sm" c="orange.9" fw={500} w="100%" style={{ overflowWrap: 'anywhere' }}>
                        Note: {e.specialRequests}
                      </Text>
                    )}
                  </Group>
                }
              />
            </Paper>
          ))}
        </Stack>
      )}
      <div className="check-in-print-only">
        <h1 style={{ fontSize: 18, margin: '0 0 4px' }}>
          {slot.classNames.join(', ') || 'Class'}: {shortDate(slot.date)}, {timeRange(slot.startTime, slot.endTime)}
        </h1>
        <p style={{ margin: '0 0 8px' }}>{slot.locationName ?? 'Virtual Class'}</p>
        <Table withTableBorder withColumnBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Paid</Table.Th>
              <Table.Th>Checked in</Table.Th>
              <Table.Th>Notes</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e.bookingId}>
                <Table.Td>
                  {e.name}
                  {e.participantCount > 1 ? ` (${e.participantCount})` : ''}
                </Table.Td>
                <Table.Td>{e.phone}</Table.Td>
                <Table.Td>{ROSTER_PAYMENT_LABELS[e.payment]}</Table.Td>
                <Table.Td>{e.checkedInAt ? clock(e.checkedInAt) : e.noShowAt ? 'No-show' : '\u2610'}</Table.Td>
                <Table.Td>{e.specialRequests}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}
