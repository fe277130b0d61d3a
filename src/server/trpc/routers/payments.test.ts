import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, discountCodes, emailOutbox, payments } from '../../db/schema';
import { createSlot, seededClassType, slotState, visitor } from '../../test/booking-fixtures';
import { expectTrpcError } from '../../test/expect-error';
import { useTestEnv } from '../../test/harness';

const env = useTestEnv();

async function hold(opts: { maxBookings?: number; who: string; discountCode?: string }) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: opts.maxBookings ?? 5 });
  const res = await env
    .caller()
    .bookings.create({ ...visitor(opts.who), classTypeId: mat.id, scheduleId: slot.id, discountCode: opts.discountCode });
  expect(res.success).toBe(true);
  return { mat, slot, res, secret: res.clientSecret! };
}

const mailsTo = async (to: string) => env.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.to, to));
const welcomeUses = async () =>
  (await env.db.select({ uses: discountCodes.uses }).from(discountCodes).where(eq(discountCodes.code, 'WELCOME10')))[0]!.uses;

describe('payments.confirmTest (the embedded test provider)', () => {
  it('confirms the booking with 4242 4242 4242 4242, once, queuing the confirmation and the owner notice', async () => {
    // The code's use is reserved with the hold and kept when paid: counted once in all.
    const uses = await welcomeUses();
    const { slot, secret } = await hold({ who: 'p1', discountCode: 'WELCOME10' });

    expect(await env.caller().payments.confirmTest({ clientSecret: secret, cardNumber: '4242 4242 4242 4242' })).toEqual({
      status: 'succeeded',
      message: null,
    });
    expect(await env.caller().payments.confirmTest({ clientSecret: secret, cardNumber: '4242424242424242' })).toEqual({
      status: 'succeeded',
      message: null,
    });

    expect((await slotState(env.db, slot.id)).rows).toEqual([expect.objectContaining({ status: 'confirmed', paymentStatus: 'succeeded' })]);
    expect((await mailsTo('visitorp1@example.com')).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Booking confirmed: Mat Pilates Class on /),
    ]);
    expect((await mailsTo('owner@example.com')).filter((m) => m.subject.startsWith('New booking: Mat Pilates Class'))).toHaveLength(1);
    expect(await welcomeUses()).toBe(uses + 1);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['1234 5678 9012 3456', 'Your card number is incorrect.'],
  ])('fails %s with "%s" and gives the place back', async (cardNumber, message) => {
    const { slot, secret } = await hold({ who: `p2-${cardNumber.slice(-4)}`, maxBookings: 1 });
    expect(await env.caller().payments.confirmTest({ clientSecret: secret, cardNumber })).toEqual({ status: 'failed', message });
    const state = await slotState(env.db, slot.id);
    expect(state.live).toHaveLength(0);
    expect(state.rows).toEqual([expect.objectContaining({ status: 'cancelled', paymentStatus: 'failed' })]);
  });

  it('lets the visitor retry with a good card after a decline, while the place is still free', async () => {
    const { slot, secret } = await hold({ who: 'p3', maxBookings: 1 });
    await env.caller().payments.confirmTest({ clientSecret: secret, cardNumber: '4000000000000002' });
    expect(await env.caller().payments.confirmTest({ clientSecret: secret, cardNumber: '4242424242424242' })).toEqual({
      status: 'succeeded',
      message: null,
    });
    expect((await slotState(env.db, slot.id)).live).toEqual([expect.objectContaining({ status: 'confirmed' })]);
  });

  it('goes through the same late-payment rule as a webhook: class full after the hold lapsed -> refunded and flagged', async () => {
    const { mat, slot, res, secret } = await hold({ who: 'p4', maxBookings: 1 });
    await env.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, res.bookingId!));
    expect((await env.caller().bookings.create({ ...visitor('p4-other'), classTypeId: mat.id, scheduleId: slot.id })).success).toBe(true);

    expect(await env.caller().payments.confirmTest({ clientSecret: secret, cardNumber: '4242424242424242' })).toEqual({
      status: 'refunded',
      message: 'The class filled up before your payment arrived, so your payment has been refunded.',
    });
    const mine = (await slotState(env.db, slot.id)).rows.find((r) => r.bookingId === res.bookingId)!;
    expect(mine).toMatchObject({ status: 'refunded', paymentStatus: 'refunded', flag: expect.stringContaining('refunded automatically') });
    expect(
      (await mailsTo('owner@example.com')).some((m) => m.subject === 'Refunded: late payment for a full class (Mat Pilates Class)'),
    ).toBe(true);
  });

  it('confirms personal training with a purchase e-mail', async () => {
    const order = await env.caller().checkout.createTrainingPayment({ ...visitor('p5'), sessionType: 'single' });
    expect(await env.caller().payments.confirmTest({ clientSecret: order.clientSecret, cardNumber: '4242424242424242' })).toEqual({
      status: 'succeeded',
      message: null,
    });
    expect((await mailsTo('visitorp5@example.com')).map((m) => m.subject)).toEqual([
      'Payment received: Personal Training - Single Session',
    ]);
    expect((await mailsTo('owner@example.com')).some((m) => m.subject === 'New payment: Personal Training - Single Session')).toBe(true);
  });

  it('knows only client secrets it issued', async () => {
    const { secret } = await hold({ who: 'p6' });
    const forged = secret.replace(/_secret_.*/, '_secret_000000000000000000000000');
    await expectTrpcError(
      env.caller().payments.confirmTest({ clientSecret: forged, cardNumber: '4242424242424242' }),
      'NOT_FOUND',
      'Payment not found',
    );
    await expectTrpcError(
      env
        .caller()
        .payments.confirmTest({ clientSecret: 'testpi_00000000000000000000000000000000_secret_x', cardNumber: '4242424242424242' }),
      'NOT_FOUND',
    );
    const [payment] = await env.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.providerPaymentId, secret.split('_secret_')[0]!));
    expect(payment!.status).toBe('pending');
  });

  it('answers over REST at /api/payments/test-confirm and /api/payments/refresh, for the browser that holds the hold cookie', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
    const app = await env.app();
    const created = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { ...visitor('p7'), classTypeId: mat.id, scheduleId: slot.id },
    });
    const secret = created.json<{ clientSecret: string }>().clientSecret;
    const cookie = created.cookies.find((c) => c.name === 'hold')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const headers = { cookie: `hold=${cookie.value}` };
    const stranger = await app.inject({
      method: 'POST',
      url: '/api/payments/test-confirm',
      payload: { clientSecret: secret, cardNumber: '4242424242424242' },
    });
    expect(stranger.statusCode).toBe(403);
    const declined = await app.inject({
      method: 'POST',
      url: '/api/payments/test-confirm',
      headers,
      payload: { clientSecret: secret, cardNumber: '4000000000000002' },
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ status: 'failed', message: 'Your card was declined.' });
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payments/test-confirm',
      headers,
      payload: { clientSecret: secret, cardNumber: '4242424242424242' },
    });
    expect(paid.json()).toEqual({ status: 'succeeded', message: null });
    const refreshed = await app.inject({ method: 'POST', url: '/api/payments/refresh', headers, payload: { clientSecret: secret } });
    expect(refreshed.json()).toEqual({ status: 'succeeded', message: null });
  });
});
