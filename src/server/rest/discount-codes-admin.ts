import { discountCodeInputSchema } from '../../domain/schemas';
import { bodyOf, type RestRoute } from './define';

export const adminDiscountRoutes: RestRoute[] = [
  { method: 'GET', url: '/admin/discount-codes', admin: true, summary: 'Every discount code.', call: (caller) => caller.admin.discounts.list() },
  {
    method: 'POST',
    url: '/admin/discount-codes',
    admin: true,
    summary: 'Create a discount code.',
    body: discountCodeInputSchema,
    successStatus: 201,
    call: (caller, req) => caller.admin.discounts.create(bodyOf(req) as never),
  },
  {
    method: 'PATCH',
    url: '/admin/discount-codes/:id',
    admin: true,
    summary: 'Edit or deactivate a discount code.',
    body: discountCodeInputSchema.partial(),
    call: (caller, req) => caller.admin.discounts.update({ ...bodyOf(req), id: req.params.id } as never),
  },
  {
    method: 'DELETE',
    url: '/admin/discount-codes/:id',
    admin: true,
    summary: 'Delete a discount code that was never used.',
    call: (caller, req) => caller.admin.discounts.remove({ id: req.params.id } as never),
  },
];
