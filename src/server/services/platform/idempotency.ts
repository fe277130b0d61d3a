import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

/** How long a key answers with its first answer (Stripe's 24 hours). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3600_000;
/**
 * How long a first request holds its key while it runs. A reservation older than this (its instance died
 * mid-request) may be taken over by a retry with the same request; longer than any request runs.
 */
export const IDEMPOTENCY_LEASE_MS = 5 * 60_000;

/** What a request with an Idempotency-Key finds. */
export type Reservation =
  /** The key is now this request's: do the work, then `complete` (or `release`). */
  | { kind: 'reserved' }
  /** The same request was answered before: send this again. */
  | { kind: 'replay'; status: number; contentType: string | null; body: string }
  /** The same request is still running elsewhere. */
  | { kind: 'in_flight' }
  /** The key was used with another request (method, path or body). */
  | { kind: 'reused' };

const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest();

/**
 * What the table holds of a key: a hash of it (with its scope), so a copy of the database gives no key to replay
 * with; and the answer sealed with a key derived from the Idempotency-Key itself (AES-256-GCM), so a dump or a
 * backup holds no working hold token or client secret from an answer (decision 622). Only the caller who has
 * the Idempotency-Key can read the answer back, which is exactly who a replay is for.
 */
export const storedKeyOf = (scope: string, key: string) => sha256(`key\n${scope}\n${key}`).toString('hex');
const answerKeyOf = (scope: string, key: string) => sha256(`answer\n${scope}\n${key}`);

function seal(scope: string, key: string, body: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', answerKeyOf(scope, key), iv);
  const sealed = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64')).join('.');
}

function unseal(scope: string, key: string, stored: string): string | null {
  try {
    const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64'));
    const decipher = createDecipheriv('aes-256-gcm', answerKeyOf(scope, key), iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The e-mail addresses an answer names, hashed: erasure finds her kept answers by them without reading any. */
export const emailHashesIn = (body: string) =>
  [...new Set((body.match(/[^\s"'<>@,;:()[\]\\]+@[^\s"'<>@,;:()[\]\\]+\.[A-Za-z]{2,}/g) ?? []).map((e) => e.toLowerCase()))].map((e) =>
    emailHashOf(e),
  );
export const emailHashOf = (email: string) => sha256(`email\n${email.trim().toLowerCase()}`).toString('hex');

/**
 * Idempotency keys kept in the database (decision 620), so a retry finds its first answer on any instance.
 * A key is reserved by one insert (`on conflict` taking over only an expired row or a lapsed reservation of
 * the same request), so of any number of concurrent copies exactly one does the work.
 */
export function createIdempotencyService(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;
  const where = (scope: string, key: string) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, storedKeyOf(scope, key)));

  return {
    async reserve(scope: string, key: string, requestHash: string): Promise<Reservation> {
      // A row can go between the insert and the read (its request released it): then try again.
      for (let attempt = 0; attempt < 3; attempt++) {
        const now = clock();
        const fresh = {
          requestHash,
          status: null,
          contentType: null,
          responseBody: null,
          createdAt: now,
          lockedUntil: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS),
          expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
        };
        const [mine] = await db
          .insert(idempotencyKeys)
          .values({ scope, key: storedKeyOf(scope, key), ...fresh })
          .onConflictDoUpdate({
            target: [idempotencyKeys.scope, idempotencyKeys.key],
            set: fresh,
            setWhere: or(
              lte(idempotencyKeys.expiresAt, now),
              and(isNull(idempotencyKeys.status), lt(idempotencyKeys.lockedUntil, now), eq(idempotencyKeys.requestHash, requestHash)),
            ),
          })
          .returning({ key: idempotencyKeys.key });
        if (mine) return { kind: 'reserved' };
        const [row] = await db.select().from(idempotencyKeys).where(where(scope, key));
        if (!row) continue;
        if (row.requestHash !== requestHash) return { kind: 'reused' };
        if (row.status === null || row.responseBody === null) return { kind: 'in_flight' };
        const body = unseal(scope, key, row.responseBody);
        // Unreadable (sealed by another scheme): not a replay this request can give; it runs again once the row lapses.
        if (body === null) return { kind: 'in_flight' };
        return { kind: 'replay', status: row.status, contentType: row.contentType, body };
      }
      return { kind: 'in_flight' };
    },

    /** Keeps the answer a retry gets back. */
    async complete(scope: string, key: string, answer: { status: number; contentType: string | null; body: string }): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({
          status: answer.status,
          contentType: answer.contentType,
          responseBody: seal(scope, key, answer.body),
          emailHashes: emailHashesIn(answer.body),
        })
        .where(and(where(scope, key), isNull(idempotencyKeys.status)));
    },

    /** Frees a reservation whose request did nothing (refused before the work, or failed): a retry runs anew. */
    async release(scope: string, key: string): Promise<void> {
      await db.delete(idempotencyKeys).where(and(where(scope, key), isNull(idempotencyKeys.status)));
    },

    /** Removes keys past their 24 hours (a recurring chore). */
    async prune(now: Date = clock()): Promise<number> {
      const gone = await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now)).returning({ key: idempotencyKeys.key });
      return gone.length;
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
