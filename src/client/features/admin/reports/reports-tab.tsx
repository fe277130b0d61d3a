import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Card, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { formatPence } from '../../../../domain/money';
import type { FillRowDto, MembershipReportDto, RevenueBucketDto, RevenuePeriod } from '../../../../domain/reports';
import { addDays, dayjs, isIsoDate, londonToday, mondayOf } from '../../../../domain/time';
import { trpc } from '../../../trpc';
import { EmptyState, ErrorState, LoadingState } from '../query-state';
import { type Column, ResponsiveTable } from '../responsive-table';

/** Twelve whole weeks up to today: enough to see a trend, small enough for a phone. */
const defaultRange = () => ({ from: addDays(mondayOf(londonToday()), -77), to: londonToday() });

const periodLabel = (period: string, by: RevenuePeriod) => dayjs(period, 'YYYY-MM-DD', true).format(by === 'week' ? 'D MMM' : 'MMM YYYY');

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={24} fw={700}>
        {value}
      </Text>
    </Card>
  );
}

const STATUS_LABELS: Record<keyof MembershipReportDto['byStatus'], string> = {
  active: 'Active',
  past_due: 'Past due',
  suspended: 'Suspended',
  paused: 'Paused',
  incomplete: 'Not paid yet',
  cancelled: 'Ended',
};

/** Members now, their statuses and MRR; churn over the chosen dates (decision 792). */
function MembershipsReport({ figures }: { figures: MembershipReportDto }) {
  const statuses = (Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[]).filter((s) => figures.byStatus[s] > 0);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h4" mb="xs">
        Memberships
      </Title>
      <Text>
        {figures.members} {figures.members === 1 ? 'member' : 'members'} now, {formatPence(figures.mrrPence)} a month (MRR)
      </Text>
      {statuses.length > 0 && (
        <Text size="sm" c="dimmed">
          {statuses.map((s) => `${STATUS_LABELS[s]} ${figures.byStatus[s]}`).join(' · ')}
        </Text>
      )}
      <Text size="sm" mt={4}>
        Churn in these dates:{' '}
        {figures.churnPercent === null
          ? 'no members at the start'
          : `${figures.churnPercent}% (${figures.cancelledInPeriod} of ${figures.atStart} members at the start ended)`}
      </Text>
    </Paper>
  );
}

/** A chart with its numbers beside it: side by side on a wide screen, one above the other on a phone. */
function ChartWithTable({ title, chart, table }: { title: string; chart: ReactNode; table: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <div>{chart}</div>
          <div>{table}</div>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

const revenueColumns = (by: RevenuePeriod): Column<RevenueBucketDto>[] => [
  { header: by === 'week' ? 'Week of' : 'Month', cell: (r) => periodLabel(r.period, by), primary: true },
  { header: 'Paid', cell: (r) => formatPence(r.paidPence) },
  { header: 'Refunded', cell: (r) => formatPence(r.refundedPence) },
  { header: 'Net', cell: (r) => formatPence(r.netPence) },
  { header: 'Orders', cell: (r) => r.orders },
];

const FILL_COLUMNS: Column<FillRowDto>[] = [
  { header: 'Of', cell: (r) => r.label, primary: true },
  { header: 'Fill', cell: (r) => (r.fillPercent === null ? '-' : `${r.fillPercent} %`) },
  { header: 'Places', cell: (r) => `${r.placesTaken} of ${r.places}` },
  { header: 'Classes', cell: (r) => r.slots },
];

function FillReport({ title, rows, label }: { title: string; rows: FillRowDto[]; label: string }) {
  return (
    <ChartWithTable
      title={title}
      chart={
        rows.length === 0 ? (
          <EmptyState>No classes in these dates</EmptyState>
        ) : (
          <BarChart
            h={220}
            data={rows.map((r) => ({ label: r.label, fill: r.fillPercent ?? 0 }))}
            dataKey="label"
            series={[{ name: 'fill', label: 'Fill %', color: 'teal.7' }]}
            yAxisProps={{ domain: [0, 100] }}
            valueFormatter={(v) => `${v} %`}
            // Each bar says its figure (readable on a phone without hovering); the table beside has them all.
            withBarValueLabel
          />
        )
      }
      table={rows.length > 0 && <ResponsiveTable rows={rows} columns={FILL_COLUMNS} rowKey={(r) => r.label} label={label} minWidth={320} />}
    />
  );
}

/** The owner's reports: figures the server computes in SQL, each chart with its numbers beside it. */
export function ReportsTab() {
  const [range, setRange] = useState(defaultRange);
  const [by, setBy] = useState<RevenuePeriod>('week');
  const valid = isIsoDate(range.from) && isIsoDate(range.to) && range.from <= range.to;
  const report = trpc.admin.reports.summary.useQuery(range, { enabled: valid, placeholderData: (previous) => previous });
  const data = report.data;
  const revenue = data ? (by === 'week' ? data.revenueByWeek : data.revenueByMonth) : [];

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <TextInput label="From" type="date" value={range.from} onChange={(e) => setRange({ ...range, from: e.currentTarget.value })} />
          <TextInput label="To" type="date" value={range.to} onChange={(e) => setRange({ ...range, to: e.currentTarget.value })} />
        </SimpleGrid>
        {!valid && (
          <Text size="sm" c="red.9" mt="xs" role="alert">
            Choose a From date on or before the To date.
          </Text>
        )}
      </Paper>
      {report.isPending ? (
        <LoadingState label="Loading reports..." />
      ) : report.isError ? (
        <ErrorState message={report.error.message || 'Failed to load reports'} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Figure label="Net revenue" value={formatPence(data!.overview.netPence)} />
            <Figure label="Paid" value={formatPence(data!.overview.paidPence)} />
            <Figure label="Refunded" value={formatPence(data!.overview.refundedPence)} />
            <Figure label="Confirmed class bookings" value={data!.overview.confirmedClassBookings} />
          </SimpleGrid>
          <ChartWithTable
            title="Revenue (paid minus refunded)"
            chart={
              <Stack gap="xs">
                <SegmentedControl
                  value={by}
                  onChange={(v) => setBy(v)}
                  data={[
                    { value: 'week', label: 'By week' },
                    { value: 'month', label: 'By month' },
                  ]}
                  aria-label="Revenue by week or month"
                />
                {revenue.length === 0 ? (
                  <EmptyState>No payments in these dates</EmptyState>
                ) : (
                  <BarChart
                    h={240}
                    data={revenue.map((r) => ({ period: periodLabel(r.period, by), net: r.netPence / 100 }))}
                    dataKey="period"
                    series={[{ name: 'net', label: 'Net £', color: 'blue.7' }]}
                    valueFormatter={(v) => formatPence(Math.round(v * 100))}
                  />
                )}
              </Stack>
            }
            table={
              revenue.length > 0 && (
                <ResponsiveTable
                  rows={revenue}
                  columns={revenueColumns(by)}
                  rowKey={(r) => r.period}
                  label={`Revenue by ${by}`}
                  minWidth={360}
                />
              )
            }
          />
          <FillReport title="Fill rate by class type" rows={data!.fillByClassType} label="Fill rate by class type" />
          <FillReport title="Fill rate by time of day" rows={data!.fillByTimeOfDay} label="Fill rate by time of day" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Paper withBorder p="md" radius="md">
              <Title order={3} size="h4" mb="xs">
                No-shows
              </Title>
              {data!.noShows.recorded ? (
                <Text>
                  {data!.noShows.ratePercent ?? 0} % ({data!.noShows.noShows} of {data!.noShows.endedBookings} bookings of ended classes)
                </Text>
              ) : (
                <Alert variant="light" color="gray">
                  Not recorded yet: the rate appears once check-in records who came.
                </Alert>
              )}
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Title order={3} size="h4" mb="xs">
                Pack credits outstanding
              </Title>
              {data!.packCredits.tracked ? (
                <Text>
                  {data!.packCredits.creditsOutstanding} {data!.packCredits.creditsOutstanding === 1 ? 'class' : 'classes'} left on{' '}
                  {data!.packCredits.packs} {data!.packCredits.packs === 1 ? 'pack' : 'packs'} still in date
                </Text>
              ) : (
                <Alert variant="light" color="gray">
                  Not tracked yet: no credits have been sold or given.
                </Alert>
              )}
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Title order={3} size="h4" mb="xs">
                Gift vouchers outstanding
              </Title>
              <Text>
                {formatPence(data!.voucherLiability.pence)} on {data!.voucherLiability.count} unexpired{' '}
                {data!.voucherLiability.count === 1 ? 'voucher' : 'vouchers'}
              </Text>
            </Paper>
            <MembershipsReport figures={data!.memberships} />
          </SimpleGrid>
          <Paper withBorder p="md" radius="md">
            <Title order={3} size="h4" mb="xs">
              Discount codes used
            </Title>
            {data!.discountUse.length === 0 ? (
              <EmptyState>No discount code was used on a paid order in these dates</EmptyState>
            ) : (
              <ResponsiveTable
                rows={data!.discountUse}
                columns={[
                  { header: 'Code', cell: (r) => r.code, primary: true },
                  { header: 'Orders', cell: (r) => r.orders },
                  { header: 'Discount given', cell: (r) => formatPence(r.discountPence) },
                  { header: 'Paid', cell: (r) => formatPence(r.paidPence) },
                ]}
                rowKey={(r) => r.code}
                label="Discount codes used"
                minWidth={360}
              />
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
