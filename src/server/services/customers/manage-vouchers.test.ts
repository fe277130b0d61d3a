/**
 * A class or an appointment a gift voucher paid for, in part or in full, on her manage page (issue 36): what the
 * voucher paid, and what cancelling now gives back to it, quoted by the very rule the cancel then applies
 * (`voucherBackPence`): the balance moves by exactly the quoted figure.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARQ_QUESTIONS } from '../../../domain/appointments/rules';
import { formatPence } from '../../../domain/money';
import { addDays, londonInstant, londonToday, mondayOf } from '../../../domain/time';
import { orders, packs, vouchers } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { type TestEnv, useTestEnv } from '../../test/harness';
import { createServices } from '../container';
import { issueManageToken } from './manage-link';

const clock = { now: new Date() };
const env = useTestEnv({
  config: { RATE_LIMIT_PER_MINUTE: '0' },
  services: ({ db, config }) => createServices({ db, config, clock: () => clock.now }),
});
const CARD_OK = '4242424242424242';
const health = { answers: PARQ_QUESTIONS.map(() => false), details: '' };
const monday = addDays(mondayOf(londonToday(clock.now)), 35);
let admin: ReturnType<TestEnv['caller']>;
let single: { id: number; pricePence: number };

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
  await admin.admin.appointments.setHours(
    [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '08:00', endTime: '18:00', locationId: null })),
  );
  single = (await admin.admin.appointments.listTypes()).find((t) => t.name === 'Personal Training - Single Session')!;
});

const issue = (amountPence: number) => admin.admin.vouchers.issue({ amountPence, recipientEmail: 'friend@example.com' });
async function balanceOf(id: number) {
  const [row] = await env.db.select({ balance: vouchers.balancePence }).from(vouchers).where(eq(vouchers.id, id));
  return row!.balance;
}
const linkFor = (orderId: number) => issueManageToken(env.db, { orderId, expiresAt: new Date(Date.now() + 90 * 86_400_000) });
const hoursBefore = (start: Date, hours: number) => new Date(start.getTime() - hours * 3_600_000);

async function matClass(dayOffset: number) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id], date: addDays(londonToday(), dayOffset), startTime: '18:30' });
  return { mat, slot, start: londonInstant(slot.date, '18:30') };
}

describe('a class paid by a gift voucher, on her manage page', () => {
  it('paid in full: shows what the voucher paid, quotes its share back by the tier, and the cancel gives exactly that', async () => {
    const { mat, slot, start } = await matClass(41);
    const price = mat.pricePence;
    const v = await issue(price + 200);
    const booked = await env
      .caller({ browser: env.browser() })
      .bookings.create({ ...visitor('mv1'), classTypeId: mat.id, scheduleId: slot.id, voucherCode: v.code });
    expect(booked).toMatchObject({ success: true, amountPence: 0, voucherPence: price });
    const token = await linkFor(booked.orderId!);

    const early = await env.services.customers.view(token, hoursBefore(start, 30));
    expect(early).toMatchObject({ amountPaidPence: 0, voucherPence: price });
    // Not "full refund of £0.00": the voucher's share is what goes back.
    expect(early.cancellation).toEqual({
      allowed: true,
      refundPence: 0,
      percent: 100,
      voucherBackPence: price,
      note: `More than 24 hours before the class: ${formatPence(price)} back to your gift voucher.`,
    });

    const at = hoursBefore(start, 18);
    const half = Math.floor(price / 2);
    const quoted = (await env.services.customers.view(token, at)).cancellation!;
    expect(quoted).toMatchObject({ allowed: true, refundPence: 0, percent: 50, voucherBackPence: half });
    expect(quoted.note).toBe(`12 to 24 hours before the class: 50% refund, ${formatPence(half)} back to your gift voucher.`);
    expect(await balanceOf(v.id)).toBe(200);
    await expect(env.services.customers.cancel(token, 0, at)).resolves.toMatchObject({ cancelled: true, refundPence: 0 });
    expect(await balanceOf(v.id)).toBe(200 + quoted.voucherBackPence!);

    // Afterwards: still what the voucher paid; nothing more to give back.
    const after = await env.services.customers.view(token, at);
    expect(after.voucherPence).toBe(price);
    expect(after.cancellation).toMatchObject({ allowed: false });
    expect(after.cancellation!.voucherBackPence).toBeUndefined();
  });

  it('paid in part: the card refund and the voucher share side by side, both given back as quoted', async () => {
    const { mat, slot, start } = await matClass(42);
    const price = mat.pricePence;
    const v = await issue(300);
    const browser = env.browser();
    const held = await env
      .caller({ browser })
      .bookings.create({ ...visitor('mv2'), classTypeId: mat.id, scheduleId: slot.id, voucherCode: v.code });
    await env.caller({ browser }).payments.confirmTest({ clientSecret: held.clientSecret!, cardNumber: CARD_OK });
    const [order] = await env.db.select({ id: orders.id }).from(orders).where(eq(orders.bookingId, held.bookingId!));
    const token = await linkFor(order!.id);

    const at = hoursBefore(start, 30);
    const view = await env.services.customers.view(token, at);
    expect(view).toMatchObject({ amountPaidPence: price - 300, voucherPence: 300 });
    expect(view.cancellation).toMatchObject({
      allowed: true,
      refundPence: price - 300,
      percent: 100,
      voucherBackPence: 300,
      creditInstead: true,
      note: `More than 24 hours before the class: full refund of ${formatPence(price - 300)} and £3.00 back to your gift voucher, or one class credit instead.`,
    });
    expect(await balanceOf(v.id)).toBe(0);
    await env.services.customers.cancel(token, price - 300, at);
    expect(await balanceOf(v.id)).toBe(300);
  });

  it('a pack the voucher paid shows it on the order', async () => {
    const [pack] = await env.db
      .insert(packs)
      .values({ name: 'Three classes', credits: 3, pricePence: 3000, validityDays: 90, classTypeIds: [] })
      .returning({ id: packs.id });
    const v = await issue(5000);
    const bought = await env.caller({ browser: env.browser() }).packs.buy({ packId: pack!.id, ...visitor('mv3'), voucherCode: v.code });
    expect(bought.orderId).toBeDefined();
    const view = await env.services.customers.viewOrder(bought.orderId!);
    expect(view).toMatchObject({ kind: 'purchase', amountPaidPence: 0, voucherPence: 3000 });
  });
});

describe('an appointment paid by a gift voucher, on her manage page', () => {
  it("shows the voucher's part, quotes its share back by the tier, and the cancel gives exactly that", async () => {
    const start = londonInstant(monday, '09:00');
    const v = await issue(single.pricePence);
    const booked = await env.caller().appointments.book({
      typeId: single.id,
      start,
      name: 'Vera Voucher',
      email: 'vera@example.com',
      phone: '07700 900123',
      health,
      voucherCode: v.code,
    });
    expect(booked).toMatchObject({ success: true, status: 'confirmed', voucherPence: single.pricePence, amountPence: 0 });
    const [order] = await env.db.select({ id: orders.id }).from(orders).where(eq(orders.appointmentId, booked.appointmentId!));
    const token = await linkFor(order!.id);

    const early = await env.services.appointmentActions.view(token, hoursBefore(start, 30));
    expect(early).toMatchObject({ amountPaidPence: 0, voucherPence: single.pricePence, paidWith: 'voucher' });
    expect(early.cancellation).toEqual({
      allowed: true,
      refundPence: 0,
      percent: 100,
      paidWithCredit: false,
      voucherBackPence: single.pricePence,
      note: `More than 24 hours before the session: ${formatPence(single.pricePence)} back to your gift voucher.`,
    });
    // The order's summary (the manage page's first read) says so too.
    expect(await env.services.customers.view(token, hoursBefore(start, 30))).toMatchObject({
      kind: 'appointment',
      voucherPence: single.pricePence,
    });

    const at = hoursBefore(start, 18);
    const quoted = (await env.services.appointmentActions.view(token, at)).cancellation;
    expect(quoted).toMatchObject({ percent: 50, refundPence: 0, voucherBackPence: Math.floor(single.pricePence / 2) });
    expect(await balanceOf(v.id)).toBe(0);
    await expect(env.services.appointmentActions.cancel(token, 0, at)).resolves.toMatchObject({ cancelled: true });
    expect(await balanceOf(v.id)).toBe(quoted.voucherBackPence);
    // Nothing more goes back, and the page no longer offers any.
    const after = await env.services.appointmentActions.view(token, at);
    expect(after).toMatchObject({ status: 'cancelled', voucherPence: single.pricePence });
    expect(after.cancellation.voucherBackPence).toBeUndefined();
  });
});
