/**
 * After an appointment is paid, whichever way (card, package credit, free): her confirmation with a strict .ics
 * and a manage link, self-cancel under the terms, moving it from the link (atomic), the reminder job; and the
 * owner's actions: move, cancel with a refund or a credit, book a client by phone.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARQ_QUESTIONS } from '../../../domain/appointments/rules';
import { addDays, londonInstant, londonToday, mondayOf } from '../../../domain/time';
import { appointments, busyTimes, creditLots, jobs, orders, refunds } from '../../db/schema';
import { expectTrpcError } from '../../test/expect-error';
import { parseStrictIcs } from '../../test/ical-strict';
import { type TestEnv, useTestEnv } from '../../test/harness';
import { startSmtpSink } from '../../test/smtp-sink';
import { createServices } from '../container';
import { grantLot } from '../money/credit-lots';
import { accountSessionFor } from '../../test/account-fixtures';
import { APPOINTMENT_REMINDER_JOB } from './notify';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
const smtp = {} as { sink: Sink };
beforeAll(async () => {
  smtp.sink = await startSmtpSink();
});
afterAll(async () => smtp.sink?.close());

const clock = { now: new Date() };
const monday = addDays(mondayOf(londonToday(clock.now)), 35);
const env = useTestEnv({
  config: { PUBLIC_URL: 'https://studio.test', BUSINESS_NAME: 'Studio Test', OWNER_EMAIL: 'owner@studio.test', RATE_LIMIT_PER_MINUTE: '0' },
  services: ({ db, config }) => createServices({ db, config: { ...config, SMTP_URL: smtp.sink.url }, clock: () => clock.now }),
});

const inbox = (to: string) => smtp.sink.received.filter((m) => m.to.includes(to));
const tokenIn = (text: string) => /https:\/\/studio\.test\/manage#([A-Za-z0-9_-]{43})/.exec(text)?.[1];
const at = (date: string, time: string) => londonInstant(date, time);
const health = { answers: PARQ_QUESTIONS.map((_, i) => i === 4), details: 'Old knee injury' };
/** The e-mail jobs are due at the database's now, which the test clock may be behind. */
async function sendMail() {
  await env.services.mail.idle();
  await env.services.jobs.runDue({ now: new Date(Date.now() + 60_000), kinds: ['email'] });
}

let admin: ReturnType<TestEnv['caller']>;
let single: { id: number; pricePence: number };
let consultation: { id: number };

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
  await admin.admin.appointments.setHours(
    [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '08:00', endTime: '18:00', locationId: null })),
  );
  const types = await admin.admin.appointments.listTypes();
  single = types.find((t) => t.name === 'Personal Training - Single Session')!;
  consultation = types.find((t) => t.name === 'Free Consultation')!;
});

async function paidAppointment(who: string, date: string, time: string) {
  const email = `${who}@example.com`;
  const booked = await env
    .caller()
    .appointments.book({ typeId: single.id, start: at(date, time), name: 'Jane Client', email, phone: '07700 900123', health });
  expect(booked.success).toBe(true);
  await env
    .caller()
    .payments.confirmTest({ clientSecret: booked.clientSecret!, cardNumber: '4242424242424242', holdToken: booked.holdToken });
  await sendMail();
  const mail = inbox(email).find((m) => m.subject.startsWith('Confirmed:'))!;
  return { id: booked.appointmentId!, email, mail, token: tokenIn(mail.text)! };
}

describe('after payment', () => {
  it('e-mails a confirmation with a strict .ics and a manage link, and queues the reminder', async () => {
    const { id, mail, token } = await paidAppointment('after1', monday, '09:00');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ics = mail.attachments.find((a) => a.filename === 'appointment.ics')!;
    expect(ics.method).toBe('PUBLISH');
    const event = parseStrictIcs(ics.content).children.find((c) => c.name === 'VEVENT')!;
    expect(event.get('UID')?.value).toBe(`appointment-${id}@studio.test`);
    expect(event.get('DTSTART')).toMatchObject({ params: { TZID: 'Europe/London' }, raw: `${monday.replaceAll('-', '')}T090000` });
    expect(event.get('SEQUENCE')?.value).toBe('0');
    expect(inbox('owner@studio.test').some((m) => m.subject.startsWith('Appointment booked:'))).toBe(true);

    const view = await env.caller().manage.appointment({ token });
    expect(view).toMatchObject({
      appointmentId: id,
      reference: `A-${id}`,
      status: 'confirmed',
      date: monday,
      startTime: '09:00',
      endTime: '10:00',
      amountPaidPence: 4000,
      healthAnswered: true,
      cancellation: { allowed: true, refundPence: 4000, percent: 100 },
      reschedule: { allowed: true },
      payment: null,
    });

    const [job] = await env.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `appointment-reminder:${id}:0`));
    expect(job!.runAt).toEqual(new Date(at(monday, '09:00').getTime() - 24 * 3_600_000));
    await env.services.jobs.runDue({ now: job!.runAt, kinds: [APPOINTMENT_REMINDER_JOB] });
    await sendMail();
    expect(inbox('after1@example.com').some((m) => m.subject.startsWith('Reminder:'))).toBe(true);
  });

  it('moves from the manage link atomically: the old time is freed as the new one is taken; a taken time changes nothing', async () => {
    const { id, token } = await paidAppointment('after2', addDays(monday, 1), '09:00');
    const other = await paidAppointment('after2b', addDays(monday, 1), '14:00');
    const times = await env.caller().manage.appointmentTimes({ token, from: addDays(monday, 1), to: addDays(monday, 1) });
    // Her own hour counts as free for moving within it, the other client's does not.
    expect(times.times.map((t) => t.startTime)).toContain('09:15');
    expect(times.times.map((t) => t.startTime)).not.toContain('14:00');

    await expectTrpcError(
      env.caller().manage.appointmentReschedule({ token, start: at(addDays(monday, 1), '14:30') }),
      'CONFLICT',
      'That time has just been taken. Please choose another.',
    );
    await expectTrpcError(
      env.caller().manage.appointmentReschedule({ token, start: at(addDays(monday, 1), '11:10') }),
      'BAD_REQUEST',
      /start/,
    );
    const moved = await env.caller().manage.appointmentReschedule({ token, start: at(addDays(monday, 1), '11:00') });
    expect(moved).toMatchObject({ startTime: '11:00', endTime: '12:00', status: 'confirmed' });
    const reserved = await env.db.select({ during: busyTimes.during }).from(busyTimes).where(eq(busyTimes.appointmentId, id));
    expect(reserved).toHaveLength(1);
    // The 09:00 hour is free again for anyone.
    const free = await env.caller().appointments.availability({ typeId: single.id, from: addDays(monday, 1), to: addDays(monday, 1) });
    expect(free.times.map((t) => t.startTime)).toContain('09:00');
    await sendMail();
    const mail = inbox('after2@example.com').find((m) => m.subject.startsWith('Moved:'))!;
    const event = parseStrictIcs(mail.attachments[0]!.content).children.find((c) => c.name === 'VEVENT')!;
    expect(event.get('SEQUENCE')?.value).toBe('1');
    expect(event.get('UID')?.value).toBe(`appointment-${id}@studio.test`);
    expect(
      await env.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `appointment-reminder:${id}:1`)),
    ).toHaveLength(1);
    expect(other.id).not.toBe(id);
  });

  it('refuses a move from the link inside the notice, and cancels under the terms with the refund shown', async () => {
    const date = addDays(monday, 2);
    const { id, token } = await paidAppointment('after3', date, '10:00');
    const saved = clock.now;
    try {
      clock.now = new Date(at(date, '10:00').getTime() - 20 * 3_600_000);
      await expectTrpcError(env.caller().manage.appointmentReschedule({ token, start: at(date, '15:00') }), 'CONFLICT', /24 hours/);
      const view = await env.caller().manage.appointment({ token });
      expect(view.cancellation).toMatchObject({ allowed: true, percent: 50, refundPence: 2000 });
      await expectTrpcError(env.caller().manage.appointmentCancel({ token, refundPence: 4000 }), 'CONFLICT', /changed to £20.00/);
      const done = await env.caller().manage.appointmentCancel({ token, refundPence: 2000 });
      expect(done).toMatchObject({ cancelled: true, refundPence: 2000 });
    } finally {
      clock.now = saved;
    }
    expect(await env.db.select().from(busyTimes).where(eq(busyTimes.appointmentId, id))).toHaveLength(0);
    const [order] = await env.db.select({ refunded: orders.refundedPence }).from(orders).where(eq(orders.appointmentId, id));
    expect(order!.refunded).toBe(2000);
    await sendMail();
    const mail = inbox('after3@example.com').find((m) => m.subject.startsWith('Cancelled:'))!;
    expect(mail.attachments[0]!.method).toBe('CANCEL');
    const event = parseStrictIcs(mail.attachments[0]!.content).children.find((c) => c.name === 'VEVENT')!;
    expect(event.get('STATUS')?.value).toBe('CANCELLED');
  });
});

describe('the owner', () => {
  it('sees the health answers, moves an appointment (the client e-mailed) and cancels it with a full refund', async () => {
    const date = addDays(monday, 3);
    const { id } = await paidAppointment('owner1', date, '09:00');
    const [listed] = (await admin.admin.appointments.list({ from: date, to: date })).filter((a) => a.id === id);
    expect(listed).toMatchObject({ reference: `A-${id}`, status: 'confirmed', paidPence: 4000, startTime: '09:00' });
    expect(listed!.health).toMatchObject({ flagged: true, details: 'Old knee injury' });
    expect(listed!.health!.answers[4]).toBe(true);

    const moved = await admin.admin.appointments.reschedule({ id, start: at(date, '13:00') });
    expect(moved).toMatchObject({ startTime: '13:00', endTime: '14:00' });
    await sendMail();
    expect(inbox('owner1@example.com').some((m) => m.subject.startsWith('Moved:') && m.text.includes('has moved your session'))).toBe(true);

    const cancelled = await admin.admin.appointments.cancel({ id, outcome: 'refund' });
    expect(cancelled).toMatchObject({ cancelled: true, refundPence: 4000, appointment: { status: 'cancelled', cancelledBy: 'owner' } });
    const given = await env.db
      .select({ amount: refunds.amountPence })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(eq(orders.appointmentId, id));
    expect(given).toEqual([{ amount: 4000 }]);
    await expectTrpcError(admin.admin.appointments.cancel({ id, outcome: 'refund' }), 'CONFLICT', /already cancelled/);
    // She is told the owner cancelled and how her money comes back.
    await sendMail();
    const told = inbox('owner1@example.com').filter((m) => m.subject.startsWith('Cancelled:'));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('Studio Test has had to cancel your session.');
    expect(told[0]!.text).toContain('A full refund of £40.00 is on its way to your card.');
  });

  it('cancels with a credit instead of the money', async () => {
    const date = addDays(monday, 3);
    const { id, email } = await paidAppointment('owner2', date, '15:00');
    const res = await admin.admin.appointments.cancel({ id, outcome: 'credit' });
    expect(res).toMatchObject({ cancelled: true, refundPence: 0, credit: 'instead' });
    const lots = await env.db.select().from(creditLots).where(eq(creditLots.email, email));
    expect(lots).toHaveLength(1);
    expect(lots[0]).toMatchObject({ scope: 'training', remaining: 1 });
  });

  it('books a client by phone: complimentary and cash confirm at once, a card link holds and e-mails her link', async () => {
    const date = addDays(monday, 4);
    const base = { typeId: single.id, name: 'Phone Client', phone: '07700 900555' };
    const comp = await admin.admin.appointments.create({
      ...base,
      start: at(date, '09:00'),
      email: 'phone1@example.com',
      payment: 'complimentary',
      health,
    });
    expect(comp).toMatchObject({ success: true, status: 'confirmed', amountPence: 0, appointment: { paidWith: 'complimentary' } });
    const cash = await admin.admin.appointments.create({
      ...base,
      start: at(date, '11:00'),
      email: 'phone2@example.com',
      payment: 'cash',
      health,
    });
    expect(cash).toMatchObject({ status: 'confirmed', appointment: { paidWith: 'cash', amountPence: 4000 } });
    const link = await admin.admin.appointments.create({
      ...base,
      start: at(date, '14:00'),
      email: 'phone3@example.com',
      payment: 'card_link',
    });
    expect(link).toMatchObject({ status: 'held', clientSecret: null });
    await sendMail();
    const mail = inbox('phone3@example.com').find((m) => m.subject.startsWith('Please pay'))!;
    const token = tokenIn(mail.text)!;
    // Her first session: the card form opens only once her health questionnaire is answered through her link.
    const unanswered = await env.caller().manage.appointment({ token });
    expect(unanswered).toMatchObject({ status: 'held', healthRequired: true, healthAnswered: false, payment: null });
    await env.caller().manage.appointmentHealth({ token, health });
    const view = await env.caller().manage.appointment({ token });
    expect(view).toMatchObject({ status: 'held', healthRequired: false, healthAnswered: true });
    expect(view.payment).toMatchObject({ amountPence: 4000, clientSecret: expect.any(String) });
    await env.caller().payments.confirmTest({ clientSecret: view.payment!.clientSecret, cardNumber: '4242424242424242' });
    expect((await env.caller().manage.appointment({ token })).status).toBe('confirmed');
    // Over a booked time: refused, nothing stored.
    await expectTrpcError(
      admin.admin.appointments.create({ ...base, start: at(date, '09:30'), email: 'phone4@example.com', payment: 'cash', health }),
      'CONFLICT',
      'That time has just been taken. Please choose another.',
    );
    expect(await env.db.select().from(appointments).where(eq(appointments.email, 'phone4@example.com'))).toHaveLength(0);
    expect(consultation.id).toBeGreaterThan(0);
    expect(
      await env.db
        .select()
        .from(appointments)
        .where(and(eq(appointments.email, 'phone1@example.com'), eq(appointments.status, 'confirmed'))),
    ).toHaveLength(1);
  });
});

describe('package credits', () => {
  it('pay for a type that accepts training credits; cancelling 24 h ahead gives the credit back', async () => {
    const email = 'credit1@example.com';
    await grantLot(
      env.db,
      {
        email,
        scope: 'training',
        title: '12 sessions',
        classTypeIds: [],
        credits: 2,
        expiresAt: new Date(clock.now.getTime() + 365 * 86_400_000),
      },
      'owner',
      'test grant',
    );
    await env.caller().packs.requestCode({ email });
    await sendMail();
    const code = /(\d{6})/.exec(inbox(email).find((m) => m.subject.startsWith('Your code'))!.subject)![1]!;
    const { creditToken } = await env.caller().packs.verifyCode({ email, code });
    const date = addDays(monday, 7);
    const paid = await env.caller().appointments.book({
      typeId: single.id,
      start: at(date, '09:00'),
      name: 'Credit Client',
      email,
      phone: '07700 900123',
      creditToken,
      health,
    });
    expect(paid).toMatchObject({ success: true, status: 'confirmed', amountPence: 0, clientSecret: null });
    const lotsAfter = await env.db.select({ remaining: creditLots.remaining }).from(creditLots).where(eq(creditLots.email, email));
    expect(lotsAfter).toEqual([{ remaining: 1 }]);
    // Someone else's proof does not pay for her, and a type without credits refuses one.
    await expectTrpcError(
      env.caller().appointments.book({
        typeId: single.id,
        start: at(date, '13:00'),
        name: 'Xavier Other',
        email: 'other@example.com',
        phone: '07700 900123',
        creditToken,
      }),
      'BAD_REQUEST',
      /email/,
    );
    await expectTrpcError(
      env.caller().appointments.book({
        typeId: consultation.id,
        start: at(date, '13:00'),
        name: 'Xavier Other',
        email,
        phone: '07700 900123',
        creditToken,
      }),
      'BAD_REQUEST',
      /creditToken/,
    );
    await sendMail();
    const token = tokenIn(inbox(email).find((m) => m.subject.startsWith('Confirmed:'))!.text)!;
    const view = await env.caller().manage.appointment({ token });
    expect(view).toMatchObject({ paidWith: 'credit', cancellation: { allowed: true, paidWithCredit: true, refundPence: 0 } });
    expect(await env.caller().manage.appointmentCancel({ token, refundPence: 0 })).toMatchObject({ cancelled: true, credit: 'restored' });
    const lotsBack = await env.db.select({ remaining: creditLots.remaining }).from(creditLots).where(eq(creditLots.email, email));
    expect(lotsBack).toEqual([{ remaining: 2 }]);
    // Her page then says the credit came back (no refund: nothing was paid by card).
    const after = await env.caller().manage.appointment({ token });
    expect(after).toMatchObject({ status: 'cancelled', refunds: [] });
    expect(after.creditBackAt).toEqual(expect.any(String));
  });
});

describe('her private calendar feed', () => {
  it('serves classes and appointments as strict RFC 5545 at a secret URL; a new URL or revoking kills the old', async () => {
    const app = await env.app();
    const date = addDays(monday, 8);
    const { id } = await paidAppointment('feed1', date, '09:00');
    const gone = await paidAppointment('feed2', date, '13:00');
    await admin.admin.appointments.cancel({ id: gone.id, outcome: 'none' });
    // A class she withdrew stays in the feed, cancelled, so a subscribed phone drops it.
    const studioId = (await admin.admin.locations.list()).find((l) => l.name === 'Main Studio')!.id;
    const withdrawn = await admin.admin.schedule.create({ date, startTime: '17:00', endTime: '18:00', locationId: studioId });
    await admin.admin.withdrawals.withdraw({ kind: 'slot', id: withdrawn.id });
    expect(await admin.admin.appointments.calendarFeed()).toMatchObject({ active: false, url: null });
    const made = await admin.admin.appointments.createCalendarFeed();
    expect(made.url).toMatch(/^https:\/\/studio\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const path = new URL(made.url!).pathname;
    const res = await app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const cal = parseStrictIcs(res.body);
    const events = cal.children.filter((c) => c.name === 'VEVENT');
    const mine = events.find((e) => e.get('UID')?.value === `appointment-${id}@studio.test`)!;
    expect(mine.get('STATUS')?.value).toBe('CONFIRMED');
    expect(mine.get('SUMMARY')?.value).toContain('Jane Client');
    const cancelled = events.find((e) => e.get('UID')?.value === `appointment-${gone.id}@studio.test`)!;
    expect(cancelled.get('STATUS')?.value).toBe('CANCELLED');
    expect(events.some((e) => e.get('UID')?.value?.startsWith('slot-'))).toBe(true);
    const withdrawnEvent = events.find((e) => e.get('UID')?.value === `slot-${withdrawn.id}@studio.test`)!;
    expect(withdrawnEvent.get('STATUS')?.value).toBe('CANCELLED');
    expect(withdrawnEvent.get('SEQUENCE')?.value).toBe('1');
    expect(await admin.admin.appointments.calendarFeed()).toMatchObject({ active: true, url: null });

    const again = await admin.admin.appointments.createCalendarFeed();
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const newPath = new URL(again.url!).pathname;
    expect((await app.inject({ method: 'GET', url: newPath })).statusCode).toBe(200);
    await admin.admin.appointments.revokeCalendarFeed();
    expect((await app.inject({ method: 'GET', url: newPath })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/calendar/not-a-token.ics' })).statusCode).toBe(404);
  });
});

describe('the admin bookings list', () => {
  it("lists an appointment as kind 'appointment' with reference A-<id>, found by that reference", async () => {
    const { id } = await paidAppointment('list1', addDays(monday, 9), '09:00');
    const found = await admin.admin.bookings.list({ search: `A-${id}` });
    expect(found.rows).toEqual([
      expect.objectContaining({ kind: 'appointment', ref: `A-${id}`, classDate: addDays(monday, 9), classTime: '09:00' }),
    ]);
    const byName = await admin.admin.bookings.list({ search: 'list1@example.com' });
    expect(byName.rows.map((r) => r.ref)).toEqual([`A-${id}`]);
  });
});

describe('the health questionnaire (PAR-Q) before a first session', () => {
  const date = addDays(monday, 11);
  const her = (email: string) => ({ typeId: single.id, name: 'First Timer', email, phone: '07700 900321' });

  it("refuses a first-timer's booking without answers, naming health; nothing is stored", async () => {
    const email = 'parq-first@example.com';
    await expectTrpcError(env.caller().appointments.book({ ...her(email), start: at(date, '09:00') }), 'BAD_REQUEST', /^health: /);
    const res = await (
      await env.app()
    ).inject({ method: 'POST', url: '/api/appointments', payload: { ...her(email), start: at(date, '09:00').toISOString() } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^health: answer the health questionnaire/);
    expect(await env.db.select().from(appointments).where(eq(appointments.email, email))).toHaveLength(0);
  });

  it('books a returning client signed in to her account (any case of her address) without asking again', async () => {
    const email = 'parq-back@example.com';
    const first = await env.caller().appointments.book({ ...her(email), start: at(date, '10:00'), health });
    expect(first.success).toBe(true);
    const signedIn = env.caller({ accountSession: await accountSessionFor(env, email) });
    const again = await signedIn.appointments.book({ ...her('PARQ-Back@Example.com'), start: at(date, '12:00') });
    expect(again).toMatchObject({ success: true, status: 'held' });
  });

  it("refuses the owner's cash or complimentary booking of a first-timer without answers; a card link waits for them", async () => {
    for (const payment of ['cash', 'complimentary'] as const)
      await expectTrpcError(
        admin.admin.appointments.create({ ...her(`parq-owner-${payment}@example.com`), start: at(date, '14:00'), payment }),
        'BAD_REQUEST',
        /^health: /,
      );
    expect(
      await env.db
        .select()
        .from(appointments)
        .where(eq(appointments.startsAt, at(date, '14:00'))),
    ).toHaveLength(0);
    const given = await admin.admin.appointments.create({
      ...her('parq-owner-phone@example.com'),
      start: at(date, '14:00'),
      payment: 'cash',
      health,
    });
    expect(given).toMatchObject({ status: 'confirmed', appointment: { health: { flagged: true } } });
  });
});
