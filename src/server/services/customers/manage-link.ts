import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { manageTokens } from '../../db/schema';

const TOKEN_BYTES = 32;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new private link token for the order (256 random bits); only its hash is stored. */
export async function issueManageToken(tx: DbOrTx, opts: { orderId: number; expiresAt: Date }): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await tx.insert(manageTokens).values({ orderId: opts.orderId, tokenHash: hashOf(token), expiresAt: opts.expiresAt });
  return token;
}

/**
 * The order a live token belongs to, or null. The look-up is by the token's sha256, so how long a
 * comparison takes says nothing about how close a guess was.
 */
export async function orderIdOfToken(db: DbOrTx, token: string, now: Date): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ orderId: manageTokens.orderId })
    .from(manageTokens)
    .where(and(eq(manageTokens.tokenHash, hashOf(token)), gt(manageTokens.expiresAt, now)));
  return row?.orderId ?? null;
}

export const manageUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/manage#${token}`;
