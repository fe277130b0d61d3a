import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { downloadIcs } from '../../components/calendar-file';

export interface CalendarLinks {
  google: string;
  outlook: string;
  ics: string;
}

/**
 * What a private link shows of a booking or an appointment: its title and status, a table of label and value,
 * and the add-to-calendar buttons when `calendar` is given.
 */
export function DetailsCard(props: {
  title: string;
  status: { label: string; color: string };
  rows: [string, ReactNode][];
  calendar: CalendarLinks | null;
}) {
  const { title, status, rows, calendar } = props;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} fz="h3">
            {title}
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
        {calendar && (
          <Stack gap="xs">
            <Text fw={600}>Add to your calendar</Text>
            <Group gap="xs" wrap="wrap">
              <Button component="a" href={calendar.google} target="_blank" rel="noopener noreferrer" variant="light">
                Add to Google Calendar
              </Button>
              <Button component="a" href={calendar.outlook} target="_blank" rel="noopener noreferrer" variant="light">
                Add to Outlook
              </Button>
              <Button variant="subtle" onClick={() => downloadIcs(calendar.ics, title)}>
                Download .ics
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
