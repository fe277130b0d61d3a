/** Reads a QR ticket the way the owner's camera does: from the PNG attached to the confirmation e-mail. */
import { and, desc, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';

/** The text of a QR code in a PNG. */
export async function decodeQrPng(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
  if (!code) throw new Error('no QR code in the picture');
  return code.data;
}

/** The ticket (check-in URL) in the newest confirmation e-mail sent to `to`. */
export async function ticketOfMail(db: Db, to: string): Promise<string> {
  const rows = await db
    .select({ attachments: emailOutbox.attachments, meta: emailOutbox.meta })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to)))
    .orderBy(desc(emailOutbox.id));
  const png = rows.flatMap((r) => r.attachments ?? []).find((a) => a.filename === 'ticket.png');
  if (!png) throw new Error(`no ticket in the e-mails to ${to}`);
  return decodeQrPng(Buffer.from(png.content, 'base64'));
}
