import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createAdminBookingService } from './bookings';
import { createAdminClassTypeService } from './class-types';
import { createAdminDiscountService } from './discounts';
import { createAdminEnquiryService } from './enquiries';
import { createAdminLocationService } from './locations';
import { createAdminScheduleService } from './schedule';
import { createReportService } from './reports';
import { createAuditService } from './audit';
import { createAdminClientService } from './clients';
import { createAdminMessageService } from './messages';
import type { MailService } from '../mail/mail';
import type { RefundService } from '../money/refunds';
import type { ScheduleService } from '../catalog/schedule';
import type { CancellationService } from '../booking/cancel';

/** Everything the admin dashboard manages, built once per app (services.admin). */
export function createAdminServices(deps: {
  db: Db;
  config: Config;
  schedule: ScheduleService;
  refunds: RefundService;
  mail: MailService;
  cancellation: CancellationService;
  clock?: () => Date;
}) {
  const { db, config, schedule, refunds, mail, cancellation, clock } = deps;
  const clients = createAdminClientService({ db, clock });
  return {
    bookings: createAdminBookingService({ db, config, refunds, mail, cancellation, clock }),
    classTypes: createAdminClassTypeService({ db }),
    locations: createAdminLocationService({ db }),
    schedule: createAdminScheduleService({ db, schedule }),
    discounts: createAdminDiscountService({ db }),
    enquiries: createAdminEnquiryService({ db }),
    reports: createReportService({ db, clock }),
    audit: createAuditService({ db }),
    clients,
    messages: createAdminMessageService({ db, config, mail, clients, clock }),
  };
}

export type AdminServices = ReturnType<typeof createAdminServices>;
