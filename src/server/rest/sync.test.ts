import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  appointmentTypes,
  bookings,
  classTypes,
  creditLedger,
  creditLots,
  deletedRecords,
  discountCodes,
  enquiries,
  locations,
  outgoingEvents,
  packs,
  payments,
  receipts,
  scheduleSlots,
  timeOff,
  waitlistEntries,
  webhookDeliveries,
  webhookEndpoints,
  workingHours,
} from '../db/schema';
import { londonToday } from '../../domain/time';
import { insertBooking, insertEnquiry, insertTrainingOrder } from '../test/admin-fixtures';
import { createSlot, visitor } from '../test/booking-fixtures';

import { useTestEnv } from '../test/harness';
import { NEXT_CURSOR_HEADER } from './define';

const env = useTestEnv();
let app: FastifyInstance;
let token: string;

interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, unknown>;
}

async function get(path: string): Promise<Answer> {
  const res = await app.inject({ method: 'GET', url: `/api${path}`, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

async function send(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: unknown): Promise<Answer> {
  const res = await app.inject({ method, url: `/api${path}`, headers: { authorization: `Bearer ${token}` }, payload: payload as object });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

type Row = { id: number; updatedAt: string; ref?: string };

/** Every page of a read by change, following nextCursor (object lists) or the Next-Cursor header (arrays). */
async function readAll(path: string, query: string, from: string | null = null): Promise<{ rows: Row[]; pages: number }> {
  const rows: Row[] = [];
  let cursor: string | null = from;
  let pages = 0;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res = await get(`${path}${sep}${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages++;
    if (Array.isArray(res.body)) {
      rows.push(...(res.body as Row[]));
      cursor = (res.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string | undefined) ?? null;
      if (cursor) expect(res.headers.link).toMatch(new RegExp(`^</api${path.split('?')[0]}\\?.*cursor=${cursor}.*>; rel="next"$`));
      else expect(res.headers.link).toBeUndefined();
    } else {
      const page = res.body as { rows?: Row[]; data?: Row[]; nextCursor: string | null };
      rows.push(...(page.rows ?? page.data ?? []));
      cursor = page.nextCursor;
    }
    expect(pages).toBeLessThan(200);
  } while (cursor);
  return { rows, pages };
}

const keyOf = (row: Row) => row.ref ?? String(row.id);

function expectOrderedByChange(rows: Row[]) {
  for (let i = 1; i < rows.length; i++) expect(Date.parse(rows[i]!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(rows[i - 1]!.updatedAt));
}

beforeAll(async () => {
  app = await env.app();
  token = await env.adminToken();
  const slot = await createSlot(env.db, { allowed: [], maxBookings: 20 });
  for (let i = 0; i < 7; i++) await insertBooking(env.db, { slotId: slot.id, name: `Sync ${i}`, email: `sync${i}@example.com` });
  for (let i = 0; i < 3; i++) await insertTrainingOrder(env.db, { name: `Sync training ${i}` });
  for (let i = 0; i < 5; i++) await insertEnquiry(env.db, { name: `Sync enquiry ${i}` });
  await env.db.insert(locations).values([{ name: 'Sync Park' }, { name: 'Sync Hall' }]);
  await env.db.insert(packs).values([1, 2, 3].map((n) => ({ name: `Sync pack ${n}`, pricePence: 1000 * n, credits: n, validityDays: 30 })));
  await env.db
    .insert(webhookEndpoints)
    .values([1, 2, 3].map((n) => ({ url: `https://hooks${n}.example.com/in`, events: ['booking.confirmed'], secret: `whsec_${n}` })));
  const soon = Date.now() + 3 * 86_400_000;
  await env.db
    .insert(timeOff)
    .values([1, 2, 3].map((n) => ({ startsAt: new Date(soon + n * 86_400_000), endsAt: new Date(soon + n * 86_400_000 + 3_600_000) })));
  const [type] = await env.db.select({ id: appointmentTypes.id }).from(appointmentTypes).limit(1);
  await env.db.insert(appointmentTypes).values({ name: 'Sync online check-in', durationMinutes: 30, pricePence: 0, place: 'online' });
  await env.db.insert(appointments).values(
    [1, 2, 3].map((n) => ({
      typeId: type!.id,
      typeName: 'Personal training',
      startsAt: new Date(Date.UTC(2026, 0, 10 + n, 10)),
      endsAt: new Date(Date.UTC(2026, 0, 10 + n, 11)),
      place: 'client_home' as const,
      name: `Sync client ${n}`,
      email: `sync.client${n}@example.com`,
      phone: '07700 900999',
      status: 'confirmed' as const,
    })),
  );
  for (let i = 0; i < 4; i++) await env.db.insert(discountCodes).values({ code: `SYNC${i}`, discountType: 'percentage', value: 5 + i });
  // Several rows changed in the same instant: the id breaks the tie, so a page boundary inside them loses none.
  await env.db.update(enquiries).set({ updatedAt: new Date('2026-01-01T10:00:00.123456Z') });
  await env.db.execute(
    sql`update ${bookings} set updated_at = '2026-01-01T10:00:00.123456Z'::timestamptz + (id % 3) * interval '1 microsecond'`,
  );
});

/** Admin lists the specification shapes as bare arrays: read by change, they stay arrays (cursor in headers). */
const arrayLists = [
  '/admin/class-types',
  '/admin/locations',
  '/admin/discount-codes',
  '/admin/enquiries',
  '/admin/packs',
  '/admin/webhooks',
  '/admin/appointment-types',
  '/admin/time-off',
  '/admin/appointments',
];
/** How today's list reads every row, to compare with what paging by change gave. */
const todaysList: Record<string, string> = { '/admin/appointments': '/admin/appointments?from=2026-01-01&to=2026-01-31' };

describe('admin lists read by change (updatedSince, cursor)', () => {
  it.each(arrayLists)(
    '%s: paging by cursor yields every row exactly once, oldest change first; the answer stays an array',
    async (path) => {
      const today = await get(todaysList[path] ?? path);
      expect(today.status, JSON.stringify(today.body)).toBe(200);
      const all = today.body as Row[];
      expect(all.length).toBeGreaterThan(2);
      for (const row of all) expect(Date.parse(row.updatedAt)).not.toBeNaN();
      const { rows, pages } = await readAll(path, 'limit=2');
      expect(pages).toBe(Math.ceil(all.length / 2));
      expect(rows.map(keyOf).sort()).toEqual(all.map(keyOf).sort());
      expect(new Set(rows.map(keyOf)).size).toBe(rows.length);
      expectOrderedByChange(rows);
    },
  );

  it('GET /api/admin/bookings: paging by cursor yields every booking and training order exactly once', async () => {
    const all = (await get('/admin/bookings?pageSize=200')).body as { rows: Row[]; nextCursor: null };
    expect(all.nextCursor).toBeNull();
    expect(all.rows.some((r) => r.ref!.startsWith('T-'))).toBe(true);
    const { rows } = await readAll('/admin/bookings', 'limit=3');
    expect(rows.map(keyOf).sort()).toEqual(all.rows.map(keyOf).sort());
    expect(new Set(rows.map(keyOf)).size).toBe(rows.length);
    expectOrderedByChange(rows);
  });

  it('a booking cancelled after updatedSince comes again; one changed while paging is not skipped', async () => {
    const since = new Date('2026-01-01T11:00:00Z').toISOString();
    const before = (await get(`/admin/bookings?updatedSince=${since}`)).body as { rows: Row[] };
    const first = ((await get('/admin/bookings?kind=class&pageSize=200')).body as { rows: Row[] }).rows[0];
    expect(before.rows.map(keyOf)).not.toContain(first!.ref);
    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${first!.ref}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    const after = (await get(`/admin/bookings?updatedSince=${since}`)).body as { rows: (Row & { status: string })[] };
    expect(after.rows.find((r) => r.ref === first!.ref)).toMatchObject({ status: 'cancelled' });
    expect(Date.parse(after.rows.find((r) => r.ref === first!.ref)!.updatedAt)).toBeGreaterThan(Date.parse(since));

    // Paging while a row already read changes: it moves behind the cursor and is read again, nothing is skipped.
    const page1 = (await get('/admin/bookings?limit=2')).body as { rows: Row[]; nextCursor: string };
    const seen = page1.rows.map(keyOf);
    const changed = (await get('/admin/bookings?pageSize=200')).body as { rows: Row[] };
    const unseen = changed.rows.find((r) => !seen.includes(keyOf(r)) && r.ref !== first!.ref && r.ref!.startsWith('B-'))!;
    await env.db.update(bookings).set({ specialRequests: 'changed while paging' }).where(eq(bookings.id, unseen.id));
    const rest = await readAll('/admin/bookings', 'limit=2', page1.nextCursor);
    const keys = [...seen, ...rest.rows.map(keyOf)];
    for (const row of changed.rows) expect(keys).toContain(keyOf(row));
    expect(keys.filter((k) => k === keyOf(unseen))).toHaveLength(1);
  });

  it('a training order whose payment changes comes again after updatedSince', async () => {
    const since = new Date(Date.now() + 60 * 60_000);
    const orderId = await insertTrainingOrder(env.db, { name: 'Later payment', paymentStatus: 'pending' });
    expect(((await get(`/admin/bookings?updatedSince=${since.toISOString()}`)).body as { rows: Row[] }).rows).toEqual([]);
    await env.db.execute(
      sql`update payments set status = 'succeeded', updated_at = ${since.toISOString()}::timestamptz where order_id = ${orderId}`,
    );
    const after = (await get(`/admin/bookings?updatedSince=${since.toISOString()}`)).body as { rows: (Row & { status: string })[] };
    expect(after.rows).toEqual([expect.objectContaining({ ref: `T-${orderId}`, status: 'confirmed' })]);
    expect(Date.parse(after.rows[0]!.updatedAt)).toBe(since.getTime());
  });

  it('GET /api/admin/location-availability: slots of every date by change, as { data, nextCursor }', async () => {
    const slot = await createSlot(env.db, { allowed: [], maxBookings: 4 });
    const { rows } = await readAll('/admin/location-availability', 'limit=3');
    expect(new Set(rows.map(keyOf)).size).toBe(rows.length);
    expectOrderedByChange(rows);
    const [slots] = await env.db.select({ n: count() }).from(scheduleSlots);
    expect(rows).toHaveLength(slots!.n);
    // A place taken changes the slot: it comes again after the time, with its new availableSpots.
    const since = rows.at(-1)!.updatedAt;
    const later = new Date(Date.parse(since) + 1).toISOString();
    expect(((await get(`/admin/location-availability?updatedSince=${later}`)).body as { data: Row[] }).data).toEqual([]);
    const held = await env.caller().bookings.create({
      ...visitor('sync'),
      classTypeId: (await env.db.select({ id: classTypes.id }).from(classTypes).limit(1))[0]!.id,
      scheduleId: slot.id,
    });
    expect(held.success).toBe(true);
    const changed = (await get(`/admin/location-availability?updatedSince=${later}`)).body as {
      data: (Row & { availableSpots: number })[];
    };
    expect(changed.data).toEqual([expect.objectContaining({ id: slot.id, availableSpots: 3 })]);
  });

  it('GET /api/admin/audit: every entry exactly once by cursor, oldest first, each with updatedAt = at', async () => {
    for (const name of ['Audit Hall 1', 'Audit Hall 2', 'Audit Hall 3']) {
      const made = await app.inject({
        method: 'POST',
        url: '/api/admin/locations',
        headers: { authorization: `Bearer ${token}` },
        payload: { name },
      });
      expect(made.statusCode).toBe(201);
    }
    const all = (await get('/admin/audit?pageSize=200')).body as { rows: (Row & { at: string })[]; nextCursor: null };
    expect(all.nextCursor).toBeNull();
    expect(all.rows.length).toBeGreaterThanOrEqual(3);
    for (const row of all.rows) expect(row.updatedAt).toBe(row.at);
    const { rows } = await readAll('/admin/audit', 'limit=2');
    expect(rows.map(keyOf).sort()).toEqual(all.rows.map(keyOf).sort());
    expect(new Set(rows.map(keyOf)).size).toBe(rows.length);
    expectOrderedByChange(rows);
  });

  it('tRPC reads by change too: API keys and appointments', async () => {
    const admin = env.caller({ token });
    await admin.admin.apiKeys.create({ name: 'Sync key 1', scopes: ['bookings:read'] });
    await admin.admin.apiKeys.create({ name: 'Sync key 2', scopes: ['bookings:read'] });
    const first = await admin.admin.apiKeys.changes({ limit: 1 });
    expect(first.data).toHaveLength(1);
    const second = await admin.admin.apiKeys.changes({ limit: 1, cursor: first.nextCursor! });
    expect(second.data.map((k) => k.name)).not.toContain(first.data[0]!.name);
    const appointmentPage = await admin.admin.appointments.changes({ limit: 200 });
    expect(appointmentPage.data.map((a) => a.name)).toEqual(expect.arrayContaining(['Sync client 1', 'Sync client 2', 'Sync client 3']));
    await expect(admin.admin.apiKeys.changes({ cursor: 'bm90LWEtY3Vyc29y' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it.each([...arrayLists, '/admin/bookings', '/admin/location-availability', '/admin/audit'])(
    '%s: a hostile cursor is a 400 naming cursor',
    async (path) => {
      for (const cursor of ['not-a-cursor', Buffer.from('u:1:x1').toString('base64url'), '%27%20or%201%3D1', 'a'.repeat(300)]) {
        const res = await get(`${path}?cursor=${cursor}`);
        expect(res.status, `${path} ${cursor}`).toBe(400);
        expect(res.body).toMatchObject({ code: 'validation_failed', param: 'cursor' });
      }
    },
  );
});

/** Before any change a test makes: every row of these lists is dated here, so "changed since" is exact. */
const LONG_AGO = '2026-01-01T10:00:00.000Z';
const SINCE = '2026-01-02T00:00:00.000Z';

describe('more admin lists read by change (decision 750), and deletions (decision 796)', () => {
  const ctx = { slotId: 0, endpointId: 0, lotId: 0, receiptNumbers: [] as number[], todayRef: '' };

  beforeAll(async () => {
    const put = await send('PUT', '/admin/working-hours', [
      { weekday: 1, startTime: '09:00', endTime: '12:00', locationId: null },
      { weekday: 2, startTime: '09:00', endTime: '12:00', locationId: null },
      { weekday: 3, startTime: '13:00', endTime: '17:00', locationId: null },
    ]);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const slot = await createSlot(env.db, { allowed: [], maxBookings: 1 });
    ctx.slotId = slot.id;
    await env.db
      .insert(waitlistEntries)
      .values([1, 2, 3].map((n) => ({ slotId: slot.id, name: `Waiting ${n}`, email: `wait${n}@example.com` })));
    const [endpoint] = await env.db
      .insert(webhookEndpoints)
      .values({ url: 'https://deliveries.example.com/in', events: ['booking.confirmed'], secret: 'whsec_deliveries' })
      .returning({ id: webhookEndpoints.id });
    ctx.endpointId = endpoint!.id;
    const events = await env.db
      .insert(outgoingEvents)
      .values([1, 2, 3].map((n) => ({ type: 'booking.confirmed', data: { n } })))
      .returning({ id: outgoingEvents.id });
    await env.db.insert(webhookDeliveries).values(events.map((e) => ({ eventId: e.id, endpointId: endpoint!.id })));
    const [pack] = await env.db.select({ id: packs.id }).from(packs).limit(1);
    for (const email of ['holder.one@example.com', 'holder.two@example.com', 'holder.one@example.com']) {
      const granted = await send('POST', '/admin/credit-balances', { email, packId: pack!.id, reason: 'Paid in person' });
      expect(granted.status, JSON.stringify(granted.body)).toBe(201);
      ctx.lotId = (granted.body as { id: number }).id;
    }
    for (let i = 0; i < 3; i++) {
      const orderId = await insertTrainingOrder(env.db, { name: `Receipt ${i}` });
      const [payment] = await env.db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orderId));
      const number = 9000 + i;
      await env.db.insert(receipts).values({
        number,
        kind: 'payment',
        orderId,
        paymentId: payment!.id,
        issuedAt: new Date(Date.UTC(2026, 0, 5, 10, i)),
        description: 'Personal training',
        amountPence: 4000,
        method: 'Card',
        sellerName: 'Studio',
        sellerAddress: '1 High Street',
      });
      ctx.receiptNumbers.push(number);
    }
    const today = await createSlot(env.db, { allowed: [], maxBookings: 10, date: londonToday(new Date()), startTime: '06:00' });
    for (let i = 0; i < 3; i++) {
      const id = await insertBooking(env.db, { slotId: today.id, name: `Today ${i}`, email: `today${i}@example.com` });
      ctx.todayRef = `B-${id}`;
    }
    for (const table of [workingHours, waitlistEntries, webhookDeliveries, creditLots, bookings, scheduleSlots] as const)
      await env.db.update(table).set({ updatedAt: new Date(LONG_AGO) });
    await env.db.update(creditLedger).set({ createdAt: new Date(LONG_AGO) });
    await env.db.update(deletedRecords).set({ deletedAt: new Date(LONG_AGO) });
  });

  const newArrayLists = () => [
    '/admin/working-hours',
    `/admin/schedule/${ctx.slotId}/waitlist`,
    `/admin/webhooks/${ctx.endpointId}/deliveries`,
    `/admin/credit-balances/${ctx.lotId}/ledger`,
    '/admin/bookings/today',
    `/admin/attendance/slots?date=${londonToday(new Date())}`,
  ];

  it('working hours, a waiting list, deliveries, a ledger and today: every row once by cursor, oldest change first, arrays', async () => {
    for (const path of newArrayLists()) {
      const whole = (await get(path)).body as Row[];
      expect(whole.length, path).toBeGreaterThan(0);
      for (const row of whole) expect(Date.parse(row.updatedAt), path).not.toBeNaN();
      const { rows, pages } = await readAll(path, 'limit=1');
      expect(pages, path).toBe(whole.length);
      expect(rows.map(keyOf).sort(), path).toEqual(whole.map(keyOf).sort());
      expectOrderedByChange(rows);
      expect((await get(`${path}${path.includes('?') ? '&' : '?'}updatedSince=${SINCE}`)).body, path).toEqual([]);
    }
  });

  it('credit balances: every lot once by cursor, under its holder with her live balance; an adjustment brings the lot back', async () => {
    const whole = (await get('/admin/credit-balances')).body as { email: string; balance: number; lots: Row[] }[];
    const { rows } = await readAll('/admin/credit-balances', 'limit=2');
    const holders = rows as unknown as { email: string; balance: number; lots: Row[] }[];
    const lotsRead = holders.flatMap((h) => h.lots.map((l) => l.id));
    expect(lotsRead.sort()).toEqual(whole.flatMap((h) => h.lots.map((l) => l.id)).sort());
    for (const h of holders) expect(h.balance).toBe(whole.find((w) => w.email === h.email)!.balance);
    expect((await get(`/admin/credit-balances?updatedSince=${SINCE}`)).body).toEqual([]);
    const adjusted = await send('POST', `/admin/credit-balances/${ctx.lotId}/adjustments`, { delta: -1, reason: 'Came to a class' });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    const after = (await get(`/admin/credit-balances?updatedSince=${SINCE}`)).body as {
      email: string;
      lots: (Row & { remaining: number })[];
    }[];
    expect(after).toEqual([
      expect.objectContaining({ email: 'holder.one@example.com', lots: [expect.objectContaining({ id: ctx.lotId })] }),
    ]);
    expect(Date.parse(after[0]!.lots[0]!.updatedAt)).toBeGreaterThan(Date.parse(SINCE));
    const ledger = (await get(`/admin/credit-balances/${ctx.lotId}/ledger?updatedSince=${SINCE}`)).body as {
      reason: string;
      delta: number;
    }[];
    expect(ledger).toEqual([expect.objectContaining({ reason: 'adjust', delta: -1 })]);
  });

  it('a waiting-list entry taken off, a delivery tried, a booking of today cancelled: each comes again after the time', async () => {
    const [entry] = await env.db
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.slotId, ctx.slotId))
      .limit(1);
    expect((await send('DELETE', `/admin/waitlist/${entry!.id}`)).status).toBe(200);
    const waiting = (await get(`/admin/schedule/${ctx.slotId}/waitlist?updatedSince=${SINCE}`)).body as (Row & { status: string })[];
    // Taking her off offers the free place to the next in line: that entry changed too; the third did not.
    expect(waiting.map((w) => w.id)).toContain(entry!.id);
    expect(waiting).toHaveLength(2);
    expect(waiting.find((w) => w.id !== entry!.id)).toMatchObject({ status: 'offered' });

    const [delivery] = await env.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, ctx.endpointId))
      .limit(1);
    await env.db.update(webhookDeliveries).set({ status: 'failed', attempts: 1 }).where(eq(webhookDeliveries.id, delivery!.id));
    const tried = (await get(`/admin/webhooks/${ctx.endpointId}/deliveries?updatedSince=${SINCE}`)).body as (Row & { status: string })[];
    expect(tried).toEqual([expect.objectContaining({ id: delivery!.id, status: 'failed' })]);

    expect((await get(`/admin/bookings/today?updatedSince=${SINCE}`)).body).toEqual([]);
    expect((await send('PATCH', `/admin/bookings/${ctx.todayRef}`, { status: 'cancelled' })).status).toBe(200);
    const today = (await get(`/admin/bookings/today?updatedSince=${SINCE}`)).body as (Row & { status: string })[];
    expect(today).toEqual([expect.objectContaining({ ref: ctx.todayRef, status: 'cancelled' })]);
    // Its class on the roster changed too (one fewer booked).
    const classes = (await get(`/admin/attendance/slots?date=${londonToday(new Date())}&updatedSince=${SINCE}`)).body as (Row & {
      booked: number;
    })[];
    expect(classes).toEqual([expect.objectContaining({ booked: 2 })]);
  });

  it('working hours saved again: the new rows come after the time, the replaced ones are tombstones', async () => {
    const before = ((await get('/admin/working-hours')).body as Row[]).map((r) => r.id);
    const put = await send('PUT', '/admin/working-hours', [{ weekday: 5, startTime: '08:00', endTime: '10:00', locationId: null }]);
    expect(put.status).toBe(200);
    const changed = (await get(`/admin/working-hours?updatedSince=${SINCE}`)).body as (Row & { weekday: number })[];
    expect(changed).toEqual([expect.objectContaining({ weekday: 5 })]);
    const gone = (await get(`/admin/deleted?object=working_hours&updatedSince=${SINCE}`)).body as { data: { objectId: string }[] };
    expect(gone.data.map((d) => Number(d.objectId)).sort()).toEqual([...before].sort());
  });

  it('GET /api/admin/receipts: every receipt by cursor in the order issued, updatedAt = issuedAt', async () => {
    const { rows } = await readAll('/admin/receipts', 'limit=2');
    const read = rows as unknown as (Row & { number: number; issuedAt: string })[];
    expect(read.map((r) => r.number)).toEqual(expect.arrayContaining(ctx.receiptNumbers));
    for (const r of read) expect(r.updatedAt).toBe(r.issuedAt);
    expectOrderedByChange(rows);
    const later = (await get('/admin/receipts?updatedSince=2026-01-05T10:01:00.000Z')).body as { data: { number: number }[] };
    expect(later.data.map((r) => r.number)).toEqual([9001, 9002]);
  });

  it('GET /api/admin/deleted: a deleted discount code, class type, time off, slot and webhook endpoint each leave a tombstone', async () => {
    const stamp = new Date().toISOString();
    const code = await send('POST', '/admin/discount-codes', { code: 'GONE1', discountType: 'percentage', value: 10 });
    expect(code.status, JSON.stringify(code.body)).toBe(201);
    const [type] = await env.db
      .insert(classTypes)
      .values({ name: 'Gone class', duration: '60 min', maxParticipants: '10', pricePence: 1000 })
      .returning({ id: classTypes.id });
    const [away] = await env.db
      .insert(timeOff)
      .values({ startsAt: new Date(Date.now() + 40 * 86_400_000), endsAt: new Date(Date.now() + 41 * 86_400_000) })
      .returning({ id: timeOff.id });
    const slot = await createSlot(env.db, { allowed: [] });
    const [hook] = await env.db
      .insert(webhookEndpoints)
      .values({ url: 'https://gone.example.com/in', events: ['booking.confirmed'], secret: 'whsec_gone' })
      .returning({ id: webhookEndpoints.id });
    const codeId = (code.body as { id: number }).id;
    const removals: [string, string, number][] = [
      ['discount_code', `/admin/discount-codes/${codeId}`, codeId],
      ['class_type', `/admin/class-types/${type!.id}`, type!.id],
      ['time_off', `/admin/time-off/${away!.id}`, away!.id],
      ['schedule_slot', `/admin/location-availability/${slot.id}`, slot.id],
      ['webhook_endpoint', `/admin/webhooks/${hook!.id}`, hook!.id],
    ];
    for (const [, path] of removals) expect((await send('DELETE', path)).status, path).toBe(200);
    const { rows } = await readAll('/admin/deleted', `updatedSince=${stamp}&limit=2`);
    const tombstones = rows as unknown as { object: string; objectId: string; deletedAt: string; updatedAt: string }[];
    expect(tombstones.map((t) => [t.object, Number(t.objectId)])).toEqual(removals.map(([object, , id]) => [object, id]));
    for (const t of tombstones) expect(t.updatedAt).toBe(t.deletedAt);
    const onlyCodes = (await get(`/admin/deleted?object=discount_code&updatedSince=${stamp}`)).body as { data: { objectId: string }[] };
    expect(onlyCodes.data.map((d) => Number(d.objectId))).toEqual([codeId]);
    expect((await get('/admin/deleted?object=nothing')).status).toBe(400);
  });

  it('GET /api/admin/clients: every client once by cursor (keyed by address); a booking changed brings her back', async () => {
    type Client = { email: string; updatedAt: string };
    const whole = (await get('/admin/clients?pageSize=200')).body as { rows: Client[]; total: number; nextCursor: null };
    expect(whole.nextCursor).toBeNull();
    expect(whole.rows.length).toBeGreaterThan(3);
    const { rows } = await readAll('/admin/clients', 'limit=3');
    const emails = (rows as unknown as Client[]).map((c) => c.email);
    expect([...emails].sort()).toEqual(whole.rows.map((c) => c.email).sort());
    expect(new Set(emails).size).toBe(emails.length);
    expectOrderedByChange(rows);
    const later = new Date(Math.max(...whole.rows.map((c) => Date.parse(c.updatedAt))) + 1).toISOString();
    expect(((await get(`/admin/clients?updatedSince=${later}`)).body as { rows: Client[] }).rows).toEqual([]);
    const [booking] = await env.db
      .select({ id: bookings.id, email: bookings.email })
      .from(bookings)
      .where(eq(bookings.status, 'confirmed'))
      .limit(1);
    expect((await send('PATCH', `/admin/bookings/B-${booking!.id}`, { status: 'cancelled' })).status).toBe(200);
    const changed = (await get(`/admin/clients?updatedSince=${later}`)).body as { rows: Client[] };
    expect(changed.rows.map((c) => c.email)).toEqual([booking!.email.trim().toLowerCase()]);
  });

  it.each([
    '/admin/clients',
    '/admin/attendance/slots?date=2026-01-01',
    '/admin/working-hours',
    '/admin/bookings/today',
    '/admin/credit-balances',
    '/admin/receipts',
    '/admin/deleted',
  ])('%s: a hostile cursor is a 400 naming cursor', async (path) => {
    for (const cursor of ['not-a-cursor', Buffer.from('u:1:x1').toString('base64url'), '%27%20or%201%3D1', 'a'.repeat(600)]) {
      const res = await get(`${path}${path.includes('?') ? '&' : '?'}cursor=${cursor}`);
      expect(res.status, `${path} ${cursor}`).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_failed', param: 'cursor' });
    }
  });

  it.each([
    '/admin/bookings',
    '/admin/clients',
    '/admin/working-hours',
    '/admin/bookings/today',
    '/admin/credit-balances',
    '/admin/receipts',
    '/admin/deleted',
    '/admin/vouchers',
    '/admin/membership-plans',
    '/admin/audit',
  ])('%s: a hostile updatedSince or limit is a 400 naming the field, never SQL or a stack', async (path) => {
    const hostile: [string, string][] = [
      ['updatedSince', 'yesterday'],
      ['updatedSince', '2026-13-45T00:00:00Z'],
      ['updatedSince', "2026-01-01'%20or%201%3D1--"],
      ['limit', '0'],
      ['limit', '201'],
      ['limit', '-5'],
      ['limit', 'ten'],
      ['limit', '1e3'],
    ];
    for (const [param, value] of hostile) {
      const res = await get(`${path}?${param}=${value}`);
      expect(res.status, `${path} ${param}=${value}`).toBe(400);
      expect(res.body, `${path} ${param}=${value}`).toMatchObject({ code: 'validation_failed', param });
      expect(JSON.stringify(res.body)).not.toMatch(/select |\bat .*\.ts:|postgres|drizzle/i);
    }
  });

  it('GET /api/admin/vouchers and /api/admin/membership-plans: every row once by cursor; a redemption or an edit brings it back', async () => {
    const issued: { code: string }[] = [];
    for (const n of [1, 2, 3]) {
      const res = await send('POST', '/admin/vouchers', { amountPence: 1000 * n, recipientEmail: `sync-voucher${n}@example.com` });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      issued.push(res.body as { code: string });
    }
    for (const n of [1, 2])
      expect(
        (await send('POST', '/admin/membership-plans', { name: `Sync plan ${n}`, pricePence: 5000 * n, classesPerMonth: 4 })).status,
      ).toBe(201);

    for (const path of ['/admin/vouchers', '/admin/membership-plans']) {
      const whole = (await get(path)).body as Row[];
      expect(whole.length, path).toBeGreaterThan(0);
      const { rows, pages } = await readAll(path, 'limit=1');
      expect(pages, path).toBe(whole.length);
      expect(rows.map(keyOf).sort(), path).toEqual(whole.map(keyOf).sort());
      expectOrderedByChange(rows);
    }

    // Later changes only: a voucher spent on a booking, a plan edited.
    const [latest] = ((await get('/admin/vouchers')).body as Row[]).sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
    const since = new Date(Date.parse(latest!.updatedAt) + 1).toISOString();
    expect((await get(`/admin/vouchers?updatedSince=${since}`)).body).toEqual([]);
    const slot = await createSlot(env.db, { allowed: [], maxBookings: 5 });
    const [openType] = await env.db.select({ id: classTypes.id }).from(classTypes).limit(1);
    await env
      .caller()
      .bookings.create({ ...visitor('sync-voucher'), classTypeId: openType!.id, scheduleId: slot.id, voucherCode: issued[0]!.code });
    const spent = (await get(`/admin/vouchers?updatedSince=${since}`)).body as (Row & { balancePence: number; initialPence: number })[];
    expect(spent).toHaveLength(1);
    expect(spent[0]!.balancePence).toBeLessThan(spent[0]!.initialPence);

    const plans = (await get('/admin/membership-plans')).body as (Row & { name: string })[];
    const planSince = new Date(Math.max(...plans.map((p) => Date.parse(p.updatedAt))) + 1).toISOString();
    expect((await get(`/admin/membership-plans?updatedSince=${planSince}`)).body).toEqual([]);
    const plan = plans.find((p) => p.name === 'Sync plan 1')!;
    expect((await send('PATCH', `/admin/membership-plans/${plan.id}`, { noticeDays: 14 })).status).toBe(200);
    expect(((await get(`/admin/membership-plans?updatedSince=${planSince}`)).body as Row[]).map((p) => p.id)).toEqual([plan.id]);
  });
});
