/**
 * The warm-up a fresh instance runs before it listens (decision 610): every pool connection opened with the
 * booking path's statements on it, the week read through the app, and not a row written.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../../db/client';
import { appointments, bookings, scheduleSlots } from '../../db/schema';
import { createSlot, seededClassType } from '../../test/booking-fixtures';
import { useTestEnv } from '../../test/harness';
import { warmUp } from './warm-up';

const env = useTestEnv();

describe('warm-up before listening', () => {
  it('opens every connection of the pool, reads the week and asks for bookings through the app, and writes nothing', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 5 });
    const app = await env.app();
    const booked = async () => (await env.db.select({ id: bookings.id }).from(bookings)).length;
    const before = await booked();
    const met = async () => (await env.db.select({ id: appointments.id }).from(appointments)).length;
    const appointmentsBefore = await met();
    // On PostgreSQL a pool of its own, named so its connections can be counted.
    const fresh = env.url ? await openDatabase({ databaseUrl: `${env.url}?application_name=warm-up-test`, poolSize: 4 }) : env.database;
    const asked: string[] = [];
    const answered: number[] = [];
    try {
      await warmUp({
        database: fresh,
        connections: env.url ? 4 : 1,
        bookingRounds: 5,
        inject: async (url, body) => {
          asked.push(url);
          const res = await app.inject(body ? { method: 'POST', url, payload: body } : { method: 'GET', url });
          answered.push(res.statusCode);
          return res;
        },
      });
      if (env.url) {
        const [row] = rowsOf<{ n: number }>(
          await env.db.execute(sql`select count(*)::int as n from pg_stat_activity where application_name = 'warm-up-test'`),
        );
        expect(row!.n).toBe(4);
      }
    } finally {
      if (fresh !== env.database) await fresh.close();
    }
    expect(asked[0]).toMatch(/^\/api\/location-availability\/range\/\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/);
    expect(answered[0]).toBe(200);
    // Then the booking path through the app, 5 classes and 2 appointments asked for, each refused before any place.
    expect(asked.slice(1).filter((u) => u === '/api/bookings')).toHaveLength(5);
    expect(asked.slice(1).filter((u) => u === '/api/appointments')).toHaveLength(2);
    expect(answered.slice(1).every((code) => code >= 400 && code < 500)).toBe(true);
    expect(await booked()).toBe(before);
    expect(await met()).toBe(appointmentsBefore);
    const [row] = await env.db.select({ taken: scheduleSlots.taken }).from(scheduleSlots).where(eq(scheduleSlots.id, slot.id));
    expect(row!.taken).toBe(0);
  });
});
