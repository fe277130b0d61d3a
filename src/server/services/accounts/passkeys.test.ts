import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountPasskeys, passkeyChallenges } from '../../db/schema';
import { accountSessionFor } from '../../test/account-fixtures';
import { expectTrpcError } from '../../test/expect-error';
import { useTestEnv } from '../../test/harness';
import { softAuthenticator } from '../../test/soft-authenticator';
import { eraseEmail } from '../customers/erasure';
import { purgeExpired } from '../customers/purge';
import { relyingParty } from './passkeys';

const env = useTestEnv({ config: { PUBLIC_URL: 'https://studio.test', BUSINESS_NAME: 'Studio Test' } });
const SITE = { origin: 'https://studio.test', rpID: 'studio.test' };
let ip = 0;
const caller = (accountSession?: string) => env.caller({ ip: `203.0.113.${++ip % 250}`, ...(accountSession ? { accountSession } : {}) });

/** Signed in by link, she adds a passkey made by a software authenticator. */
async function withPasskey(email: string) {
  const session = await accountSessionFor(env, email);
  const key = softAuthenticator(SITE);
  const options = await caller(session).account.passkeyRegistrationOptions();
  const added = await caller(session).account.addPasskey(key.register(options));
  return { session, key, added };
}

describe('passkeys', () => {
  it('added while signed in, it signs her in with no e-mail: a session that sees her account', async () => {
    const { session, key, added } = await withPasskey('pia.passkey@example.com');
    expect(added).toMatchObject({ id: expect.any(Number), lastUsedAt: null });
    const options = await caller(session).account.passkeyRegistrationOptions();
    // Her passkey is not offered to be added twice, and the site is named as the business.
    expect(options).toMatchObject({ rp: { id: 'studio.test', name: 'Studio Test' }, excludeCredentials: [{ id: key.credentialId }] });
    expect(options.user.name).toBe('pia.passkey@example.com');

    const signIn = await caller().account.passkeySignInOptions();
    expect(signIn).toMatchObject({ rpId: 'studio.test' });
    const { sessionToken } = await caller().account.passkeySignIn(key.authenticate(signIn.challenge));
    expect(sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(caller(sessionToken).account.me()).resolves.toMatchObject({ email: 'pia.passkey@example.com' });
    const [row] = await caller(sessionToken)
      .account.passkeys()
      .then((r) => r.passkeys);
    expect(row!.lastUsedAt).not.toBeNull();
    // Only the public key is kept.
    const [stored] = await env.db.select().from(accountPasskeys).where(eq(accountPasskeys.email, 'pia.passkey@example.com'));
    expect(stored).toMatchObject({ credentialId: key.credentialId, counter: 1 });
  });

  it('refuses a replayed answer, another site, a challenge made for adding a key, and a cloned key', async () => {
    const { session, key } = await withPasskey('rex.replay@example.com');
    const options = await caller().account.passkeySignInOptions();
    const answer = key.authenticate(options.challenge);
    await caller().account.passkeySignIn(answer);
    // The same answer again: its challenge is used.
    await expectTrpcError(caller().account.passkeySignIn(answer), 'UNAUTHORIZED', /not accepted/);
    // Signed on another site (a phishing page asks the authenticator for this site's challenge).
    const phished = await caller().account.passkeySignInOptions();
    await expectTrpcError(
      caller().account.passkeySignIn(key.authenticate(phished.challenge, { origin: 'https://studio-test.example' })),
      'UNAUTHORIZED',
      /not accepted/,
    );
    // A challenge made for adding a passkey does not sign anyone in.
    const adding = await caller(session).account.passkeyRegistrationOptions();
    await expectTrpcError(caller().account.passkeySignIn(key.authenticate(adding.challenge)), 'UNAUTHORIZED', /not accepted/);
    // A copy of the key whose counter has not moved on (the stored counter is ahead).
    const fresh = await caller().account.passkeySignInOptions();
    await expectTrpcError(
      caller().account.passkeySignIn(key.authenticate(fresh.challenge, { counter: 1 })),
      'UNAUTHORIZED',
      /not accepted/,
    );
    // An unknown key.
    const other = softAuthenticator(SITE);
    const again = await caller().account.passkeySignInOptions();
    await expectTrpcError(caller().account.passkeySignIn(other.authenticate(again.challenge)), 'UNAUTHORIZED', /not accepted/);
  });

  it("adds a key only with her own session's challenge, and only she removes it", async () => {
    const amy = await accountSessionFor(env, 'amy.adds@example.com');
    const bob = await accountSessionFor(env, 'bob.adds@example.com');
    const key = softAuthenticator(SITE);
    const amysOptions = await caller(amy).account.passkeyRegistrationOptions();
    // Bob cannot put his key on Amy's challenge (nor she hers on his account).
    await expectTrpcError(caller(bob).account.addPasskey(key.register(amysOptions)), 'BAD_REQUEST', /could not be added/);
    await expectTrpcError(caller().account.addPasskey(key.register(amysOptions)), 'UNAUTHORIZED');
    const added = await caller(amy).account.addPasskey(key.register(amysOptions));

    await expectTrpcError(caller(bob).account.removePasskey({ id: added.id }), 'NOT_FOUND');
    await expect(caller(amy).account.removePasskey({ id: added.id })).resolves.toEqual({ removed: true });
    await expect(caller(amy).account.passkeys()).resolves.toEqual({ passkeys: [] });
    // A removed key signs nobody in.
    const options = await caller().account.passkeySignInOptions();
    await expectTrpcError(caller().account.passkeySignIn(key.authenticate(options.challenge)), 'UNAUTHORIZED');
  });

  it('goes with her data when she asks to be erased', async () => {
    const { key } = await withPasskey('eve.erased@example.com');
    await env.db.transaction((tx) => eraseEmail(tx, 'eve.erased@example.com', new Date()));
    const left = await env.db.select().from(accountPasskeys).where(eq(accountPasskeys.credentialId, key.credentialId));
    expect(left).toEqual([]);
    expect(await env.db.select().from(passkeyChallenges).where(eq(passkeyChallenges.email, 'eve.erased@example.com'))).toEqual([]);
  });
});

describe('the daily purge', () => {
  it('deletes a passkey unused for two years and lapsed challenges; keeps one used since', async () => {
    const idle = await withPasskey('ida.idle@example.com');
    const used = await withPasskey('uma.used@example.com');
    const now = new Date();
    const later = new Date(now.getTime() + (2 * 366 + 1) * 86_400_000);
    await env.db
      .update(accountPasskeys)
      .set({ lastUsedAt: new Date(later.getTime() - 86_400_000) })
      .where(eq(accountPasskeys.email, 'uma.used@example.com'));
    await caller().account.passkeySignInOptions();
    await env.db.transaction((tx) => purgeExpired(tx, later));
    const left = (await env.db.select({ id: accountPasskeys.credentialId }).from(accountPasskeys)).map((r) => r.id);
    expect(left).toContain(used.key.credentialId);
    expect(left).not.toContain(idle.key.credentialId);
    expect(await env.db.select().from(passkeyChallenges)).toEqual([]);
  });
});

describe('the relying party', () => {
  it("is PUBLIC_URL's host; a loopback address is served as localhost; any other IP address has no passkeys", () => {
    expect(relyingParty('https://book.studio.co.uk')).toEqual({ rpID: 'book.studio.co.uk', origin: 'https://book.studio.co.uk' });
    expect(relyingParty('http://127.0.0.1:3000')).toEqual({ rpID: 'localhost', origin: 'http://localhost:3000' });
    expect(relyingParty('http://[::1]:3000')).toEqual({ rpID: 'localhost', origin: 'http://localhost:3000' });
    expect(relyingParty('http://192.0.2.10')).toBeNull();
  });
});
