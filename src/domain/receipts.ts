/**
 * Receipts: every payment taken and every refund given has one, numbered from one gapless sequence
 * (decision 650). A refund's receipt is a credit note. `R-<number>` is how a person reads and types it.
 */
import { z } from 'zod';

export const RECEIPT_KINDS = ['payment', 'refund'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

const MAX_NUMBER = 2_147_483_647;

export const receiptRef = (number: number): string => `R-${number}`;

/** 'R-12', 'r12', 'R 12' -> 12; anything else null. */
export function parseReceiptRef(text: string): number | null {
  const match = /^\s*[Rr]\s*-?\s*(\d{1,10})\s*$/.exec(text);
  const n = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(n) && n >= 1 && n <= MAX_NUMBER ? n : null;
}

/**
 * The VAT included in a gross amount at a rate in basis points (2000 = 20%): gross × rate / (1 + rate),
 * rounded to the penny, as HMRC's VAT fraction (1/6 at 20%) works it out.
 */
export function vatIncludedPence(grossPence: number, rateBasisPoints: number): number {
  if (rateBasisPoints <= 0) return 0;
  return Math.round((grossPence * rateBasisPoints) / (10_000 + rateBasisPoints));
}

/** 2000 -> '20%', 1250 -> '12.5%'. */
export function formatVatRate(rateBasisPoints: number): string {
  return `${Number((rateBasisPoints / 100).toFixed(2))}%`;
}

/** A UK VAT registration number: GB and 9 or 12 digits, or a government department (GD) or health authority (HA) one. */
export const VAT_NUMBER_PATTERN = /^GB(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/;

/** The owner's receipt settings: the address printed on receipts and whether she is VAT registered. */
export const receiptSettingsSchema = z
  .object({
    /** Empty: the studio address from the site content, if any. */
    address: z.string('address must be text').trim().max(300, 'address must be at most 300 characters'),
    vatRegistered: z.boolean('vatRegistered must be true or false'),
    /** Kept as written without spaces, upper case; required when registered. */
    vatNumber: z
      .string('vatNumber must be text')
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .nullable(),
    /** Percent with up to two decimals (20 for the standard rate); required when registered. */
    vatRatePercent: z
      .number('vatRatePercent must be a number')
      .min(0, 'vatRatePercent must be 0 to 100')
      .max(100, 'vatRatePercent must be 0 to 100')
      .nullable(),
  })
  .superRefine((s, ctx) => {
    if (!s.vatRegistered) return;
    if (!s.vatNumber || !VAT_NUMBER_PATTERN.test(s.vatNumber))
      ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: 'vatNumber must be a UK VAT number such as GB123456789' });
    if (s.vatRatePercent === null || Math.round(s.vatRatePercent * 100) !== s.vatRatePercent * 100)
      ctx.addIssue({ code: 'custom', path: ['vatRatePercent'], message: 'vatRatePercent is required, with at most two decimals' });
  });
export type ReceiptSettings = z.output<typeof receiptSettingsSchema>;

export const receiptRefSchema = z.object({
  ref: z
    .string('ref must be text')
    .refine((v) => parseReceiptRef(v) !== null, 'ref must be a receipt reference such as R-12')
    .transform((v) => parseReceiptRef(v)!),
});

/** One receipt as a list shows it. */
export const receiptSummarySchema = z.object({
  /** `R-<number>`. */
  ref: z.string(),
  number: z.number().int(),
  kind: z.enum(RECEIPT_KINDS).describe('payment: a receipt; refund: a credit note'),
  issuedAt: z.string().describe('ISO 8601 instant'),
  description: z.string(),
  amountPence: z.number().int(),
  /** The booking or order it is for: `B-<id>` or `T-<order id>`. */
  orderRef: z.string(),
  /** A receipt never changes once issued (decision 750): the same as issuedAt. */
  updatedAt: z.string().describe('ISO 8601 instant; the same as issuedAt'),
});
export type ReceiptSummary = z.output<typeof receiptSummarySchema>;
export const receiptListSchema = z.object({ receipts: z.array(receiptSummarySchema) });

/** The admin list asks for the receipts of a booking or an order by its reference. */
export const receiptsOfBookingSchema = z.object({ ref: z.string('ref must be text').trim().min(1, 'ref: required').max(20) });

/** A document a procedure hands to the REST adapter, which sends its bytes as they are (not JSON). */
export interface PdfFile {
  filename: string;
  contentType: 'application/pdf';
  bytes: Uint8Array;
}
