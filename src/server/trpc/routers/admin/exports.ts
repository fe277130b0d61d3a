import { AUDIT_CSV_START, auditCsvLine } from '../../../../domain/audit-csv';
import { BOOKINGS_CSV_START, bookingCsvLine } from '../../../../domain/bookings-csv';
import { auditFilterSchema, bookingExportSchema } from '../../../../domain/reports';
import { londonToday } from '../../../../domain/time';
import { adminProcedure, router } from '../../init';

/** A CSV file: its name and its text, a line at a time (the reply starts with the first batch and never holds the whole file). */
export interface CsvFile {
  filename: string;
  lines: AsyncGenerator<string>;
}

async function* linesOf<T>(start: string, rows: AsyncIterable<T>, line: (row: T) => string): AsyncGenerator<string> {
  yield start;
  for await (const row of rows) yield line(row);
}

/**
 * The CSV downloads behind /api/admin/exports/*.csv, guarded like every admin call by adminProcedure (a
 * signed-in administrator, or an API key the REST gate has checked for the route's scope). They answer a
 * stream, so they are for the REST route's caller: over /trpc's JSON links tRPC refuses a stream (415).
 */
export const adminExportsRouter = router({
  bookings: adminProcedure.input(bookingExportSchema).query(({ ctx, input }): CsvFile => {
    const { include, ...filter } = input;
    const rows = ctx.services.admin.bookings.each({ ...filter, paidOnly: include === 'paid' });
    const today = londonToday(ctx.services.clock());
    const span = filter.date ?? (filter.from || filter.to ? `${filter.from ?? 'start'}-to-${filter.to ?? today}` : today);
    const basis = filter.dates === 'booked' ? '-booked' : '';
    return { filename: `bookings-${include}${basis}-${span}.csv`, lines: linesOf(BOOKINGS_CSV_START, rows, bookingCsvLine) };
  }),

  audit: adminProcedure.input(auditFilterSchema).query(({ ctx, input }): CsvFile => {
    const filter = input ?? {};
    return {
      filename: `audit-${filter.from ?? 'start'}-to-${filter.to ?? londonToday(ctx.services.clock())}.csv`,
      lines: linesOf(AUDIT_CSV_START, ctx.services.admin.audit.each(filter), auditCsvLine),
    };
  }),
});
