import { penceToPounds } from './money';

export type DiscountType = 'percentage' | 'fixed';

/** A discount as stored: whole percent for 'percentage', pence for 'fixed'. */
export interface Discount {
  discountType: DiscountType;
  value: number;
}

export interface PricedTotal {
  originalPence: number;
  discountPence: number;
  totalPence: number;
}

/**
 * Applies a discount per SPEC §9: percentage = price x (1 - value/100), fixed = value subtracted,
 * rounded to the penny and never below 0.
 */
export function applyDiscount(originalPence: number, discount: Discount | null | undefined): PricedTotal {
  if (!discount) return { originalPence, discountPence: 0, totalPence: originalPence };
  // The spec's client shows price x (1 - percent/100) rounded to two decimals, so the total (not the
  // discount) is what gets rounded: a half penny then rounds the same way on the screen and the charge.
  const totalPence =
    discount.discountType === 'percentage'
      ? Math.round((originalPence * (100 - Math.min(100, Math.max(0, discount.value)))) / 100)
      : Math.max(0, originalPence - Math.max(0, Math.round(discount.value)));
  return { originalPence, discountPence: originalPence - totalPence, totalPence };
}

/** The spec's `discountValue` text: '10' for 10 %, '5.00' for a £5 fixed discount. */
export function discountValueText(discount: Discount): string {
  return discount.discountType === 'percentage' ? String(discount.value) : penceToPounds(discount.value);
}

/** '10%' or '£5.00'. */
export function discountLabel(discount: Discount): string {
  return discount.discountType === 'percentage' ? `${discount.value}%` : `£${penceToPounds(discount.value)}`;
}

/** Normalises a code the way it is stored: trimmed, upper-case. */
export function normaliseDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}
