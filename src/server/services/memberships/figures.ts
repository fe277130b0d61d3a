import type { MembershipStatus } from '../../../domain/memberships';
import type { DbOrTx } from '../../db/client';
import { memberships } from '../../db/schema';
import { statusAt } from './rules';

/**
 * The members figures (decisions 744, 792): members and their statuses now, MRR (the monthly prices of active and
 * past-due members, pence), and churn over [start, end): members at `start` (started before it, not ended by it) of
 * whom how many ended in the period. Also the 30-day churn the memberships list has shown since 744.
 */
export async function membershipFigures(db: DbOrTx, now: Date, graceDays: number, period?: { start: Date; end: Date }) {
  const rows = await db
    .select({
      status: memberships.status,
      pastDueSince: memberships.pastDueSince,
      pauseFrom: memberships.pauseFrom,
      pauseUntil: memberships.pauseUntil,
      pricePence: memberships.pricePence,
      startedAt: memberships.startedAt,
      cancelledAt: memberships.cancelledAt,
    })
    .from(memberships);
  const byStatus: Record<MembershipStatus, number> = { incomplete: 0, active: 0, past_due: 0, suspended: 0, paused: 0, cancelled: 0 };
  let mrrPence = 0;
  let churned = 0;
  let atStart = 0;
  let cancelledInPeriod = 0;
  const since = now.getTime() - 30 * 86_400_000;
  for (const r of rows) {
    const s = statusAt(r, now, graceDays);
    byStatus[s]++;
    if (s === 'active' || s === 'past_due') mrrPence += r.pricePence;
    if (s === 'cancelled' && r.cancelledAt && r.cancelledAt.getTime() >= since) churned++;
    if (!period || !r.startedAt || r.startedAt >= period.start || (r.cancelledAt && r.cancelledAt < period.start)) continue;
    atStart++;
    if (r.cancelledAt && r.cancelledAt < period.end) cancelledInPeriod++;
  }
  const members = byStatus.active + byStatus.past_due + byStatus.suspended + byStatus.paused;
  return {
    members,
    byStatus,
    mrrPence,
    churned30Days: churned,
    churnPercent30Days: members + churned === 0 ? 0 : Math.round((churned * 1000) / (members + churned)) / 10,
    atStart,
    cancelledInPeriod,
    churnPercent: atStart === 0 ? null : Math.round((cancelledInPeriod * 1000) / atStart) / 10,
  };
}
