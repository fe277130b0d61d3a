/** The cancellation terms of SPEC §9, shown on /terms and printed in every booking confirmation. */
export const CANCELLATION_TIERS = [
  { minHours: 24, refundPercent: 100, text: '24 hours or more before the class: full refund or credit' },
  { minHours: 12, refundPercent: 50, text: '12 to 24 hours before the class: 50% refund' },
  { minHours: 0, refundPercent: 0, text: 'Less than 12 hours before the class: no refund' },
] as const;

export const NO_SHOW_TEXT = 'No-show: no refund';

/** The share of the price refunded when cancelling `hoursBefore` hours ahead of the class (a no-show is negative). */
export function refundPercentFor(hoursBefore: number): number {
  if (!(hoursBefore >= 0)) return 0;
  return CANCELLATION_TIERS.find((tier) => hoursBefore >= tier.minHours)?.refundPercent ?? 0;
}

/** The terms as plain-text lines. */
export function cancellationTermsLines(): string[] {
  return [...CANCELLATION_TIERS.map((t) => t.text), NO_SHOW_TEXT];
}

/** The tiers as the owner's refund dialog and the visitor's manage page offer them. */
export const refundTiers = CANCELLATION_TIERS;

export interface SuggestedRefund {
  percent: number;
  amountPence: number;
  /** Hours from `now` to the start of the class (negative once it has started). */
  hoursBefore: number;
}

/**
 * What the terms give back when a booking is cancelled now: the tier of the hours left before the
 * class starts (Europe/London wall clock, so a clock change in between counts real hours), applied to
 * what is still refundable. Half pennies round down: the terms are never exceeded.
 */
export function suggestedRefund(order: { paidPence: number; refundedPence?: number }, classStart: Date, now: Date): SuggestedRefund {
  const hoursBefore = (classStart.getTime() - now.getTime()) / 3_600_000;
  const percent = refundPercentFor(hoursBefore);
  const refundable = Math.max(0, order.paidPence - (order.refundedPence ?? 0));
  return { percent, hoursBefore, amountPence: Math.min(refundable, Math.floor((order.paidPence * percent) / 100)) };
}
