import type { Config } from '../config';
import type { Db } from '../db/client';
import { createAdminServices } from './admin-services';
import { createAuthService } from './auth';
import { createClassTypeService } from './class-types';
import { createQrService } from './qr';
import { createScheduleService } from './schedule';
import { createSiteContentService } from './site-content';
import { createRateLimiter } from './rate-limit';
import { createBookingService } from './bookings';
import { createCheckoutService } from './checkout';
import { createConfirmationService } from './confirmation';
import { createContactService } from './contact';
import { createDiscountService } from './discounts';
import { createLog } from './log';
import { createMailService } from './mail';
import { createPaymentProvider } from './payments/provider';
import { createBackgroundWorker } from './worker';

export interface ServiceDeps {
  db: Db;
  config: Config;
}

/**
 * Builds every service once per app. Tests build their own with `createServices({ db, config })`
 * and may pass replacements (a payment provider pointed at a local endpoint, say).
 */
export function createServices(deps: ServiceDeps) {
  const { db, config } = deps;
  const rateLimiter = createRateLimiter(db);
  const auth = createAuthService({ db, config, rateLimiter });
  const classTypes = createClassTypeService({ db });
  const qr = createQrService({ config });
  const schedule = createScheduleService({ db });
  const admin = createAdminServices({ db, config, schedule });
  const log = createLog(config);
  const mail = createMailService({ db, config, log });
  const paymentProvider = createPaymentProvider({ db, config });
  const discounts = createDiscountService({ db });
  const confirmation = createConfirmationService({ db, config, provider: paymentProvider, mail, discounts, log });
  const bookings = createBookingService({ db, config, provider: paymentProvider, discounts, mail, log });
  const checkout = createCheckoutService({ db, config, provider: paymentProvider, bookings });
  const contact = createContactService({ db, config, mail });
  const siteContent = createSiteContentService({ db });
  const worker = createBackgroundWorker({ mail, bookings, log });
  return { rateLimiter, auth, classTypes, qr, schedule, admin, mail, paymentProvider, discounts, confirmation, bookings, checkout, contact, siteContent, worker };
}

export type Services = ReturnType<typeof createServices>;
