import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/time';
import { bookings, scheduleSlots } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { useTestEnv } from '../../test/harness';
import { createPublicWeek } from './public-week';

const env = useTestEnv();

type App = Awaited<ReturnType<typeof env.app>>;
type Slot = { id: number; date: string };

const restUrl = (slot: Slot) => `/api/location-availability/range/${slot.date}/${addDays(slot.date, 6)}`;
const trpcInput = (slot: Slot) => ({ json: { startDate: slot.date, endDate: addDays(slot.date, 6) } });

async function restSpots(app: App, slot: Slot) {
  const res = await app.inject({ method: 'GET', url: restUrl(slot) });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number; availableSpots: number }[]>().find((s) => s.id === slot.id)?.availableSpots;
}

async function trpcSpots(app: App, slot: Slot) {
  const res = await app.inject({ method: 'GET', url: `/trpc/schedule.range?input=${encodeURIComponent(JSON.stringify(trpcInput(slot)))}` });
  expect(res.statusCode).toBe(200);
  return superjson.deserialize<{ id: number; availableSpots: number }[]>(res.json().result.data).find((s) => s.id === slot.id)
    ?.availableSpots;
}

/** An app whose week cache has confirmed its LISTEN (the first read subscribes; PostgreSQL confirms a moment later). */
async function cachingApp(slot: Slot): Promise<App> {
  const app = await env.app();
  await restSpots(app, slot);
  await expect.poll(() => app.publicWeek.isCaching(), { timeout: 2_000, interval: 10 }).toBe(true);
  return app;
}

/** A capacity change written with its notify trigger off, from outside this process's client: a lost notice. */
async function changeUnnoticed(slotId: number, maxBookings: number) {
  const statements = [
    'begin',
    'alter table schedule_slots disable trigger schedule_slots_updated',
    `update schedule_slots set max_bookings = ${maxBookings} where id = ${slotId}`,
    'alter table schedule_slots enable trigger schedule_slots_updated',
    'commit',
  ];
  if (!env.url) {
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

describe('public week cache (HTTP reads)', () => {
  it('serves repeated reads from memory: a write nobody was told about stays unseen until an invalidation', async () => {
    const slot = await createSlot(env.db, { allowed: [], maxBookings: 4 });
    const app = await cachingApp(slot);
    expect(await restSpots(app, slot)).toBe(4);
    await changeUnnoticed(slot.id, 3);
    expect(await restSpots(app, slot)).toBe(4);
    expect(await trpcSpots(app, slot)).toBe(4);
    // createCaller and the admin view never read the cache.
    expect((await env.caller().schedule.range(trpcInput(slot).json)).find((s) => s.id === slot.id)?.availableSpots).toBe(3);
    app.publicWeek.invalidate();
    expect(await restSpots(app, slot)).toBe(3);
    expect(await trpcSpots(app, slot)).toBe(3);
  });

  it('shows a booking answered by this instance on its very next read (REST and tRPC)', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 3 });
    const app = await cachingApp(slot);
    expect(await trpcSpots(app, slot)).toBe(3);
    const booked = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { ...visitor('w1'), classTypeId: mat.id, scheduleId: slot.id },
    });
    expect(booked.statusCode).toBeLessThan(300);
    expect(await restSpots(app, slot)).toBe(2);
    expect(await trpcSpots(app, slot)).toBe(2);
  });

  it('shows an admin edit at once, and a slot switched off disappears', async () => {
    const slot = await createSlot(env.db, { allowed: [], maxBookings: 5 });
    const app = await cachingApp(slot);
    const token = await env.adminToken();
    const headers = { authorization: `Bearer ${token}` };
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/admin/location-availability/${slot.id}`,
      headers,
      payload: { maxBookings: 8 },
    });
    expect(edit.statusCode).toBe(200);
    expect(await restSpots(app, slot)).toBe(8);
    await app.inject({ method: 'PATCH', url: `/api/admin/location-availability/${slot.id}`, headers, payload: { isActive: false } });
    expect(await restSpots(app, slot)).toBeUndefined();
  });

  it('drops everything on a notice from a write made elsewhere', async () => {
    const slot = await createSlot(env.db, { allowed: [], maxBookings: 6 });
    const app = await cachingApp(slot);
    expect(await restSpots(app, slot)).toBe(6);
    // Through the database directly (not an HTTP request of this app): only the trigger's notice tells.
    await env.db.update(scheduleSlots).set({ maxBookings: 7 }).where(eq(scheduleSlots.id, slot.id));
    await expect.poll(() => restSpots(app, slot), { timeout: 1_000, interval: 10 }).toBe(7);
  });

  it('frees a held place when the hold expires, with no write (injected clock)', async () => {
    let clock = Date.now();
    const week = createPublicWeek({ schedule: env.services.schedule, now: () => clock, ttlMs: 60 * 60_000 });
    week.follow(env.database.listen);
    try {
      const mat = await seededClassType(env.db, 'Mat Pilates Class');
      const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 4 });
      // A real hold, taken through the booking path (it counts on the slot's counter).
      await env.caller().bookings.create({ ...visitor('hold1'), classTypeId: mat.id, scheduleId: slot.id });
      const [hold] = await env.db.select({ expiresAt: bookings.holdExpiresAt }).from(bookings).where(eq(bookings.slotId, slot.id));
      const expiresAt = hold!.expiresAt!;
      const spots = async () => (await week.get(slot.date, addDays(slot.date, 6))).slots.find((s) => s.id === slot.id)?.availableSpots;
      await week.get(slot.date, slot.date);
      await expect.poll(() => week.isCaching(), { timeout: 2_000, interval: 10 }).toBe(true);
      expect(await spots()).toBe(3);
      await changeUnnoticed(slot.id, 6);
      // The cached answer (the capacity change unseen) one minute before the hold expires...
      clock = expiresAt.getTime() - 60_000;
      expect(await spots()).toBe(3);
      // ...and a fresh one once it has expired: the entry lived only until then (6 places, the hold lapsed).
      clock = expiresAt.getTime() + 1;
      expect(await spots()).toBe(6);
    } finally {
      await week.stop();
    }
  });

  it("answers tRPC GETs, batched or not, with what tRPC itself sends; bad input gets tRPC's own error", async () => {
    const slot = await createSlot(env.db, { allowed: [], maxBookings: 4 });
    const app = await env.app();
    const expected = JSON.parse(JSON.stringify(await env.caller().schedule.range(trpcInput(slot).json)));
    for (let i = 0; i < 2; i++) {
      const single = await app.inject({
        method: 'GET',
        url: `/trpc/schedule.range?input=${encodeURIComponent(JSON.stringify(trpcInput(slot)))}`,
      });
      expect(single.headers['content-type']).toMatch(/^application\/json/);
      expect(superjson.deserialize(single.json().result.data)).toEqual(expected);
      const batch = await app.inject({
        method: 'GET',
        url: `/trpc/schedule.range?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: trpcInput(slot) }))}`,
      });
      expect(batch.statusCode).toBe(200);
      expect(superjson.deserialize(batch.json()[0].result.data)).toEqual(expected);
    }
    // The same bytes as tRPC's handler when it answers the same call inside a two-procedure batch.
    const both = await app.inject({
      method: 'GET',
      url: `/trpc/schedule.range,classTypes.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: trpcInput(slot) }))}`,
    });
    const fast = await app.inject({
      method: 'GET',
      url: `/trpc/schedule.range?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: trpcInput(slot) }))}`,
    });
    expect(JSON.stringify(fast.json()[0])).toBe(JSON.stringify(both.json()[0]));

    const tooLong = await app.inject({
      method: 'GET',
      url: `/trpc/schedule.range?input=${encodeURIComponent(JSON.stringify({ json: { startDate: slot.date, endDate: addDays(slot.date, 40) } }))}`,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.json.data.fieldErrors.endDate).toBeDefined();
    const garbage = await app.inject({ method: 'GET', url: '/trpc/schedule.range?input=%7Bnot-json' });
    expect(garbage.statusCode).toBe(400);
    const restBad = await app.inject({ method: 'GET', url: `/api/location-availability/range/${slot.date}/not-a-date` });
    expect(restBad.statusCode).toBe(400);
    expect(restBad.json().fieldErrors.endDate).toBeDefined();
  });

  it('caches nothing while it cannot LISTEN', async () => {
    const week = createPublicWeek({ schedule: env.services.schedule });
    week.follow(() => Promise.reject(new Error('LISTEN is not supported by this pooler')));
    const slot = await createSlot(env.db, { allowed: [], maxBookings: 3 });
    expect((await week.get(slot.date, slot.date)).slots[0]?.availableSpots).toBe(3);
    await changeUnnoticed(slot.id, 2);
    expect((await week.get(slot.date, slot.date)).slots[0]?.availableSpots).toBe(2);
    expect(week.isCaching()).toBe(false);
    await week.stop();
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    "two instances on one database: each sees the other's bookings and edits within a notice",
    async () => {
      const mat = await seededClassType(env.db, 'Mat Pilates Class');
      const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 30 });
      const first = await cachingApp(slot);
      const { app: second } = await env.secondInstance({ poolSize: 4 });
      await restSpots(second, slot);
      await expect.poll(() => second.publicWeek.isCaching(), { timeout: 2_000, interval: 10 }).toBe(true);
      // 20 bookings through the second instance while the first keeps reading.
      const booked = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          second.inject({
            method: 'POST',
            url: '/api/bookings',
            payload: { ...visitor(`two${i}`), classTypeId: mat.id, scheduleId: slot.id },
          }),
        ),
      );
      expect(booked.every((r) => r.statusCode < 300)).toBe(true);
      expect(await restSpots(second, slot)).toBe(10);
      await expect.poll(() => restSpots(first, slot), { timeout: 1_000, interval: 10 }).toBe(10);
      await env.db.update(scheduleSlots).set({ maxBookings: 35 }).where(eq(scheduleSlots.id, slot.id));
      await expect.poll(() => trpcSpots(second, slot), { timeout: 1_000, interval: 10 }).toBe(15);
    },
  );
});

describe('prepared week answers', () => {
  it('carry an ETag (304 when the client has it), and brotli or gzip copies for clients that accept them', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const slot = await createSlot(env.db, { allowed: [], maxBookings: 4 });
    // Enough slots in the week for compression to be worth it (≥ 1 KB).
    for (const startTime of ['06:00', '08:00', '12:00', '14:00', '16:00', '18:00', '20:00'])
      await createSlot(env.db, { allowed: [], date: slot.date, startTime });
    const app = await env.app();
    const plain = await app.inject({ method: 'GET', url: restUrl(slot) });
    expect(plain.body.length).toBeGreaterThan(1024);
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({ method: 'GET', url: restUrl(slot), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const br = await app.inject({ method: 'GET', url: restUrl(slot), headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app.inject({ method: 'GET', url: restUrl(slot), headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const trpc = await app.inject({
      method: 'GET',
      url: `/trpc/schedule.range?input=${encodeURIComponent(JSON.stringify(trpcInput(slot)))}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(trpc.headers.vary).toBe('trpc-accept, accept, accept-encoding');
    expect(superjson.deserialize(JSON.parse(brotliDecompressSync(trpc.rawPayload).toString()).result.data)).toEqual(JSON.parse(plain.body));
    // A change to the week (its notice drops the cache) means a new ETag: the old one no longer matches.
    await env.db.update(scheduleSlots).set({ maxBookings: 9 }).where(eq(scheduleSlots.id, slot.id));
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: restUrl(slot), headers: { 'if-none-match': etag } })).statusCode, {
        timeout: 1_000,
        interval: 10,
      })
      .toBe(200);
  });
});
