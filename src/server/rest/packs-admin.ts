import { z } from 'zod';
import {
  CREDIT_REASONS,
  CREDIT_SCOPES,
  creditAdjustSchema,
  creditGrantSchema,
  creditHoldersQuerySchema,
  packInputSchema,
  packPatchSchema,
} from '../../domain/packs';
import { asCursorArray, route } from './define';
import { isSyncQuery, syncQuerySchema } from '../../domain/sync';
import { updatedAtBody } from './responses';

const tag = 'Admin packs and credits';
const instant = z.iso.datetime({ offset: true });

const packBody = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    pricePence: z.number().int().meta({ description: 'Price, integer pence (6500 = £65.00)' }),
    credits: z.number().int(),
    validityDays: z.number().int().meta({ description: 'Whole London days after the day of purchase the credits count' }),
    classTypeIds: z.array(z.number().int()).meta({ description: 'Class types the credits pay for; empty: every class' }),
    covers: z.array(z.string()),
    isActive: z.boolean(),
    updatedAt: updatedAtBody,
  })
  .meta({ id: 'Pack' });

const lotBody = z
  .object({
    id: z.number().int(),
    scope: z.enum(CREDIT_SCOPES),
    title: z.string(),
    granted: z.number().int(),
    remaining: z.number().int(),
    expiresAt: instant,
    expired: z.boolean(),
    covers: z.array(z.string()),
    updatedAt: updatedAtBody,
  })
  .meta({ id: 'CreditLot' });

const holderBody = z
  .object({
    email: z.string(),
    balance: z.number().int().meta({ description: 'Live (unexpired) credits of all lots' }),
    lots: z.array(lotBody),
    updatedAt: updatedAtBody,
  })
  .meta({ id: 'CreditHolder' });

const ledgerBody = z
  .object({
    id: z.number().int(),
    delta: z.number().int(),
    reason: z.enum(CREDIT_REASONS),
    note: z.string(),
    actor: z.string(),
    bookingId: z.number().int().nullable(),
    createdAt: instant,
    updatedAt: instant.meta({ description: 'Entries are never changed: the same as createdAt' }),
  })
  .meta({ id: 'CreditLedgerEntry' });

export const adminPackRoutes = [
  route({
    method: 'GET',
    url: '/admin/packs',
    operationId: 'listPacks',
    tag,
    admin: true,
    scope: 'packs:manage',
    summary: 'Every class pack, on sale or not.',
    description:
      "Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the rows changed since, oldest change first; the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next).",
    body: syncQuerySchema,
    cursorHeaders: true,
    response: z.array(packBody),
    call: (caller, { input }) => (isSyncQuery(input) ? caller.admin.packs.changes(input).then(asCursorArray) : caller.admin.packs.list()),
  }),
  route({
    method: 'POST',
    url: '/admin/packs',
    operationId: 'createPack',
    tag,
    admin: true,
    scope: 'packs:manage',
    summary: 'Define a pack: price in pence, number of credits, validity in days, class types (empty: all).',
    body: packInputSchema,
    response: packBody,
    successStatus: 201,
    call: (caller, { input }) => caller.admin.packs.create(input),
  }),
  route({
    method: 'PATCH',
    url: '/admin/packs/:id',
    operationId: 'updatePack',
    tag,
    admin: true,
    scope: 'packs:manage',
    summary: 'Edit a pack or take it off sale (isActive false); credits already sold keep their terms.',
    body: packPatchSchema,
    response: packBody,
    errors: [404],
    call: (caller, { input, params }) => caller.admin.packs.update({ ...input, id: params.id }),
  }),
  route({
    method: 'GET',
    url: '/admin/credit-balances',
    operationId: 'listCreditBalances',
    tag,
    admin: true,
    scope: 'packs:manage',
    summary: 'Holders of credits (e-mail, live balance) with each lot, its balance and expiry; search by e-mail.',
    description:
      "Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the credit lots changed since (a grant, spend, restore, adjustment, expiry), oldest change first, under their holders (one entry per address in a page, with her live balance over all her lots; a later page may name her again); the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next).",
    body: creditHoldersQuerySchema,
    cursorHeaders: true,
    response: z.array(holderBody),
    call: (caller, { input }) =>
      isSyncQuery(input) ? caller.admin.packs.holderChanges(input).then(asCursorArray) : caller.admin.packs.holders(input),
  }),
  route({
    method: 'POST',
    url: '/admin/credit-balances',
    operationId: 'grantCredits',
    tag,
    admin: true,
    scope: 'packs:manage',
    summary: "Give an e-mail address a pack's credits by hand (sold in person, a gift), with a reason; the holder is e-mailed.",
    body: creditGrantSchema,
    response: lotBody,
    successStatus: 201,
    call: (caller, { input }) => caller.admin.packs.grant(input),
  }),
  route({
    method: 'POST',
    url: '/admin/credit-balances/:lotId/adjustments',
    operationId: 'adjustCreditBalance',
    tag,
    admin: true,
    scope: 'packs:manage',
    summary: 'Add or take credits from a lot, with a reason (recorded in its ledger); never below 0 (409).',
    body: creditAdjustSchema.omit({ lotId: true }),
    response: lotBody,
    errors: [404, 409],
    call: (caller, { input, params }) => caller.admin.packs.adjust({ ...input, lotId: params.lotId }),
  }),
  route({
    method: 'GET',
    url: '/admin/credit-balances/:lotId/ledger',
    operationId: 'listCreditLedger',
    tag,
    admin: true,
    scope: 'packs:manage',
    summary: "A lot's ledger, newest first: grants, spends, restores, adjustments and expiries, each with its reason.",
    description:
      "Read by change (decision 750): updatedSince (ISO 8601), cursor and limit (50, at most 200) give the entries written since, oldest first (entries are never changed); the answer stays an array and the next page's cursor is in the Next-Cursor header (and a Link rel=next).",
    body: syncQuerySchema,
    cursorHeaders: true,
    response: z.array(ledgerBody),
    call: (caller, { input, params }) =>
      isSyncQuery(input)
        ? caller.admin.packs.historyChanges({ ...input, lotId: params.lotId }).then(asCursorArray)
        : caller.admin.packs.history({ lotId: params.lotId }),
  }),
];
