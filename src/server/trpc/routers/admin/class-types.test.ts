import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classTypes } from '../../../db/schema';
import { insertBooking, rejection } from '../../../test/admin-fixtures';
import { useTestEnv } from '../../../test/harness';

const env = useTestEnv();
let admin: ReturnType<typeof env.caller>;

const pilates = {
  name: 'Chair Pilates',
  description: 'Seated pilates',
  duration: '45 minutes',
  maxParticipants: '8',
  equipment: 'A sturdy chair',
  level: 'Beginner' as const,
  price: '£12.50',
};

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
});

describe('admin.classTypes', () => {
  it('lists every class type, inactive ones too, while the public list hides them', async () => {
    const all = await admin.admin.classTypes.list();
    expect(all).toHaveLength(10);
    const [first] = all;
    await env.db.update(classTypes).set({ isActive: false }).where(eq(classTypes.id, first!.id));
    expect(await admin.admin.classTypes.list()).toHaveLength(10);
    expect((await admin.admin.classTypes.list()).find((c) => c.id === first!.id)!.isActive).toBe(false);
    await env.db.update(classTypes).set({ isActive: true }).where(eq(classTypes.id, first!.id));
  });

  it('creates a class type, reading the price text as pence (pound sign stripped)', async () => {
    const created = await admin.admin.classTypes.create(pilates);
    expect(created).toMatchObject({ ...pilates, price: '12.50', pricePence: 1250, isActive: true });
    const plain = await admin.admin.classTypes.create({ ...pilates, name: 'Chair Yoga', price: 9, isActive: false });
    expect(plain).toMatchObject({ price: '9.00', pricePence: 900, isActive: false });
    expect((await admin.admin.classTypes.list()).map((c) => c.name)).toEqual(expect.arrayContaining(['Chair Pilates', 'Chair Yoga']));
  });

  it("refuses a form missing what SPEC §5 requires, with the spec's messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'Class name is required'],
      [{ duration: '' }, 'Duration is required'],
      [{ maxParticipants: '' }, 'Max participants is required'],
      [{ level: 'Expert' }, 'Level is required'],
      [{ price: '' }, 'Price is required'],
      [{ price: 'twelve' }, 'Price must be an amount in pounds, such as 12.50'],
      [{ price: '12.505' }, 'Price must be an amount in pounds, such as 12.50'],
    ];
    for (const [change, message] of cases) {
      const error = await rejection(admin.admin.classTypes.create({ ...pilates, ...change }));
      expect(error.code, JSON.stringify(change)).toBe('BAD_REQUEST');
      expect(error.message, JSON.stringify(change)).toContain(message);
    }
  });

  it('updates only the fields sent: an edit never resets description or reactivates', async () => {
    const created = await admin.admin.classTypes.create({ ...pilates, name: 'Wall Pilates', isActive: false });
    const priced = await admin.admin.classTypes.update({ id: created.id, price: '£15' });
    expect(priced).toMatchObject({
      price: '15.00',
      pricePence: 1500,
      description: 'Seated pilates',
      equipment: 'A sturdy chair',
      isActive: false,
    });
    const renamed = await admin.admin.classTypes.update({ id: created.id, name: 'Wall Pilates Plus', level: 'Advanced', isActive: true });
    expect(renamed).toMatchObject({ name: 'Wall Pilates Plus', level: 'Advanced', isActive: true, pricePence: 1500 });
    const empty = await rejection(admin.admin.classTypes.update({ id: created.id }));
    expect(empty.code).toBe('BAD_REQUEST');
    expect(empty.message).toContain('nothing to change: send at least one field');
    expect((await admin.admin.classTypes.list()).find((c) => c.id === created.id)).toEqual(renamed);
    expect((await rejection(admin.admin.classTypes.update({ id: created.id, name: '' }))).message).toContain('Class name is required');
    expect((await rejection(admin.admin.classTypes.update({ id: 999999, name: 'Ghost' }))).code).toBe('NOT_FOUND');
  });

  it('deletes a class type nobody booked and no slot offers', async () => {
    const created = await admin.admin.classTypes.create({ ...pilates, name: 'Short-lived' });
    await expect(admin.admin.classTypes.remove({ id: created.id })).resolves.toEqual({ success: true });
    expect((await admin.admin.classTypes.list()).some((c) => c.id === created.id)).toBe(false);
    expect((await rejection(admin.admin.classTypes.remove({ id: created.id }))).code).toBe('NOT_FOUND');
  });

  it('refuses to delete a class type with bookings', async () => {
    const created = await admin.admin.classTypes.create({ ...pilates, name: 'Popular' });
    const slot = await admin.admin.schedule.create({ date: '2030-09-02', startTime: '09:00', endTime: '10:00', locationId: 'virtual' });
    await insertBooking(env.db, { slotId: slot.id, classTypeId: created.id, className: 'Popular', status: 'cancelled' });
    const error = await rejection(admin.admin.classTypes.remove({ id: created.id }));
    expect(error).toEqual({ code: 'CONFLICT', message: 'This class type has bookings; deactivate it instead' });
    expect((await admin.admin.classTypes.list()).some((c) => c.id === created.id)).toBe(true);
  });

  it('refuses to delete a class type a slot offers, so no slot silently becomes an Open Class', async () => {
    const created = await admin.admin.classTypes.create({ ...pilates, name: 'Scheduled' });
    const slot = await admin.admin.schedule.create({
      date: '2030-09-03',
      startTime: '09:00',
      endTime: '10:00',
      locationId: 'virtual',
      allowedClassTypes: [String(created.id)],
    });
    const error = await rejection(admin.admin.classTypes.remove({ id: created.id }));
    expect(error).toEqual({
      code: 'CONFLICT',
      message: 'This class type is offered in 1 schedule slot; take it off those slots or deactivate it instead',
    });
    expect((await admin.admin.schedule.byDate({ date: '2030-09-03' }))[0]!.allowedClassTypes).toEqual([String(created.id)]);
    await admin.admin.schedule.update({ id: slot.id, allowedClassTypes: ['1'] });
    await expect(admin.admin.classTypes.remove({ id: created.id })).resolves.toEqual({ success: true });
  });
});
