/**
 * The introductory offer's first-month membership price (decision 801): the owner sets it or switches it off; "first"
 * is judged as for a first class (the address, one live claim taken atomically); it is applied before a gift
 * voucher; a first month never paid gives the claim back. On PostgreSQL, parallel sign-ups by one address over two
 * instances give it to exactly one.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, introClaims, memberships, orders } from '../../db/schema';
import { visitor } from '../../test/booking-fixtures';
import { testDbKind, type TestEnv, useTestEnv } from '../../test/harness';
import type { createCaller } from '../../trpc/root';
import { FIRST_PAYMENT_HOURS, FIRST_PAYMENT_JOB } from './join';

const env = useTestEnv();
const CARD_OK = '4242424242424242';
const HOUR = 3_600_000;
let admin: ReturnType<typeof createCaller>;
let planId: number;

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
  planId = (
    await admin.admin.memberships.createPlan({
      name: 'Unlimited',
      pricePence: 6000,
      classesPerMonth: null,
      classTypeIds: [],
      includesAppointments: false,
      minimumTermMonths: 1,
      noticeDays: 0,
      isActive: true,
      description: '',
    })
  ).id;
});

const offer = (membershipPence: number | null, enabled = true) =>
  admin.admin.introOffer.save({ enabled, classPence: 500, appointmentPence: 2000, membershipPence });
const claimsOf = (email: string) => env.db.select().from(introClaims).where(eq(introClaims.email, email));

describe('the first-month membership price', () => {
  it('is off until the owner sets it; set, her first month has it once per address, the second sign-up pays the plan', async () => {
    expect(await admin.admin.introOffer.get()).toMatchObject({ membershipPence: null });
    const off = await env.caller().memberships.subscribe({ planId, ...visitor('before') });
    expect(off).toMatchObject({ introPriced: false, firstMonthPence: 6000, amountPence: 6000 });

    await offer(1500);
    // Saving the class price alone leaves the first-month price as it was.
    await admin.admin.introOffer.save({ enabled: true, classPence: 500, appointmentPence: 2000 });
    expect(await admin.admin.introOffer.get()).toMatchObject({ membershipPence: 1500 });
    const first = await env.caller().memberships.subscribe({ planId, ...visitor('newcomer') });
    expect(first).toMatchObject({ introPriced: true, firstMonthPence: 1500, amountPence: 1500, voucherPence: 0 });
    const [row] = await env.db.select().from(memberships).where(eq(memberships.id, first.membershipId));
    expect(row!.pricePence).toBe(6000);
    const [order] = await env.db.select().from(orders).where(eq(orders.id, row!.firstOrderId!));
    expect(order).toMatchObject({ originalPence: 6000, discountPence: 4500, amountPence: 1500 });
    const email = visitor('newcomer').email;
    expect(await claimsOf(email)).toEqual([
      expect.objectContaining({ kind: 'membership', orderId: order!.id, listPence: 6000, introPence: 1500, releasedAt: null }),
    ]);
    // The same address again (any case): the plan's price.
    const second = await env.caller().memberships.subscribe({ planId, ...visitor('newcomer'), email: email.toUpperCase() });
    expect(second).toMatchObject({ introPriced: false, amountPence: 6000 });
    // Paid: the claim is kept; the month's payment is the intro price.
    await env.services.memberships.confirmTestCard(first.clientSecret, CARD_OK);
    const [kept] = await claimsOf(email);
    expect(kept!.confirmedAt).not.toBeNull();
    const [paid] = await env.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(paid!.paidPence).toBe(1500);
    // A member already is not new: a later sign-up pays the plan's price even with the claim gone.
    await env.db.delete(introClaims).where(eq(introClaims.email, email));
    expect(await env.caller().memberships.subscribe({ planId, ...visitor('newcomer') })).toMatchObject({ introPriced: false });

    // Switched off: nobody has it.
    await offer(null);
    expect(await env.caller().memberships.subscribe({ planId, ...visitor('after-off') })).toMatchObject({ introPriced: false });
    await offer(1500, false);
    expect(await env.caller().memberships.subscribe({ planId, ...visitor('after-off-2') })).toMatchObject({ introPriced: false });
  });

  it('is applied before a gift voucher, and given back with the voucher share when the first month is never paid', async () => {
    await offer(2000);
    const v = await admin.admin.vouchers.issue({ amountPence: 1500, recipientEmail: 'friend@example.com' });
    const sub = await env.caller().memberships.subscribe({ planId, ...visitor('intro-voucher'), voucherCode: v.code });
    expect(sub).toMatchObject({ introPriced: true, firstMonthPence: 2000, voucherPence: 1500, amountPence: 500, intent: 'payment' });
    const email = visitor('intro-voucher').email;
    const [row] = await env.db.select().from(memberships).where(eq(memberships.id, sub.membershipId));
    await env.services.jobs.runDue({
      now: new Date(row!.createdAt.getTime() + FIRST_PAYMENT_HOURS * HOUR + 1000),
      kinds: [FIRST_PAYMENT_JOB],
    });
    expect((await claimsOf(email))[0]!.releasedAt).not.toBeNull();
    expect((await env.caller().vouchers.balance({ code: v.code })).balancePence).toBe(1500);
    const trail = await env.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'membership.first_unpaid'), eq(auditLog.entityId, String(sub.membershipId))));
    expect(trail).toEqual([{ after: expect.objectContaining({ voucherPence: 1500, reason: 'unpaid' }) }]);
    // Her next sign-up has the offer again, and the voucher pays the whole intro month.
    const again = await env.caller().memberships.subscribe({ planId, ...visitor('intro-voucher'), voucherCode: v.code });
    expect(again).toMatchObject({ introPriced: true, voucherPence: 1500, amountPence: 500 });
  });
});

describe.runIf(testDbKind() === 'postgres')('the first-month price under a rush on PostgreSQL (two instances)', () => {
  let callers: ReturnType<TestEnv['caller']>[];
  beforeAll(async () => {
    callers = [env.caller(), (await env.secondInstance({ poolSize: 20 })).caller()];
  });

  it('gives it to exactly one of 200 parallel sign-ups by one address', async () => {
    await offer(1000);
    const email = 'rush.member@example.com';
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        callers[i % 2]!.memberships.subscribe({ planId, ...visitor(`m-rush${i}`), email: i % 3 === 0 ? email.toUpperCase() : email }),
      ),
    );
    const answered = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(answered).toHaveLength(200);
    expect(answered.filter((a) => a.introPriced && a.amountPence === 1000)).toHaveLength(1);
    expect(answered.filter((a) => !a.introPriced && a.amountPence === 6000)).toHaveLength(199);
    const live = (await claimsOf(email)).filter((c) => c.releasedAt === null);
    expect(live).toHaveLength(1);
    const winner = answered.find((a) => a.introPriced)!;
    const [row] = await env.db.select().from(memberships).where(eq(memberships.id, winner.membershipId));
    expect(live[0]!.orderId).toBe(row!.firstOrderId);
  }, 240_000);
});
