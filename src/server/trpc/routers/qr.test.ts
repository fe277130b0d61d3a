/**
 * No unbounded work for one request: a tRPC batch is capped, QR images are made once and revalidated
 * with ETags, and the QR rate limit counts every call of a batch, across two instances on one database.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TRPC_MAX_BATCH_SIZE } from '../../../domain/limits';
import { useTestEnv } from '../../test/harness';
import { QR_LIMIT_TIMES } from './qr';

const PER_MINUTE = 10;
const LIMIT = PER_MINUTE * QR_LIMIT_TIMES;
const env = useTestEnv({ config: { RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) } });
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  first = await env.app();
  // A second instance with its own services and pool on the same database.
  second = (await env.secondInstance({ poolSize: 5 })).app;
});

afterEach(() => {
  vi.useRealTimers();
});

/** Rate-limit windows are whole minutes: each test runs at its own frozen minute, so no burst straddles two. */
function atMinute(minute: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.UTC(2030, 0, 1, 10, minute, 5)));
}

const batchUrl = (paths: string[]) =>
  `/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(Object.fromEntries(paths.map((_, i) => [i, { json: { size: 256 } }]))))}`;

describe('tRPC batches', () => {
  it(`answers 400 to a batch of more than ${TRPC_MAX_BATCH_SIZE} calls, before doing any of them`, async () => {
    atMinute(1);
    const res = await first.inject({
      method: 'GET',
      url: batchUrl(Array(TRPC_MAX_BATCH_SIZE + 1).fill('qr.website')),
      remoteAddress: '192.0.2.1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/Batch call exceeds maximum size/);
    // Nothing was counted against the caller: the whole limit is still there.
    const ok = await first.inject({
      method: 'GET',
      url: batchUrl(Array(TRPC_MAX_BATCH_SIZE).fill('qr.website')),
      remoteAddress: '192.0.2.1',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<unknown[]>().length).toBe(TRPC_MAX_BATCH_SIZE);
  });

  it('answers 400 naming size for a size that is not offered', async () => {
    atMinute(2);
    const res = await first.inject({ method: 'GET', url: '/api/qr/website?size=100000', remoteAddress: '192.0.2.2' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: expect.stringMatching(/^size: size must be one of 256, 512, 1024/),
      fieldErrors: { size: expect.any(Array) },
    });
  });
});

describe('QR images', () => {
  it('are the same image on every call, each size its own', async () => {
    atMinute(3);
    const caller = env.caller({ ip: '192.0.2.3' });
    const a = await caller.qr.website();
    const b = await caller.qr.website({ size: 512 });
    const small = await caller.qr.website({ size: 256 });
    expect(a).toEqual({ url: env.config.PUBLIC_URL, qrCodeDataUrl: expect.stringMatching(/^data:image\/png;base64,/) });
    expect(b).toEqual(a);
    expect(small.qrCodeDataUrl).not.toBe(a.qrCodeDataUrl);
    expect((await caller.qr.reviews()).url).toBe(env.config.REVIEW_URL);
  });

  it.each([
    '/api/qr/website',
    '/api/qr/reviews?size=1024',
    '/trpc/qr.reviews',
    `/trpc/qr.website,qr.reviews?batch=1&input=${encodeURIComponent('{}')}`,
  ])('%s carries an ETag and Cache-Control, and If-None-Match gives 304', async (url) => {
    atMinute(4);
    const res = await first.inject({ method: 'GET', url, remoteAddress: '192.0.2.4' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    // The other instance made its own image of the same URL and size: the same bytes, the same tag.
    const again = await second.inject({
      method: 'GET',
      url,
      remoteAddress: '192.0.2.4',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await second.inject({ method: 'GET', url, remoteAddress: '192.0.2.4', headers: { 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(res.body);
  });

  it('are not cached when refused', async () => {
    atMinute(5);
    const res = await first.inject({ method: 'GET', url: '/api/qr/website?size=7', remoteAddress: '192.0.2.5' });
    expect(res.statusCode).toBe(400);
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('QR rate limit', () => {
  it(`lets exactly ${LIMIT} of 250 calls through when one address fires 25 batches of 10 at once over two instances`, async () => {
    atMinute(6);
    const ip = '198.51.100.77';
    const paths = Array<string>(TRPC_MAX_BATCH_SIZE).fill('qr.website');
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        (i % 2 === 0 ? first : second).inject({ method: 'GET', url: batchUrl(paths), remoteAddress: ip }),
      ),
    );
    const items = answers.flatMap((res) =>
      res.json<{ result?: unknown; error?: { json: { data: { code: string; httpStatus: number } } } }[]>(),
    );
    expect(items).toHaveLength(250);
    const through = items.filter((item) => item.result).length;
    const limited = items.filter((item) => item.error?.json.data.code === 'TOO_MANY_REQUESTS').length;
    expect({ through, limited }).toEqual({ through: LIMIT, limited: 250 - LIMIT });
    expect(answers.every((res) => res.statusCode < 500)).toBe(true);

    // Over REST the refusal says when to come back; another address is unaffected.
    const rest = await second.inject({ method: 'GET', url: '/api/qr/reviews', remoteAddress: ip });
    expect(rest.statusCode).toBe(429);
    expect(Number(rest.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(rest.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(rest.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect((await first.inject({ method: 'GET', url: '/api/qr/reviews', remoteAddress: '198.51.100.78' })).statusCode).toBe(200);
  });
});
