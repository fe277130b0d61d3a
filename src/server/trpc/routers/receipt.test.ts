import { describe, expect, it } from 'vitest';
import { discountCodes } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { expectTrpcError } from '../../test/expect-error';
import { useTestEnv } from '../../test/harness';

const env = useTestEnv();
const GOOD_CARD = '4242 4242 4242 4242';
const ONLY_HERE = 'This confirmation can be shown only in the browser that booked. Your confirmation e-mail has every detail.';

describe('payments.receipt (the confirmation screen after paying)', () => {
  it('shows the paid class to the browser that booked it, by client secret and then by order id', async () => {
    const browser = env.browser();
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const res = await env.caller({ browser }).bookings.create({ ...visitor('r1'), classTypeId: mat.id, scheduleId: slot.id });
    await env.caller({ browser }).payments.confirmTest({ clientSecret: res.clientSecret!, cardNumber: GOOD_CARD });

    const first = await env.caller({ browser }).payments.receipt({ clientSecret: res.clientSecret! });
    expect(first).toMatchObject({
      kind: 'class',
      reference: `B-${res.bookingId}`,
      title: 'Mat Pilates Class',
      email: 'visitorr1@example.com',
      status: 'confirmed',
      date: slot.date,
      amountPaidPence: res.amountPence,
      location: expect.objectContaining({ name: expect.any(String) }),
      calendar: expect.objectContaining({ ics: expect.stringContaining('BEGIN:VCALENDAR') }),
    });
    // A reload finds it again by the order id the page keeps in its fragment. The calendar file is
    // stamped when it is made (RFC 5545 DTSTAMP), so the two reads may be a second apart there.
    const again = await env.caller({ browser }).payments.receipt({ order: first.orderId });
    const unstamped = (r: typeof first) => ({
      ...r,
      calendar: r.calendar && { ...r.calendar, ics: r.calendar.ics.replace(/^DTSTAMP:.*$/m, 'DTSTAMP') },
    });
    expect(unstamped(again)).toEqual(unstamped(first));
    expect(again.calendar?.ics).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r?$/m);
    // No manage link: the hold token does not prove she owns the e-mail address.
    expect(JSON.stringify(first)).not.toMatch(/manage#/);
  });

  it('refuses another browser, and an unknown order, with the same answer', async () => {
    const browser = env.browser();
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const res = await env.caller({ browser }).bookings.create({ ...visitor('r2'), classTypeId: mat.id, scheduleId: slot.id });
    await env.caller({ browser }).payments.confirmTest({ clientSecret: res.clientSecret!, cardNumber: GOOD_CARD });
    const { orderId } = await env.caller({ browser }).payments.receipt({ clientSecret: res.clientSecret! });

    const stranger = env.caller({ browser: env.browser() });
    await expectTrpcError(stranger.payments.receipt({ order: orderId }), 'NOT_FOUND', ONLY_HERE);
    await expectTrpcError(stranger.payments.receipt({ clientSecret: res.clientSecret! }), 'NOT_FOUND', ONLY_HERE);
    await expectTrpcError(env.caller({ browser }).payments.receipt({ order: 987654 }), 'NOT_FOUND', ONLY_HERE);
  });

  it('shows a booking made free by a 100% code to the browser that made it', async () => {
    const browser = env.browser();
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    await env.db.insert(discountCodes).values({ code: 'RECEIPTFREE', discountType: 'percentage', value: 100, maxUses: 1 });
    const res = await env
      .caller({ browser })
      .bookings.create({ ...visitor('r3'), classTypeId: mat.id, scheduleId: slot.id, discountCode: 'RECEIPTFREE' });
    expect(res).toMatchObject({ success: true, clientSecret: null, orderId: expect.any(Number) });
    expect(await env.caller({ browser }).payments.receipt({ order: res.orderId! })).toMatchObject({
      reference: `B-${res.bookingId}`,
      status: 'confirmed',
      amountPaidPence: 0,
    });
    await expectTrpcError(env.caller({ browser: env.browser() }).payments.receipt({ order: res.orderId! }), 'NOT_FOUND', ONLY_HERE);
  });

  it('shows paid personal training as a T- reference without a class date', async () => {
    const browser = env.browser();
    const created = await env.caller({ browser }).checkout.createTrainingPayment({ ...visitor('r4'), sessionType: 'single', amount: 40 });
    await env.caller({ browser }).payments.confirmTest({ clientSecret: created.clientSecret, cardNumber: GOOD_CARD });
    const receipt = await env.caller({ browser }).payments.receipt({ clientSecret: created.clientSecret });
    expect(receipt).toMatchObject({
      kind: 'purchase',
      reference: `T-${receipt.orderId}`,
      status: 'paid',
      date: null,
      calendar: null,
      amountPaidPence: created.amountPence,
    });
  });

  it('asks for exactly one of order and clientSecret', async () => {
    await expectTrpcError(env.caller().payments.receipt({}), 'BAD_REQUEST', 'Give either order or clientSecret');
  });
});
