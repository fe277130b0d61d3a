import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestEnv } from '../test/harness';

/** Decision 751: capacity and maxParticipants answer the specification's text; requests may send numbers. */
const env = useTestEnv();
let app: FastifyInstance;
let token: string;

async function api(method: 'POST' | 'PATCH', path: string, payload: object) {
  const res = await app.inject({ method, url: `/api${path}`, headers: { authorization: `Bearer ${token}` }, payload });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

beforeAll(async () => {
  app = await env.app();
  token = await env.adminToken();
});

describe('capacity and maxParticipants: numbers or text in, text out', () => {
  it('REST: a class type made and edited with numbers answers text, as one made with text', async () => {
    const base = { name: 'Numbers Pilates', duration: '60 minutes', level: 'All Levels', pricePence: 1200 };
    const byNumber = await api('POST', '/admin/class-types', { ...base, maxParticipants: 12 });
    expect(byNumber).toMatchObject({ status: 201, body: { maxParticipants: '12' } });
    const byText = await api('POST', '/admin/class-types', { ...base, name: 'Text Pilates', maxParticipants: '8-12' });
    expect(byText).toMatchObject({ status: 201, body: { maxParticipants: '8-12' } });
    expect(await api('PATCH', `/admin/class-types/${String(byText.body.id)}`, { maxParticipants: 10 })).toMatchObject({
      status: 200,
      body: { maxParticipants: '10' },
    });
    const refused = await api('POST', '/admin/class-types', { ...base, name: 'Bad', maxParticipants: { n: 1 } });
    expect(refused).toMatchObject({ status: 400, body: { param: 'maxParticipants' } });
  });

  it('REST: a location made and edited with a number capacity answers text', async () => {
    const made = await api('POST', '/admin/locations', { name: 'Numbers Hall', capacity: 20 });
    expect(made).toMatchObject({ status: 201, body: { capacity: '20' } });
    expect(await api('PATCH', `/admin/locations/${String(made.body.id)}`, { capacity: 'about 25' })).toMatchObject({
      status: 200,
      body: { capacity: 'about 25' },
    });
    expect(await api('PATCH', `/admin/locations/${String(made.body.id)}`, { capacity: 30 })).toMatchObject({
      status: 200,
      body: { capacity: '30' },
    });
    expect(await api('POST', '/admin/locations', { name: 'Bad', capacity: [1] })).toMatchObject({
      status: 400,
      body: { param: 'capacity' },
    });
  });

  it('tRPC takes numbers the same way', async () => {
    const admin = env.caller({ token });
    const type = await admin.admin.classTypes.create({
      name: 'Numbers Yoga',
      duration: '45 minutes',
      level: 'Beginner',
      price: '10.00',
      maxParticipants: 9,
    });
    expect(type.maxParticipants).toBe('9');
    const location = await admin.admin.locations.create({ name: 'Numbers Park', capacity: 40 });
    expect(location.capacity).toBe('40');
    expect((await admin.admin.locations.update({ id: location.id, capacity: 'about 50' })).capacity).toBe('about 50');
  });
});
