/**
 * The owner books a client into a class (POST /api/admin/bookings, admin.bookings.create): each way of paying,
 * the one place rule's refusal, the server's price, the e-mails, the audit trail and the webhooks.
 */
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, emailOutbox, orders, outgoingEvents, payments, refunds, webhookEndpoints } from '../db/schema';
import { createSlot, seededClassType } from '../test/booking-fixtures';
import { expectTrpcError } from '../test/expect-error';
import { useTestEnv } from '../test/harness';
import { recount } from '../services/booking/places';

const env = useTestEnv();
let token: string;
let admin: ReturnType<typeof env.caller>;
let mat: Awaited<ReturnType<typeof seededClassType>>;

const client = (n: string) => ({ name: `Walk In ${n}`, email: `walkin-${n}@example.com`, phone: '07700 900456' });

async function post(body: unknown) {
  const app = await env.app();
  return app.inject({ method: 'POST', url: '/api/admin/bookings', headers: { authorization: `Bearer ${token}` }, payload: body as object });
}

async function orderOf(bookingId: number) {
  const [order] = await env.db
    .select({ id: orders.id, amountPence: orders.amountPence, paidPence: orders.paidPence, originalPence: orders.originalPence })
    .from(orders)
    .where(eq(orders.bookingId, bookingId));
  const rows = await env.db
    .select({
      method: payments.method,
      status: payments.status,
      amountPence: payments.amountPence,
      providerPaymentId: payments.providerPaymentId,
    })
    .from(payments)
    .where(eq(payments.orderId, order!.id));
  return { ...order!, payments: rows };
}

const mailsTo = async (to: string) =>
  env.db.select({ subject: emailOutbox.subject, text: emailOutbox.text }).from(emailOutbox).where(eq(emailOutbox.to, to));

beforeAll(async () => {
  token = await env.adminToken();
  admin = env.caller({ token });
  mat = await seededClassType(env.db, 'Mat Pilates Class');
  await env.db
    .insert(webhookEndpoints)
    .values({ url: 'https://hooks.example.com/walk-in', events: ['booking.confirmed', 'order.paid'], secret: 'whsec_walkin' });
});

describe('the owner books a client into a class', () => {
  it('cash: 201, confirmed at the class price with a succeeded cash payment, e-mailed, audited, webhooks as online', async () => {
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 4 });
    const res = await post({ scheduleId: slot.id, ...client('cash'), payment: 'cash' });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ ref: string; id: number; status: string; paidPence: number; amountPence: number; payment: string }>();
    expect(body).toMatchObject({
      ref: `B-${body.id}`,
      status: 'confirmed',
      payment: 'cash',
      amountPence: mat.pricePence,
      paidPence: mat.pricePence,
    });

    const order = await orderOf(body.id);
    expect(order).toMatchObject({ amountPence: mat.pricePence, paidPence: mat.pricePence });
    expect(order.payments).toEqual([
      { method: 'cash', status: 'succeeded', amountPence: mat.pricePence, providerPaymentId: `cash:order-${order.id}` },
    ]);
    const mails = await mailsTo('walkin-cash@example.com');
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Booking confirmed: Mat Pilates Class/)]);
    expect(mails[0]!.text).toContain(`Booking reference: ${body.ref}`);

    const [entry] = await env.db
      .select({ actor: auditLog.actor, action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, body.ref));
    expect(entry).toMatchObject({ actor: 'admin', action: 'booking.create', after: { payment: 'cash', amountPence: mat.pricePence } });

    const events = await env.db.select({ type: outgoingEvents.type, data: outgoingEvents.data }).from(outgoingEvents);
    const mine = events.filter((e) => JSON.stringify(e.data).includes(body.ref)).map((e) => e.type);
    expect(mine.sort()).toEqual(['booking.confirmed', 'order.paid']);
    expect(await recount(env.db, [slot.id])).toEqual([]);
  });

  it('bank transfer: the same, as a payment of its own kind', async () => {
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const made = await admin.admin.bookings.create({ scheduleId: slot.id, ...client('transfer'), payment: 'bank_transfer' });
    expect(made).toMatchObject({ status: 'confirmed', paidPence: mat.pricePence, payment: 'bank_transfer', holdExpiresAt: null });
    expect((await orderOf(made.id)).payments).toEqual([expect.objectContaining({ method: 'bank_transfer', status: 'succeeded' })]);
  });

  it('complimentary: confirmed at £0 and marked, nothing paid, no order.paid', async () => {
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const made = await admin.admin.bookings.create({ scheduleId: slot.id, ...client('comp'), payment: 'complimentary' });
    expect(made).toMatchObject({ status: 'confirmed', amountPence: 0, paidPence: 0, payment: 'complimentary' });
    const order = await orderOf(made.id);
    expect(order).toMatchObject({ originalPence: mat.pricePence, amountPence: 0, paidPence: 0 });
    expect(order.payments).toEqual([expect.objectContaining({ method: 'complimentary', status: 'succeeded', amountPence: 0 })]);
    expect((await mailsTo('walkin-comp@example.com')).map((m) => m.subject)).toEqual([expect.stringMatching(/^Booking confirmed/)]);
    const events = await env.db.select({ type: outgoingEvents.type, data: outgoingEvents.data }).from(outgoingEvents);
    expect(events.filter((e) => JSON.stringify(e.data).includes(made.ref)).map((e) => e.type)).toEqual(['booking.confirmed']);
  });

  it('card_link: held for 48 hours with a card payment opened, her link e-mailed; paying through it confirms as online', async () => {
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const before = env.services.clock();
    const made = await admin.admin.bookings.create({ scheduleId: slot.id, ...client('link'), payment: 'card_link' });
    expect(made).toMatchObject({ status: 'held', paidPence: 0, amountPence: mat.pricePence, payment: 'card_link' });
    expect(made.holdExpiresAt!.getTime() - before.getTime()).toBeGreaterThanOrEqual(48 * 3_600_000 - 60_000);
    const [mail] = await mailsTo('walkin-link@example.com');
    expect(mail!.subject).toBe('Please pay for your class: Mat Pilates Class');
    const link = /\/manage#([A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
    expect(link).toBeDefined();

    // Her link shows the payment; paying it is the online path (confirmation.paymentSucceeded).
    const view = await env.caller().manage.view({ token: link! });
    expect(view).toMatchObject({ status: 'held', payment: { amountPence: mat.pricePence } });
    await env.caller().payments.confirmTest({ clientSecret: view.payment!.clientSecret, cardNumber: '4242424242424242' });
    const [after] = await env.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, made.id));
    expect(after!.status).toBe('confirmed');
    expect(await orderOf(made.id)).toMatchObject({
      paidPence: mat.pricePence,
      payments: [expect.objectContaining({ method: 'card', status: 'succeeded' })],
    });
    const events = await env.db.select({ type: outgoingEvents.type, data: outgoingEvents.data }).from(outgoingEvents);
    expect(
      events
        .filter((e) => JSON.stringify(e.data).includes(made.ref))
        .map((e) => e.type)
        .sort(),
    ).toEqual(['booking.confirmed', 'order.paid']);
    expect((await env.caller().manage.view({ token: link! })).payment).toBeNull();
  });

  it('takes the price from the server: a price in the request is not part of the form', async () => {
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const res = await post({ scheduleId: slot.id, ...client('price'), payment: 'cash', amountPence: 1, price: 0.01 });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ paidPence: number }>().paidPence).toBe(mat.pricePence);
  });

  it('refuses a full class with 409 class_full and writes nothing', async () => {
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 1 });
    expect((await post({ scheduleId: slot.id, ...client('first'), payment: 'cash' })).statusCode).toBe(201);
    const res = await post({ scheduleId: slot.id, ...client('second'), payment: 'complimentary' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'class_full', message: 'This class is fully booked' });
    await expectTrpcError(
      admin.admin.bookings.create({ scheduleId: slot.id, ...client('third'), payment: 'card_link' }),
      'CONFLICT',
      'This class is fully booked',
    );
    expect(await env.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.slotId, slot.id))).toHaveLength(1);
    expect(await recount(env.db, [slot.id])).toEqual([]);
  });

  it('answers bad input with 400 naming the field, and needs the admin', async () => {
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const res = await post({ scheduleId: slot.id, ...client('bad'), payment: 'cheque' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ param: 'payment' });
    expect((await post({ scheduleId: slot.id, ...client('bad'), email: 'nope', payment: 'cash' })).json()).toMatchObject({
      param: 'email',
    });
    const app = await env.app();
    const anon = await app.inject({
      method: 'POST',
      url: '/api/admin/bookings',
      payload: { scheduleId: slot.id, ...client('x'), payment: 'cash' },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('a cash booking refunded is recorded as given back by hand, never sent to the payment provider', async () => {
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const made = await admin.admin.bookings.create({ scheduleId: slot.id, ...client('cashback'), payment: 'cash' });
    const refund = await admin.admin.bookings.refund({ ref: made.ref, amountPence: mat.pricePence, idempotencyKey: 'walk-in-cash-back' });
    expect(refund.status).toBe('refunded');
    const [row] = await env.db
      .select({ status: refunds.status, providerRefundId: refunds.providerRefundId })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(eq(orders.bookingId, made.id)))
      .orderBy(desc(refunds.id));
    expect(row).toEqual({ status: 'succeeded', providerRefundId: null });
  });
});
