import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLongDate, londonInstant } from '../../../domain/time';
import { bookings, jobs, manageTokens, orders, refunds } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { expectTrpcError } from '../../test/expect-error';
import { parseStrictIcs } from '../../test/ical-strict';
import { testDbKind, useTestEnv } from '../../test/harness';
import { startSmtpSink } from '../../test/smtp-sink';
import { bookingMailFacts } from '../booking/mail-facts';
import { createServices } from '../container';
import { REMINDER_JOB } from './customers';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
const smtp = {} as { sink: Sink };
beforeAll(async () => {
  smtp.sink = await startSmtpSink();
});
afterAll(async () => smtp.sink?.close());

const env = useTestEnv({
  config: {
    PUBLIC_URL: 'https://studio.test',
    BUSINESS_NAME: 'Studio Test',
    LOGO_URL: 'https://studio.test/logo.png',
    OWNER_EMAIL: 'owner@studio.test',
  },
  services: ({ db, config }) => createServices({ db, config: { ...config, SMTP_URL: smtp.sink.url } }),
});

const inbox = (to: string) => smtp.sink.received.filter((m) => m.to.includes(to));
const tokenIn = (text: string) => /https:\/\/studio\.test\/manage#([A-Za-z0-9_-]{43})/.exec(text)?.[1];

async function sendMail() {
  await env.services.mail.idle();
  await env.services.mail.flush();
}

async function paidBooking(who: string, opts: { virtual?: boolean; startTime?: string } = {}) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, {
    allowed: [mat.id],
    startTime: opts.startTime ?? '18:30',
    ...(opts.virtual ? { locationId: null } : {}),
  });
  const res = await env.caller().bookings.create({ ...visitor(who), classTypeId: mat.id, scheduleId: slot.id, discountCode: 'WELCOME10' });
  await env.caller().payments.confirmTest({ clientSecret: res.clientSecret!, cardNumber: '4242424242424242' });
  await sendMail();
  const mail = inbox(`visitor${who}@example.com`).find((m) => m.subject.startsWith('Booking confirmed'))!;
  return { slot, bookingId: res.bookingId!, mail, token: tokenIn(mail.text)! };
}

describe('manage link in the confirmation e-mail', () => {
  it('carries a private link built from PUBLIC_URL, in plain text and HTML, with the business name and logo', async () => {
    const { mail, token } = await paidBooking('ml1');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text.split('\n')).toContain(`View or cancel your booking: https://studio.test/manage#${token}`);
    expect(mail.html).toContain(`href="https://studio.test/manage#${token}"`);
    expect(mail.html).toContain('<img src="https://studio.test/logo.png" alt="Studio Test"');
    expect(mail.html).toContain('Mat Pilates Class');
    // Only the hash is stored.
    const stored = await env.db.select({ tokenHash: manageTokens.tokenHash }).from(manageTokens);
    expect(stored.some((r) => r.tokenHash.includes(token))).toBe(false);
  });

  it('attaches an .ics invitation in the Europe/London time zone', async () => {
    const { mail, slot, bookingId } = await paidBooking('ml2');
    const ics = mail.attachments.find((a) => a.filename === 'class.ics');
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    const compact = slot.date.replaceAll('-', '');
    expect(ics!.content).toContain('BEGIN:VTIMEZONE');
    expect(ics!.content).toContain('TZID:Europe/London');
    expect(ics!.content).toContain(`DTSTART;TZID=Europe/London:${compact}T183000`);
    expect(ics!.content).toContain(`DTEND;TZID=Europe/London:${compact}T191500`);
    expect(ics!.content).toContain(`UID:booking-${bookingId}@studio.test`);
    expect(ics!.content).toContain('SUMMARY:Mat Pilates Class (Studio Test)');
  });

  it('makes the invitation strict RFC 5545: PUBLISH in the file and the Content-Type, UTC stamp, address, no manage link', async () => {
    const { mail, token } = await paidBooking('ics1');
    const ics = mail.attachments.find((a) => a.filename === 'class.ics')!;
    const cal = parseStrictIcs(ics.content);
    expect(cal.get('METHOD')?.value).toBe('PUBLISH');
    expect(ics.method).toBe('PUBLISH');
    const event = cal.children.find((c) => c.name === 'VEVENT')!;
    expect(event.get('DTSTAMP')?.raw).toMatch(/^\d{8}T\d{6}Z$/);
    expect(event.get('LOCATION')?.value).toBe('Main Studio, 1 High Street, Anytown');
    expect(event.get('SEQUENCE')?.value).toBe('0');
    // A shared calendar must not let others cancel: the private link stays in the e-mail.
    expect(ics.content.replace(/\r\n[ \t]/g, '')).not.toContain(token);
    expect(ics.content).not.toContain('/manage');
  });

  it('opens the booking: class, London time, location with a map link, amount paid and calendar links', async () => {
    const { slot, bookingId, token } = await paidBooking('ml3');
    const view = await env.caller().manage.view({ token });
    expect(view).toMatchObject({
      kind: 'class',
      reference: bookingId,
      ref: `B-${bookingId}`,
      name: 'Visitor ml3',
      title: 'Mat Pilates Class',
      status: 'confirmed',
      date: slot.date,
      startTime: '18:30',
      endTime: '19:15',
      amountPaidPence: 1080,
      virtualDetails: null,
    });
    expect(view.location?.name).toBe('Main Studio');
    expect(view.location?.mapUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Main%20Studio/);
    const start = londonInstant(slot.date, '18:30')
      .toISOString()
      .replace(/[-:]|\.\d{3}/g, '');
    const end = londonInstant(slot.date, '19:15')
      .toISOString()
      .replace(/[-:]|\.\d{3}/g, '');
    expect(new URL(view.calendar!.google).searchParams.get('dates')).toBe(`${start}/${end}`);
    expect(new URL(view.calendar!.outlook).searchParams.get('startdt')).toBe(
      londonInstant(slot.date, '18:30').toISOString().replace('.000', ''),
    );
    expect(view.calendar!.ics).toContain('DTSTART;TZID=Europe/London:');
  });

  it('shows the virtual-class details for a class with no location', async () => {
    const { slot, token } = await paidBooking('ml4', { virtual: true });
    const { scheduleSlots } = await import('../../db/schema');
    await env.db.update(scheduleSlots).set({ notes: 'Zoom link follows by e-mail' }).where(eq(scheduleSlots.id, slot.id));
    const view = await env.caller().manage.view({ token });
    expect(view.location).toBeNull();
    expect(view.virtualDetails).toBe('Zoom link follows by e-mail');
  });

  it('answers 404 for a wrong, malformed or expired token, saying nothing about the booking', async () => {
    const { slot, token } = await paidBooking('ml5');
    const wrong = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const t of [wrong, 'not-a-token', 'x'.repeat(43)]) {
      await expectTrpcError(env.caller().manage.view({ token: t }), 'NOT_FOUND', 'This link is not valid or has expired');
    }
    // Valid until the class has passed (45 minutes from 18:30: decision 773).
    await expect(env.services.customers.view(token, londonInstant(slot.date, '19:14'))).resolves.toMatchObject({ status: 'confirmed' });
    await expect(env.services.customers.view(token, londonInstant(slot.date, '19:15'))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This link is not valid or has expired',
    });
  });

  it('is served at POST /api/manage: 200 with the booking, 404 for a wrong token, the token never in a URL', async () => {
    const { token } = await paidBooking('ml6');
    const app = await env.app();
    const ok = await app.inject({ method: 'POST', url: '/api/manage', payload: { token } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ kind: 'class', title: 'Mat Pilates Class' });
    const bad = await app.inject({ method: 'POST', url: '/api/manage', payload: { token: 'A'.repeat(43) } });
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toEqual({ message: 'This link is not valid or has expired', code: 'not_found' });
    const missing = await app.inject({ method: 'POST', url: '/api/manage', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/token/);
  });
});

describe('online classes', () => {
  it("tell those booked how to join (the owner's joining details), not to show a QR code at the door, in confirmation, reminder and page", async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], startTime: '18:30', locationId: null });
    const admin = env.caller({ token: await env.adminToken() });
    const joining = 'Zoom: https://zoom.us/j/123456789 (passcode 4321)';
    const edited = await admin.admin.schedule.update({ id: slot.id, joiningDetails: joining });
    expect(edited.joiningDetails).toBe(joining);
    // Private: the public timetable never shows it.
    const week = await env.caller().schedule.range({ startDate: slot.date, endDate: slot.date });
    expect(JSON.stringify(week)).not.toContain('zoom.us');

    const res = await env.caller().bookings.create({ ...visitor('on1'), classTypeId: mat.id, scheduleId: slot.id });
    await env.caller().payments.confirmTest({ clientSecret: res.clientSecret!, cardNumber: '4242424242424242' });
    await sendMail();
    const mail = inbox('visitoron1@example.com').find((m) => m.subject.startsWith('Booking confirmed'))!;
    expect(mail.text.split('\n')).toEqual(expect.arrayContaining(['How to join', `- ${joining}`, 'Location: Virtual Class']));
    expect(mail.text).not.toContain('at the door');
    expect(mail.attachments.map((a) => a.filename)).not.toContain('ticket.png');
    const event = parseStrictIcs(mail.attachments.find((a) => a.filename === 'class.ics')!.content).children.find(
      (c) => c.name === 'VEVENT',
    )!;
    expect(event.get('DESCRIPTION')?.value).toContain(`How to join: ${joining}`);
    const token = tokenIn(mail.text)!;
    expect((await env.caller().manage.view({ token })).virtualDetails).toBe(joining);

    const [job] = await env.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, REMINDER_JOB), eq(jobs.key, `reminder:${res.bookingId}`)));
    await env.services.jobs.runDue({ now: job!.runAt, kinds: [REMINDER_JOB] });
    await sendMail();
    const reminder = inbox('visitoron1@example.com').find((m) => m.subject.startsWith('Reminder:'))!;
    expect(reminder.text.split('\n')).toEqual(expect.arrayContaining(['How to join', `- ${joining}`]));
  });

  it('a class at a place keeps its QR ticket and says nothing about joining online', async () => {
    const { mail } = await paidBooking('on2');
    expect(mail.text).toContain('show this QR code at the door');
    expect(mail.text).not.toContain('How to join');
  });
});

describe('reminders', () => {
  const reminderJob = async (bookingId: number) =>
    (
      await env.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, REMINDER_JOB), eq(jobs.key, `reminder:${bookingId}`)))
    )[0];

  it('e-mails a reminder with a working manage link 24 hours before the class, once', async () => {
    const { slot, bookingId } = await paidBooking('rm1');
    const job = await reminderJob(bookingId);
    const start = londonInstant(slot.date, '18:30');
    expect(job?.runAt).toEqual(new Date(start.getTime() - 24 * 3_600_000));

    await env.services.jobs.runDue({ now: new Date(job!.runAt.getTime() - 1000), kinds: [REMINDER_JOB] });
    await sendMail();
    expect((await reminderJob(bookingId))!.doneAt).toBeNull();
    expect(inbox('visitorrm1@example.com').filter((m) => m.subject.startsWith('Reminder:'))).toEqual([]);

    await env.services.jobs.runDue({ now: job!.runAt, kinds: [REMINDER_JOB] });
    await sendMail();
    const reminders = inbox('visitorrm1@example.com').filter((m) => m.subject.startsWith('Reminder:'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe(`Reminder: Mat Pilates Class on ${formatLongDate(slot.date)} at 6:30 PM`);
    expect(reminders[0]!.html).toContain('View or cancel your booking');
    const token = tokenIn(reminders[0]!.text)!;
    await expect(env.caller().manage.view({ token })).resolves.toMatchObject({ reference: bookingId });

    await env.services.jobs.runDue({ now: new Date(job!.runAt.getTime() + 3_600_000), kinds: [REMINDER_JOB] });
    await sendMail();
    expect(inbox('visitorrm1@example.com').filter((m) => m.subject.startsWith('Reminder:'))).toHaveLength(1);
  });

  it('sends no reminder for a booking cancelled since', async () => {
    const { bookingId } = await paidBooking('rm2');
    const job = await reminderJob(bookingId);
    await env.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, bookingId));
    await env.services.jobs.runDue({ now: job!.runAt, kinds: [REMINDER_JOB] });
    await sendMail();
    expect(inbox('visitorrm2@example.com').filter((m) => m.subject.startsWith('Reminder:'))).toEqual([]);
    expect((await reminderJob(bookingId))!.doneAt).not.toBeNull();
  });

  it('schedules none for a booking made inside the reminder window', async () => {
    const { slot, bookingId } = await paidBooking('rm3');
    await env.db.delete(jobs).where(eq(jobs.key, `reminder:${bookingId}`));
    const [booking] = await env.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const [order] = await env.db.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, booking!.id));
    const facts = (await bookingMailFacts(env.db, order!.id))!;
    const tenHoursBefore = new Date(londonInstant(slot.date, '18:30').getTime() - 10 * 3_600_000);
    await env.db.transaction((tx) => env.services.customers.bookingConfirmed(tx, facts, tenHoursBefore));
    expect(await reminderJob(bookingId)).toBeUndefined();
  });
});

describe('self-cancel under the terms', () => {
  const at = (date: string, hoursBefore: number) => new Date(londonInstant(date, '18:30').getTime() - hoursBefore * 3_600_000);
  const refundsOf = async (orderId: number) => env.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const orderOf = async (bookingId: number) =>
    (await env.db.select({ id: orders.id, refundedPence: orders.refundedPence }).from(orders).where(eq(orders.bookingId, bookingId)))[0]!;

  it('24 h or more before: shows the full refund, cancels, refunds through the provider once, frees the place and tells both sides', async () => {
    const { slot, bookingId, token } = await paidBooking('cx1');
    const now = at(slot.date, 30);
    const view = await env.services.customers.view(token, now);
    expect(view.cancellation).toEqual({
      allowed: true,
      refundPence: 1080,
      percent: 100,
      creditInstead: true,
      note: 'More than 24 hours before the class: full refund of £10.80, or one class credit instead.',
      // Paid by card: a refund goes back to it (decision 680).
      refundBy: 'card',
    });

    await expect(env.services.customers.cancel(token, 1080, now)).resolves.toEqual({ cancelled: true, refundPence: 1080, credit: null });
    await env.services.jobs.idle();
    await env.services.jobs.runDue({ now });
    await sendMail();
    const order = await orderOf(bookingId);
    expect(order.refundedPence).toBe(1080);
    expect(await refundsOf(order.id)).toMatchObject([{ amountPence: 1080, status: 'succeeded' }]);
    const [b] = await env.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
    expect(b!.status).toBe('cancelled');
    const cancelled = await env.services.customers.view(token, now);
    expect(cancelled.cancellation).toMatchObject({ allowed: false });
    // The page tells her what came back and when ('Refunded £10.80 on ...').
    expect(cancelled.refunds).toEqual([{ amountPence: 1080, status: 'succeeded', at: expect.any(String) }]);
    expect(cancelled.creditBack).toBeNull();

    const mail = inbox('visitorcx1@example.com').find((m) => m.subject.startsWith('Cancelled: Mat Pilates Class'));
    expect(mail?.text).toContain('As you asked, your booking for Mat Pilates Class');
    // The calendar event she was sent is withdrawn: same UID, METHOD:CANCEL, a higher SEQUENCE.
    const cancelIcs = mail!.attachments.find((a) => a.contentType === 'text/calendar')!;
    expect(cancelIcs.method).toBe('CANCEL');
    const cancelCal = parseStrictIcs(cancelIcs.content);
    expect(cancelCal.get('METHOD')?.value).toBe('CANCEL');
    const cancelEvent = cancelCal.children.find((c) => c.name === 'VEVENT')!;
    expect(cancelEvent.get('UID')?.value).toBe(`booking-${bookingId}@studio.test`);
    expect(cancelEvent.get('STATUS')?.value).toBe('CANCELLED');
    expect(Number(cancelEvent.get('SEQUENCE')?.value)).toBeGreaterThan(0);
    expect(mail?.text).toContain('We have refunded £10.80 to your card');
    expect(mail?.html).toContain('Book another class');
    const owner = inbox('owner@studio.test').find(
      (m) => m.subject.startsWith('Booking cancelled: Mat Pilates Class') && m.text.includes('visitorcx1@example.com'),
    );
    expect(owner?.text).toContain('The place is free again.');

    // A second click, or a second tab: nothing more happens.
    await expect(env.services.customers.cancel(token, 1080, now)).resolves.toEqual({ cancelled: false, refundPence: 0 });
    await env.services.jobs.runDue({ now });
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it('12 to 24 h before: 50 %', async () => {
    const { slot, bookingId, token } = await paidBooking('cx2');
    const now = at(slot.date, 18);
    expect((await env.services.customers.view(token, now)).cancellation).toMatchObject({ allowed: true, percent: 50, refundPence: 540 });
    await env.services.customers.cancel(token, 540, now);
    await env.services.jobs.idle();
    await env.services.jobs.runDue({ now });
    expect((await orderOf(bookingId)).refundedPence).toBe(540);
  });

  it('under 12 h: no refund, and no refund job', async () => {
    const { slot, bookingId, token } = await paidBooking('cx3');
    const now = at(slot.date, 2);
    expect((await env.services.customers.view(token, now)).cancellation).toMatchObject({ allowed: true, percent: 0, refundPence: 0 });
    await expect(env.services.customers.cancel(token, 0, now)).resolves.toEqual({ cancelled: true, refundPence: 0, credit: null });
    expect(await refundsOf((await orderOf(bookingId)).id)).toEqual([]);
    expect(
      await env.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `cancel-refund:${bookingId}`)),
    ).toEqual([]);
  });

  it('asks again when the tier changed since the amount was shown, and refuses once the class has started', async () => {
    const { slot, token } = await paidBooking('cx4');
    await expect(env.services.customers.cancel(token, 1080, at(slot.date, 23))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'The refund has changed to £5.40 since the page was opened. Please check and confirm again.',
    });
    await expect(env.services.customers.cancel(token, 0, at(slot.date, -0.5))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'The class has started, so it can no longer be cancelled.',
    });
  });

  it('refunds once when the same cancel arrives many times at once', async () => {
    const { bookingId, token } = await paidBooking('cx5');
    const results = await Promise.all(Array.from({ length: 10 }, () => env.caller().manage.cancel({ token, refundPence: 1080 })));
    expect(results.filter((r) => r.cancelled)).toHaveLength(1);
    await env.services.jobs.idle();
    await env.services.jobs.runDue();
    expect(await refundsOf((await orderOf(bookingId)).id)).toHaveLength(1);
  });
});

describe.runIf(testDbKind() === 'postgres')('self-cancel with two instances on PostgreSQL', () => {
  it('200 parallel cancels of one booking through two instances: one cancels, one refund', async () => {
    const { bookingId, token } = await paidBooking('cx6');
    const { services: other, caller } = await env.secondInstance({ poolSize: 10 });
    const callers = [env.caller(), caller()];
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => callers[i % 2]!.manage.cancel({ token, refundPence: 1080 })));
    expect(results.filter((r) => r.cancelled)).toHaveLength(1);
    await Promise.all([env.services.jobs.idle(), other.jobs.idle()]);
    await Promise.all([env.services.jobs.runDue(), other.jobs.runDue()]);
    const order = (
      await env.db.select({ id: orders.id, refundedPence: orders.refundedPence }).from(orders).where(eq(orders.bookingId, bookingId))
    )[0]!;
    expect(order.refundedPence).toBe(1080);
    expect(await env.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
  });
});

describe('her own data', () => {
  it('downloads everything held about her e-mail address from the manage link, and nothing about anyone else', async () => {
    const { bookingId, token } = await paidBooking('dx1');
    await paidBooking('dx2');
    await env.caller().contact.send({ name: 'Visitor dx1', email: 'VisitorDX1@example.com', message: 'A question about Pilates' });
    const data = await env.caller().manage.exportData({ token });
    expect(data.email).toBe('visitordx1@example.com');
    expect(data.bookings).toMatchObject([
      { reference: `B-${bookingId}`, className: 'Mat Pilates Class', name: 'Visitor dx1', phone: '07700 900123', status: 'confirmed' },
    ]);
    expect(data.orders).toMatchObject([{ amountPence: 1080, paidPence: 1080 }]);
    expect(data.payments).toMatchObject([{ amountPence: 1080, status: 'succeeded' }]);
    expect(data.enquiries).toMatchObject([{ message: 'A question about Pilates' }]);
    expect(data.emailsSentToYou.map((m) => m.subject)).toContain(
      `Booking confirmed: Mat Pilates Class on ${formatLongDate(data.bookings[0]!.date)}`,
    );
    expect(JSON.stringify(data)).not.toContain('visitordx2@example.com');
    await expectTrpcError(env.caller().manage.exportData({ token: 'A'.repeat(43) }), 'NOT_FOUND');
  });
});
