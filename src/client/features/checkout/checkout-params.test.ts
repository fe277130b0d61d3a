import { describe, expect, it } from 'vitest';
import { readCheckoutParams } from './checkout-params';

describe('checkout redirect rule (SPEC §4)', () => {
  it.each([
    ['no price at all', {}],
    ['an empty price', { price: '' }],
    ['a zero price', { price: '0' }],
    ['a negative price', { price: '-5' }],
    ['a price that is not a number', { price: 'free' }],
    ['a zero amount', { amount: '0' }],
  ])('sends the visitor home for %s', (_, search) => {
    expect(readCheckoutParams({ type: 'class', ...search })).toBeNull();
  });

  it('accepts price or amount', () => {
    expect(readCheckoutParams({ price: '25' })?.pricePounds).toBe(25);
    expect(readCheckoutParams({ amount: '12.50' })?.pricePounds).toBe(12.5);
    expect(readCheckoutParams({ price: '£40' })?.pricePounds).toBe(40);
  });

  it('reads the phone Open Class link', () => {
    expect(readCheckoutParams({ class: 'Open Class', price: '25', type: 'class', date: '2026-03-02', time: '09:00' })).toEqual({
      type: 'class',
      className: 'Open Class',
      pricePounds: 25,
      sessionType: undefined,
      date: '2026-03-02',
      time: '09:00',
      description: undefined,
    });
  });

  it('reads a training link and works out the session type when it is missing', () => {
    expect(readCheckoutParams({ type: 'training', sessionType: 'package', class: 'x', price: '390' })?.sessionType).toBe('package');
    expect(readCheckoutParams({ type: 'training', class: 'Personal Training - 12 Session Package', price: '390' })?.sessionType).toBe(
      'package',
    );
    expect(readCheckoutParams({ type: 'training', price: '40' })?.sessionType).toBe('single');
  });

  it('drops a malformed date or time instead of passing it on', () => {
    const params = readCheckoutParams({ price: '25', date: '2026-02-30', time: '25:00' });
    expect(params?.date).toBeUndefined();
    expect(params?.time).toBeUndefined();
  });
});
