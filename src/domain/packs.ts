import { z } from 'zod';
import { count, email, id, line, nonEmptyPatch, optionalText, pence, text } from './input';
import { bookingFormSchema, holdTokenField } from './schemas';
import { addDays, londonInstant, londonToday } from './time';
import { syncQueryShape } from './sync';

/** What a credit can pay for: a class (of the pack's class types, or any) or a personal-training session. */
export const CREDIT_SCOPES = ['class', 'training'] as const;
export type CreditScope = (typeof CREDIT_SCOPES)[number];

/** Every change of a balance is one ledger row with one of these reasons. */
export const CREDIT_REASONS = ['grant', 'spend', 'restore', 'adjust', 'expire'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export const MAX_PACK_CREDITS = 100;
export const MAX_VALIDITY_DAYS = 1095;
/** Credits for the 12-session training package, valid for a year. */
export const TRAINING_PACKAGE_CREDITS = 12;
export const TRAINING_PACKAGE_VALIDITY_DAYS = 365;
/** A credit chosen instead of a refund when cancelling a paid class 24 h or more ahead. */
export const CANCEL_CREDIT_VALIDITY_DAYS = 180;
/** 'one class credit', '3 class credits': what a cancelled booking of that many places may take instead of a refund. */
export const classCreditsText = (n: number) => (n === 1 ? 'one class credit' : `${n} class credits`);

const packFields = {
  name: line(80).min(1, 'name: required'),
  description: optionalText(500),
  pricePence: pence,
  credits: count(1, MAX_PACK_CREDITS),
  validityDays: count(1, MAX_VALIDITY_DAYS),
  /** Class types the credits pay for; empty: every class. */
  classTypeIds: z.array(id).max(50, 'at most 50 class types'),
  isActive: z.boolean(),
};

/** The owner's pack: 'price in pence, number of credits, validity in days, which class types (or all)'. */
export const packInputSchema = z.object({
  ...packFields,
  classTypeIds: packFields.classTypeIds.default([]),
  isActive: packFields.isActive.default(true),
});
export const packPatchSchema = z.object({
  name: packFields.name.optional(),
  description: text(500).optional(),
  pricePence: packFields.pricePence.optional(),
  credits: packFields.credits.optional(),
  validityDays: packFields.validityDays.optional(),
  classTypeIds: packFields.classTypeIds.optional(),
  isActive: packFields.isActive.optional(),
});
export const packUpdateSchema = nonEmptyPatch(packPatchSchema.extend({ id }));
export type PackInput = z.output<typeof packInputSchema>;

export interface PackDto {
  id: number;
  name: string;
  description: string;
  pricePence: number;
  credits: number;
  validityDays: number;
  classTypeIds: number[];
  /** Names of the covered class types, or ['All classes']. */
  covers: string[];
  isActive: boolean;
  /** When it last changed (decision 750). */
  updatedAt: Date;
}

/** One holder's live credits, as the owner's Packs tab lists them. */
export interface CreditHolderDto {
  email: string;
  /** Live credits (not expired), all lots together. */
  balance: number;
  lots: CreditLotDto[];
  /** The latest change of the lots listed (decision 750). */
  updatedAt: Date;
}

export interface CreditLotDto {
  id: number;
  scope: CreditScope;
  title: string;
  granted: number;
  remaining: number;
  expiresAt: Date;
  expired: boolean;
  covers: string[];
  updatedAt: Date;
}

/** Buying a pack: who pays (credits are tied to this e-mail) and which pack. */
export const packPurchaseSchema = z.object({
  packId: id,
  name: line(200).min(2, 'Name must be at least 2 characters'),
  email: email(),
  phone: line(40).optional().default(''),
  ...holdTokenField,
  /** A gift voucher's code (decision 730). */
  voucherCode: line(40).optional(),
});

/** A code to the e-mail that holds credits: proves she owns it before a credit is spent. */
export const creditCodeRequestSchema = z.object({ email: email() });
export const creditCodeVerifySchema = z.object({ email: email(), code: line(12).regex(/^\d{6}$/, 'code: the 6 digits from the e-mail') });

/** The owner's change of a lot's credits, always with a reason. */
export const creditAdjustSchema = z.object({
  lotId: id,
  delta: z
    .number('delta must be a whole number')
    .int('delta must be a whole number')
    .min(-MAX_PACK_CREDITS, `delta must be from -${MAX_PACK_CREDITS} to ${MAX_PACK_CREDITS}`)
    .max(MAX_PACK_CREDITS, `delta must be from -${MAX_PACK_CREDITS} to ${MAX_PACK_CREDITS}`)
    .refine((d) => d !== 0, 'delta must not be 0'),
  reason: line(300).min(3, 'reason: say why, at least 3 characters'),
});

/** A booking paid with a credit: the booking form (no discount code), the class and the token from the e-mailed code. */
export const bookingWithCreditSchema = bookingFormSchema.omit({ discountCode: true }).extend({
  classTypeId: id,
  scheduleId: id,
  creditToken: z.string().trim().min(1, 'creditToken: required').max(200),
});

/** The owner grants a pack's credits by hand (sold in person, a goodwill gesture), with a reason. */
export const creditGrantSchema = z.object({
  email: email(),
  packId: id,
  reason: line(300).min(3, 'reason: say why, at least 3 characters'),
});

/** The holders list: search by e-mail, and read by change (decision 750). */
export const creditHoldersQuerySchema = z.object({ search: line(200).optional(), ...syncQueryShape });

/** E-mails are compared and stored lower-case and trimmed: credits belong to the address, not its spelling. */
export const normaliseEmail = (value: string) => value.trim().toLowerCase();

/**
 * When credits bought at `purchasedAt` stop counting: they are good for `validityDays` whole London days
 * after the day of purchase, so they end at the London midnight that closes the last of them.
 */
export function creditExpiry(purchasedAt: Date, validityDays: number): Date {
  return londonInstant(addDays(londonToday(purchasedAt), validityDays + 1), '00:00');
}

export const isLive = (lot: { remaining: number; expiresAt: Date }, now: Date) =>
  lot.remaining > 0 && lot.expiresAt.getTime() > now.getTime();

/** What a booking is: a class of a type (null for an Open Class, which only an all-classes credit pays for) or training. */
export type CreditTarget = { scope: 'class'; classTypeId: number | null } | { scope: 'training' };

/** Does a lot's credit pay for this? An empty list of class types means every class. */
export function covers(lot: { scope: CreditScope; classTypeIds: number[] }, target: CreditTarget): boolean {
  if (lot.scope !== target.scope) return false;
  if (target.scope === 'training') return true;
  if (lot.classTypeIds.length === 0) return true;
  return target.classTypeId !== null && lot.classTypeIds.includes(target.classTypeId);
}

/** Live credits that pay for `target`. */
export function balanceFor(
  lots: { scope: CreditScope; classTypeIds: number[]; remaining: number; expiresAt: Date }[],
  target: CreditTarget,
  now: Date,
): number {
  return lots.filter((l) => isLive(l, now) && covers(l, target)).reduce((sum, l) => sum + l.remaining, 0);
}

/** The lot a spend takes from: the one expiring first, so no credit is wasted. */
export function lotToSpend<L extends { id: number; scope: CreditScope; classTypeIds: number[]; remaining: number; expiresAt: Date }>(
  lots: L[],
  target: CreditTarget,
  now: Date,
): L | null {
  const usable = lots.filter((l) => isLive(l, now) && covers(l, target));
  usable.sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
  return usable[0] ?? null;
}

/** The ledger note that marks credits a refund took back (so they are not counted as spent). */
export const REFUND_REVOKE_NOTE = 'Pack refunded: unused credits revoked';

/**
 * Unused credits a pack's lot keeps once `refundedPence` of its `paidPence` has been refunded (decision 512): she
 * keeps the credits the money she still pays for covers (rounded down), less those already spent; a full refund
 * leaves none. Computed from the totals, so applying it again after a repeat changes nothing.
 */
export function creditsKeptAfterRefund(
  lot: { granted: number; remaining: number; revoked?: number },
  paidPence: number,
  refundedPence: number,
): number {
  if (paidPence <= 0) return lot.remaining;
  const paidFor = Math.floor((lot.granted * Math.max(0, paidPence - refundedPence)) / paidPence);
  // Credits taken by an earlier refund were not spent by her.
  const spent = lot.granted - lot.remaining - (lot.revoked ?? 0);
  return Math.max(0, Math.min(lot.remaining, paidFor - spent));
}
