import { describe, expect, it } from 'vitest';
import { cancellationTermsLines, refundPercentFor } from './cancellation';

describe('cancellation terms (SPEC §9)', () => {
  it.each([
    [72, 100],
    [24, 100],
    [23.99, 50],
    [12, 50],
    [11.99, 0],
    [0, 0],
    [-1, 0],
    [Number.NaN, 0],
  ])('%d hours before the class refunds %i percent', (hours, percent) => {
    expect(refundPercentFor(hours)).toBe(percent);
  });

  it('lists every tier and the no-show rule', () => {
    expect(cancellationTermsLines()).toEqual([
      '24 hours or more before the class: full refund or credit',
      '12 to 24 hours before the class: 50% refund',
      'Less than 12 hours before the class: no refund',
      'No-show: no refund',
    ]);
  });
});
