import type { Config } from '../../../config';
import type { DbOrTx } from '../../../db/client';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe';
import { createTestProvider } from './test-provider';

/** Stripe when its secret key is configured, else the embedded test provider. */
export function createPaymentProvider(deps: { db: DbOrTx; config: Config }): PaymentProvider {
  return deps.config.STRIPE_SECRET_KEY ? createStripeProvider(deps.config) : createTestProvider({ db: deps.db });
}
