import { describe, expect, it } from 'vitest';
import { attendanceMarkSchema, checkInUrl, ticketTokenOf } from './attendance';

const token = 'Ab0_-'.repeat(8) + 'xyz';

describe('ticketTokenOf', () => {
  it('reads the token from the check-in URL a camera scans, or from the token typed alone', () => {
    expect(token).toHaveLength(43);
    expect(ticketTokenOf(checkInUrl('https://studio.test/', token))).toBe(token);
    expect(checkInUrl('https://studio.test/', token)).toBe(`https://studio.test/admin/check-in#ticket=${token}`);
    expect(ticketTokenOf(`  ${token}\n`)).toBe(token);
  });

  it('reads nothing from other codes: a website link, a short or long token, a booking number', () => {
    for (const text of ['https://studio.test/', token.slice(1), `${token}A`, `https://studio.test/admin/check-in#ticket=${token}A`, '1042', `ticket=${token}`]) {
      expect(ticketTokenOf(text)).toBeNull();
    }
  });
});

describe('attendanceMarkSchema', () => {
  it('takes a class booking by reference or id, never a training order', () => {
    expect(attendanceMarkSchema.parse({ bookingId: 'B-12', state: 'attended' })).toEqual({ bookingId: 12, state: 'attended' });
    expect(attendanceMarkSchema.parse({ bookingId: 12, state: 'none' }).bookingId).toBe(12);
    expect(attendanceMarkSchema.safeParse({ bookingId: 'T-12', state: 'attended' }).success).toBe(false);
    expect(attendanceMarkSchema.safeParse({ bookingId: 12, state: 'late' }).success).toBe(false);
  });
});
