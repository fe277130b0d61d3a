import { describe, expect, it } from 'vitest';
import { applyDiscount, discountLabel, discountValueText, normaliseDiscountCode } from './discount';

describe('applyDiscount (SPEC §9)', () => {
  it('leaves the price alone without a discount', () => {
    expect(applyDiscount(1200, null)).toEqual({ originalPence: 1200, discountPence: 0, totalPence: 1200 });
    expect(applyDiscount(1200, undefined)).toEqual({ originalPence: 1200, discountPence: 0, totalPence: 1200 });
  });

  it.each([
    // [price, percent, expected total]
    [2500, 10, 2250],
    [1200, 10, 1080],
    [1250, 15, 1063], // 12.50 x 0.85 = 10.625 -> rounded to the penny
    [999, 33, 669], // 9.99 x 0.67 = 6.6933
    [4000, 50, 2000],
    [2500, 0, 2500],
    [2500, 100, 0],
  ])('%i pence less %i percent is %i pence', (price, percent, total) => {
    const result = applyDiscount(price, { discountType: 'percentage', value: percent });
    expect(result.totalPence).toBe(total);
    expect(result.discountPence + result.totalPence).toBe(price);
  });

  it('never goes below £0.00 with a percentage over 100', () => {
    expect(applyDiscount(2500, { discountType: 'percentage', value: 150 })).toEqual({
      originalPence: 2500,
      discountPence: 2500,
      totalPence: 0,
    });
  });

  it('treats a negative percentage as no discount (never a surcharge)', () => {
    expect(applyDiscount(2500, { discountType: 'percentage', value: -20 }).totalPence).toBe(2500);
  });

  it.each([
    [2500, 500, 2000],
    [2500, 2500, 0],
    [2500, 1, 2499],
  ])('%i pence less a fixed %i pence is %i pence', (price, off, total) => {
    expect(applyDiscount(price, { discountType: 'fixed', value: off }).totalPence).toBe(total);
  });

  it('never goes below £0.00 when a fixed discount is larger than the price', () => {
    expect(applyDiscount(1200, { discountType: 'fixed', value: 5000 })).toEqual({
      originalPence: 1200,
      discountPence: 1200,
      totalPence: 0,
    });
  });

  it('treats a negative fixed value as no discount', () => {
    expect(applyDiscount(1200, { discountType: 'fixed', value: -300 }).totalPence).toBe(1200);
  });

  it('gives nothing off a free class', () => {
    expect(applyDiscount(0, { discountType: 'percentage', value: 50 })).toEqual({ originalPence: 0, discountPence: 0, totalPence: 0 });
  });
});

describe('discount texts', () => {
  it('writes the spec discountValue as a numeric string', () => {
    expect(discountValueText({ discountType: 'percentage', value: 10 })).toBe('10');
    expect(discountValueText({ discountType: 'fixed', value: 500 })).toBe('5.00');
    expect(discountValueText({ discountType: 'fixed', value: 250 })).toBe('2.50');
  });

  it('labels a percentage with % and a fixed amount in pounds', () => {
    expect(discountLabel({ discountType: 'percentage', value: 15 })).toBe('15%');
    expect(discountLabel({ discountType: 'fixed', value: 750 })).toBe('£7.50');
  });

  it('normalises codes trimmed and case-insensitive', () => {
    expect(normaliseDiscountCode('  welcome10 ')).toBe('WELCOME10');
    expect(normaliseDiscountCode('Welcome10')).toBe(normaliseDiscountCode('WELCOME10'));
  });
});
