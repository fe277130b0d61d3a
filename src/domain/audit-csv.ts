/** The audit trail as CSV: the same cells as the bookings CSV (formula-safe, BOM, CRLF), before and after as JSON. */
import { csvCell } from './bookings-csv';
import type { AuditEntryDto } from './reports';
import { dayjs, LONDON } from './time';

export const AUDIT_CSV_HEADER = ['When', 'Who', 'Action', 'Entity', 'Id', 'Before', 'After'] as const;

export const AUDIT_CSV_START = `\uFEFF${AUDIT_CSV_HEADER.map(csvCell).join(',')}\r\n`;

const json = (value: unknown) => (value == null ? '' : JSON.stringify(value));

export function auditCsvLine(entry: AuditEntryDto): string {
  return `${[
    dayjs(entry.at).tz(LONDON).format('YYYY-MM-DD HH:mm:ss'),
    entry.actor,
    entry.action,
    entry.entity,
    entry.entityId,
    json(entry.before),
    json(entry.after),
  ]
    .map(csvCell)
    .join(',')}\r\n`;
}
