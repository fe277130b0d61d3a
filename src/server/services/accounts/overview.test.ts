import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, londonToday } from '../../../domain/time';
import { appointments, appointmentTypes, bookings } from '../../db/schema';
import { createSlot, insertBookingRows, seededClassType } from '../../test/booking-fixtures';
import { expectTrpcError } from '../../test/expect-error';
import { useTestEnv } from '../../test/harness';
import { accountSessionFor } from '../../test/account-fixtures';

const env = useTestEnv({ config: { PUBLIC_URL: 'https://studio.test' } });
const CARD_OK = '4242424242424242';

/** Signs in as a customer would: the link from the outbox (no SMTP here), exchanged for a session. */
const sessionFor = (email: string) => accountSessionFor(env, email);

const ANN = { name: 'Ann Account', email: 'ann.account@example.com', phone: '07700 900111' };
const BOB = { name: 'Bob Other', email: 'bob.other@example.com', phone: '07700 900222' };

/** Ann's world: a paid booking, a past one, a waiting-list place, credits and an appointment. */
async function annHolds() {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
  const booked = await env.caller().bookings.create({ ...ANN, email: 'Ann.Account@example.com', classTypeId: mat.id, scheduleId: slot.id });
  await env.caller().payments.confirmTest({ clientSecret: booked.clientSecret!, cardNumber: CARD_OK });
  const past = await createSlot(env.db, { allowed: [mat.id], date: addDays(londonToday(), -3) });
  const [pastId] = await insertBookingRows(env.db, [
    { slotId: past.id, classTypeId: mat.id, className: 'Mat Pilates Class', ...ANN, status: 'confirmed' },
  ]);
  const full = await createSlot(env.db, { allowed: [mat.id], maxBookings: 1 });
  await insertBookingRows(env.db, [{ slotId: full.id, classTypeId: mat.id, className: 'Mat Pilates Class', ...BOB, status: 'confirmed' }]);
  const joined = await env.caller().waitlist.join({ scheduleId: full.id, name: ANN.name, email: ANN.email });
  const admin = env.caller({ token: await env.adminToken() });
  const pack = await admin.admin.packs.create({
    name: 'Five classes',
    pricePence: 5000,
    credits: 5,
    validityDays: 60,
    classTypeIds: [mat.id],
  });
  await admin.admin.packs.grant({ email: ANN.email, packId: pack.id, reason: 'sold at the desk' });
  const [type] = await env.db
    .insert(appointmentTypes)
    .values({ name: 'Personal training', durationMinutes: 60, pricePence: 4000, place: 'online' })
    .returning({ id: appointmentTypes.id });
  const startsAt = new Date(Date.now() + 5 * 86_400_000);
  const [appt] = await env.db
    .insert(appointments)
    .values({
      typeId: type!.id,
      typeName: 'Personal training',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      place: 'online',
      ...ANN,
      status: 'confirmed',
    })
    .returning({ id: appointments.id });
  return { mat, slot, bookingId: booked.bookingId!, pastId: pastId!, full, joined, appointmentId: appt!.id };
}

describe('her account page', () => {
  it('shows her bookings by B-reference, appointments, credits with what they pay for, and waiting-list places', async () => {
    const ann = await annHolds();
    const me = await env.caller({ accountSession: await sessionFor(ANN.email) }).account.me();
    expect(me.email).toBe(ANN.email);
    expect(me.name).toBe(ANN.name);
    expect(me.bookings.map((b) => [b.ref, b.upcoming, b.status])).toEqual([
      [`B-${ann.pastId}`, false, 'confirmed'],
      [`B-${ann.bookingId}`, true, 'confirmed'],
    ]);
    expect(me.appointments).toEqual([
      expect.objectContaining({ ref: `A-${ann.appointmentId}`, typeName: 'Personal training', upcoming: true }),
    ]);
    expect(me.credits).toEqual([
      expect.objectContaining({ title: expect.stringContaining('Five classes'), remaining: 5, covers: 'Mat Pilates Class' }),
    ]);
    expect(me.waitlist).toEqual([
      expect.objectContaining({ id: expect.any(Number), className: 'Mat Pilates Class', status: 'waiting', position: 1 }),
    ]);
  });

  it('edits name, phone and special requests of an upcoming booking, not of a past one', async () => {
    const session = await sessionFor(ANN.email);
    const me = await env.caller({ accountSession: session }).account.me();
    const [past, upcoming] = me.bookings;
    const edited = await env
      .caller({ accountSession: session })
      .account.editBooking({ ref: upcoming!.ref, phone: '07700 900999', specialRequests: 'Bad back' });
    expect(edited).toMatchObject({ ref: upcoming!.ref, phone: '07700 900999', specialRequests: 'Bad back', name: ANN.name });
    await expectTrpcError(env.caller({ accountSession: session }).account.editBooking({ ref: past!.ref, name: 'Ann B' }), 'CONFLICT');
  });

  it('leaves a waiting list from the account', async () => {
    const session = await sessionFor(ANN.email);
    const [place] = (await env.caller({ accountSession: session }).account.me()).waitlist;
    await expect(env.caller({ accountSession: session }).account.leaveWaitlist({ id: place!.id })).resolves.toEqual({ declined: true });
    expect((await env.caller({ accountSession: session }).account.me()).waitlist).toEqual([]);
  });

  it('spends a credit without a 6-digit code when signed in', async () => {
    const session = await sessionFor(ANN.email);
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 3 });
    const res = await env
      .caller({ accountSession: session })
      .account.bookWithCredit({ classTypeId: mat.id, scheduleId: slot.id, name: ANN.name, phone: ANN.phone });
    expect(res.success).toBe(true);
    const [row] = await env.db
      .select({ email: bookings.email, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, res.bookingId!));
    expect(row).toEqual({ email: ANN.email, status: 'confirmed' });
    const me = await env.caller({ accountSession: session }).account.me();
    expect(me.credits[0]!.remaining).toBe(4);
  });
});

describe('one account cannot reach another', () => {
  it('answers every account path with another customer’s session and references with 404, and leaks nothing', async () => {
    const annSession = await sessionFor(ANN.email);
    const ann = await env.caller({ accountSession: annSession }).account.me();
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const full = await createSlot(env.db, { allowed: [mat.id], maxBookings: 1 });
    await insertBookingRows(env.db, [
      { slotId: full.id, classTypeId: mat.id, className: 'Mat Pilates Class', ...BOB, status: 'confirmed' },
    ]);
    await env.caller().waitlist.join({ scheduleId: full.id, name: ANN.name, email: ANN.email });
    const annWait = (await env.caller({ accountSession: annSession }).account.me()).waitlist[0]!;
    const annUpcoming = ann.bookings.find((b) => b.upcoming)!;

    const bobSession = await sessionFor(BOB.email);
    const bob = env.caller({ accountSession: bobSession });
    const bobView = await bob.account.me();
    expect(JSON.stringify(bobView)).not.toMatch(/ann/i);
    expect(bobView.credits).toEqual([]);
    await expectTrpcError(bob.account.editBooking({ ref: annUpcoming.ref, name: 'Hijacked' }), 'NOT_FOUND');
    await expectTrpcError(bob.account.leaveWaitlist({ id: annWait.id }), 'NOT_FOUND');
    // Her credits stay hers: Bob has none to spend.
    await expectTrpcError(
      bob.account.bookWithCredit({ classTypeId: mat.id, scheduleId: full.id, name: BOB.name, phone: BOB.phone }),
      'CONFLICT',
    );

    const app = await env.app();
    const asBob = { authorization: `Bearer ${bobSession}` };
    const view = await app.inject({ method: 'GET', url: '/api/account', headers: asBob });
    expect(view.statusCode).toBe(200);
    expect(view.body).not.toMatch(/ann/i);
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/account/bookings/${annUpcoming.ref}`,
      headers: asBob,
      payload: { name: 'Hijacked' },
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.body).not.toMatch(/ann|Mat Pilates/i);
    const leave = await app.inject({ method: 'POST', url: `/api/account/waitlist/${annWait.id}/leave`, headers: asBob });
    expect(leave.statusCode).toBe(404);
    expect(leave.body).not.toMatch(/ann/i);
    // Moving her booking (decision 710): neither the quote nor the move says anything about it.
    const elsewhere = await createSlot(env.db, { allowed: [mat.id] });
    const quote = await app.inject({
      method: 'GET',
      url: `/api/account/bookings/${annUpcoming.ref}/move-quote?scheduleId=${elsewhere.id}`,
      headers: asBob,
    });
    expect(quote.statusCode).toBe(404);
    expect(quote.body).not.toMatch(/ann|Mat Pilates/i);
    const move = await app.inject({
      method: 'POST',
      url: `/api/account/bookings/${annUpcoming.ref}/move`,
      headers: asBob,
      payload: { scheduleId: elsewhere.id },
    });
    expect(move.statusCode).toBe(404);
    expect(move.body).not.toMatch(/ann|Mat Pilates/i);
    // Her things are as they were.
    const after = await env.caller({ accountSession: annSession }).account.me();
    expect(after.bookings.find((b) => b.ref === annUpcoming.ref)).toMatchObject({
      name: annUpcoming.name,
      scheduleId: annUpcoming.scheduleId,
    });
    expect(after.waitlist.map((w) => w.id)).toContain(annWait.id);

    // No session, or an admin's token: 401 everywhere.
    for (const headers of [{}, { authorization: `Bearer ${await env.adminToken()}` }]) {
      expect((await app.inject({ method: 'GET', url: '/api/account', headers })).statusCode).toBe(401);
      expect(
        (await app.inject({ method: 'PATCH', url: `/api/account/bookings/${annUpcoming.ref}`, headers, payload: { name: 'X y' } }))
          .statusCode,
      ).toBe(401);
    }
  });
});
