import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { checkInUrl } from '../../../domain/attendance';
import type { DbOrTx } from '../../db/client';
import { checkInTickets } from '../../db/schema';
import { loadQrCode } from '../site/qr';

const TOKEN_BYTES = 32;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a confirmation e-mail carries: the check-in URL and its QR code as a PNG (base64). */
export interface Ticket {
  url: string;
  pngBase64: string;
}

/** A new ticket for a confirmed booking (256 random bits); only its sha256 is stored. */
export async function issueTicket(tx: DbOrTx, opts: { bookingId: number; publicUrl: string }): Promise<Ticket> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await tx.insert(checkInTickets).values({ bookingId: opts.bookingId, tokenHash: hashOf(token) });
  const url = checkInUrl(opts.publicUrl, token);
  const png = await (await loadQrCode()).toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return { url, pngBase64: png.toString('base64') };
}

/** The booking a ticket token belongs to, or null; looked up by hash, so a near guess learns nothing. */
export async function bookingIdOfTicket(db: DbOrTx, token: string): Promise<number | null> {
  const [row] = await db
    .select({ bookingId: checkInTickets.bookingId })
    .from(checkInTickets)
    .where(eq(checkInTickets.tokenHash, hashOf(token)));
  return row?.bookingId ?? null;
}
