import { describe, expect, it } from 'vitest';
import { nextStatuses, refusedTransition, statusFactsOf } from './booking-status';

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

  it('a paid order is refunded, not cancelled; an appointment is changed from its own screen', () => {
    const order = { ...cls, kind: 'training' as const };
    expect(nextStatuses({ ...order, status: 'confirmed', paid: true })).toEqual([]);
    expect(nextStatuses({ ...order, status: 'confirmed' })).toEqual(['cancelled']);
    expect(refusedTransition({ ...order, status: 'confirmed', paid: true }, 'cancelled')).toBe(
      "status: a paid confirmed order cannot be set to 'cancelled': refund it instead (a refund in full cancels it, e-mails her and tells your integrations)",
    );
    expect(refusedTransition({ ...order, status: 'refunded' }, 'confirmed')).toBe(
      "status: a refunded order follows its refund and cannot be set to 'confirmed'",
    );
    expect(nextStatuses({ ...cls, kind: 'appointment', status: 'confirmed' })).toEqual([]);
    expect(refusedTransition({ ...cls, kind: 'appointment', status: 'confirmed' }, 'cancelled')).toMatch(/^status: an appointment/);
  });

  it('reads the kind from the reference', () => {
    const row = { status: 'confirmed' as const, paid: true, checkedIn: false };
    expect(statusFactsOf({ ...row, ref: 'B-3' }).kind).toBe('class');
    expect(statusFactsOf({ ...row, ref: 'T-3' }).kind).toBe('training');
    expect(statusFactsOf({ ...row, ref: 'A-3' }).kind).toBe('appointment');
  });
});
