/**
 * Idempotency-Key under a race (decision 620): 20 copies of one POST with the same key, sent at once through
 * two app instances (own pools, own services) on one PostgreSQL database, make exactly one effect, and every
 * successful answer is the same answer. PGlite is one session, so this runs on PostgreSQL only.
 */
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, enquiries, idempotencyKeys } from '../db/schema';
import { storedKeyOf } from '../services/platform/idempotency';
import { createSlot, seededClassType, visitor } from '../test/booking-fixtures';
import { testDbKind, useTestEnv } from '../test/harness';

const env = useTestEnv();

describe.runIf(testDbKind() === 'postgres')('20 copies of one POST with one Idempotency-Key over two instances', () => {
  let apps: FastifyInstance[];

  beforeAll(async () => {
    const second = await env.secondInstance({ poolSize: 10 });
    apps = [await env.app(), second.app];
  });

  async function race(url: string, payload: object, key: string) {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        apps[i % 2]!.inject({ method: 'POST', url, payload, headers: { 'idempotency-key': key }, remoteAddress: '198.51.100.20' }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode < 300);
    const others = answers.filter((a) => a.statusCode >= 300);
    // The first answer, and copies that came after it was stored: the same status and body, marked replayed.
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(ok.filter((a) => a.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    // Copies that came while the first was running: refused, told to retry.
    for (const a of others) {
      expect(a.statusCode).toBe(409);
      expect(a.json()).toMatchObject({ code: 'idempotency_key_in_use' });
    }
    // A retry after the race gets the first answer.
    const retry = await apps[1]!.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'idempotency-key': key },
      remoteAddress: '198.51.100.20',
    });
    expect(`${retry.statusCode} ${retry.body}`).toBe(`${ok[0]!.statusCode} ${ok[0]!.body}`);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const [row] = (await env.db.select().from(idempotencyKeys)).filter((r) => r.key === storedKeyOf(r.scope, key));
    // Kept sealed (decision 622): the stored text is not the answer, yet the retry above read it back.
    expect(row).toMatchObject({ status: ok[0]!.statusCode });
    expect(row!.responseBody).not.toBe(ok[0]!.body);
    return { ok, others };
  }

  it('a booking: one booking, one hold, every success the same answer', async () => {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: 30 });
    const body = { ...visitor('idem-race'), classTypeId: mat.id, scheduleId: slot.id };
    const { ok } = await race('/api/bookings', body, 'race-booking-key-1');
    expect(ok[0]!.json()).toMatchObject({ success: true, holdToken: expect.any(String) });
    const [made] = await env.db.select({ n: count() }).from(bookings).where(eq(bookings.email, body.email));
    expect(made!.n).toBe(1);
  });

  it('an enquiry: one enquiry', async () => {
    const body = { ...visitor('idem-enquiry'), message: 'Is there parking?' };
    await race('/api/contact', body, 'race-enquiry-key-1');
    const [made] = await env.db.select({ n: count() }).from(enquiries).where(eq(enquiries.email, body.email));
    expect(made!.n).toBe(1);
  });
});
