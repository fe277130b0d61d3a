import { describe, expect, it } from 'vitest';
import {
  appointmentRef,
  formatBookingRef,
  orderRef,
  parseBookingRef,
  readableLedgerNote,
  searchedNumber,
  searchedRef,
} from './booking-ref';

describe('booking references', () => {
  it('writes class bookings as B- and training orders as T-, so equal ids never clash', () => {
    expect(formatBookingRef({ kind: 'class', id: 1042 })).toBe('B-1042');
    expect(formatBookingRef({ kind: 'training', id: 1042 })).toBe('T-1042');
  });

  it('reads what the owner types, in either case, with or without the dash', () => {
    expect(parseBookingRef('B-1042')).toEqual({ kind: 'class', id: 1042 });
    expect(parseBookingRef('t17')).toEqual({ kind: 'training', id: 17 });
    expect(parseBookingRef(' T - 17 ')).toEqual({ kind: 'training', id: 17 });
    expect(parseBookingRef('12')).toEqual({ kind: 'class', id: 12 });
    expect(parseBookingRef(12)).toEqual({ kind: 'class', id: 12 });
  });

  it('refuses anything that is not a reference', () => {
    for (const bad of ['', 'X-1', 'B-', 'B-0', 'B-99999999999', 'T-1.5', '1; drop table', '-3']) expect(parseBookingRef(bad)).toBeNull();
  });

  it('treats a search as a reference only when it has its letter', () => {
    expect(searchedRef('b-7')).toEqual({ kind: 'class', id: 7 });
    expect(searchedRef('07700')).toBeNull();
    expect(searchedRef('Bea')).toBeNull();
    expect(searchedRef(undefined)).toBeNull();
  });

  it('reads a bare number as a number that names a row of each kind', () => {
    expect(searchedNumber('35')).toBe(35);
    expect(searchedNumber(' 35 ')).toBe(35);
    for (const not of ['B-35', '0', '3.5', '99999999999', 'Bea', undefined]) expect(searchedNumber(not)).toBeNull();
  });

  it('names an order by its class booking when it has one, else as T-, and appointments as A-', () => {
    expect(orderRef({ orderId: 9, bookingId: 35 })).toBe('B-35');
    expect(orderRef({ orderId: 9, bookingId: null })).toBe('T-9');
    expect(appointmentRef(4)).toBe('A-4');
    expect(orderRef({ orderId: 9, bookingId: null, appointmentId: 4 })).toBe('A-4');
    expect(orderRef({ orderId: 9, bookingId: 35, appointmentId: null })).toBe('B-35');
  });

  it('reads the ledger notes written with bare numbers with the reference; the owner’s own words stay as written', () => {
    expect(readableLedgerNote('Booking 35')).toBe('Booking B-35');
    expect(readableLedgerNote('Booking 35 cancelled by the owner')).toBe('Booking B-35 cancelled by the owner');
    expect(readableLedgerNote('Cancelled booking 35: credit instead of a refund')).toBe(
      'Cancelled booking B-35: credit instead of a refund',
    );
    expect(readableLedgerNote('Bought: order 12')).toBe('Bought: order T-12');
    // Already in the new format, or hers: unchanged.
    for (const same of ['Booking B-35', 'Bought: order T-12', 'Booking 35 was a gift, see note', 'Expired', 'Appointment A-3'])
      expect(readableLedgerNote(same)).toBe(same);
  });
});
