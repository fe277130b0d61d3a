import { checkoutQuoteSchema } from '../../domain/schemas';
import type { RestRoute } from './define';

export const miscRoutes: RestRoute[] = [
  { method: 'GET', url: '/config', summary: 'Business name, contact details and payment provider.', call: (caller) => caller.config.public() },
  // ?size=256|512|1024 (512 unless said); answers carry an ETag, so a repeat with If-None-Match is a 304.
  { method: 'GET', url: '/qr/website', summary: 'QR code of the website URL (query size 256, 512 or 1024).', call: (caller, req) => caller.qr.website((req.query ?? {}) as never) },
  { method: 'GET', url: '/qr/reviews', summary: 'QR code of the review page URL (query size 256, 512 or 1024).', call: (caller, req) => caller.qr.reviews((req.query ?? {}) as never) },
  {
    method: 'GET',
    url: '/checkout/quote',
    summary: 'The server\'s price for a checkout (query type, class, sessionType, date, time).',
    body: checkoutQuoteSchema,
    call: (caller, req) => caller.checkout.quote((req.query ?? {}) as never),
  },
];
