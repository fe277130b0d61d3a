/** The owner's membership plans (decision 740): their list, the read by change, create and update; the plans on sale. */
import { asc, eq, inArray } from 'drizzle-orm';
import { invalid, notFound } from '../../../domain/errors';
import type { MembershipPlanDto, MembershipPlanInput } from '../../../domain/memberships';
import type { SyncPage, SyncQuery } from '../../../domain/sync';
import type { Db } from '../../db/client';
import { classTypes, membershipPlans } from '../../db/schema';
import * as audit from '../admin/audit';
import { readChanges } from '../platform/sync';
import { membershipFigures } from './figures';
import { MEMBERSHIP_ERRORS, planColumns, type PlanRow } from './rules';

export function createPlans(deps: { db: Db; clock: () => Date; graceDays: number }) {
  const { db, clock, graceDays } = deps;

  async function toPlanDtos(rows: PlanRow[]): Promise<MembershipPlanDto[]> {
    const names = new Map((await db.select({ id: classTypes.id, name: classTypes.name }).from(classTypes)).map((r) => [r.id, r.name]));
    return rows.map((r) => ({
      ...r,
      covers: r.classTypeIds.length === 0 ? ['All classes'] : r.classTypeIds.map((i) => names.get(i) ?? `Class type ${i}`),
    }));
  }

  async function assertClassTypes(ids: number[] | undefined) {
    if (!ids?.length) return;
    const found = await db.select({ id: classTypes.id }).from(classTypes).where(inArray(classTypes.id, ids));
    if (found.length !== new Set(ids).size) throw invalid('classTypeIds', 'names a class type that does not exist');
  }

  async function list(): Promise<MembershipPlanDto[]> {
    return toPlanDtos(await db.select(planColumns).from(membershipPlans).orderBy(asc(membershipPlans.id)));
  }

  /** Read by change (decisions 750, 798): a plan created or edited comes back after the time. */
  async function changes(input: SyncQuery): Promise<SyncPage<MembershipPlanDto>> {
    const page = await readChanges(db, membershipPlans, planColumns, input, (row) => row);
    return { ...page, data: await toPlanDtos(page.data) };
  }

  async function create(input: MembershipPlanInput, actor: string): Promise<MembershipPlanDto> {
    await assertClassTypes(input.classTypeIds);
    const row = await db.transaction(async (tx) => {
      const [created] = await tx.insert(membershipPlans).values(input).returning(planColumns);
      await audit.record(tx, {
        actor,
        action: 'membership_plan.create',
        entity: 'membership_plan',
        entityId: created!.id,
        after: created,
      });
      return created!;
    });
    return (await toPlanDtos([row]))[0]!;
  }

  async function update(id: number, patch: Partial<MembershipPlanInput>, actor: string): Promise<MembershipPlanDto> {
    await assertClassTypes(patch.classTypeIds);
    const row = await db.transaction(async (tx) => {
      const [before] = await tx.select(planColumns).from(membershipPlans).where(eq(membershipPlans.id, id)).for('update');
      if (!before) throw notFound(MEMBERSHIP_ERRORS.planNotFound);
      // A new price needs a new Stripe price, which a new subscription makes from the product: members keep theirs.
      const [after] = await tx.update(membershipPlans).set(patch).where(eq(membershipPlans.id, id)).returning(planColumns);
      await audit.record(tx, { actor, action: 'membership_plan.update', entity: 'membership_plan', entityId: id, before, after });
      return after!;
    });
    return (await toPlanDtos([row]))[0]!;
  }

  /** Members, their status, MRR (pence) and churn over the last 30 days. */
  async function report(now: Date = clock()) {
    const { atStart: _a, cancelledInPeriod: _c, churnPercent: _p, ...figures } = await membershipFigures(db, now, graceDays);
    return figures;
  }

  async function onSale(): Promise<MembershipPlanDto[]> {
    return toPlanDtos(
      await db.select(planColumns).from(membershipPlans).where(eq(membershipPlans.isActive, true)).orderBy(asc(membershipPlans.pricePence)),
    );
  }

  return { admin: { list, changes, create, update, report }, onSale };
}
