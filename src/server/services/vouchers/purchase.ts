/**
 * A gift voucher bought on the site (decision 730): an order of kind 'voucher' paid through the provider like a pack;
 * when the payment succeeds (webhooks first, in the settling transaction) the voucher is made once per order and the
 * recipient's e-mail, with the code and a printable PDF card, is queued as a job for the chosen day.
 */
import { eq } from 'drizzle-orm';
import { invalid } from '../../../domain/errors';
import { formatPence } from '../../../domain/money';
import { addDays, londonInstant, londonToday } from '../../../domain/time';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { orders, voucherOrders, vouchers } from '../../db/schema';
import { brandOf } from '../mail/brand';
import { composeMail } from '../mail/emails';
import type { MailService } from '../mail/mail';
import { issueVoucher, readVoucherSettings, SYSTEM_ACTOR } from './vouchers';
import { renderVoucherCard } from './voucher-pdf';

/** The hour of the chosen day her e-mail goes (London). */
const SEND_AT = '08:00';

/** The owner's list decides the amounts; the day is today up to a year ahead. */
export async function assertPurchasable(db: DbOrTx, input: { amountPence: number; sendOn: string }, now: Date): Promise<void> {
  const settings = await readVoucherSettings(db);
  if (!settings.amountsPence.includes(input.amountPence))
    throw invalid('amountPence', `choose one of ${settings.amountsPence.map((p) => formatPence(p)).join(', ')}`);
  const today = londonToday(now);
  if (input.sendOn < today) throw invalid('sendOn', 'the day to send it cannot be in the past');
  if (input.sendOn > addDays(today, 365)) throw invalid('sendOn', 'the day to send it must be within a year');
}

export const voucherSendTime = (sendOn: string, now: Date) => new Date(Math.max(now.getTime(), londonInstant(sendOn, SEND_AT).getTime()));

/** Makes the voucher a paid order bought (once: a replayed payment makes nothing) and queues her e-mail for its day. */
export async function fulfilVoucherOrder(
  tx: DbOrTx,
  deps: { config: Config; mail: MailService },
  orderId: number,
  now: Date,
): Promise<boolean> {
  const [row] = await tx
    .select({ v: voucherOrders, buyerName: orders.name, buyerEmail: orders.email })
    .from(voucherOrders)
    .innerJoin(orders, eq(orders.id, voucherOrders.orderId))
    .where(eq(voucherOrders.orderId, orderId));
  if (!row) return false;
  const made = await issueVoucher(
    tx,
    {
      amountPence: row.v.amountPence,
      recipientEmail: row.v.recipientEmail,
      recipientName: row.v.recipientName,
      message: row.v.message,
      source: 'purchase',
      buyerName: row.buyerName,
      buyerEmail: row.buyerEmail,
      orderId,
      sendOn: row.v.sendOn,
    },
    SYSTEM_ACTOR,
    now,
  );
  if (!made) return false;
  const [voucher] = await tx.select({ expiresAt: vouchers.expiresAt }).from(vouchers).where(eq(vouchers.id, made.id));
  const brand = await brandOf(tx, deps.config);
  const pdf = await renderVoucherCard({
    businessName: brand.BUSINESS_NAME,
    publicUrl: deps.config.PUBLIC_URL,
    code: made.code,
    amountPence: row.v.amountPence,
    expiresAt: voucher!.expiresAt,
    recipientName: row.v.recipientName,
    message: row.v.message,
    fromName: row.buyerName,
  });
  const runAt = voucherSendTime(row.v.sendOn, now);
  await deps.mail.queue(
    tx,
    composeMail(brand, {
      to: row.v.recipientEmail,
      subject: `A gift voucher for you: ${formatPence(row.v.amountPence)} at ${brand.BUSINESS_NAME}`,
      greeting: row.v.recipientName ? `Hello ${row.v.recipientName},` : 'Hello,',
      blocks: [
        { p: `${row.buyerName || 'Someone'} has sent you a gift voucher for ${formatPence(row.v.amountPence)}.` },
        ...(row.v.message ? [{ p: `"${row.v.message}"` }] : []),
        {
          p: `Your code is ${made.code}. Enter it when you book a class, an appointment or a class pack; it pays in part or in full, across several bookings.`,
        },
        { p: 'The printable card is attached.' },
      ],
      attachments: [
        {
          filename: 'gift-voucher.pdf',
          content: Buffer.from(pdf).toString('base64'),
          encoding: 'base64',
          contentType: 'application/pdf',
          secret: true,
        },
      ],
      meta: { kind: 'voucher', voucherId: made.id },
      secrets: [made.code],
    }),
    { runAt },
  );
  await tx.update(vouchers).set({ sentAt: runAt }).where(eq(vouchers.id, made.id));
  return true;
}
