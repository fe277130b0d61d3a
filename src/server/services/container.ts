import { type Config, ConfigError, testClockRefusal } from '../config';
import type { Db } from '../db/client';
import { createAdminServices } from './admin/services';
import { createAppointmentCalendarService } from './appointments/calendar';
import { createApiKeyService } from './auth/api-keys';
import { createAuthService } from './auth/auth';
import { createClassTypeService } from './catalog/class-types';
import { createQrService } from './site/qr';
import { createPublicWeek } from './catalog/public-week';
import { createScheduleService } from './catalog/schedule';
import { createSiteContentService } from './site/site-content';
import { createRateLimiter } from './platform/rate-limit';
import { createIdempotencyService } from './platform/idempotency';
import { createBookingService } from './booking/bookings';
import { createCheckoutService } from './booking/checkout';
import { createConfirmationService } from './booking/confirmation';
import { createContactService } from './site/contact';
import { createCustomerService } from './customers/customers';
import { createWaitlistService } from './customers/waitlist';
import { createDataRequestService } from './customers/data-requests';
import { createDiscountService } from './money/discounts';
import { createHealthService } from './platform/health';
import { createLog, type Log } from './platform/log';
import { createJobService } from './jobs/jobs';
import { createAttendanceService } from './attendance/attendance';
import { createCancellationService } from './booking/cancel';
import { createMoveService } from './booking/move';
import { createWithdrawalService } from './booking/withdraw';
import { createWalkInService } from './booking/walk-in';
import { createMailService } from './mail/mail';
import { createCreditService } from './money/credits';
import { createRefundService } from './money/refunds';
import { createReceiptService } from './money/receipts';
import { sweepOrphanOrders } from './booking/orphan-orders';
import { createPaymentProvider } from './money/payments/create-provider';
import { createTestClock } from './platform/test-clock';
import { CHORE_EVERY_MS, CHORES, createBackgroundWorker } from './jobs/worker';
import { createWebhookService } from './webhooks/webhooks';
import { createAppointmentBookingService } from './appointments/book';
import { createAppointmentSetupService } from './appointments/setup';
import { createAccountSignInService } from './accounts/sign-in';
import { createPasskeyService } from './accounts/passkeys';
import { createAppointmentActionService } from './appointments/actions';
import { createCalendarFeedService } from './appointments/feed';
import { createAccountOverviewService } from './accounts/overview';
import { createVoucherService } from './vouchers/vouchers';
import { createBillingProvider } from './memberships/billing';
import { createMembershipService } from './memberships/service';

export interface ServiceDeps {
  db: Db;
  config: Config;
  /** Where services read the time (tests move it); the wall clock by default. */
  clock?: () => Date;
  /** The app's one logger; built from LOG_LEVEL when not given. */
  log?: Log;
}

/**
 * Builds every service once per app. Tests build their own with `createServices({ db, config })`
 * and may pass replacements (a payment provider pointed at a local endpoint, say).
 */
export function createServices(deps: ServiceDeps) {
  const { db, config } = deps;
  const auth = createAuthService({ db, config });
  const apiKeys = createApiKeyService({ db });
  const classTypes = createClassTypeService({ db });
  const qr = createQrService({ config });
  const schedule = createScheduleService({ db });
  const publicWeek = createPublicWeek({ schedule });
  const log = deps.log ?? createLog(config);
  const clockRefused = testClockRefusal(config);
  if (clockRefused) throw new ConfigError(`TEST_CLOCK ${clockRefused}`);
  const testClock = config.TEST_CLOCK ? createTestClock(db) : null;
  const clock = deps.clock ?? testClock?.now ?? (() => new Date());
  // Its windows on the services' clock: a test holds it still, and a count cannot straddle two minutes.
  const rateLimiter = createRateLimiter(db, clock);
  const jobs = createJobService({ db, log, clock });
  const idempotency = createIdempotencyService({ db, clock });
  const mail = createMailService({ db, config, log, jobs, clock });
  const paymentProvider = createPaymentProvider({ db, config });
  const discounts = createDiscountService({ db });
  const refunds = createRefundService({ db, provider: paymentProvider, log, businessName: config.BUSINESS_NAME });
  const credits = createCreditService({ db, config, mail, rateLimiter, clock });
  const cancellation = createCancellationService({ db, config, refunds, mail, jobs, clock });
  const withdrawals = createWithdrawalService({ db, cancellation, clock });
  const customers = createCustomerService({ db, config, mail, jobs, cancel: cancellation, clock, provider: paymentProvider });
  const dataRequests = createDataRequestService({ db, config, mail, rateLimiter, clock });
  const accountSignIn = createAccountSignInService({ db, config, mail, rateLimiter, clock });
  const passkeys = createPasskeyService({ db, config, clock, openSession: accountSignIn.openSession });
  const accountOverview = createAccountOverviewService({ db, clock });
  const confirmation = createConfirmationService({
    db,
    config,
    provider: paymentProvider,
    mail,
    customers,
    refunds,
    credits,
    log,
  });
  const bookings = createBookingService({ db, config, provider: paymentProvider, discounts, mail, customers, credits, log });
  const appointmentSetup = createAppointmentSetupService({ db, clock, defaultTravelMinutes: config.APPOINTMENT_TRAVEL_MINUTES });
  const appointments = createAppointmentBookingService({
    db,
    config,
    clock,
    provider: paymentProvider,
    customers,
    mail,
    openPayment: bookings.openPayment,
    credits,
  });
  const appointmentActions = createAppointmentActionService({
    db,
    config,
    clock,
    mail,
    jobs,
    refunds,
    provider: paymentProvider,
    booking: appointments,
  });
  const calendarFeed = createCalendarFeedService({ db, config, clock });
  const receipts = createReceiptService({ db });
  const waitlist = createWaitlistService({ db, config, mail, jobs, bookings, clock });
  const admin = createAdminServices({ db, config, schedule, refunds, mail, cancellation, clock });
  const walkIns = createWalkInService({
    db,
    config,
    provider: paymentProvider,
    customers,
    mail,
    openPayment: bookings.openPayment,
    rowOf: (bookingId) => admin.bookings.byRef({ kind: 'class', id: bookingId }),
    clock,
  });
  const checkout = createCheckoutService({ db, config, provider: paymentProvider, bookings, credits, discounts });
  const moves = createMoveService({ db, config, refunds, mail, checkout, clock });
  const contact = createContactService({ db, config, mail });
  const siteContent = createSiteContentService({ db });
  const webhooks = createWebhookService({ db, config, jobs, mail, clock });
  const memberships = createMembershipService({ db, config, billing: createBillingProvider(config), mail, jobs, customers, clock, log });
  const worker = createBackgroundWorker({
    jobs,
    customers,
    log,
    chores: {
      [CHORES.expireHolds]: { everyMs: CHORE_EVERY_MS, run: (now) => bookings.expireHolds(now) },
      [CHORES.orphanOrders]: { everyMs: CHORE_EVERY_MS, run: (now) => sweepOrphanOrders(db, now) },
      // Also removes Idempotency-Keys past their 24 hours (decision 620).
      [CHORES.pruneThrottle]: {
        everyMs: CHORE_EVERY_MS,
        run: async (now) => {
          await auth.pruneThrottle(now);
          await idempotency.prune(now);
        },
      },
      [CHORES.expireCredits]: { everyMs: CHORE_EVERY_MS, run: (now) => credits.expireLapsed(now) },
      [CHORES.expireAppointmentHolds]: { everyMs: CHORE_EVERY_MS, run: (now) => appointments.expireHolds(now) },
    },
  });
  const attendance = createAttendanceService({ db, clock });
  const vouchers = createVoucherService({ db, clock });
  const health = createHealthService({ db, timeoutMs: config.HEALTH_TIMEOUT_MS, log });

  return {
    log,
    appointmentCalendar: createAppointmentCalendarService({ db, classesBetween: admin.schedule.range }),
    clock,
    jobs,
    rateLimiter,
    idempotency,
    auth,
    classTypes,
    qr,
    schedule,
    admin,
    mail,
    paymentProvider,
    discounts,
    refunds,
    credits,
    cancellation,
    confirmation,
    bookings,
    walkIns,
    checkout,
    contact,
    customers,
    worker,
    health,
    publicWeek,
    apiKeys,
    siteContent,
    attendance,
    waitlist,
    webhooks,
    testClock,
    dataRequests,
    accountSignIn,
    passkeys,
    accountOverview,
    withdrawals,
    appointments,
    appointmentSetup,
    appointmentActions,
    calendarFeed,
    receipts,
    vouchers,
    moves,
    memberships,
  };
}

export type Services = ReturnType<typeof createServices>;
