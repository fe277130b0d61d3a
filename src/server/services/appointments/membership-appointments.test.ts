/**
 * Appointments booked with a membership whose plan includes them (decision 793): no payment step, one use of the
 * paid month covering the start, given back once when cancelled in time; a plan without appointments is refused,
 * and 200 parallel bookings over two instances on PostgreSQL take exactly the month's allowance.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARQ_QUESTIONS } from '../../../domain/appointments/rules';
import { addDays, londonInstant, londonToday, mondayOf } from '../../../domain/time';
import { appointments, membershipAppointmentUses, membershipPeriods, orders } from '../../db/schema';
import { accountSessionFor } from '../../test/account-fixtures';
import { visitor } from '../../test/booking-fixtures';
import { type TestEnv, testDbKind, useTestEnv } from '../../test/harness';
import { createServices } from '../container';

const now = new Date();
const env = useTestEnv({
  config: { RATE_LIMIT_PER_MINUTE: '0' },
  services: ({ db, config }) => createServices({ db, config, clock: () => now }),
});
const health = { answers: PARQ_QUESTIONS.map(() => false), details: '' };
const monday = addDays(mondayOf(londonToday(now)), 7);

let typeId = 0;
beforeAll(async () => {
  const admin = env.caller({ token: await env.adminToken() });
  await admin.admin.appointments.setHours(
    [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '08:00', endTime: '18:00', locationId: null })),
  );
  const type = await admin.admin.appointments.createType({
    name: 'Member PT',
    durationMinutes: 30,
    pricePence: 4000,
    place: 'online',
    minNoticeMinutes: 60,
  });
  typeId = type.id;
});

async function member(who: string, opts: { classesPerMonth: number | null; includesAppointments: boolean }) {
  const admin = env.caller({ token: await env.adminToken() });
  const plan = await admin.admin.memberships.createPlan({
    name: `Plan ${who}`,
    pricePence: 6000,
    classTypeIds: [],
    minimumTermMonths: 1,
    noticeDays: 0,
    isActive: true,
    description: '',
    ...opts,
  });
  const sub = await env.caller().memberships.subscribe({ planId: plan.id, ...visitor(who) });
  await env.services.memberships.confirmTestCard(sub.clientSecret, '4242424242424242', now);
  return sub;
}

const slot = (day: number, minutes: number) => {
  const h = 8 + Math.floor(minutes / 60);
  return londonInstant(addDays(monday, day), `${String(h).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
};

/** The `d`th weekday from the Monday after next (the opening hours are Monday to Friday). */
const weekdaySlot = (d: number, minutes: number) => slot(7 + 7 * Math.floor(d / 5) + (d % 5), minutes);

describe('appointments with a membership', () => {
  it('books without paying, uses the month, gives it back when cancelled in time; refuses a plan without appointments', async () => {
    const sub = await member('appt-member', { classesPerMonth: 2, includesAppointments: true });
    const who = visitor('appt-member');
    const booked = await env
      .caller()
      .appointments.book({ typeId, start: slot(0, 0), ...who, health, useMembership: true, membershipCode: sub.membershipCode });
    expect(booked).toMatchObject({ success: true, status: 'confirmed', amountPence: 0, clientSecret: null });
    const [row] = await env.db.select().from(appointments).where(eq(appointments.id, booked.appointmentId!));
    expect(row).toMatchObject({ status: 'confirmed', paidWith: 'membership' });
    const [order] = await env.db.select().from(orders).where(eq(orders.appointmentId, booked.appointmentId!));
    expect(order!.amountPence).toBe(0);
    const [use] = await env.db
      .select()
      .from(membershipAppointmentUses)
      .where(eq(membershipAppointmentUses.appointmentId, booked.appointmentId!));
    const periodUsed = async () => (await env.db.select().from(membershipPeriods).where(eq(membershipPeriods.id, use!.periodId)))[0]!.used;
    expect(await periodUsed()).toBe(1);

    // Her account session proves it as well as the code; another address is refused.
    const session = await accountSessionFor(env, who.email);
    const second = await env
      .caller({ accountSession: session })
      .appointments.book({ typeId, start: slot(0, 60), ...who, useMembership: true });
    expect(second.status).toBe('confirmed');
    expect(await periodUsed()).toBe(2);
    // The month's two are used.
    await expect(
      env
        .caller()
        .appointments.book({ typeId, start: slot(0, 120), ...who, health, useMembership: true, membershipCode: sub.membershipCode }),
    ).rejects.toMatchObject({ message: expect.stringContaining("used this month's sessions") });
    await expect(
      env.caller().appointments.book({
        typeId,
        start: slot(0, 120),
        ...visitor('someone-else'),
        health,
        useMembership: true,
        membershipCode: sub.membershipCode,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    // The owner cancels one: its use goes back, once.
    await env.services.appointmentActions.ownerCancel(booked.appointmentId!, 'refund', now);
    expect(await periodUsed()).toBe(1);
    await expect(env.services.appointmentActions.ownerCancel(booked.appointmentId!, 'refund', now)).rejects.toBeTruthy();
    expect(await periodUsed()).toBe(1);

    // A plan without appointments does not book one.
    const classesOnly = await member('classes-only', { classesPerMonth: null, includesAppointments: false });
    await expect(
      env.caller().appointments.book({
        typeId,
        start: slot(1, 0),
        ...visitor('classes-only'),
        health,
        useMembership: true,
        membershipCode: classesOnly.membershipCode,
      }),
    ).rejects.toMatchObject({ message: expect.stringContaining('no membership that includes appointments') });
  });
});

describe("the appointment page's question (memberships.appointmentQuote)", () => {
  it('answers signed out without an error, and signed in: included with what is left, used up, or not a plan for it', async () => {
    const start = slot(2, 0);
    expect(await env.caller().memberships.appointmentQuote({ start })).toEqual({ email: null, included: false, reason: null });
    // A session that is not one is treated as signed out, not refused.
    expect(await env.caller({ accountSession: 'x'.repeat(43) }).memberships.appointmentQuote({ start })).toMatchObject({ email: null });
    const stranger = visitor('appt-quote-none');
    expect(
      await env.caller({ accountSession: await accountSessionFor(env, stranger.email) }).memberships.appointmentQuote({ start }),
    ).toEqual({ email: stranger.email, included: false, reason: null });

    await member('appt-quote', { classesPerMonth: 1, includesAppointments: true });
    const who = visitor('appt-quote');
    const me = env.caller({ accountSession: await accountSessionFor(env, who.email) });
    expect(await me.memberships.appointmentQuote({ start })).toEqual({
      email: who.email,
      included: true,
      planName: 'Plan appt-quote',
      left: 1,
    });
    // Asking takes nothing: the one use books, then the month is used up.
    expect(await me.appointments.book({ typeId, start, ...who, useMembership: true, health })).toMatchObject({ status: 'confirmed' });
    expect(await me.memberships.appointmentQuote({ start: slot(2, 60) })).toEqual({
      email: who.email,
      included: false,
      reason: "You have used this month's sessions of your membership",
    });

    await member('appt-quote-classes', { classesPerMonth: null, includesAppointments: false });
    const classesOnly = visitor('appt-quote-classes');
    expect(
      await env.caller({ accountSession: await accountSessionFor(env, classesOnly.email) }).memberships.appointmentQuote({ start }),
    ).toEqual({ email: classesOnly.email, included: false, reason: 'You have no membership that includes appointments' });
  });
});

describe.runIf(testDbKind() === 'postgres')('appointments with a membership under a rush on PostgreSQL (two instances)', () => {
  let callers: ReturnType<TestEnv['caller']>[];
  beforeAll(async () => {
    callers = [env.caller(), (await env.secondInstance({ poolSize: 20 })).caller()];
  });

  it('takes exactly the month allowance of 200 parallel bookings at different times', async () => {
    const sub = await member('appt-rush', { classesPerMonth: 3, includesAppointments: true });
    const who = visitor('appt-rush');
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        callers[i % 2]!.appointments.book({
          typeId,
          start: weekdaySlot(Math.floor(i / 20), (i % 20) * 30),
          ...who,
          health,
          useMembership: true,
          membershipCode: sub.membershipCode,
        }),
      ),
    );
    const booked = results.filter((r) => r.status === 'fulfilled' && r.value.status === 'confirmed');
    expect(booked).toHaveLength(3);
    const refused = results.filter((r) => r.status === 'rejected').map((r) => String(r.reason?.message));
    expect(refused).toHaveLength(197);
    expect(refused.every((m) => m.includes("used this month's sessions"))).toBe(true);
    const periods = await env.db.select().from(membershipPeriods).where(eq(membershipPeriods.membershipId, sub.membershipId));
    expect(periods.map((p) => p.used)).toEqual([3]);
    const live = await env.db.select().from(appointments).where(eq(appointments.email, who.email));
    expect(live.filter((a) => a.status === 'confirmed')).toHaveLength(3);
  });
});
