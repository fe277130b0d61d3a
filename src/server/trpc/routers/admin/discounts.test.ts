import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { discountCodes } from '../../../db/schema';
import { insertBooking, rejection } from '../../../test/admin-fixtures';
import { useTestEnv } from '../../../test/harness';

const env = useTestEnv();
let admin: ReturnType<typeof env.caller>;

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
});

describe('admin.discounts', () => {
  it('lists the seeded code with its value as whole percent', async () => {
    const [welcome] = await admin.admin.discounts.list();
    expect(welcome).toMatchObject({ code: 'WELCOME10', discountType: 'percentage', value: 10, isActive: true, uses: 0, maxUses: null });
  });

  it('creates a percentage code, stored upper-case and trimmed', async () => {
    const code = await admin.admin.discounts.create({ code: ' summer25 ', discountType: 'percentage', value: 25, description: 'Summer' });
    expect(code).toMatchObject({ code: 'SUMMER25', discountType: 'percentage', value: 25, description: 'Summer', isActive: true, uses: 0 });
    expect((await admin.admin.discounts.list())[0]!.code).toBe('SUMMER25');
  });

  it('creates a fixed code from pence, stored and answered as pence, with validity and a use limit', async () => {
    const validFrom = new Date('2030-01-01T00:00:00Z');
    const validUntil = new Date('2030-12-31T23:59:59Z');
    const code = await admin.admin.discounts.create({
      code: 'FIVEOFF',
      discountType: 'fixed',
      value: 550,
      validFrom,
      validUntil,
      maxUses: 20,
    });
    expect(code).toMatchObject({ code: 'FIVEOFF', discountType: 'fixed', value: 550, validFrom, validUntil, maxUses: 20 });
    const [row] = await env.db.select({ value: discountCodes.value }).from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(row!.value).toBe(550);
  });

  it('refuses impossible values, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ discountType: 'percentage', value: 0 }, 'value'],
      [{ discountType: 'percentage', value: 101 }, 'value: a percentage must be a whole number from 1 to 100'],
      [{ discountType: 'percentage', value: 12.5 }, 'value: a percentage must be a whole number from 1 to 100'],
      [{ discountType: 'fixed', value: 12.5 }, 'value: a fixed discount is a whole number of pence (500 = £5.00)'],
      [{ discountType: 'bogus', value: 1 }, 'discountType must be percentage or fixed'],
      [{ code: 'NO SPACES', discountType: 'fixed', value: 1 }, 'Code may use letters, digits, - and _ only'],
      [{ code: '', discountType: 'fixed', value: 1 }, 'Code is required'],
      [
        { discountType: 'fixed', value: 1, validFrom: '2030-02-01T00:00:00Z', validUntil: '2030-01-01T00:00:00Z' },
        'validUntil: must not be before validFrom',
      ],
      [{ discountType: 'fixed', value: 1, maxUses: 0 }, 'maxUses'],
    ];
    for (const [input, message] of cases) {
      const error = await rejection(admin.admin.discounts.create({ code: 'BAD', ...input } as never));
      expect(error.code, JSON.stringify(input)).toBe('BAD_REQUEST');
      expect(error.message, JSON.stringify(input)).toContain(message);
    }
    expect((await admin.admin.discounts.list()).some((c) => c.code === 'BAD')).toBe(false);
  });

  it('refuses a duplicate code whatever its case', async () => {
    const error = await rejection(admin.admin.discounts.create({ code: 'welcome10', discountType: 'fixed', value: 3 }));
    expect(error).toEqual({ code: 'CONFLICT', message: 'A discount code with this code already exists' });
    const other = await admin.admin.discounts.create({ code: 'RENAME_ME', discountType: 'fixed', value: 3 });
    expect(await rejection(admin.admin.discounts.update({ id: other.id, code: 'Welcome10' }))).toEqual({
      code: 'CONFLICT',
      message: 'A discount code with this code already exists',
    });
  });

  it('edits only what is sent; deactivating keeps the value; a type change needs its value', async () => {
    const code = await admin.admin.discounts.create({ code: 'EDITME', discountType: 'percentage', value: 15, maxUses: 3 });
    const off = await admin.admin.discounts.update({ id: code.id, isActive: false });
    expect(off).toMatchObject({ code: 'EDITME', value: 15, discountType: 'percentage', isActive: false, maxUses: 3 });
    const fixed = await admin.admin.discounts.update({ id: code.id, discountType: 'fixed', value: 200 });
    expect(fixed).toMatchObject({ discountType: 'fixed', value: 200, isActive: false });
    const revalued = await admin.admin.discounts.update({ id: code.id, value: 275 });
    expect(revalued.value).toBe(275);
    expect(await rejection(admin.admin.discounts.update({ id: code.id, discountType: 'percentage' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'value: give the value when changing discountType',
    });
    const unlimited = await admin.admin.discounts.update({ id: code.id, maxUses: null, validUntil: null });
    expect(unlimited).toMatchObject({ maxUses: null, validUntil: null, value: 275 });
    expect((await rejection(admin.admin.discounts.update({ id: 999999, isActive: true }))).code).toBe('NOT_FOUND');
  });

  it('deletes a code never used', async () => {
    const code = await admin.admin.discounts.create({ code: 'ONEOFF', discountType: 'fixed', value: 1 });
    await expect(admin.admin.discounts.remove({ id: code.id })).resolves.toEqual({ success: true });
    expect((await admin.admin.discounts.list()).some((c) => c.id === code.id)).toBe(false);
    expect((await rejection(admin.admin.discounts.remove({ id: code.id }))).code).toBe('NOT_FOUND');
  });

  it('refuses to delete a code that was used, or that an order carries, and offers deactivation instead', async () => {
    const used = await admin.admin.discounts.create({ code: 'USEDONE', discountType: 'percentage', value: 5 });
    await env.db.update(discountCodes).set({ uses: 1 }).where(eq(discountCodes.id, used.id));
    expect(await rejection(admin.admin.discounts.remove({ id: used.id }))).toEqual({
      code: 'CONFLICT',
      message: 'This discount code has been used; deactivate it instead',
    });

    const pending = await admin.admin.discounts.create({ code: 'PENDING', discountType: 'percentage', value: 5 });
    const slot = await admin.admin.schedule.create({ date: '2030-10-01', startTime: '09:00', endTime: '10:00', locationId: 'virtual' });
    await insertBooking(env.db, { slotId: slot.id, status: 'held', order: { amountPence: 2375, discountCodeId: pending.id } });
    expect((await rejection(admin.admin.discounts.remove({ id: pending.id }))).code).toBe('CONFLICT');
    expect((await admin.admin.discounts.list()).filter((c) => c.code === 'USEDONE' || c.code === 'PENDING')).toHaveLength(2);
    await expect(admin.admin.discounts.update({ id: used.id, isActive: false })).resolves.toMatchObject({ isActive: false, uses: 1 });
  });
});
