import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema';
import { DATA_REQUESTS_PER_ADDRESS_PER_HOUR } from '../../services/customers/data-requests';
import { testDbKind, useTestEnv } from '../../test/harness';

const LIMIT = 5;
const env = useTestEnv({ config: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });

// Counters are per minute: Date stands still one second into a fresh window so no burst straddles two.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const now = Date.now();
  vi.setSystemTime(now - (now % 60_000) + 61_000);
});
afterAll(() => {
  vi.useRealTimers();
});

const TOKEN = 'A'.repeat(43);
let ipN = 0;
const freshIp = () => `203.0.113.${++ipN}`;

/** The public self-service procedures: each must be limited per IP whatever it answers below the limit. */
const procedures: [string, (i: number) => unknown][] = [
  ['manage.view', () => ({ token: TOKEN })],
  ['manage.cancel', () => ({ token: TOKEN, refundPence: 0 })],
  ['manage.exportData', () => ({ token: TOKEN })],
  ['manage.eraseData', () => ({ token: TOKEN })],
  ['privacy.requestData', (i) => ({ email: `burst${i}@example.com` })],
  ['privacy.exportData', () => ({ token: TOKEN })],
  ['privacy.eraseData', () => ({ token: TOKEN })],
];

describe(`self-service procedures are limited to ${LIMIT} calls a minute per IP, across instances (${testDbKind()})`, () => {
  // Two instances for the whole file: a second instance per case kept a pool of connections open until the file
  // ended, and eight of them ran PostgreSQL out of connections (its default is 100).
  let first: Awaited<ReturnType<typeof env.app>>;
  let second: typeof first;
  beforeAll(async () => {
    first = await env.app();
    second = (await env.secondInstance({ poolSize: 10 })).app;
  });

  it.each(procedures)('%s: 200 parallel requests over two instances, exactly the limit gets through', async (path, input) => {
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        (i % 2 ? first : second).inject({
          method: 'POST',
          url: `/trpc/${path}`,
          remoteAddress: ip,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ json: input(i) }),
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(LIMIT);
    const limited = results.find((r) => r.statusCode === 429)!;
    expect(limited.json().error.json.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
  });

  it('counts every call of a batch', async () => {
    const app = first;
    const calls = Array.from({ length: 10 }, () => 'manage.view').join(',');
    const payload = JSON.stringify(Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i, { json: { token: TOKEN } }])));
    const res = await app.inject({
      method: 'POST',
      url: `/trpc/${calls}?batch=1`,
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json' },
      payload,
    });
    const items = res.json<{ error?: { json: { data: { httpStatus: number } } } }[]>();
    expect(items).toHaveLength(10);
    expect(items.filter((item) => item.error?.json.data.httpStatus === 429)).toHaveLength(10 - LIMIT);
  });

  it('limits the REST paths too (they call the same procedures)', async () => {
    const app = second;
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.inject({ method: 'POST', url: '/api/privacy/requests', remoteAddress: ip, payload: { email: `rest${i}@example.com` } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(LIMIT);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(20 - LIMIT);
    expect(results.find((r) => r.statusCode === 429)!.headers['retry-after']).toMatch(/^\d+$/);
  });

  it(`mails one address at most ${DATA_REQUESTS_PER_ADDRESS_PER_HOUR} links an hour from 200 parallel requests from 200 places over two instances`, async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        (i % 2 ? first : second).inject({
          method: 'POST',
          url: '/api/privacy/requests',
          remoteAddress: freshIp(),
          payload: { email: 'Target@Example.com' },
        }),
      ),
    );
    // The same answer for everyone (nothing tells the asker the address was flooded) ...
    expect(results.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    // ... but only the reserved share of links is written and mailed.
    const sent = await env.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.to}) = 'target@example.com'`);
    expect(sent).toHaveLength(DATA_REQUESTS_PER_ADDRESS_PER_HOUR);
  });
});
