import { describe, expect, it } from 'vitest';
import { packCreditsNote } from './refund-dialog';

describe('the refund dialog on a class pack', () => {
  it('says which unused credits the refund takes away before any money moves', () => {
    expect(packCreditsNote({ granted: 5, remaining: 4, revoked: 0 }, 5000, 2500)).toBe(
      '1 of 5 credits are spent. This refund takes away 3 of the 4 unused credits; 1 stay usable.',
    );
    expect(packCreditsNote({ granted: 5, remaining: 5, revoked: 0 }, 5000, 5000)).toContain('takes away 5 of the 5 unused credits');
  });
});
