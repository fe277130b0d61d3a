import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, useTestEnv } from '../test/harness';

/**
 * An integrator's first edit is usually "GET it, change a field, send it back". Sending a GET body back
 * whole must be accepted and change nothing: read-only fields (id, counters, computed spots) are ignored
 * and unchanged values (a slot's own date and time) are never refused.
 */
const env = useTestEnv();
let app: FastifyInstance;
let token: string;

async function api(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) {
  const res = await app.inject({
    method,
    url: `/api${path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown> & Record<string, unknown>[]>() };
}

beforeAll(async () => {
  app = await env.app();
  const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
  token = login.json().token;
});

/**
 * GET the list, send each item back as the PATCH body, and expect both the answer and a fresh GET unchanged but
 * for `updatedAt`: the PATCH was a write, which a read by change lists again (decision 750); it never goes back.
 */
async function roundTrip(listPath: string, itemPath: (id: unknown) => string) {
  const before = (await api('GET', listPath)).body as unknown as Record<string, unknown>[];
  expect(before.length).toBeGreaterThan(0);
  const written = (item: Record<string, unknown>) => ({ ...item, updatedAt: expect.any(String) });
  for (const item of before) {
    const patched = await api('PATCH', itemPath(item.id), item);
    expect(patched, JSON.stringify(item)).toEqual({ status: 200, body: written(item) });
    expect(Date.parse(patched.body.updatedAt as string)).toBeGreaterThanOrEqual(Date.parse(item.updatedAt as string));
  }
  expect((await api('GET', listPath)).body).toEqual(before.map(written));
}

describe('a GET body sent back whole as PATCH is accepted and changes nothing', () => {
  it('discount codes (a fixed code in pence and a percentage code)', async () => {
    const fixed = await api('POST', '/admin/discount-codes', {
      code: 'FIVER',
      discountType: 'fixed',
      value: 500,
      maxUses: 3,
      validUntil: '2031-01-01T00:00:00Z',
    });
    expect(fixed).toMatchObject({ status: 201, body: { value: 500, uses: 0 } });
    await roundTrip('/admin/discount-codes', (id) => `/admin/discount-codes/${id}`);
    // The unit that goes out is the unit that comes in: £5 stays £5, not £500.
    const [after] = (await api('GET', '/admin/discount-codes')).body.filter((c) => c.code === 'FIVER');
    expect(after!.value).toBe(500);
  });

  it('class types (price text and pricePence, counters ignored)', async () => {
    await roundTrip('/admin/class-types', (id) => `/admin/class-types/${id}`);
  });

  it('locations', async () => {
    await api('POST', '/admin/locations', { name: 'Park', type: 'outdoor', isActive: false });
    await roundTrip('/admin/locations', (id) => `/admin/locations/${id}`);
  });

  it('slots, with their own date and times, availableSpots and locationName ignored; a different time is still refused', async () => {
    const date = '2031-03-04';
    await api('POST', '/admin/location-availability', {
      date,
      startTime: '09:00',
      endTime: '10:00',
      locationId: 'virtual',
      maxBookings: 4,
      notes: 'Zoom',
    });
    const locations = (await api('GET', '/admin/locations')).body;
    await api('POST', '/admin/location-availability', {
      date,
      startTime: '11:00',
      endTime: '12:00',
      locationId: locations[0]!.id,
      allowedClassTypes: ['1'],
    });
    await roundTrip(`/admin/location-availability/${date}`, (id) => `/admin/location-availability/${id}`);
    const [slot] = (await api('GET', `/admin/location-availability/${date}`)).body;
    const moved = await api('PATCH', `/admin/location-availability/${slot!.id}`, { ...slot, startTime: '09:15' });
    expect(moved).toMatchObject({
      status: 400,
      body: { message: "startTime: a slot's date and time cannot be changed; delete it and create a new one" },
    });
  });
});
