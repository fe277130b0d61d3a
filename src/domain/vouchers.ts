import { z } from 'zod';

/**
 * Gift vouchers: money (pence) a code carries. The code is shown once (to the owner who issues it, in the
 * recipient's e-mail and card); the database keeps its sha256 and its last four characters (decision 730).
 */
export const VOUCHER_REASONS = ['issue', 'redeem', 'release', 'refund', 'retake'] as const;
export type VoucherReason = (typeof VOUCHER_REASONS)[number];
export const VOUCHER_SOURCES = ['admin', 'purchase'] as const;

/** The owner's shortest validity: the issue says at least 12 months. */
export const MIN_VOUCHER_MONTHS = 12;
export const DEFAULT_VOUCHER_MONTHS = 12;
export const DEFAULT_VOUCHER_AMOUNTS = [2000, 3000, 5000, 10000];
export const MAX_VOUCHER_PENCE = 100_000;

/** 16 characters of an alphabet without look-alikes (no 0/O, 1/I/L): 80 bits, shown as GIFT-XXXX-XXXX-XXXX-XXXX. */
export const VOUCHER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const VOUCHER_CODE_CHARS = 16;

/** Upper-case, without spaces, dashes and the GIFT prefix: what is hashed. */
export function normaliseVoucherCode(code: string): string {
  const bare = code.toUpperCase().replace(/[\s-]/g, '');
  return bare.startsWith('GIFT') && bare.length === VOUCHER_CODE_CHARS + 4 ? bare.slice(4) : bare;
}

export function formatVoucherCode(bare: string): string {
  return `GIFT-${bare.match(/.{1,4}/g)!.join('-')}`;
}

export const looksLikeVoucherCode = (code: string) =>
  new RegExp(`^[${VOUCHER_ALPHABET}]{${VOUCHER_CODE_CHARS}}$`).test(normaliseVoucherCode(code));

/** How much of `amountPence` a balance pays: all of it, or the balance. */
export const voucherShare = (amountPence: number, balancePence: number) => Math.max(0, Math.min(amountPence, balancePence));

/**
 * What goes back to a voucher of the `pence` it paid when an order is cancelled at `percent` (the terms' refund tier,
 * 100 when the owner cancels): half pennies round down, as a refund's do. The one rule: the cancel gives back this
 * (`giveBack`) and the manage page quotes it.
 */
export const voucherBackPence = (pence: number, percent = 100) => Math.floor((pence * percent) / 100);

export const voucherCodeField = z.string().trim().max(40).optional();

export const issueVoucherInput = z.object({
  amountPence: z.number().int().min(100).max(MAX_VOUCHER_PENCE),
  recipientEmail: z.email().max(254),
  recipientName: z.string().trim().max(100).optional(),
  message: z.string().trim().max(500).optional(),
});
export type IssueVoucherInput = z.infer<typeof issueVoucherInput>;

export const voucherSettingsInput = z.object({
  amountsPence: z.array(z.number().int().min(100).max(MAX_VOUCHER_PENCE)).min(1).max(8),
  validityMonths: z.number().int().min(MIN_VOUCHER_MONTHS).max(60),
});
export type VoucherSettings = z.infer<typeof voucherSettingsInput>;

export interface VoucherBalanceDto {
  /** The code as the visitor typed it, normalised for display. */
  code: string;
  balancePence: number;
  initialPence: number;
  expiresAt: string;
  expired: boolean;
}

export interface VoucherRowDto {
  id: number;
  codeHint: string;
  source: (typeof VOUCHER_SOURCES)[number];
  initialPence: number;
  balancePence: number;
  expiresAt: string;
  recipientEmail: string;
  recipientName: string;
  createdAt: string;
  sentAt: string | null;
  /** When it last changed (a redemption, a give-back, its sending): decisions 750, 798. */
  updatedAt: string;
}

/** Buying a voucher on the site: an amount from the owner's list, for someone, sent on a day (decision 730). */
export const voucherPurchaseInput = z.object({
  amountPence: z.number().int().min(100).max(MAX_VOUCHER_PENCE),
  recipientEmail: z.email().max(254),
  recipientName: z.string().trim().max(100).optional(),
  message: z.string().trim().max(500).optional(),
  /** The London day her e-mail goes (today up to a year ahead). */
  sendOn: z.iso.date(),
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(200),
  email: z.email().max(254),
  phone: z.string().trim().max(40).optional(),
  holdToken: z.string().trim().min(1).max(200).optional(),
});
export type VoucherPurchaseInput = z.infer<typeof voucherPurchaseInput>;
