/**
 * Memberships on the embedded test provider: plans (audited), subscribing and paying the first month, booking
 * without a payment step (code or account), the month's allowance, renewals by the job on the clock, a failed
 * renewal with its card-update link, cancelling under notice and minimum term, and the members report.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../../../domain/memberships';
import { londonInstant } from '../../../domain/time';
import { auditLog, bookings, emailOutbox, membershipPeriods, memberships, orders, payments, receipts } from '../../db/schema';
import { accountSessionFor } from '../../test/account-fixtures';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { expectTrpcError } from '../../test/expect-error';
import { useTestEnv } from '../../test/harness';
import { cancellationDate } from './member-actions';
import { RENEW_JOB } from './renewals';

const env = useTestEnv();
const CARD_OK = '4242424242424242';
const CARD_DECLINED = '4000000000000002';
const DAY = 86_400_000;

async function plan(token: string, over: Record<string, unknown> = {}) {
  return env.caller({ token }).admin.memberships.createPlan({
    name: 'Four a month',
    pricePence: 4900,
    classesPerMonth: 2,
    classTypeIds: [],
    includesAppointments: false,
    minimumTermMonths: 3,
    noticeDays: 30,
    isActive: true,
    description: '',
    ...over,
  });
}

/** Subscribes and pays the first month with the test card at `paidAt`. */
async function member(planId: number, who: string, paidAt: Date, card = CARD_OK) {
  const sub = await env.caller().memberships.subscribe({ planId, ...visitor(who) });
  const paid = await env.services.memberships.confirmTestCard(sub.clientSecret, card, paidAt);
  return { ...sub, paid };
}

describe('memberships (test provider)', () => {
  it('the owner defines plans through tRPC, audited; visitors see only those on sale', async () => {
    const token = await env.adminToken();
    const p = await plan(token, { name: 'Unlimited', classesPerMonth: null, pricePence: 8900 });
    expect(p).toMatchObject({ name: 'Unlimited', pricePence: 8900, classesPerMonth: null, covers: ['All classes'] });
    const off = await env.caller({ token }).admin.memberships.updatePlan({ id: p.id, isActive: false });
    expect(off.isActive).toBe(false);
    expect((await env.caller().memberships.plans()).some((x) => x.id === p.id)).toBe(false);
    const trail = await env.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(p.id)));
    expect(trail.filter((a) => a.entity === 'membership_plan').map((a) => a.action)).toEqual([
      'membership_plan.create',
      'membership_plan.update',
    ]);
    await expectTrpcError(env.caller().admin.memberships.createPlan({ name: 'x', pricePence: 100 } as never), 'UNAUTHORIZED');
    await expectTrpcError(plan(token, { classTypeIds: [999_999] }), 'BAD_REQUEST', /class type/);
  });

  it('a paid first month grants its allowance, once, with an order, a payment, a receipt and audit rows', async () => {
    const token = await env.adminToken();
    const p = await plan(token);
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slots = await Promise.all([1, 2, 3].map(() => createSlot(env.db, { allowed: [mat.id] })));
    const paidAt = new Date(londonInstant(slots[0]!.date, '09:00').getTime() - 5 * DAY);
    const m = await member(p.id, 'first-month', paidAt);
    expect(m.paid.status).toBe('succeeded');
    expect(m.membershipCode).toMatch(/^M-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    // The same confirmation again (a double click, a retry) grants nothing more.
    await env.services.memberships.confirmTestCard(m.clientSecret, CARD_OK, paidAt);
    const periods = await env.db.select().from(membershipPeriods).where(eq(membershipPeriods.membershipId, m.membershipId));
    expect(periods).toHaveLength(1);
    expect(periods[0]).toMatchObject({ allowance: 2, used: 0, amountPence: 4900, startsAt: paidAt, endsAt: addMonths(paidAt, 1) });
    const [order] = await env.db.select().from(orders).where(eq(orders.id, periods[0]!.orderId!));
    expect(order).toMatchObject({ kind: 'membership', amountPence: 4900, paidPence: 4900 });
    const [payment] = await env.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(payment).toMatchObject({ status: 'succeeded', amountPence: 4900, provider: 'test' });
    const [receipt] = await env.db.select().from(receipts).where(eq(receipts.paymentId, payment!.id));
    expect(receipt).toMatchObject({ kind: 'payment', amountPence: 4900 });
    const actions = (
      await env.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'membership'), eq(auditLog.entityId, String(m.membershipId))))
    ).map((a) => a.action);
    expect(actions).toEqual(['membership.subscribe', 'membership.grant']);

    // Booking with her code: no payment step, the place confirmed, one use of the month.
    const code = m.membershipCode;
    const booked = await env
      .caller()
      .memberships.book({ ...visitor('first-month'), classTypeId: mat.id, scheduleId: slots[0]!.id, membershipCode: code });
    expect(booked).toMatchObject({ success: true, clientSecret: null, amountPence: 0 });
    expect(booked.message).toMatch(/1 class left this month/);
    const [b] = await env.db.select().from(bookings).where(eq(bookings.id, booked.bookingId!));
    expect(b!.status).toBe('confirmed');
    // Signed in, no code: her session is the proof.
    const session = await accountSessionFor(env, visitor('first-month').email);
    const second = await env.caller({ accountSession: session }).memberships.bookSignedIn({
      name: 'Visitor first-month',
      phone: '',
      classTypeId: mat.id,
      scheduleId: slots[1]!.id,
    });
    expect(second.success).toBe(true);
    // The month allows two: a third is refused and takes no place.
    await expectTrpcError(
      env.caller().memberships.book({ ...visitor('first-month'), classTypeId: mat.id, scheduleId: slots[2]!.id, membershipCode: code }),
      'CONFLICT',
      /used this month/,
    );
    const onThird = await env.db.select().from(bookings).where(eq(bookings.slotId, slots[2]!.id));
    expect(onThird).toHaveLength(0);
    const [used] = await env.db.select().from(membershipPeriods).where(eq(membershipPeriods.membershipId, m.membershipId));
    expect(used!.used).toBe(2);
    const books = await env.db.select().from(auditLog).where(eq(auditLog.action, 'membership.book'));
    expect(books.filter((a) => a.entityId === String(m.membershipId))).toHaveLength(2);

    // A wrong code, another's e-mail, or a class outside any paid month: refused.
    await expectTrpcError(
      env
        .caller()
        .memberships.book({ ...visitor('first-month'), classTypeId: mat.id, scheduleId: slots[2]!.id, membershipCode: 'M-AAAAA-AAAAA' }),
      'NOT_FOUND',
    );
    await expectTrpcError(
      env.caller().memberships.book({ ...visitor('someone-else'), classTypeId: mat.id, scheduleId: slots[2]!.id, membershipCode: code }),
      'BAD_REQUEST',
    );
    const later = await createSlot(env.db, {
      allowed: [mat.id],
      date: new Date(addMonths(paidAt, 2).getTime()).toISOString().slice(0, 10),
    });
    await expectTrpcError(
      env.caller().memberships.book({ ...visitor('first-month'), classTypeId: mat.id, scheduleId: later.id, membershipCode: code }),
      'CONFLICT',
      /no paid month/,
    );
    // The owner cancels one of them: its use goes back to the month (once), so the third class can be booked.
    for (let i = 0; i < 2; i++)
      await env.services.cancellation.cancelBooking({
        bookingId: booked.bookingId!,
        refundPence: 0,
        actor: 'owner',
        reason: 'Studio closed',
      });
    const [back] = await env.db.select().from(membershipPeriods).where(eq(membershipPeriods.membershipId, m.membershipId));
    expect(back!.used).toBe(1);
    const third = await env
      .caller()
      .memberships.book({ ...visitor('first-month'), classTypeId: mat.id, scheduleId: slots[2]!.id, membershipCode: code });
    expect(third.success).toBe(true);
    // Ended here, so the later tests' renewal runs on the 2032 clock do not renew it month after month.
    await env.db.update(memberships).set({ status: 'cancelled' }).where(eq(memberships.id, m.membershipId));
  });

  it('an unpaid first month (declined card) grants nothing and books nothing', async () => {
    const token = await env.adminToken();
    const p = await plan(token);
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    const m = await member(p.id, 'declined', new Date(londonInstant(slot.date, '09:00').getTime() - DAY), CARD_DECLINED);
    expect(m.paid).toMatchObject({ status: 'failed', message: 'Your card was declined.' });
    expect(await env.db.select().from(membershipPeriods).where(eq(membershipPeriods.membershipId, m.membershipId))).toHaveLength(0);
    await expectTrpcError(
      env.caller().memberships.book({ ...visitor('declined'), classTypeId: mat.id, scheduleId: slot.id, membershipCode: m.membershipCode }),
      'CONFLICT',
    );
  });

  it('renews by the job on the clock; a failed renewal e-mails a card link, suspends after the grace period, and the new card pays', async () => {
    const token = await env.adminToken();
    const p = await plan(token, { classesPerMonth: null });
    const start = new Date('2032-01-10T09:00:00Z');
    const m = await member(p.id, 'renewing', start);
    const firstEnd = addMonths(start, 1);
    // The job is due at the month's end; run it there on the injectable clock.
    await env.services.jobs.runDue({ now: firstEnd, kinds: [RENEW_JOB] });
    let periods = await env.db
      .select()
      .from(membershipPeriods)
      .where(eq(membershipPeriods.membershipId, m.membershipId))
      .orderBy(asc(membershipPeriods.id));
    expect(periods.map((x) => [x.startsAt, x.endsAt])).toEqual([
      [start, firstEnd],
      [firstEnd, addMonths(start, 2)],
    ]);
    const renewals = await env.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'membership.renew'), eq(auditLog.entityId, String(m.membershipId))));
    expect(renewals).toHaveLength(1);
    // Running the same renewal again (a lapsed lease, a second instance) grants nothing more.
    expect(await env.services.memberships.renew(m.membershipId, start, firstEnd)).toBe('duplicate');
    expect(await env.services.memberships.renew(m.membershipId, firstEnd, firstEnd)).toBe('duplicate');

    // The saved card starts failing: the next renewal fails.
    await env.db.update(memberships).set({ testCard: CARD_DECLINED }).where(eq(memberships.id, m.membershipId));
    const secondEnd = addMonths(start, 2);
    await env.services.jobs.runDue({ now: secondEnd, kinds: [RENEW_JOB] });
    const [pastDue] = await env.db.select().from(memberships).where(eq(memberships.id, m.membershipId));
    expect(pastDue).toMatchObject({ status: 'past_due', pastDueSince: secondEnd });
    const [mail] = await env.db
      .select({ text: emailOutbox.text, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(sql`${emailOutbox.to} = ${visitor('renewing').email} and ${emailOutbox.subject} like '%did not go through%'`);
    const cardToken = /\/membership\/card#([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const report = await env.services.memberships.admin.report(new Date(secondEnd.getTime() + 8 * DAY));
    expect(report.byStatus.suspended).toBeGreaterThanOrEqual(1);
    expect((await env.services.memberships.mine(visitor('renewing').email, new Date(secondEnd.getTime() + 8 * DAY)))[0]!.status).toBe(
      'suspended',
    );

    // The link opens a card setup; the new card pays the unpaid month at once.
    const setup = await env.caller().memberships.cardSetup({ token: cardToken });
    expect(setup.amountPence).toBe(4900);
    await env.services.memberships.confirmTestCardSetup(setup.clientSecret, CARD_OK, new Date(secondEnd.getTime() + 9 * DAY));
    periods = await env.db
      .select()
      .from(membershipPeriods)
      .where(eq(membershipPeriods.membershipId, m.membershipId))
      .orderBy(asc(membershipPeriods.id));
    expect(periods).toHaveLength(3);
    expect(periods[2]).toMatchObject({ startsAt: secondEnd, endsAt: addMonths(start, 3) });
    const [back] = await env.db.select().from(memberships).where(eq(memberships.id, m.membershipId));
    expect(back).toMatchObject({ status: 'active', pastDueSince: null, cardTokenHash: null });
    await expectTrpcError(env.caller().memberships.cardSetup({ token: cardToken }), 'NOT_FOUND');
  });

  it('cancels under the notice and the minimum term, and stops renewing then; the report counts MRR and churn', async () => {
    const token = await env.adminToken();
    const p = await plan(token, { minimumTermMonths: 3, noticeDays: 30, pricePence: 5000 });
    const start = new Date('2032-03-01T09:00:00Z');
    const m = await member(p.id, 'leaving', start);
    const session = await accountSessionFor(env, visitor('leaving').email);
    const mine = await env.caller({ accountSession: session }).memberships.mine();
    expect(mine[0]).toMatchObject({ planName: 'Four a month', status: 'active', pricePence: 5000 });
    const dto = await env.services.memberships.cancel(
      { email: visitor('leaving').email, membershipId: m.membershipId },
      new Date('2032-03-05T09:00:00Z'),
    );
    // Asked on 5 March: notice ends 4 April, the minimum term 1 June; it ends at that month boundary.
    expect(dto.cancelAt).toBe(addMonths(start, 3).toISOString());
    expect(cancellationDate({ startedAt: start }, { minimumTermMonths: 1, noticeDays: 30 }, new Date('2032-03-05T09:00:00Z'))).toEqual(
      addMonths(start, 2),
    );
    const before = await env.services.memberships.admin.report(new Date('2032-03-06T09:00:00Z'));
    expect(before.mrrPence).toBeGreaterThanOrEqual(5000);
    // Renewals run until the cancellation date, then it ends.
    for (const k of [1, 2, 3]) await env.services.jobs.runDue({ now: addMonths(start, k), kinds: [RENEW_JOB] });
    const periods = await env.db.select().from(membershipPeriods).where(eq(membershipPeriods.membershipId, m.membershipId));
    expect(periods).toHaveLength(3);
    const [ended] = await env.db.select().from(memberships).where(eq(memberships.id, m.membershipId));
    expect(ended!.status).toBe('cancelled');
    const after = await env.services.memberships.admin.report(new Date(addMonths(start, 3).getTime() + DAY));
    expect(after.mrrPence).toBe(before.mrrPence - 5000);
    expect(after.churned30Days).toBe(1);
    expect(after.churnPercent30Days).toBeGreaterThan(0);
    expect((await env.caller({ token }).admin.memberships.report()).members).toBeGreaterThanOrEqual(0);
  });

  it('pauses for a holiday: the months in it are not charged and cannot be booked, then it renews again', async () => {
    const token = await env.adminToken();
    const p = await plan(token, { pricePence: 3000 });
    const start = new Date('2032-05-05T09:00:00Z');
    const m = await member(p.id, 'holiday', start);
    const session = await accountSessionFor(env, visitor('holiday').email);
    const her = env.caller({ accountSession: session }).memberships;
    await expectTrpcError(
      her.pause({ membershipId: m.membershipId, fromMonth: '2032-07', untilMonth: '2032-07' }),
      'BAD_REQUEST',
      /2032-06/,
    );
    await expectTrpcError(
      her.pause({ membershipId: m.membershipId, fromMonth: '2032-06', untilMonth: '2032-12' }),
      'BAD_REQUEST',
      /at most 3/,
    );
    await her.pause({ membershipId: m.membershipId, fromMonth: '2032-06', untilMonth: '2032-07' });
    for (const k of [1, 2, 3]) await env.services.jobs.runDue({ now: addMonths(start, k), kinds: [RENEW_JOB] });
    const periods = await env.db
      .select({ startsAt: membershipPeriods.startsAt })
      .from(membershipPeriods)
      .where(eq(membershipPeriods.membershipId, m.membershipId))
      .orderBy(asc(membershipPeriods.id));
    expect(periods.map((x) => x.startsAt)).toEqual([start, addMonths(start, 3)]);
    const during = await env.services.memberships.mine(visitor('holiday').email, new Date('2032-06-20T09:00:00Z'));
    expect(during[0]!.status).toBe('paused');
    const after = await env.services.memberships.mine(visitor('holiday').email, new Date('2032-08-20T09:00:00Z'));
    expect(after[0]!.status).toBe('active');
    const trail = await env.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'membership.pause'), eq(auditLog.entityId, String(m.membershipId))));
    expect(trail).toHaveLength(1);
    await env.db.update(memberships).set({ status: 'cancelled' }).where(eq(memberships.id, m.membershipId));
  });
});
