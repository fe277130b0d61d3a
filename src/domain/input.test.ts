import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  calendarDate,
  id,
  instant,
  INT4_MAX,
  line,
  NO_CONTROL_CHARACTERS,
  nonEmptyPatch,
  NOTHING_TO_CHANGE,
  pence,
  pounds,
  priceText,
  text,
} from './input';
import { bookingRequestSchema, discountCodeInputSchema, discountCodeUpdateSchema, loginSchema } from './schemas';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues.map((i) => i.message).join('; ');
};

describe('text', () => {
  it.each(['a\u0000b', 'bell\u0007', 'esc\u001b[31m', 'c1\u0085', '\ud800', 'tab\tinside'])('a line refuses %j', (value) => {
    expect(messageOf(line(50), value)).toBe(NO_CONTROL_CHARACTERS);
  });

  it('free text keeps line breaks and tabs but not NUL', () => {
    expect(text(50).parse('  two\r\nlines\tand a tab  ')).toBe('two\r\nlines\tand a tab');
    expect(messageOf(text(50), 'nul\u0000')).toBe(NO_CONTROL_CHARACTERS);
  });

  it('caps the length and keeps accents, emoji and £', () => {
    expect(messageOf(line(5), 'x'.repeat(10_000))).toBe('must be at most 5 characters');
    expect(line(50).parse(' Zoë £12 💪 ')).toBe('Zoë £12 💪');
  });

  it('refuses a NUL in a username before anything looks it up', () => {
    expect(loginSchema.safeParse({ username: 'admin\u0000', password: 'x' }).error?.issues[0]?.path).toEqual(['username']);
  });
});

describe('numbers', () => {
  it.each([[1], ['42'], [INT4_MAX]])('an id accepts %j', (value) => expect(id.parse(value)).toBe(Number(value)));

  it.each([[0], [-1], [1.5], [INT4_MAX + 1], [1e308], ['1e3'], [''], [true], [[]], [null], ['12abc']])('an id refuses %j', (value) => {
    expect(id.safeParse(value).success).toBe(false);
  });

  it('pence fit the integer column', () => {
    expect(pence.parse(INT4_MAX)).toBe(INT4_MAX);
    expect(pence.safeParse(INT4_MAX + 1).success).toBe(false);
    expect(pence.safeParse(-1).success).toBe(false);
  });

  it('pounds are finite, not negative and within the pence columns', () => {
    expect(pounds.parse('12.50')).toBe(12.5);
    for (const bad of [-1, 1e308, 'NaN', 'Infinity', '1e3', true]) expect(pounds.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('a price text whose pence overflow is refused, a normal one is kept as typed', () => {
    expect(priceText().parse(' £12.50 ')).toBe('£12.50');
    expect(messageOf(priceText(), '21474837')).toMatch(/at most/);
    expect(messageOf(priceText(), undefined)).toBe('Price is required');
  });

  it('maxUses and price in a discount stay within the columns', () => {
    const base = { code: 'SPRING', discountType: 'percentage', value: 10 };
    expect(discountCodeInputSchema.safeParse({ ...base, maxUses: 2_147_483_648 }).error?.issues[0]?.path).toEqual(['maxUses']);
    expect(
      bookingRequestSchema.safeParse({
        name: 'Ann Smith',
        email: 'a@example.com',
        phone: '07700 900123',
        classTypeId: 1,
        scheduleId: 1,
        price: 1e308,
      }).error?.issues[0]?.path,
    ).toEqual(['price']);
  });
});

describe('dates', () => {
  it.each(['2026-02-28', '2028-02-29'])('a calendar date accepts %s', (value) => expect(calendarDate.parse(value)).toBe(value));

  it.each(['2026-02-30', '2026-02-29', '2026-13-01', '0000-01-01', '9999-12-31', '2026-2-3', '2026-02-28T10:00'])(
    'a calendar date refuses %s',
    (value) => {
      expect(calendarDate.safeParse(value).success).toBe(false);
    },
  );

  it('an instant is a real moment, never rolled over', () => {
    expect(instant.parse('2026-03-01T00:00:00Z').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(instant.parse('2026-03-01').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(instant.parse(new Date('2026-03-01T10:00:00+01:00')).toISOString()).toBe('2026-03-01T09:00:00.000Z');
    for (const bad of [
      '2026-02-30',
      '2026-02-30T10:00:00Z',
      '2026-03-01T24:00:00Z',
      '2026-03-01T10:60:00Z',
      'tomorrow',
      1e308,
      new Date(Number.NaN),
      new Date('1900-01-01'),
    ]) {
      expect(instant.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it("a discount's validFrom of 2026-02-30 is a 400 naming it, not 2 March", () => {
    const result = discountCodeInputSchema.safeParse({ code: 'LEAP', discountType: 'fixed', value: 5, validFrom: '2026-02-30' });
    expect(result.error?.issues[0]?.path).toEqual(['validFrom']);
  });
});

describe('patches', () => {
  it('an edit must change something besides the id', () => {
    expect(messageOf(discountCodeUpdateSchema, { id: 3 })).toBe(NOTHING_TO_CHANGE);
    expect(messageOf(discountCodeUpdateSchema, { id: 3, description: undefined })).toBe(NOTHING_TO_CHANGE);
    expect(discountCodeUpdateSchema.parse({ id: 3, isActive: false })).toEqual({ id: 3, isActive: false });
    expect(messageOf(nonEmptyPatch(z.object({ key: z.string(), a: z.number().optional() }), ['key']), { key: 'x' })).toBe(
      NOTHING_TO_CHANGE,
    );
  });
});
