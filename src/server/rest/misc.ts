import { checkoutQuoteSchema } from '../../domain/schemas';
import { route } from './define';
import { checkoutQuoteBody, publicConfigBody, qrBody } from './responses';

export const miscRoutes = [
  route({
    method: 'GET',
    url: '/config',
    operationId: 'getConfig',
    tag: 'Site',
    summary: 'Business name, contact details and payment provider.',
    response: publicConfigBody,
    call: (caller) => caller.config.public(),
  }),
  route({
    method: 'GET',
    url: '/qr/website',
    operationId: 'getWebsiteQr',
    tag: 'Site',
    summary: 'QR code of the website URL.',
    response: qrBody,
    call: (caller) => caller.qr.website(),
  }),
  route({
    method: 'GET',
    url: '/qr/reviews',
    operationId: 'getReviewsQr',
    tag: 'Site',
    summary: 'QR code of the review page URL.',
    response: qrBody,
    call: (caller) => caller.qr.reviews(),
  }),
  route({
    method: 'GET',
    url: '/checkout/quote',
    operationId: 'quoteCheckout',
    tag: 'Payments',
    summary: "The server's price for a checkout (query type, class, sessionType, date, time).",
    body: checkoutQuoteSchema,
    response: checkoutQuoteBody,
    errors: [404],
    call: (caller, { input }) => caller.checkout.quote(input),
  }),
];
