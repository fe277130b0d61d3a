/**
 * Decision 700: a returning client's health answers go with each new appointment, whatever the door; and money
 * the owner took herself (cash, bank transfer) is a payment, so cancelling gives the same refund or credit at
 * every door (her manage link, the owner's calendar over tRPC, REST) as a card payment does.
 */
import { and, asc, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type HealthAnswers, PARQ_QUESTIONS } from '../../../domain/appointments/rules';
import { addDays, londonInstant, londonToday, mondayOf } from '../../../domain/time';
import { appointments, creditLots, emailOutbox, orders, payments, refunds } from '../../db/schema';
import { expectTrpcError } from '../../test/expect-error';
import { TEST_ADMIN, type TestEnv, useTestEnv } from '../../test/harness';
import { grantLot } from '../money/credit-lots';
import { accountSessionFor } from '../../test/account-fixtures';

const env = useTestEnv({ config: { RATE_LIMIT_PER_MINUTE: '0' } });
const monday = addDays(mondayOf(londonToday()), 42);
const at = (date: string, time: string) => londonInstant(date, time);
const answers = (yesAt: number | null, details: string): HealthAnswers => ({
  answers: PARQ_QUESTIONS.map((_, i) => i === yesAt),
  details,
});
const first = answers(4, 'Old knee injury');
const later = answers(null, 'Knee fine since the spring');
const her = (email: string) => ({ name: 'Returning Client', email, phone: '07700 900777' });

let admin: ReturnType<TestEnv['caller']>;
let app: FastifyInstance;
let bearer: string;
let single: { id: number };

async function rest(method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await app.inject({
    method,
    url: `/api${path}`,
    headers: { authorization: `Bearer ${bearer}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.json() };
}

/** The latest e-mail to `email` whose subject starts with `subject`. */
async function lastMail(email: string, subject: string) {
  const [mail] = await env.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), like(emailOutbox.subject, `${subject}%`)))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`no "${subject}" e-mail to ${email}`);
  return mail;
}
const manageToken = async (email: string) => /\/manage#([A-Za-z0-9_-]{43})/.exec((await lastMail(email, 'Confirmed:')).text)![1]!;
const healthOf = async (id: number) =>
  (await env.db.select({ health: appointments.health }).from(appointments).where(eq(appointments.id, id)))[0]!.health;

beforeAll(async () => {
  app = await env.app();
  admin = env.caller({ token: await env.adminToken() });
  bearer = (await app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN })).json().token;
  await admin.admin.appointments.setHours(
    [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '08:00', endTime: '18:00', locationId: null })),
  );
  single = (await admin.admin.appointments.listTypes()).find((t) => t.name === 'Personal Training - Single Session')!;
});

describe("a returning client's health answers (decision 700)", () => {
  it('are copied to each new appointment booked without them, at every door; answers given again are the newest', async () => {
    const email = 'back@example.com';
    const site = env.caller();
    const one = await site.appointments.book({ ...her(email), typeId: single.id, start: at(monday, '09:00'), health: first });
    expect(one.success).toBe(true);

    // Signed in to her account (any case of her address): not asked again; the new appointment carries her answers.
    // Without a proof of the address she is asked like anyone (decision 752, privacy.test.ts).
    const session = await accountSessionFor(env, email);
    const signedIn = env.caller({ accountSession: session });
    const two = await signedIn.appointments.book({ ...her('Back@Example.com'), typeId: single.id, start: at(monday, '11:00') });
    expect(two).toMatchObject({ success: true, status: 'held' });
    expect(await healthOf(two.appointmentId!)).toEqual(first);

    // REST with her account cookie: the same.
    const three = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      cookies: { account_session: session },
      payload: { ...her(email), typeId: single.id, start: at(monday, '13:00').toISOString() },
    });
    expect(three.statusCode).toBe(200);
    expect(await healthOf(three.json().appointmentId)).toEqual(first);

    // Answered again with a booking: those are hers from now on.
    const four = await site.appointments.book({ ...her(email), typeId: single.id, start: at(monday, '15:00'), health: later });
    expect(await healthOf(four.appointmentId!)).toEqual(later);

    // The owner by phone (cash) and by a card link: the newest answers go with it, the owner sees them.
    const day = addDays(monday, 1);
    const cash = await admin.admin.appointments.create({ ...her(email), typeId: single.id, start: at(day, '09:00'), payment: 'cash' });
    expect(cash.appointment.health).toMatchObject({ details: 'Knee fine since the spring', flagged: false });
    const link = await admin.admin.appointments.create({ ...her(email), typeId: single.id, start: at(day, '11:00'), payment: 'card_link' });
    expect(link.appointment.health).toMatchObject({ details: 'Knee fine since the spring' });
    const payLink = /\/manage#([A-Za-z0-9_-]{43})/.exec((await lastMail(email, 'Please pay')).text)![1]!;
    const view = await env.caller().manage.appointment({ token: payLink });
    // Her link does not ask again: the card payment opens at once.
    expect(view).toMatchObject({ status: 'held', healthAnswered: true, healthRequired: false });
    expect(view.payment).toMatchObject({ amountPence: 4000 });
  });

  it('pays with a package credit without asking again; a first-timer proving her address is asked, nothing stored', async () => {
    const day = addDays(monday, 2);
    const expiresAt = new Date(Date.now() + 365 * 86_400_000);
    const tokenFor = async (email: string) => {
      await grantLot(env.db, { email, scope: 'training', title: '12 sessions', classTypeIds: [], credits: 2, expiresAt }, 'owner', 'test');
      await env.caller().packs.requestCode({ email });
      const code = /(\d{6})/.exec((await lastMail(email, 'Your code')).subject)![1]!;
      return (await env.caller().packs.verifyCode({ email, code })).creditToken;
    };

    const returning = 'credit-back@example.com';
    await env.caller().appointments.book({ ...her(returning), typeId: single.id, start: at(day, '09:00'), health: first });
    const creditToken = await tokenFor(returning);
    const paid = await env.caller().appointments.book({ ...her(returning), typeId: single.id, start: at(day, '11:00'), creditToken });
    expect(paid).toMatchObject({ success: true, status: 'confirmed', amountPence: 0 });
    expect(await healthOf(paid.appointmentId!)).toEqual(first);

    const newcomer = 'credit-new@example.com';
    const newToken = await tokenFor(newcomer);
    await expectTrpcError(
      env.caller().appointments.book({ ...her(newcomer), typeId: single.id, start: at(day, '13:00'), creditToken: newToken }),
      'BAD_REQUEST',
      /^health: /,
    );
    expect(await env.db.select().from(appointments).where(eq(appointments.email, newcomer))).toHaveLength(0);
    const lots = await env.db.select({ remaining: creditLots.remaining }).from(creditLots).where(eq(creditLots.email, newcomer));
    expect(lots).toEqual([{ remaining: 2 }]);
    // The same proof then books her once she has answered.
    const answered = await env
      .caller()
      .appointments.book({ ...her(newcomer), typeId: single.id, start: at(day, '13:00'), creditToken: newToken, health: first });
    expect(answered).toMatchObject({ success: true, status: 'confirmed' });
  });
});

describe('cancelling what she paid the owner in cash or by transfer (decision 700)', () => {
  const day = addDays(monday, 3);
  const ownerBooked = async (email: string, time: string, payment: 'cash' | 'bank_transfer') => {
    const made = await admin.admin.appointments.create({ ...her(email), typeId: single.id, start: at(day, time), payment, health: first });
    expect(made.appointment).toMatchObject({ paidWith: payment, amountPence: 4000, paidPence: 4000 });
    const [row] = await env.db
      .select({ method: payments.method, status: payments.status, amountPence: payments.amountPence })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.appointmentId, made.appointmentId!));
    expect(row).toEqual({ method: payment, status: 'succeeded', amountPence: 4000 });
    return made.appointmentId!;
  };
  const lotsOf = (email: string) =>
    env.db
      .select({ scope: creditLots.scope, remaining: creditLots.remaining })
      .from(creditLots)
      .where(eq(creditLots.email, email))
      .orderBy(asc(creditLots.id));
  const refundsOf = (id: number) =>
    env.db
      .select({ amountPence: refunds.amountPence, status: refunds.status })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(eq(orders.appointmentId, id));

  it("the owner's calendar: 'credit' gives one credit instead of the cash, 'refund' records the cash handed back", async () => {
    const id = await ownerBooked('cash-credit@example.com', '09:00', 'cash');
    const res = await admin.admin.appointments.cancel({ id, outcome: 'credit' });
    expect(res).toMatchObject({ cancelled: true, refundPence: 0, credit: 'instead' });
    expect(await lotsOf('cash-credit@example.com')).toEqual([{ scope: 'training', remaining: 1 }]);
    expect(await refundsOf(id)).toEqual([]);
    expect((await lastMail('cash-credit@example.com', 'Cancelled')).text).toContain('credit has been added');

    const id2 = await ownerBooked('cash-refund@example.com', '11:00', 'cash');
    expect(await admin.admin.appointments.cancel({ id: id2, outcome: 'refund' })).toMatchObject({ refundPence: 4000, credit: null });
    expect(await refundsOf(id2)).toEqual([{ amountPence: 4000, status: 'succeeded' }]);
    expect((await lastMail('cash-refund@example.com', 'Cancelled')).text).toContain('handed back to you in cash');
  });

  it("REST: a bank-transfer appointment cancelled with 'credit' gives the credit, once", async () => {
    const id = await ownerBooked('transfer-credit@example.com', '13:00', 'bank_transfer');
    const res = await rest('POST', `/admin/appointments/${id}/cancel`, { outcome: 'credit' });
    expect(res).toMatchObject({ status: 200, body: { cancelled: true, refundPence: 0, credit: 'instead' } });
    expect(await lotsOf('transfer-credit@example.com')).toEqual([{ scope: 'training', remaining: 1 }]);
    expect((await rest('POST', `/admin/appointments/${id}/cancel`, { outcome: 'credit' })).status).toBe(409);
    expect(await lotsOf('transfer-credit@example.com')).toHaveLength(1);
  });

  it('her manage link: the cash she paid is shown and refunded by the terms, in cash', async () => {
    const email = 'cash-link@example.com';
    const id = await ownerBooked(email, '15:00', 'cash');
    const token = await manageToken(email);
    const view = await env.caller().manage.appointment({ token });
    expect(view).toMatchObject({
      amountPaidPence: 4000,
      paidWith: 'cash',
      cancellation: { allowed: true, refundPence: 4000, percent: 100, note: expect.stringContaining('handed back in cash') },
    });
    expect(await env.caller().manage.appointmentCancel({ token, refundPence: 4000 })).toMatchObject({ cancelled: true, refundPence: 4000 });
    expect(await refundsOf(id)).toEqual([{ amountPence: 4000, status: 'succeeded' }]);
  });
});
