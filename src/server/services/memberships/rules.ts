/**
 * What every membership use case reads: the refusals' words, a plan's columns and row, the status a member has now.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { notFound } from '../../../domain/errors';
import type { MembershipPlanDto, MembershipStatus } from '../../../domain/memberships';
import type { DbOrTx } from '../../db/client';
import { membershipPlans, memberships } from '../../db/schema';

/** Days a member whose renewal failed may still book in the months she has paid for (decision 743). */
export const GRACE_DAYS_DEFAULT = 7;

export const MEMBERSHIP_ERRORS = {
  planNotFound: 'Membership plan not found',
  planUnavailable: 'planId: this plan is not on sale',
  notFound: 'Membership not found',
  noMembership: 'You have no membership that covers this class',
  notPaid: 'Your membership has no paid month that covers this class',
  usedUp: "You have used this month's classes of your membership",
  suspended: 'Your membership is paused until the failed payment is made: update your card',
  codeNeeded: 'membershipCode: sign in to your account or give your membership code',
  emailMismatch: 'email: use the e-mail address of the membership',
  cardLink: 'This card-update link is not valid or has expired',
} as const;

export const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

export const planColumns = {
  id: membershipPlans.id,
  name: membershipPlans.name,
  description: membershipPlans.description,
  pricePence: membershipPlans.pricePence,
  classesPerMonth: membershipPlans.classesPerMonth,
  classTypeIds: membershipPlans.classTypeIds,
  includesAppointments: membershipPlans.includesAppointments,
  minimumTermMonths: membershipPlans.minimumTermMonths,
  noticeDays: membershipPlans.noticeDays,
  isActive: membershipPlans.isActive,
  updatedAt: membershipPlans.updatedAt,
};
export type PlanRow = Omit<MembershipPlanDto, 'covers'>;
export type MembershipRow = typeof memberships.$inferSelect;

/** The status a member has now: past due beyond the grace period reads as suspended (no booking). */
export function statusAt(
  m: Pick<MembershipRow, 'status' | 'pastDueSince'> & Partial<Pick<MembershipRow, 'pauseFrom' | 'pauseUntil'>>,
  now: Date,
  graceDays: number,
): MembershipStatus {
  if (m.status === 'active' && m.pauseFrom && m.pauseUntil && now >= m.pauseFrom && now < m.pauseUntil) return 'paused';
  if (m.status === 'past_due' && m.pastDueSince && now.getTime() - m.pastDueSince.getTime() >= graceDays * 86_400_000) return 'suspended';
  return m.status;
}

export async function planOf(tx: DbOrTx, id: number): Promise<PlanRow> {
  const [row] = await tx.select(planColumns).from(membershipPlans).where(eq(membershipPlans.id, id));
  if (!row) throw notFound(MEMBERSHIP_ERRORS.planNotFound);
  return row;
}
