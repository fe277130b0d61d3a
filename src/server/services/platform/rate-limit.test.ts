/** Per-minute counters on the services' clock (decision 818): the window is the clock's, not the wall's. */
import { describe, expect, it } from 'vitest';
import { useTestEnv } from '../../test/harness';
import { createServices } from '../container';
import { createRateLimiter } from './rate-limit';

const env = useTestEnv();

describe('the rate limiter', () => {
  it("counts in the clock's minute: a clock held still keeps one window, and moved on opens the next", async () => {
    let now = new Date('2031-05-06T10:15:30Z');
    const limiter = createRateLimiter(env.db, () => now);
    expect(await limiter.hit('probe', '198.51.100.1', 60_000)).toEqual({ count: 1, retryAfterMs: 30_000 });
    expect(await limiter.hit('probe', '198.51.100.1', 60_000)).toEqual({ count: 2, retryAfterMs: 30_000 });
    expect(await limiter.peek('probe', '198.51.100.1', 60_000)).toEqual({ count: 2, retryAfterMs: 30_000 });
    // Another address counts apart.
    expect((await limiter.hit('probe', '198.51.100.2', 60_000)).count).toBe(1);

    now = new Date('2031-05-06T10:15:59.900Z');
    expect(await limiter.hit('probe', '198.51.100.1', 60_000)).toEqual({ count: 3, retryAfterMs: 100 });
    now = new Date('2031-05-06T10:16:00Z');
    expect(await limiter.hit('probe', '198.51.100.1', 60_000)).toEqual({ count: 1, retryAfterMs: 60_000 });
    expect((await limiter.peek('probe', '198.51.100.1', 60_000)).count).toBe(1);
  });

  it("is the services' limiter on their clock: what the procedures count falls in the clock's window", async () => {
    const at = new Date('2031-05-06T10:15:30Z');
    const services = createServices({ db: env.db, config: env.config, clock: () => at });
    await services.rateLimiter.hit('probe-services', '198.51.100.3', 60_000);
    expect((await createRateLimiter(env.db, () => at).peek('probe-services', '198.51.100.3', 60_000)).count).toBe(1);
    // Not in the wall clock's minute.
    expect((await createRateLimiter(env.db).peek('probe-services', '198.51.100.3', 60_000)).count).toBe(0);
  });
});
