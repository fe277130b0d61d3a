/**
 * What the visitor screens of memberships ask the server (decision 785): the booking form's question (would her
 * membership book this class without paying?), a new card from her account (the charges-fail test card is saved,
 * then the renewal fails and the card link mends it), and what her account shows before she cancels or pauses.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../../../domain/memberships';
import { londonInstant } from '../../../domain/time';
import { emailOutbox, membershipPeriods, memberships } from '../../db/schema';
import { accountSessionFor } from '../../test/account-fixtures';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { expectTrpcError } from '../../test/expect-error';
import { useTestEnv } from '../../test/harness';
import { RENEW_JOB } from './renewals';

const env = useTestEnv();
const CARD_OK = '4242424242424242';
const CHARGES_FAIL = '4000000000000341';
const DAY = 86_400_000;

async function plan(over: Record<string, unknown> = {}) {
  return env.caller({ token: await env.adminToken() }).admin.memberships.createPlan({
    name: 'Two a month',
    pricePence: 4500,
    classesPerMonth: 1,
    classTypeIds: [],
    includesAppointments: false,
    minimumTermMonths: 2,
    noticeDays: 30,
    isActive: true,
    description: '',
    ...over,
  });
}

describe('memberships: what the screens ask', () => {
  it("the booking form's question: signed out, no membership, included with what is left, and used up", async () => {
    const p = await plan();
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const [first, second] = [await createSlot(env.db, { allowed: [mat.id] }), await createSlot(env.db, { allowed: [mat.id] })];
    const paidAt = new Date(londonInstant(first.date, '09:00').getTime() - 3 * DAY);
    const ask = { scheduleId: first.id, classTypeId: mat.id };

    expect(await env.caller().memberships.quote(ask)).toEqual({ email: null, included: false, reason: null });
    const stranger = await accountSessionFor(env, visitor('no-membership').email);
    expect(await env.caller({ accountSession: stranger }).memberships.quote(ask)).toEqual({
      email: visitor('no-membership').email,
      included: false,
      reason: null,
    });
    // A session that is not one (expired, forged) is treated as signed out, not refused.
    expect(await env.caller({ accountSession: 'x'.repeat(43) }).memberships.quote(ask)).toMatchObject({ email: null });

    const sub = await env.caller().memberships.subscribe({ planId: p.id, ...visitor('quoted') });
    await env.services.memberships.confirmTestCard(sub.clientSecret, CARD_OK, paidAt);
    const session = await accountSessionFor(env, visitor('quoted').email);
    const me = env.caller({ accountSession: session });
    expect(await me.memberships.quote(ask)).toEqual({ email: visitor('quoted').email, included: true, planName: 'Two a month', left: 1 });
    // Asking takes nothing.
    const [period] = await env.db.select().from(membershipPeriods).where(eq(membershipPeriods.membershipId, sub.membershipId));
    expect(period!.used).toBe(0);

    const booked = await me.memberships.bookSignedIn({ ...ask, name: 'Visitor quoted', phone: '' });
    expect(booked).toMatchObject({ success: true, amountPence: 0 });
    expect(await me.memberships.quote({ scheduleId: second.id, classTypeId: mat.id })).toEqual({
      email: visitor('quoted').email,
      included: false,
      reason: "You have used this month's classes of your membership",
    });

    // Her account shows the notice, the minimum term, when it would end and the month a holiday would start.
    const [mine] = await me.memberships.mine();
    expect(mine).toMatchObject({
      noticeDays: 30,
      minimumTermMonths: 2,
      endsIfCancelledNow: addMonths(paidAt, 2).toISOString(),
      holidayFromMonth: addMonths(paidAt, 1).toISOString().slice(0, 7),
      pauseFrom: null,
    });
    await env.db.update(memberships).set({ status: 'cancelled' }).where(eq(memberships.id, sub.membershipId));
  });

  it('a new card from her account: saved without a charge; when it fails the renewal, the card link mends it', async () => {
    const p = await plan({ classesPerMonth: null, minimumTermMonths: 1 });
    const start = new Date('2032-04-02T09:00:00Z');
    const sub = await env.caller().memberships.subscribe({ planId: p.id, ...visitor('new-card') });
    await env.services.memberships.confirmTestCard(sub.clientSecret, CARD_OK, start);
    const me = env.caller({ accountSession: await accountSessionFor(env, visitor('new-card').email) });
    await expectTrpcError(env.caller().memberships.changeCard({ membershipId: sub.membershipId }), 'UNAUTHORIZED');
    const other = env.caller({ accountSession: await accountSessionFor(env, visitor('not-hers').email) });
    await expectTrpcError(other.memberships.changeCard({ membershipId: sub.membershipId }), 'NOT_FOUND');

    const setup = await me.memberships.changeCard({ membershipId: sub.membershipId });
    expect(setup).toMatchObject({ planName: 'Two a month', amountPence: 4500 });
    // A declined card is not saved; the charges-fail card is (as Stripe attaches it), and nothing is charged now.
    expect(await me.memberships.confirmTestCardSetup({ clientSecret: setup.clientSecret, cardNumber: '4000 0000 0000 0002' })).toEqual({
      status: 'failed',
      message: 'Your card was declined.',
    });
    expect(await me.memberships.confirmTestCardSetup({ clientSecret: setup.clientSecret, cardNumber: '4000 0000 0000 0341' })).toEqual({
      status: 'succeeded',
      message: null,
    });
    const [saved] = await env.db.select().from(memberships).where(eq(memberships.id, sub.membershipId));
    expect(saved).toMatchObject({ testCard: CHARGES_FAIL, status: 'active' });
    expect(await env.db.select().from(membershipPeriods).where(eq(membershipPeriods.membershipId, sub.membershipId))).toHaveLength(1);

    // The renewal charges it and fails: past due, and the e-mail's card link takes a card that pays.
    await env.services.jobs.runDue({ now: addMonths(start, 1), kinds: [RENEW_JOB] });
    const [failed] = await env.db.select().from(memberships).where(eq(memberships.id, sub.membershipId));
    expect(failed!.status).toBe('past_due');
    const [mail] = await env.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(sql`${emailOutbox.to} = ${visitor('new-card').email} and ${emailOutbox.subject} like '%did not go through%'`);
    const token = /\/membership\/card#([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const link = await env.caller().memberships.cardSetup({ token });
    await env.services.memberships.confirmTestCardSetup(link.clientSecret, CARD_OK, new Date(addMonths(start, 1).getTime() + DAY));
    const [paid] = await env.db.select().from(memberships).where(eq(memberships.id, sub.membershipId));
    expect(paid).toMatchObject({ status: 'active', testCard: CARD_OK, paidThrough: addMonths(start, 2) });
    await env.db.update(memberships).set({ status: 'cancelled' }).where(eq(memberships.id, sub.membershipId));
  });
});
