/**
 * Overselling is a race, and PGlite is a single session where `FOR UPDATE` proves nothing, so these
 * run on PostgreSQL only (the server-postgres project), through two independent connection pools as
 * two server instances would.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreatedDto } from '../../../domain/dto';
import { bookings } from '../../db/schema';
import { createSlot, seededClassType, slotState, visitor } from '../../test/booking-fixtures';
import { type TestEnv, testDbKind, useTestEnv } from '../../test/harness';
import { recount } from './places';

const env = useTestEnv();

describe.runIf(testDbKind() === 'postgres')('concurrent bookings on PostgreSQL', () => {
  let callers: ReturnType<TestEnv['caller']>[];

  beforeAll(async () => {
    const other = await env.secondInstance({ poolSize: 20 });
    callers = [env.caller(), other.caller()];
  });

  const attempt = (i: number, classTypeId: number, scheduleId: number) =>
    callers[i % 2]!.bookings.create({ ...visitor(`race${scheduleId}-${i}`), classTypeId, scheduleId });

  function tally(results: BookingCreatedDto[]) {
    return {
      sold: results.filter((r) => r.success).length,
      full: results.filter((r) => !r.success && r.message === 'This class is fully booked').length,
      other: results.filter((r) => !r.success && r.message !== 'This class is fully booked'),
    };
  }

  it('lets 100 simultaneous requests for a 3-place class sell exactly 3 places; everyone else hears it is fully booked', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 3 });

    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => attempt(i, mat.id, slot.id)));

    const t = tally(results);
    expect(t.other).toEqual([]);
    expect(t.sold).toBe(3);
    expect(t.full).toBe(97);
    const { rows, live } = await slotState(env.db, slot.id);
    expect(live).toHaveLength(3);
    expect(rows).toHaveLength(3);
    expect(new Set(results.filter((r) => r.success).map((r) => r.clientSecret)).size).toBe(3);
  });

  it('sells exactly one more place when a hold expires in the middle of the rush', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 3 });

    const firstWave = Array.from({ length: 50 }, (_, i) => attempt(i, mat.id, slot.id));
    // As soon as the class is full, one visitor's hold lapses while requests are still arriving.
    const heldNow = () =>
      env.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.slotId, slot.id), eq(bookings.status, 'held')));
    await expect.poll(async () => (await heldNow()).length, { timeout: 20_000, interval: 5 }).toBe(3);
    const held = await heldNow();
    await env.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, held[0]!.id));
    const secondWave = Array.from({ length: 50 }, (_, i) => attempt(50 + i, mat.id, slot.id));

    const results = await Promise.all([...firstWave, ...secondWave]);

    const t = tally(results);
    expect(t.other).toEqual([]);
    expect(t.sold).toBe(4);
    expect(t.full).toBe(96);
    const { rows } = await slotState(env.db, slot.id);
    // Read from the database, not filtered by the clock: the lapsed hold really gave its place up.
    expect(rows.find((r) => r.bookingId === held[0]!.id)?.status).toBe('expired');
    expect(rows.filter((r) => r.status === 'held' || r.status === 'confirmed')).toHaveLength(3);
    expect(rows).toHaveLength(4);
    expect(await recount(env.db, [slot.id])).toEqual([]);
  });
});
