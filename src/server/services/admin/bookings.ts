/**
 * The owner's bookings list: class bookings (with their order's kind and amount) and orders that hold no place
 * (personal training, appointments) in one list, newest first, paged in the database. The service composes one
 * module per use case: booking-filter.ts (what the list selects on, as SQL), booking-rows.ts (the rows read by id),
 * booking-list.ts (a page, the batches of the CSV, the read by change), booking-refunds.ts (the refund quote and
 * the owner's refund), booking-status.ts (the owner's status change); today's list and the overview stay here.
 */
import { count, eq } from 'drizzle-orm';
import type { AdminBookingDto, AdminBookingPage } from '../../../domain/dto';
import { isSyncQuery, type SyncPage, type SyncQuery } from '../../../domain/sync';
import { londonToday } from '../../../domain/time';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { classTypes } from '../../db/schema';
import type { MailService } from '../mail/mail';
import type { RefundService } from '../money/refunds';
import type { CancellationService } from '../booking/cancel';
import type { BookingFilter } from './booking-filter';
import { createBookingList } from './booking-list';
import { createBookingRefunds } from './booking-refunds';
import { createBookingRows } from './booking-rows';
import { createBookingStatus } from './booking-status';

export interface BookingStats {
  todaysClasses: number;
  totalBookings: number;
  activeClasses: number;
  recent: AdminBookingDto[];
}

export const RECENT_LIMIT = 5;

export function createAdminBookingService(deps: {
  db: Db;
  config: Config;
  refunds: RefundService;
  mail: MailService;
  cancellation: CancellationService;
  clock?: () => Date;
}) {
  const { db, config, refunds, mail, cancellation } = deps;
  const clock = deps.clock ?? (() => new Date());

  const bookingRows = createBookingRows({ db });
  const { page, each, changes, all, countOf, keysOf } = createBookingList({ db, rows: bookingRows });
  const { rowsOf, byRef } = bookingRows;
  const refunding = createBookingRefunds({ db, config, refunds, mail, rows: bookingRows, clock });
  const status = createBookingStatus({ db, config, cancellation, rows: bookingRows, clock });

  return {
    /** One page of the merged list (25 rows unless asked), with the total over all pages. */
    list: (filter?: BookingFilter): Promise<AdminBookingPage> => (isSyncQuery(filter) ? changes(filter!) : page(filter)),
    /** Every row the filter matches (small sets: a day, a search). */
    all: (filter?: BookingFilter) => all(filter),
    /** Every row the filter matches, read in batches: a month's CSV or two years' never sits in memory at once. */
    each,
    byRef,

    /** Every booking for a class on today's London date, in class-time order. */
    async today(now = clock()): Promise<AdminBookingDto[]> {
      const rows = await all({ date: londonToday(now) });
      return rows.sort((a, b) => (a.classTime ?? '').localeCompare(b.classTime ?? '') || a.id - b.id);
    },

    /** Today's bookings read by change (decision 750): the bookings list's read by change, of today's London date. */
    async todayChanges(input: SyncQuery, now = clock()): Promise<SyncPage<AdminBookingDto>> {
      const page = await changes({ ...input, date: londonToday(now) });
      return { data: page.rows, nextCursor: page.nextCursor };
    },

    /**
     * The overview counts paid business only, with the list's own filter so the two always agree:
     * Total Bookings is the list's 'confirmed' total (class bookings and training orders), Today's Classes
     * its 'confirmed' total for today's date. A hold is someone at the payment form, and an expired or
     * cancelled one never became a booking.
     */
    async stats(now = clock()): Promise<BookingStats> {
      const [today, total, recent, [active]] = await Promise.all([
        countOf({ status: 'confirmed', date: londonToday(now) }),
        countOf({ status: 'confirmed' }),
        keysOf({ status: 'confirmed' }, RECENT_LIMIT).then(rowsOf),
        db.select({ n: count() }).from(classTypes).where(eq(classTypes.isActive, true)),
      ]);
      return { todaysClasses: today, totalBookings: total, activeClasses: active!.n, recent };
    },

    /** The refund quote and the owner's refund (booking-refunds.ts); the owner's status change (booking-status.ts). */
    refundQuote: refunding.refundQuote,
    refund: refunding.refund,
    updateStatus: status.updateStatus,
  };
}

export type AdminBookingService = ReturnType<typeof createAdminBookingService>;
