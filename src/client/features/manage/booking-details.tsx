import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ManageViewDto } from '../../../domain/manage';
import { formatPence } from '../../../domain/money';
import { formatLongDate, formatTime12h, londonDayMonth } from '../../../domain/time';
import { downloadIcs } from '../../components/calendar-file';
import { ClassPlace } from '../../components/class-place';

const STATUS_LABEL: Record<ManageViewDto['status'], { label: string; color: string }> = {
  confirmed: { label: 'Confirmed', color: 'teal' },
  paid: { label: 'Paid', color: 'teal' },
  held: { label: 'Awaiting payment', color: 'yellow' },
  pending: { label: 'Awaiting payment', color: 'yellow' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  refunded: { label: 'Cancelled and refunded', color: 'gray' },
  expired: { label: 'Not completed', color: 'gray' },
};

/** What she has had back, one line each: 'Refunded £12.00 on 27 Nov', or the class credit. */
export function moneyBackLines(view: Pick<ManageViewDto, 'refunds' | 'creditBack'>): string[] {
  const lines = view.refunds.map((r) =>
    r.status === 'succeeded'
      ? `Refunded ${formatPence(r.amountPence)} on ${londonDayMonth(r.at)}`
      : `Refund of ${formatPence(r.amountPence)} on its way (since ${londonDayMonth(r.at)})`,
  );
  if (view.creditBack?.kind === 'instead')
    lines.push(`One class credit instead of a refund, given on ${londonDayMonth(view.creditBack.at)}`);
  if (view.creditBack?.kind === 'restored') lines.push(`Your class credit was given back on ${londonDayMonth(view.creditBack.at)}`);
  return lines;
}

/** The booking as the private link shows it: what, when (London time), where, what was paid. */
export function BookingDetails({ view }: { view: ManageViewDto }) {
  const status = STATUS_LABEL[view.status];
  const rows: [string, React.ReactNode][] = [
    ...(view.date ? ([['Date', formatLongDate(view.date)]] as [string, string][]) : []),
    ...(view.startTime && view.endTime
      ? ([['Time', `${formatTime12h(view.startTime)} - ${formatTime12h(view.endTime)} (UK time)`]] as [string, string][])
      : []),
    ...(view.kind === 'class'
      ? ([['Location', <ClassPlace location={view.location} virtualDetails={view.virtualDetails} onlineLabel="Virtual Class" />]] as [
          string,
          React.ReactNode,
        ][])
      : []),
    ['Amount paid', formatPence(view.amountPaidPence)],
    ...(moneyBackLines(view).length
      ? ([
          [
            'Given back',
            <Stack gap={2}>
              {moneyBackLines(view).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </Stack>,
          ],
        ] as [string, React.ReactNode][])
      : []),
    [view.kind === 'class' ? 'Booking reference' : 'Order reference', view.ref],
    ['Name', view.name],
  ];
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} fz="h3">
            {view.title}
          </Title>
          <Badge color={status.color} variant="light" size="lg">
            {status.label}
          </Badge>
        </Group>
        <Table variant="vertical" layout="fixed" withRowBorders={false} verticalSpacing={6}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={{ base: 110, sm: 160 }} fw={500} c="dimmed" bg="transparent">
                  {label}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {view.calendar && view.status === 'confirmed' && (
          <Stack gap="xs">
            <Text fw={600}>Add to your calendar</Text>
            <Group gap="xs" wrap="wrap">
              <Button component="a" href={view.calendar.google} target="_blank" rel="noopener noreferrer" variant="light">
                Add to Google Calendar
              </Button>
              <Button component="a" href={view.calendar.outlook} target="_blank" rel="noopener noreferrer" variant="light">
                Add to Outlook
              </Button>
              <Button variant="subtle" onClick={() => downloadIcs(view.calendar!.ics, view.title)}>
                Download .ics
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
