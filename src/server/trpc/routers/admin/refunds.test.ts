import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { londonInstant } from '../../../../domain/time';
import { emailOutbox, orders, payments, refunds } from '../../../db/schema';
import { insertBooking, insertTrainingOrder, rejection } from '../../../test/admin-fixtures';
import { useTestEnv } from '../../../test/harness';

const env = useTestEnv();
let admin: ReturnType<typeof env.caller>;
let slotId: number;
// 10:00 on Monday 4 November 2030 (London).
const CLASS_START = londonInstant('2030-11-04', '10:00');
const hoursBefore = (h: number) => new Date(CLASS_START.getTime() - h * 3_600_000);

/** A class booking paid by card through the test provider, as the confirmation path records it. */
async function paidBooking(name: string, pence = 2000) {
  const id = await insertBooking(env.db, { slotId, name, email: `${name.toLowerCase()}@example.com`, order: { amountPence: pence } });
  const [order] = await env.db.update(orders).set({ paidPence: pence }).where(eq(orders.bookingId, id)).returning({ id: orders.id });
  await env.db
    .insert(payments)
    .values({ orderId: order!.id, provider: 'test', providerPaymentId: `testpi_${name}`, amountPence: pence, status: 'succeeded' });
  return { id, ref: `B-${id}`, orderId: order!.id };
}

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
  slotId = (
    await admin.admin.schedule.create({ date: '2030-11-04', startTime: '10:00', endTime: '11:00', locationId: 'virtual', maxBookings: 5 })
  ).id;
});

describe('admin.bookings.refundQuote', () => {
  it("suggests the terms' tier for the time left: all from 24 h, half from 12 h, nothing under 12 h", async () => {
    const { ref } = await paidBooking('Quote', 2001);
    const services = env.services.admin.bookings;
    const refOf = { kind: 'class' as const, id: Number(ref.slice(2)) };
    expect(await services.refundQuote(refOf, hoursBefore(30))).toEqual({
      ref,
      paidPence: 2001,
      refundedPence: 0,
      refundablePence: 2001,
      suggestedPence: 2001,
      percent: 100,
      hoursBefore: 30,
      packCredits: null,
    });
    expect(await services.refundQuote(refOf, hoursBefore(13))).toMatchObject({ suggestedPence: 1000, percent: 50 });
    expect(await services.refundQuote(refOf, hoursBefore(2))).toMatchObject({ suggestedPence: 0, percent: 0 });
  });
});

describe('admin.bookings.refund', () => {
  it('refunds part through the provider, keeps the booking, then the rest makes it refunded and frees the place', async () => {
    const booking = await paidBooking('Part', 2000);
    const part = await admin.admin.bookings.refund({ ref: booking.ref, amountPence: 1000, idempotencyKey: 'refund-part-one' });
    expect(part).toMatchObject({ ref: booking.ref, status: 'confirmed', paidPence: 2000, refundedPence: 1000 });
    // The same key again is the same refund, not a second one.
    await admin.admin.bookings.refund({ ref: booking.ref, amountPence: 1000, idempotencyKey: 'refund-part-one' });
    expect((await admin.admin.bookings.byRef({ ref: booking.ref })).refundedPence).toBe(1000);
    const tooMuch = await rejection(admin.admin.bookings.refund({ ref: booking.ref, amountPence: 1001 }));
    expect(tooMuch).toEqual({ code: 'CONFLICT', message: 'This is more than is left to refund on this order' });

    const spots = async () => (await admin.admin.schedule.byDate({ date: '2030-11-04' }))[0]!.availableSpots;
    const before = await spots();
    const rest = await admin.admin.bookings.refund({ ref: booking.ref, amountPence: 1000 });
    expect(rest).toMatchObject({ status: 'refunded', refundedPence: 2000 });
    expect(await spots()).toBe(before + 1);
    const rows = await env.db
      .select({ amountPence: refunds.amountPence, status: refunds.status, createdBy: refunds.createdBy })
      .from(refunds)
      .where(eq(refunds.orderId, booking.orderId));
    expect(rows).toEqual(expect.arrayContaining([{ amountPence: 1000, status: 'succeeded', createdBy: 'owner' }]));
    expect(rows).toHaveLength(2);
    // 'Refunded' now follows the refund: no status change by hand.
    expect((await rejection(admin.admin.bookings.updateStatus({ ref: booking.ref, status: 'confirmed' }))).code).toBe('CONFLICT');
  });

  it('e-mails the customer each refund once: the amount, and what is left of the booking', async () => {
    const booking = await paidBooking('Mailed', 2000);
    const mails = () =>
      env.db
        .select({ subject: emailOutbox.subject, text: emailOutbox.text, html: emailOutbox.html })
        .from(emailOutbox)
        .where(eq(emailOutbox.to, 'mailed@example.com'))
        .orderBy(emailOutbox.id);
    await admin.admin.bookings.refund({ ref: booking.ref, amountPence: 500, idempotencyKey: 'refund-mailed-one' });
    await admin.admin.bookings.refund({ ref: booking.ref, amountPence: 500, idempotencyKey: 'refund-mailed-one' });
    const [part] = await mails();
    expect(await mails()).toHaveLength(1);
    expect(part!.subject).toBe('Refund: Mat Pilates Class on Monday, 4 November 2030');
    expect(part!.text).toContain('We have refunded £5.00 to your card');
    expect(part!.text).toContain('£5.00 of £20.00');
    expect(part!.text).toContain('stays as it was; £15.00 of your payment remains paid');
    expect(part!.html).toContain('£15.00 of your payment remains paid');
    expect(part!.text).toContain(env.config.BUSINESS_NAME);

    await admin.admin.bookings.refund({ ref: booking.ref, amountPence: 1500 });
    const [, rest] = await mails();
    expect(rest!.text).toContain('We have refunded £15.00 to your card');
    expect(rest!.text).toContain('is cancelled and the place given back');
  });

  it('refunds a training order by its T- reference; its status follows the full refund', async () => {
    const orderId = await insertTrainingOrder(env.db, { name: 'Tess Train', amountPence: 4000 });
    await env.db.update(orders).set({ paidPence: 4000 }).where(eq(orders.id, orderId));
    const quote = await admin.admin.bookings.refundQuote({ ref: `T-${orderId}` });
    expect(quote).toMatchObject({ suggestedPence: 4000, percent: 100, hoursBefore: null });
    await expect(admin.admin.bookings.refund({ ref: `T-${orderId}`, amountPence: 4000 })).resolves.toMatchObject({
      status: 'refunded',
      refundedPence: 4000,
    });
  });

  it('refuses what cannot be refunded, naming the field', async () => {
    const unpaid = await insertBooking(env.db, { slotId, name: 'No Order' });
    expect(await rejection(admin.admin.bookings.refund({ ref: `B-${unpaid}`, amountPence: 100 }))).toEqual({
      code: 'CONFLICT',
      message: 'Nothing was paid on this booking',
    });
    const { ref } = await paidBooking('Bad', 500);
    expect((await rejection(admin.admin.bookings.refund({ ref, amountPence: 0 }))).message).toContain('amountPence');
    expect((await rejection(admin.admin.bookings.refund({ ref, amountPence: 1.5 }))).message).toContain('amountPence');
    expect((await rejection(admin.admin.bookings.refund({ ref: 'B-999999', amountPence: 100 }))).code).toBe('NOT_FOUND');
  });
});
