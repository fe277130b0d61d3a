/**
 * The members figures and the voucher liability in the reports (decision 792), compared with the rows themselves:
 * members and statuses now, MRR in pence, churn over the report's dates (ended in them / members at their start),
 * over tRPC and REST.
 */
import { and, gt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { londonInstant } from '../../../domain/time';
import { membershipPlans, memberships, vouchers } from '../../db/schema';
import { useTestEnv } from '../../test/harness';
import { createServices } from '../container';

const NOW = new Date('2031-06-20T12:00:00Z');
const env = useTestEnv({ services: ({ db, config }) => createServices({ db, config, clock: () => NOW }) });
const RANGE = { from: '2031-06-01', to: '2031-06-30' };
const DAY = 86_400_000;

let n = 0;
async function member(planId: number, row: Partial<typeof memberships.$inferInsert>) {
  n++;
  await env.db.insert(memberships).values({
    planId,
    email: `member${n}@example.com`,
    name: `Member ${n}`,
    pricePence: 4000,
    provider: 'test',
    codeHash: `code-${n}`,
    status: 'active',
    ...row,
  });
}

describe('memberships and vouchers in the reports', () => {
  it('counts members, statuses, MRR and churn as the rows say, and the outstanding voucher liability', async () => {
    const [plan] = await env.db
      .insert(membershipPlans)
      .values({ name: 'Report plan', pricePence: 4000, classesPerMonth: null, minimumTermMonths: 1, noticeDays: 0 })
      .returning({ id: membershipPlans.id });
    const start = londonInstant(RANGE.from, '00:00');
    const before = new Date(start.getTime() - 40 * DAY);
    // Members at the start of June: three active (one at another price), one past due (in grace), one that ends in June.
    await member(plan!.id, { startedAt: before });
    await member(plan!.id, { startedAt: before, pricePence: 5500 });
    await member(plan!.id, { startedAt: before, status: 'past_due', pastDueSince: new Date(NOW.getTime() - 2 * DAY) });
    await member(plan!.id, { startedAt: before, status: 'cancelled', cancelledAt: new Date(start.getTime() + 5 * DAY) });
    // Past due beyond the 7-day grace: suspended, not in the MRR.
    await member(plan!.id, { startedAt: before, status: 'past_due', pastDueSince: new Date(NOW.getTime() - 10 * DAY) });
    // Joined in June (not at the start), ended before June (not at the start), never paid.
    await member(plan!.id, { startedAt: new Date(start.getTime() + 3 * DAY) });
    await member(plan!.id, { startedAt: before, status: 'cancelled', cancelledAt: new Date(start.getTime() - 3 * DAY) });
    await member(plan!.id, { status: 'incomplete' });
    // Vouchers: one part spent, one expired (not owed any more).
    await env.db.insert(vouchers).values([
      {
        codeHash: 'h1',
        codeHint: 'AAAA',
        source: 'admin',
        initialPence: 5000,
        balancePence: 1500,
        expiresAt: new Date(NOW.getTime() + 300 * DAY),
        recipientEmail: 'a@example.com',
      },
      {
        codeHash: 'h2',
        codeHint: 'BBBB',
        source: 'admin',
        initialPence: 2500,
        balancePence: 2500,
        expiresAt: new Date(NOW.getTime() - DAY),
        recipientEmail: 'b@example.com',
      },
    ]);

    const admin = env.caller({ token: await env.adminToken() });
    const report = await admin.admin.reports.summary(RANGE);
    expect(report.memberships).toEqual({
      members: 5,
      byStatus: { active: 3, past_due: 1, suspended: 1, paused: 0, incomplete: 1, cancelled: 2 },
      mrrPence: 4000 + 5500 + 4000 + 4000,
      atStart: 5,
      cancelledInPeriod: 1,
      churnPercent: 20,
    });

    // The same figures read straight from the rows.
    const rows = await env.db.select().from(memberships);
    const running = rows.filter((r) => r.status !== 'cancelled' && r.status !== 'incomplete');
    expect(report.memberships.members).toBe(running.length);
    const inGrace = (r: (typeof rows)[number]) =>
      r.status === 'active' || (r.status === 'past_due' && NOW.getTime() - r.pastDueSince!.getTime() < 7 * DAY);
    expect(report.memberships.mrrPence).toBe(rows.filter(inGrace).reduce((sum, r) => sum + r.pricePence, 0));
    const atStart = rows.filter((r) => r.startedAt && r.startedAt < start && !(r.cancelledAt && r.cancelledAt < start));
    expect(report.memberships.atStart).toBe(atStart.length);
    const [owed] = await env.db
      .select({ pence: sql<number>`coalesce(sum(${vouchers.balancePence}), 0)::int`, count: sql<number>`count(*)::int` })
      .from(vouchers)
      .where(and(gt(vouchers.expiresAt, NOW), gt(vouchers.balancePence, 0)));
    expect(report.voucherLiability).toEqual({ pence: owed!.pence, count: owed!.count });
    expect(report.voucherLiability.pence).toBe(1500);

    // REST answers the same.
    const app = await env.app();
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/reports?from=${RANGE.from}&to=${RANGE.to}`,
      headers: { authorization: `Bearer ${await env.adminToken()}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().memberships).toEqual(report.memberships);
  });
});
