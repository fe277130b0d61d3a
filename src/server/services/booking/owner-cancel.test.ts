/**
 * The owner's cancel through every door (the status menu's tRPC call, the REST PATCH, withdrawing the slot) is
 * the one cancellation path: the same e-mail with the terms' offer of a refund or a credit, the same
 * booking.cancelled event, the same audit row, and no money until she chooses or the offer falls due.
 */
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import postgres from 'postgres';
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
import { londonInstant } from '../../../domain/time';

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

/** Three places booked and paid together (decision 780): one order of £36.00, the first place's booking named on it. */
async function paidGroup(who: string, count = 3) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 6 });
  const browser = env.browser();
  const res = await env.caller({ browser }).bookings.create({
    ...visitor(who),
    classTypeId: mat.id,
    scheduleId: slot.id,
    participantCount: count,
    attendees: Array.from({ length: count - 1 }, (_, i) => `Friend ${who}-${i + 1}`),
  });
  await env.caller({ browser }).payments.confirmTest({ clientSecret: res.clientSecret!, cardNumber: '4242424242424242' });
  const [order] = await env.db.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, res.bookingId!));
  return { ids: res.bookingIds!, lead: res.bookingId!, orderId: order!.id, email: visitor(who).email, totalPence: mat.pricePence * count };
}

/** What the owner's cancel of a group leaves: its e-mails, events per place, offers and money. */
async function groupOutcome(g: Awaited<ReturnType<typeof paidGroup>>) {
  const mails = await env.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, g.email), like(emailOutbox.subject, 'Cancelled:%')));
  const ownerMails = await env.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(sql`${emailOutbox.meta}->>'kind' = 'owner-booking-cancelled'`, sql`(${emailOutbox.meta}->>'bookingId')::int = ${g.lead}`));
  const events = await env.db
    .select({ ref: sql<string>`${outgoingEvents.data}->>'ref'` })
    .from(outgoingEvents)
    .where(
      and(
        eq(outgoingEvents.type, 'booking.cancelled'),
        inArray(
          sql`${outgoingEvents.data}->>'ref'`,
          g.ids.map((id) => `B-${id}`),
        ),
      ),
    );
  const offers = await env.db
    .select({ bookingId: cancelOffers.bookingId, amountPence: cancelOffers.amountPence, choice: cancelOffers.choice })
    .from(cancelOffers)
    .where(inArray(cancelOffers.bookingId, g.ids));
  const statuses = await env.db.select({ status: bookings.status }).from(bookings).where(inArray(bookings.id, g.ids));
  const [order] = await env.db.select({ refunded: orders.refundedPence }).from(orders).where(eq(orders.id, g.orderId));
  const made = await env.db.select({ amount: refunds.amountPence }).from(refunds).where(eq(refunds.orderId, g.orderId));
  const lots = await env.db
    .select({ granted: creditLots.granted, remaining: creditLots.remaining })
    .from(creditLots)
    .where(eq(creditLots.email, g.email));
  return {
    mails: mails.map((m) => m.text),
    ownerMails: ownerMails.map((m) => m.text),
    events: events.map((e) => e.ref).sort(),
    offers,
    statuses: statuses.map((b) => b.status),
    refundedPence: order!.refunded,
    refunds: made.map((r) => r.amount),
    lots,
  };
}

describe("the owner's cancel of a group: one offer for the group's order (decision 811)", () => {
  it("cancelled from a friend's place: one e-mail offering £36.00 or 3 credits with the link, an event per place, no money yet; credit gives 3", async () => {
    const g = await paidGroup('og-credit');
    await admin.admin.bookings.updateStatus({ ref: `B-${g.ids[2]}`, status: 'cancelled' });
    const after = await groupOutcome(g);
    expect(after.statuses).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(after.mails).toHaveLength(1);
    expect(after.mails[0]).toContain('a full refund of £36.00 to your card or 3 class credits instead (one for each place)');
    expect(after.mails[0]).toMatch(/\/manage#[A-Za-z0-9_-]{43}/);
    expect(after.ownerMails).toHaveLength(1);
    expect(after.ownerMails[0]).toContain('is offered a full refund of £36.00 or 3 class credits (one per place)');
    expect(after.events).toEqual(g.ids.map((id) => `B-${id}`).sort());
    expect(after.offers).toEqual([{ bookingId: g.lead, amountPence: g.totalPence, choice: null }]);
    expect(after.refundedPence).toBe(0);
    expect(after.refunds).toEqual([]);
    expect(after.lots).toEqual([]);

    // Her link shows the group's offer, and the credit is 3 credits, once; the refund is then refused.
    const link = await linkOf(g.email);
    const view = await env.caller().manage.view({ token: link });
    expect(view.offer).toMatchObject({ amountPence: 3600, credits: 3, choice: null });
    expect(await env.caller().manage.choose({ token: link, choice: 'credit' })).toEqual({ amountPence: 3600, choice: 'credit' });
    expect(await env.caller().manage.choose({ token: link, choice: 'credit' })).toEqual({ amountPence: 3600, choice: 'credit' });
    await expect(env.caller().manage.choose({ token: link, choice: 'refund' })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await env.caller().manage.view({ token: link })).offer).toMatchObject({ credits: 3, choice: 'credit' });
    await env.services.jobs.runDue({ kinds: [CANCEL_OFFER_JOB], now: new Date(Date.now() + (CANCEL_OFFER_DAYS + 1) * 86_400_000) });
    const settled = await groupOutcome(g);
    expect(settled.lots).toEqual([{ granted: 3, remaining: 3 }]);
    expect(settled.refundedPence).toBe(0);
    expect(settled.refunds).toEqual([]);
    const told = await env.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, g.email), sql`${emailOutbox.meta}->>'kind' = 'credit-instead-of-refund'`));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('gave you 3 class credits instead of a refund');
  });

  it("cancelled from the first place (and again from a friend's): one offer, one e-mail; unanswered, the whole order is refunded after 7 days", async () => {
    const g = await paidGroup('og-default');
    await admin.admin.bookings.updateStatus({ ref: `B-${g.lead}`, status: 'cancelled' });
    await admin.admin.bookings.updateStatus({ ref: `B-${g.ids[1]}`, status: 'cancelled' });
    const after = await groupOutcome(g);
    expect(after.mails).toHaveLength(1);
    expect(after.mails[0]).toContain('or 3 class credits instead');
    expect(after.offers).toEqual([{ bookingId: g.lead, amountPence: 3600, choice: null }]);
    expect(after.events).toHaveLength(3);
    expect(after.refundedPence).toBe(0);

    await env.services.jobs.runDue({ kinds: [CANCEL_OFFER_JOB], now: new Date(Date.now() + (CANCEL_OFFER_DAYS - 1) * 86_400_000) });
    expect((await groupOutcome(g)).refundedPence).toBe(0);
    await env.services.jobs.runDue({ kinds: [CANCEL_OFFER_JOB], now: new Date(Date.now() + (CANCEL_OFFER_DAYS + 1) * 86_400_000) });
    const settled = await groupOutcome(g);
    expect(settled.refundedPence).toBe(3600);
    expect(settled.refunds).toEqual([3600]);
    expect(settled.offers).toEqual([{ bookingId: g.lead, amountPence: 3600, choice: 'refund' }]);
    expect(settled.lots).toEqual([]);
    const told = await env.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, g.email), like(emailOutbox.subject, 'Refund:%')));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('As we had no answer');
    expect(told[0]!.text).toContain('£36.00');
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

/** A REST PATCH of a row's status, as an integration sends it. */
async function patchStatus(ref: string, status: string) {
  const app = await env.app();
  return app.inject({
    method: 'PATCH',
    url: `/api/admin/bookings/${ref}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { status },
  });
}

describe('paid is paid whatever paid it (decision 806)', () => {
  it('a class booked with a membership refuses held and expired with a 409 naming the status, through tRPC and REST', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
    const plan = await admin.admin.memberships.createPlan({
      name: 'Paid by membership',
      pricePence: 4900,
      classesPerMonth: 4,
      classTypeIds: [],
      includesAppointments: false,
      minimumTermMonths: 1,
      noticeDays: 0,
      isActive: true,
      description: '',
    });
    const sub = await env.caller().memberships.subscribe({ planId: plan.id, ...visitor('paid-member') });
    await env.services.memberships.confirmTestCard(
      sub.clientSecret,
      '4242424242424242',
      new Date(londonInstant(slot.date, '09:00').getTime() - 5 * 86_400_000),
    );
    const booked = await env
      .caller()
      .memberships.book({ ...visitor('paid-member'), classTypeId: mat.id, scheduleId: slot.id, membershipCode: sub.membershipCode });
    const ref = `B-${booked.bookingId!}`;
    expect((await admin.admin.bookings.list({ search: ref })).rows[0]).toMatchObject({
      ref,
      status: 'confirmed',
      paid: true,
      paidPence: 0,
    });
    await expect(admin.admin.bookings.updateStatus({ ref, status: 'held' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: "status: a paid confirmed booking cannot be set to 'held'",
    });
    const res = await patchStatus(ref, 'expired');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: "status: a paid confirmed booking cannot be set to 'expired'" });
    expect((await outcome(booked.bookingId!, visitor('paid-member').email)).booking).toEqual({ status: 'confirmed', by: null });
  });

  it('a class paid wholly by a gift voucher (a £0 card order) refuses held and expired the same way', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
    const { code } = await admin.admin.vouchers.issue({ amountPence: 5000, recipientEmail: 'voucher.paid@example.com' });
    const booked = await env
      .caller()
      .bookings.create({ ...visitor('voucher-paid'), classTypeId: mat.id, scheduleId: slot.id, voucherCode: code });
    const ref = `B-${booked.bookingId!}`;
    const [order] = await env.db.select().from(orders).where(eq(orders.bookingId, booked.bookingId!));
    expect(order).toMatchObject({ amountPence: 0, paidPence: 0, voucherPence: 1200 });
    expect((await admin.admin.bookings.list({ search: ref })).rows[0]).toMatchObject({ ref, status: 'confirmed', paid: true });
    await expect(admin.admin.bookings.updateStatus({ ref, status: 'held' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: "status: a paid confirmed booking cannot be set to 'held'",
    });
    const res = await patchStatus(ref, 'held');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: "status: a paid confirmed booking cannot be set to 'held'" });
    expect((await outcome(booked.bookingId!, visitor('voucher-paid').email)).booking).toEqual({ status: 'confirmed', by: null });
  });
});

describe('a paid order is refunded, not cancelled (decision 806)', () => {
  async function packOrder(who: string, pay: boolean) {
    const pack = await admin.admin.packs.create({ name: `Pack ${who}`, pricePence: 3000, credits: 3, validityDays: 30, classTypeIds: [] });
    const bought = await env
      .caller()
      .packs.buy({ packId: pack.id, name: `Buyer ${who}`, email: `${who}@example.com`, phone: '07700 900123' });
    if (pay) await env.caller().payments.confirmTest({ clientSecret: bought.clientSecret, cardNumber: '4242424242424242' });
    const [order] = await env.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.email, `${who}@example.com`));
    return `T-${order!.id}`;
  }
  const refusal =
    "status: a paid confirmed order cannot be set to 'cancelled': refund it instead (a refund in full cancels it, e-mails her and tells your integrations)";

  it('refuses cancelled for a paid order with a 409 through tRPC and REST; the refund cancels it and tells her', async () => {
    const ref = await packOrder('order-paid', true);
    await expect(admin.admin.bookings.updateStatus({ ref, status: 'cancelled' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: refusal,
    });
    const res = await patchStatus(ref, 'cancelled');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: refusal });
    expect((await admin.admin.bookings.list({ search: ref })).rows[0]).toMatchObject({ ref, status: 'confirmed', paid: true });

    // The way out the answer names: the refund, with her e-mail and the integrations' event.
    await env.db
      .insert(webhookEndpoints)
      .values({ url: 'https://hooks.example.com/refunds', events: ['booking.refunded'], secret: 'whsec_r' });
    const refunded = await admin.admin.bookings.refund({ ref, amountPence: 3000, idempotencyKey: 'order-paid-refund' });
    expect(refunded).toMatchObject({ ref, status: 'refunded', refundedPence: 3000 });
    const told = await env.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, 'order-paid@example.com'), like(emailOutbox.subject, 'Refund:%')));
    expect(told).toHaveLength(1);
    const events = await env.db
      .select({ type: outgoingEvents.type })
      .from(outgoingEvents)
      .where(and(eq(outgoingEvents.type, 'booking.refunded'), sql`${outgoingEvents.data}->>'ref' = ${ref}`));
    expect(events).toHaveLength(1);
  });

  it('cancels an unpaid order (nothing to give back), through tRPC and REST', async () => {
    const ref = await packOrder('order-unpaid', false);
    await expect(admin.admin.bookings.updateStatus({ ref, status: 'cancelled' })).resolves.toMatchObject({ ref, status: 'cancelled' });
    const other = await packOrder('order-unpaid-rest', false);
    const res = await patchStatus(other, 'cancelled');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ref: other, status: 'cancelled' });
  });
});

// PGlite is one session: a change racing a payment is proved on PostgreSQL.
describe.runIf(testDbKind() === 'postgres')('status changes judged under the lock (PostgreSQL)', () => {
  it('a change to expired that waited while the hold was paid is refused: it is judged on the paid booking', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
    const held = await env.caller().bookings.create({ ...visitor('race-paid'), classTypeId: mat.id, scheduleId: slot.id });
    const bookingId = held.bookingId!;
    const other = postgres(env.url!, { max: 1, onnotice: () => {} });
    const watcher = postgres(env.url!, { max: 1, onnotice: () => {} });
    try {
      let pay!: () => void;
      const paying = new Promise<void>((resolve) => (pay = resolve));
      let locked!: () => void;
      const lockedP = new Promise<void>((resolve) => (locked = resolve));
      let otherPid = 0;
      // Another transaction holds the slot (as a payment's confirmation does) and pays for the hold meanwhile.
      const otherTx = other.begin(async (tx) => {
        otherPid = Number((await tx`select pg_backend_pid()::int as pid`)[0]!.pid);
        await tx`select id from schedule_slots where id = ${slot.id} for update`;
        locked();
        await paying;
        await tx`update orders set paid_pence = amount_pence where booking_id = ${bookingId}`;
        await tx`update bookings set status = 'confirmed', hold_expires_at = null where id = ${bookingId}`;
      });
      await lockedP;
      // The owner's change, asked while the booking still reads as an unpaid hold.
      const attempt = admin.admin.bookings.updateStatus({ ref: `B-${bookingId}`, status: 'expired' }).then(
        (row) => ({ row, error: null }),
        (error: unknown) => ({ row: null, error: error as { code: string; message: string } }),
      );
      // Seen waiting on the other transaction's lock (pg_locks, not a sleep).
      await expect
        .poll(
          async () =>
            Number(
              (
                await watcher`select count(*)::int as n from pg_locks where not granted and ${otherPid}::int = any(pg_blocking_pids(pid))`
              )[0]?.n ?? 0,
            ),
          { timeout: 10_000, interval: 10 },
        )
        .toBeGreaterThan(0);
      pay();
      await otherTx;
      const outcome = await attempt;
      expect(outcome.error).toMatchObject({ code: 'CONFLICT', message: "status: a paid confirmed booking cannot be set to 'expired'" });
      const [after] = await env.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
      expect(after!.status).toBe('confirmed');
    } finally {
      await other.end();
      await watcher.end();
    }
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

  it('a group: 200 parallel cancels from its three places make one offer and one e-mail; 200 parallel answers settle it once', async () => {
    const g = await paidGroup('og-race');
    const second = await env.secondInstance({ poolSize: 20 });
    const callers = [admin, second.caller({ token })];
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => callers[i % 2]!.admin.bookings.updateStatus({ ref: `B-${g.ids[i % 3]}`, status: 'cancelled' })),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const after = await groupOutcome(g);
    expect(after.mails).toHaveLength(1);
    expect(after.ownerMails).toHaveLength(1);
    expect(after.events).toHaveLength(3);
    expect(after.offers).toEqual([{ bookingId: g.lead, amountPence: 3600, choice: null }]);

    const link = await linkOf(g.email);
    const visitors = [env.caller({ ip: '10.77.0.3' }), second.caller({ ip: '10.77.0.4' })];
    const answers = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => visitors[i % 2]!.manage.choose({ token: link, choice: i % 3 === 0 ? 'credit' : 'refund' })),
    );
    expect(answers.some((a) => a.status === 'fulfilled')).toBe(true);
    const settled = await groupOutcome(g);
    // Exactly one of the two, once: the whole order back, or 3 credits.
    expect(settled.refunds.length + settled.lots.length).toBe(1);
    if (settled.refunds.length) {
      expect(settled.refunds).toEqual([3600]);
      expect(settled.refundedPence).toBe(3600);
    } else {
      expect(settled.lots).toEqual([{ granted: 3, remaining: 3 }]);
      expect(settled.refundedPence).toBe(0);
    }
  });
});
