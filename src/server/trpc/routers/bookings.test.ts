import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, classTypes, discountCodes, emailOutbox, orders, payments } from '../../db/schema';
import { createSlot, seededClassType, slotState, visitor } from '../../test/booking-fixtures';
import { expectTrpcError } from '../../test/expect-error';
import { useTestEnv } from '../../test/harness';

const env = useTestEnv();

async function matPilates() {
  return seededClassType(env.db, 'Mat Pilates Class');
}

describe('bookings.create', () => {
  it('prices the class on the server, holds one place for HOLD_MINUTES and opens a payment', async () => {
    const mat = await matPilates();
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
    const before = Date.now();
    const res = await env.caller().bookings.create({ ...visitor('a1'), classTypeId: mat.id, scheduleId: slot.id });

    expect(res).toMatchObject({ success: true, originalPence: 1200, discountPence: 0, amountPence: 1200 });
    expect(res.clientSecret).toMatch(/^testpi_[0-9a-f]{32}_secret_[0-9a-f]{24}$/);
    const { rows, live } = await slotState(env.db, slot.id);
    expect(rows).toHaveLength(1);
    expect(live).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ status: 'held', amountPence: 1200, paymentStatus: 'pending' });
    expect(res.clientSecret!.startsWith(`${row.providerPaymentId}_secret_`)).toBe(true);
    const holdMs = row.holdExpiresAt!.getTime() - before;
    expect(holdMs).toBeGreaterThan(14 * 60_000);
    expect(holdMs).toBeLessThanOrEqual(15 * 60_000 + 5_000);
  });

  it('applies a valid discount code typed in any case, from the database', async () => {
    const mat = await matPilates();
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const res = await env
      .caller()
      .bookings.create({ ...visitor('a2'), classTypeId: mat.id, scheduleId: slot.id, discountCode: '  welcome10 ' });
    expect(res).toMatchObject({ success: true, originalPence: 1200, discountPence: 120, amountPence: 1080 });
    const [payment] = await env.db
      .select({ amountPence: payments.amountPence, discountCodeId: orders.discountCodeId })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.bookingId, res.bookingId!));
    expect(payment!.amountPence).toBe(1080);
    expect(payment!.discountCodeId).not.toBeNull();
  });

  it('refuses an unusable discount code with its reason and holds nothing', async () => {
    const mat = await matPilates();
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    await env.db
      .insert(discountCodes)
      .values({ code: 'OLDCODE', discountType: 'percentage', value: 20, validUntil: new Date(Date.now() - 86_400_000) });
    await expectTrpcError(
      env.caller().bookings.create({ ...visitor('a3'), classTypeId: mat.id, scheduleId: slot.id, discountCode: 'oldcode' }),
      'BAD_REQUEST',
      'discountCode: This discount code has expired',
    );
    expect((await slotState(env.db, slot.id)).rows).toHaveLength(0);
  });

  it("prices an 'Open Class' slot at the open-class price whatever class id the client sends", async () => {
    const slot = await createSlot(env.db, { allowed: [] });
    const res = await env.caller().bookings.create({ ...visitor('a4'), classTypeId: 1, scheduleId: slot.id, price: 25 });
    expect(res).toMatchObject({ success: true, amountPence: 2500 });
    const [row] = await env.db
      .select({ classTypeId: bookings.classTypeId, className: bookings.className })
      .from(bookings)
      .where(eq(bookings.id, res.bookingId!));
    expect(row).toEqual({ classTypeId: null, className: 'Open Class' });
  });

  it('refuses a class the slot does not offer, naming the field', async () => {
    const mat = await matPilates();
    const yoga = await seededClassType(env.db, 'Yoga Class');
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    await expectTrpcError(
      env.caller().bookings.create({ ...visitor('a5'), classTypeId: yoga.id, scheduleId: slot.id }),
      'BAD_REQUEST',
      'classTypeId: this class is not offered in this slot',
    );
    expect((await slotState(env.db, slot.id)).rows).toHaveLength(0);
  });

  it('refuses an unknown class id, the largest one, and a class type the owner deactivated, naming the field', async () => {
    const mat = await matPilates();
    const pelvic = await seededClassType(env.db, 'Pelvic Pilates');
    const slot = await createSlot(env.db, { allowed: [mat.id, pelvic.id] });
    await env.db.update(classTypes).set({ isActive: false }).where(eq(classTypes.id, pelvic.id));
    try {
      const book = (classTypeId: number) => env.caller().bookings.create({ ...visitor('a5b'), classTypeId, scheduleId: slot.id });
      for (const classTypeId of [999_999, 2 ** 31 - 1, pelvic.id]) {
        await expectTrpcError(book(classTypeId), 'BAD_REQUEST', 'classTypeId: this class is not available');
      }
      expect((await slotState(env.db, slot.id)).rows).toHaveLength(0);
    } finally {
      await env.db.update(classTypes).set({ isActive: true }).where(eq(classTypes.id, pelvic.id));
    }
  });

  it('refuses an unknown, inactive or already started slot', async () => {
    const mat = await matPilates();
    const inactive = await createSlot(env.db, { allowed: [mat.id], isActive: false });
    const past = await createSlot(env.db, { allowed: [mat.id], date: '2020-01-06' });
    const book = (scheduleId: number) => env.caller().bookings.create({ ...visitor('a6'), classTypeId: mat.id, scheduleId });
    await expectTrpcError(book(999_999), 'BAD_REQUEST', 'scheduleId: this class is not on the schedule');
    await expectTrpcError(book(inactive.id), 'BAD_REQUEST', 'scheduleId: this class is not on the schedule');
    await expectTrpcError(book(past.id), 'BAD_REQUEST', 'scheduleId: this class has already started');
  });

  it("checks the form with the spec's messages", async () => {
    const mat = await matPilates();
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const base = { ...visitor('a7'), classTypeId: mat.id, scheduleId: slot.id };
    await expectTrpcError(env.caller().bookings.create({ ...base, name: 'A' }), 'BAD_REQUEST', 'name: Name must be at least 2 characters');
    await expectTrpcError(
      env.caller().bookings.create({ ...base, email: 'not-an-email' }),
      'BAD_REQUEST',
      'email: Please enter a valid email address',
    );
    await expectTrpcError(
      env.caller().bookings.create({ ...base, phone: '0123' }),
      'BAD_REQUEST',
      'phone: Please enter a valid phone number',
    );
    expect((await slotState(env.db, slot.id)).rows).toHaveLength(0);
  });

  it("answers 'This class is fully booked' when no place is left (409 on the REST shim)", async () => {
    const mat = await matPilates();
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 1 });
    expect((await env.caller().bookings.create({ ...visitor('b1'), classTypeId: mat.id, scheduleId: slot.id })).success).toBe(true);

    const full = await env.caller().bookings.create({ ...visitor('b2'), classTypeId: mat.id, scheduleId: slot.id });
    expect(full).toEqual({ success: false, clientSecret: null, message: 'This class is fully booked' });

    const app = await env.app();
    const res = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { ...visitor('b3'), classTypeId: mat.id, scheduleId: slot.id },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, clientSecret: null, code: 'class_full', message: 'This class is fully booked' });
    expect((await slotState(env.db, slot.id)).rows).toHaveLength(1);
  });

  it('gives the same visitor their live hold back instead of a second place', async () => {
    const mat = await matPilates();
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 3 });
    const first = await env.caller().bookings.create({ ...visitor('c1'), classTypeId: mat.id, scheduleId: slot.id });
    const again = await env
      .caller()
      .bookings.create({ ...visitor('c1'), email: ' VISITORC1@Example.com ', classTypeId: mat.id, scheduleId: slot.id });
    expect(again.success).toBe(true);
    expect(again.bookingId).toBe(first.bookingId);
    expect(again.clientSecret).toBe(first.clientSecret);
    expect((await slotState(env.db, slot.id)).live).toHaveLength(1);
  });

  it('lets a visitor who changes their class swap their hold rather than take two places', async () => {
    const mat = await matPilates();
    const pelvic = await seededClassType(env.db, 'Pelvic Pilates');
    const slot = await createSlot(env.db, { allowed: [mat.id, pelvic.id], maxBookings: 1 });
    const first = await env.caller().bookings.create({ ...visitor('c2'), classTypeId: mat.id, scheduleId: slot.id });
    const second = await env
      .caller()
      .bookings.create({ ...visitor('c2'), classTypeId: pelvic.id, scheduleId: slot.id, discountCode: 'WELCOME10' });
    expect(second.success).toBe(true);
    expect(second.bookingId).not.toBe(first.bookingId);
    const { rows, live } = await slotState(env.db, slot.id);
    expect(live.map((r) => r.bookingId)).toEqual([second.bookingId]);
    expect(rows.find((r) => r.bookingId === first.bookingId)).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
  });

  it('stops counting a hold once it expires, with no background job', async () => {
    const mat = await matPilates();
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 1 });
    const first = await env.caller().bookings.create({ ...visitor('d1'), classTypeId: mat.id, scheduleId: slot.id });
    expect((await env.caller().bookings.create({ ...visitor('d2'), classTypeId: mat.id, scheduleId: slot.id })).success).toBe(false);
    await env.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, first.bookingId!));
    const second = await env.caller().bookings.create({ ...visitor('d2'), classTypeId: mat.id, scheduleId: slot.id });
    expect(second.success).toBe(true);
    expect((await slotState(env.db, slot.id)).live.map((r) => r.bookingId)).toEqual([second.bookingId]);
  });

  it('marks lapsed holds expired in the periodic sweep, leaving live ones alone', async () => {
    const mat = await matPilates();
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const lapsed = await env.caller().bookings.create({ ...visitor('d3'), classTypeId: mat.id, scheduleId: slot.id });
    const live = await env.caller().bookings.create({ ...visitor('d4'), classTypeId: mat.id, scheduleId: slot.id });
    await env.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, lapsed.bookingId!));
    expect(await env.services.bookings.expireHolds()).toBeGreaterThanOrEqual(1);
    const rows = (await slotState(env.db, slot.id)).rows;
    expect(rows.find((r) => r.bookingId === lapsed.bookingId)?.status).toBe('expired');
    expect(rows.find((r) => r.bookingId === live.bookingId)?.status).toBe('held');
  });

  it('confirms at once, without a payment, when a 100% code makes the class free', async () => {
    const mat = await matPilates();
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    await env.db.insert(discountCodes).values({ code: 'FREEBIE', discountType: 'percentage', value: 100, maxUses: 1 });
    const res = await env.caller().bookings.create({ ...visitor('e1'), classTypeId: mat.id, scheduleId: slot.id, discountCode: 'freebie' });
    expect(res).toMatchObject({ success: true, clientSecret: null, amountPence: 0, discountPence: 1200 });
    const { rows } = await slotState(env.db, slot.id);
    expect(rows).toEqual([expect.objectContaining({ status: 'confirmed', paymentId: null })]);
    const [code] = await env.db.select({ uses: discountCodes.uses }).from(discountCodes).where(eq(discountCodes.code, 'FREEBIE'));
    expect(code!.uses).toBe(1);
    const mails = await env.db.select({ to: emailOutbox.to }).from(emailOutbox).where(eq(emailOutbox.to, 'visitore1@example.com'));
    expect(mails).toHaveLength(1);
    // The code is now used up.
    await expectTrpcError(
      env.caller().bookings.create({ ...visitor('e2'), classTypeId: mat.id, scheduleId: slot.id, discountCode: 'FREEBIE' }),
      'BAD_REQUEST',
      'discountCode: This discount code has reached its usage limit',
    );
  });
});

describe('tampering: a client-sent price is checked, never used', () => {
  it.each([
    ['price', { price: 11.99 }],
    ['price', { price: 0 }],
    ['amount', { amount: 1 }],
    ['price as text', { price: '10.80' }],
  ])('rejects a wrong %s with 400 and holds or charges nothing', async (_label, tamper) => {
    const mat = await matPilates();
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const paymentsBefore = (await env.db.select({ id: payments.id }).from(payments)).length;
    await expectTrpcError(
      env.caller().bookings.create({ ...visitor('t1'), classTypeId: mat.id, scheduleId: slot.id, ...(tamper as object) }),
      'BAD_REQUEST',
      'Amount does not match the price',
    );
    expect((await slotState(env.db, slot.id)).rows).toHaveLength(0);
    expect((await env.db.select({ id: payments.id }).from(payments)).length).toBe(paymentsBefore);
  });

  it('accepts the right pre-discount price and still charges the server total', async () => {
    const mat = await matPilates();
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const res = await env
      .caller()
      .bookings.create({ ...visitor('t2'), classTypeId: mat.id, scheduleId: slot.id, price: 12, discountCode: 'WELCOME10' });
    expect(res).toMatchObject({ success: true, amountPence: 1080 });
  });

  it('answers 400 on the REST shim too', async () => {
    const mat = await matPilates();
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const app = await env.app();
    const res = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { ...visitor('t3'), classTypeId: mat.id, scheduleId: slot.id, price: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Amount does not match the price' });
    expect((await slotState(env.db, slot.id)).rows).toHaveLength(0);
  });
});
