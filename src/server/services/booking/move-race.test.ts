/**
 * Moving one booking from many tabs at once: PGlite is one session where `FOR UPDATE` proves nothing, so this
 * runs on PostgreSQL only, through two independent pools as two server instances would.
 */
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MOVE_ERRORS } from '../../../domain/account';
import { auditLog, bookings, emailOutbox, scheduleSlots } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { type TestEnv, testDbKind, useTestEnv } from '../../test/harness';
import type { Services } from '../container';
import { recount } from './places';

const env = useTestEnv();

describe.runIf(testDbKind() === 'postgres')('moving a booking on PostgreSQL', () => {
  let instances: Services[];
  let callers: ReturnType<TestEnv['caller']>[];

  beforeAll(async () => {
    const other = await env.secondInstance({ poolSize: 20 });
    instances = [env.services, other.services];
    callers = [env.caller(), other.caller()];
  });

  it('moves exactly once from 200 parallel moves of one booking to different classes through two instances; places recount equal', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const from = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
    const who = visitor('move-race');
    const booked = await callers[0]!.bookings.create({ ...who, classTypeId: mat.id, scheduleId: from.id });
    await callers[0]!.payments.confirmTest({ clientSecret: booked.clientSecret!, cardNumber: '4242424242424242' });
    const targets: { id: number }[] = [];
    for (let i = 0; i < 20; i++) targets.push(await createSlot(env.db, { allowed: [mat.id], maxBookings: 3 }));

    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        instances[i % 2]!.moves.customerMove({
          bookingId: booked.bookingId!,
          scheduleId: targets[i % targets.length]!.id,
          email: who.email,
        }),
      ),
    );

    const done = results.filter((r) => r.status === 'fulfilled' && r.value.status === 'moved');
    expect(done).toHaveLength(1);
    const winner = (done[0] as PromiseFulfilledResult<{ scheduleId: number }>).value.scheduleId;
    // The rest are repeats of that move (same class) or refused as moved before; nothing else.
    for (const r of results) {
      if (r.status === 'fulfilled') expect(r.value.scheduleId).toBe(winner);
      else expect(String((r.reason as Error).message)).toBe(MOVE_ERRORS.movedBefore);
    }
    const [row] = await env.db
      .select({ slotId: bookings.slotId, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, booked.bookingId!));
    expect(row).toEqual({ slotId: winner, status: 'confirmed' });
    const slotIds = [from.id, ...targets.map((t) => t.id)];
    expect(await recount(env.db, slotIds)).toEqual([]);
    const taken = await env.db
      .select({ id: scheduleSlots.id, taken: scheduleSlots.taken })
      .from(scheduleSlots)
      .where(inArray(scheduleSlots.id, slotIds));
    expect(taken.reduce((sum, s) => sum + s.taken, 0)).toBe(1);
    expect(taken.find((s) => s.id === winner)?.taken).toBe(1);
    expect(await env.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, 'booking.move'))).toHaveLength(1);
    const moved = await env.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.to, who.email));
    expect(moved.filter((m) => m.subject.startsWith('Booking moved'))).toHaveLength(1);
  });

  it('never deadlocks when bookings cross between two classes in opposite directions at once', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const b = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
    const c = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
    const book = async (n: string, slotId: number) => {
      const res = await callers[0]!.bookings.create({ ...visitor(n), classTypeId: mat.id, scheduleId: slotId });
      await callers[0]!.payments.confirmTest({ clientSecret: res.clientSecret!, cardNumber: '4242424242424242' });
      return res.bookingId!;
    };
    const crossing: { id: number; to: number }[] = [];
    for (let i = 0; i < 8; i++) crossing.push({ id: await book(`cross-${i}`, i % 2 ? b.id : c.id), to: i % 2 ? c.id : b.id });
    // The owner's moves both ways from both instances: each locks the two slots in id order, so none waits on another forever.
    const results = await Promise.allSettled(
      crossing.map(({ id, to }, i) => instances[i % 2]!.moves.ownerMove({ bookingId: id, scheduleId: to, by: 'admin' })),
    );
    for (const r of results) if (r.status === 'rejected') expect(String((r.reason as Error).message)).toBe('This class is fully booked');
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThan(0);
    expect(await recount(env.db, [b.id, c.id])).toEqual([]);
  });
});
