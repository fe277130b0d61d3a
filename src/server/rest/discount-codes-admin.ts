import { z } from 'zod';
import { discountCodeInputSchema, discountCodePatchSchema } from '../../domain/schemas';
import { asCursorArray, route } from './define';
import { isSyncQuery, syncQuerySchema } from '../../domain/sync';
import { discountCodeBody, successBody } from './responses';

const tag = 'Admin discount codes';

export const adminDiscountRoutes = [
  route({
    method: 'GET',
    url: '/admin/discount-codes',
    operationId: 'listDiscountCodes',
    tag,
    admin: true,
    scope: 'discounts:manage',
    summary: 'Every discount code.',
    description:
      "Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the rows changed since, oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next).",
    body: syncQuerySchema,
    cursorHeaders: true,
    response: z.array(discountCodeBody),
    call: (caller, { input }) =>
      isSyncQuery(input) ? caller.admin.discounts.changes(input).then(asCursorArray) : caller.admin.discounts.list(),
  }),
  route({
    method: 'POST',
    url: '/admin/discount-codes',
    operationId: 'createDiscountCode',
    tag,
    admin: true,
    scope: 'discounts:manage',
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
    scope: 'discounts:manage',
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
    scope: 'discounts:manage',
    summary: 'Delete a discount code that was never used.',
    response: successBody,
    errors: [404, 409],
    call: (caller, { params }) => caller.admin.discounts.remove({ id: params.id }),
  }),
];
