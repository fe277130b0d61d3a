import { describe, expect, it } from 'vitest';
import type { DiscountValidationDto } from '../../../../domain/dto';
import { discountedPrice, discountFromValidation } from './discount-display';

/** A valid answer: whole percent for a percentage code, pence for a fixed one (with the spec's text beside). */
const valid = (discountType: 'percentage' | 'fixed', value: number): DiscountValidationDto => ({
  valid: true,
  code: 'CODE',
  error: null,
  description: null,
  discountType,
  discountValue: discountType === 'percentage' ? String(value) : (value / 100).toFixed(2),
  percentOff: discountType === 'percentage' ? value : null,
  amountOffPence: discountType === 'fixed' ? value : null,
});

describe('discount display maths', () => {
  it('takes a percentage off: price x (1 - percent/100), to the penny', () => {
    expect(discountedPrice(1200, valid('percentage', 10))).toEqual({ originalPence: 1200, discountPence: 120, totalPence: 1080 });
    // £12.50 x 0.85 = £10.625: the total is what is rounded (as on the server), so £10.63 and £1.87 saved
    expect(discountedPrice(1250, valid('percentage', 15))).toEqual({ originalPence: 1250, discountPence: 187, totalPence: 1063 });
  });

  it('subtracts a fixed amount given in pence', () => {
    expect(discountedPrice(2500, valid('fixed', 500))).toEqual({ originalPence: 2500, discountPence: 500, totalPence: 2000 });
  });

  it('never goes below zero', () => {
    expect(discountedPrice(1000, valid('fixed', 1500))?.totalPence).toBe(0);
    expect(discountedPrice(1000, valid('percentage', 150))?.totalPence).toBe(0);
  });

  it('shows nothing for an invalid answer or one without its numbers', () => {
    expect(discountedPrice(1000, { ...valid('percentage', 10), valid: false, error: 'Invalid discount code' })).toBeNull();
    expect(discountFromValidation({ ...valid('percentage', 10), percentOff: null })).toBeNull();
    expect(discountedPrice(1000, null)).toBeNull();
  });
});
