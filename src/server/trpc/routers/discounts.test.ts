import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discountCodes } from '../../db/schema';
import { useTestEnv } from '../../test/harness';

const env = useTestEnv();
const day = 86_400_000;

describe('discounts.validate (POST /api/validate-discount)', () => {
  it('answers the spec shape, plus numbers in percent and pence, for a valid percentage code, matched trimmed and case-insensitively', async () => {
    const result = await env.caller().discounts.validate({ code: '  welcome10 ' });
    expect(result).toEqual({
      valid: true,
      code: 'WELCOME10',
      error: null,
      description: '10% off your first class',
      discountType: 'percentage',
      discountValue: '10',
      percentOff: 10,
      amountOffPence: null,
    });
  });

  it('gives a fixed code its value in pounds', async () => {
    await env.db.insert(discountCodes).values({ code: 'FIVEOFF', discountType: 'fixed', value: 500 });
    expect(await env.caller().discounts.validate({ code: 'fiveoff' })).toEqual({
      valid: true,
      code: 'FIVEOFF',
      error: null,
      description: '£5.00 off',
      discountType: 'fixed',
      discountValue: '5.00',
      percentOff: null,
      amountOffPence: 500,
    });
  });

  it.each([
    ['an unknown code', 'NOSUCHCODE', {}, 'Invalid discount code'],
    ['an inactive code', 'SLEEPY', { isActive: false }, 'This discount code is no longer active'],
    ['an expired code', 'BYGONE', { validUntil: new Date(Date.now() - day) }, 'This discount code has expired'],
    ['a code not valid yet', 'SOON', { validFrom: new Date(Date.now() + day) }, 'This discount code is not valid yet'],
    ['a used-up code', 'USEDUP', { maxUses: 2, uses: 2 }, 'This discount code has reached its usage limit'],
  ])('refuses %s with a clear error', async (_label, code, fields, error) => {
    if (code !== 'NOSUCHCODE') await env.db.insert(discountCodes).values({ code, discountType: 'percentage', value: 15, ...fields });
    expect(await env.caller().discounts.validate({ code: code.toLowerCase() })).toEqual({
      valid: false,
      code,
      error,
      description: null,
      discountType: null,
      discountValue: null,
      percentOff: null,
      amountOffPence: null,
    });
  });

  it('accepts a code with uses left and inside its dates', async () => {
    await env.db.insert(discountCodes).values({
      code: 'SPRING',
      discountType: 'percentage',
      value: 25,
      maxUses: 3,
      uses: 2,
      validFrom: new Date(Date.now() - day),
      validUntil: new Date(Date.now() + day),
    });
    expect((await env.caller().discounts.validate({ code: 'Spring' })).valid).toBe(true);
    await env.db.update(discountCodes).set({ uses: 3 }).where(eq(discountCodes.code, 'SPRING'));
    expect((await env.caller().discounts.validate({ code: 'Spring' })).valid).toBe(false);
  });

  it('answers 400 naming the field for an empty code, and the spec shape plus the numbers over REST', async () => {
    const app = await env.app();
    const empty = await app.inject({ method: 'POST', url: '/api/validate-discount', payload: { code: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('code: code is required');
    const ok = await app.inject({ method: 'POST', url: '/api/validate-discount', payload: { code: 'welcome10' } });
    expect(ok.statusCode).toBe(200);
    expect(Object.keys(ok.json()).sort()).toEqual([
      'amountOffPence',
      'code',
      'description',
      'discountType',
      'discountValue',
      'error',
      'percentOff',
      'valid',
    ]);
  });
});
