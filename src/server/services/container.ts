import type { Config } from '../config';
import type { Db } from '../db/client';
import { createAdminServices } from './admin-services';
import { createApiKeyService } from './api-keys';
import { createAuthService } from './auth';
import { createClassTypeService } from './class-types';
import { createQrService } from './qr';
import { createPublicWeek } from './public-week';
import { createScheduleService } from './schedule';
import { createSiteContentService } from './site-content';
import { createRateLimiter } from './rate-limit';
import { createBookingService } from './bookings';
import { createCheckoutService } from './checkout';
import { createConfirmationService } from './confirmation';
import { createContactService } from './contact';
import { createCustomerService } from './customers/customers';
import { createWaitlistService } from './customers/waitlist';
import { createDataRequestService } from './customers/data-requests';
import { createDiscountService } from './discounts';
import { createHealthService } from './health';
import { createLog, type Log } from './log';
import { createJobService } from './jobs/jobs';
import { createAttendanceService } from './attendance/attendance';
import { createCancellationService } from './booking/cancel';
import { createWithdrawalService } from './booking/withdraw';
import { createMailService } from './mail';
import { createCreditService } from './money/credits';
import { createRefundService } from './money/refunds';
import { sweepOrphanOrders } from './orphan-orders';
import { createPaymentProvider } from './payments/create-provider';
import { createTestClock } from './test-clock';
import { createBackgroundWorker } from './worker';
import { createWebhookService } from './webhooks/webhooks';

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
  const rateLimiter = createRateLimiter(db);
  const auth = createAuthService({ db, config });
  const apiKeys = createApiKeyService({ db });
  const classTypes = createClassTypeService({ db });
  const qr = createQrService({ config });
  const schedule = createScheduleService({ db });
  const publicWeek = createPublicWeek({ schedule });
  const log = deps.log ?? createLog(config);
  const testClock = config.TEST_CLOCK ? createTestClock(db) : null;
  const clock = deps.clock ?? testClock?.now ?? (() => new Date());
  const jobs = createJobService({ db, log, clock });
  const mail = createMailService({ db, config, log, jobs });
  const paymentProvider = createPaymentProvider({ db, config });
  const discounts = createDiscountService({ db });
  const refunds = createRefundService({ db, provider: paymentProvider, log });
  const credits = createCreditService({ db, config, mail, rateLimiter, clock });
  const cancellation = createCancellationService({ db, config, refunds, mail });
  const withdrawals = createWithdrawalService({ db, cancellation, clock });
  const customers = createCustomerService({ db, config, mail, jobs, cancel: cancellation, clock });
  const dataRequests = createDataRequestService({ db, config, mail, rateLimiter, clock });
  const confirmation = createConfirmationService({ db, config, provider: paymentProvider, mail, customers, discounts, refunds, credits, log });
  const bookings = createBookingService({ db, config, provider: paymentProvider, discounts, mail, customers, credits, log });
  const waitlist = createWaitlistService({ db, config, mail, jobs, bookings, clock });
  const admin = createAdminServices({ db, config, schedule, refunds, mail, clock });
  const checkout = createCheckoutService({ db, config, provider: paymentProvider, bookings, credits });
  const contact = createContactService({ db, config, mail });
  const siteContent = createSiteContentService({ db });
  const webhooks = createWebhookService({ db, config, jobs, clock });
  const worker = createBackgroundWorker({
    jobs,
    bookings,
    customers,
    log,
    chores: { 'sweeping orphan orders': () => sweepOrphanOrders(db, new Date()), 'pruning the sign-in throttle': () => auth.pruneThrottle(), 'writing off expired credits': () => credits.expireLapsed() },
  });
  const attendance = createAttendanceService({ db, clock });
  const health = createHealthService({ db, timeoutMs: config.HEALTH_TIMEOUT_MS, log });

  return { log, clock, jobs, rateLimiter, auth, classTypes, qr, schedule, admin, mail, paymentProvider, discounts, refunds, credits, cancellation, confirmation, bookings, checkout, contact, customers, worker, health, publicWeek, apiKeys, siteContent, attendance, waitlist, webhooks, testClock, dataRequests, withdrawals };
}

export type Services = ReturnType<typeof createServices>;
