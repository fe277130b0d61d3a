import { describe, expect, it } from 'vitest';
import { cancellationTermsLines, refundPercentFor, suggestedRefund } from './cancellation';
import { londonInstant } from './time';

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

describe('suggestedRefund', () => {
  // Sunday 29 March 2026: the clocks go forward at 01:00 GMT, so that day has 23 hours.
  const classAt = (date: string, time: string) => londonInstant(date, time);

  it('gives the whole payment back 24 hours or more before the class', () => {
    expect(suggestedRefund({ paidPence: 1200 }, classAt('2026-11-30', '10:00'), classAt('2026-11-29', '10:00'))).toMatchObject({
      percent: 100,
      amountPence: 1200,
    });
  });

  it('gives half back between 12 and 24 hours, rounding a half penny down', () => {
    expect(suggestedRefund({ paidPence: 1081 }, classAt('2026-11-30', '10:00'), classAt('2026-11-29', '10:01'))).toMatchObject({
      percent: 50,
      amountPence: 540,
    });
  });

  it('gives nothing under 12 hours, and nothing once the class has started', () => {
    expect(suggestedRefund({ paidPence: 1200 }, classAt('2026-11-30', '10:00'), classAt('2026-11-29', '22:01')).amountPence).toBe(0);
    expect(suggestedRefund({ paidPence: 1200 }, classAt('2026-11-30', '10:00'), classAt('2026-11-30', '10:30')).amountPence).toBe(0);
  });

  it('counts real hours across the spring clock change (London wall clock)', () => {
    // 10:00 Sunday to 10:00 Monday after the change is 24 h; 10:00 Saturday to 10:00 Sunday is only 23 h.
    expect(suggestedRefund({ paidPence: 1000 }, classAt('2026-03-29', '10:00'), classAt('2026-03-28', '10:00'))).toMatchObject({
      percent: 50,
      hoursBefore: 23,
    });
  });

  it('never suggests more than is left to refund', () => {
    expect(
      suggestedRefund({ paidPence: 1200, refundedPence: 1000 }, classAt('2026-11-30', '10:00'), classAt('2026-11-20', '10:00')).amountPence,
    ).toBe(200);
  });
});
