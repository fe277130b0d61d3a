import { createHash, randomBytes } from 'node:crypto';
import { notFound } from '../../../domain/errors';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { dataRequests } from '../../db/schema';
import { dataRequestMail, ownerErasureMail } from '../mail/account-emails';
import type { MailService } from '../mail/mail';
import type { RateLimiter } from '../platform/rate-limit';
import { exportDataFor } from './data-export';
import { eraseEmail, type ErasureResult, liveDataRequest } from './erasure';
import { brandOf } from '../mail/brand';

/** How long the link in a data-request e-mail works. */
export const DATA_REQUEST_MINUTES = 60;
/** Links sent to one address per hour, whoever asks: the form cannot be used to flood someone's inbox. */
export const DATA_REQUESTS_PER_ADDRESS_PER_HOUR = 3;
const TOKEN_BYTES = 32;
const NOT_FOUND = 'This link is not valid or has expired. Please ask for a new one on the privacy page.';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const dataRequestUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/my-data#${token}`;

/**
 * The visitor's own data without a booking link: a verification e-mail to the address typed on the
 * privacy page, whose link downloads or erases what is held about that address.
 */
export function createDataRequestService(deps: { db: Db; config: Config; mail: MailService; rateLimiter: RateLimiter; clock: () => Date }) {
  const { db, config, mail, rateLimiter, clock } = deps;

  async function emailOf(token: string, now: Date): Promise<string> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw notFound(NOT_FOUND);
    const [row] = await db
      .select({ email: dataRequests.email })
      .from(dataRequests)
      .where(liveDataRequest(sha256(token), now));
    if (!row) throw notFound(NOT_FOUND);
    return row.email;
  }

  return {
    /**
     * Sends a verification link to `email`. The answer is the same whether or not anything is held
     * about the address, and also once the address has had its share of links this hour (then nothing is sent).
     */
    async request(email: string, now: Date = clock()): Promise<{ sent: true }> {
      const address = email.trim().toLowerCase();
      const perAddress = await rateLimiter.hit('data-request-address', sha256(address), 3_600_000, now.getTime());
      if (perAddress.count > DATA_REQUESTS_PER_ADDRESS_PER_HOUR) return { sent: true };
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      await db.transaction(async (tx) => {
        await tx
          .insert(dataRequests)
          .values({ email: address, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + DATA_REQUEST_MINUTES * 60_000) });
        await mail.queue(
          tx,
          dataRequestMail(await brandOf(tx, config), {
            to: address,
            url: dataRequestUrl(config.PUBLIC_URL, token),
            minutes: DATA_REQUEST_MINUTES,
          }),
        );
      });
      mail.kick();
      return { sent: true };
    },

    /** Everything held about the link's address, as JSON. */
    async exportData(token: string, now: Date = clock()) {
      return exportDataFor(db, await emailOf(token, now), now);
    },

    /** Erases the link's address (the link itself goes with it) and tells the owner. */
    async erase(token: string, now: Date = clock()): Promise<ErasureResult> {
      const email = await emailOf(token, now);
      return eraseAndTell(db, mail, config, email, now);
    },
  };
}

/** Erasure and the owner's notice in one transaction: the notice goes only if the erasure happened. */
export async function eraseAndTell(db: Db, mail: MailService, config: Config, email: string, now: Date): Promise<ErasureResult> {
  const result = await db.transaction(async (tx) => {
    const erased = await eraseEmail(tx, email, now);
    await mail.queue(tx, ownerErasureMail(await brandOf(tx, config), erased));
    return erased;
  });
  mail.kick();
  return result;
}

export type DataRequestService = ReturnType<typeof createDataRequestService>;
