import { receiptSchema } from '../../domain/manage';
import {
  classCheckoutSchema,
  paymentRefreshSchema,
  receiptRequestSchema,
  testCardSchema,
  trainingCheckoutSchema,
} from '../../domain/schemas';
import { route } from './define';
import { checkoutCreatedBody, paymentStatusBody } from './responses';

const tag = 'Payments';

export const checkoutRoutes = [
  route({
    method: 'POST',
    url: '/create-payment-intent',
    operationId: 'createClassPayment',
    tag,
    summary: "Pay for a class at /checkout. The amount is the server's; a different `amount` is a 400 naming the price.",
    body: classCheckoutSchema,
    response: checkoutCreatedBody,
    errors: [409, 429, 503],
    call: (caller, { input }) => caller.checkout.createClassPayment(input),
  }),
  route({
    method: 'POST',
    url: '/create-training-payment',
    operationId: 'createTrainingPayment',
    tag,
    summary: 'Pay for personal training (sessionType single or package).',
    body: trainingCheckoutSchema,
    response: checkoutCreatedBody,
    errors: [429, 503],
    call: (caller, { input }) => caller.checkout.createTrainingPayment(input),
  }),
  route({
    method: 'POST',
    url: '/payments/test-confirm',
    operationId: 'confirmTestPayment',
    tag,
    summary: "The embedded test provider's card form (test mode only; 403 with Stripe).",
    body: testCardSchema,
    response: paymentStatusBody,
    errors: [403, 404, 429],
    call: (caller, { input }) => caller.payments.confirmTest(input),
  }),
  route({
    method: 'POST',
    url: '/payments/refresh',
    operationId: 'refreshPayment',
    tag,
    summary: "Re-check a payment's status with the provider.",
    body: paymentRefreshSchema,
    response: paymentStatusBody,
    errors: [404, 429, 503],
    call: (caller, { input }) => caller.payments.refresh(input),
  }),
  route({
    method: 'POST',
    url: '/payments/receipt',
    operationId: 'paymentReceipt',
    idempotent: false,
    tag,
    summary:
      'The confirmation of an order paid for (or a booking confirmed free): reference, class, date, place and calendar links. Only with the holdToken that made the order; 404 otherwise. No manage link: that comes by e-mail.',
    body: receiptRequestSchema,
    response: receiptSchema,
    errors: [404, 429],
    call: (caller, { input }) => caller.payments.receipt(input),
  }),
];
