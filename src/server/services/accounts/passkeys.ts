import { isIP } from 'node:net';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { invalid, notFound, unauthorized } from '../../../domain/errors';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { accountPasskeys, passkeyChallenges } from '../../db/schema';
import { brandOf } from '../mail/brand';
import type { AccountPrincipal } from './sign-in';
import { sha256 } from './tokens';

const CHALLENGE_MINUTES = 5;
/** SimpleWebAuthn (and its certificate parsers) is read at the first passkey, not at start-up (~0.1 s of every start). */
const webauthn = () => import('@simplewebauthn/server');
const NOT_ACCEPTED = 'That passkey was not accepted. Sign in with an e-mailed link instead.';
const NOT_ADDED = 'The passkey could not be added. Please try again.';

/**
 * Who the passkeys belong to (the relying party): the site's host name from PUBLIC_URL. WebAuthn refuses an IP
 * address as its id, so a site on a loopback address (a developer's machine, the tests) is served as
 * `localhost`, which is the same machine; on any other IP address passkeys are not offered.
 */
export function relyingParty(publicUrl: string): { rpID: string; origin: string } | null {
  const url = new URL(publicUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!isIP(host)) return { rpID: host, origin: url.origin };
  if (host !== '127.0.0.1' && host !== '::1') return null;
  const local = new URL(url.origin);
  local.hostname = 'localhost';
  return { rpID: 'localhost', origin: local.origin };
}

export interface PasskeyDto {
  id: number;
  createdAt: string;
  lastUsedAt: string | null;
  /** Synced across her devices (a password manager, a cloud keychain) or kept on one. */
  synced: boolean;
}

/**
 * Passkeys (decision 771): once signed in by an e-mailed link she may add one; then signing in needs no e-mail.
 * Challenges are kept in the database and used once (any instance answers the second step), as are sessions.
 */
export function createPasskeyService(deps: {
  db: Db;
  config: Config;
  clock: () => Date;
  /** Opens a session for the address (the sign-in service's, as after a link). */
  openSession: (tx: DbOrTx, email: string, now: Date) => Promise<{ sessionToken: string }>;
}) {
  const { db, config, clock, openSession } = deps;
  const party = () => {
    const rp = relyingParty(config.PUBLIC_URL);
    if (!rp) throw invalid(null, 'Passkeys need the site on a domain name (PUBLIC_URL).');
    return rp;
  };

  async function keepChallenge(challenge: string, purpose: 'register' | 'sign-in', email: string | null, now: Date) {
    await db
      .insert(passkeyChallenges)
      .values({ challenge, purpose, email, expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000) });
  }

  /** Takes the challenge the browser signed, once: true if it was ours, for this purpose (and address), and fresh. */
  const useChallenge = (tx: DbOrTx, purpose: 'register' | 'sign-in', email: string | null, now: Date) => async (challenge: string) => {
    const used = await tx
      .delete(passkeyChallenges)
      .where(
        and(
          eq(passkeyChallenges.challenge, challenge),
          eq(passkeyChallenges.purpose, purpose),
          email === null ? isNull(passkeyChallenges.email) : eq(passkeyChallenges.email, email),
          gt(passkeyChallenges.expiresAt, now),
        ),
      )
      .returning({ id: passkeyChallenges.id });
    return used.length === 1;
  };

  return {
    /** Whether this site can offer passkeys at all (a domain name, or localhost). */
    available: () => relyingParty(config.PUBLIC_URL) !== null,

    async list(principal: AccountPrincipal): Promise<PasskeyDto[]> {
      const rows = await db
        .select({
          id: accountPasskeys.id,
          createdAt: accountPasskeys.createdAt,
          lastUsedAt: accountPasskeys.lastUsedAt,
          backedUp: accountPasskeys.backedUp,
        })
        .from(accountPasskeys)
        .where(eq(accountPasskeys.email, principal.email))
        .orderBy(asc(accountPasskeys.id));
      return rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
        synced: r.backedUp,
      }));
    },

    /** The options for `navigator.credentials.create`: her passkeys already added are excluded (no second copy). */
    async registrationOptions(principal: AccountPrincipal, now: Date = clock()) {
      const { rpID } = party();
      const existing = await db
        .select({ id: accountPasskeys.credentialId, transports: accountPasskeys.transports })
        .from(accountPasskeys)
        .where(eq(accountPasskeys.email, principal.email));
      const options = await (
        await webauthn()
      ).generateRegistrationOptions({
        rpName: (await brandOf(db, config)).BUSINESS_NAME,
        rpID,
        userName: principal.email,
        // A stable handle that is not the address itself.
        userID: Buffer.from(sha256(`passkey-user:${principal.email}`), 'hex'),
        attestationType: 'none',
        excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await keepChallenge(options.challenge, 'register', principal.email, now);
      return options;
    },

    /** Verifies and keeps the new passkey (its public key); the challenge is used once, by her session only. */
    async register(principal: AccountPrincipal, response: RegistrationResponseJSON, now: Date = clock()): Promise<PasskeyDto> {
      const { rpID, origin } = party();
      return db.transaction(async (tx) => {
        const verification = await (
          await webauthn()
        )
          .verifyRegistrationResponse({
            response,
            expectedChallenge: useChallenge(tx, 'register', principal.email, now),
            expectedOrigin: origin,
            expectedRPID: rpID,
            requireUserVerification: false,
          })
          .catch(() => null);
        if (!verification?.verified) throw invalid(null, NOT_ADDED);
        const { credential, credentialBackedUp } = verification.registrationInfo;
        const [row] = await tx
          .insert(accountPasskeys)
          .values({
            email: principal.email,
            credentialId: credential.id,
            publicKey: Buffer.from(credential.publicKey).toString('base64url'),
            counter: credential.counter,
            transports: credential.transports ?? [],
            backedUp: credentialBackedUp,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw invalid(null, 'That passkey is already added.');
        return { id: row.id, createdAt: row.createdAt.toISOString(), lastUsedAt: null, synced: row.backedUp };
      });
    },

    async remove(principal: AccountPrincipal, id: number): Promise<{ removed: true }> {
      const gone = await db
        .delete(accountPasskeys)
        .where(and(eq(accountPasskeys.id, id), eq(accountPasskeys.email, principal.email)))
        .returning({ id: accountPasskeys.id });
      if (!gone.length) throw notFound('No such passkey in your account.');
      return { removed: true };
    },

    /** The options for `navigator.credentials.get`: no address asked; the passkey she picks says whose it is. */
    async signInOptions(now: Date = clock()) {
      const { rpID } = party();
      const options = await (await webauthn()).generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
      await keepChallenge(options.challenge, 'sign-in', null, now);
      return options;
    },

    /**
     * Verifies the signature with the kept public key and opens a session for its address. The challenge is used
     * once; the counter must move on where the authenticator counts (a cloned key is refused).
     */
    async signIn(response: AuthenticationResponseJSON, now: Date = clock()): Promise<{ sessionToken: string }> {
      const { rpID, origin } = party();
      return db.transaction(async (tx) => {
        const [key] = await tx.select().from(accountPasskeys).where(eq(accountPasskeys.credentialId, response.id)).for('update');
        if (!key) throw unauthorized(NOT_ACCEPTED);
        const verification = await (
          await webauthn()
        )
          .verifyAuthenticationResponse({
            response,
            expectedChallenge: useChallenge(tx, 'sign-in', null, now),
            expectedOrigin: origin,
            expectedRPID: rpID,
            credential: {
              id: key.credentialId,
              publicKey: Buffer.from(key.publicKey, 'base64url'),
              counter: key.counter,
              transports: key.transports,
            },
            requireUserVerification: false,
          })
          .catch(() => null);
        if (!verification?.verified) throw unauthorized(NOT_ACCEPTED);
        await tx
          .update(accountPasskeys)
          .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now, updatedAt: now })
          .where(eq(accountPasskeys.id, key.id));
        return openSession(tx, key.email, now);
      });
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
