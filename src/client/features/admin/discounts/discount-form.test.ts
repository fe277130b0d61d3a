import { describe, expect, it } from 'vitest';
import type { DiscountCodeDto } from '../../../../domain/dto';
import { formValuesOf, toPayload } from './discount-form';

const stored: DiscountCodeDto = {
  id: 3,
  code: 'FIVER',
  description: '£5 off',
  discountType: 'fixed',
  value: 500,
  isActive: true,
  validFrom: new Date('2026-06-30T23:00:00Z'),
  validUntil: new Date('2026-07-31T22:59:59.999Z'),
  maxUses: 20,
  maxUsesPerEmail: 1,
  uses: 4,
  updatedAt: new Date('2026-06-30T23:00:00Z'),
};

describe('discount code form values', () => {
  it('shows a fixed code in pounds and its validity as London dates', () => {
    expect(formValuesOf(stored)).toMatchObject({
      value: 5,
      validFrom: '2026-07-01',
      validUntil: '2026-07-31',
      maxUses: 20,
      maxUsesPerEmail: 1,
    });
  });

  it('sends whole London days: from the first midnight to the end of the last day (BST in summer)', () => {
    const payload = toPayload({ ...formValuesOf(stored), code: ' fiver ' });
    expect(payload.code).toBe('FIVER');
    // The owner types pounds; the wire carries pence, the unit GET answers.
    expect(payload.value).toBe(500);
    expect(payload.maxUsesPerEmail).toBe(1);
    expect(payload.validFrom?.toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(payload.validUntil?.toISOString()).toBe('2026-07-31T22:59:59.999Z');
  });

  it('uses GMT in winter and treats empty dates and max uses as none', () => {
    const payload = toPayload({
      ...formValuesOf(),
      code: 'WINTER',
      value: 10,
      validFrom: '2026-01-10',
      validUntil: '',
      maxUses: '',
      maxUsesPerEmail: '',
    });
    expect(payload).toMatchObject({ discountType: 'percentage', value: 10, validUntil: null, maxUses: null, maxUsesPerEmail: null });
    expect(payload.validFrom?.toISOString()).toBe('2026-01-10T00:00:00.000Z');
  });
});
