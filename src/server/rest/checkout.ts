import { classCheckoutSchema, paymentRefreshSchema, testCardSchema, trainingCheckoutSchema } from '../../domain/schemas';
import { bodyOf, type RestRoute } from './define';

export const checkoutRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/create-payment-intent',
    summary: 'Pay for a class at /checkout. The amount is the server\'s; a different `amount` is a 400.',
    body: classCheckoutSchema,
    call: (caller, req) => caller.checkout.createClassPayment(bodyOf(req) as never),
  },
  {
    method: 'POST',
    url: '/create-training-payment',
    summary: 'Pay for personal training (sessionType single or package).',
    body: trainingCheckoutSchema,
    call: (caller, req) => caller.checkout.createTrainingPayment(bodyOf(req) as never),
  },
  {
    method: 'POST',
    url: '/payments/test-confirm',
    summary: 'The embedded test provider\'s card form (test mode only).',
    body: testCardSchema,
    call: (caller, req) => caller.payments.confirmTest(bodyOf(req) as never),
  },
  {
    method: 'POST',
    url: '/payments/refresh',
    summary: 'Re-check a payment\'s status with the provider.',
    body: paymentRefreshSchema,
    call: (caller, req) => caller.payments.refresh(bodyOf(req) as never),
  },
];
