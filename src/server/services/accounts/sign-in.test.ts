import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_DAYS } from '../../../domain/account';
import { accountSessions, accountSignInTokens, emailOutbox } from '../../db/schema';
import { expectTrpcError } from '../../test/expect-error';
import { useTestEnv } from '../../test/harness';
import { startSmtpSink } from '../../test/smtp-sink';
import { createServices } from '../container';
import { SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR } from './sign-in';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
const smtp = {} as { sink: Sink };
beforeAll(async () => {
  smtp.sink = await startSmtpSink();
});
afterAll(async () => smtp.sink?.close());

/** The services' clock: the wall clock, or held still where a test counts within one minute's window. */
let heldAt: Date | null = null;
const env = useTestEnv({
  config: { PUBLIC_URL: 'https://studio.test', BUSINESS_NAME: 'Studio Test', RATE_LIMIT_PER_MINUTE: '40' },
  services: ({ db, config }) => createServices({ db, config: { ...config, SMTP_URL: smtp.sink.url }, clock: () => heldAt ?? new Date() }),
});

const inbox = (to: string) => smtp.sink.received.filter((m) => m.to.includes(to));
const linkIn = (text: string) => /https:\/\/studio\.test\/account#([A-Za-z0-9_-]{43})/.exec(text)?.[1];
let ipCounter = 0;
const caller = (opts: { accountSession?: string } = {}) => env.caller({ ip: `198.51.100.${++ipCounter % 250}`, ...opts });

async function signInLink(email: string): Promise<string | null> {
  const before = inbox(email).length;
  await expect(caller().account.signIn({ email })).resolves.toEqual({ sent: true });
  await env.services.mail.idle();
  await env.services.mail.flush();
  const mails = inbox(email.toLowerCase());
  return mails.length > before ? linkIn(mails.at(-1)!.text)! : null;
}

describe('sign-in without a password', () => {
  it('e-mails a one-time link that opens a session once; the kept copy holds no working link', async () => {
    const token = (await signInLink('Ann.Signin@example.com'))!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = inbox('ann.signin@example.com').at(-1)!;
    expect(mail.subject).toBe('Sign in to Studio Test');
    expect(mail.html).toContain(`/account#${token}`);

    // Only the hash is stored, and the copy kept after sending has the link removed.
    const rows = await env.db.select().from(accountSignInTokens).where(eq(accountSignInTokens.email, 'ann.signin@example.com'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const kept = await env.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'ann.signin@example.com'));
    expect(JSON.stringify(kept)).not.toContain(token);
    expect(kept[0]!.text).toContain('[removed once sent]');

    const { sessionToken } = await caller().account.session({ token });
    expect(sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expectTrpcError(caller().account.session({ token }), 'NOT_FOUND');
    const sessions = await env.db.select().from(accountSessions).where(eq(accountSessions.email, 'ann.signin@example.com'));
    expect(sessions).toHaveLength(1);
    expect(JSON.stringify(sessions)).not.toContain(sessionToken);
  });

  it('gives the same answer for an address nobody has used, and refuses a link past its 15 minutes', async () => {
    const token = (await signInLink('nobody-here@example.com'))!;
    expect(token).toBeTruthy();
    const late = new Date(Date.now() + 16 * 60_000);
    await expect(env.services.accountSignIn.exchange(token, late)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expectTrpcError(caller().account.session({ token: 'x'.repeat(43) }), 'NOT_FOUND');
  });

  it('sends an address at most its hourly share of links, with the same answer after', async () => {
    const email = 'busy.signin@example.com';
    for (let i = 0; i < SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR; i++) expect(await signInLink(email)).toBeTruthy();
    expect(await signInLink(email)).toBeNull();
  });

  it('limits sign-in requests per client address', async () => {
    const perIp = env.config.RATE_LIMIT_PER_MINUTE;
    const ip = '203.0.113.77';
    // One minute's window for all of them (a slow run once crossed into the next minute, which counts afresh).
    heldAt = new Date();
    try {
      for (let i = 0; i < perIp; i++) await env.caller({ ip }).account.signIn({ email: `ip${i}@example.com` });
      await expectTrpcError(env.caller({ ip }).account.signIn({ email: 'ip-last@example.com' }), 'TOO_MANY_REQUESTS');
    } finally {
      heldAt = null;
    }
  });

  it('keeps a session 30 days from its last use, and ends it on sign-out', async () => {
    const { sessionToken } = await caller().account.session({ token: (await signInLink('slide@example.com'))! });
    const svc = env.services.accountSignIn;
    const day = 86_400_000;
    const t0 = Date.now();
    await expect(svc.verify(sessionToken, new Date(t0 + (SESSION_DAYS - 1) * day))).resolves.toMatchObject({ email: 'slide@example.com' });
    // Used on day 29, it lives to day 59; unused after that, it ends.
    await expect(svc.verify(sessionToken, new Date(t0 + (2 * SESSION_DAYS - 2) * day))).resolves.toBeTruthy();
    await expect(svc.verify(sessionToken, new Date(t0 + 4 * SESSION_DAYS * day))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    const second = await caller().account.session({ token: (await signInLink('slide@example.com'))! });
    await expect(caller({ accountSession: second.sessionToken }).account.signOut()).resolves.toEqual({ signedOut: 1 });
    await expectTrpcError(caller({ accountSession: second.sessionToken }).account.signOut(), 'UNAUTHORIZED');
  });

  it('signs out every session of her address, and no other', async () => {
    const open = async (email: string) => (await caller().account.session({ token: (await signInLink(email))! })).sessionToken;
    const [a, b, other] = [await open('every@example.com'), await open('every@example.com'), await open('else@example.com')];
    await expect(caller({ accountSession: a }).account.signOutEverywhere()).resolves.toEqual({ signedOut: 2 });
    await expectTrpcError(caller({ accountSession: b }).account.signOut(), 'UNAUTHORIZED');
    await expect(caller({ accountSession: other }).account.signOut()).resolves.toEqual({ signedOut: 1 });
  });
});

describe('the account over REST', () => {
  it('sets an httpOnly SameSite=Lax cookie; a bearer session works on /api/account/* and never on admin paths', async () => {
    const app = await env.app();
    const token = (await signInLink('rest.account@example.com'))!;
    const res = await app.inject({ method: 'POST', url: '/api/account/session', payload: { token } });
    expect(res.statusCode).toBe(200);
    const { sessionToken } = res.json<{ sessionToken: string }>();
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`account_session=${sessionToken}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const bearer = { authorization: `Bearer ${sessionToken}` };
    for (const url of ['/api/admin/bookings', '/api/admin/class-types', '/api/admin/auth/me']) {
      const admin = await app.inject({ method: 'GET', url, headers: bearer });
      expect([401, 404], url).toContain(admin.statusCode);
      expect(admin.statusCode, url).not.toBe(200);
    }
    const tooMuch = await app.inject({ method: 'GET', url: '/api/admin/bookings', headers: { cookie: `account_session=${sessionToken}` } });
    expect(tooMuch.statusCode).toBe(401);

    const out = await app.inject({ method: 'POST', url: '/api/account/sign-out', headers: bearer });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ signedOut: 1 });
    const again = await app.inject({ method: 'POST', url: '/api/account/sign-out', headers: bearer });
    expect(again.statusCode).toBe(401);
  });

  it('accepts the cookie alone, as a browser sends it', async () => {
    const app = await env.app();
    const token = (await signInLink('cookie.account@example.com'))!;
    const res = await app.inject({ method: 'POST', url: '/api/account/session', payload: { token } });
    const { sessionToken } = res.json<{ sessionToken: string }>();
    const out = await app.inject({ method: 'POST', url: '/api/account/sign-out', cookies: { account_session: sessionToken } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/account_session=;/);
  });
});
