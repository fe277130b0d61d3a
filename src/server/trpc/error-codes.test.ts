import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '../../domain/api-errors';
import { FULLY_BOOKED } from '../../domain/errors';
import { apiErrorCodeOf } from './error-codes';

describe('REST error codes', () => {
  it('docs/api-errors.md lists every code', () => {
    const doc = readFileSync(new URL('../../../docs/api-errors.md', import.meta.url), 'utf8');
    expect(API_ERROR_CODES.filter((code) => !doc.includes(`| \`${code}\` |`))).toEqual([]);
  });

  it('a known refusal gets its own code, anything else its status code', () => {
    expect(apiErrorCodeOf(409, FULLY_BOOKED)).toBe('class_full');
    expect(apiErrorCodeOf(409, 'Something else')).toBe('conflict');
    expect(apiErrorCodeOf(404, 'Booking not found')).toBe('not_found');
    expect(apiErrorCodeOf(500, FULLY_BOOKED)).toBe('internal_error');
  });
});
