import { and, eq, gt, isNull } from 'drizzle-orm';
import { notFound, unauthorized } from '../../../domain/errors';
import { SESSION_DAYS, SIGN_IN_LINK_MINUTES } from '../../../domain/account';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { accountSessions, accountSignInTokens } from '../../db/schema';
import { brandOf } from '../mail/brand';
import { accountSignInMail } from '../mail/account-emails';
import type { MailService } from '../mail/mail';
import type { RateLimiter } from '../platform/rate-limit';
import { isTokenShaped, newToken, normalisedEmail, sha256 } from './tokens';

/** Links sent to one address per hour, whoever asks: the form cannot flood someone's inbox. */
export const SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR = 5;
const LINK_NOT_VALID = 'This sign-in link is not valid, has been used or has expired. Please ask for a new one.';
const SIGNED_OUT = 'Please sign in again.';

export const accountUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/account#${token}`;

/** A signed-in customer: the e-mail address whose records she sees. */
export interface AccountPrincipal {
  sessionId: number;
  email: string;
}

/**
 * Sign-in without a password: a one-time link e-mailed to the address, exchanged for a session kept in the
 * database (so any number of instances share it), 30 days from its last use.
 */
export function createAccountSignInService(deps: {
  db: Db;
  config: Config;
  mail: MailService;
  rateLimiter: RateLimiter;
  clock: () => Date;
}) {
  const { db, config, mail, rateLimiter, clock } = deps;
  const sessionEnd = (now: Date) => new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  /** A new session for the address (after a link, or a passkey); only its token's hash is kept. */
  async function openSession(tx: DbOrTx, email: string, now: Date): Promise<{ sessionToken: string }> {
    const sessionToken = newToken();
    await tx.insert(accountSessions).values({ email, tokenHash: sha256(sessionToken), expiresAt: sessionEnd(now), lastSeenAt: now });
    return { sessionToken };
  }

  return {
    /**
     * E-mails a sign-in link. The same answer whether or not anything is held about the address, and once
     * the address has had its share of links this hour (then nothing is sent).
     */
    async requestLink(email: string, now: Date = clock()): Promise<{ sent: true }> {
      const address = normalisedEmail(email);
      const perAddress = await rateLimiter.hit('account-sign-in-address', sha256(address), 3_600_000, now.getTime());
      if (perAddress.count > SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR) return { sent: true };
      const token = newToken();
      await db.transaction(async (tx) => {
        await tx
          .insert(accountSignInTokens)
          .values({ email: address, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000) });
        await mail.queue(
          tx,
          accountSignInMail(await brandOf(tx, config), {
            to: address,
            url: accountUrl(config.PUBLIC_URL, token),
            minutes: SIGN_IN_LINK_MINUTES,
          }),
        );
      });
      mail.kick();
      return { sent: true };
    },

    /** Uses the link's token (once: one conditional UPDATE) and opens a session; only the session token's hash is kept. */
    async exchange(token: string, now: Date = clock()): Promise<{ sessionToken: string }> {
      if (!isTokenShaped(token)) throw notFound(LINK_NOT_VALID);
      const opened = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(accountSignInTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(accountSignInTokens.tokenHash, sha256(token)),
              isNull(accountSignInTokens.usedAt),
              gt(accountSignInTokens.expiresAt, now),
            ),
          )
          .returning({ email: accountSignInTokens.email });
        return used ? openSession(tx, used.email, now) : null;
      });
      if (!opened) throw notFound(LINK_NOT_VALID);
      return opened;
    },

    openSession,

    /** The session's customer, its 30 days started again; throws 401 for a missing, unknown or lapsed token. */
    async verify(sessionToken: string | null, now: Date = clock()): Promise<AccountPrincipal> {
      if (!sessionToken || !isTokenShaped(sessionToken)) throw unauthorized(SIGNED_OUT);
      const [row] = await db
        .update(accountSessions)
        .set({ expiresAt: sessionEnd(now), lastSeenAt: now })
        .where(and(eq(accountSessions.tokenHash, sha256(sessionToken)), gt(accountSessions.expiresAt, now)))
        .returning({ sessionId: accountSessions.id, email: accountSessions.email });
      if (!row) throw unauthorized(SIGNED_OUT);
      return row;
    },

    /**
     * The id of the live session a token opens, read without touching it (no 30 days started again), or null:
     * who an Idempotency-Key sent with her cookie belongs to (decision 797).
     */
    async sessionIdOf(sessionToken: string, now: Date = clock()): Promise<number | null> {
      if (!isTokenShaped(sessionToken)) return null;
      const [row] = await db
        .select({ id: accountSessions.id })
        .from(accountSessions)
        .where(and(eq(accountSessions.tokenHash, sha256(sessionToken)), gt(accountSessions.expiresAt, now)));
      return row?.id ?? null;
    },

    /** Ends this session. */
    async signOut(principal: AccountPrincipal): Promise<{ signedOut: number }> {
      const gone = await db
        .delete(accountSessions)
        .where(eq(accountSessions.id, principal.sessionId))
        .returning({ id: accountSessions.id });
      return { signedOut: gone.length };
    },

    /** Ends every session of her address (a lost phone, a shared computer). */
    async signOutEverywhere(principal: AccountPrincipal): Promise<{ signedOut: number }> {
      const gone = await db.delete(accountSessions).where(eq(accountSessions.email, principal.email)).returning({ id: accountSessions.id });
      return { signedOut: gone.length };
    },
  };
}

export type AccountSignInService = ReturnType<typeof createAccountSignInService>;
