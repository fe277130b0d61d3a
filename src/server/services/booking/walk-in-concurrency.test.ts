/**
 * The owner's walk-ins and visitors' online bookings race for the same class through two app instances (two
 * connection pools, nothing shared in memory): the one place rule never sells more than the class holds.
 * PostgreSQL only (server-postgres): PGlite is a single session where the race cannot happen.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FULLY_BOOKED } from '../../../domain/errors';
import { WALK_IN_PAYMENTS } from '../../../domain/walk-in';
import { bookings } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { type TestEnv, testDbKind, useTestEnv } from '../../test/harness';
import { recount } from './places';

const env = useTestEnv();
const CAPACITY = 7;

describe.runIf(testDbKind() === 'postgres')('walk-ins and online bookings racing on PostgreSQL', () => {
  let visitors: ReturnType<TestEnv['caller']>[];
  let owners: ReturnType<TestEnv['caller']>[];

  beforeAll(async () => {
    const other = await env.secondInstance({ poolSize: 20 });
    const token = await env.adminToken();
    visitors = [env.caller(), other.caller()];
    owners = [env.caller({ token }), other.caller({ token })];
  });

  it(`200 parallel requests over two instances, half the owner's (every payment kind), sell exactly ${CAPACITY} places`, async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: CAPACITY });

    type Outcome = { door: 'owner' | 'online'; sold: boolean; refusal?: string };
    const attempt = async (i: number): Promise<Outcome> => {
      const who = visitor(`walkrace-${i}`);
      if (i % 2 === 0) {
        const payment = WALK_IN_PAYMENTS[(i / 2) % WALK_IN_PAYMENTS.length]!;
        try {
          await owners[i % 4 === 0 ? 0 : 1]!.admin.bookings.create({ scheduleId: slot.id, ...who, payment });
          return { door: 'owner', sold: true };
        } catch (error) {
          return { door: 'owner', sold: false, refusal: (error as Error).message };
        }
      }
      const res = await visitors[i % 4 === 1 ? 0 : 1]!.bookings.create({ ...who, classTypeId: mat.id, scheduleId: slot.id });
      return { door: 'online', sold: res.success, refusal: res.success ? undefined : res.message };
    };

    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => attempt(i)));

    const sold = results.filter((r) => r.sold);
    const refusals = results.filter((r) => !r.sold).map((r) => r.refusal);
    expect(new Set(refusals)).toEqual(new Set([FULLY_BOOKED]));
    expect(sold).toHaveLength(CAPACITY);
    expect(refusals).toHaveLength(200 - CAPACITY);
    // Counted in the database, not from the answers: the places held or confirmed on the class.
    const onSlot = await env.db.select({ id: bookings.id, status: bookings.status }).from(bookings).where(eq(bookings.slotId, slot.id));
    expect(onSlot.filter((b) => b.status === 'held' || b.status === 'confirmed')).toHaveLength(CAPACITY);
    expect(await recount(env.db, [slot.id])).toEqual([]);
  });
});
