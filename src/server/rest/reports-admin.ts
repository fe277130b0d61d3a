import { auditFilterSchema, reportRangeSchema } from '../../domain/reports';
import { route } from './define';
import { auditPageBody, reportsBody } from './responses';

export const adminReportRoutes = [
  route({
    method: 'GET',
    url: '/admin/reports',
    operationId: 'getReports',
    tag: 'Admin reports',
    admin: true,
    scope: 'bookings:read',
    summary:
      'Revenue (paid minus refunded, pence) by week and month, fill rate per class type and time of day, no-show rate, discount-code use and pack credits outstanding, for London dates from..to (at most 731 days).',
    body: reportRangeSchema,
    response: reportsBody,
    call: (caller, { input }) => caller.admin.reports.summary(input),
  }),
  route({
    method: 'GET',
    url: '/admin/audit',
    operationId: 'listAuditEntries',
    tag: 'Admin reports',
    admin: true,
    summary:
      'The audit trail of admin changes to money, places, prices and codes, newest first. Query from/to (London dates), entity, page, pageSize (50, at most 200). Read by change (decision 750): updatedSince, cursor and limit give the entries written since, oldest first, with nextCursor.',
    body: auditFilterSchema,
    response: auditPageBody,
    call: (caller, { input }) => caller.admin.audit.list(input),
  }),
];
