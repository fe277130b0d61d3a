import { checkoutQuoteSchema, qrQuerySchema } from '../../domain/schemas';
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
    summary: 'QR code of the website URL (query size 256, 512 or 1024; 512 unless said). ETag and If-None-Match (304).',
    body: qrQuerySchema,
    response: qrBody,
    call: (caller, { input }) => caller.qr.website(input),
  }),
  route({
    method: 'GET',
    url: '/qr/reviews',
    operationId: 'getReviewsQr',
    tag: 'Site',
    summary: 'QR code of the review page URL (query size 256, 512 or 1024; 512 unless said). ETag and If-None-Match (304).',
    body: qrQuerySchema,
    response: qrBody,
    call: (caller, { input }) => caller.qr.reviews(input),
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
