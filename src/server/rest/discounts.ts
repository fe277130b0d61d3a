import { validateDiscountSchema } from '../../domain/schemas';
import { route } from './define';
import { discountValidationBody } from './responses';

export const discountRoutes = [
  route({
    method: 'POST',
    url: '/validate-discount',
    operationId: 'validateDiscount',
    tag: 'Bookings',
    summary: 'Check a discount code: valid, code, error, description, discountType, discountValue.',
    body: validateDiscountSchema,
    response: discountValidationBody,
    errors: [429],
    call: (caller, { input }) => caller.discounts.validate(input),
  }),
];
