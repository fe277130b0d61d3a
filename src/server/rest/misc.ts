import { checkoutQuoteSchema } from '../../domain/schemas';
import type { RestRoute } from './define';

export const miscRoutes: RestRoute[] = [
  { method: 'GET', url: '/config', summary: 'Business name, contact details and payment provider.', call: (caller) => caller.config.public() },
  { method: 'GET', url: '/qr/website', summary: 'QR code of the website URL.', call: (caller) => caller.qr.website() },
  { method: 'GET', url: '/qr/reviews', summary: 'QR code of the review page URL.', call: (caller) => caller.qr.reviews() },
  {
    method: 'GET',
    url: '/checkout/quote',
    summary: 'The server\'s price for a checkout (query type, class, sessionType, date, time).',
    body: checkoutQuoteSchema,
    call: (caller, req) => caller.checkout.quote((req.query ?? {}) as never),
  },
];
