import { describe, expect, it } from 'vitest';
import { nextStatuses, refusedTransition } from './booking-status';

const cls = { kind: 'class' as const, paid: false, checkedIn: false };

describe('booking status transitions', () => {
  it('never offers held or expired for a paid or checked-in booking', () => {
    expect(nextStatuses({ ...cls, status: 'confirmed', paid: true })).toEqual(['cancelled']);
    expect(nextStatuses({ ...cls, status: 'confirmed', checkedIn: true })).toEqual(['cancelled']);
    expect(nextStatuses({ ...cls, status: 'confirmed' })).toEqual(['held', 'cancelled', 'expired']);
  });

  it('refuses the rest naming the status', () => {
    expect(refusedTransition({ ...cls, status: 'confirmed', paid: true }, 'held')).toBe(
      "status: a paid confirmed booking cannot be set to 'held'",
    );
    expect(refusedTransition({ ...cls, status: 'confirmed', checkedIn: true }, 'expired')).toBe(
      "status: a checked-in confirmed booking cannot be set to 'expired'",
    );
    expect(refusedTransition({ ...cls, status: 'cancelled' }, 'expired')).toBe("status: a cancelled booking cannot be set to 'expired'");
    expect(refusedTransition({ ...cls, status: 'confirmed', paid: true }, 'cancelled')).toBeNull();
  });

  it('a paid cancelled booking is not revived by hand; an unpaid one may take its place again', () => {
    expect(nextStatuses({ ...cls, status: 'cancelled', paid: true })).toEqual([]);
    expect(nextStatuses({ ...cls, status: 'cancelled' })).toEqual(['confirmed']);
  });

  it('a training order is confirmed or cancelled; a refunded row follows its refund', () => {
    expect(nextStatuses({ ...cls, kind: 'training', status: 'held' })).toEqual(['confirmed', 'cancelled']);
    expect(nextStatuses({ ...cls, status: 'refunded' })).toEqual([]);
  });
});
