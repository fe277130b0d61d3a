import type { MembershipStatus } from './memberships';
/**
 * The owner's reports and audit trail: the inputs both the server and the admin UI read, and the shapes
 * they answer. Money is integer pence; periods are Europe/London calendar dates.
 */
import { syncQueryShape } from './sync';
import { z } from 'zod';
import { calendarDate, count, line } from './input';
import { BOOKING_STATUSES } from './schemas';
import { daysBetween } from './time';

/** Two years and a day: a report over longer is a data export, not a page on a phone. */
export const REPORT_RANGE_MAX_DAYS = 731;

export const reportRangeSchema = z.object({ from: calendarDate, to: calendarDate }).refine(
  ({ from, to }) => {
    const days = daysBetween(from, to);
    return days >= 0 && days <= REPORT_RANGE_MAX_DAYS;
  },
  { path: ['to'], message: `must be on or after from, at most ${REPORT_RANGE_MAX_DAYS} days later` },
);
export type ReportRange = z.output<typeof reportRangeSchema>;

export const REVENUE_PERIODS = ['week', 'month'] as const;
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];

export interface RevenueBucketDto {
  /** First London date of the week (its Monday) or of the month. */
  period: string;
  paidPence: number;
  refundedPence: number;
  /** Paid minus refunded. */
  netPence: number;
  orders: number;
}

export interface FillRowDto {
  /** A class type's name, 'Open class', or a time of day (Morning, Afternoon, Evening). */
  label: string;
  slots: number;
  /** Places held by confirmed bookings (participants). */
  placesTaken: number;
  places: number;
  /** placesTaken / places, whole percent; null with no places. */
  fillPercent: number | null;
}

export interface NoShowDto {
  /** False until check-in records exist: the rate is unknown, not zero. */
  recorded: boolean;
  checkedIn: number;
  noShows: number;
  /** Confirmed bookings of the range's classes that have ended: the rate's denominator. */
  endedBookings: number;
  ratePercent: number | null;
}

export interface DiscountUseDto {
  code: string;
  /** Paid orders in the range that used the code. */
  orders: number;
  discountPence: number;
  paidPence: number;
}

export interface PackCreditsDto {
  /** False until any credits were granted: nothing is outstanding that anyone could know of. */
  tracked: boolean;
  creditsOutstanding: number | null;
  packs: number | null;
}

export interface ReportOverviewDto {
  /** Confirmed class bookings on classes in the range: the bookings list's own count for the same filter. */
  confirmedClassBookings: number;
  paidPence: number;
  refundedPence: number;
  netPence: number;
}

export interface ReportsDto {
  from: string;
  to: string;
  overview: ReportOverviewDto;
  revenueByWeek: RevenueBucketDto[];
  revenueByMonth: RevenueBucketDto[];
  fillByClassType: FillRowDto[];
  fillByTimeOfDay: FillRowDto[];
  noShows: NoShowDto;
  discountUse: DiscountUseDto[];
  packCredits: PackCreditsDto;
  /** Outstanding gift voucher liability (decision 730): what unexpired vouchers can still pay, now. */
  voucherLiability: { pence: number; count: number };
  /** Memberships (decision 792): members, statuses and MRR now; churn over the report's dates. */
  memberships: MembershipReportDto;
}

export interface MembershipReportDto {
  /** Active, past due, suspended and paused members now. */
  members: number;
  byStatus: Record<MembershipStatus, number>;
  /** The monthly prices of active and past-due members, pence. */
  mrrPence: number;
  /** Members at the start of the first day (started before it and not ended by it). */
  atStart: number;
  /** Of those, how many ended by the end of the last day. */
  cancelledInPeriod: number;
  /** cancelledInPeriod / atStart, one decimal; null when nobody was a member at the start. */
  churnPercent: number | null;
}

export const AUDIT_ENTITIES = [
  'booking',
  'class_type',
  'slot',
  'series',
  'location',
  'discount_code',
  'pack',
  'credit_lot',
  'api_key',
  'webhook_endpoint',
  'client_note',
] as const;
export const AUDIT_PAGE_SIZE = 50;

export const auditFilterSchema = z
  .object({
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    /** One of AUDIT_ENTITIES, or one another part of the admin records (packs, attendance...). */
    entity: line(40)
      .regex(/^[a-z_]+$/, 'entity is a lower-case name such as discount_code')
      .optional(),
    page: count(1, 100_000).optional(),
    pageSize: count(1, 200).optional(),
    ...syncQueryShape,
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'must not be before from', path: ['to'] })
  .optional()
  .default({});
export type AuditFilterInput = z.input<typeof auditFilterSchema>;
export type AuditFilter = z.output<typeof auditFilterSchema>;

export interface AuditEntryDto {
  id: number;
  at: Date;
  actor: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** A row as the audit tab shows it: also one sentence saying what happened, in pounds and names. */
export interface AuditRowDto extends AuditEntryDto {
  summary: string;
  /** An entry never changes: its time (decision 750). */
  updatedAt: Date;
}

export interface AuditPageDto {
  rows: AuditRowDto[];
  page: number;
  pageSize: number;
  /** True when another page follows (the trail is paged without counting it all). */
  hasMore: boolean;
  /** Read by change (updatedSince, cursor or limit, decision 750): the next page's cursor; null on the last and when paged by number. */
  nextCursor: string | null;
}

/** Paid bookings: confirmed, or refunded after being paid (so the Refunded column adds up). */
export const PAID_BOOKING_STATUSES = ['confirmed', 'refunded'] as const;
export const BOOKING_EXPORT_INCLUDE = ['paid', 'all'] as const;
/** What the export's dates select on: the class's date (the bookings list's filter) or the day the money came in (the reports'). */
export const BOOKING_EXPORT_DATES = ['class', 'booked'] as const;

/**
 * The bookings CSV: the list's filters, and paid bookings only unless `include=all` (held, expired, cancelled too).
 * Paid means confirmed or refunded, or money kept whatever the status. `dates=booked` selects by the London date
 * the order was placed, as the reports do, so the file's paid/refunded/net totals are the reports' (decision 570).
 */
export const bookingExportSchema = z
  .object({
    search: line(200).optional(),
    date: calendarDate.optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    kind: z.enum(['class', 'training'], 'kind must be class or training').optional(),
    status: z.enum(BOOKING_STATUSES).optional(),
    include: z.enum(BOOKING_EXPORT_INCLUDE, 'include must be paid or all').optional().default('paid'),
    dates: z.enum(BOOKING_EXPORT_DATES, 'dates must be class or booked').optional().default('class'),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'must not be before from', path: ['to'] });
export type BookingExportInput = z.input<typeof bookingExportSchema>;
