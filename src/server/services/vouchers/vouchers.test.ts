/**
 * Gift vouchers (decision 730): issued by the owner, spent in part or in full through the booking, checkout and pack
 * doors, given back when a hold ends unpaid or the owner cancels, never below 0 under 200 parallel uses.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, packs, voucherLedger, vouchers } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { testDbKind, useTestEnv } from '../../test/harness';
import type { createCaller } from '../../trpc/root';
import { recount } from '../booking/places';
import { voucherExpiry } from './vouchers';

const env = useTestEnv();
const CARD_OK = '4242424242424242';
let admin: ReturnType<typeof createCaller>;

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
});

const issue = (amountPence: number, recipientEmail = 'friend@example.com') => admin.admin.vouchers.issue({ amountPence, recipientEmail });

async function balanceOf(id: number) {
  const [row] = await env.db.select({ balance: vouchers.balancePence }).from(vouchers).where(eq(vouchers.id, id));
  return row!.balance;
}

async function matSlot(maxBookings = 10) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings });
  return { mat, slot };
}

describe('issuing and reading a voucher', () => {
  it('answers a working code once, keeps only its hash, and shows the balance by code', async () => {
    const made = await issue(2500);
    expect(made.code).toMatch(/^GIFT-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const [row] = await env.db.select().from(vouchers).where(eq(vouchers.id, made.id));
    expect(JSON.stringify(row)).not.toContain(made.code.replace(/-/g, '').slice(4));
    expect(row!.codeHint).toBe(made.code.slice(-4));
    // Lower case and without dashes is the same code.
    const seen = await env.caller().vouchers.balance({ code: made.code.toLowerCase().replace(/-/g, ' ') });
    expect(seen).toMatchObject({ balancePence: 2500, initialPence: 2500, expired: false });
    await expect(env.caller().vouchers.balance({ code: 'GIFT-AAAA-AAAA-AAAA-AAAA' })).rejects.toThrow('No voucher has this code');
    const trail = await env.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'voucher.issue'), eq(auditLog.entityId, `V-${made.id}`)));
    expect(trail).toHaveLength(1);
    expect(JSON.stringify(trail)).not.toContain(made.code);
  });

  it('counts the outstanding liability in the reports: balances of unexpired vouchers only', async () => {
    const range = { from: '2026-01-01', to: '2026-01-31' };
    const before = (await admin.admin.reports.summary(range)).voucherLiability;
    const kept = await issue(1200);
    const lapsed = await issue(800);
    await env.db
      .update(vouchers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vouchers.id, lapsed.id));
    const after = (await admin.admin.reports.summary(range)).voucherLiability;
    expect(after).toEqual({ pence: before.pence + 1200, count: before.count + 1 });
    expect((await admin.admin.vouchers.liability()).pence).toBe(after.pence);
    expect(kept.amountPence).toBe(1200);
  });

  it('expires at least 12 months out, at a London midnight', () => {
    const now = new Date('2026-03-03T12:00:00Z');
    expect(voucherExpiry(now, 12).toISOString()).toBe('2027-03-04T00:00:00.000Z');
    // 31 August + 12 months in a leap-free year, British Summer Time.
    expect(voucherExpiry(new Date('2026-08-31T10:00:00Z'), 12).toISOString()).toBe('2027-08-31T23:00:00.000Z');
  });

  it('refuses settings below 12 months', async () => {
    await expect(admin.admin.vouchers.saveSettings({ amountsPence: [2000], validityMonths: 6 })).rejects.toThrow();
    await expect(admin.admin.vouchers.saveSettings({ amountsPence: [5000, 2000, 2000], validityMonths: 18 })).resolves.toEqual({
      amountsPence: [2000, 5000],
      validityMonths: 18,
    });
  });
});

describe('paying with a voucher', () => {
  it('pays part of one booking, then the rest of its balance on a second, then is refused', async () => {
    const { mat, slot } = await matSlot();
    const price = mat.pricePence;
    const v = await issue(price + 300);
    const first = await env
      .caller({ browser: env.browser() })
      .bookings.create({ ...visitor('v1'), classTypeId: mat.id, scheduleId: slot.id, voucherCode: v.code });
    // The voucher covers the first class in full: confirmed without a card.
    expect(first).toMatchObject({ success: true, clientSecret: null, voucherPence: price, amountPence: 0, originalPence: price });
    // Balance shown when used: what is left on it, read as it paid.
    expect(first.voucherBalancePence).toBe(300);
    expect(await balanceOf(v.id)).toBe(300);

    const payer = env.browser();
    const second = await env
      .caller({ browser: payer })
      .bookings.create({ ...visitor('v2'), classTypeId: mat.id, scheduleId: slot.id, voucherCode: v.code });
    expect(second).toMatchObject({ success: true, voucherPence: 300, voucherBalancePence: 0, amountPence: price - 300 });
    expect(second.clientSecret).toBeTruthy();
    expect(await balanceOf(v.id)).toBe(0);
    const [order] = await env.db.select().from(orders).where(eq(orders.bookingId, second.bookingId!));
    expect(order).toMatchObject({ amountPence: price - 300, voucherPence: 300, voucherReserved: true, originalPence: price });

    await expect(
      env
        .caller({ browser: env.browser() })
        .bookings.create({ ...visitor('v3'), classTypeId: mat.id, scheduleId: slot.id, voucherCode: v.code }),
    ).rejects.toThrow('voucherCode: this voucher has no balance left');
    expect(await recount(env.db, [slot.id])).toEqual([]);

    // The card pays the rest: the voucher share stays spent.
    await env.caller({ browser: payer }).payments.confirmTest({ clientSecret: second.clientSecret!, cardNumber: CARD_OK });
    expect(await balanceOf(v.id)).toBe(0);
    const ledger = await env.db.select().from(voucherLedger).where(eq(voucherLedger.voucherId, v.id));
    expect(ledger.map((l) => [l.reason, l.deltaPence])).toEqual([
      ['issue', price + 300],
      ['redeem', -price],
      ['redeem', -300],
    ]);
    expect(
      await env.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'voucher.redeem'), eq(auditLog.entityId, `V-${v.id}`))),
    ).toHaveLength(2);
  });

  it('gives the share back when she leaves the payment, and when the owner cancels a booking it paid', async () => {
    const { mat, slot } = await matSlot();
    const v = await issue(500);
    const browser = env.browser();
    const held = await env
      .caller({ browser })
      .bookings.create({ ...visitor('v4'), classTypeId: mat.id, scheduleId: slot.id, voucherCode: v.code });
    expect(held.voucherPence).toBe(500);
    expect(await balanceOf(v.id)).toBe(0);
    await env.caller({ browser }).bookings.release({ clientSecret: held.clientSecret! });
    expect(await balanceOf(v.id)).toBe(500);
    // A second release gives nothing twice.
    await env.caller({ browser }).bookings.release({ clientSecret: held.clientSecret! });
    expect(await balanceOf(v.id)).toBe(500);

    const big = await issue(mat.pricePence * 2);
    const booked = await env
      .caller({ browser: env.browser() })
      .bookings.create({ ...visitor('v5'), classTypeId: mat.id, scheduleId: slot.id, voucherCode: big.code });
    expect(booked.amountPence).toBe(0);
    expect(await balanceOf(big.id)).toBe(mat.pricePence);
    await env.services.cancellation.ownerCancel({ bookingId: booked.bookingId!, by: 'admin', reason: 'Studio closed' });
    expect(await balanceOf(big.id)).toBe(mat.pricePence * 2);
    const reasons = (await env.db.select().from(voucherLedger).where(eq(voucherLedger.voucherId, big.id))).map((l) => l.reason);
    expect(reasons).toEqual(['issue', 'redeem', 'refund']);
  });

  it('pays at /checkout and for a pack, in part or in full; an expired voucher pays nothing', async () => {
    const { mat, slot } = await matSlot();
    const v = await issue(400);
    const checkout = await env
      .caller({ browser: env.browser() })
      .checkout.createClassPayment({ ...visitor('v6'), scheduleId: slot.id, classTypeId: mat.id, voucherCode: v.code });
    expect(checkout).toMatchObject({ voucherPence: 400, voucherBalancePence: 0, amountPence: mat.pricePence - 400 });

    const [pack] = await env.db
      .insert(packs)
      .values({ name: 'Five classes', credits: 5, pricePence: 5000, validityDays: 90, classTypeIds: [] })
      .returning({ id: packs.id });
    const whole = await issue(6000);
    const bought = await env.caller({ browser: env.browser() }).packs.buy({ packId: pack!.id, ...visitor('v7'), voucherCode: whole.code });
    expect(bought).toMatchObject({ clientSecret: '', amountPence: 0, voucherPence: 5000, voucherBalancePence: 1000 });
    expect(await balanceOf(whole.id)).toBe(1000);
    const part = await env.caller({ browser: env.browser() }).packs.buy({ packId: pack!.id, ...visitor('v8'), voucherCode: whole.code });
    expect(part).toMatchObject({ amountPence: 4000, voucherPence: 1000, voucherBalancePence: 0 });

    const old = await issue(1000);
    await env.db
      .update(vouchers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vouchers.id, old.id));
    await expect(
      env
        .caller({ browser: env.browser() })
        .bookings.create({ ...visitor('v9'), classTypeId: mat.id, scheduleId: slot.id, voucherCode: old.code }),
    ).rejects.toThrow('voucherCode: this voucher has expired');
    expect((await env.caller().vouchers.balance({ code: old.code })).expired).toBe(true);
  });
});

describe.runIf(testDbKind() === 'postgres')('a voucher racing on PostgreSQL (two instances)', () => {
  let callers: ReturnType<typeof createCaller>[];
  beforeAll(async () => {
    callers = [env.caller(), (await env.secondInstance({ poolSize: 20 })).caller()];
  });

  it('lets 200 parallel bookings with one code take exactly its balance; it never goes below 0', async () => {
    const { mat, slot } = await matSlot(250);
    const price = mat.pricePence;
    // Four classes in full and part of a fifth.
    const balance = price * 4 + 250;
    const v = await issue(balance);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        callers[i % 2]!.bookings.create({ ...visitor(`vr${i}`), classTypeId: mat.id, scheduleId: slot.id, voucherCode: v.code }),
      ),
    );
    const through = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.every((r) => /voucherCode: this voucher has no balance left/.test(String(r.reason)))).toBe(true);
    expect(through.filter((r) => r.amountPence === 0)).toHaveLength(4);
    expect(through.filter((r) => r.voucherPence === 250 && r.amountPence === price - 250)).toHaveLength(1);
    expect(through).toHaveLength(5);
    expect(refused).toHaveLength(195);
    expect(through.reduce((s, r) => s + (r.voucherPence ?? 0), 0)).toBe(balance);
    expect(await balanceOf(v.id)).toBe(0);
    const redeemed = await env.db
      .select()
      .from(voucherLedger)
      .where(and(eq(voucherLedger.voucherId, v.id), eq(voucherLedger.reason, 'redeem')));
    expect(redeemed.reduce((s, l) => s - l.deltaPence, 0)).toBe(balance);
    // Every refused request gave its place back.
    expect(await recount(env.db, [slot.id])).toEqual([]);
  });

  it('never goes below 0 when memberships (decision 800) and bookings spend one code at once', async () => {
    const { mat, slot } = await matSlot(250);
    const price = mat.pricePence;
    const plan = await admin.admin.memberships.createPlan({
      name: 'Race plan',
      pricePence: 4900,
      classesPerMonth: 4,
      classTypeIds: [],
      includesAppointments: false,
      minimumTermMonths: 1,
      noticeDays: 0,
      isActive: true,
      description: '',
    });
    const balance = 4900 * 2 + price * 2 + 300;
    const v = await issue(balance);
    const results = await Promise.allSettled(
      // 200 at once, each kind through both instances.
      Array.from({ length: 200 }, (_, i) =>
        i % 2 === 0
          ? callers[Math.floor(i / 2) % 2]!.memberships.subscribe({ planId: plan.id, ...visitor(`mv${i}`), voucherCode: v.code })
          : callers[Math.floor(i / 2) % 2]!.bookings.create({
              ...visitor(`bv${i}`),
              classTypeId: mat.id,
              scheduleId: slot.id,
              voucherCode: v.code,
            }),
      ),
    );
    const through = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.every((r) => /voucherCode: this voucher has no balance left/.test(String(r.reason)))).toBe(true);
    expect(through.reduce((s, r) => s + (r.voucherPence ?? 0), 0)).toBe(balance);
    expect(through.length + refused.length).toBe(200);
    expect(await balanceOf(v.id)).toBe(0);
    const redeemed = await env.db
      .select()
      .from(voucherLedger)
      .where(and(eq(voucherLedger.voucherId, v.id), eq(voucherLedger.reason, 'redeem')));
    expect(redeemed).toHaveLength(through.length);
    expect(redeemed.reduce((s, l) => s - l.deltaPence, 0)).toBe(balance);
    // What the orders record matches the ledger: no order holds a share the balance did not give.
    const held = await env.db.select({ pence: orders.voucherPence }).from(orders).where(eq(orders.voucherId, v.id));
    expect(held.reduce((s, o) => s + o.pence, 0)).toBe(balance);
    expect(await recount(env.db, [slot.id])).toEqual([]);
  }, 240_000);
});
