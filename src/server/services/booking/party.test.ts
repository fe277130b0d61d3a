/** Several places booked and paid together (decision 780): one order and payment, a booking per place. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FULLY_BOOKED } from '../../../domain/errors';
import { bookings, emailOutbox, orders, outgoingEvents, payments, scheduleSlots, webhookEndpoints } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { testDbKind, useTestEnv } from '../../test/harness';
import type { createCaller } from '../../trpc/root';
import { recount } from './places';

const env = useTestEnv();
const CARD_OK = '4242424242424242';
const CARD_DECLINED = '4000000000000002';

const takenOf = async (slotId: number) =>
  (await env.db.select({ taken: scheduleSlots.taken }).from(scheduleSlots).where(eq(scheduleSlots.id, slotId)))[0]!.taken;
const rowsOf = async (ids: number[]) =>
  env.db
    .select({ id: bookings.id, name: bookings.name, email: bookings.email, status: bookings.status, lead: bookings.partyLeadId })
    .from(bookings)
    .where(inArray(bookings.id, ids))
    .orderBy(bookings.id);

async function group(who: string, opts: { maxBookings?: number; places?: number } = {}) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: opts.maxBookings ?? 5 });
  const places = opts.places ?? 3;
  const browser = env.browser();
  const res = await env.caller({ browser }).bookings.create({
    ...visitor(who),
    classTypeId: mat.id,
    scheduleId: slot.id,
    participantCount: places,
    attendees: Array.from({ length: places - 1 }, (_, i) => `Friend ${who}-${i + 1}`),
  });
  return { mat, slot, browser, res };
}

describe('several places in one payment', () => {
  it('holds every place as a booking of its own, charges one payment of the whole, and confirms them all when paid', async () => {
    const { mat, slot, browser, res } = await group('p1');
    expect(res).toMatchObject({ success: true, amountPence: mat.pricePence * 3, originalPence: mat.pricePence * 3 });
    expect(res.bookingIds).toHaveLength(3);
    expect(res.bookingIds![0]).toBe(res.bookingId);
    expect(await takenOf(slot.id)).toBe(3);
    const [order] = await env.db.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, res.bookingId!));
    expect(await env.db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, order!.id))).toHaveLength(1);
    expect((await rowsOf(res.bookingIds!)).map((b) => [b.name, b.email, b.status, b.lead])).toEqual([
      ['Visitor p1', 'visitorp1@example.com', 'held', null],
      ['Friend p1-1', 'visitorp1@example.com', 'held', res.bookingId],
      ['Friend p1-2', 'visitorp1@example.com', 'held', res.bookingId],
    ]);

    await env.caller({ browser }).payments.confirmTest({ clientSecret: res.clientSecret!, cardNumber: CARD_OK });
    expect((await rowsOf(res.bookingIds!)).map((b) => b.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(await recount(env.db, [slot.id])).toEqual([]);
    // The confirmation screen (this browser) lists each place's reference.
    const receipt = await env.caller({ browser }).payments.receipt({ order: order!.id });
    expect(receipt.places).toEqual([
      { name: 'Visitor p1', reference: `B-${res.bookingIds![0]}` },
      { name: 'Friend p1-1', reference: `B-${res.bookingIds![1]}` },
      { name: 'Friend p1-2', reference: `B-${res.bookingIds![2]}` },
    ]);

    // The confirmation lists every attendee with her own reference; the roster shows each of them, paid.
    const [mail] = await env.db
      .select({ text: emailOutbox.text, html: emailOutbox.html })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, 'visitorp1@example.com'), sql`${emailOutbox.meta}->>'kind' = 'booking-confirmation'`));
    for (const [i, name] of ['Visitor p1', 'Friend p1-1', 'Friend p1-2'].entries()) {
      expect(mail!.text).toContain(`${name}: B-${res.bookingIds![i]}`);
      expect(mail!.html).toContain(`${name}: B-${res.bookingIds![i]}`);
    }
    const admin = env.caller({ token: await env.adminToken() });
    const roster = await admin.admin.attendance.roster({ slotId: slot.id });
    expect(roster.entries.map((e) => [e.name, e.payment]).sort()).toEqual([
      ['Friend p1-1', 'paid'],
      ['Friend p1-2', 'paid'],
      ['Visitor p1', 'paid'],
    ]);
    // The bookings list: every place paid, named by the first place's reference; the money on that row only.
    const listed = (await admin.admin.bookings.list({ pageSize: 200, search: 'visitorp1@example.com' })).rows;
    const lead = `B-${res.bookingIds![0]}`;
    expect(
      listed
        .filter((r) => r.ref.startsWith('B-'))
        .map((r) => [r.name, r.paid, r.partyRef, r.paidPence > 0])
        .sort(),
    ).toEqual([
      ['Friend p1-1', true, lead, false],
      ['Friend p1-2', true, lead, false],
      ['Visitor p1', true, lead, true],
    ]);
  });

  it('the same browser asking again: the same group is its hold again; another number of places replaces it', async () => {
    const { mat, slot, browser, res } = await group('p12', { places: 2 });
    const again = (places: number) =>
      env.caller({ browser }).bookings.create({
        ...visitor('p12'),
        classTypeId: mat.id,
        scheduleId: slot.id,
        participantCount: places,
        attendees: Array.from({ length: places - 1 }, (_, i) => `Friend p12-${i + 1}`),
      });
    expect((await again(2)).bookingIds).toEqual(res.bookingIds);
    expect(await takenOf(slot.id)).toBe(2);
    const bigger = await again(3);
    expect(bigger.bookingIds).toHaveLength(3);
    expect((await rowsOf(res.bookingIds!)).map((b) => b.status)).toEqual(['cancelled', 'cancelled']);
    expect(await takenOf(slot.id)).toBe(3);
    expect(await recount(env.db, [slot.id])).toEqual([]);
  });

  it('takes all the places or none: two places left refuse a group of three and write nothing', async () => {
    const { slot, res } = await group('p2', { maxBookings: 2 });
    expect(res).toMatchObject({ success: false, message: FULLY_BOOKED });
    expect(await takenOf(slot.id)).toBe(0);
    expect(await env.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.slotId, slot.id))).toEqual([]);
  });

  it('refuses a count that does not match the names, or above the limit, naming the field', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const book = (extra: object) => env.caller().bookings.create({ ...visitor('p3'), classTypeId: mat.id, scheduleId: slot.id, ...extra });
    await expect(book({ participantCount: 3, attendees: ['Only One'] })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(book({ participantCount: 7, attendees: [] })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await takenOf(slot.id)).toBe(0);
    // Absent: one place, as the specification's payload always was.
    expect((await book({})).bookingIds).toBeUndefined();
    expect(await takenOf(slot.id)).toBe(1);
  });

  it('a declined payment and a lapsed hold give back every place of the group', async () => {
    const declined = await group('p4');
    await env
      .caller({ browser: declined.browser })
      .payments.confirmTest({ clientSecret: declined.res.clientSecret!, cardNumber: CARD_DECLINED });
    expect((await rowsOf(declined.res.bookingIds!)).map((b) => b.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(await takenOf(declined.slot.id)).toBe(0);

    const lapsed = await group('p5', { places: 2 });
    const later = new Date(Date.now() + 60 * 60_000);
    expect(await env.services.bookings.expireHolds(later)).toBeGreaterThanOrEqual(2);
    expect((await rowsOf(lapsed.res.bookingIds!)).map((b) => b.status)).toEqual(['expired', 'expired']);
    expect(await takenOf(lapsed.slot.id)).toBe(0);
    expect(await recount(env.db, [declined.slot.id, lapsed.slot.id])).toEqual([]);
  });

  it("cancelling any place of a group cancels the group; the owner's cancel offers the order back or a credit per place", async () => {
    // An integration listening: every place is confirmed and cancelled to it, named with the first place.
    const [hook] = await env.db
      .insert(webhookEndpoints)
      .values({ url: 'https://hooks.example.com/party', events: ['booking.confirmed', 'booking.cancelled'], secret: 'whsec_party' })
      .returning({ id: webhookEndpoints.id });
    const eventsOf = async (type: string, ids: number[]) =>
      (await env.db.select({ type: outgoingEvents.type, data: outgoingEvents.data }).from(outgoingEvents))
        .filter((e) => e.type === type && ids.includes((e.data as { bookingId: number }).bookingId))
        .map((e) => [(e.data as { ref: string }).ref, (e.data as { partyRef?: string }).partyRef])
        .sort();
    const { mat, slot, browser, res } = await group('p6');
    await env.caller({ browser }).payments.confirmTest({ clientSecret: res.clientSecret!, cardNumber: CARD_OK });
    const lead = `B-${res.bookingId}`;
    const everyPlace = res.bookingIds!.map((id) => [`B-${id}`, lead]).sort();
    expect(await eventsOf('booking.confirmed', res.bookingIds!)).toEqual(everyPlace);
    const admin = env.caller({ token: await env.adminToken() });
    await admin.admin.bookings.updateStatus({ ref: res.bookingIds![2]!, status: 'cancelled' });
    expect((await rowsOf(res.bookingIds!)).map((b) => b.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(await eventsOf('booking.cancelled', res.bookingIds!)).toEqual(everyPlace);
    await env.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, hook!.id));
    expect(await takenOf(slot.id)).toBe(0);
    const [order] = await env.db
      .select({ paid: orders.paidPence, refunded: orders.refundedPence })
      .from(orders)
      .where(eq(orders.bookingId, res.bookingId!));
    // The terms' choice for the group (decision 811): nothing moves until she chooses or the offer falls due.
    expect(order).toEqual({ paid: mat.pricePence * 3, refunded: 0 });
    expect(await env.services.cancellation.offerOf(res.bookingId!)).toMatchObject({
      amountPence: mat.pricePence * 3,
      credits: 3,
      choice: null,
    });
  });

  it('her manage link cancels the group under the terms: every place freed, the whole order refunded, no credit instead', async () => {
    const { mat, slot, browser, res } = await group('p9');
    await env.caller({ browser }).payments.confirmTest({ clientSecret: res.clientSecret!, cardNumber: CARD_OK });
    const [mail] = await env.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, 'visitorp9@example.com'), sql`${emailOutbox.meta}->>'kind' = 'booking-confirmation'`));
    const token = /\/manage#([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    const view = await env.caller().manage.view({ token });
    expect(view.cancellation).toMatchObject({ allowed: true, refundPence: mat.pricePence * 3 });
    await expect(env.caller().manage.cancel({ token, refundPence: mat.pricePence * 3, choice: 'credit' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await env.caller().manage.cancel({ token, refundPence: mat.pricePence * 3 })).toMatchObject({ cancelled: true });
    expect((await rowsOf(res.bookingIds!)).map((b) => b.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(await takenOf(slot.id)).toBe(0);
    const [order] = await env.db.select({ refunded: orders.refundedPence }).from(orders).where(eq(orders.bookingId, res.bookingId!));
    expect(order!.refunded).toBe(mat.pricePence * 3);
  });

  it('POST /api/bookings takes participantCount and attendees and answers every reference', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const app = await env.app();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { ...visitor('p10'), classTypeId: mat.id, scheduleId: slot.id, participantCount: 2, attendees: ['Rest Friend'] },
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ bookingId: number; bookingIds: number[]; amountPence: number }>();
    expect(body.bookingIds).toHaveLength(2);
    expect(body.bookingIds[0]).toBe(body.bookingId);
    expect(body.amountPence).toBe(mat.pricePence * 2);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { ...visitor('p11'), classTypeId: mat.id, scheduleId: slot.id, participantCount: 3, attendees: ['Only One'] },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'validation_failed', param: 'attendees' });
    // The checkout door answers every place too.
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { ...visitor('p12'), classTypeId: mat.id, scheduleId: slot.id, participantCount: 2, attendees: ['Checkout Friend'] },
    });
    expect(checkout.statusCode).toBe(200);
    const paid = checkout.json<{ bookingIds: number[]; amountPence: number }>();
    expect(paid.bookingIds).toHaveLength(2);
    expect(paid.amountPence).toBe(mat.pricePence * 2);
  });

  it('gives the introductory price to her own place only, and a code to the whole order', async () => {
    const admin = env.caller({ token: await env.adminToken() });
    await admin.admin.introOffer.save({ enabled: true, classPence: 500, appointmentPence: 2000 });
    try {
      const mat = await seededClassType(env.db, 'Mat Pilates Class');
      const slot = await createSlot(env.db, { allowed: [mat.id] });
      const res = await env.caller().bookings.create({
        ...visitor('p7'),
        email: 'intro-party@example.com',
        classTypeId: mat.id,
        scheduleId: slot.id,
        participantCount: 2,
        attendees: ['Her Friend'],
        discountCode: 'WELCOME10',
      });
      const before = 500 + mat.pricePence;
      expect(res).toMatchObject({ success: true, originalPence: before, amountPence: Math.round(before * 0.9) });
    } finally {
      await admin.admin.introOffer.save({ enabled: false, classPence: 500, appointmentPence: 2000 });
    }
  });

  it('a booking in a group is not moved on its own', async () => {
    const { browser, res } = await group('p8', { places: 2 });
    await env.caller({ browser }).payments.confirmTest({ clientSecret: res.clientSecret!, cardNumber: CARD_OK });
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const other = await createSlot(env.db, { allowed: [mat.id] });
    for (const id of res.bookingIds!)
      await expect(env.services.moves.ownerMove({ bookingId: id, scheduleId: other.id, by: 'admin' })).rejects.toMatchObject({
        code: 'CONFLICT',
      });
  });
});

describe.runIf(testDbKind() === 'postgres')('groups under load on PostgreSQL (two instances)', () => {
  let callers: ReturnType<typeof createCaller>[];

  beforeAll(async () => {
    const second = await env.secondInstance({ poolSize: 20 });
    callers = [env.caller(), second.caller()];
  });

  it('200 parallel groups of 2 or 3 for 10 places: never oversold, no partial group, counter equal to the recount', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 10 });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const places = 2 + (i % 2);
        return callers[i % 2]!.bookings.create({
          ...visitor(`crowd-${i}`),
          classTypeId: mat.id,
          scheduleId: slot.id,
          participantCount: places,
          attendees: Array.from({ length: places - 1 }, (_, k) => `Guest ${i}-${k}`),
        }).then((res) => ({ places, res }));
      }),
    );

    expect(results.filter((r) => !r.res.success && r.res.message !== FULLY_BOOKED)).toEqual([]);
    const sold = results.filter((r) => r.res.success);
    const soldPlaces = sold.reduce((sum, r) => sum + r.places, 0);
    expect(soldPlaces).toBeLessThanOrEqual(10);
    // Full: nothing of two places is left over while a group of two was refused.
    expect(soldPlaces).toBeGreaterThanOrEqual(9);
    for (const r of sold) expect(r.res.bookingIds).toHaveLength(r.places);
    const live = await env.db
      .select({ id: bookings.id, lead: bookings.partyLeadId })
      .from(bookings)
      .where(and(eq(bookings.slotId, slot.id), inArray(bookings.status, ['held', 'confirmed'])));
    expect(live).toHaveLength(soldPlaces);
    // Every live place belongs to a group that was answered as booked, whole.
    const groups = new Map<number, number>();
    for (const b of live) groups.set(b.lead ?? b.id, (groups.get(b.lead ?? b.id) ?? 0) + 1);
    expect([...groups.entries()].sort((a, b) => a[0] - b[0])).toEqual(
      sold.map((r) => [r.res.bookingId!, r.places] as const).sort((a, b) => a[0] - b[0]),
    );
    expect(await env.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.slotId, slot.id))).toHaveLength(soldPlaces);
    expect(await takenOf(slot.id)).toBe(soldPlaces);
    expect(await recount(env.db, [slot.id])).toEqual([]);
  });
});
