import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLongDate } from '../../../domain/time';
import { emailOutbox, jobs } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { useTestEnv } from '../../test/harness';
import { freePort, startSmtpSink } from '../../test/smtp-sink';
import { createServices } from '../container';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
const smtp = {} as { sink: Sink; downPort: number };

beforeAll(async () => {
  smtp.sink = await startSmtpSink();
  smtp.downPort = await freePort();
});
afterAll(async () => smtp.sink?.close());

const env = useTestEnv({
  config: { MAIL_FROM: 'Studio Bookings <bookings@studio.test>', OWNER_EMAIL: 'owner@studio.test', BUSINESS_NAME: 'Studio Test' },
  // The sink's port is known only once it listens.
  services: ({ db, config }) => createServices({ db, config: { ...config, SMTP_URL: smtp.sink.url } }),
});

const inbox = (to: string) => smtp.sink.received.filter((m) => m.to.includes(to));

async function paidBooking(who: string, opts: { virtual?: boolean; discountCode?: string } = {}) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id], startTime: '18:30', ...(opts.virtual ? { locationId: null } : {}) });
  const res = await env.caller().bookings.create({
    ...visitor(who),
    classTypeId: mat.id,
    scheduleId: slot.id,
    discountCode: opts.discountCode,
    specialRequests: 'Mild back pain',
  });
  await env.caller().payments.confirmTest({ clientSecret: res.clientSecret!, cardNumber: '4242424242424242' });
  await env.services.mail.idle();
  await env.services.mail.flush();
  return { slot, res };
}

describe('e-mail over SMTP (in-process smtp-server)', () => {
  it('sends the booking confirmation with class, long date, time, location, amount paid and the cancellation terms', async () => {
    const { slot, res } = await paidBooking('m1', { discountCode: 'WELCOME10' });
    const [mail] = inbox('visitorm1@example.com');
    expect(mail, 'the confirmation arrived').toBeDefined();
    expect(mail!.from).toBe('bookings@studio.test');
    expect(mail!.subject).toBe(`Booking confirmed: Mat Pilates Class on ${formatLongDate(slot.date)}`);
    for (const line of [
      'Hello Visitor m1,',
      'Class: Mat Pilates Class',
      `Date: ${formatLongDate(slot.date)}`,
      'Time: 6:30 PM - 7:15 PM',
      'Location: Main Studio',
      'Price: £12.00',
      'Discount (WELCOME10): -£1.20',
      'Amount paid: £10.80',
      `Booking reference: B-${res.bookingId}`,
      'Cancellation terms',
      '- 24 hours or more before the class: full refund or credit',
      '- 12 to 24 hours before the class: 50% refund',
      '- Less than 12 hours before the class: no refund',
      '- No-show: no refund',
      'Studio Test',
    ]) {
      expect(mail!.text.split('\n')).toContain(line);
    }
    const notice = inbox('owner@studio.test').find((m) => m.subject.startsWith('New booking: Mat Pilates Class'));
    expect(notice?.text).toContain('visitorm1@example.com');
    expect(notice?.text).toContain('Special requests: Mild back pain');
    const rows = await env.db
      .select({ status: emailOutbox.status, sentAt: emailOutbox.sentAt })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'visitorm1@example.com'));
    expect(rows).toEqual([{ status: 'sent', sentAt: expect.any(Date) }]);
  });

  it("says 'Virtual Class' for a slot with no location", async () => {
    await paidBooking('m2', { virtual: true });
    expect(inbox('visitorm2@example.com')[0]!.text.split('\n')).toContain('Location: Virtual Class');
  });

  it('e-mails the owner about each enquiry', async () => {
    await env.caller().contact.send({ name: 'Gwen Hall', email: 'gwen@example.com', service: 'consultation', message: 'Hello there' });
    await env.services.mail.idle();
    await env.services.mail.flush();
    const notice = inbox('owner@studio.test').find((m) => m.subject === 'New enquiry from Gwen Hall');
    expect(notice?.text).toContain('Interested in: Free Consultation');
    expect(notice?.text).toContain('Hello there');
  });

  it('acknowledges the enquiry to the person who asked, through the outbox, with her message and the 24-hour promise', async () => {
    await env
      .caller()
      .contact.send({ name: 'Ivy Ask', email: 'ivy@example.com', service: 'group-classes', message: 'Do you run Saturday classes?' });
    const [row] = await env.db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.to, 'ivy@example.com'));
    expect(row?.status).toBe('pending');
    await env.services.mail.idle();
    await env.services.mail.flush();
    const [ack, ...more] = inbox('ivy@example.com');
    expect(more).toEqual([]);
    expect(ack?.subject).toBe('We have your message: Studio Test');
    expect(ack?.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Hello Ivy Ask,',
        'Thank you for getting in touch. Studio Test will get back to you within 24 hours.',
        'Interested in: Group Classes',
        '- Do you run Saturday classes?',
      ]),
    );
  });

  it('keeps a message in the outbox while SMTP is down and sends it on the next try once SMTP is up', async () => {
    const downUrl = `smtp://127.0.0.1:${smtp.downPort}`;
    const instance = createServices({ db: env.db, config: { ...env.config, SMTP_URL: downUrl } });
    await instance.contact.send({ name: 'Hal Down', email: 'hal@example.com', message: 'Are you there?' });
    await instance.mail.idle();
    await instance.mail.flush();

    const [row] = await env.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'New enquiry from Hal Down'));
    expect(row).toMatchObject({ status: 'pending', sentAt: null });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
    const [job] = await env.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `email:${row!.id}`));
    expect(job).toMatchObject({ kind: 'email', doneAt: null, failedAt: null, lockedUntil: null });
    expect(job!.attempts).toBeGreaterThanOrEqual(1);
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());

    const upSink = await startSmtpSink(smtp.downPort);
    try {
      // The next try is due after the back-off; ask for it as the worker would at that time.
      const result = await instance.mail.flush({ now: new Date(job!.runAt.getTime() + 1000) });
      expect(result.sent).toBeGreaterThanOrEqual(1);
      expect(upSink.received.filter((m) => m.subject === 'New enquiry from Hal Down')).toHaveLength(1);
      const [after] = await env.db
        .select({ status: emailOutbox.status, lastError: emailOutbox.lastError })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, row!.id));
      expect(after).toEqual({ status: 'sent', lastError: null });
    } finally {
      await upSink.close();
    }
  });

  it('never sends a message twice when two instances flush at the same moment', async () => {
    const other = createServices({ db: env.db, config: { ...env.config, SMTP_URL: smtp.sink.url } });
    await env.db.transaction(async (tx) => {
      for (let i = 0; i < 6; i++)
        await env.services.mail.queue(tx, { to: `twice${i}@example.com`, subject: `Once only ${i}`, text: 'hello' });
    });
    await Promise.all([env.services.mail.flush(), other.mail.flush(), env.services.mail.flush()]);
    for (let i = 0; i < 6; i++) expect(inbox(`twice${i}@example.com`)).toHaveLength(1);
  });
});

describe('e-mail without SMTP_URL', () => {
  it('keeps every message pending in the outbox (nothing lost in development)', async () => {
    const offline = createServices({ db: env.db, config: { ...env.config, SMTP_URL: undefined } });
    await offline.contact.send({ name: 'Ivy Offline', email: 'ivy@example.com' });
    expect(await offline.mail.flush()).toEqual({ sent: 0, failed: 0 });
    const [row] = await env.db
      .select({ id: emailOutbox.id, status: emailOutbox.status })
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'New enquiry from Ivy Offline'));
    expect(row!.status).toBe('pending');
    const [job] = await env.db
      .select({ attempts: jobs.attempts, doneAt: jobs.doneAt })
      .from(jobs)
      .where(eq(jobs.key, `email:${row!.id}`));
    expect(job).toEqual({ attempts: 0, doneAt: null });
  });
});
