import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, discountCodes } from '../../db/schema';
import { recount } from '../booking/places';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { testDbKind, useTestEnv } from '../../test/harness';
import { createCaller } from '../../trpc/root';

const env = useTestEnv();

let codeN = 0;
async function code(opts: { value?: number; maxUses?: number | null; maxUsesPerEmail?: number | null }) {
  const name = `LIMIT${++codeN}`;
  await env.db.insert(discountCodes).values({
    code: name,
    discountType: 'percentage',
    value: opts.value ?? 10,
    maxUses: opts.maxUses ?? null,
    maxUsesPerEmail: opts.maxUsesPerEmail ?? null,
  });
  return name;
}
const usesOf = async (name: string) =>
  (await env.db.select({ uses: discountCodes.uses }).from(discountCodes).where(eq(discountCodes.code, name)))[0]!.uses;

async function bookWith(discountCode: string, who: string, caller = env.caller()) {
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id] });
  return caller.bookings.create({ ...visitor(who), classTypeId: mat.id, scheduleId: slot.id, discountCode });
}

describe('discount code limits (a use is reserved with the hold)', () => {
  it('refuses a maxUses=1 code the second and third time in a row, already while the first is only held', async () => {
    const name = await code({ maxUses: 1 });
    expect((await bookWith(name, 'dl1')).success).toBe(true);
    expect(await usesOf(name)).toBe(1);
    await expect(bookWith(name, 'dl2')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'discountCode: This discount code has reached its usage limit',
    });
    await expect(bookWith(name, 'dl3')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await usesOf(name)).toBe(1);
  });

  it('gives the use back when the hold expires or the payment fails, and keeps it when paid', async () => {
    const name = await code({ maxUses: 1 });
    const first = await bookWith(name, 'dl4');
    await env.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, first.bookingId!));
    await env.services.bookings.expireHolds();
    expect(await usesOf(name)).toBe(0);

    const second = await bookWith(name, 'dl5');
    await env.caller().payments.confirmTest({ clientSecret: second.clientSecret!, cardNumber: '4000000000000002' });
    expect(await usesOf(name)).toBe(0);

    const third = await bookWith(name, 'dl6');
    await env.caller().payments.confirmTest({ clientSecret: third.clientSecret!, cardNumber: '4242424242424242' });
    expect(await usesOf(name)).toBe(1);
    await expect(bookWith(name, 'dl7')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('does not reserve anything when the code is only checked (validate-discount)', async () => {
    const name = await code({ maxUses: 1 });
    for (let i = 0; i < 3; i++) expect((await env.caller().discounts.validate({ code: name })).valid).toBe(true);
    expect(await usesOf(name)).toBe(0);
  });

  it('lets the seeded first-class code be used once per e-mail address, whatever its case', async () => {
    const first = await bookWith('WELCOME10', 'first-timer');
    await env.caller().payments.confirmTest({ clientSecret: first.clientSecret!, cardNumber: '4242424242424242' });
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id] });
    await expect(
      env.caller().bookings.create({
        ...visitor('first-timer'),
        email: 'VISITORfirst-timer@Example.com',
        classTypeId: mat.id,
        scheduleId: slot.id,
        discountCode: 'welcome10',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'discountCode: You have already used this discount code' });
    expect((await bookWith('WELCOME10', 'someone-else')).success).toBe(true);
  });

  it('counts the code as expired from the instant it ends', async () => {
    const name = await code({});
    await env.db
      .update(discountCodes)
      .set({ validUntil: new Date(Date.now() - 1) })
      .where(eq(discountCodes.code, name));
    await expect(bookWith(name, 'dl8')).rejects.toMatchObject({ message: 'discountCode: This discount code has expired' });
  });
});

describe.runIf(testDbKind() === 'postgres')('discount limits racing on PostgreSQL (two instances)', () => {
  let callers: ReturnType<typeof createCaller>[];
  beforeAll(async () => {
    callers = [env.caller(), (await env.secondInstance({ poolSize: 20 })).caller()];
  });

  async function race(name: string, n: number) {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 500 });
    const results = await Promise.allSettled(
      Array.from({ length: n }, (_, i) =>
        callers[i % 2]!.bookings.create({ ...visitor(`${name}-${i}`), classTypeId: mat.id, scheduleId: slot.id, discountCode: name }),
      ),
    );
    // A refused code withdraws the hold its place was taken for: no booking is left behind, and the counter agrees.
    const left = await env.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.slotId, slot.id));
    expect(left).toHaveLength(results.filter((r) => r.status === 'fulfilled' && r.value.success).length);
    expect(await recount(env.db, [slot.id])).toEqual([]);
    return results;
  }

  it('lets exactly 1 of 20 parallel uses of a maxUses=1 code through', async () => {
    const name = await code({ maxUses: 1 });
    const results = await race(name, 20);
    expect(results.filter((r) => r.status === 'fulfilled' && r.value.success)).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected' && /usage limit/.test((r.reason as Error).message))).toHaveLength(19);
    expect(await usesOf(name)).toBe(1);
  });

  it('gives exactly 1 free place from 200 parallel uses of a 100%-off maxUses=1 code', async () => {
    const name = await code({ value: 100, maxUses: 1 });
    const results = await race(name, 200);
    const free = results.filter((r) => r.status === 'fulfilled' && r.value.success);
    expect(free).toHaveLength(1);
    expect(free[0]!.status === 'fulfilled' && free[0]!.value.clientSecret).toBeNull();
    expect(await usesOf(name)).toBe(1);
  });

  it('lets one e-mail use a once-per-e-mail code once from 20 parallel tries', async () => {
    const name = await code({ maxUsesPerEmail: 1 });
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slots = await Promise.all(Array.from({ length: 20 }, () => createSlot(env.db, { allowed: [mat.id] })));
    const results = await Promise.allSettled(
      slots.map((slot, i) =>
        callers[i % 2]!.bookings.create({ ...visitor('same-person'), classTypeId: mat.id, scheduleId: slot.id, discountCode: name }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled' && r.value.success)).toHaveLength(1);
    expect(await usesOf(name)).toBe(1);
  });
});
