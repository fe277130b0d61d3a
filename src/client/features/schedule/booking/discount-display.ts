import type { DiscountValidationDto } from '../../../../domain/dto';
import { applyDiscount, type Discount, type PricedTotal } from '../../../../domain/discount';
import { parsePriceToPence } from '../../../../domain/money';

/** The server's validation answer as a discount we can price with; null unless it is a valid one. */
export function discountFromValidation(result: DiscountValidationDto | null | undefined): Discount | null {
  if (!result?.valid || !result.discountType || result.discountValue == null) return null;
  if (result.discountType === 'percentage') {
    const percent = Number(result.discountValue);
    return Number.isFinite(percent) ? { discountType: 'percentage', value: percent } : null;
  }
  // Fixed discounts come as pounds text ('5.00'); the domain prices in pence.
  const pence = parsePriceToPence(result.discountValue, -1);
  return pence >= 0 ? { discountType: 'fixed', value: pence } : null;
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
