import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { expectTrpcError } from '../../test/expect-error';
import { useTestEnv } from '../../test/harness';
import { isRateLimited } from '../init';
import { appRouter } from '../root';

const env = useTestEnv({ config: { RATE_LIMIT_PER_MINUTE: '3' } });

// As abuse-limits.test.ts: the clock stands one second into a fresh minute, so no burst straddles two windows.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const now = Date.now();
  vi.setSystemTime(now - (now % 60_000) + 61_000);
});
afterAll(() => {
  vi.useRealTimers();
});

/**
 * Public procedures that need no per-IP limit, each with its reason. Anything else that is not `admin.*`
 * acts for a visitor (her booking, her link, her code, her credits) and must count its calls per IP.
 */
const WITHOUT_LIMIT: Record<string, string> = {
  'config.public': 'the business name and contact from configuration: no database work',
  'classTypes.list': 'the public catalogue, the same for everyone',
  'schedule.range': 'the public timetable, the same for everyone',
  'packs.list': 'the packs on sale, the same for everyone',
  'memberships.plans': 'the membership plans on sale, the same for everyone',
  'appointments.types': 'the appointment types on offer, the same for everyone',
  'appointments.availability': 'her free times, the same for everyone, like the timetable (schedule.range)',
  'account.passkeysAvailable': 'whether the site offers passkeys, from configuration: no database work',
  'vouchers.options': 'the gift voucher amounts on sale, the same for everyone',
  'auth.login': 'throttled per username and per IP by its own table (login-throttle.ts)',
};

describe('every self-service procedure is rate-limited', () => {
  it('finds a per-IP limit on each public procedure but the catalogue reads', () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { middlewares: unknown[] } }>;
    const paths = Object.keys(procedures).filter((p) => !p.startsWith('admin.'));
    expect(paths.length, 'the router was read').toBeGreaterThan(20);
    expect(paths).toEqual(expect.arrayContaining(Object.keys(WITHOUT_LIMIT)));
    const unlimited = paths.filter((p) => !(p in WITHOUT_LIMIT) && !isRateLimited(procedures[p]!));
    expect(unlimited, 'self-service procedures without a per-IP limit').toEqual([]);
  });

  it.each([
    ['her credits (packs.mine)', (ip: string) => env.caller({ ip }).packs.mine({ creditToken: 'not-a-token' })],
    ['a waiting-list offer (waitlist.viewOffer)', (ip: string) => env.caller({ ip }).waitlist.viewOffer({ token: 'A'.repeat(43) })],
  ])('answers 429 once an IP asks for %s too often', async (_name, call) => {
    const ip = '198.51.100.20';
    // viewOffer allows a page's few calls more (times 4); the fourth call past the limit is refused either way.
    for (let i = 0; i < 12; i++) {
      const error = await call(ip).then(
        () => null,
        (e: { code?: string }) => e,
      );
      if (error?.code === 'TOO_MANY_REQUESTS') {
        expect(i, 'refused only past the limit').toBeGreaterThanOrEqual(3);
        return;
      }
    }
    await expectTrpcError(call(ip), 'TOO_MANY_REQUESTS');
  });
});

describe('the credit-code lock-out', () => {
  let n = 0;
  const from = () => env.caller({ ip: `192.0.2.${++n}` });
  const codeOf = async (email: string) => {
    const [mail] = await env.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), like(emailOutbox.subject, 'Your code%')))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    return /(\d{6})$/.exec(mail!.subject)![1]!;
  };
  async function grant(email: string) {
    const token = await env.adminToken();
    const admin = env.caller({ token });
    const pack = await admin.admin.packs.create({ name: `Gift ${email}`, pricePence: 0, credits: 2, validityDays: 30, classTypeIds: [] });
    await admin.admin.packs.grant({ email, packId: pack.id, reason: 'a gift' });
  }

  it('cannot be triggered for an address that holds no credits: she gets her code once she has some', async () => {
    for (let i = 0; i < 8; i++) await expect(from().packs.requestCode({ email: 'later@example.com' })).resolves.toEqual({ sent: true });
    await grant('later@example.com');
    await expect(from().packs.requestCode({ email: 'later@example.com' })).resolves.toEqual({ sent: true });
    expect(await codeOf('later@example.com')).toMatch(/^\d{6}$/);
  });

  it('tells her what happened: how many codes were sent, that the last still works, and when she may ask again', async () => {
    await grant('many@example.com');
    for (let i = 0; i < 5; i++) await from().packs.requestCode({ email: 'many@example.com' });
    await expectTrpcError(
      from().packs.requestCode({ email: 'many@example.com' }),
      'TOO_MANY_REQUESTS',
      /^We have sent this address 5 codes in the last hour, the most we send\. The newest one works for 15 minutes after it was sent; you can ask for a new code in \d+ minutes?\.$/,
    );
  });

  it('says a code is used up after 5 wrong tries, not that it is wrong', async () => {
    await grant('tries@example.com');
    await from().packs.requestCode({ email: 'tries@example.com' });
    const code = await codeOf('tries@example.com');
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++)
      await expectTrpcError(
        from().packs.verifyCode({ email: 'tries@example.com', code: wrong }),
        'BAD_REQUEST',
        /^code: this code is not right/,
      );
    await expectTrpcError(
      from().packs.verifyCode({ email: 'tries@example.com', code }),
      'BAD_REQUEST',
      'code: this code was entered wrongly 5 times, so it no longer works. Ask for a new one.',
    );
  });
});
