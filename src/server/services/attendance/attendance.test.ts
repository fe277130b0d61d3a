import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketTokenOf } from '../../../domain/attendance';
import { londonInstant, londonToday } from '../../../domain/time';
import { bookings, checkInTickets, orders, payments } from '../../db/schema';
import { insertBooking } from '../../test/admin-fixtures';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { expectTrpcError } from '../../test/expect-error';
import { testDbKind, useTestEnv } from '../../test/harness';
import { startSmtpSink } from '../../test/smtp-sink';
import { decodeQrPng } from '../../test/ticket-fixtures';
import { createServices } from '../container';
import { ATTENDANCE_MESSAGES } from './attendance';
import { issueTicket } from './tickets';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
const smtp = {} as { sink: Sink };
beforeAll(async () => {
  smtp.sink = await startSmtpSink();
});
afterAll(async () => smtp.sink?.close());

/** The time the attendance procedures see; null: the wall clock. */
let fixedNow: Date | null = null;
const env = useTestEnv({
  config: { PUBLIC_URL: 'https://studio.test' },
  services: ({ db, config }) => createServices({ db, config: { ...config, SMTP_URL: smtp.sink.url }, clock: () => fixedNow ?? new Date() }),
});
let admin: ReturnType<typeof env.caller>;
beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const at = (date: string, time: string, minutes = 0) => new Date(londonInstant(date, time).getTime() + minutes * 60_000);

/** A class booked and paid through the real path; its ticket read from the delivered e-mail's QR code. */
async function paidBooking(who: string) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id], startTime: '18:00' });
  const res = await env.caller().bookings.create({ ...visitor(who), classTypeId: mat.id, scheduleId: slot.id });
  await env.caller().payments.confirmTest({ clientSecret: res.clientSecret!, cardNumber: '4242424242424242' });
  await env.services.mail.idle();
  await env.services.mail.flush();
  const mail = smtp.sink.received.find((m) => m.to.includes(`visitor${who}@example.com`) && m.subject.startsWith('Booking confirmed'))!;
  const png = mail.attachments.find((a) => a.filename === 'ticket.png')!;
  return { slot, bookingId: res.bookingId!, mail, png, ticket: await decodeQrPng(png.bytes) };
}

/** A confirmed booking written straight to a slot with a ticket issued as the confirmation does. */
async function bookingWithTicket(
  slotId: number,
  name: string,
  opts: { status?: 'confirmed' | 'cancelled' | 'held'; amountPence?: number; paid?: boolean } = {},
) {
  const id = await insertBooking(env.db, {
    slotId,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    status: opts.status ?? 'confirmed',
    order: { amountPence: opts.amountPence ?? 1200 },
  });
  if (opts.paid) {
    const [order] = await env.db
      .update(orders)
      .set({ paidPence: opts.amountPence ?? 1200 })
      .where(eq(orders.bookingId, id))
      .returning({ id: orders.id });
    await env.db.insert(payments).values({
      orderId: order!.id,
      provider: 'test',
      providerPaymentId: `testpi_att_${id}`,
      amountPence: opts.amountPence ?? 1200,
      status: 'succeeded',
    });
  }
  const ticket = await issueTicket(env.db, { bookingId: id, publicUrl: env.config.PUBLIC_URL });
  return { id, ref: `B-${id}`, ticket: ticket.url };
}

describe('the QR ticket in the confirmation e-mail', () => {
  it('is an inline PNG whose code is the check-in URL with a random token stored only as its sha256', async () => {
    const { mail, png, ticket, bookingId } = await paidBooking('t1');
    expect(png.contentType).toBe('image/png');
    expect(png.cid).toBe('ticket@check-in');
    // mailparser inlines a picture only when the HTML's cid: reference finds its attachment.
    expect(mail.html).toContain(`<img src="data:image/png;base64,${png.bytes.toString('base64')}" alt="QR code ticket for this booking"`);
    expect(mail.text).toContain('Your ticket: show this QR code at the door');
    expect(ticket).toMatch(/^https:\/\/studio\.test\/admin\/check-in#ticket=[A-Za-z0-9_-]{43}$/);
    const token = ticketTokenOf(ticket)!;
    // 256 random bits, not the booking id; the database keeps only the hash.
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await env.db
      .select({ bookingId: checkInTickets.bookingId, tokenHash: checkInTickets.tokenHash })
      .from(checkInTickets)
      .where(eq(checkInTickets.bookingId, bookingId));
    expect(stored).toEqual([{ bookingId, tokenHash: sha256(token) }]);
    expect(JSON.stringify(await env.db.select().from(bookings).where(eq(bookings.id, bookingId)))).not.toContain(token);
  });

  it('checks its holder in on the day of the class, once; a second scan says when', async () => {
    const { slot, ticket, bookingId } = await paidBooking('t2');
    fixedNow = at(slot.date, '17:52');
    const first = await admin.admin.attendance.checkIn({ ticket });
    expect(first).toMatchObject({
      outcome: 'checked_in',
      bookingId,
      ref: `B-${bookingId}`,
      name: 'Visitor t2',
      className: 'Mat Pilates Class',
      date: slot.date,
      startTime: '18:00',
    });
    expect(first.checkedInAt).toEqual(fixedNow);
    fixedNow = at(slot.date, '18:05');
    const again = await admin.admin.attendance.checkIn({ ticket: ticketTokenOf(ticket)! });
    expect(again).toMatchObject({ outcome: 'already', message: 'Already checked in at 17:52' });
    expect(again.checkedInAt).toEqual(at(slot.date, '17:52'));
    // The trail has the one check-in, as a sentence naming her.
    const trail = (await admin.admin.audit.list({ pageSize: 200 })).rows.filter((r) => r.entityId === `B-${bookingId}`);
    expect(trail.map((r) => r.summary)).toEqual([`Checked in Visitor t2 (B-${bookingId}) by ticket`]);
    fixedNow = null;
  });

  it("says a ticket is for another day's class and records nothing", async () => {
    const { slot, ticket, bookingId } = await paidBooking('t3');
    fixedNow = at(slot.date, '18:00', -24 * 60);
    expect(await admin.admin.attendance.checkIn({ ticket })).toMatchObject({ outcome: 'other_day', checkedInAt: null });
    expect((await admin.admin.attendance.checkIn({ ticket })).message).toMatch(
      /^This ticket is for Mat Pilates Class on .+ at 6:00 PM, not today$/,
    );
    fixedNow = at(slot.date, '18:00', 24 * 60);
    expect((await admin.admin.attendance.checkIn({ ticket })).message).toMatch(/^This ticket was for /);
    const [row] = await env.db.select({ checkedInAt: bookings.checkedInAt }).from(bookings).where(eq(bookings.id, bookingId));
    expect(row!.checkedInAt).toBeNull();
    fixedNow = null;
  });

  it('refuses wrong, malformed and guessed tickets alike, and does not check in a cancelled booking', async () => {
    const guessed = randomBytes(32).toString('base64url');
    for (const ticket of [guessed, `https://studio.test/admin/check-in#ticket=${guessed}`, 'not a ticket', '1', `${guessed}x`]) {
      await expectTrpcError(admin.admin.attendance.checkIn({ ticket }), 'NOT_FOUND', ATTENDANCE_MESSAGES.unknownTicket);
    }
    await expectTrpcError(admin.admin.attendance.checkIn({ ticket: '' }), 'BAD_REQUEST', /ticket/);
    const slot = await createSlot(env.db, { allowed: [], date: londonToday(), startTime: '05:00', locationId: null });
    const cancelled = await bookingWithTicket(slot.id, 'Cora Cancelled', { status: 'cancelled' });
    expect(await admin.admin.attendance.checkIn({ ticket: cancelled.ticket })).toMatchObject({
      outcome: 'not_confirmed',
      message: 'This booking is cancelled, not confirmed',
      checkedInAt: null,
    });
  });
});

describe('the roster', () => {
  it('lists the confirmed bookings of a class by name with phone, payment and attendance; the day lists its classes', async () => {
    const slot = await createSlot(env.db, { allowed: [] });
    await bookingWithTicket(slot.id, 'Zoe Paid', { paid: true, amountPence: 1500 });
    await bookingWithTicket(slot.id, 'amy Free', { amountPence: 0 });
    await bookingWithTicket(slot.id, 'Bea Door');
    await env.db.update(bookings).set({ specialRequests: 'Asthma: inhaler in her bag' }).where(eq(bookings.name, 'Bea Door'));
    await bookingWithTicket(slot.id, 'Held Hannah', { status: 'held' });
    await bookingWithTicket(slot.id, 'Cancelled Carl', { status: 'cancelled' });
    const roster = await admin.admin.attendance.roster({ slotId: slot.id });
    expect(roster.entries.map((e) => [e.name, e.phone, e.payment, e.paidPence, e.checkedInAt, e.noShowAt])).toEqual([
      ['amy Free', '07700 900123', 'free', 0, null, null],
      ['Bea Door', '07700 900123', 'unpaid', 0, null, null],
      ['Zoe Paid', '07700 900123', 'paid', 1500, null, null],
    ]);
    // Her medical note travels to the door with her name.
    expect(roster.entries.map((e) => e.specialRequests)).toEqual(['', 'Asthma: inhaler in her bag', '']);
    expect(roster.slot).toMatchObject({
      id: slot.id,
      date: slot.date,
      startTime: '10:00',
      endTime: '11:00',
      booked: 3,
      checkedIn: 0,
      noShows: 0,
      classNames: ['Mat Pilates Class'],
      started: false,
      ended: false,
    });
    const day = await admin.admin.attendance.slots({ date: slot.date });
    expect(day.find((s) => s.id === slot.id)).toEqual(roster.slot);
    await expectTrpcError(admin.admin.attendance.roster({ slotId: 2_000_000 }), 'NOT_FOUND', ATTENDANCE_MESSAGES.slotNotFound);
  });
});

describe('ticks and no-shows', () => {
  it('ticks a name on the day, undoes it, and refuses a tick before the day or on a booking not confirmed', async () => {
    const slot = await createSlot(env.db, { allowed: [] });
    const ann = await bookingWithTicket(slot.id, 'Ann Tick');
    const gone = await bookingWithTicket(slot.id, 'Gone Gina', { status: 'cancelled' });
    fixedNow = at(slot.date, '09:00', -24 * 60);
    await expectTrpcError(admin.admin.attendance.mark({ bookingId: ann.ref, state: 'attended' }), 'CONFLICT', ATTENDANCE_MESSAGES.laterDay);
    fixedNow = at(slot.date, '09:58');
    const ticked = await admin.admin.attendance.mark({ bookingId: ann.ref, state: 'attended' });
    expect(ticked).toMatchObject({ ref: ann.ref, checkedInAt: fixedNow, noShowAt: null });
    // A second tick (or a scan after the tick) keeps the first time.
    fixedNow = at(slot.date, '10:03');
    expect((await admin.admin.attendance.mark({ bookingId: ann.id, state: 'attended' })).checkedInAt).toEqual(at(slot.date, '09:58'));
    expect(await admin.admin.attendance.checkIn({ ticket: ann.ticket })).toMatchObject({
      outcome: 'already',
      message: 'Already checked in at 09:58',
    });
    expect(await admin.admin.attendance.mark({ bookingId: ann.ref, state: 'none' })).toMatchObject({ checkedInAt: null, noShowAt: null });
    await expectTrpcError(
      admin.admin.attendance.mark({ bookingId: gone.ref, state: 'attended' }),
      'CONFLICT',
      ATTENDANCE_MESSAGES.notConfirmed,
    );
    await expectTrpcError(admin.admin.attendance.mark({ bookingId: 'T-5', state: 'attended' }), 'BAD_REQUEST', /bookingId/);
    await expectTrpcError(admin.admin.attendance.mark({ bookingId: 2_000_000, state: 'attended' }), 'NOT_FOUND');
    fixedNow = null;
  });

  it('marks the unticked confirmed bookings no-shows only after the class, once; a single no-show once it has started', async () => {
    const slot = await createSlot(env.db, { allowed: [] });
    const came = await bookingWithTicket(slot.id, 'Cam Came');
    const missed = await bookingWithTicket(slot.id, 'Max Missed');
    const late = await bookingWithTicket(slot.id, 'Lou Late');
    const cancelled = await bookingWithTicket(slot.id, 'Cid Cancelled', { status: 'cancelled' });
    fixedNow = at(slot.date, '09:55');
    await admin.admin.attendance.checkIn({ ticket: came.ticket });
    await expectTrpcError(
      admin.admin.attendance.mark({ bookingId: late.ref, state: 'no_show' }),
      'CONFLICT',
      ATTENDANCE_MESSAGES.notStarted,
    );
    fixedNow = at(slot.date, '10:20');
    expect(await admin.admin.attendance.mark({ bookingId: late.ref, state: 'no_show' })).toMatchObject({
      noShowAt: fixedNow,
      checkedInAt: null,
    });
    await expectTrpcError(admin.admin.attendance.markNoShows({ slotId: slot.id }), 'CONFLICT', ATTENDANCE_MESSAGES.notEnded);
    fixedNow = at(slot.date, '11:00');
    expect(await admin.admin.attendance.markNoShows({ slotId: slot.id })).toEqual({ marked: 1 });
    expect(await admin.admin.attendance.markNoShows({ slotId: slot.id })).toEqual({ marked: 0 });
    const rows = await env.db
      .select({ id: bookings.id, checkedInAt: bookings.checkedInAt, noShowAt: bookings.noShowAt })
      .from(bookings)
      .where(eq(bookings.slotId, slot.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(came.id)).toMatchObject({ checkedInAt: at(slot.date, '09:55'), noShowAt: null });
    expect(byId.get(missed.id)).toMatchObject({ checkedInAt: null, noShowAt: at(slot.date, '11:00') });
    expect(byId.get(late.id)).toMatchObject({ checkedInAt: null, noShowAt: at(slot.date, '10:20') });
    expect(byId.get(cancelled.id)).toMatchObject({ checkedInAt: null, noShowAt: null });
    expect((await admin.admin.attendance.roster({ slotId: slot.id })).slot).toMatchObject({
      booked: 3,
      checkedIn: 1,
      noShows: 2,
      started: true,
      ended: true,
    });
    // Someone marked a no-show who turns up after all: the scan on the day puts it right.
    fixedNow = at(slot.date, '11:05');
    expect(await admin.admin.attendance.checkIn({ ticket: missed.ticket })).toMatchObject({ outcome: 'checked_in' });
    expect((await admin.admin.attendance.roster({ slotId: slot.id })).slot).toMatchObject({ checkedIn: 2, noShows: 1 });
    const trail = (await admin.admin.audit.list({ pageSize: 200 })).rows.map((r) => r.summary);
    expect(trail).toContain(`Marked Lou Late (${late.ref}) as a no-show`);
    expect(trail).toContain(`Marked 1 no-show after class slot ${slot.id} (${missed.ref})`);
    expect(trail.filter((t) => t.startsWith('Checked in Max Missed'))).toEqual([`Checked in Max Missed (${missed.ref}) by ticket`]);
    fixedNow = null;
  });
});

describe('attendance over REST', () => {
  it('checks in, reads the roster, marks and refuses as the tRPC procedures do', async () => {
    const app = await env.app();
    const token = await env.adminToken();
    const headers = { authorization: `Bearer ${token}` };
    const slot = await createSlot(env.db, { allowed: [], date: londonToday(), startTime: '06:00', locationId: null });
    const rita = await bookingWithTicket(slot.id, 'Rita Rest');

    const unauthenticated = await app.inject({ method: 'POST', url: '/api/admin/check-in', payload: { ticket: rita.ticket } });
    expect(unauthenticated.statusCode).toBe(401);
    const first = await app.inject({ method: 'POST', url: '/api/admin/check-in', headers, payload: { ticket: rita.ticket } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ outcome: 'checked_in', ref: rita.ref, name: 'Rita Rest' });
    const second = await app.inject({ method: 'POST', url: '/api/admin/check-in', headers, payload: { ticket: rita.ticket } });
    expect(second.json()).toMatchObject({ outcome: 'already' });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/admin/check-in',
      headers,
      payload: { ticket: randomBytes(32).toString('base64url') },
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, ATTENDANCE_MESSAGES.unknownTicket]);

    const roster = await app.inject({ method: 'GET', url: `/api/admin/location-availability/${slot.id}/roster`, headers });
    expect(roster.json().entries).toEqual([expect.objectContaining({ ref: rita.ref, checkedInAt: expect.any(String) })]);
    const day = await app.inject({ method: 'GET', url: `/api/admin/attendance/slots?date=${slot.date}`, headers });
    expect(day.json()).toContainEqual(expect.objectContaining({ id: slot.id, checkedIn: 1 }));

    const undo = await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${rita.ref}/attendance`,
      headers,
      payload: { state: 'none' },
    });
    expect(undo.json()).toMatchObject({ checkedInAt: null });
    const bad = await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${rita.id}/attendance`,
      headers,
      payload: { state: 'present' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^state: /);
    const future = await createSlot(env.db, { allowed: [] });
    const early = await app.inject({ method: 'POST', url: `/api/admin/location-availability/${future.id}/no-shows`, headers });
    expect([early.statusCode, early.json().message]).toEqual([409, ATTENDANCE_MESSAGES.notEnded]);
  });
});

describe.runIf(testDbKind() === 'postgres')('one ticket scanned 200 times at once on PostgreSQL (two app instances)', () => {
  it('records exactly one check-in; every other scan reports it as already checked in', async () => {
    const apps = [await env.app(), (await env.secondInstance({ poolSize: 20 })).app];
    const headers = { authorization: `Bearer ${await env.adminToken()}` };
    const slot = await createSlot(env.db, { allowed: [], date: londonToday(), startTime: '07:00', locationId: null });
    const racer = await bookingWithTicket(slot.id, 'Rae Race');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        apps[i % 2]!.inject({ method: 'POST', url: '/api/admin/check-in', headers, payload: { ticket: racer.ticket } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
    const outcomes = answers.map((a) => a.json<{ outcome: string; checkedInAt: string }>());
    expect(outcomes.filter((o) => o.outcome === 'checked_in')).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === 'already')).toHaveLength(199);
    // Every answer names the one recorded time.
    expect(new Set(outcomes.map((o) => o.checkedInAt)).size).toBe(1);
    const [row] = await env.db.select({ checkedInAt: bookings.checkedInAt }).from(bookings).where(eq(bookings.id, racer.id));
    expect(row!.checkedInAt!.toISOString()).toBe(outcomes[0]!.checkedInAt);
  });
});
