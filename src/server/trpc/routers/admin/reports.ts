import { auditFilterSchema, reportRangeSchema } from '../../../../domain/reports';
import { adminProcedure, router } from '../../init';

export const adminReportsRouter = router({
  /** Revenue, fill rates, no-shows, discount use and pack credits for London dates from..to (at most two years). */
  summary: adminProcedure.input(reportRangeSchema).query(({ ctx, input }) => ctx.services.admin.reports.report(input)),
});

export const adminAuditRouter = router({
  /** The audit trail, newest first, one page at a time. */
  list: adminProcedure.input(auditFilterSchema).query(({ ctx, input }) => ctx.services.admin.audit.list(input)),
});
