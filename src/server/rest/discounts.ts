import { validateDiscountSchema } from '../../domain/schemas';
import { bodyOf, type RestRoute } from './define';

export const discountRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/validate-discount',
    summary: 'Check a discount code: valid, code, error, description, discountType, discountValue.',
    body: validateDiscountSchema,
    call: (caller, req) => caller.discounts.validate(bodyOf(req) as never),
  },
];
