/**
 * Idempotency-Key on the REST POSTs (decision 620): a retry with the same key and request gets the first answer
 * and does nothing more; the same key with another body or path is refused; keys are per caller; answers refused
 * before the work are not kept; the keys live in the database and the recurring chore removes them after 24 hours.
 */
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, discountCodes, enquiries, idempotencyKeys, waitlistEntries } from '../db/schema';
import { accountSessionFor } from '../test/account-fixtures';
import { ACCOUNT_COOKIE } from '../trpc/context';
import { createServices } from '../services/container';
import { eraseEmail } from '../services/customers/erasure';
import { CHORES } from '../services/jobs/worker';
import { IDEMPOTENCY_KEY_TTL_MS, IDEMPOTENCY_LEASE_MS, storedKeyOf } from '../services/platform/idempotency';
import { createSlot, seededClassType, visitor } from '../test/booking-fixtures';
import { TEST_ADMIN, useTestEnv } from '../test/harness';

// The services' clock, moved by the tests (the keys' 24 hours and the chore run on it).
let now = new Date();
const env = useTestEnv({ services: ({ db, config }) => createServices({ db, config, clock: () => now }) });
let app: FastifyInstance;
let token: string;
let classTypeId: number;
let scheduleId: number;

beforeAll(async () => {
  app = await env.app();
  token = (await app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN })).json<{ token: string }>().token;
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  classTypeId = mat.id;
  scheduleId = (await createSlot(env.db, { allowed: [mat.id], maxBookings: 10 })).id;
});

async function post(url: string, payload: object, headers: Record<string, string> = {}, ip = '203.0.113.5') {
  const res = await app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress: ip });
  return {
    status: res.statusCode,
    body: res.body,
    json: res.json<Record<string, unknown>>(),
    replayed: res.headers['idempotent-replayed'],
  };
}

/** The rows kept for an Idempotency-Key, whatever its scope (the table holds only a hash of scope and key). */
const keyRows = async (key: string) => (await env.db.select().from(idempotencyKeys)).filter((r) => r.key === storedKeyOf(r.scope, key));
const enquiryCount = async () => (await env.db.select({ n: count() }).from(enquiries))[0]!.n;
const bookingCount = async (email: string) => (await env.db.select({ n: count() }).from(bookings).where(eq(bookings.email, email)))[0]!.n;

describe('Idempotency-Key on REST POSTs', () => {
  it('a retry of an enquiry gets the first answer again and sends no second enquiry', async () => {
    const before = await enquiryCount();
    const body = { ...visitor('enq'), message: 'Do you teach on Sundays?' };
    const first = await post('/contact', body, { 'idempotency-key': 'enquiry-key-0001' });
    expect(first).toMatchObject({ status: 200, json: { success: true }, replayed: undefined });
    // The same body with its fields in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await post('/contact', reordered, { 'idempotency-key': 'enquiry-key-0001' });
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect(await enquiryCount()).toBe(before + 1);
    // Without a key each POST is its own (as before).
    await post('/contact', body);
    expect(await enquiryCount()).toBe(before + 2);
  });

  it('a retry of a booking answers the same hold (and its token) and holds one place', async () => {
    const body = { ...visitor('idem-book'), classTypeId, scheduleId };
    const first = await post('/bookings', body, { 'idempotency-key': 'booking-key-0001' });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ success: true, holdToken: expect.any(String), bookingId: expect.any(Number) });
    const again = await post('/bookings', body, { 'idempotency-key': 'booking-key-0001' });
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect(await bookingCount(body.email)).toBe(1);
  });

  it('the same key with another body is refused 422 idempotency_key_reused, and nothing is done', async () => {
    const before = await enquiryCount();
    await post('/contact', { ...visitor('body'), message: 'First' }, { 'idempotency-key': 'enquiry-key-0002' });
    const other = await post('/contact', { ...visitor('body'), message: 'Second' }, { 'idempotency-key': 'enquiry-key-0002' });
    expect(other).toMatchObject({ status: 422, json: { code: 'idempotency_key_reused', param: 'Idempotency-Key' } });
    expect(await enquiryCount()).toBe(before + 1);
  });

  it('the same key on another path is refused too', async () => {
    await post('/contact', { ...visitor('path'), message: 'Hello' }, { 'idempotency-key': 'shared-key-0003' });
    const before = await bookingCount('visitorpath@example.com');
    const other = await post('/bookings', { ...visitor('path'), classTypeId, scheduleId }, { 'idempotency-key': 'shared-key-0003' });
    expect(other).toMatchObject({ status: 422, json: { code: 'idempotency_key_reused' } });
    expect(await bookingCount('visitorpath@example.com')).toBe(before);
  });

  it('keys are per caller: another client, or another bearer token, with the same key is a new request', async () => {
    const before = await enquiryCount();
    const body = { ...visitor('scope'), message: 'Hi' };
    await post('/contact', body, { 'idempotency-key': 'scoped-key-0004' }, '203.0.113.7');
    const other = await post('/contact', body, { 'idempotency-key': 'scoped-key-0004' }, '203.0.113.8');
    expect(other).toMatchObject({ status: 200, replayed: undefined });
    expect(await enquiryCount()).toBe(before + 2);
    const scopes = await keyRows('scoped-key-0004');
    expect(scopes.map((s) => s.scope).sort()).toEqual(['client:203.0.113.7', 'client:203.0.113.8']);
  });

  it('an admin create answers its 201 again; the stored scope holds no token', async () => {
    const headers = { authorization: `Bearer ${token}`, 'idempotency-key': 'admin-create-0005' };
    const body = { code: 'IDEM5', discountType: 'fixed', value: 500 };
    const first = await post('/admin/discount-codes', body, headers);
    expect(first).toMatchObject({ status: 201, json: { code: 'IDEM5' } });
    expect(await post('/admin/discount-codes', body, headers)).toEqual({ ...first, replayed: 'true' });
    expect((await env.db.select({ n: count() }).from(discountCodes).where(eq(discountCodes.code, 'IDEM5')))[0]!.n).toBe(1);
    const [row] = await keyRows('admin-create-0005');
    // Scoped to who she is, not to her session's token (decision 754).
    expect(row!.scope).toMatch(/^admin:\d+$/);
    expect(row!.scope).not.toContain(token);
    // A copy of the table gives neither the key nor the answer (decision 622).
    expect(JSON.stringify(row)).not.toContain('admin-create-0005');
    expect(row!.responseBody).not.toContain('IDEM5');
    expect(row!.responseBody).toMatch(/^[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
  });

  it("a retry after the owner signed in again (a new session token) finds the first answer: keys are the owner's", async () => {
    const body = { code: 'IDEM7', discountType: 'percentage', value: 15 };
    const first = await post('/admin/discount-codes', body, { authorization: `Bearer ${token}`, 'idempotency-key': 'owner-key-0007' });
    expect(first).toMatchObject({ status: 201, json: { code: 'IDEM7' } });
    // Her session is refreshed: she signs in again and the old token is signed out.
    const fresh = (await app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN })).json<{ token: string }>().token;
    const retry = await post('/admin/discount-codes', body, { authorization: `Bearer ${fresh}`, 'idempotency-key': 'owner-key-0007' });
    expect(retry).toEqual({ ...first, replayed: 'true' });
    expect((await env.db.select({ n: count() }).from(discountCodes).where(eq(discountCodes.code, 'IDEM7')))[0]!.n).toBe(1);
    // The same key with another body is still refused for her, whichever session sends it.
    const reused = await post(
      '/admin/discount-codes',
      { ...body, value: 20 },
      { authorization: `Bearer ${fresh}`, 'idempotency-key': 'owner-key-0007' },
    );
    expect(reused).toMatchObject({ status: 422, json: { code: 'idempotency_key_reused' } });
  });

  it('an API key is its own scope: its retries replay, another key with the same Idempotency-Key is a new request', async () => {
    const owner = env.caller({ token });
    const one = (await owner.admin.apiKeys.create({ name: 'Idem key one', scopes: ['discounts:manage'] })).secret;
    const two = (await owner.admin.apiKeys.create({ name: 'Idem key two', scopes: ['discounts:manage'] })).secret;
    const headers = (secret: string) => ({ authorization: `Bearer ${secret}`, 'idempotency-key': 'key-scope-0008' });
    const first = await post('/admin/discount-codes', { code: 'IDEM8A', discountType: 'fixed', value: 100 }, headers(one));
    expect(first).toMatchObject({ status: 201 });
    expect(await post('/admin/discount-codes', { code: 'IDEM8A', discountType: 'fixed', value: 100 }, headers(one))).toEqual({
      ...first,
      replayed: 'true',
    });
    const other = await post('/admin/discount-codes', { code: 'IDEM8B', discountType: 'fixed', value: 100 }, headers(two));
    expect(other).toMatchObject({ status: 201, replayed: undefined, json: { code: 'IDEM8B' } });
    const scopes = (await keyRows('key-scope-0008')).map((r) => r.scope);
    expect(scopes).toHaveLength(2);
    for (const scope of scopes) expect(scope).toMatch(/^api-key:\d+$/);
  });

  it('an answer refused before the work (invalid input, no sign-in) is not kept: the corrected retry runs', async () => {
    const key = { 'idempotency-key': 'refused-key-0006' };
    const invalid = await post('/contact', { name: 'Ann', email: 'not-an-address' }, key);
    expect(invalid).toMatchObject({ status: 400, json: { code: 'validation_failed', param: 'email' } });
    const before = await enquiryCount();
    expect(await post('/contact', { name: 'Ann', email: 'ann@example.com' }, key)).toMatchObject({ status: 200, replayed: undefined });
    expect(await enquiryCount()).toBe(before + 1);

    // A bearer token that opens nothing: refused 401 before the work, and its key is not kept.
    const unsigned = await post(
      '/admin/discount-codes',
      { code: 'IDEM6', discountType: 'fixed', value: 100 },
      { authorization: 'Bearer not-a-session', 'idempotency-key': 'unsigned-key-0006' },
    );
    expect(unsigned.status).toBe(401);
    expect(await keyRows('unsigned-key-0006')).toEqual([]);
  });

  it('a malformed key is refused 400 naming the header', async () => {
    for (const bad of ['short', 'x'.repeat(256), 'has space in it']) {
      const res = await post('/contact', { ...visitor('bad'), message: 'x' }, { 'idempotency-key': bad });
      expect(res, bad).toMatchObject({ status: 400, json: { code: 'validation_failed', param: 'Idempotency-Key' } });
    }
  });

  it('a key whose first request is still running answers 409 idempotency_key_in_use; after its lease a retry takes it over', async () => {
    const service = env.services.idempotency;
    expect(await service.reserve('test:scope', 'in-flight-0007', 'hash-a')).toEqual({ kind: 'reserved' });
    expect(await service.reserve('test:scope', 'in-flight-0007', 'hash-a')).toEqual({ kind: 'in_flight' });
    expect(await service.reserve('test:scope', 'in-flight-0007', 'hash-b')).toEqual({ kind: 'reused' });
    const saved = now;
    now = new Date(saved.getTime() + IDEMPOTENCY_LEASE_MS + 1000);
    try {
      // Another request cannot take it over; the same one can (its first instance died mid-request).
      expect(await service.reserve('test:scope', 'in-flight-0007', 'hash-b')).toEqual({ kind: 'reused' });
      expect(await service.reserve('test:scope', 'in-flight-0007', 'hash-a')).toEqual({ kind: 'reserved' });
      await service.complete('test:scope', 'in-flight-0007', { status: 201, contentType: 'application/json', body: '{"id":1}' });
      expect(await service.reserve('test:scope', 'in-flight-0007', 'hash-a')).toEqual({
        kind: 'replay',
        status: 201,
        contentType: 'application/json',
        body: '{"id":1}',
      });
    } finally {
      now = saved;
    }

    // Over HTTP: a reservation in flight for the very request refuses its copy with Retry-After.
    const body = { ...visitor('flight'), message: 'Hello' };
    const first = await post('/contact', body, { 'idempotency-key': 'in-flight-0008' });
    const [flight] = await keyRows('in-flight-0008');
    await env.db.update(idempotencyKeys).set({ status: null, responseBody: null }).where(eq(idempotencyKeys.key, flight!.key));
    const copy = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: body,
      headers: { 'idempotency-key': 'in-flight-0008' },
      remoteAddress: '203.0.113.5',
    });
    expect(first.status).toBe(200);
    expect(copy.statusCode).toBe(409);
    expect(copy.headers['retry-after']).toBe('1');
    expect(copy.json()).toMatchObject({ code: 'idempotency_key_in_use' });
  });

  it('erasing an address removes the kept answers that name her, and only those', async () => {
    const answer = (email: string) => ({ status: 201, contentType: 'application/json', body: JSON.stringify({ email }) });
    for (const [key, email] of [
      ['erase-her-key-0010', 'Erase.Me@example.com'],
      ['erase-other-0010', 'keep.me@example.com'],
    ] as const) {
      expect(await env.services.idempotency.reserve('test:erase', key, 'h')).toEqual({ kind: 'reserved' });
      await env.services.idempotency.complete('test:erase', key, answer(email));
    }
    await env.db.transaction((tx) => eraseEmail(tx, 'erase.me@example.com', now));
    const left = await env.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.scope, 'test:erase'));
    expect(left).toEqual([{ key: storedKeyOf('test:erase', 'erase-other-0010') }]);
  });

  it('after 24 hours the key is free again and the throttle-pruning chore removes it', async () => {
    const before = await enquiryCount();
    const body = { ...visitor('day'), message: 'Hello' };
    await post('/contact', body, { 'idempotency-key': 'day-old-key-0009' });
    const saved = now;
    try {
      now = new Date(saved.getTime() + IDEMPOTENCY_KEY_TTL_MS + 1000);
      expect(await post('/contact', body, { 'idempotency-key': 'day-old-key-0009' }, '203.0.113.9')).toMatchObject({ status: 200 });
      expect(await post('/contact', body, { 'idempotency-key': 'day-old-key-0009' })).toMatchObject({ status: 200, replayed: undefined });
      expect(await enquiryCount()).toBe(before + 3);

      // The chore: scheduled on the moved clock, run a day later still: every key older than 24 hours goes.
      await env.services.jobs.scheduleRecurring();
      now = new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS + 120_000);
      await env.services.jobs.runDue({ kinds: [CHORES.pruneThrottle] });
      expect(await env.db.select().from(idempotencyKeys)).toEqual([]);
    } finally {
      now = saved;
    }
  });
});

describe('Idempotency-Key on account requests belongs to the account session (decision 797)', () => {
  it('two sessions sending the same key each get their own answer; one session by cookie or bearer is one scope', async () => {
    const slot = await createSlot(env.db, { allowed: [classTypeId], maxBookings: 1 });
    const [entry] = await env.db
      .insert(waitlistEntries)
      .values({ slotId: slot.id, name: 'Ada Waiting', email: 'ada.waiting@example.com' })
      .returning({ id: waitlistEntries.id });
    const ada = await accountSessionFor(env, 'ada.waiting@example.com');
    const adaPhone = await accountSessionFor(env, 'ada.waiting@example.com');
    const bea = await accountSessionFor(env, 'bea.other@example.com');
    const leave = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/api/account/waitlist/${entry!.id}/leave`,
        headers: { 'idempotency-key': 'leave-key-0001', ...headers },
      });

    const first = await leave({ cookie: `${ACCOUNT_COOKIE}=${ada}` });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // Another person's session with the same key: her own answer (not Ada's place: 404), never Ada's replayed.
    const other = await leave({ cookie: `${ACCOUNT_COOKIE}=${bea}` });
    expect(other.statusCode).toBe(404);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    // Ada on her phone (another session of hers): its own request, answered afresh (she has left already).
    const phone = await leave({ cookie: `${ACCOUNT_COOKIE}=${adaPhone}` });
    expect(phone.headers['idempotent-replayed']).toBeUndefined();
    // The first session again, by cookie or by bearer: the first answer, replayed.
    for (const headers of [{ cookie: `${ACCOUNT_COOKIE}=${ada}` }, { authorization: `Bearer ${ada}` }] as Record<string, string>[]) {
      const again = await leave(headers);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toBe(first.body);
    }
    // Bea's retry gets Bea's answer.
    const beaAgain = await leave({ cookie: `${ACCOUNT_COOKIE}=${bea}` });
    expect(beaAgain.statusCode).toBe(404);
    expect(beaAgain.headers['idempotent-replayed']).toBe('true');
  });
});
