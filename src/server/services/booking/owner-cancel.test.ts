/**
 * The owner's cancel through every door (the status menu's tRPC call, the REST PATCH, withdrawing the slot) is
 * the one cancellation path: the same e-mail with the terms' offer of a refund or a credit, the same
 * booking.cancelled event, the same audit row, and no money until she chooses or the offer falls due.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  bookings,
  cancelOffers,
  creditLots,
  emailOutbox,
  orders,
  outgoingEvents,
  refunds,
  webhookEndpoints,
} from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { TEST_ADMIN, testDbKind, useTestEnv } from '../../test/harness';
import { CANCEL_OFFER_DAYS, CANCEL_OFFER_JOB } from './cancel';

const env = useTestEnv();
let admin: ReturnType<typeof env.caller>;
let token: string;

beforeAll(async () => {
  token = await env.adminToken();
  admin = env.caller({ token });
  await env.db
    .insert(webhookEndpoints)
    .values({ url: 'https://hooks.example.com/in', events: ['booking.cancelled'], secret: 'whsec_test' });
});

async function paidBooking(who: string) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
  const res = await env.caller().bookings.create({ ...visitor(who), classTypeId: mat.id, scheduleId: slot.id });
  await env.caller().payments.confirmTest({ clientSecret: res.clientSecret!, cardNumber: '4242424242424242' });
  return { bookingId: res.bookingId!, slot, email: visitor(who).email };
}

/** Everything the owner's cancel leaves behind for one booking, in a shape the doors can be compared on. */
async function outcome(bookingId: number, email: string) {
  const mails = await env.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), like(emailOutbox.subject, 'Cancelled:%')));
  const events = await env.db
    .select({ type: outgoingEvents.type })
    .from(outgoingEvents)
    .where(and(eq(outgoingEvents.type, 'booking.cancelled'), sql`${outgoingEvents.data}->>'ref' = ${`B-${bookingId}`}`));
  const trail = await env.db
    .select({ actor: auditLog.actor, action: auditLog.action, before: auditLog.before })
    .from(auditLog)
    .where(and(eq(auditLog.entityId, `B-${bookingId}`), eq(auditLog.action, 'booking.cancel')));
  const [order] = await env.db.select({ refunded: orders.refundedPence }).from(orders).where(eq(orders.bookingId, bookingId));
  const [offer] = await env.db
    .select({ amountPence: cancelOffers.amountPence, choice: cancelOffers.choice })
    .from(cancelOffers)
    .where(eq(cancelOffers.bookingId, bookingId));
  const [booking] = await env.db
    .select({ status: bookings.status, by: bookings.cancelledBy })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return {
    booking,
    mails: mails.map((m) => ({
      offers: m.text.includes('a full refund of £12.00 to your card or one class credit instead'),
      link: /\/manage#[A-Za-z0-9_-]{43}/.test(m.text),
    })),
    events: events.length,
    trail,
    refundedPence: order!.refunded,
    offer,
  };
}

const expected = {
  booking: { status: 'cancelled', by: 'owner' },
  mails: [{ offers: true, link: true }],
  events: 1,
  trail: [{ actor: TEST_ADMIN.username, action: 'booking.cancel', before: { status: 'confirmed' } }],
  refundedPence: 0,
  offer: { amountPence: 1200, choice: null },
};

const linkOf = async (email: string) =>
  /\/manage#([A-Za-z0-9_-]{43})/.exec(
    (
      await env.db
        .select({ text: emailOutbox.text })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, email), like(emailOutbox.subject, 'Cancelled:%')))
    )[0]!.text,
  )![1]!;

describe("the owner's cancel, through every door", () => {
  it('the status menu (admin.bookings.updateStatus) cancels through the one path', async () => {
    const b = await paidBooking('oc-trpc');
    await admin.admin.bookings.updateStatus({ ref: `B-${b.bookingId}`, status: 'cancelled' });
    expect(await outcome(b.bookingId, b.email)).toEqual(expected);
  });

  it('the REST PATCH does the same', async () => {
    const b = await paidBooking('oc-rest');
    const app = await env.app();
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/B-${b.bookingId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode).toBe(200);
    expect(await outcome(b.bookingId, b.email)).toEqual(expected);
  });

  it('withdrawing the slot does the same for every booking on it', async () => {
    const b = await paidBooking('oc-withdraw');
    await admin.admin.withdrawals.withdraw({ kind: 'slot', id: b.slot.id });
    expect(await outcome(b.bookingId, b.email)).toEqual(expected);
  });

  it('her link takes a credit instead: no money moves, a credit lot is hers, and the other choice is then refused', async () => {
    const b = await paidBooking('oc-credit');
    await admin.admin.bookings.updateStatus({ ref: `B-${b.bookingId}`, status: 'cancelled' });
    const link = await linkOf(b.email);
    const view = await env.caller().manage.view({ token: link });
    expect(view.offer).toMatchObject({ amountPence: 1200, choice: null });

    expect(await env.caller().manage.choose({ token: link, choice: 'credit' })).toEqual({ amountPence: 1200, choice: 'credit' });
    expect(await env.caller().manage.choose({ token: link, choice: 'credit' })).toEqual({ amountPence: 1200, choice: 'credit' });
    await expect(env.caller().manage.choose({ token: link, choice: 'refund' })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await env.db.select({ credits: creditLots.remaining }).from(creditLots).where(eq(creditLots.email, b.email))).toEqual([
      { credits: 1 },
    ]);
    expect((await outcome(b.bookingId, b.email)).refundedPence).toBe(0);
    // The job that would refund finds the choice made and does nothing.
    await env.services.jobs.runDue({ kinds: [CANCEL_OFFER_JOB], now: new Date(Date.now() + (CANCEL_OFFER_DAYS + 1) * 86_400_000) });
    expect((await outcome(b.bookingId, b.email)).refundedPence).toBe(0);
  });

  it('an unanswered offer becomes a full refund after 7 days, by the job on the injected clock, and she is told', async () => {
    const b = await paidBooking('oc-default');
    await admin.admin.bookings.updateStatus({ ref: `B-${b.bookingId}`, status: 'cancelled' });
    await env.services.jobs.runDue({ kinds: [CANCEL_OFFER_JOB], now: new Date(Date.now() + (CANCEL_OFFER_DAYS - 1) * 86_400_000) });
    expect((await outcome(b.bookingId, b.email)).refundedPence).toBe(0);

    await env.services.jobs.runDue({ kinds: [CANCEL_OFFER_JOB], now: new Date(Date.now() + (CANCEL_OFFER_DAYS + 1) * 86_400_000) });
    const after = await outcome(b.bookingId, b.email);
    expect(after.refundedPence).toBe(1200);
    expect(after.offer).toEqual({ amountPence: 1200, choice: 'refund' });
    const told = await env.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, b.email), like(emailOutbox.subject, 'Refund:%')));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('As we had no answer');
  });
});

describe('status changes are transitions', () => {
  it('refuses to set a paid booking back to held or expired, with a 409 naming the status, through tRPC and REST', async () => {
    const b = await paidBooking('tr-paid');
    const error = await admin.admin.bookings.updateStatus({ ref: `B-${b.bookingId}`, status: 'held' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'CONFLICT', message: "status: a paid confirmed booking cannot be set to 'held'" });
    const app = await env.app();
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/B-${b.bookingId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status: 'expired' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: "status: a paid confirmed booking cannot be set to 'expired'" });
    expect((await outcome(b.bookingId, b.email)).booking).toEqual({ status: 'confirmed', by: null });
  });

  it('refuses the same for a checked-in booking, and for reviving a paid booking the owner cancelled', async () => {
    const b = await paidBooking('tr-in');
    await env.db.update(bookings).set({ checkedInAt: new Date() }).where(eq(bookings.id, b.bookingId));
    await expect(admin.admin.bookings.updateStatus({ ref: `B-${b.bookingId}`, status: 'expired' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: "status: a checked-in confirmed booking cannot be set to 'expired'",
    });
    const c = await paidBooking('tr-revive');
    await admin.admin.bookings.updateStatus({ ref: `B-${c.bookingId}`, status: 'cancelled' });
    await expect(admin.admin.bookings.updateStatus({ ref: `B-${c.bookingId}`, status: 'confirmed' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: "status: a paid cancelled booking cannot be set to 'confirmed'",
    });
  });
});

describe.runIf(testDbKind() === 'postgres')("the owner's cancel under load (PostgreSQL, two instances)", () => {
  it('200 parallel cancels of one booking: one cancellation, one e-mail, one audit row; 200 parallel answers: at most one refund', async () => {
    const b = await paidBooking('oc-race');
    const second = await env.secondInstance({ poolSize: 20 });
    const callers = [admin, second.caller({ token })];
    const ref = `B-${b.bookingId}`;
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => callers[i % 2]!.admin.bookings.updateStatus({ ref, status: 'cancelled' })),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const after = await outcome(b.bookingId, b.email);
    expect(after.mails).toHaveLength(1);
    expect(after.trail).toHaveLength(1);
    expect(after.events).toBe(1);

    const link = await linkOf(b.email);
    const visitors = [env.caller({ ip: '10.77.0.1' }), second.caller({ ip: '10.77.0.2' })];
    const answers = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => visitors[i % 2]!.manage.choose({ token: link, choice: i % 3 === 0 ? 'credit' : 'refund' })),
    );
    expect(answers.some((a) => a.status === 'fulfilled')).toBe(true);
    const [order] = await env.db
      .select({ id: orders.id, refunded: orders.refundedPence })
      .from(orders)
      .where(eq(orders.bookingId, b.bookingId));
    const made = await env.db.select({ amount: refunds.amountPence }).from(refunds).where(eq(refunds.orderId, order!.id));
    const lots = await env.db.select({ id: creditLots.id }).from(creditLots).where(eq(creditLots.email, b.email));
    // Exactly one of the two, once.
    expect(made.length + lots.length).toBe(1);
    expect(order!.refunded).toBe(made.length ? 1200 : 0);
  });
});
