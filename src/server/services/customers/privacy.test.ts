import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonInstant } from '../../../domain/time';
import {
  bookings,
  dataRequests,
  emailOutbox,
  enquiries,
  manageTokens,
  orders,
  rateLimits,
  refunds,
  scheduleSlots,
  siteContent,
} from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { expectTrpcError } from '../../test/expect-error';
import { useTestEnv } from '../../test/harness';
import { startSmtpSink } from '../../test/smtp-sink';
import { createServices } from '../container';
import { DATA_REQUESTS_PER_ADDRESS_PER_HOUR } from './data-requests';
import { ERASED_NAME } from './erasure';
import { PURGE_JOB } from './purge';

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
    CONTACT_EMAIL: 'hello@studio.test',
    CONTACT_PHONE: '07700 900999',
  },
  services: ({ db, config }) => createServices({ db, config: { ...config, SMTP_URL: smtp.sink.url } }),
});

const inbox = (to: string) => smtp.sink.received.filter((m) => m.to.includes(to));
const linkIn = (text: string, path: string) => new RegExp(`https://studio\\.test/${path}#([A-Za-z0-9_-]{43})`).exec(text)?.[1];

async function sendMail() {
  await env.services.mail.idle();
  await env.services.mail.flush();
}

async function paidBooking(who: string) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id], startTime: '18:30' });
  const res = await env
    .caller()
    .bookings.create({ ...visitor(who), classTypeId: mat.id, scheduleId: slot.id, specialRequests: 'Sore left knee' });
  await env.caller().payments.confirmTest({ clientSecret: res.clientSecret!, cardNumber: '4242424242424242' });
  await sendMail();
  const mail = inbox(`visitor${who}@example.com`).find((m) => m.subject.startsWith('Booking confirmed'))!;
  return { slot, bookingId: res.bookingId!, token: linkIn(mail.text, 'manage')! };
}

async function requestLink(email: string) {
  const before = inbox(email.toLowerCase()).length;
  await expect(env.caller({ ip: `198.51.100.${Math.floor(Math.random() * 250)}` }).privacy.requestData({ email })).resolves.toEqual({
    sent: true,
  });
  await sendMail();
  const mails = inbox(email.toLowerCase());
  return mails.length > before ? mails.at(-1)! : null;
}

describe('data request from the privacy page', () => {
  it('e-mails a link (plain text and HTML, business name, logo, contact, PUBLIC_URL) that downloads everything held about the address', async () => {
    const { bookingId } = await paidBooking('dr1');
    const mail = (await requestLink('VisitorDR1@example.com'))!;
    expect(mail.subject).toBe('Your data held by Studio Test');
    const token = linkIn(mail.text, 'my-data')!;
    expect(mail.text).toContain(`See or erase my data: https://studio.test/my-data#${token}`);
    expect(mail.text).toContain('hello@studio.test | 07700 900999');
    expect(mail.html).toContain(`href="https://studio.test/my-data#${token}"`);
    expect(mail.html).toContain('<img src="https://studio.test/logo.png" alt="Studio Test"');
    // Only the hash is stored.
    const rows = await env.db.select({ tokenHash: dataRequests.tokenHash }).from(dataRequests);
    expect(rows.map((r) => r.tokenHash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);

    const data = await env.caller().privacy.exportData({ token });
    expect(data.email).toBe('visitordr1@example.com');
    expect(data.bookings.map((b) => b.reference)).toEqual([`B-${bookingId}`]);
    expect(data.bookings[0]!.specialRequests).toBe('Sore left knee');
  });

  it('answers the same for an address nothing is held about, and the link shows that nothing is held', async () => {
    const mail = (await requestLink('stranger@example.com'))!;
    const data = await env.caller().privacy.exportData({ token: linkIn(mail.text, 'my-data')! });
    expect(data).toMatchObject({ email: 'stranger@example.com', bookings: [], orders: [], enquiries: [] });
  });

  it(`sends at most ${DATA_REQUESTS_PER_ADDRESS_PER_HOUR} links an hour to one address, answering the same after that`, async () => {
    for (let i = 0; i < DATA_REQUESTS_PER_ADDRESS_PER_HOUR; i++) expect(await requestLink('flooded@example.com')).not.toBeNull();
    expect(await requestLink('Flooded@example.com')).toBeNull();
    expect(inbox('flooded@example.com')).toHaveLength(DATA_REQUESTS_PER_ADDRESS_PER_HOUR);
  });

  it('refuses a wrong, malformed or expired link with the same 404', async () => {
    const mail = (await requestLink('expiry@example.com'))!;
    const token = linkIn(mail.text, 'my-data')!;
    const later = new Date(Date.now() + 61 * 60_000);
    await expect(env.services.dataRequests.exportData(token, later)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expectTrpcError(env.caller().privacy.exportData({ token: 'A'.repeat(43) }), 'NOT_FOUND');
    await expectTrpcError(env.caller().privacy.eraseData({ token: 'short' }), 'NOT_FOUND');
  });
});

describe('erasure', () => {
  it('through the e-mailed link: removes names, e-mails, phones, requests, enquiries, e-mail copies and links; keeps the accounts; tells the owner', async () => {
    const { bookingId, slot } = await paidBooking('er1');
    await env.caller().contact.send({ name: 'Visitor er1', email: 'visitorER1@example.com', message: 'Is there parking?' });
    // The class is over: nothing left to attend.
    await env.db.update(scheduleSlots).set({ date: '2025-01-06' }).where(eq(scheduleSlots.id, slot.id));
    const mail = (await requestLink('visitorer1@example.com'))!;
    const token = linkIn(mail.text, 'my-data')!;
    const [before] = await env.db.select().from(orders).where(eq(orders.bookingId, bookingId));

    const result = await env.caller().privacy.eraseData({ token });
    expect(result).toMatchObject({ bookingRefs: [bookingId], orderRefs: [before!.id], enquiries: 1 });
    expect(result.emails).toBeGreaterThanOrEqual(4);

    const [b] = await env.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(b).toMatchObject({
      name: ERASED_NAME,
      email: '',
      phone: '',
      specialRequests: '',
      status: 'confirmed',
      className: 'Mat Pilates Class',
    });
    const [o] = await env.db.select().from(orders).where(eq(orders.id, before!.id));
    expect(o).toMatchObject({
      name: ERASED_NAME,
      email: '',
      phone: '',
      amountPence: before!.amountPence,
      paidPence: before!.paidPence,
      createdAt: before!.createdAt,
    });
    const tables = await Promise.all([bookings, orders, enquiries, emailOutbox, dataRequests].map((t) => env.db.select().from(t)));
    expect(tables[0]!.length).toBeGreaterThan(0);
    const everything = JSON.stringify(tables);
    expect(everything.toLowerCase()).not.toContain('visitorer1@example.com');
    expect(await env.db.select().from(manageTokens).where(eq(manageTokens.orderId, before!.id))).toEqual([]);
    // The link goes with the address.
    await expectTrpcError(env.caller().privacy.exportData({ token }), 'NOT_FOUND');

    await sendMail();
    const owner = inbox('owner@studio.test').find((m) => m.subject === "A customer's personal data was erased")!;
    expect(owner.text).toContain(`Bookings: ${bookingId}`);
    expect(owner.text).not.toContain('visitorer1');
    expect(owner.html).toContain('Studio Test');
  });

  it('from the manage link, once the class is cancelled; refused with a clear 409 while it is still to come', async () => {
    const { bookingId, slot, token } = await paidBooking('er2');
    await expectTrpcError(
      env.caller().manage.eraseData({ token }),
      'CONFLICT',
      new RegExp(`Booking B-${bookingId} is for a class still to come`),
    );
    expect((await env.db.select({ email: bookings.email }).from(bookings).where(eq(bookings.id, bookingId)))[0]!.email).toBe(
      'visitorer2@example.com',
    );

    const now = new Date(londonInstant(slot.date, '18:30').getTime() - 30 * 3_600_000);
    await env.services.customers.cancel(token, 1200, now);
    await env.services.jobs.idle();
    const result = await env.caller().manage.eraseData({ token });
    expect(result.bookingRefs).toEqual([bookingId]);
    const [o] = await env.db
      .select({ id: orders.id, email: orders.email, refundedPence: orders.refundedPence })
      .from(orders)
      .where(eq(orders.bookingId, bookingId));
    expect(o).toMatchObject({ email: '', refundedPence: 1200 });
    expect(await env.db.select({ amountPence: refunds.amountPence }).from(refunds).where(eq(refunds.orderId, o!.id))).toEqual([
      { amountPence: 1200 },
    ]);
    await expectTrpcError(env.caller().manage.view({ token }), 'NOT_FOUND');
  });

  it('leaves everyone else alone', async () => {
    const keep = await paidBooking('er3keep');
    const gone = await paidBooking('er3gone');
    await env.db.update(scheduleSlots).set({ date: '2025-01-07' }).where(eq(scheduleSlots.id, gone.slot.id));
    await env.caller().manage.eraseData({ token: gone.token });
    expect((await env.db.select({ email: bookings.email }).from(bookings).where(eq(bookings.id, keep.bookingId)))[0]!.email).toBe(
      'visitorer3keep@example.com',
    );
    expect((await env.caller().manage.view({ token: keep.token })).email).toBe('visitorer3keep@example.com');
  });
});

describe('retention purge keeps the privacy page promises', () => {
  it('removes expired data-request links and IP counters older than a day, and anonymises records past the six accounting years', async () => {
    const now = new Date();
    await env.db.insert(dataRequests).values([
      { email: 'expired@example.com', tokenHash: 'x1', expiresAt: new Date(now.getTime() - 60_000) },
      { email: 'live@example.com', tokenHash: 'x2', expiresAt: new Date(now.getTime() + 600_000) },
    ]);
    await env.db.insert(rateLimits).values([
      { bucket: 'contact', key: '203.0.113.1', windowStart: new Date(now.getTime() - 25 * 3_600_000), count: 1 },
      { bucket: 'contact', key: '203.0.113.2', windowStart: new Date(now.getTime() - 3_600_000), count: 1 },
    ]);
    const old = await paidBooking('pg1');
    const recent = await paidBooking('pg2');
    const sevenYearsAgo = new Date(now.getTime() - 7 * 366 * 86_400_000);
    await env.db
      .update(scheduleSlots)
      .set({ date: sevenYearsAgo.toISOString().slice(0, 10) })
      .where(eq(scheduleSlots.id, old.slot.id));
    await env.db.update(bookings).set({ createdAt: sevenYearsAgo }).where(eq(bookings.id, old.bookingId));
    await env.db.update(orders).set({ createdAt: sevenYearsAgo }).where(eq(orders.bookingId, old.bookingId));

    await env.services.customers.schedulePurge(now);
    await env.db.execute(sql`update jobs set run_at = now() - interval '1 minute' where kind = ${PURGE_JOB}`);
    expect((await env.services.jobs.runDue({ now, kinds: [PURGE_JOB] })).done).toBe(1);

    expect((await env.db.select({ email: dataRequests.email }).from(dataRequests)).map((r) => r.email)).not.toContain(
      'expired@example.com',
    );
    expect((await env.db.select({ email: dataRequests.email }).from(dataRequests)).map((r) => r.email)).toContain('live@example.com');
    const keys = (await env.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain('203.0.113.2');
    expect(keys).not.toContain('203.0.113.1');
    const names = async (id: number) =>
      (
        await env.db
          .select({ name: bookings.name, orderName: orders.name, amount: orders.amountPence })
          .from(bookings)
          .innerJoin(orders, eq(orders.bookingId, bookings.id))
          .where(eq(bookings.id, id))
      )[0]!;
    expect(await names(old.bookingId)).toMatchObject({ name: ERASED_NAME, orderName: ERASED_NAME, amount: 1200 });
    expect(await names(recent.bookingId)).toMatchObject({ name: 'Visitor pg2', orderName: 'Visitor pg2' });
  });
});

describe('e-mails carry the business as the owner names it', () => {
  it('signs with the business name set in Site content, over BUSINESS_NAME', async () => {
    await env.db.insert(siteContent).values({ id: 1, content: { businessName: 'Harbour Pilates' }, version: 1 });
    try {
      const mail = (await requestLink('branded@example.com'))!;
      expect(mail.subject).toBe('Your data held by Harbour Pilates');
      expect(mail.text).toMatch(/Best wishes,\nHarbour Pilates\nhttps:\/\/studio\.test\n/);
      expect(mail.html).toContain('alt="Harbour Pilates"');
    } finally {
      await env.db.delete(siteContent);
    }
  });
});
