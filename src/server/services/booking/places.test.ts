import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreatedDto } from '../../../domain/dto';
import { bookings, scheduleSlots } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { testDbKind, useTestEnv } from '../../test/harness';
import { createCaller } from '../../trpc/root';
import { type Services } from '../container';
import { recount, take, withdrawHold } from './places';

const env = useTestEnv();

const takenOf = async (slotId: number) =>
  (await env.db.select({ taken: scheduleSlots.taken }).from(scheduleSlots).where(eq(scheduleSlots.id, slotId)))[0]!.taken;
const lapse = (ids: number[]) =>
  ids.length
    ? env.db
        .update(bookings)
        .set({ holdExpiresAt: new Date(Date.now() - 1000) })
        .where(inArray(bookings.id, ids))
    : Promise.resolve();

describe('places on a slot (one counter, kept by every booking path)', () => {
  it('counts a hold, a confirmation and a failed payment, and the public week reads spots from it', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 3 });
    const a = await env.caller().bookings.create({ ...visitor('pl1'), classTypeId: mat.id, scheduleId: slot.id });
    const b = await env.caller().bookings.create({ ...visitor('pl2'), classTypeId: mat.id, scheduleId: slot.id });
    expect(await takenOf(slot.id)).toBe(2);
    await env.caller().payments.confirmTest({ clientSecret: a.clientSecret!, cardNumber: '4242424242424242' });
    expect(await takenOf(slot.id)).toBe(2);
    await env.caller().payments.confirmTest({ clientSecret: b.clientSecret!, cardNumber: '4000000000000002' });
    expect(await takenOf(slot.id)).toBe(1);
    const week = await env.caller().schedule.range({ startDate: slot.date, endDate: slot.date });
    expect(week.find((s) => s.id === slot.id)?.availableSpots).toBe(2);
    expect(await recount(env.db, [slot.id])).toEqual([]);
  });

  it('sells the place of a lapsed hold at once, with no sweep, and shows it free on the week meanwhile', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 1 });
    const first = await env.caller().bookings.create({ ...visitor('pl3'), classTypeId: mat.id, scheduleId: slot.id });
    expect((await env.caller().bookings.create({ ...visitor('pl4'), classTypeId: mat.id, scheduleId: slot.id })).message).toBe(
      'This class is fully booked',
    );
    await lapse([first.bookingId!]);
    expect(
      (await env.caller().schedule.range({ startDate: slot.date, endDate: slot.date })).find((s) => s.id === slot.id)?.availableSpots,
    ).toBe(1);

    const second = await env.caller().bookings.create({ ...visitor('pl4'), classTypeId: mat.id, scheduleId: slot.id });

    expect(second.success).toBe(true);
    const [old] = await env.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, first.bookingId!));
    expect(old!.status).toBe('expired');
    expect(await takenOf(slot.id)).toBe(1);
    expect(await recount(env.db, [slot.id])).toEqual([]);
  });

  it('lets the owner lower capacity to the places taken but not below, counting lapsed holds as free', async () => {
    const token = await env.adminToken();
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 4 });
    const held = await Promise.all(
      ['pl5', 'pl6', 'pl7'].map((w) => env.caller().bookings.create({ ...visitor(w), classTypeId: mat.id, scheduleId: slot.id })),
    );
    await expect(env.caller({ token }).admin.schedule.update({ id: slot.id, maxBookings: 2 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'maxBookings: 3 places are already booked on this slot, so it cannot go below 3',
    });
    await lapse([held[0]!.bookingId!]);
    expect((await env.caller({ token }).admin.schedule.update({ id: slot.id, maxBookings: 2 })).availableSpots).toBe(0);
    expect(await recount(env.db, [slot.id])).toEqual([]);
  });

  it('gives a place back and takes it again through the owner’s status changes, never past capacity', async () => {
    const token = await env.adminToken();
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 1 });
    const a = await env.caller().bookings.create({ ...visitor('pl8'), classTypeId: mat.id, scheduleId: slot.id });
    await env.caller({ token }).admin.bookings.updateStatus({ ref: a.bookingId!, status: 'cancelled' });
    expect(await takenOf(slot.id)).toBe(0);
    const b = await env.caller().bookings.create({ ...visitor('pl9'), classTypeId: mat.id, scheduleId: slot.id });
    expect(b.success).toBe(true);
    await expect(env.caller({ token }).admin.bookings.updateStatus({ ref: a.bookingId!, status: 'confirmed' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await env.caller({ token }).admin.bookings.updateStatus({ ref: b.bookingId!, status: 'expired' });
    await env.caller({ token }).admin.bookings.updateStatus({ ref: a.bookingId!, status: 'confirmed' });
    expect(await takenOf(slot.id)).toBe(1);
    expect(await recount(env.db, [slot.id])).toEqual([]);
  });

  it('refuses the place when the slot was taken off the schedule after the booking read it as bookable', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
    // The booking's plain read happened before this; the owner's deactivation commits before its UPDATE.
    await env.db.update(scheduleSlots).set({ isActive: false }).where(eq(scheduleSlots.id, slot.id));
    expect(await env.db.transaction((tx) => take(tx, slot.id, 1, new Date()))).toBe(false);
    expect(await takenOf(slot.id)).toBe(0);
  });

  it('withdraws a hold of two places as if never made, and leaves a tombstone for each row the list showed', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
    const held = {
      slotId: slot.id,
      classTypeId: mat.id,
      className: mat.name,
      status: 'held' as const,
      holdExpiresAt: new Date(Date.now() + 600_000),
    };
    const lead = await env.db.transaction(async (tx) => {
      expect(await take(tx, slot.id, 2, new Date())).toBe(true);
      const [first] = await tx
        .insert(bookings)
        .values({ ...held, ...visitor('withdrawn') })
        .returning({ id: bookings.id });
      await tx.insert(bookings).values({ ...held, ...visitor('withdrawn-friend'), partyLeadId: first!.id });
      return first!.id;
    });
    const rows = await env.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.slotId, slot.id));
    expect(rows).toHaveLength(2);

    await env.db.transaction((tx) => withdrawHold(tx, lead));

    expect(await env.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.slotId, slot.id))).toEqual([]);
    expect(await takenOf(slot.id)).toBe(0);
    const admin = env.caller({ token: await env.adminToken() });
    const tombstones = await admin.admin.deleted.list({ object: 'booking', limit: 200 });
    expect(tombstones.data.map((t) => t.objectId).sort()).toEqual(rows.map((r) => `B-${r.id}`).sort());
  });
});

describe.runIf(testDbKind() === 'postgres')('places under load on PostgreSQL (two instances)', () => {
  let instances: Services[];
  let callers: ReturnType<typeof createCaller>[];

  beforeAll(async () => {
    const second = await env.secondInstance({ poolSize: 20 });
    instances = [env.services, second.services];
    callers = [env.caller(), second.caller()];
  });

  it('sells exactly 10 of 500 simultaneous requests for a 10-place class; the rest hear "fully booked"', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 10 });
    const attempt = async (i: number) => ({
      res: await callers[i % 2]!.bookings.create({ ...visitor(`rush-${i}`), classTypeId: mat.id, scheduleId: slot.id }),
    });

    // How fast is the benchmark's business (bench/contention.ts); here only what was sold counts.
    const results = await Promise.all(Array.from({ length: 500 }, (_, i) => attempt(i)));

    const sold = results.filter((r) => r.res.success);
    const others = results.filter((r) => !r.res.success && r.res.message !== 'This class is fully booked');
    expect(others).toEqual([]);
    expect(sold).toHaveLength(10);
    expect(await takenOf(slot.id)).toBe(10);
    const live = await env.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.slotId, slot.id), inArray(bookings.status, ['held', 'confirmed'])));
    expect(live).toHaveLength(10);
  });

  it('keeps the counter equal to the recount through bursts of holds, confirmations, failures, expiries and cancellations', async () => {
    const token = await env.adminToken();
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 6 });
    const holds = new Map<number, string>();
    let n = 0;
    for (let round = 0; round < 5; round++) {
      const open = [...holds.entries()];
      holds.clear();
      const work: Promise<unknown>[] = [];
      open.forEach(([bookingId, secret], i) => {
        const caller = callers[i % 2]!;
        if (i % 4 === 0) work.push(caller.payments.confirmTest({ clientSecret: secret, cardNumber: '4242424242424242' }));
        else if (i % 4 === 1) work.push(caller.payments.confirmTest({ clientSecret: secret, cardNumber: '4000000000000002' }));
        else if (i % 4 === 2) work.push(lapse([bookingId]));
        else work.push(callers[i % 2]!.bookings.create({ ...visitor(`burst-${bookingId}`), classTypeId: mat.id, scheduleId: slot.id }));
      });
      const confirmed = await env.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.slotId, slot.id), eq(bookings.status, 'confirmed')));
      if (confirmed[0]) work.push(env.caller({ token }).admin.bookings.updateStatus({ ref: confirmed[0].id, status: 'cancelled' }));
      work.push(instances[round % 2]!.bookings.expireHolds());
      for (let k = 0; k < 40; k++) {
        const i = n++;
        work.push(
          callers[i % 2]!.bookings.create({ ...visitor(`burst-new-${i}`), classTypeId: mat.id, scheduleId: slot.id }).then(
            (res: BookingCreatedDto) => {
              if (res.success && res.clientSecret) holds.set(res.bookingId!, res.clientSecret);
            },
          ),
        );
      }
      await Promise.all(work);

      expect(await recount(env.db, [slot.id])).toEqual([]);
      expect(await takenOf(slot.id)).toBeLessThanOrEqual(6);
    }
    expect(n).toBe(200);
  });
});
