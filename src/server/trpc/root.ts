import { createCallerFactory, router } from './init';
import { accountRouter } from './routers/account';
import { adminApiKeysRouter } from './routers/admin/api-keys';
import { adminAppointmentsRouter } from './routers/admin/appointments';
import { appointmentsRouter } from './routers/appointments';
import { adminAttendanceRouter } from './routers/admin/attendance';
import { adminAuthRouter } from './routers/admin/auth';
import { adminBookingsRouter } from './routers/admin/bookings';
import { adminClassTypesRouter } from './routers/admin/class-types';
import { adminClientsRouter } from './routers/admin/clients';
import { adminDiscountsRouter } from './routers/admin/discounts';
import { adminDeletedRouter } from './routers/admin/deleted';
import { adminEnquiriesRouter } from './routers/admin/enquiries';
import { adminExportsRouter } from './routers/admin/exports';
import { adminLocationsRouter } from './routers/admin/locations';
import { adminAuditRouter, adminReportsRouter } from './routers/admin/reports';
import { adminPacksRouter } from './routers/admin/packs';
import { adminMembershipsRouter } from './routers/admin/memberships';
import { membershipsRouter } from './routers/memberships';
import { adminReceiptsRouter } from './routers/admin/receipts';
import { adminScheduleRouter } from './routers/admin/schedule';
import { adminSiteContentRouter } from './routers/admin/site-content';
import { adminWaitlistRouter } from './routers/admin/waitlist';
import { adminWebhooksRouter } from './routers/admin/webhooks';
import { adminWithdrawalsRouter } from './routers/admin/withdrawals';
import { authRouter } from './routers/auth';
import { bookingsRouter } from './routers/bookings';
import { checkoutRouter } from './routers/checkout';
import { classTypesRouter } from './routers/class-types';
import { configRouter } from './routers/config';
import { contactRouter } from './routers/contact';
import { discountsRouter } from './routers/discounts';
import { manageRouter } from './routers/manage';
import { packsRouter } from './routers/packs';
import { paymentsRouter } from './routers/payments';
import { privacyRouter } from './routers/privacy';
import { qrRouter } from './routers/qr';
import { scheduleRouter } from './routers/schedule';
import { waitlistRouter } from './routers/waitlist';
import { vouchersRouter } from './routers/vouchers';
import { adminVouchersRouter } from './routers/admin/vouchers';
import { adminIntroOfferRouter } from './routers/admin/intro-offer';

export const appRouter = router({
  config: configRouter,
  classTypes: classTypesRouter,
  schedule: scheduleRouter,
  discounts: discountsRouter,
  bookings: bookingsRouter,
  payments: paymentsRouter,
  checkout: checkoutRouter,
  contact: contactRouter,
  manage: manageRouter,
  privacy: privacyRouter,
  packs: packsRouter,
  auth: authRouter,
  qr: qrRouter,
  waitlist: waitlistRouter,
  appointments: appointmentsRouter,
  account: accountRouter,
  vouchers: vouchersRouter,
  memberships: membershipsRouter,
  /** Every procedure here requires an admin bearer token. */
  admin: router({
    auth: adminAuthRouter,
    bookings: adminBookingsRouter,
    clients: adminClientsRouter,
    classTypes: adminClassTypesRouter,
    locations: adminLocationsRouter,
    schedule: adminScheduleRouter,
    discounts: adminDiscountsRouter,
    packs: adminPacksRouter,
    enquiries: adminEnquiriesRouter,
    apiKeys: adminApiKeysRouter,
    siteContent: adminSiteContentRouter,
    attendance: adminAttendanceRouter,
    reports: adminReportsRouter,
    audit: adminAuditRouter,
    exports: adminExportsRouter,
    waitlist: adminWaitlistRouter,
    webhooks: adminWebhooksRouter,
    withdrawals: adminWithdrawalsRouter,
    appointments: adminAppointmentsRouter,
    receipts: adminReceiptsRouter,
    vouchers: adminVouchersRouter,
    introOffer: adminIntroOfferRouter,
    memberships: adminMembershipsRouter,
    deleted: adminDeletedRouter,
  }),
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;
