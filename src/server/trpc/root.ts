import { createCallerFactory, router } from './init';
import { adminApiKeysRouter } from './routers/admin/api-keys';
import { adminAuthRouter } from './routers/admin/auth';
import { adminBookingsRouter } from './routers/admin/bookings';
import { adminClassTypesRouter } from './routers/admin/class-types';
import { adminDiscountsRouter } from './routers/admin/discounts';
import { adminEnquiriesRouter } from './routers/admin/enquiries';
import { adminLocationsRouter } from './routers/admin/locations';
import { adminScheduleRouter } from './routers/admin/schedule';
import { adminSiteContentRouter } from './routers/admin/site-content';
import { adminWithdrawalsRouter } from './routers/admin/withdrawals';
import { authRouter } from './routers/auth';
import { bookingsRouter } from './routers/bookings';
import { checkoutRouter } from './routers/checkout';
import { classTypesRouter } from './routers/class-types';
import { configRouter } from './routers/config';
import { contactRouter } from './routers/contact';
import { discountsRouter } from './routers/discounts';
import { manageRouter } from './routers/manage';
import { paymentsRouter } from './routers/payments';
import { qrRouter } from './routers/qr';
import { scheduleRouter } from './routers/schedule';

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
  auth: authRouter,
  qr: qrRouter,
  /** Every procedure here requires an admin bearer token. */
  admin: router({
    auth: adminAuthRouter,
    bookings: adminBookingsRouter,
    classTypes: adminClassTypesRouter,
    locations: adminLocationsRouter,
    schedule: adminScheduleRouter,
    discounts: adminDiscountsRouter,
    enquiries: adminEnquiriesRouter,
    apiKeys: adminApiKeysRouter,
    siteContent: adminSiteContentRouter,
    withdrawals: adminWithdrawalsRouter,
  }),
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;
