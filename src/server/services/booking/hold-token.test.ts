/**
 * A hold belongs to the browser that made it (the hold token in its httpOnly cookie), not to whoever
 * types the same e-mail. Run on PostgreSQL with two app instances, as two servers behind one site would.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { discountCodes, orders } from '../../db/schema';
import { createSlot, seededClassType, slotState, visitor } from '../../test/booking-fixtures';
import { expectTrpcError } from '../../test/expect-error';
import { type Browser, type TestEnv, useTestEnv } from '../../test/harness';
import { FULLY_BOOKED } from '../../../domain/errors';
import { PAYMENT_MESSAGES } from './payment-rules';
import { hashHoldToken } from './hold-token';
import { recount } from './places';

const env = useTestEnv();
type Caller = ReturnType<TestEnv['caller']>;
let second: Awaited<ReturnType<TestEnv['secondInstance']>>;
let codeN = 0;

beforeAll(async () => {
  second = await env.secondInstance({ poolSize: 20 });
});

/** A caller on instance 1 or 2 acting as `browser`. */
const on = (i: number, browser: Browser): Caller => (i % 2 === 0 ? env.caller({ browser }) : second.caller({ browser }));

async function oneClass(maxBookings: number) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings });
  return { mat, slot };
}

async function holdAs(browser: Browser, who: string, cls: Awaited<ReturnType<typeof oneClass>>, discountCode?: string) {
  const res = await env
    .caller({ browser })
    .bookings.create({ ...visitor(who), classTypeId: cls.mat.id, scheduleId: cls.slot.id, discountCode });
  expect(res.success).toBe(true);
  return res;
}

async function newCode() {
  const name = `HOLD${++codeN}`;
  await env.db.insert(discountCodes).values({ code: name, discountType: 'percentage', value: 10, maxUses: 5 });
  return name;
}
const usesOf = async (name: string) =>
  (await env.db.select({ uses: discountCodes.uses }).from(discountCodes).where(eq(discountCodes.code, name)))[0]!.uses;

describe('hold tokens', () => {
  it('stores only a hash of a 256-bit token and gives the browser the token, never the tRPC answer', async () => {
    const cls = await oneClass(3);
    const browser = env.browser();
    const res = await holdAs(browser, 'token', cls);
    expect(res).not.toHaveProperty('holdToken');
    expect(browser.hold).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [order] = await env.db.select({ hash: orders.holdTokenHash }).from(orders).where(eq(orders.bookingId, res.bookingId!));
    expect(order!.hash).toBe(hashHoldToken(browser.hold!));
  });

  it('gives a second browser with the same e-mail its own hold, never the first one’s client secret, and Fully Booked when no place is left', async () => {
    const cls = await oneClass(2);
    const [first, other, third] = [env.browser(), env.browser(), env.browser()];
    const mine = await holdAs(first, 'same', cls);
    // Asking again from the same browser (back from payment, reload) resumes her hold.
    const again = await on(1, first).bookings.create({ ...visitor('same'), classTypeId: cls.mat.id, scheduleId: cls.slot.id });
    expect(again.clientSecret).toBe(mine.clientSecret);

    const theirs = await on(1, other).bookings.create({ ...visitor('same'), classTypeId: cls.mat.id, scheduleId: cls.slot.id });
    expect(theirs.success).toBe(true);
    expect(theirs.clientSecret).not.toBe(mine.clientSecret);
    expect(theirs.bookingId).not.toBe(mine.bookingId);

    const full = await on(0, third).bookings.create({ ...visitor('same'), classTypeId: cls.mat.id, scheduleId: cls.slot.id });
    expect(full).toEqual({ success: false, clientSecret: null, message: FULLY_BOOKED });
    expect((await slotState(env.db, cls.slot.id)).live).toHaveLength(2);
  });

  it('refuses to pay, refresh or release a hold from another browser, leaving it held', async () => {
    const cls = await oneClass(1);
    const owner = env.browser();
    const { clientSecret } = await holdAs(owner, 'victim', cls);
    const stranger = second.caller({ browser: env.browser() });
    await expectTrpcError(
      stranger.payments.confirmTest({ clientSecret: clientSecret!, cardNumber: '4000000000000002' }),
      'FORBIDDEN',
      PAYMENT_MESSAGES.notYours,
    );
    await expectTrpcError(stranger.payments.refresh({ clientSecret: clientSecret! }), 'FORBIDDEN', PAYMENT_MESSAGES.notYours);
    await expectTrpcError(stranger.bookings.release({ clientSecret: clientSecret! }), 'FORBIDDEN', PAYMENT_MESSAGES.notYours);
    await expectTrpcError(stranger.bookings.release({ clientSecret: clientSecret!, holdToken: 'x'.repeat(43) }), 'FORBIDDEN');
    expect((await slotState(env.db, cls.slot.id)).rows).toEqual([expect.objectContaining({ status: 'held', paymentStatus: 'pending' })]);
    // Her own browser still pays.
    expect(await on(1, owner).payments.confirmTest({ clientSecret: clientSecret!, cardNumber: '4242424242424242' })).toEqual({
      status: 'succeeded',
      message: null,
    });
  });

  it('changes nothing under 200 parallel release, pay and resume attempts with no token or a wrong one, across two instances', async () => {
    const cls = await oneClass(1);
    const code = await newCode();
    const owner = env.browser();
    const { clientSecret } = await holdAs(owner, 'target', cls, code);
    const before = await slotState(env.db, cls.slot.id);
    expect(await usesOf(code)).toBe(1);

    const attempts = Array.from({ length: 200 }, (_, i) => {
      const caller = on(i, { hold: i % 4 < 2 ? null : `wrong-${i}`.padEnd(43, 'A') });
      const secret = clientSecret!;
      switch (i % 4) {
        case 0:
          return caller.bookings.release({ clientSecret: secret });
        case 1:
          return caller.bookings.release({ clientSecret: secret, holdToken: `guess-${i}` });
        case 2:
          return caller.payments.confirmTest({ clientSecret: secret, cardNumber: '4000000000000002' });
        default:
          return caller.bookings.create({ ...visitor('target'), classTypeId: cls.mat.id, scheduleId: cls.slot.id, discountCode: code });
      }
    });
    const results = await Promise.allSettled(attempts);
    const refused = results.filter((r) => r.status === 'rejected');
    const resumed = results.filter(
      (r) => r.status === 'fulfilled' && (r.value as { clientSecret?: string | null }).clientSecret === clientSecret,
    );
    expect(resumed).toHaveLength(0);
    // Releases and payments: all refused; resumes with the same e-mail: told the class is full.
    expect(refused).toHaveLength(150);
    const fullAnswers = results.filter((r) => r.status === 'fulfilled' && (r.value as { message?: string }).message === FULLY_BOOKED);
    expect(fullAnswers).toHaveLength(50);

    expect(await slotState(env.db, cls.slot.id)).toEqual(before);
    expect(await usesOf(code)).toBe(1);
    expect(await recount(env.db, [cls.slot.id])).toEqual([]);
  });

  it('releases with the right token exactly once from 200 parallel tries, giving the place and the discount use back at once', async () => {
    const cls = await oneClass(1);
    const code = await newCode();
    const owner = env.browser();
    const { clientSecret } = await holdAs(owner, 'leaver', cls, code);
    expect(await usesOf(code)).toBe(1);

    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => on(i, { ...owner }).bookings.release({ clientSecret: clientSecret! })),
    );
    expect(results.filter((r) => r.released)).toHaveLength(1);
    expect(results.filter((r) => !r.released)).toHaveLength(199);

    expect((await slotState(env.db, cls.slot.id)).rows).toEqual([
      expect.objectContaining({ status: 'cancelled', paymentStatus: 'cancelled' }),
    ]);
    expect(await recount(env.db, [cls.slot.id])).toEqual([]);
    expect(await usesOf(code)).toBe(0);
    // The 1-place class is bookable again at once: for someone else, and for her own browser returning.
    const someoneElse = await second
      .caller({ browser: env.browser() })
      .bookings.create({ ...visitor('next'), classTypeId: cls.mat.id, scheduleId: cls.slot.id });
    expect(someoneElse.success).toBe(true);
  });

  it('lets the same browser re-create her hold after releasing it, and refuses to pay the released one', async () => {
    const cls = await oneClass(1);
    const owner = env.browser();
    const first = await holdAs(owner, 'back', cls);
    expect(await env.caller({ browser: owner }).bookings.release({ clientSecret: first.clientSecret! })).toEqual({ released: true });
    const paidLate = await env
      .caller({ browser: owner })
      .payments.confirmTest({ clientSecret: first.clientSecret!, cardNumber: '4242424242424242' });
    expect(paidLate.status).toBe('cancelled');
    const again = await holdAs(owner, 'back', cls);
    expect(again.clientSecret).not.toBe(first.clientSecret);
    expect(again.holdExpiresAt).toBeInstanceOf(Date);
    expect(await recount(env.db, [cls.slot.id])).toEqual([]);
  });
});

describe('hold tokens over REST', () => {
  it('sets an httpOnly Lax cookie, returns the token in the body, and releases with the cookie (as sendBeacon sends it) or the field', async () => {
    const cls = await oneClass(2);
    const app = await env.app();
    const book = (who: string, extra: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: extra,
        payload: { ...visitor(who), classTypeId: cls.mat.id, scheduleId: cls.slot.id },
      });

    const a = await book('rest-a');
    const cookie = a.cookies.find((c) => c.name === 'hold')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeUndefined();
    const body = a.json<{ clientSecret: string; holdToken: string }>();
    expect(body.holdToken).toBe(cookie.value);

    const stranger = await app.inject({ method: 'POST', url: '/api/bookings/release', payload: { clientSecret: body.clientSecret } });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ message: PAYMENT_MESSAGES.notYours, code: 'forbidden' });

    const beacon = await app.inject({
      method: 'POST',
      url: '/api/bookings/release',
      headers: { cookie: `hold=${cookie.value}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ clientSecret: body.clientSecret }),
    });
    expect(beacon.statusCode).toBe(200);
    expect(beacon.json()).toEqual({ released: true });

    const b = (await book('rest-b')).json<{ clientSecret: string; holdToken: string }>();
    const byField = await app.inject({
      method: 'POST',
      url: '/api/bookings/release',
      payload: { clientSecret: b.clientSecret, holdToken: b.holdToken },
    });
    expect(byField.json()).toEqual({ released: true });
    expect((await slotState(env.db, cls.slot.id)).live).toHaveLength(0);
    expect(await recount(env.db, [cls.slot.id])).toEqual([]);
  });

  it('marks the cookie Secure when the site is served over https', async () => {
    const cls = await oneClass(2);
    const app = await buildApp({
      config: { ...env.config, PUBLIC_URL: 'https://pilates.example' },
      database: env.database,
      services: env.services,
      clientDir: false,
    });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: { ...visitor('secure'), classTypeId: cls.mat.id, scheduleId: cls.slot.id },
      });
      expect(res.cookies.find((c) => c.name === 'hold')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    } finally {
      await app.close();
    }
  });
});
