import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_CSV_HEADER } from '../../domain/audit-csv';
import { BOOKINGS_CSV_HEADER } from '../../domain/bookings-csv';
import { adminSessions, orders } from '../db/schema';
import { hashToken } from '../services/auth/auth';
import { insertBooking, insertTrainingOrder } from '../test/admin-fixtures';
import { useTestEnv } from '../test/harness';

const env = useTestEnv();
let token: string;
let app: Awaited<ReturnType<typeof env.app>>;
const refs: Record<string, string> = {};

/** The CSV's rows as arrays of cells (none of these cells holds a comma or a quote). */
const rowsOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(','));

beforeAll(async () => {
  token = await env.adminToken();
  app = await env.app();
  const admin = env.caller({ token });
  const slot = await admin.admin.schedule.create({
    date: '2031-10-06',
    startTime: '09:00',
    endTime: '10:00',
    locationId: 'virtual',
    maxBookings: 20,
  });
  const other = await admin.admin.schedule.create({
    date: '2031-11-03',
    startTime: '09:00',
    endTime: '10:00',
    locationId: 'virtual',
    maxBookings: 20,
  });
  const at = (minute: number) => new Date(Date.UTC(2031, 8, 1, 9, minute));
  for (const [name, status] of [
    ['Paid', 'confirmed'],
    ['Gone', 'refunded'],
    ['Held', 'held'],
    ['Late', 'expired'],
    ['Off', 'cancelled'],
  ] as const) {
    const id = await insertBooking(env.db, {
      slotId: slot.id,
      name,
      status,
      email: `${name.toLowerCase()}@example.com`,
      order: { amountPence: 1500 },
      createdAt: at(Object.keys(refs).length),
    });
    await env.db
      .update(orders)
      .set({ paidPence: status === 'confirmed' || status === 'refunded' ? 1500 : 0, refundedPence: status === 'refunded' ? 1500 : 0 })
      .where(eq(orders.bookingId, id));
    refs[name] = `B-${id}`;
  }
  refs.November = `B-${await insertBooking(env.db, { slotId: other.id, name: 'November', status: 'confirmed' })}`;
  refs.Training = `T-${await insertTrainingOrder(env.db, { name: 'Trainee' })}`;
});

const get = (url: string, bearer: string | null = token) =>
  app.inject({ method: 'GET', url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

describe('GET /api/admin/exports/bookings.csv', () => {
  it("holds a month's paid class bookings by default, with kind, reference, paid, refunded and discount columns", async () => {
    const res = await get('/api/admin/exports/bookings.csv?from=2031-10-01&to=2031-10-31');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bookings-paid-2031-10-01-to-2031-10-31.csv"');
    const [header, ...rows] = rowsOf(res.body);
    expect(header).toEqual([...BOOKINGS_CSV_HEADER]);
    const col = (name: (typeof BOOKINGS_CSV_HEADER)[number]) => header!.indexOf(name);
    expect(rows.map((r) => r[col('Reference')]).sort()).toEqual([refs.Paid, refs.Gone].sort());
    const gone = rows.find((r) => r[col('Reference')] === refs.Gone)!;
    expect([
      gone[col('Type')],
      gone[col('Status')],
      gone[col('Paid (GBP)')],
      gone[col('Refunded (GBP)')],
      gone[col('Discount code')],
    ]).toEqual(['Class booking', 'refunded', '15.00', '15.00', '']);
  });

  it('includes held, expired and cancelled ones when asked, and training orders without a date filter', async () => {
    const month = rowsOf((await get('/api/admin/exports/bookings.csv?from=2031-10-01&to=2031-10-31&include=all')).body);
    expect(
      month
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual([refs.Paid, refs.Gone, refs.Held, refs.Late, refs.Off].sort());
    const everything = rowsOf((await get('/api/admin/exports/bookings.csv')).body)
      .slice(1)
      .map((r) => r[1]);
    expect(everything).toEqual(expect.arrayContaining([refs.Training, refs.November, refs.Paid]));
    expect(everything).not.toContain(refs.Held);
  });

  it('reads a long export in batches by keyset, in the list order, with no row twice or missing', async () => {
    const streamed: string[] = [];
    for await (const row of env.services.admin.bookings.each({}, 2)) streamed.push(row.ref);
    const listed = (await env.caller({ token }).admin.bookings.list({ pageSize: 200 })).rows.map((r) => r.ref);
    expect(streamed).toEqual(listed);
    expect(new Set(streamed).size).toBe(7);
  });

  it('needs an administrator or an API key with bookings:read, and names a bad filter', async () => {
    expect((await get('/api/admin/exports/bookings.csv', null)).statusCode).toBe(401);
    const admin = env.caller({ token });
    const reader = await admin.admin.apiKeys.create({ name: 'Sheets', scopes: ['bookings:read'] });
    const writer = await admin.admin.apiKeys.create({ name: 'Other', scopes: ['schedule:manage'] });
    expect((await get('/api/admin/exports/bookings.csv', reader.secret)).statusCode).toBe(200);
    expect((await get('/api/admin/exports/bookings.csv', writer.secret)).statusCode).toBe(403);
    for (const query of [
      'from=2031-13-45',
      'search=%00',
      'kind=gym',
      'from=2031-10-02&to=2031-10-01',
      'include=all&include=paid',
      'status=paid',
    ]) {
      const res = await get(`/api/admin/exports/bookings.csv?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).not.toMatch(/postgres|drizzle|at .*\.ts/i);
    }
    expect((await get('/api/admin/exports/audit.csv?entity=DROP%20TABLE')).statusCode).toBe(400);
    const bad = await get('/api/admin/exports/bookings.csv?include=everything');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('include');
  });
});

describe('GET /api/admin/exports/audit.csv', () => {
  it('writes the trail with who, what, and before and after as JSON, for a signed-in administrator only', async () => {
    const admin = env.caller({ token });
    const code = await admin.admin.discounts.create({ code: 'CSVTEST', discountType: 'fixed', value: 300 });
    await admin.admin.discounts.update({ id: code.id, value: 400 });
    const res = await get('/api/admin/exports/audit.csv?entity=discount_code');
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_HEADER.join(','));
    expect(lines[1]).toContain(',discount_code.update,discount_code,');
    expect(lines[1]).toContain('""value"":300');
    expect(lines[1]).toContain('""value"":400');
    expect(lines).toHaveLength(3);
    const key = await admin.admin.apiKeys.create({ name: 'Nosy', scopes: ['bookings:read'] });
    expect((await get('/api/admin/exports/audit.csv', key.secret)).statusCode).toBe(403);
  });
});

describe('one door for the CSV downloads', () => {
  it('are admin procedures: a visitor is refused, an administrator gets the file a line at a time', async () => {
    await expect(env.caller().admin.exports.bookings({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(env.caller().admin.exports.audit({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const file = await env.caller({ token }).admin.exports.bookings({ from: '2031-10-01', to: '2031-10-31' });
    expect(file.filename).toBe('bookings-paid-2031-10-01-to-2031-10-31.csv');
    const lines: string[] = [];
    for await (const line of file.lines) lines.push(line);
    expect(lines.join('')).toBe((await get('/api/admin/exports/bookings.csv?from=2031-10-01&to=2031-10-31')).body);
  });

  it("refuse an expired or signed-out session as every admin route does, and a stream over /trpc's JSON", async () => {
    const expired = await env.adminToken();
    await env.db
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminSessions.tokenHash, hashToken(expired)));
    const signedOut = await env.adminToken();
    await env.caller({ token: signedOut }).admin.auth.logout();
    for (const bearer of [expired, signedOut]) {
      const res = await get('/api/admin/exports/bookings.csv', bearer);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Sign in as an administrator to do this', code: 'unauthorized' });
    }
    const overTrpc = await app.inject({ method: 'GET', url: '/trpc/admin.exports.audit', headers: { authorization: `Bearer ${token}` } });
    expect(overTrpc.statusCode).toBe(415);
  });
});
