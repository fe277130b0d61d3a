/**
 * Proving an address holds credits: a 6-digit code sent to it, exchanged (5 tries a code) for a token to book with
 * credits for 30 minutes.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { invalid, rateLimited, unauthorized } from '../../../domain/errors';
import { normaliseEmail } from '../../../domain/packs';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { creditProofs } from '../../db/schema';
import { brandOf } from '../mail/brand';
import type { MailService } from '../mail/mail';
import type { RateLimiter } from '../platform/rate-limit';
import { creditCodeMail, type CreditBalanceFacts } from './credit-mails';
import { liveBalance } from './credit-lots';
import { CODE_MINUTES, CODE_TRIES, CODES_PER_HOUR, CREDIT_ERRORS } from './credit-rules';

const TOKEN_MINUTES = 30;
const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

export function createCreditProofs(deps: { db: Db; config: Config; mail: MailService; rateLimiter: RateLimiter; clock: () => Date }) {
  const { db, config, mail, rateLimiter, clock } = deps;

  /** Sends a 6-digit code to the address, if it holds live credits (the answer never says which). */
  async function requestCode(rawEmail: string, now: Date = clock()): Promise<{ sent: true }> {
    const email = normaliseEmail(rawEmail);
    const balance = await liveBalance(db, email, now);
    // Nothing is sent to an address without credits, so nothing is counted against it either: a stranger
    // typing it cannot lock out its owner before she buys a pack.
    if (balance.total === 0) return { sent: true };
    // Reserved before anything is sent (one atomic upsert), so a burst cannot mail more codes than the limit.
    const asked = await rateLimiter.hit('credit-code-address', hashOf(email), 3_600_000, now.getTime());
    if (asked.count > CODES_PER_HOUR) {
      const seconds = Math.ceil(asked.retryAfterMs / 1000);
      throw rateLimited(CREDIT_ERRORS.tooManyCodes(Math.max(1, Math.ceil(seconds / 60))), seconds);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.transaction(async (tx) => {
      await tx.insert(creditProofs).values({
        email,
        codeHash: hashOf(`${email}:${code}`),
        codeExpiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
        createdAt: now,
      });
      await mail.queue(tx, creditCodeMail(await brandOf(tx, config), { email, code, minutes: CODE_MINUTES }, balance));
    });
    mail.kick();
    return { sent: true };
  }

  /**
   * Exchanges the code for a token to book with credits for 30 minutes. Each try is counted in one
   * conditional UPDATE before the code is compared, so guessing stops after 5 tries per code.
   */
  async function verifyCode(
    rawEmail: string,
    code: string,
    now: Date = clock(),
  ): Promise<{ creditToken: string; balance: CreditBalanceFacts }> {
    const email = normaliseEmail(rawEmail);
    const [latest] = await db
      .select({ id: creditProofs.id })
      .from(creditProofs)
      .where(and(eq(creditProofs.email, email), isNull(creditProofs.tokenHash), gt(creditProofs.codeExpiresAt, now)))
      .orderBy(desc(creditProofs.id))
      .limit(1);
    if (!latest) throw invalid('code', 'this code is not right or has expired. Ask for a new one.');
    const [tried] = await db
      .update(creditProofs)
      .set({ attempts: sql`${creditProofs.attempts} + 1` })
      .where(and(eq(creditProofs.id, latest.id), sql`${creditProofs.attempts} < ${CODE_TRIES}`, isNull(creditProofs.tokenHash)))
      .returning({ codeHash: creditProofs.codeHash });
    // Its tries are used up (the token already issued is the other way to miss): say so, not 'wrong code'.
    if (!tried) throw invalid('code', CREDIT_ERRORS.codeUsedUp);
    const expected = Buffer.from(tried.codeHash, 'hex');
    const given = Buffer.from(hashOf(`${email}:${code}`), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw invalid('code', 'this code is not right or has expired. Ask for a new one.');
    const token = randomBytes(32).toString('base64url');
    const [stored] = await db
      .update(creditProofs)
      .set({ tokenHash: hashOf(token), tokenExpiresAt: new Date(now.getTime() + TOKEN_MINUTES * 60_000) })
      .where(and(eq(creditProofs.id, latest.id), isNull(creditProofs.tokenHash)))
      .returning({ id: creditProofs.id });
    if (!stored) throw invalid('code', 'this code is not right or has expired. Ask for a new one.');
    return { creditToken: token, balance: await liveBalance(db, email, now) };
  }

  /** The e-mail a live credit token proves, or a 401 naming creditToken. */
  async function emailOfToken(token: string, now: Date = clock()): Promise<string> {
    const [row] = await db
      .select({ email: creditProofs.email })
      .from(creditProofs)
      .where(and(eq(creditProofs.tokenHash, hashOf(token)), gt(creditProofs.tokenExpiresAt, now)));
    if (!row) throw unauthorized(CREDIT_ERRORS.proofNeeded);
    return row.email;
  }

  return { requestCode, verifyCode, emailOfToken };
}
