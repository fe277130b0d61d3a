import { and, asc, count, desc, eq, gt, gte, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { voucherLiability } from '../vouchers/vouchers';
import { membershipFigures } from '../memberships/figures';
import { GRACE_DAYS_DEFAULT } from '../memberships/rules';
import type {
  DiscountUseDto,
  FillRowDto,
  NoShowDto,
  PackCreditsDto,
  ReportRange,
  ReportsDto,
  RevenueBucketDto,
  RevenuePeriod,
} from '../../../domain/reports';
import { addDays, londonInstant } from '../../../domain/time';
import type { Db } from '../../db/client';
import { bookings, classTypes, creditLots, discountCodes, orders, scheduleSlots } from '../../db/schema';
import { slotClassEnd } from '../catalog/class-length';

/** Morning before 12:00, afternoon before 17:00, evening after: how the owner speaks of her timetable. */
export const TIME_OF_DAY_BOUNDS = { afternoon: '12:00', evening: '17:00' } as const;

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : null);

/**
 * Whether people turned up (decision 350): bookings marked no-show over the confirmed bookings of the range's
 * classes that have ended by `now` (London wall clock). A booking neither ticked nor marked is not recorded,
 * not a no-show; with no mark at all in the range the rate is unknown, which is not the same as nobody missing.
 */
export async function noShowFigures(db: Db, range: ReportRange, now: Date): Promise<NoShowDto> {
  const endedAt = sql`((${scheduleSlots.date} + ${slotClassEnd}) at time zone 'Europe/London')`;
  // Per slot of the range (a lateral aggregate on bookings_slot_status_idx), so only the range's bookings are
  // read: joined the plain way, the planner hashed every confirmed booking ever made (decision 166).
  const attendance = db
    .select({
      ended: sql<string>`count(*)`.as('ended'),
      checkedIn: sql<string>`count(*) filter (where ${bookings.checkedInAt} is not null)`.as('checked_in'),
      noShows: sql<string>`count(*) filter (where ${bookings.noShowAt} is not null)`.as('no_shows'),
    })
    .from(bookings)
    .where(and(eq(bookings.slotId, scheduleSlots.id), eq(bookings.status, 'confirmed')))
    .as('attendance');
  const [row] = await db
    .select({
      ended: sql<string>`coalesce(sum(${attendance.ended}), 0)`,
      checkedIn: sql<string>`coalesce(sum(${attendance.checkedIn}), 0)`,
      noShows: sql<string>`coalesce(sum(${attendance.noShows}), 0)`,
    })
    .from(scheduleSlots)
    .innerJoinLateral(attendance, sql`true`)
    .where(
      and(gte(scheduleSlots.date, range.from), lte(scheduleSlots.date, range.to), sql`${endedAt} <= ${now.toISOString()}::timestamptz`),
    );
  const endedBookings = Number(row!.ended);
  const checkedIn = Number(row!.checkedIn);
  const noShows = Number(row!.noShows);
  const recorded = checkedIn + noShows > 0;
  return { recorded, checkedIn, noShows, endedBookings, ratePercent: recorded ? percent(noShows, endedBookings) : null };
}

/**
 * Credits bought (or given instead of a refund) and not yet spent or expired at `now`: what the business still
 * owes in classes. Tracked once any credit lot exists; before that nothing is outstanding that anyone could know of.
 */
export async function packCreditsOutstanding(db: Db, now: Date): Promise<PackCreditsDto> {
  const [row] = await db
    .select({
      lots: count(),
      outstanding: sql<string>`coalesce(sum(${creditLots.remaining}) filter (where ${creditLots.remaining} > 0 and ${creditLots.expiresAt} > ${now.toISOString()}::timestamptz), 0)`,
      packs: sql<string>`count(*) filter (where ${creditLots.remaining} > 0 and ${creditLots.expiresAt} > ${now.toISOString()}::timestamptz)`,
    })
    .from(creditLots);
  if (Number(row!.lots) === 0) return { tracked: false, creditsOutstanding: null, packs: null };
  return { tracked: true, creditsOutstanding: Number(row!.outstanding), packs: Number(row!.packs) };
}

/**
 * The owner's reports, every figure an aggregate the database computes over the range (London dates). Money is
 * what was paid minus what went back, on the order's London date; places are confirmed participants over the
 * capacity of the active slots in the range.
 */
export function createReportService(deps: { db: Db; clock?: () => Date }) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** Orders placed in the range (the orders_created_idx range scan). */
  const orderedIn = (range: ReportRange) =>
    and(gte(orders.createdAt, londonInstant(range.from, '00:00')), lt(orders.createdAt, londonInstant(addDays(range.to, 1), '00:00')));

  async function revenue(range: ReportRange, period: RevenuePeriod): Promise<RevenueBucketDto[]> {
    // date_trunc('week') starts weeks on Monday, as the owner's calendar does; the London wall clock decides the day.
    const unit = period === 'week' ? sql.raw(`'week'`) : sql.raw(`'month'`);
    const bucket = sql<string>`to_char(date_trunc(${unit}, ${orders.createdAt} at time zone 'Europe/London'), 'YYYY-MM-DD')`;
    const rows = await db
      .select({
        period: bucket,
        paidPence: sql<string>`coalesce(sum(${orders.paidPence}), 0)`,
        refundedPence: sql<string>`coalesce(sum(${orders.refundedPence}), 0)`,
        orders: count(),
      })
      .from(orders)
      .where(and(orderedIn(range), gt(orders.paidPence, 0)))
      .groupBy(bucket)
      .orderBy(asc(bucket));
    return rows.map((r) => {
      const paidPence = Number(r.paidPence);
      const refundedPence = Number(r.refundedPence);
      return { period: r.period, paidPence, refundedPence, netPence: paidPence - refundedPence, orders: Number(r.orders) };
    });
  }

  /** Confirmed participants per slot of the range, beside each slot's capacity. */
  function slotFill(range: ReportRange) {
    const taken = db
      .select({ slotId: bookings.slotId, participants: sql<string>`sum(${bookings.participantCount})`.as('participants') })
      .from(bookings)
      .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
      .where(and(eq(bookings.status, 'confirmed'), gte(scheduleSlots.date, range.from), lte(scheduleSlots.date, range.to)))
      .groupBy(bookings.slotId)
      .as('taken');
    return taken;
  }

  async function fillBy(range: ReportRange, by: 'classType' | 'timeOfDay'): Promise<FillRowDto[]> {
    const taken = slotFill(range);
    const label =
      by === 'classType'
        ? sql<string>`case when cardinality(${scheduleSlots.allowedClassTypeIds}) = 1 then coalesce(${classTypes.name}, 'Open class')
            when cardinality(${scheduleSlots.allowedClassTypeIds}) = 0 then 'Open class' else 'Several class types' end`
        : // Literals, not parameters: PostgreSQL groups by an expression only when its text is the same.
          sql<string>`case when ${scheduleSlots.startTime} < ${sql.raw(`'${TIME_OF_DAY_BOUNDS.afternoon}'`)}::time then 'Morning'
            when ${scheduleSlots.startTime} < ${sql.raw(`'${TIME_OF_DAY_BOUNDS.evening}'`)}::time then 'Afternoon' else 'Evening' end`;
    const rows = await db
      .select({
        label,
        slots: count(),
        placesTaken: sql<string>`coalesce(sum(${taken.participants}), 0)`,
        places: sql<string>`sum(${scheduleSlots.maxBookings})`,
      })
      .from(scheduleSlots)
      .leftJoin(taken, eq(taken.slotId, scheduleSlots.id))
      .leftJoin(classTypes, sql`${classTypes.id} = ${scheduleSlots.allowedClassTypeIds}[1]`)
      .where(and(gte(scheduleSlots.date, range.from), lte(scheduleSlots.date, range.to), eq(scheduleSlots.isActive, true)))
      .groupBy(label)
      .orderBy(by === 'classType' ? asc(label) : asc(sql`min(${scheduleSlots.startTime})`));
    return rows.map((r) => {
      const placesTaken = Number(r.placesTaken);
      const places = Number(r.places);
      return { label: r.label, slots: Number(r.slots), placesTaken, places, fillPercent: percent(placesTaken, places) };
    });
  }

  async function discountUse(range: ReportRange): Promise<DiscountUseDto[]> {
    const rows = await db
      .select({
        code: discountCodes.code,
        orders: count(),
        discountPence: sql<string>`sum(${orders.discountPence})`,
        paidPence: sql<string>`sum(${orders.paidPence})`,
      })
      .from(orders)
      .innerJoin(discountCodes, eq(discountCodes.id, orders.discountCodeId))
      .where(and(orderedIn(range), isNotNull(orders.discountCodeId), gt(orders.paidPence, 0)))
      .groupBy(discountCodes.code)
      .orderBy(desc(count()), asc(discountCodes.code));
    return rows.map((r) => ({
      code: r.code,
      orders: Number(r.orders),
      discountPence: Number(r.discountPence),
      paidPence: Number(r.paidPence),
    }));
  }

  /** The bookings list's 'confirmed' class bookings for the same dates, counted the same way (class date in range). */
  async function confirmedClassBookings(range: ReportRange): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(bookings)
      .innerJoin(scheduleSlots, eq(scheduleSlots.id, bookings.slotId))
      .where(and(eq(bookings.status, 'confirmed'), gte(scheduleSlots.date, range.from), lte(scheduleSlots.date, range.to)));
    return Number(row!.n);
  }

  return {
    async report(range: ReportRange): Promise<ReportsDto> {
      const period = { start: londonInstant(range.from, '00:00'), end: londonInstant(addDays(range.to, 1), '00:00') };
      const [
        revenueByWeek,
        revenueByMonth,
        fillByClassType,
        fillByTimeOfDay,
        noShows,
        discounts,
        packCredits,
        confirmed,
        liability,
        members,
      ] = await Promise.all([
        revenue(range, 'week'),
        revenue(range, 'month'),
        fillBy(range, 'classType'),
        fillBy(range, 'timeOfDay'),
        noShowFigures(db, range, clock()),
        discountUse(range),
        packCreditsOutstanding(db, clock()),
        confirmedClassBookings(range),
        voucherLiability(db, clock()),
        membershipFigures(db, clock(), GRACE_DAYS_DEFAULT, period),
      ]);
      const paidPence = revenueByMonth.reduce((sum, b) => sum + b.paidPence, 0);
      const refundedPence = revenueByMonth.reduce((sum, b) => sum + b.refundedPence, 0);
      return {
        from: range.from,
        to: range.to,
        overview: { confirmedClassBookings: confirmed, paidPence, refundedPence, netPence: paidPence - refundedPence },
        revenueByWeek,
        revenueByMonth,
        fillByClassType,
        fillByTimeOfDay,
        noShows,
        discountUse: discounts,
        packCredits,
        voucherLiability: liability,
        memberships: {
          members: members.members,
          byStatus: members.byStatus,
          mrrPence: members.mrrPence,
          atStart: members.atStart,
          cancelledInPeriod: members.cancelledInPeriod,
          churnPercent: members.churnPercent,
        },
      };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
