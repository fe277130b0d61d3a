/** What a member does with her membership: reads it (account page), cancels under notice, takes a holiday. */
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { invalid, notFound } from '../../../domain/errors';
import { addMonths, type MembershipDto } from '../../../domain/memberships';
import { normaliseEmail } from '../../../domain/packs';
import type { Db } from '../../db/client';
import { membershipPeriods, memberships } from '../../db/schema';
import * as audit from '../admin/audit';
import type { BillingProvider } from './billing';
import { MEMBERSHIP_ERRORS, type MembershipRow, planOf, statusAt } from './rules';

/** The London month (YYYY-MM) an instant is in: a holiday is asked for by months. */
const londonMonth = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Europe/London' }).slice(0, 7);

/** When a cancellation asked for `now` takes effect: after the notice and the minimum term, at a month's end. */
export function cancellationDate(m: { startedAt: Date }, plan: { minimumTermMonths: number; noticeDays: number }, now: Date): Date {
  const earliest = Math.max(now.getTime() + plan.noticeDays * 86_400_000, addMonths(m.startedAt, plan.minimumTermMonths).getTime());
  let k = 1;
  while (addMonths(m.startedAt, k).getTime() < earliest) k++;
  return addMonths(m.startedAt, k);
}

export function createMemberActions(deps: { db: Db; billing: BillingProvider; clock: () => Date; graceDays: number }) {
  const { db, billing, clock, graceDays } = deps;

  async function toDto(m: MembershipRow, now: Date): Promise<MembershipDto> {
    const plan = await planOf(db, m.planId);
    const [period] = await db
      .select()
      .from(membershipPeriods)
      .where(and(eq(membershipPeriods.membershipId, m.id), lte(membershipPeriods.startsAt, now), gt(membershipPeriods.endsAt, now)))
      .orderBy(desc(membershipPeriods.id))
      .limit(1);
    return {
      id: m.id,
      planName: plan.name,
      pricePence: m.pricePence,
      status: statusAt(m, now, graceDays),
      currentPeriod: period
        ? { start: period.startsAt.toISOString(), end: period.endsAt.toISOString(), allowance: period.allowance, used: period.used }
        : null,
      paidThrough: m.paidThrough?.toISOString() ?? null,
      cancelAt: m.cancelAt?.toISOString() ?? null,
      minimumTermMonths: plan.minimumTermMonths,
      noticeDays: plan.noticeDays,
      endsIfCancelledNow: m.startedAt && !m.cancelAt ? cancellationDate({ startedAt: m.startedAt }, plan, now).toISOString() : null,
      holidayFromMonth: m.paidThrough ? londonMonth(m.paidThrough) : null,
      pauseFrom: m.pauseFrom?.toISOString() ?? null,
      pauseUntil: m.pauseUntil?.toISOString() ?? null,
    };
  }

  /** Her memberships (account page). */
  async function mine(email: string, now: Date = clock()): Promise<MembershipDto[]> {
    const rows = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.email, normaliseEmail(email)), sql`${memberships.status} <> 'incomplete'`))
      .orderBy(desc(memberships.id));
    return Promise.all(rows.map((m) => toDto(m, now)));
  }

  /** Cancels under the plan's notice and minimum term: it runs to the end of the month that allows. */
  async function cancel(input: { email: string; membershipId: number }, now: Date = clock()): Promise<MembershipDto> {
    const row = await db.transaction(async (tx) => {
      const [m] = await tx
        .select()
        .from(memberships)
        .where(and(eq(memberships.id, input.membershipId), eq(memberships.email, normaliseEmail(input.email))))
        .for('update');
      if (!m || m.status === 'incomplete') throw notFound(MEMBERSHIP_ERRORS.notFound);
      if (m.status === 'cancelled' || m.cancelAt) return m;
      const plan = await planOf(tx, m.planId);
      const at = cancellationDate({ startedAt: m.startedAt ?? now }, plan, now);
      const [updated] = await tx.update(memberships).set({ cancelAt: at }).where(eq(memberships.id, m.id)).returning();
      await audit.record(tx, {
        actor: 'customer',
        action: 'membership.cancel',
        entity: 'membership',
        entityId: m.id,
        after: { cancelAt: at },
      });
      return updated!;
    });
    if (row.providerSubscriptionId && row.cancelAt) await billing.cancelAt(row.providerSubscriptionId, row.cancelAt);
    return toDto(row, now);
  }

  /**
   * A holiday: from the month of her next payment through `untilMonth` nothing is charged and nothing can be
   * booked with the membership; it resumes at the month boundary after (Stripe: pause_collection, invoices voided).
   */
  async function pause(
    input: { email: string; membershipId: number; fromMonth: string; untilMonth: string },
    now: Date = clock(),
  ): Promise<MembershipDto> {
    const row = await db.transaction(async (tx) => {
      const [m] = await tx
        .select()
        .from(memberships)
        .where(and(eq(memberships.id, input.membershipId), eq(memberships.email, normaliseEmail(input.email))))
        .for('update');
      if (!m || !m.paidThrough || !m.startedAt || m.status === 'cancelled') throw notFound(MEMBERSHIP_ERRORS.notFound);
      const monthOf = londonMonth;
      if (input.fromMonth !== monthOf(m.paidThrough))
        throw invalid('fromMonth', `a holiday starts with the month of your next payment (${monthOf(m.paidThrough)})`);
      if (input.untilMonth < input.fromMonth) throw invalid('untilMonth', 'must not be before fromMonth');
      let k = 1;
      while (addMonths(m.startedAt, k) <= m.paidThrough) k++;
      const from = addMonths(m.startedAt, k - 1);
      let months = 1;
      while (monthOf(addMonths(m.startedAt, k - 1 + months)) <= input.untilMonth) months++;
      if (months > 3) throw invalid('untilMonth', 'a holiday is at most 3 months');
      const until = addMonths(m.startedAt, k - 1 + months);
      const [updated] = await tx
        .update(memberships)
        .set({ pauseFrom: from, pauseUntil: until })
        .where(eq(memberships.id, m.id))
        .returning();
      await audit.record(tx, {
        actor: 'customer',
        action: 'membership.pause',
        entity: 'membership',
        entityId: m.id,
        after: { from, until },
      });
      return updated!;
    });
    if (row.providerSubscriptionId && row.pauseUntil) await billing.pause(row.providerSubscriptionId, row.pauseUntil);
    return toDto(row, now);
  }

  return { mine, cancel, pause };
}
