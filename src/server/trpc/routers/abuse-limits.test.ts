import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectTrpcError } from '../../test/expect-error';
import { useTestEnv } from '../../test/harness';

const env = useTestEnv({ config: { RATE_LIMIT_PER_MINUTE: '3' } });

// Counters are per minute: the clock stands still one second into a fresh window, so no burst can
// straddle two windows (only Date is faked; the database and its timers run as usual).
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const now = Date.now();
  vi.setSystemTime(now - (now % 60_000) + 61_000);
});
afterAll(() => {
  vi.useRealTimers();
});

describe('abuse limits (RATE_LIMIT_PER_MINUTE per IP)', () => {
  it('answers 429 with a clear message once an IP goes over the limit, and only that IP', async () => {
    const spammer = env.caller({ ip: '203.0.113.7' });
    for (let i = 0; i < 3; i++) expect((await spammer.discounts.validate({ code: `TRY${i}` })).valid).toBe(false);
    await expectTrpcError(
      spammer.discounts.validate({ code: 'TRY3' }),
      'TOO_MANY_REQUESTS',
      /^Too many requests\. Please try again in \d+ seconds\.$/,
    );

    expect((await env.caller({ ip: '203.0.113.8' }).discounts.validate({ code: 'WELCOME10' })).valid).toBe(true);
  });

  it.each([
    [
      'booking',
      (ip: string) =>
        env
          .caller({ ip })
          .bookings.create({ name: 'Ann Smith', email: 'ann@example.com', phone: '07700 900123', classTypeId: 1, scheduleId: 999_999 }),
    ],
    ['contact', (ip: string) => env.caller({ ip }).contact.send({ name: 'Ann', email: 'ann@example.com' })],
    [
      'training checkout',
      (ip: string) =>
        env
          .caller({ ip })
          .checkout.createTrainingPayment({ name: 'Ann Smith', email: 'ann@example.com', phone: '07700 900123', sessionType: 'single' }),
    ],
    ['test card', (ip: string) => env.caller({ ip }).payments.confirmTest({ clientSecret: 'x', cardNumber: '4242424242424242' })],
  ])('limits %s calls too', async (_name, call) => {
    // Each kind of call has its own bucket, so one IP serves every case.
    const ip = '198.51.100.1';
    for (let i = 0; i < 3; i++) {
      const error = await call(ip).then(
        () => null,
        (e: { code?: string }) => e,
      );
      expect(error?.code).not.toBe('TOO_MANY_REQUESTS');
    }
    await expectTrpcError(call(ip), 'TOO_MANY_REQUESTS');
  });

  it('answers 429 on the REST shim', async () => {
    const app = await env.app();
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '192.0.2.99',
        payload: { name: 'Spam', email: 'spam@example.com' },
      });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
  });
});
