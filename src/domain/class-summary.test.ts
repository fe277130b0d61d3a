import { describe, expect, it } from 'vitest';
import { FEATURED_CLASSES, TARGETED_SESSIONS } from './catalog';
import { classSummary, firstSentences, offersReadMore } from './class-summary';

const long = 'One two three. Four five six! Seven eight nine? Ten.';

describe('classSummary (SPEC §4 Read More rule)', () => {
  it.each([
    ['LBT (Legs, Bums & Tums) Workout Class', 'legs, bums and tums'],
    ['Mat Pilates Class', 'mat-based Pilates'],
    ['Reformer Pilates', 'reformer machines'],
    ['Yoga Class', 'Flowing yoga'],
    ['Yogalates (Yoga + Pilates Fusion)', 'yoga meets the core strength of Pilates'],
    ['Family Fitness Fun', 'parents and children'],
    ['Total Body Workout', 'full-body conditioning'],
  ])('uses the fixed summary matched on the name %s', (name, fragment) => {
    expect(classSummary(name, long)).toContain(fragment);
  });

  it('matches Yogalates before Yoga', () => {
    expect(classSummary('Yogalates', long)).not.toBe(classSummary('Yoga', long));
  });

  it('falls back to the first two sentences for any other name', () => {
    expect(classSummary('Pelvic Pilates', long)).toBe('One two three. Four five six!');
    expect(classSummary('Stretch & Tone', 'Only one sentence here')).toBe('Only one sentence here');
  });

  it('keeps decimals and abbreviations inside a sentence', () => {
    expect(firstSentences('Costs 12.50 a class. Bring water. Arrive early.')).toBe('Costs 12.50 a class. Bring water.');
  });
});

describe('offersReadMore', () => {
  it('offers the toggle only when the full text is longer by MORE than 50 characters', () => {
    const short = 'x'.repeat(20);
    expect(offersReadMore('x'.repeat(70), short)).toBe(false); // exactly 50 longer
    expect(offersReadMore('x'.repeat(71), short)).toBe(true); // 51 longer
    expect(offersReadMore(short, short)).toBe(false);
  });

  it('is decided per catalogue class on its real texts', () => {
    const all = [...FEATURED_CLASSES, ...TARGETED_SESSIONS];
    const decisions = Object.fromEntries(all.map((c) => [c.name, offersReadMore(c.description, classSummary(c.name, c.description))]));
    // Two-sentence descriptions collapse to themselves: nothing more to read.
    expect(decisions['Ab Attack']).toBe(false);
    expect(decisions['Stretch & Tone']).toBe(false);
    expect(decisions['Reformer Pilates']).toBe(true);
    expect(decisions['Pelvic Pilates']).toBe(false);
  });
});
