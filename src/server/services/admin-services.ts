import type { Config } from '../config';
import type { Db } from '../db/client';
import { createAdminBookingService } from './admin-bookings';
import { createAdminClassTypeService } from './admin-class-types';
import { createAdminDiscountService } from './admin-discounts';
import { createAdminEnquiryService } from './admin-enquiries';
import { createAdminLocationService } from './admin-locations';
import { createAdminScheduleService } from './admin-schedule';
import { createReportService } from './admin/reports';
import { createAuditService } from './audit';
import type { MailService } from './mail';
import type { RefundService } from './money/refunds';
import type { ScheduleService } from './schedule';

/** Everything the admin dashboard manages, built once per app (services.admin). */
export function createAdminServices(deps: { db: Db; config: Config; schedule: ScheduleService; refunds: RefundService; mail: MailService; clock?: () => Date }) {
  const { db, config, schedule, refunds, mail, clock } = deps;
  return {
    bookings: createAdminBookingService({ db, config, refunds, mail }),
    classTypes: createAdminClassTypeService({ db }),
    locations: createAdminLocationService({ db }),
    schedule: createAdminScheduleService({ db, schedule }),
    discounts: createAdminDiscountService({ db }),
    enquiries: createAdminEnquiryService({ db }),
    reports: createReportService({ db, clock }),
    audit: createAuditService({ db }),
  };
}

export type AdminServices = ReturnType<typeof createAdminServices>;
