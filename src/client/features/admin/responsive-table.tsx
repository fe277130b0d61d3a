import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { ScrollTable } from './scroll-table';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Shown as the card's title on a phone (the first such column). */
  primary?: boolean;
}

/**
 * The admin's one list layout: a table from 48em up, and below it one card per row with 'header: value' lines,
 * so nothing on a 390 px phone scrolls sideways.
 */
export function ResponsiveTable<Row>({
  rows,
  columns,
  rowKey,
  label,
  minWidth = 560,
}: {
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
  label: string;
  minWidth?: number;
}) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  if (phone) {
    const title = columns.find((c) => c.primary) ?? columns[0]!;
    return (
      <Stack gap="xs" role="list" aria-label={label}>
        {rows.map((row) => (
          <Card key={rowKey(row)} withBorder radius="md" p="sm" role="listitem">
            <Text fw={600} size="sm" component="div">
              {title.cell(row)}
            </Text>
            {columns
              .filter((c) => c !== title)
              .map((c) => (
                <Group key={c.header} gap="xs" wrap="nowrap" align="flex-start" mt={4}>
                  <Text size="xs" c="dimmed" w={96} style={{ flexShrink: 0 }}>
                    {c.header}
                  </Text>
                  <Text size="sm" component="div" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {c.cell(row)}
                  </Text>
                </Group>
              ))}
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <ScrollTable minWidth={minWidth} label={label}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header}>{c.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Td key={c.header}>{c.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
