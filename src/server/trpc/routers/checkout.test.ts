import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../../domain/time';
import { bookings, discountCodes, orders, payments } from '../../db/schema';
import { createSlot, seededClassType, slotState, visitor } from '../../test/booking-fixtures';
import { expectTrpcError } from '../../test/expect-error';
import { useTestEnv } from '../../test/harness';

const env = useTestEnv();

const counts = async () => ({
  orders: (await env.db.select({ id: orders.id }).from(orders)).length,
  payments: (await env.db.select({ id: payments.id }).from(payments)).length,
  bookings: (await env.db.select({ id: bookings.id }).from(bookings)).length,
});

describe('checkout.quote', () => {
  it('prices personal training from sessionType or from the /booking link title', async () => {
    const quote = env.caller().checkout.quote;
    expect(await quote({ type: 'training', sessionType: 'single' })).toEqual({
      description: 'Personal Training - Single Session',
      amountPence: 4000,
    });
    expect(await quote({ type: 'training', sessionType: 'package' })).toEqual({
      description: 'Personal Training - 12 Session Package',
      amountPence: 39000,
    });
    expect(await quote({ type: 'training', class: 'Personal Training - 12 Session Package' })).toEqual({
      description: 'Personal Training - 12 Session Package',
      amountPence: 39000,
    });
    await expectTrpcError(quote({ type: 'training', class: 'Something Else' }), 'BAD_REQUEST', 'sessionType: must be single or package');
  });

  it('prices a class by slot id and class id, or by London date, time and class name', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], startTime: '09:30' });
    const expected = { description: `Mat Pilates Class, ${formatLongDate(slot.date)} at 9:30 AM`, amountPence: 1200 };
    expect(await env.caller().checkout.quote({ type: 'class', scheduleId: slot.id, classTypeId: mat.id })).toEqual(expected);
    expect(await env.caller().checkout.quote({ type: 'class', date: slot.date, time: '09:30', class: 'mat pilates class' })).toEqual(
      expected,
    );
  });

  it("prices an 'Open Class' at the open-class price", async () => {
    const slot = await createSlot(env.db, { allowed: [], startTime: '12:15' });
    expect(await env.caller().checkout.quote({ type: 'class', date: slot.date, time: '12:15', class: 'Open Class' })).toMatchObject({
      amountPence: 2500,
    });
  });

  it('names the field when the class or slot cannot be found', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], startTime: '11:00' });
    const quote = env.caller().checkout.quote;
    await expectTrpcError(
      quote({ type: 'class', date: slot.date, time: '11:15', class: 'Mat Pilates Class' }),
      'BAD_REQUEST',
      'date: no class is scheduled at that date and time',
    );
    await expectTrpcError(
      quote({ type: 'class', date: slot.date, time: '11:00', class: 'Yoga Class' }),
      'BAD_REQUEST',
      'class: this class is not offered in this slot',
    );
    await expectTrpcError(
      quote({ type: 'class', date: slot.date, time: '11:00', class: 'Open Class' }),
      'BAD_REQUEST',
      'class: this class is not offered in this slot',
    );
    await expectTrpcError(
      quote({ type: 'class', date: slot.date, time: '11:00', class: 'Aqua Zumba' }),
      'BAD_REQUEST',
      'class: this class is not available',
    );
    await expectTrpcError(
      quote({ type: 'class', time: '11:00', class: 'Mat Pilates Class' }),
      'BAD_REQUEST',
      'date: the class date is required',
    );
    await expectTrpcError(quote({ type: 'class', date: slot.date, time: '11:00' }), 'BAD_REQUEST', 'class: choose a class');
  });
});

describe('checkout.createClassPayment (POST /api/create-payment-intent)', () => {
  it('holds a place like a booking and records who is paying', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], startTime: '09:30', maxBookings: 2 });
    const res = await env
      .caller()
      .checkout.createClassPayment({ ...visitor('k1'), date: slot.date, time: '09:30', class: 'Mat Pilates Class', amount: 12 });
    expect(res).toMatchObject({ amountPence: 1200, description: `Mat Pilates Class, ${formatLongDate(slot.date)} at 9:30 AM` });
    expect(res.clientSecret).toMatch(/^testpi_/);
    const { live } = await slotState(env.db, slot.id);
    expect(live).toEqual([
      expect.objectContaining({ status: 'held', email: 'visitork1@example.com', paymentStatus: 'pending', amountPence: 1200 }),
    ]);
    const [order] = await env.db.select().from(orders).where(eq(orders.bookingId, live[0]!.bookingId));
    expect(order).toMatchObject({ kind: 'class_checkout', name: 'Visitor k1', email: 'visitork1@example.com', phone: '07700 900123' });
  });

  it('refuses a wrong amount with 400 and holds or charges nothing', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], startTime: '09:30' });
    const before = await counts();
    await expectTrpcError(
      env.caller().checkout.createClassPayment({ ...visitor('k2'), scheduleId: slot.id, classTypeId: mat.id, amount: 1 }),
      'BAD_REQUEST',
      /^amount: the price of Mat Pilates Class, .* is £\d+\.\d\d \(amount [\d.]+\), not 1$/,
    );
    const app = await env.app();
    const rest = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { ...visitor('k2'), date: slot.date, time: '09:30', class: 'Mat Pilates Class', amount: 25, description: 'Mat Pilates' },
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().message).toMatch(/^amount: the price of Mat Pilates Class, .* is £/);
    expect(await counts()).toEqual(before);
  });

  it("answers 409 'This class is fully booked' when no place is left", async () => {
    const slot = await createSlot(env.db, { allowed: [], startTime: '12:15', maxBookings: 1 });
    await env.caller().checkout.createClassPayment({ ...visitor('k3'), date: slot.date, time: '12:15', class: 'Open Class', amount: 25 });
    await expectTrpcError(
      env.caller().checkout.createClassPayment({ ...visitor('k4'), date: slot.date, time: '12:15', class: 'Open Class', amount: 25 }),
      'CONFLICT',
      'This class is fully booked',
    );
    const app = await env.app();
    const rest = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { ...visitor('k5'), scheduleId: slot.id, class: 'Open Class' },
    });
    expect(rest.statusCode).toBe(409);
    expect(rest.json()).toEqual({ message: 'This class is fully booked', code: 'class_full' });
  });
});

describe('checkout.createTrainingPayment (POST /api/create-training-payment)', () => {
  it('records a training order at the server price with the customer details', async () => {
    const res = await env.caller().checkout.createTrainingPayment({ ...visitor('k6'), sessionType: 'package', amount: 390 });
    expect(res).toMatchObject({ amountPence: 39000, description: 'Personal Training - 12 Session Package' });
    const [order] = await env.db.select().from(orders).where(eq(orders.email, 'visitork6@example.com'));
    expect(order).toMatchObject({
      kind: 'training',
      sessionType: 'package',
      bookingId: null,
      name: 'Visitor k6',
      phone: '07700 900123',
      amountPence: 39000,
    });
    const [payment] = await env.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(payment).toMatchObject({
      provider: 'test',
      status: 'pending',
      amountPence: 39000,
      providerPaymentId: res.clientSecret.split('_secret_')[0],
    });
  });

  it.each([[40.01], [39], [0], [4000]])('refuses amount %d for a single session (£40.00) and records nothing', async (amount) => {
    const before = await counts();
    await expectTrpcError(
      env.caller().checkout.createTrainingPayment({ ...visitor('k7'), sessionType: 'single', amount }),
      'BAD_REQUEST',
      `amount: the price of Personal Training - Single Session is £40.00 (amount 40), not ${amount}`,
    );
    expect(await counts()).toEqual(before);
  });

  it('prices with a discount code on the server, counts its use once paid, and gives it back when she leaves the payment', async () => {
    await env.db.insert(discountCodes).values({ code: 'TRAIN10', discountType: 'percentage', value: 10, maxUses: 1 });
    const uses = async () =>
      (await env.db.select({ uses: discountCodes.uses }).from(discountCodes).where(eq(discountCodes.code, 'TRAIN10')))[0]!.uses;
    const browser = env.browser();
    const caller = env.caller({ browser });
    // The claimed amount is the price before the code; what is charged is the server's price less it.
    const left = await caller.checkout.createTrainingPayment({
      ...visitor('d1'),
      sessionType: 'single',
      amount: 40,
      discountCode: 'train10',
    });
    expect(left.amountPence).toBe(3600);
    const [order] = await env.db.select().from(orders).where(eq(orders.email, 'visitord1@example.com'));
    expect(order).toMatchObject({ originalPence: 4000, discountPence: 400, amountPence: 3600, discountReserved: true });
    const [payment] = await env.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(payment!.amountPence).toBe(3600);
    expect(await uses()).toBe(1);
    // The only use is this order's: another visitor is refused, beside the code's field.
    await expectTrpcError(
      env.caller().checkout.createTrainingPayment({ ...visitor('d2'), sessionType: 'single', amount: 40, discountCode: 'TRAIN10' }),
      'BAD_REQUEST',
      /^discountCode: /,
    );
    // Back from the payment: the order's use goes back, and the code works again.
    expect(await caller.bookings.release({ clientSecret: left.clientSecret })).toEqual({ released: true });
    expect(await uses()).toBe(0);
    const paid = await caller.checkout.createTrainingPayment({
      ...visitor('d3'),
      sessionType: 'package',
      amount: 390,
      discountCode: 'TRAIN10',
    });
    expect(paid.amountPence).toBe(35100);
    await caller.payments.confirmTest({ clientSecret: paid.clientSecret, cardNumber: '4242 4242 4242 4242' });
    expect(await uses()).toBe(1);
    expect(await caller.payments.receipt({ clientSecret: paid.clientSecret })).toMatchObject({ status: 'paid', amountPaidPence: 35100 });
  });

  it('refuses an unknown code and a code that would make training free, recording nothing', async () => {
    await env.db.insert(discountCodes).values({ code: 'TRAINFREE', discountType: 'percentage', value: 100 });
    const before = await counts();
    await expectTrpcError(
      env.caller().checkout.createTrainingPayment({ ...visitor('d4'), sessionType: 'single', amount: 40, discountCode: 'NOSUCH' }),
      'BAD_REQUEST',
      /^discountCode: /,
    );
    await expectTrpcError(
      env.caller().checkout.createTrainingPayment({ ...visitor('d4'), sessionType: 'single', amount: 40, discountCode: 'TRAINFREE' }),
      'BAD_REQUEST',
      'discountCode: This code cannot be used for personal training. Please contact us.',
    );
    expect(await counts()).toEqual(before);
  });

  it('answers over REST, with field errors for missing details', async () => {
    const app = await env.app();
    const ok = await app.inject({
      method: 'POST',
      url: '/api/create-training-payment',
      payload: { ...visitor('k8'), sessionType: 'single', amount: 40, description: 'PT' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ amountPence: 4000, clientSecret: expect.stringMatching(/^testpi_/) });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/create-training-payment',
      payload: { amount: 40, sessionType: 'weekly', email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({ email: expect.any(Array), sessionType: ['sessionType must be single or package'] });
    const unnamed = await app.inject({
      method: 'POST',
      url: '/api/create-training-payment',
      payload: { amount: 40, description: 'Something' },
    });
    expect(unnamed.json()).toMatchObject({ message: 'sessionType: is required (single or package)' });
    expect(unnamed.statusCode).toBe(400);
  });
});
