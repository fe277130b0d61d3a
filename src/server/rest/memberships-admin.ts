import { z } from 'zod';
import { MEMBERSHIP_STATUSES, membershipPlanInputSchema, membershipPlanPatchSchema } from '../../domain/memberships';
import { isSyncQuery, syncQuerySchema } from '../../domain/sync';
import { asCursorArray, route } from './define';
import { updatedAtBody } from './responses';

const tag = 'Admin memberships';

const planBody = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    pricePence: z.number().int().meta({ description: 'Monthly price, integer pence (6500 = £65.00)' }),
    classesPerMonth: z.number().int().nullable().meta({ description: 'Classes a paid month allows; null: unlimited' }),
    classTypeIds: z.array(z.number().int()).meta({ description: 'Class types it covers; empty: every class' }),
    includesAppointments: z.boolean(),
    minimumTermMonths: z.number().int(),
    noticeDays: z.number().int().meta({ description: 'Days of notice a cancellation needs; it ends at the month boundary after' }),
    isActive: z.boolean(),
    covers: z.array(z.string()),
    updatedAt: updatedAtBody,
  })
  .meta({ id: 'MembershipPlan' });

const reportBody = z
  .object({
    members: z.number().int().meta({ description: 'Active, past due, suspended or paused' }),
    byStatus: z.record(z.enum(MEMBERSHIP_STATUSES), z.number().int()),
    mrrPence: z.number().int().meta({ description: 'Monthly recurring revenue: the prices of active and past-due members, pence' }),
    churned30Days: z.number().int(),
    churnPercent30Days: z.number(),
  })
  .meta({ id: 'MembershipReport' });

export const adminMembershipRoutes = [
  route({
    method: 'GET',
    url: '/admin/membership-plans',
    operationId: 'listMembershipPlans',
    tag,
    admin: true,
    scope: 'packs:manage',
    summary: 'Every membership plan, on sale or not.',
    description:
      "Read by change (decisions 750, 798): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the plans changed since, oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next).",
    body: syncQuerySchema,
    cursorHeaders: true,
    response: z.array(planBody),
    call: (caller, { input }) =>
      isSyncQuery(input) ? caller.admin.memberships.planChanges(input).then(asCursorArray) : caller.admin.memberships.plans(),
  }),
  route({
    method: 'POST',
    url: '/admin/membership-plans',
    operationId: 'createMembershipPlan',
    tag,
    admin: true,
    scope: 'packs:manage',
    summary: 'Define a plan: monthly price in pence, classes a month (null: unlimited), class types, minimum term, notice.',
    body: membershipPlanInputSchema,
    response: planBody,
    successStatus: 201,
    call: (caller, { input }) => caller.admin.memberships.createPlan(input),
  }),
  route({
    method: 'PATCH',
    url: '/admin/membership-plans/:id',
    operationId: 'updateMembershipPlan',
    tag,
    admin: true,
    scope: 'packs:manage',
    summary: 'Edit a plan or take it off sale (isActive false); members keep the price they subscribed at.',
    body: membershipPlanPatchSchema,
    response: planBody,
    errors: [404],
    call: (caller, { input, params }) => caller.admin.memberships.updatePlan({ ...input, id: params.id }),
  }),
  route({
    method: 'GET',
    url: '/admin/reports/memberships',
    operationId: 'membershipReport',
    tag,
    admin: true,
    scope: 'bookings:read',
    summary: 'Members, their status, monthly recurring revenue (pence) and churn over the last 30 days.',
    response: reportBody,
    call: (caller) => caller.admin.memberships.report(),
  }),
];
