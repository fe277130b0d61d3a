import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, emailOutbox, orders, payments, refunds, scheduleSlots } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { testDbKind, useTestEnv } from '../../test/harness';
import { type Services } from '../container';
import { recount } from './places';

const env = useTestEnv();

async function booked(who: string, opts: { pay?: boolean; maxBookings?: number } = {}) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: opts.maxBookings ?? 5 });
  const res = await env.caller().bookings.create({ ...visitor(who), classTypeId: mat.id, scheduleId: slot.id });
  if (opts.pay !== false) await env.caller().payments.confirmTest({ clientSecret: res.clientSecret!, cardNumber: '4242424242424242' });
  const [order] = await env.db.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, res.bookingId!));
  return { mat, slot, bookingId: res.bookingId!, orderId: order!.id, secret: res.clientSecret! };
}

const takenOf = async (slotId: number) =>
  (await env.db.select({ taken: scheduleSlots.taken }).from(scheduleSlots).where(eq(scheduleSlots.id, slotId)))[0]!.taken;
const statusOf = async (id: number) =>
  (await env.db.select({ status: bookings.status, by: bookings.cancelledBy }).from(bookings).where(eq(bookings.id, id)))[0]!;
const mailsTo = async (to: string) =>
  await env.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text, html: emailOutbox.html })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to));
const money = async (orderId: number) =>
  (await env.db.select({ paid: orders.paidPence, refunded: orders.refundedPence }).from(orders).where(eq(orders.id, orderId)))[0]!;

describe('cancelBooking (the one cancellation path)', () => {
  it('frees the place, refunds what it is told, and e-mails the customer and the owner (text and HTML)', async () => {
    const b = await booked('cx1');
    const res = await env.services.cancellation.cancelBooking({
      bookingId: b.bookingId,
      refundPence: 600,
      actor: 'customer',
      reason: 'Cannot make it',
    });

    expect(res).toMatchObject({ status: 'cancelled', cancelled: true, refund: { status: 'succeeded', amountPence: 600 } });
    expect(await statusOf(b.bookingId)).toEqual({ status: 'cancelled', by: 'customer' });
    expect(await takenOf(b.slot.id)).toBe(0);
    expect(await money(b.orderId)).toEqual({ paid: 1200, refunded: 600 });
    const mine = (await mailsTo('visitorcx1@example.com')).find((m) => m.subject.startsWith('Cancelled: Mat Pilates Class'));
    expect(mine?.text).toContain('As you asked, your booking for Mat Pilates Class');
    expect(mine?.text).toContain('We have refunded £6.00 to your card');
    expect(mine?.html).toContain('We have refunded £6.00 to your card');
    expect(
      (await mailsTo('owner@example.com')).some(
        (m) => m.subject.includes('Booking cancelled: Mat Pilates Class') && m.text.includes('Refunded: £6.00 of £12.00'),
      ),
    ).toBe(true);
  });

  it('is idempotent: a second click neither cancels nor refunds again', async () => {
    const b = await booked('cx2');
    const req = { bookingId: b.bookingId, refundPence: 1200, actor: 'owner' as const, reason: 'Class moved' };
    const [one, two] = await Promise.all([env.services.cancellation.cancelBooking(req), env.services.cancellation.cancelBooking(req)]);
    expect([one.cancelled, two.cancelled].sort()).toEqual([false, true]);
    const again = await env.services.cancellation.cancelBooking(req);
    expect(again).toEqual({ bookingId: b.bookingId, status: 'cancelled', cancelled: false, refund: null, credit: null });
    expect(await env.db.select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, b.orderId))).toHaveLength(1);
    expect(await money(b.orderId)).toEqual({ paid: 1200, refunded: 1200 });
    expect((await mailsTo('visitorcx2@example.com')).filter((m) => m.subject.startsWith('Cancelled:'))).toHaveLength(1);
  });

  it('refuses a refund above what was paid, before changing anything, naming the field', async () => {
    const b = await booked('cx3');
    await expect(
      env.services.cancellation.cancelBooking({ bookingId: b.bookingId, refundPence: 1201, actor: 'owner', reason: 'x' }),
    ).rejects.toMatchObject({ code: 'INVALID', field: 'refundPence' });
    expect((await statusOf(b.bookingId)).status).toBe('confirmed');
    await expect(
      env.services.cancellation.cancelBooking({ bookingId: 999_999, refundPence: 0, actor: 'owner', reason: 'x' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('a payment that lands after the owner cancelled (the owner wins)', () => {
  it('is refunded in full through the provider; the booking stays cancelled and the place is not counted twice', async () => {
    const b = await booked('late1', { pay: false, maxBookings: 1 });
    await env.services.cancellation.cancelBooking({ bookingId: b.bookingId, refundPence: 0, actor: 'owner', reason: 'Instructor ill' });
    const other = await env.caller().bookings.create({ ...visitor('late1-other'), classTypeId: b.mat.id, scheduleId: b.slot.id });
    expect(other.success).toBe(true);

    // The visitor's card form was still open: her payment goes through at the provider anyway.
    await env.services.confirmation.paymentSucceeded({ paymentId: env.services.paymentProvider.paymentIdOf(b.secret)! });

    expect(await statusOf(b.bookingId)).toEqual({ status: 'cancelled', by: 'owner' });
    expect(await takenOf(b.slot.id)).toBe(1);
    expect(await money(b.orderId)).toEqual({ paid: 1200, refunded: 1200 });
    const [refund] = await env.db
      .select({ reason: refunds.reason, status: refunds.status })
      .from(refunds)
      .where(eq(refunds.orderId, b.orderId));
    expect(refund).toEqual({ reason: 'late_payment', status: 'succeeded' });
    const [payment] = await env.db.select({ flag: payments.flag }).from(payments).where(eq(payments.orderId, b.orderId));
    expect(payment!.flag).toBe('Paid after the booking was cancelled: refunded automatically');
    expect(
      (await mailsTo('visitorlate1@example.com')).some(
        (m) => m.subject.includes('was cancelled') && m.text.includes('We have refunded £12.00'),
      ),
    ).toBe(true);
    expect(await recount(env.db, [b.slot.id])).toEqual([]);
  });

  it('after an owner status change to cancelled too', async () => {
    const token = await env.adminToken();
    const b = await booked('late2', { pay: false });
    await env.caller({ token }).admin.bookings.updateStatus({ ref: b.bookingId, status: 'cancelled' });
    await env.services.confirmation.paymentSucceeded({ paymentId: env.services.paymentProvider.paymentIdOf(b.secret)! });
    expect((await statusOf(b.bookingId)).status).toBe('cancelled');
    expect(await money(b.orderId)).toEqual({ paid: 1200, refunded: 1200 });
  });
});

describe.runIf(testDbKind() === 'postgres')('cancellation racing a late payment on PostgreSQL (two instances)', () => {
  let instances: Services[];
  beforeAll(async () => {
    instances = [env.services, (await env.secondInstance({ poolSize: 20 })).services];
  });

  it('either confirms then cancels-and-refunds, or cancels then refunds the payment: never a kept place and never two refunds', async () => {
    for (let round = 0; round < 10; round++) {
      const b = await booked(`race-${round}`, { pay: false, maxBookings: 2 });
      const paymentId = env.services.paymentProvider.paymentIdOf(b.secret)!;
      await Promise.all([
        instances[round % 2]!.cancellation.cancelBooking({ bookingId: b.bookingId, refundPence: 0, actor: 'owner', reason: 'race' }),
        instances[(round + 1) % 2]!.confirmation.paymentSucceeded({ paymentId }),
      ]);
      const state = await statusOf(b.bookingId);
      expect(state.status).toBe('cancelled');
      expect(await takenOf(b.slot.id)).toBe(0);
      expect(await recount(env.db, [b.slot.id])).toEqual([]);
      const m = await money(b.orderId);
      // Confirmed first: the cancellation refunded what the owner chose (0 here); cancelled first: the payment came back in full.
      expect(m.paid).toBe(1200);
      expect([0, 1200]).toContain(m.refunded);
      expect((await env.db.select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, b.orderId))).length).toBeLessThanOrEqual(1);
    }
  });

  it('cancels once and refunds once from 200 parallel cancel requests over two instances', async () => {
    const b = await booked('race-many');
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        instances[i % 2]!.cancellation.cancelBooking({ bookingId: b.bookingId, refundPence: 1200, actor: 'customer', reason: 'tabs' }),
      ),
    );
    expect(results.filter((r) => r.cancelled)).toHaveLength(1);
    expect(await env.db.select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, b.orderId))).toHaveLength(1);
    expect(await money(b.orderId)).toEqual({ paid: 1200, refunded: 1200 });
    expect(await takenOf(b.slot.id)).toBe(0);
  });
});
