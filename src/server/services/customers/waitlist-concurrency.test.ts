/**
 * "Never more open offers than free places", proven where it can break: on PostgreSQL, through two app
 * instances (own pools, own services), with cancellations, lapsed holds, capacity raises, waiting-list
 * joins and both instances' job runners all at once. PGlite is one session, so this runs on PostgreSQL only.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, scheduleSlots, waitlistEntries } from '../../db/schema';
import { createSlot, seededClassType } from '../../test/booking-fixtures';
import { testDbKind, useTestEnv } from '../../test/harness';
import { expireLapsed, lockSlot, recount, setCapacity } from '../booking/places';

const env = useTestEnv();
const KINDS = ['waitlist.fill', 'waitlist.expire'];

describe.runIf(testDbKind() === 'postgres')('the waiting list under concurrent change, two instances on PostgreSQL', () => {
  it('offers every freed place exactly once: open offers never exceed free places, the counter equals the recount', async () => {
    const second = await env.secondInstance({ poolSize: 10 });
    const instances = [
      { services: env.services, caller: env.caller, db: env.db },
      { services: second.services, caller: second.caller, db: second.database.db },
    ];
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 100 });

    // 60 paid bookings and 40 holds fill the class; 30 people already wait. The holds lapse in an hour,
    // and the sweeps below run with the clock moved past that (offers made now run for two hours).
    const lapsedAt = new Date(Date.now() + 60 * 60_000);
    const sweepAt = () => new Date(Date.now() + 90 * 60_000);
    const rows = Array.from({ length: 100 }, (_, i) => ({
      slotId: slot.id,
      classTypeId: mat.id,
      className: 'Mat Pilates Class',
      name: `Booked ${i}`,
      email: `booked${i}@example.com`,
      phone: '07700 900123',
      status: i < 60 ? ('confirmed' as const) : ('held' as const),
      holdExpiresAt: i < 60 ? null : lapsedAt,
    }));
    const inserted = await env.db.insert(bookings).values(rows).returning({ id: bookings.id, status: bookings.status });
    await env.db.update(scheduleSlots).set({ taken: 100 }).where(eq(scheduleSlots.id, slot.id));
    for (let i = 0; i < 30; i++)
      await env.caller({ ip: `10.9.0.${i}` }).waitlist.join({ scheduleId: slot.id, name: `Early ${i}`, email: `early${i}@example.com` });
    const confirmed = inserted.filter((b) => b.status === 'confirmed').map((b) => b.id);

    const ops: (() => Promise<unknown>)[] = [];
    for (let i = 0; i < 60; i++)
      ops.push(() =>
        instances[i % 2]!.services.cancellation.cancelBooking({ bookingId: confirmed[i]!, refundPence: 0, actor: 'owner', reason: 'race' }),
      );
    for (let i = 0; i < 80; i++) {
      ops.push(() =>
        instances[i % 2]!.caller({ ip: `10.8.${i}.1` })
          .waitlist.join({ scheduleId: slot.id, name: `Late ${i}`, email: `late${i}@example.com` })
          .catch((e: Error) => ({ refused: e.message })),
      );
    }
    for (let i = 0; i < 20; i++) {
      ops.push(() =>
        instances[i % 2]!.db.transaction(async (tx) => {
          const locked = await lockSlot(tx, slot.id);
          await setCapacity(tx, slot.id, locked!.maxBookings + 1, new Date());
        }),
      );
    }
    for (let i = 0; i < 20; i++) ops.push(() => expireLapsed(instances[i % 2]!.db, sweepAt()));
    for (let i = 0; i < 20; i++) ops.push(() => instances[i % 2]!.services.jobs.runDue({ kinds: KINDS }));
    // Interleave the kinds of work rather than firing them in blocks.
    const shuffled = ops.map((op, i) => ({ op, k: (i * 7919) % ops.length })).sort((a, b) => a.k - b.k);
    expect(shuffled).toHaveLength(200);
    const results = await Promise.all(shuffled.map(({ op }) => op()));

    // Joins refused only because places were free with nobody ahead (she should book instead).
    const refusals = results.filter((r): r is { refused: string } => typeof r === 'object' && r !== null && 'refused' in r);
    expect(new Set(refusals.map((r) => r.refused))).toEqual(
      refusals.length ? new Set(['This class still has places: book it directly']) : new Set(),
    );

    // Settle: both instances run what is left.
    for (let round = 0; round < 5; round++) await Promise.all(instances.map((x) => x.services.jobs.runDue({ kinds: KINDS })));
    await Promise.all(instances.map((x) => x.services.jobs.idle()));
    for (let round = 0; round < 3; round++) await Promise.all(instances.map((x) => x.services.jobs.runDue({ kinds: KINDS })));

    expect(await recount(env.db, [slot.id])).toEqual([]);
    const [s] = await env.db
      .select({ max: scheduleSlots.maxBookings, taken: scheduleSlots.taken })
      .from(scheduleSlots)
      .where(eq(scheduleSlots.id, slot.id));
    expect(s!.max).toBe(120);
    const live = await env.db
      .select({ id: bookings.id, email: bookings.email, status: bookings.status })
      .from(bookings)
      .where(and(eq(bookings.slotId, slot.id), inArray(bookings.status, ['held', 'confirmed'])));
    expect(live.filter((b) => b.status === 'confirmed')).toEqual([]);

    const entries = await env.db
      .select({
        id: waitlistEntries.id,
        email: waitlistEntries.email,
        status: waitlistEntries.status,
        bookingId: waitlistEntries.bookingId,
      })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.slotId, slot.id));
    const offered = entries.filter((e) => e.status === 'offered');
    // 120 places, nobody booked: everyone who joined holds an offer, nobody is left waiting.
    expect(entries.length).toBe(30 + 80 - refusals.length);
    expect(entries.filter((e) => e.status === 'waiting')).toEqual([]);
    expect(offered.length).toBe(entries.length);
    // Every open offer is one live held booking of its own: offers never outnumber the places they hold.
    expect(offered.length).toBeLessThanOrEqual(s!.max - live.filter((b) => b.status === 'confirmed').length);
    expect(new Set(offered.map((e) => e.bookingId)).size).toBe(offered.length);
    expect(live.map((b) => b.id).sort((a, b) => a - b)).toEqual(offered.map((e) => e.bookingId!).sort((a, b) => a - b));
    expect(s!.taken).toBe(offered.length);
    // Each person offered at most once at a time.
    const perPerson = await env.db
      .select({ email: sql<string>`lower(${bookings.email})`, n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(eq(bookings.slotId, slot.id), eq(bookings.status, 'held')))
      .groupBy(sql`lower(${bookings.email})`);
    expect(perPerson.filter((p) => p.n > 1)).toEqual([]);
  }, 120_000);

  it('tells each of many parallel joiners her true place: positions 1..N, each once, in the order of the queue', async () => {
    const second = await env.secondInstance({ poolSize: 10 });
    const callers = [env.caller, second.caller];
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 1 });
    await env.db.insert(bookings).values({
      slotId: slot.id,
      classTypeId: mat.id,
      className: 'Mat Pilates Class',
      name: 'Booked',
      email: 'booked@example.com',
      phone: '07700 900123',
      status: 'confirmed',
    });
    await env.db.update(scheduleSlots).set({ taken: 1 }).where(eq(scheduleSlots.id, slot.id));

    const N = 220;
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        callers[i % 2]!({ ip: `10.7.${Math.floor(i / 200)}.${i % 200}` }).waitlist.join({
          scheduleId: slot.id,
          name: `Joiner ${i}`,
          email: `joiner${i}@example.com`,
        }),
      ),
    );
    expect(results.every((r) => r.joined)).toBe(true);
    expect(results.map((r) => r.position).sort((a, b) => a - b)).toEqual(Array.from({ length: N }, (_, i) => i + 1));
    // Her position is where she stands in the queue the owner sees.
    const line = await env.services.waitlist.list(slot.id);
    const told = new Map(results.map((r, i) => [`joiner${i}@example.com`, r.position]));
    expect(line.map((e) => told.get(e.email))).toEqual(line.map((e) => e.position));
  }, 120_000);
});
