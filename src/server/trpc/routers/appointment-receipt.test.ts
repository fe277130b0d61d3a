/**
 * The confirmation screen of an appointment (payments.receipt): its `A-` reference, London date and times, place
 * and calendar event, for the browser that booked it only, whichever way it was paid: a card, nothing (the free
 * consultation), a package credit, a membership, a gift voucher in full. The owner's bookings belong to no browser.
 */
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARQ_QUESTIONS } from '../../../domain/appointments/rules';
import { addDays, londonInstant, londonToday, mondayOf } from '../../../domain/time';
import { emailOutbox } from '../../db/schema';
import { grantLot } from '../../services/money/credit-lots';
import { createServices } from '../../services/container';
import { visitor } from '../../test/booking-fixtures';
import { expectTrpcError } from '../../test/expect-error';
import { type TestEnv, useTestEnv } from '../../test/harness';

const now = new Date();
const env = useTestEnv({
  config: { RATE_LIMIT_PER_MINUTE: '0', PUBLIC_URL: 'https://studio.test' },
  services: ({ db, config }) => createServices({ db, config, clock: () => now }),
});
const ONLY_HERE = 'This confirmation can be shown only in the browser that booked. Your confirmation e-mail has every detail.';
const GOOD_CARD = '4242 4242 4242 4242';
const health = { answers: PARQ_QUESTIONS.map(() => false), details: '' };
const monday = addDays(mondayOf(londonToday(now)), 14);
const who = (n: string) => ({ ...visitor(n), health });

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

/** The receipt in the booking browser, by its order; another browser gets the same 404 as an unknown order. */
async function receiptOnlyFor(browser: ReturnType<TestEnv['browser']>, orderId: number) {
  await expectTrpcError(env.caller({ browser: env.browser() }).payments.receipt({ order: orderId }), 'NOT_FOUND', ONLY_HERE);
  return env.caller({ browser }).payments.receipt({ order: orderId });
}

describe('payments.receipt of an appointment', () => {
  it('paid by card: the A- reference, London date and times, the calendar event; by client secret and on a reload', async () => {
    const browser = env.browser();
    const date = addDays(monday, 1);
    const booked = await env
      .caller({ browser })
      .appointments.book({ typeId: single.id, start: londonInstant(date, '10:00'), ...who('ar1') });
    expect(booked).toMatchObject({ success: true, status: 'held', orderId: expect.any(Number) });
    // Not paid yet: the screen says so, it does not confirm.
    expect((await env.caller({ browser }).payments.receipt({ order: booked.orderId! })).status).toBe('held');
    await env.caller({ browser }).payments.confirmTest({ clientSecret: booked.clientSecret!, cardNumber: GOOD_CARD });

    const first = await env.caller({ browser }).payments.receipt({ clientSecret: booked.clientSecret! });
    expect(first).toMatchObject({
      orderId: booked.orderId,
      kind: 'appointment',
      reference: `A-${booked.appointmentId}`,
      title: 'Personal Training - Single Session',
      email: 'visitorar1@example.com',
      status: 'confirmed',
      date,
      startTime: '10:00',
      endTime: '11:00',
      amountPaidPence: single.pricePence,
    });
    expect(first.place).toMatch(/^(location|client_home|online)$/);
    // The same event as the e-mail's: its UID, and London times.
    expect(first.calendar!.ics).toContain(`UID:appointment-${booked.appointmentId}@studio.test`);
    expect(first.calendar!.ics).toContain(`DTSTART;TZID=Europe/London:${date.replaceAll('-', '')}T100000`);
    expect(first.calendar!.google).toMatch(/^https:\/\/calendar\.google\.com\//);
    // No manage link (decision 590): the hold token proves the browser, not the address.
    expect(JSON.stringify(first)).not.toMatch(/manage#/);
    expect(await receiptOnlyFor(browser, booked.orderId!)).toEqual(first);
    await expectTrpcError(
      env.caller({ browser: env.browser() }).payments.receipt({ clientSecret: booked.clientSecret! }),
      'NOT_FOUND',
      ONLY_HERE,
    );
  });

  it('the free consultation: confirmed at once, the token set for this browser alone', async () => {
    const browser = env.browser();
    const date = addDays(monday, 2);
    const booked = await env
      .caller({ browser })
      .appointments.book({ typeId: consultation.id, start: londonInstant(date, '09:00'), ...who('ar2') });
    expect(booked).toMatchObject({ success: true, status: 'confirmed', clientSecret: null, orderId: expect.any(Number) });
    // tRPC hands the token to the cookie, never to a script.
    expect(booked).not.toHaveProperty('holdToken');
    expect(browser.hold).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await receiptOnlyFor(browser, booked.orderId!)).toMatchObject({
      kind: 'appointment',
      reference: `A-${booked.appointmentId}`,
      status: 'confirmed',
      date,
      startTime: '09:00',
      endTime: '09:30',
      amountPaidPence: 0,
      calendar: expect.objectContaining({ ics: expect.stringContaining('BEGIN:VCALENDAR') }),
    });
  });

  it('a package credit, a membership and a gift voucher in full: each confirmed, each for its own browser', async () => {
    // A package credit.
    const email = 'visitorar3@example.com';
    await grantLot(
      env.db,
      {
        email,
        scope: 'training',
        title: '12 sessions',
        classTypeIds: [],
        credits: 1,
        expiresAt: new Date(now.getTime() + 365 * 86_400_000),
      },
      'owner',
      'test grant',
    );
    const creditBrowser = env.browser();
    const caller = env.caller({ browser: creditBrowser });
    await caller.packs.requestCode({ email });
    const [mail] = await env.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .orderBy(desc(emailOutbox.id));
    const { creditToken } = await caller.packs.verifyCode({ email, code: /(\d{6})/.exec(mail!.subject)![1]! });
    const byCredit = await caller.appointments.book({
      typeId: single.id,
      start: londonInstant(addDays(monday, 3), '09:00'),
      ...who('ar3'),
      creditToken,
    });
    expect(await receiptOnlyFor(creditBrowser, byCredit.orderId!)).toMatchObject({
      reference: `A-${byCredit.appointmentId}`,
      status: 'confirmed',
      startTime: '09:00',
      amountPaidPence: 0,
    });

    // A membership whose plan includes appointments.
    const plan = await admin.admin.memberships.createPlan({
      name: 'Receipt plan',
      pricePence: 6000,
      classTypeIds: [],
      classesPerMonth: 4,
      includesAppointments: true,
      minimumTermMonths: 1,
      noticeDays: 0,
      isActive: true,
      description: '',
    });
    const sub = await env.caller().memberships.subscribe({ planId: plan.id, ...visitor('ar4') });
    await env.services.memberships.confirmTestCard(sub.clientSecret, '4242424242424242', now);
    const memberBrowser = env.browser();
    const byMembership = await env.caller({ browser: memberBrowser }).appointments.book({
      typeId: single.id,
      start: londonInstant(addDays(monday, 3), '12:00'),
      ...who('ar4'),
      useMembership: true,
      membershipCode: sub.membershipCode,
    });
    expect(byMembership.status).toBe('confirmed');
    expect(await receiptOnlyFor(memberBrowser, byMembership.orderId!)).toMatchObject({
      reference: `A-${byMembership.appointmentId}`,
      status: 'confirmed',
      startTime: '12:00',
    });

    // A gift voucher that pays it all.
    const voucher = await admin.admin.vouchers.issue({ amountPence: single.pricePence, recipientEmail: 'gift@example.com' });
    const voucherBrowser = env.browser();
    const byVoucher = await env.caller({ browser: voucherBrowser }).appointments.book({
      typeId: single.id,
      start: londonInstant(addDays(monday, 4), '09:00'),
      ...who('ar5'),
      voucherCode: voucher.code,
    });
    expect(byVoucher).toMatchObject({ status: 'confirmed', clientSecret: null, voucherPence: single.pricePence });
    expect(await receiptOnlyFor(voucherBrowser, byVoucher.orderId!)).toMatchObject({
      reference: `A-${byVoucher.appointmentId}`,
      status: 'confirmed',
      startTime: '09:00',
      endTime: '10:00',
    });
  });

  it("the owner's booking by phone belongs to no browser: her own browser cannot read it", async () => {
    const browser = env.browser();
    const owner = env.caller({ browser, token: await env.adminToken() });
    const booked = await owner.admin.appointments.create({
      typeId: single.id,
      start: londonInstant(addDays(monday, 4), '14:00'),
      ...who('ar6'),
      payment: 'cash',
    });
    expect(booked).not.toHaveProperty('holdToken');
    expect(browser.hold).toBeNull();
    await expectTrpcError(env.caller({ browser }).payments.receipt({ order: booked.orderId! }), 'NOT_FOUND', ONLY_HERE);
  });
});
