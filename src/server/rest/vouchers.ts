import { z } from 'zod';
import { issueVoucherInput, voucherPurchaseInput } from '../../domain/vouchers';
import { isSyncQuery, syncQuerySchema } from '../../domain/sync';
import { asCursorArray, route } from './define';
import { checkoutCreatedBody, updatedAtBody, voucherBalanceBody, voucherIssuedBody } from './responses';

const tag = 'Gift vouchers';

/** Gift vouchers (decision 730): thin adapters over the vouchers procedures. */
export const voucherRoutes = [
  route({
    method: 'GET',
    url: '/voucher-options',
    operationId: 'getVoucherOptions',
    tag,
    summary: 'The amounts (pence) the owner sells gift vouchers for, and how many months one lasts.',
    response: z.object({ amountsPence: z.array(z.number().int()), validityMonths: z.number().int() }),
    call: (caller) => caller.vouchers.options(),
  }),
  route({
    method: 'POST',
    url: '/vouchers/purchase',
    operationId: 'buyVoucher',
    tag,
    summary:
      "Buy a gift voucher: an amount from the owner's list, for a recipient, e-mailed (code and printable PDF card) on `sendOn`. Paid like a pack: confirm the payment with `clientSecret`; the voucher is made when the payment succeeds.",
    body: voucherPurchaseInput,
    response: checkoutCreatedBody,
    errors: [429, 503],
    call: (caller, { input }) => caller.vouchers.buy(input),
  }),
  route({
    method: 'GET',
    url: '/vouchers/:code',
    operationId: 'getVoucherBalance',
    tag,
    summary: 'What a gift voucher can still pay, and until when. An unknown code is a 404 (an expired one answers with `expired: true`).',
    response: voucherBalanceBody,
    errors: [404, 429],
    call: (caller, { params }) => caller.vouchers.balance({ code: params.code }),
  }),
  route({
    method: 'POST',
    url: '/admin/vouchers',
    operationId: 'issueVoucher',
    tag,
    admin: true,
    scope: 'vouchers:manage',
    summary:
      'Issue a gift voucher without payment (a prize, a goodwill gesture). The answer carries its working `code`, this once: only its hash is kept. Audited.',
    body: issueVoucherInput,
    response: voucherIssuedBody,
    successStatus: 201,
    call: (caller, { input }) => caller.admin.vouchers.issue(input),
  }),
  route({
    method: 'GET',
    url: '/admin/vouchers',
    operationId: 'listVouchers',
    tag,
    admin: true,
    scope: 'vouchers:manage',
    summary: 'The newest 200 gift vouchers, with the last four characters of each code (never the code).',
    description:
      "Read by change (decisions 750, 798): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the vouchers changed since (issued, redeemed, given back, sent), oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next).",
    body: syncQuerySchema,
    cursorHeaders: true,
    response: z.array(
      z.object({
        id: z.number().int(),
        codeHint: z.string(),
        source: z.enum(['admin', 'purchase']),
        initialPence: z.number().int(),
        balancePence: z.number().int(),
        expiresAt: z.iso.datetime({ offset: true }),
        recipientEmail: z.string(),
        recipientName: z.string(),
        createdAt: z.iso.datetime({ offset: true }),
        sentAt: z.iso.datetime({ offset: true }).nullable(),
        updatedAt: updatedAtBody,
      }),
    ),
    call: (caller, { input }) =>
      isSyncQuery(input) ? caller.admin.vouchers.changes(input).then(asCursorArray) : caller.admin.vouchers.list(),
  }),
];
