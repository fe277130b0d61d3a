import { z } from 'zod';
import { discountCodeInputSchema, discountCodePatchSchema } from '../../domain/schemas';
import { route } from './define';
import { discountCodeBody, successBody } from './responses';

const tag = 'Admin discount codes';

export const adminDiscountRoutes = [
  route({
    method: 'GET',
    url: '/admin/discount-codes',
    operationId: 'listDiscountCodes',
    tag,
    admin: true,
    summary: 'Every discount code.',
    response: z.array(discountCodeBody),
    call: (caller) => caller.admin.discounts.list(),
  }),
  route({
    method: 'POST',
    url: '/admin/discount-codes',
    operationId: 'createDiscountCode',
    tag,
    admin: true,
    summary: 'Create a discount code (value: whole percent, or integer pence for a fixed code).',
    body: discountCodeInputSchema,
    response: discountCodeBody,
    successStatus: 201,
    errors: [409],
    call: (caller, { input }) => caller.admin.discounts.create(input),
  }),
  route({
    method: 'PATCH',
    url: '/admin/discount-codes/:id',
    operationId: 'updateDiscountCode',
    tag,
    admin: true,
    summary: 'Edit or deactivate a discount code: only the fields sent change (id and uses are read-only and ignored).',
    body: discountCodePatchSchema,
    response: discountCodeBody,
    errors: [404, 409],
    call: (caller, { input, params }) => caller.admin.discounts.update({ ...input, id: params.id }),
  }),
  route({
    method: 'DELETE',
    url: '/admin/discount-codes/:id',
    operationId: 'deleteDiscountCode',
    tag,
    admin: true,
    summary: 'Delete a discount code that was never used.',
    response: successBody,
    errors: [404, 409],
    call: (caller, { params }) => caller.admin.discounts.remove({ id: params.id }),
  }),
];
