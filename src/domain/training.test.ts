import { describe, expect, it } from 'vitest';
import { trainingSessionType } from './training';

describe('trainingSessionType', () => {
  it('reads the landing page links by title', () => {
    expect(trainingSessionType('Personal Training - Single Session', '40')).toBe('single');
    expect(trainingSessionType('Personal Training - 12 Session Package', '390')).toBe('package');
  });

  it('falls back to the price when the title says nothing', () => {
    expect(trainingSessionType(undefined, '390')).toBe('package');
    expect(trainingSessionType('Personal Training', '40')).toBe('single');
    expect(trainingSessionType(undefined, undefined)).toBe('single');
  });
});
