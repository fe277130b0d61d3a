import { z } from 'zod';
import { receiptListSchema, receiptSettingsSchema, receiptSummarySchema } from '../../domain/receipts';
import { syncQuerySchema } from '../../domain/sync';
import { route } from './define';
import { pdfFileBody, syncPageBody } from './responses';

const tag = 'Admin receipts';

const receiptSettingsBody = z
  .object({
    address: z.string(),
    vatRegistered: z.boolean(),
    vatNumber: z.string().nullable(),
    vatRatePercent: z.number().nullable(),
  })
  .meta({ id: 'ReceiptSettings' });

export const adminReceiptRoutes = [
  route({
    method: 'GET',
    url: '/admin/receipts',
    operationId: 'listReceiptChanges',
    tag,
    admin: true,
    scope: 'bookings:read',
    summary:
      'Every receipt and credit note (R-<number>) read by change, for an accounting tool (decision 750): query updatedSince (ISO 8601), cursor (the nextCursor of the page before) and limit (50, at most 200); oldest first. A receipt never changes once issued: its updatedAt is its issuedAt.',
    body: syncQuerySchema,
    response: syncPageBody(receiptSummarySchema, 'ReceiptPage'),
    call: (caller, { input }) => caller.admin.receipts.changes(input),
  }),
  route({
    method: 'GET',
    url: '/admin/bookings/:id/receipts',
    operationId: 'listBookingReceipts',
    tag,
    admin: true,
    scope: 'bookings:read',
    summary: 'The receipts and credit notes (R-<number>) of a booking or training order by its reference (B-1042, T-17), oldest first.',
    response: receiptListSchema,
    errors: [404],
    call: (caller, { params }) => caller.admin.receipts.ofBooking({ ref: params.id }),
  }),
  route({
    method: 'GET',
    url: '/admin/receipts/:ref',
    operationId: 'downloadReceipt',
    tag,
    admin: true,
    scope: 'bookings:read',
    summary: 'Any receipt or credit note as a PDF, by its number (R-12).',
    response: pdfFileBody,
    file: 'application/pdf',
    errors: [404],
    call: (caller, { params }) => caller.admin.receipts.pdf({ ref: params.ref }),
  }),
  route({
    method: 'GET',
    url: '/admin/receipt-settings',
    operationId: 'getReceiptSettings',
    tag,
    admin: true,
    summary: 'The address printed on receipts (empty: the studio address of the site content) and the VAT status.',
    response: receiptSettingsBody,
    call: (caller) => caller.admin.receipts.settings(),
  }),
  route({
    method: 'PUT',
    url: '/admin/receipt-settings',
    operationId: 'updateReceiptSettings',
    tag,
    admin: true,
    summary:
      'Sets the receipt address and VAT status: not registered, or a UK VAT number and rate (receipts then show the VAT included). Receipts already issued keep what they said.',
    body: receiptSettingsSchema,
    response: receiptSettingsBody,
    call: (caller, { input }) => caller.admin.receipts.updateSettings(input),
  }),
];
