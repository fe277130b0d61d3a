import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../db/schema';
import { insertBooking, insertTrainingOrder, rejection } from '../../test/admin-fixtures';
import { TEST_ADMIN, useTestEnv } from '../../test/harness';

const env = useTestEnv();
let admin: ReturnType<typeof env.caller>;

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
});

/** The trail's newest row for an action, as the admin reads it. */
async function latest(action: string) {
  const { rows } = await admin.admin.audit.list({ pageSize: 200 });
  const row = rows.find((r) => r.action === action);
  if (!row) throw new Error(`no audit row for ${action}`);
  return row;
}

describe('the audit trail', () => {
  it('records class type create, price change and removal with who, before and after', async () => {
    const created = await admin.admin.classTypes.create({
      name: 'Audit Yoga',
      duration: '60',
      maxParticipants: '10',
      level: 'Beginner',
      price: '12.00',
    });
    expect(await latest('class_type.create')).toMatchObject({
      actor: TEST_ADMIN.username,
      entity: 'class_type',
      entityId: String(created.id),
      before: null,
      after: { name: 'Audit Yoga', pricePence: 1200 },
    });
    await admin.admin.classTypes.update({ id: created.id, price: '14.50' });
    expect(await latest('class_type.update')).toMatchObject({
      entityId: String(created.id),
      before: { pricePence: 1200 },
      after: { pricePence: 1450 },
    });
    await admin.admin.classTypes.remove({ id: created.id });
    expect(await latest('class_type.remove')).toMatchObject({
      entityId: String(created.id),
      before: { name: 'Audit Yoga', pricePence: 1450 },
      after: null,
    });
  });

  it('records locations, slots, a series and a copied week', async () => {
    const place = await admin.admin.locations.create({ name: 'Audit Hall' });
    expect(await latest('location.create')).toMatchObject({ entityId: String(place.id), after: { name: 'Audit Hall', isActive: true } });
    await admin.admin.locations.setActive({ id: place.id, isActive: false });
    expect(await latest('location.update')).toMatchObject({ before: { isActive: true }, after: { isActive: false } });

    const slot = await admin.admin.schedule.create({
      date: '2031-03-03',
      startTime: '09:00',
      endTime: '10:00',
      locationId: 'virtual',
      maxBookings: 4,
    });
    expect(await latest('slot.create')).toMatchObject({ entityId: String(slot.id), after: { date: '2031-03-03', maxBookings: 4 } });
    await admin.admin.schedule.update({ id: slot.id, maxBookings: 6 });
    expect(await latest('slot.update')).toMatchObject({ entityId: String(slot.id), before: { maxBookings: 4 }, after: { maxBookings: 6 } });
    await admin.admin.schedule.remove({ id: slot.id });
    expect(await latest('slot.remove')).toMatchObject({ entityId: String(slot.id), before: { maxBookings: 6 }, after: null });

    const series = await admin.admin.schedule.createSeries({
      startDate: '2031-04-07',
      weekdays: [1, 3],
      startTime: '18:00',
      endTime: '19:00',
      weeks: 2,
      locationId: 'virtual',
    });
    const seriesRow = await latest('series.create');
    expect(seriesRow).toMatchObject({ entity: 'series', entityId: String(series.seriesId), after: { weeks: 2, weekdays: [1, 3] } });
    expect((seriesRow.after as { slotIds: number[] }).slotIds).toEqual(series.created.map((s) => s.id));
    await admin.admin.schedule.copyWeek({ fromWeek: '2031-04-07', toWeek: '2031-05-05' });
    expect(await latest('slot.copy_week')).toMatchObject({
      after: { fromWeek: '2031-04-07', toWeek: '2031-05-05', slotIds: expect.any(Array) },
    });
  });

  it('records discount code changes, and nothing when a change is refused', async () => {
    const code = await admin.admin.discounts.create({ code: 'AUDIT5', discountType: 'fixed', value: 500, maxUses: 3 });
    expect(await latest('discount_code.create')).toMatchObject({
      entityId: String(code.id),
      after: { code: 'AUDIT5', value: 500, maxUses: 3 },
    });
    await admin.admin.discounts.update({ id: code.id, value: 700 });
    expect(await latest('discount_code.update')).toMatchObject({ before: { value: 500 }, after: { value: 700 } });
    const before = (await admin.admin.audit.list({ pageSize: 200 })).rows.length;
    expect((await rejection(admin.admin.discounts.update({ id: code.id, code: 'WELCOME10' }))).code).toBe('CONFLICT');
    expect((await admin.admin.audit.list({ pageSize: 200 })).rows.length).toBe(before);
    await admin.admin.discounts.remove({ id: code.id });
    expect(await latest('discount_code.remove')).toMatchObject({ before: { code: 'AUDIT5', value: 700 }, after: null });
  });

  it('records booking status changes of both kinds and refunds, with the amounts before and after', async () => {
    const slot = await admin.admin.schedule.create({
      date: '2031-06-02',
      startTime: '09:00',
      endTime: '10:00',
      locationId: 'virtual',
      maxBookings: 5,
    });
    const bookingId = await insertBooking(env.db, { slotId: slot.id, status: 'confirmed', order: { amountPence: 2000 } });
    // Cancelling goes through the one cancellation path, which records it as the owner's cancel (decision 510).
    await admin.admin.bookings.updateStatus({ ref: `B-${bookingId}`, status: 'cancelled' });
    expect(await latest('booking.cancel')).toMatchObject({
      entity: 'booking',
      entityId: `B-${bookingId}`,
      before: { status: 'confirmed' },
      after: { status: 'cancelled' },
    });

    const orderId = await insertTrainingOrder(env.db, { paymentStatus: 'pending' });
    await admin.admin.bookings.updateStatus({ ref: `T-${orderId}`, status: 'confirmed' });
    expect(await latest('booking.status')).toMatchObject({
      entityId: `T-${orderId}`,
      before: { status: 'held' },
      after: { status: 'confirmed' },
    });

    const paidId = await insertTrainingOrder(env.db, { amountPence: 4000 });
    await env.db.update(orders).set({ paidPence: 4000 }).where(eq(orders.id, paidId));
    await admin.admin.bookings.refund({ ref: `T-${paidId}`, amountPence: 1500, idempotencyKey: 'audit-refund-1' });
    const refund = await latest('booking.refund');
    expect(refund).toMatchObject({
      entityId: `T-${paidId}`,
      before: { paidPence: 4000, refundedPence: 0 },
      after: { paidPence: 4000, refundedPence: 1500, amountPence: 1500 },
    });
    expect(refund.summary).toBe(`Refunded £15.00 to Tom Trainer (T-${paidId})`);
    // A retry with the same key is the same refund: no second row.
    await admin.admin.bookings.refund({ ref: `T-${paidId}`, amountPence: 1500, idempotencyKey: 'audit-refund-1' });
    expect((await env.db.select().from(auditLog).where(eq(auditLog.action, 'booking.refund'))).length).toBe(1);
  });

  it('records API keys made and revoked without their secret, and names a key that acts through REST', async () => {
    const { key, secret } = await admin.admin.apiKeys.create({ name: 'Audit bot', scopes: ['discounts:manage'] });
    const made = await latest('api_key.create');
    expect(made).toMatchObject({ entityId: String(key.id), after: { name: 'Audit bot', scopes: ['discounts:manage'] } });
    expect(JSON.stringify(made)).not.toContain(secret);

    const app = await env.app();
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/discount-codes',
      headers: { authorization: `Bearer ${secret}` },
      payload: { code: 'BYKEY', discountType: 'percentage', value: 5 },
    });
    expect(res.statusCode).toBe(201);
    expect(await latest('discount_code.create')).toMatchObject({ actor: 'API key: Audit bot', after: { code: 'BYKEY' } });

    await admin.admin.apiKeys.revoke({ id: key.id });
    expect(await latest('api_key.revoke')).toMatchObject({ before: { revokedAt: null }, after: { revokedAt: expect.any(String) } });
  });

  it('filters by entity and date, pages newest first, and tells when more follow', async () => {
    const slots = await admin.admin.audit.list({ entity: 'slot' });
    expect(slots.rows.length).toBeGreaterThan(0);
    expect(slots.rows.every((r) => r.entity === 'slot')).toBe(true);
    const first = await admin.admin.audit.list({ pageSize: 2 });
    const second = await admin.admin.audit.list({ pageSize: 2, page: 2 });
    expect(first.hasMore).toBe(true);
    expect(first.rows.map((r) => r.id)).toEqual([...first.rows.map((r) => r.id)].sort((a, b) => b - a));
    expect(second.rows[0]!.id).toBeLessThan(first.rows[1]!.id);
    expect((await admin.admin.audit.list({ from: '2001-01-01', to: '2001-01-31' })).rows).toEqual([]);
    const streamed = [];
    for await (const row of env.services.admin.audit.each({}, 3)) streamed.push(row.id);
    const all = await admin.admin.audit.list({ pageSize: 200 });
    expect(streamed).toEqual(all.rows.map((r) => r.id));
  });

  it('is readable by a signed-in administrator only', async () => {
    expect((await rejection(env.caller().admin.audit.list({}))).code).toBe('UNAUTHORIZED');
  });
});
