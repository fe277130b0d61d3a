import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../domain/time';
import { openDatabase } from '../db/client';
import { bookings, scheduleSlots } from '../db/schema';
import { createContextInner } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { createSlot, insertBookingRows, seededClassType, visitor } from '../test/booking-fixtures';
import { useTestEnv } from '../test/harness';
import { createServices } from './container';
import { SCHEDULE_CACHE_TTL_MS } from './schedule';

const env = useTestEnv();

async function spotsOf(slot: { id: number; date: string }) {
  const week = await env.caller().schedule.range({ startDate: slot.date, endDate: addDays(slot.date, 6) });
  return week.find((s) => s.id === slot.id)?.availableSpots;
}

async function insertUnnoticed(slotId: number, email: string) {
  const statements = [
    'begin',
    'alter table bookings disable trigger bookings_schedule_changed',
    'alter table schedule_slots disable trigger schedule_slots_schedule_changed',
    `insert into bookings (slot_id, class_name, name, email, phone, status) values (${slotId}, 'x', 'Ann', '${email}', '07700 900123', 'confirmed')`,
    `update schedule_slots set taken = taken + 1 where id = ${slotId}`,
    'alter table schedule_slots enable trigger schedule_slots_schedule_changed',
    'alter table bookings enable trigger bookings_schedule_changed',
    'commit',
  ];
  if (!env.url) {
    // PGlite has no other session: its one client only reports writes through the triggers.
    for (const statement of statements) await env.db.execute(sql.raw(statement));
    return;
  }
  const other = postgres(env.url, { max: 1, onnotice: () => {} });
  try {
    for (const statement of statements) await other.unsafe(statement);
  } finally {
    await other.end();
  }
}

describe('public schedule cache', () => {
  it('serves repeated reads from memory (a write that bypasses the triggers stays unseen until the safety TTL)', async () => {
    const slot = await createSlot(env.db, { allowed: [], maxBookings: 4 });
    expect(await spotsOf(slot)).toBe(4);
    // A write with its trigger off, from outside this process's client, stands in for a lost notice.
    await insertUnnoticed(slot.id, 'ann@example.com');
    env.services.schedule.invalidate();
    expect(await spotsOf(slot)).toBe(3);
    await insertUnnoticed(slot.id, 'bo@example.com');
    expect(await spotsOf(slot)).toBe(3);
    // The admin view never reads the cache.
    const [admin] = await env.services.admin.schedule.byDate(slot.date).then((list) => list.filter((s) => s.id === slot.id));
    expect(admin?.availableSpots).toBe(2);
  });

  it('shows a booking made through this instance on its next read', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 3 });
    expect(await spotsOf(slot)).toBe(3);
    await env.caller().bookings.create({ ...visitor('c1'), classTypeId: mat.id, scheduleId: slot.id });
    expect(await spotsOf(slot)).toBe(2);
    const app = await env.app();
    const res = await app.inject({ method: 'GET', url: `/api/location-availability/range/${slot.date}/${addDays(slot.date, 6)}` });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json().find((s: { id: number }) => s.id === slot.id).availableSpots).toBe(2);
  });

  it('answers tRPC over HTTP with the same week, superjson-decoded, cached or not', async () => {
    const slot = await createSlot(env.db, { allowed: [], maxBookings: 4 });
    const app = await env.app();
    const input = encodeURIComponent(JSON.stringify({ json: { startDate: slot.date, endDate: addDays(slot.date, 6) } }));
    const expected = JSON.parse(JSON.stringify(await env.services.schedule.listSlots({ from: slot.date, to: addDays(slot.date, 6), activeOnly: true })));
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'GET', url: `/trpc/schedule.range?input=${input}` });
      expect(res.statusCode).toBe(200);
      expect(superjson.deserialize(res.json().result.data)).toEqual(expected);
    }
  });

  it('makes a place available again when its hold expires, with no write', async () => {
    const slot = await createSlot(env.db, { allowed: [], maxBookings: 2 });
    const expiresAt = new Date(Date.now() + 1_200);
    await insertBookingRows(env.db, [{ slotId: slot.id, className: 'x', name: 'Ann', email: 'ann@example.com', phone: '07700 900123', status: 'held', holdExpiresAt: expiresAt }]);
    expect(await spotsOf(slot)).toBe(1);
    await new Promise((r) => setTimeout(r, expiresAt.getTime() - Date.now() + 20));
    expect(Date.now() - expiresAt.getTime()).toBeLessThan(SCHEDULE_CACHE_TTL_MS);
    expect(await spotsOf(slot)).toBe(2);
  });

  it('reflects admin slot edits at once', async () => {
    const token = await env.adminToken();
    const slot = await createSlot(env.db, { allowed: [], maxBookings: 5 });
    expect(await spotsOf(slot)).toBe(5);
    await env.caller({ token }).admin.schedule.update({ id: slot.id, maxBookings: 8 } as never);
    expect(await spotsOf(slot)).toBe(8);
    await env.caller({ token }).admin.schedule.update({ id: slot.id, isActive: false } as never);
    expect(await spotsOf(slot)).toBeUndefined();
  });

  it.runIf(process.env.TEST_DB === 'postgres')('shows a booking made through a second instance on the first instance\'s next read', async () => {
    const second = await openDatabase({ databaseUrl: env.url!, poolSize: 2 });
    try {
      const services = createServices({ db: second.db, config: env.config });
      const caller = createCaller(createContextInner({ db: second.db, config: env.config, services }));
      const mat = await seededClassType(env.db, 'Mat Pilates Class');
      const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 3 });
      expect(await spotsOf(slot)).toBe(3);
      await caller.bookings.create({ ...visitor('c2'), classTypeId: mat.id, scheduleId: slot.id });
      // The notice crosses a socket; allow it a moment, far below the 5 s safety TTL.
      await expect.poll(() => spotsOf(slot), { timeout: 500, interval: 10 }).toBe(2);
      // And the other way round: an admin edit on the first instance reaches the second's cache.
      expect((await caller.schedule.range({ startDate: slot.date, endDate: slot.date }))[0]?.maxBookings).toBe(3);
      await env.db.update(scheduleSlots).set({ maxBookings: 6 }).where(eq(scheduleSlots.id, slot.id));
      await expect.poll(async () => (await caller.schedule.range({ startDate: slot.date, endDate: slot.date }))[0]?.availableSpots, { timeout: 500, interval: 10 }).toBe(5);
    } finally {
      await second.close();
    }
  });
});
