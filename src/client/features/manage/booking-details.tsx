import { Stack } from '@mantine/core';
import type { ManageViewDto } from '../../../domain/manage';
import { formatPence } from '../../../domain/money';
import { formatLongDate, formatTime12h, londonDayMonth } from '../../../domain/time';
import { ClassPlace } from '../../components/class-place';
import { DetailsCard } from './details-card';

const STATUS_LABEL: Record<ManageViewDto['status'], { label: string; color: string }> = {
  confirmed: { label: 'Confirmed', color: 'teal' },
  paid: { label: 'Paid', color: 'teal' },
  held: { label: 'Awaiting payment', color: 'yellow' },
  pending: { label: 'Awaiting payment', color: 'yellow' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  refunded: { label: 'Cancelled and refunded', color: 'gray' },
  expired: { label: 'Not completed', color: 'gray' },
};

/** An order's refunds, one line each: 'Refunded £12.00 on 27 Nov', or one still on its way (class or appointment). */
export const refundLines = (refunds: ManageViewDto['refunds']): string[] =>
  refunds.map((r) =>
    r.status === 'succeeded'
      ? `Refunded ${formatPence(r.amountPence)} on ${londonDayMonth(r.at)}`
      : `Refund of ${formatPence(r.amountPence)} on its way (since ${londonDayMonth(r.at)})`,
  );

/** The details card's 'Given back' row for these lines; none when nothing was given back. */
export const givenBackRow = (lines: string[]): [string, React.ReactNode][] =>
  lines.length
    ? [
        [
          'Given back',
          <Stack gap={2}>
            {lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </Stack>,
        ],
      ]
    : [];

/** What she has had back, one line each: 'Refunded £12.00 on 27 Nov', or the class credit. */
export function moneyBackLines(view: Pick<ManageViewDto, 'refunds' | 'creditBack'>): string[] {
  const lines = refundLines(view.refunds);
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
    // A gift voucher's part is its own line (decision 730): "Amount paid £0.00" alone read as nothing paid.
    ...(view.voucherPence > 0 && view.amountPaidPence === 0
      ? []
      : ([['Amount paid', formatPence(view.amountPaidPence)]] as [string, string][])),
    ...(view.voucherPence > 0 ? ([['Gift voucher', formatPence(view.voucherPence)]] as [string, string][]) : []),
    ...givenBackRow(moneyBackLines(view)),
    [view.kind === 'class' ? 'Booking reference' : 'Order reference', view.ref],
    ['Name', view.name],
  ];
  return <DetailsCard title={view.title} status={status} rows={rows} calendar={view.status === 'confirmed' ? view.calendar : null} />;
}
