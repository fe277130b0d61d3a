import { membershipPlanInputSchema, membershipPlanUpdateSchema } from '../../../../domain/memberships';
import { syncQuerySchema } from '../../../../domain/sync';
import { adminProcedure, router } from '../../init';

/** The owner's membership plans (audited) and the members report (members, status, MRR, churn). */
export const adminMembershipsRouter = router({
  plans: adminProcedure.query(({ ctx }) => ctx.services.memberships.admin.list()),
  planChanges: adminProcedure.input(syncQuerySchema).query(({ ctx, input }) => ctx.services.memberships.admin.changes(input)),
  createPlan: adminProcedure
    .input(membershipPlanInputSchema)
    .mutation(({ ctx, input }) => ctx.services.memberships.admin.create(input, ctx.admin.username)),
  updatePlan: adminProcedure
    .input(membershipPlanUpdateSchema)
    .mutation(({ ctx, input: { id, ...patch } }) => ctx.services.memberships.admin.update(id, patch, ctx.admin.username)),
  report: adminProcedure.query(({ ctx }) => ctx.services.memberships.admin.report()),
});
