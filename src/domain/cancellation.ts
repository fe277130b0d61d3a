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
