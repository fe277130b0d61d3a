import type { Config } from '../config';
import type { Db } from '../db/client';
import { createAdminServices } from './admin-services';
import { createAuthService } from './auth';
import { createClassTypeService } from './class-types';
import { createQrService } from './qr';
import { createScheduleService } from './schedule';
import { createRateLimiter } from './rate-limit';

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
  return { rateLimiter, auth, classTypes, qr, schedule, admin };
}

export type Services = ReturnType<typeof createServices>;
