import type { DiscountValidationDto } from '../../../../domain/dto';
import { applyDiscount, type Discount, type PricedTotal } from '../../../../domain/discount';

/** The server's validation answer as a discount we can price with (its numbers, not the display text); null unless valid. */
export function discountFromValidation(result: DiscountValidationDto | null | undefined): Discount | null {
  if (!result?.valid) return null;
  if (result.discountType === 'percentage' && result.percentOff != null) return { discountType: 'percentage', value: result.percentOff };
  if (result.discountType === 'fixed' && result.amountOffPence != null) return { discountType: 'fixed', value: result.amountOffPence };
  return null;
}

/**
 * What the discount field shows (SPEC §2): the discounted price (price x (1 - percent/100), or the fixed
 * amount off, never below 0), the original to strike through and the savings. An estimate: the payment
 * step shows the server's own amounts.
 */
export function discountedPrice(pricePence: number, result: DiscountValidationDto | null | undefined): PricedTotal | null {
  const discount = discountFromValidation(result);
  return discount ? applyDiscount(pricePence, discount) : null;
}
