import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_PENCE, formatPence, isPriceText, parsePriceToPence, penceToPounds, poundsParam, poundsToPence } from './money';

describe('formatPence', () => {
  it.each([
    [0, '£0.00'],
    [5, '£0.05'],
    [99, '£0.99'],
    [1250, '£12.50'],
    [2500, '£25.00'],
    [39000, '£390.00'],
    [123456, '£1234.56'],
  ])('%i pence is %s', (pence, text) => {
    expect(formatPence(pence)).toBe(text);
  });

  it('keeps the sign of a negative amount', () => {
    expect(penceToPounds(-150)).toBe('-1.50');
  });
});

describe("poundsParam (the spec's plain price in links)", () => {
  it('drops .00 for whole pounds and keeps two decimals otherwise', () => {
    expect(poundsParam(4000)).toBe('40');
    expect(poundsParam(39000)).toBe('390');
    expect(poundsParam(2500)).toBe('25');
    expect(poundsParam(1250)).toBe('12.50');
    expect(poundsParam(1205)).toBe('12.05');
  });
});

describe('poundsToPence', () => {
  it.each([
    [25, 2500],
    [12.5, 1250],
    [32.5, 3250],
    // Binary floating point: 19.99 * 100 is 1998.9999999999998.
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [0, 0],
  ])('%d pounds is %i pence', (pounds, pence) => {
    expect(poundsToPence(pounds)).toBe(pence);
  });
});

describe('poundsToPence round trip', () => {
  it('turns every two-decimal amount up to £1000.00 back into the same pence', () => {
    for (let pence = 0; pence <= 100_000; pence++) {
      if (poundsToPence(pence / 100) !== pence) throw new Error(`${pence / 100} pounds is not ${pence} pence`);
      if (poundsToPence(Number(penceToPounds(pence))) !== pence) throw new Error(`'${penceToPounds(pence)}' is not ${pence} pence`);
    }
  });
});

describe('parsePriceToPence (SPEC §5: a leading £ is stripped; default £25)', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['£12.50', 1250],
    ['£ 8', 800],
    ['  £40 ', 4000],
    ['390.00', 39000],
    ['1,250.00', 125000],
    ['.5', 50],
    ['0', 0],
  ])('%j is %i pence', (text, pence) => {
    expect(parsePriceToPence(text)).toBe(pence);
  });

  it.each([[undefined], [null], [''], ['   '], ['£'], ['free'], ['12.345'], ['-5'], ['£12.50p'], ['1e3']])(
    'a missing or unreadable price %j is the default £25',
    (text) => {
      expect(parsePriceToPence(text)).toBe(DEFAULT_PRICE_PENCE);
      expect(DEFAULT_PRICE_PENCE).toBe(2500);
    },
  );

  it('reads numbers as pounds and rejects negative or non-finite ones', () => {
    expect(parsePriceToPence(25)).toBe(2500);
    expect(parsePriceToPence(12.34)).toBe(1234);
    expect(parsePriceToPence(-1)).toBe(2500);
    expect(parsePriceToPence(Number.NaN)).toBe(2500);
    expect(parsePriceToPence(Number.POSITIVE_INFINITY)).toBe(2500);
  });

  it('uses the given fallback instead of £25 when asked', () => {
    expect(parsePriceToPence(undefined, 4000)).toBe(4000);
  });
});

describe('isPriceText', () => {
  it.each(['12', '12.5', '12.50', '£12.50', ' £ 3 '])('accepts %j', (t) => expect(isPriceText(t)).toBe(true));
  it.each(['', 'abc', '12.555', '-1', '£', '12,50'])('rejects %j', (t) => expect(isPriceText(t)).toBe(false));
});
