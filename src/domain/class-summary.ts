/**
 * The collapsed text of a landing-page class card (SPEC §4): a fixed summary matched on the class name,
 * otherwise the first two sentences of the description. Read More is offered only when the full text is
 * longer than that short text by more than 50 characters.
 */

/** Checked in order, so 'Yogalates' is matched before 'Yoga'. */
const FIXED_SUMMARIES: ReadonlyArray<readonly [match: string, summary: string]> = [
  ['LBT', 'Tone and strengthen your legs, bums and tums in a motivating, music-led class.'],
  ['Mat Pilates', 'Build a strong, stable core with controlled mat-based Pilates for every level.'],
  ['Reformer Pilates', 'Spring-loaded reformer machines add resistance and support to classic Pilates moves.'],
  ['Yogalates', 'The calm and flexibility of yoga meets the core strength of Pilates.'],
  ['Yoga', 'Flowing yoga linking breath and movement for strength, balance and calm.'],
  ['Family Fitness', 'Playful, energetic exercise for parents and children aged 4 and over.'],
  ['Total Body', 'Cardio intervals and strength work for a full-body conditioning session.'],
];

export const READ_MORE_THRESHOLD = 50;

/** The first two sentences of a text (a sentence ends with '.', '!' or '?' followed by white space). */
export function firstSentences(text: string, count = 2): string {
  return text
    .trim()
    .split(/(?<=[.!?])\s+/)
    .slice(0, count)
    .join(' ');
}

export function classSummary(name: string, description: string): string {
  const lower = name.toLowerCase();
  const fixed = FIXED_SUMMARIES.find(([match]) => lower.includes(match.toLowerCase()));
  return fixed ? fixed[1] : firstSentences(description);
}

export function offersReadMore(full: string, short: string): boolean {
  return full.length - short.length > READ_MORE_THRESHOLD;
}
