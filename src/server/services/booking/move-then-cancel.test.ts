/**
 * A booking moved to a dearer class (the difference paid on an order of its own) or a cheaper one (the difference
 * refunded on the first order), then cancelled through her link: the refund is of what she paid in all, spread over
 * the orders, never more and never less (decision 761).
 */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, orders, refunds } from '../../db/schema';
import { accountSessionFor } from '../../test/account-fixtures';
import { createSlot, seededClassType } from '../../test/booking-fixtures';
import { useTestEnv } from '../../test/harness';

const env = useTestEnv({ config: { PUBLIC_URL: 'https://studio.test' } });
const CARD_OK = '4242424242424242';

let n = 0;
async function paidBooking() {
  n += 1;
  const who = { name: `Move Cancel ${n}`, email: `move-cancel-${n}@example.com`, phone: '07700 900334' };
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
  const browser = env.browser();
  const booked = await env.caller({ browser }).bookings.create({ ...who, classTypeId: mat.id, scheduleId: slot.id });
  await env.caller({ browser }).payments.confirmTest({ clientSecret: booked.clientSecret!, cardNumber: CARD_OK });
  const me = env.caller({ accountSession: await accountSessionFor(env, who.email), browser: env.browser(), ip: `10.9.7.${n}` });
  return { who, bookingId: booked.bookingId!, ref: `B-${booked.bookingId!}`, me };
}

const manageTokenOf = async (email: string) => {
  const [mail] = await env.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(asc(emailOutbox.id))
    .limit(1);
  return /\/manage#([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
};

/** Each of the booking's orders: what it took and what went back. */
const ordersOf = (bookingId: number, moveOrder: boolean) =>
  env.db
    .select({ kind: orders.kind, paid: orders.paidPence, refunded: orders.refundedPence })
    .from(orders)
    .where(moveOrder ? and(eq(orders.kind, 'move'), eq(orders.moveBookingId, bookingId)) : eq(orders.bookingId, bookingId));

describe('cancelling a booking that was moved', () => {
  it('gives back the first payment and the difference paid for a dearer class, once', async () => {
    const b = await paidBooking();
    const reformer = await seededClassType(env.db, 'Reformer Pilates');
    const target = await createSlot(env.db, { allowed: [reformer.id], maxBookings: 2 });
    const browser = env.browser();
    const me = env.caller({ accountSession: await accountSessionFor(env, b.who.email), browser, ip: '10.9.8.1' });
    const asked = await me.account.moveBooking({ ref: b.ref, scheduleId: target.id });
    expect(asked).toMatchObject({ status: 'payment_required', differencePence: 800 });
    await env.caller({ browser }).payments.confirmTest({ clientSecret: asked.payment!.clientSecret, cardNumber: CARD_OK });

    const token = await manageTokenOf(b.who.email);
    const view = await env.caller().manage.view({ token });
    expect(view.cancellation).toMatchObject({ allowed: true, percent: 100, refundPence: 2000 });
    // What she was shown is what she gets: the old £12 alone is refused as out of date.
    await expect(env.caller().manage.cancel({ token, refundPence: 1200 })).rejects.toThrow(/changed to £20.00/);
    expect(await env.caller().manage.cancel({ token, refundPence: 2000 })).toMatchObject({ cancelled: true, refundPence: 2000 });

    expect(await ordersOf(b.bookingId, false)).toEqual([{ kind: 'booking', paid: 1200, refunded: 1200 }]);
    expect(await ordersOf(b.bookingId, true)).toEqual([{ kind: 'move', paid: 800, refunded: 800 }]);
    // A second click: nothing more.
    expect(await env.caller().manage.cancel({ token, refundPence: 2000 })).toMatchObject({ cancelled: false });
    const given = await env.db
      .select({ amount: refunds.amountPence, status: refunds.status })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(eq(orders.email, b.who.email))
      .orderBy(asc(refunds.id));
    expect(given).toEqual([
      { amount: 1200, status: 'succeeded' },
      { amount: 800, status: 'succeeded' },
    ]);
  });

  it('gives back only what is left after a cheaper class returned the difference', async () => {
    const b = await paidBooking();
    const ab = await seededClassType(env.db, 'Ab Attack');
    const target = await createSlot(env.db, { allowed: [ab.id] });
    expect(await b.me.account.moveBooking({ ref: b.ref, scheduleId: target.id })).toMatchObject({
      status: 'moved',
      refund: { amountPence: 600 },
    });
    const token = await manageTokenOf(b.who.email);
    expect((await env.caller().manage.view({ token })).cancellation).toMatchObject({ refundPence: 600 });
    expect(await env.caller().manage.cancel({ token, refundPence: 600 })).toMatchObject({ cancelled: true, refundPence: 600 });
    expect(await ordersOf(b.bookingId, false)).toEqual([{ kind: 'booking', paid: 1200, refunded: 1200 }]);
    expect(await ordersOf(b.bookingId, true)).toEqual([]);
  });
});
