/**
 * Memberships under a rush, on PostgreSQL with two instances (PGlite is one session, where a row lock proves
 * nothing): 200 parallel deliveries of a renewal's invoice.paid grant its month once, and 200 parallel bookings
 * with a membership of 5 classes a month take exactly 5 places.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { londonInstant } from '../../../domain/time';
import { auditLog, bookings, membershipPeriods, memberships, membershipUses, orders, payments, receipts } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { signedStripeEvent, useStripeTestEnv } from '../../test/fake-stripe';
import { testDbKind, type TestEnv } from '../../test/harness';
import { invoiceObject } from '../../test/membership-fixtures';
import { recount } from '../booking/places';

const { env } = useStripeTestEnv();
const DAY = 86_400_000;

describe.runIf(testDbKind() === 'postgres')('memberships racing on PostgreSQL (two instances)', () => {
  let apps: Awaited<ReturnType<TestEnv['app']>>[];
  let callers: ReturnType<TestEnv['caller']>[];

  beforeAll(async () => {
    const other = await env.secondInstance({ poolSize: 20 });
    apps = [await env.app(), other.app];
    callers = [env.caller(), other.caller()];
  });

  async function subscribed(who: string, classesPerMonth: number | null) {
    const token = await env.adminToken();
    const plan = await env.caller({ token }).admin.memberships.createPlan({
      name: `Plan ${who}`,
      pricePence: 5500,
      classesPerMonth,
      classTypeIds: [],
      includesAppointments: false,
      minimumTermMonths: 1,
      noticeDays: 0,
      isActive: true,
      description: '',
    });
    const sub = await env.caller().memberships.subscribe({ planId: plan.id, ...visitor(who) });
    const [row] = await env.db.select().from(memberships).where(eq(memberships.id, sub.membershipId));
    return { sub, row: row! };
  }

  const deliver = (i: number, payload: string, signature: string) =>
    apps[i % 2]!.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });

  it('grants a renewal once from 200 parallel invoice.paid deliveries over two instances (replays and re-sent events)', async () => {
    const { sub, row } = await subscribed('renewal-rush', 4);
    const start = new Date('2032-04-01T08:00:00Z');
    const end = new Date('2032-05-01T08:00:00Z');
    const invoice = invoiceObject({
      id: 'in_rush_renewal',
      subscription: row.providerSubscriptionId!,
      customer: row.providerCustomerId!,
      amount: 5500,
      start,
      end,
      reason: 'subscription_cycle',
      paid: true,
    });
    // Half replays of one event, half the same invoice under other event ids (Stripe re-sending it).
    const replayed = signedStripeEvent({ id: 'evt_rush_same', type: 'invoice.paid', object: invoice });
    const deliveries = Array.from({ length: 200 }, (_, i) => {
      const ev = i % 2 === 0 ? replayed : signedStripeEvent({ id: `evt_rush_${i}`, type: 'invoice.paid', object: invoice });
      return deliver(i, ev.payload, ev.signature);
    });
    const answers = await Promise.all(deliveries);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const outcomes = answers.map((a) => a.json<{ outcome: string }>().outcome);
    expect(outcomes.filter((o) => o === 'granted')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(199);

    const periods = await env.db.select().from(membershipPeriods).where(eq(membershipPeriods.membershipId, sub.membershipId));
    expect(periods).toHaveLength(1);
    expect(periods[0]).toMatchObject({ allowance: 4, used: 0, amountPence: 5500, startsAt: start, endsAt: end });
    const paid = await env.db.select().from(payments).where(eq(payments.providerPaymentId, 'in_rush_renewal'));
    expect(paid).toHaveLength(1);
    expect(await env.db.select().from(orders).where(eq(orders.id, paid[0]!.orderId))).toHaveLength(1);
    expect(await env.db.select().from(receipts).where(eq(receipts.paymentId, paid[0]!.id))).toHaveLength(1);
    const trail = await env.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'membership'),
          eq(auditLog.entityId, String(sub.membershipId)),
          inArray(auditLog.action, ['membership.grant', 'membership.renew']),
        ),
      );
    expect(trail.map((t) => t.action).sort()).toEqual(['membership.grant', 'membership.renew']);
  }, 240_000);

  it('lets exactly 5 of 200 parallel bookings with a 5-a-month membership take a place, over two instances', async () => {
    const { sub, row } = await subscribed('booking-rush', 5);
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slots: Awaited<ReturnType<typeof createSlot>>[] = [];
    for (let i = 0; i < 10; i++) slots.push(await createSlot(env.db, { allowed: [mat.id], maxBookings: 30 }));
    const first = londonInstant(slots[0]!.date, '08:00');
    const start = new Date(first.getTime() - DAY);
    const invoice = invoiceObject({
      id: 'in_booking_rush',
      subscription: row.providerSubscriptionId!,
      customer: row.providerCustomerId!,
      amount: 5500,
      start,
      end: new Date(start.getTime() + 31 * DAY),
      reason: 'subscription_create',
      paid: true,
    });
    const ev = signedStripeEvent({ id: 'evt_booking_rush', type: 'invoice.paid', object: invoice });
    expect((await deliver(0, ev.payload, ev.signature)).json()).toEqual({ received: true, outcome: 'granted' });

    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        callers[i % 2]!.memberships.book({
          ...visitor('booking-rush'),
          classTypeId: mat.id,
          scheduleId: slots[i % 10]!.id,
          membershipCode: sub.membershipCode,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled' && r.value.success);
    expect(ok).toHaveLength(5);
    const refused = results.filter((r) => r.status === 'rejected' && /used this month/.test((r.reason as Error).message));
    expect(refused).toHaveLength(195);
    const [period] = await env.db.select().from(membershipPeriods).where(eq(membershipPeriods.membershipId, sub.membershipId));
    expect(period!.used).toBe(5);
    const uses = await env.db.select().from(membershipUses).where(eq(membershipUses.periodId, period!.id));
    expect(uses).toHaveLength(5);
    const placed = await env.db
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(
        inArray(
          bookings.slotId,
          slots.map((s) => s.id),
        ),
      );
    expect(placed.filter((b) => b.status === 'confirmed')).toHaveLength(5);
    expect(new Set(uses.map((u) => u.bookingId))).toEqual(new Set(placed.filter((b) => b.status === 'confirmed').map((b) => b.id)));
    // No place is left taken by a rolled-back attempt: every slot's counter matches its bookings.
    expect(
      await recount(
        env.db,
        slots.map((s) => s.id),
      ),
    ).toEqual([]);
  }, 240_000);
});
