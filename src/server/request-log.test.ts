/**
 * Codes never appear in the log (decision 805): the request lines Fastify writes hold the URL, and a gift voucher's
 * code (REST path, tRPC `?input=`) and the private calendar feed's token travel in URLs. The lines are captured
 * from the app's own logger while real codes are used, and searched for them.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { normaliseVoucherCode } from '../domain/vouchers';
import { loggedUrl } from './request-log';
import { createServices } from './services/container';
import { useTestEnv } from './test/harness';

const lines: string[] = [];
const log = pino(
  { level: 'trace' },
  new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  }),
);

const env = useTestEnv({
  config: { PUBLIC_URL: 'https://studio.test', RATE_LIMIT_PER_MINUTE: '0' },
  services: ({ db, config }) => createServices({ db, config, log }),
});

let app: Awaited<ReturnType<typeof env.app>>;
let code: string;
let feedToken: string;
beforeAll(async () => {
  app = await env.app();
  const admin = env.caller({ token: await env.adminToken() });
  code = (await admin.admin.vouchers.issue({ amountPence: 2500, recipientEmail: 'friend@example.com' })).code;
  const feed = await admin.admin.appointments.createCalendarFeed();
  feedToken = /\/api\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(feed.url!)![1]!;
});

const trpcInput = (input: unknown) => encodeURIComponent(JSON.stringify({ json: input }));

describe('the request log', () => {
  it('writes the route of a voucher look-up and the calendar feed, never the code or the token', async () => {
    const bare = normaliseVoucherCode(code);
    lines.length = 0;
    const get = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
    expect(await get(`/api/vouchers/${code}`)).toBe(200);
    expect(await get(`/api/vouchers/${bare.toLowerCase()}`)).toBe(200);
    expect(await get(`/trpc/vouchers.balance?input=${trpcInput({ code })}`)).toBe(200);
    expect(await get(`/trpc/vouchers.balance?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: { code: bare } } }))}`)).toBe(
      200,
    );
    expect(await get(`/api/calendar/${feedToken}.ics`)).toBe(200);
    // A wrong path is logged too: a code typed into it stays out as well.
    await get(`//api/vouchers/${bare}/`);

    const written = lines.join('');
    expect(written).toContain('"url":"/api/vouchers/[redacted]"');
    expect(written).toContain('"url":"/api/calendar/[redacted]"');
    expect(written).toContain('"url":"/trpc/vouchers.balance?input=[redacted]"');
    expect(written).toContain('"url":"/trpc/vouchers.balance?batch=1&input=[redacted]"');
    for (const secret of [code, bare, bare.toLowerCase(), bare.slice(0, 8), feedToken]) expect(written, secret).not.toContain(secret);
  });

  it('keeps what is not a secret: ids, fixed routes and ordinary query parameters', () => {
    expect(loggedUrl('/api/vouchers/purchase')).toBe('/api/vouchers/purchase');
    expect(loggedUrl('/api/admin/vouchers?updatedSince=2026-01-01')).toBe('/api/admin/vouchers?updatedSince=2026-01-01');
    expect(loggedUrl('/api/admin/bookings/B-12')).toBe('/api/admin/bookings/B-12');
    expect(loggedUrl('/api/checkout/quote?type=class&discountCode=SPRING')).toBe('/api/checkout/quote?type=class&discountCode=[redacted]');
    expect(loggedUrl('/API/Vouchers/GIFT-AAAA')).toBe('/api/vouchers/[redacted]');
    expect(loggedUrl('/api/vouch%65rs/GIFT-AAAA')).toBe('/api/vouchers/[redacted]');
  });
});
