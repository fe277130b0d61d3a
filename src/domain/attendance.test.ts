import { describe, expect, it } from 'vitest';
import { attendanceMarkSchema, checkInUrl, rosterSlotToOpen, ticketTokenOf } from './attendance';

const token = 'Ab0_-'.repeat(8) + 'xyz';

describe('ticketTokenOf', () => {
  it('reads the token from the check-in URL a camera scans, or from the token typed alone', () => {
    expect(token).toHaveLength(43);
    expect(ticketTokenOf(checkInUrl('https://studio.test/', token))).toBe(token);
    expect(checkInUrl('https://studio.test/', token)).toBe(`https://studio.test/admin/check-in#ticket=${token}`);
    expect(ticketTokenOf(`  ${token}\n`)).toBe(token);
  });

  it('reads nothing from other codes: a website link, a short or long token, a booking number', () => {
    for (const text of [
      'https://studio.test/',
      token.slice(1),
      `${token}A`,
      `https://studio.test/admin/check-in#ticket=${token}A`,
      '1042',
      `ticket=${token}`,
    ]) {
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

describe('rosterSlotToOpen', () => {
  it('opens on the class in progress or next, and once the day is over on the one that just finished', () => {
    expect(rosterSlotToOpen([])).toBeNull();
    expect(
      rosterSlotToOpen([
        { id: 1, ended: true },
        { id: 2, ended: false },
        { id: 3, ended: false },
      ]),
    ).toBe(2);
    expect(
      rosterSlotToOpen([
        { id: 1, ended: false },
        { id: 2, ended: false },
      ]),
    ).toBe(1);
    expect(
      rosterSlotToOpen([
        { id: 1, ended: true },
        { id: 2, ended: true },
      ]),
    ).toBe(2);
  });
});
