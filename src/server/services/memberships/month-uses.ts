/**
 * Booking with a membership, the parts a class's booking and an appointment's share (decisions 741, 793): the paid
 * month that covers the start, one use of it taken in the booking's transaction, and a use given back on a cancel.
 */
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { conflict, invalid, notFound } from '../../../domain/errors';
import { normaliseEmail } from '../../../domain/packs';
import type { DbOrTx } from '../../db/client';
import { membershipAppointmentUses, membershipPeriods, memberships, membershipUses } from '../../db/schema';
import { membershipCodeKey } from './join';
import { MEMBERSHIP_ERRORS, type MembershipRow, planOf, type PlanRow, statusAt } from './rules';

const codeKey = membershipCodeKey;

/** What a booking with a membership is refused with: a class's words or an appointment's (decision 793). */
export interface MonthRefusals {
  noMembership: string;
  notPaid: string;
  usedUp: string;
}

export const APPOINTMENT_MEMBERSHIP_ERRORS: MonthRefusals = {
  noMembership: 'You have no membership that includes appointments',
  notPaid: 'Your membership has no paid month that covers this appointment',
  usedUp: "You have used this month's sessions of your membership",
};

/**
 * The paid month of her membership that covers `at` and still has a use, and the member: proved by her account
 * session (`signedInEmail`) or her membership code; the booking's e-mail must be the membership's (decision 741).
 * A read: the use itself is taken by `takeMonthUse` in the booking's transaction.
 */
export async function findMembershipMonth(
  db: DbOrTx,
  input: { email: string; membershipCode?: string | undefined; signedInEmail?: string | undefined },
  at: Date,
  now: Date,
  graceDays: number,
  covers: (plan: PlanRow) => boolean,
  refusals: MonthRefusals,
) {
  let candidates: MembershipRow[];
  if (input.signedInEmail) {
    candidates = await db
      .select()
      .from(memberships)
      .where(eq(memberships.email, normaliseEmail(input.signedInEmail)))
      .orderBy(asc(memberships.id));
  } else {
    if (!input.membershipCode) throw invalid('membershipCode', MEMBERSHIP_ERRORS.codeNeeded.replace('membershipCode: ', ''));
    const [m] = await db
      .select()
      .from(memberships)
      .where(eq(memberships.codeHash, codeKey(input.membershipCode)));
    if (!m) throw notFound(MEMBERSHIP_ERRORS.notFound);
    candidates = [m];
  }
  const owner = candidates[0]?.email;
  if (owner && normaliseEmail(input.email) !== owner) throw invalid('email', MEMBERSHIP_ERRORS.emailMismatch.replace('email: ', ''));
  const plans = new Map<number, PlanRow>();
  for (const c of candidates) if (!plans.has(c.planId)) plans.set(c.planId, await planOf(db, c.planId));
  const covering = candidates.filter((c) => covers(plans.get(c.planId)!));
  if (!covering.length) throw conflict(refusals.noMembership);
  const usable = covering.filter((c) => {
    const s = statusAt(c, now, graceDays);
    return (s === 'active' || s === 'past_due') && !(c.cancelAt && at >= c.cancelAt);
  });
  if (!usable.length)
    throw conflict(covering.some((c) => statusAt(c, now, graceDays) === 'suspended') ? MEMBERSHIP_ERRORS.suspended : refusals.noMembership);
  const periods = await db
    .select()
    .from(membershipPeriods)
    .where(
      and(
        inArray(
          membershipPeriods.membershipId,
          usable.map((c) => c.id),
        ),
        lte(membershipPeriods.startsAt, at),
        gt(membershipPeriods.endsAt, at),
      ),
    )
    .orderBy(asc(membershipPeriods.id));
  if (!periods.length) throw conflict(refusals.notPaid);
  const open = periods.filter((p) => p.allowance === null || p.used < p.allowance);
  if (!open.length) throw conflict(refusals.usedUp);
  const period = open[0]!;
  const member = usable.find((c) => c.id === period.membershipId)!;
  return { period, member, planName: plans.get(member.planId)!.name };
}

/** One use of the month, under its row lock (used < allowance); null when a parallel booking took the last. */
export async function takeMonthUse(tx: DbOrTx, periodId: number) {
  const [used] = await tx
    .update(membershipPeriods)
    .set({ used: sql`${membershipPeriods.used} + 1` })
    .where(
      and(
        eq(membershipPeriods.id, periodId),
        sql`(${membershipPeriods.allowance} is null or ${membershipPeriods.used} < ${membershipPeriods.allowance})`,
      ),
    )
    .returning({ used: membershipPeriods.used, allowance: membershipPeriods.allowance });
  return used ?? null;
}

/** One use back to its month (the caller has marked its use row released, so this runs once). */
async function giveMonthUseBack(tx: DbOrTx, periodId: number): Promise<true> {
  await tx
    .update(membershipPeriods)
    .set({ used: sql`greatest(${membershipPeriods.used} - 1, 0)` })
    .where(eq(membershipPeriods.id, periodId));
  return true;
}

/** An appointment's use of its month goes back once (cancelled on the terms a credit comes back on). */
export async function releaseMembershipAppointmentUse(tx: DbOrTx, appointmentId: number, now: Date): Promise<boolean> {
  const [use] = await tx
    .update(membershipAppointmentUses)
    .set({ releasedAt: now })
    .where(and(eq(membershipAppointmentUses.appointmentId, appointmentId), isNull(membershipAppointmentUses.releasedAt)))
    .returning({ periodId: membershipAppointmentUses.periodId });
  return use ? giveMonthUseBack(tx, use.periodId) : false;
}

/**
 * Gives a cancelled membership booking's use back to its month, once (the use row is marked released), in the
 * cancelling transaction: on the terms a credit comes back on (the owner cancels, or she does in the free window).
 */
export async function releaseMembershipUse(tx: DbOrTx, bookingId: number, now: Date): Promise<boolean> {
  const [use] = await tx
    .update(membershipUses)
    .set({ releasedAt: now })
    .where(and(eq(membershipUses.bookingId, bookingId), isNull(membershipUses.releasedAt)))
    .returning({ periodId: membershipUses.periodId });
  return use ? giveMonthUseBack(tx, use.periodId) : false;
}
