import { and, asc, eq, gte } from 'drizzle-orm';
import { addDays, londonToday, mondayOf } from '../../../domain/time';
import type { Database } from '../../db/client';
import { classTypes, scheduleSlots } from '../../db/schema';
import * as places from '../booking/places';

/**
 * What a fresh instance does before it listens (so before readiness can say ready; decision 610): the first
 * rush after a start or an update should be served like a warm one. PostgreSQL prepares a statement per
 * connection and postgres.js opens its connections lazily, so `connections` rounds run side by side, each on a
 * connection of its own: a round opens it, and runs the booking path's reads (the slot and its class, the slot
 * alone) and its hold statement, for a slot that does not exist, so the statement is parsed, planned and kept
 * but changes no row. Then one request for this week's schedule through the app (the public week cache and
 * the route). With `bookingRounds`, that many bookings are then asked for through the app (POST /api/bookings and
 * POST /api/appointments, for a class and a type that do not exist: refused after the slot is read, before any
 * place is tried), so the first rush runs compiled code rather than compiling it (decision 610). Writes nothing.
 * Returns how long it took.
 */
/** Bookings an instance on PostgreSQL asks itself for before it listens (decision 610, amended). */
export const WARM_BOOKING_ROUNDS = 120;

/** The largest id PostgreSQL's integer holds: no row has it. */
const NO_SUCH_ID = 2_147_483_647;

export async function warmUp(opts: {
  database: Pick<Database, 'db' | 'kind'>;
  /** The pool's size on PostgreSQL (1 on PGlite: one session). */
  connections: number;
  /** Sends one request through the app (Fastify's inject): a GET, or a POST with a JSON body. */
  inject?: (url: string, body?: object) => Promise<{ statusCode: number }>;
  /** Bookings asked for through `inject` to warm the booking path's code (0: none). */
  bookingRounds?: number;
  now?: Date;
}): Promise<number> {
  const started = performance.now();
  const { db } = opts.database;
  const now = opts.now ?? new Date();
  const today = londonToday(now);
  const [slot] = await db
    .select({ id: scheduleSlots.id })
    .from(scheduleSlots)
    .where(and(gte(scheduleSlots.date, today), eq(scheduleSlots.isActive, true)))
    .orderBy(asc(scheduleSlots.date))
    .limit(1);
  const [classType] = await db.select({ id: classTypes.id, name: classTypes.name }).from(classTypes).limit(1);
  const slotId = slot?.id ?? -1;
  const classTypeId = classType?.id ?? -1;
  // Each round in a transaction of its own holds one connection for its statements: side by side, every connection.
  const round = () =>
    db.transaction(async (tx) => {
      await places.lookWithClass(tx, slotId, classTypeId, now);
      await places.look(tx, slotId, now);
      // No slot -1: the conditional UPDATE takes no place, so the INSERT of the hold writes nothing.
      await places.holdNew(
        tx,
        {
          slotId: -1,
          classTypeId,
          className: classType?.name ?? '',
          name: 'warm-up',
          email: 'warm-up@invalid',
          phone: '',
          specialRequests: '',
          holdExpiresAt: now,
        },
        now,
      );
    });
  await Promise.all(Array.from({ length: Math.max(1, opts.connections) }, round));
  if (opts.inject) {
    const monday = mondayOf(today);
    await opts.inject(`/api/location-availability/range/${monday}/${addDays(monday, 6)}`);
    const visitor = { name: 'Warm Up', email: 'warm-up@warm-up.invalid', phone: '07000 000000' };
    for (let i = 0; i < (opts.bookingRounds ?? 0); i++) {
      // A class id no class has: the slot is read (as in a rush) and the price refused, before any place is tried.
      await opts.inject('/api/bookings', { ...visitor, classTypeId: NO_SUCH_ID, scheduleId: slot?.id ?? NO_SUCH_ID });
      if (i % 4 === 0) await opts.inject('/api/appointments', { ...visitor, typeId: NO_SUCH_ID, start: `${addDays(today, 7)}T10:00:00Z` });
    }
  }
  return performance.now() - started;
}
