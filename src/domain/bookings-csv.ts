/**
 * 'Export CSV' of the admin bookings table: what the filters show (paid bookings unless asked for the rest),
 * one row per booking or order. Written a line at a time so the server can stream a long export. Money is in
 * columns of its own as plain numbers of pounds (12.50, no currency sign), so a spreadsheet sums them.
 */
import type { AdminBookingDto } from './dto';
import { penceToPounds } from './money';
import { dayjs, LONDON } from './time';

export const BOOKINGS_CSV_HEADER = [
  'Type',
  'Reference',
  'Name',
  'Email',
  'Phone',
  'Class',
  'Date',
  'Time',
  'Location',
  'Participants',
  'Special requests',
  'Status',
  'Paid (GBP)',
  'Refunded (GBP)',
  'Net (GBP)',
  'Discount code',
  'Booked at',
] as const;

const KIND_LABELS: Record<AdminBookingDto['kind'], string> = {
  booking: 'Class booking',
  class_checkout: 'Class checkout',
  training: 'Personal training',
  pack: 'Class pack',
  appointment: 'Appointment',
  move: 'Class move (difference)',
  voucher: 'Gift voucher',
  membership: 'Membership (monthly)',
};

/**
 * One CSV cell. A cell a spreadsheet would read as a formula (=, +, -, @, or a leading tab or carriage
 * return) gets a leading apostrophe (OWASP's CSV-injection advice); quotes, commas, semicolons and line
 * breaks are quoted. Spreadsheets in semicolon locales split lines at every `;`, quotes or not, so
 * whatever follows a `;` inside a cell starts a cell of its own there and is neutralised the same way.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  text = text.replace(/;(?=[=+\-@\t\r])/g, ";'");
  return /[",;\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** What a CSV starts with: a UTF-8 byte-order mark (so spreadsheets read £ and accents right) and the header row. */
export const BOOKINGS_CSV_START = `\uFEFF${BOOKINGS_CSV_HEADER.map(csvCell).join(',')}\r\n`;

/** One booking or order as a CSV line, CRLF-ended. */
export function bookingCsvLine(row: AdminBookingDto): string {
  return `${[
    KIND_LABELS[row.kind] ?? row.kind,
    row.ref,
    row.name,
    row.email,
    row.phone,
    row.className,
    row.classDate,
    row.classTime,
    row.locationName ?? (row.classDate ? 'Virtual Class' : ''),
    row.participantCount,
    row.specialRequests,
    row.status,
    penceToPounds(row.paidPence),
    penceToPounds(row.refundedPence),
    penceToPounds(row.paidPence - row.refundedPence),
    row.discountCode,
    dayjs(row.createdAt).tz(LONDON).format('YYYY-MM-DD HH:mm'),
  ]
    .map(csvCell)
    .join(',')}\r\n`;
}

/** The rows as CSV text: the byte-order mark, a header row, CRLF line ends. */
export function bookingsToCsv(rows: readonly AdminBookingDto[]): string {
  return BOOKINGS_CSV_START + rows.map(bookingCsvLine).join('');
}
