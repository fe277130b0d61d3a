import { describe, expect, it } from 'vitest';
import { changeSummary } from './change-summary';

describe('changeSummary', () => {
  it('lists only the fields that changed, before and after', () => {
    expect(changeSummary({ before: { id: 3, value: 500, code: 'A', validUntil: null }, after: { id: 3, value: 700, code: 'A', validUntil: '2031-01-01T00:00:00.000Z' } })).toEqual([
      'value: 500 → 700',
      'validUntil: none → 2031-01-01T00:00:00.000Z',
    ]);
  });

  it('says created or removed for a record with one side only', () => {
    expect(changeSummary({ before: null, after: { id: 1 } })).toEqual(['created']);
    expect(changeSummary({ before: { id: 1 }, after: null })).toEqual(['removed']);
  });

  it('shows lists and objects as JSON', () => {
    expect(changeSummary({ before: { scopes: ['a'] }, after: { scopes: ['a', 'b'] } })).toEqual(['scopes: ["a"] → ["a","b"]']);
  });
});
