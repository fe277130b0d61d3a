/** Refunding a class pack takes back its unused credits, in proportion for a part refund (decision 512). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLots, orders } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { useTestEnv } from '../../test/harness';

const env = useTestEnv();
const CARD_OK = '4242424242424242';

async function boughtPack(email: string) {
  const admin = env.caller({ token: await env.adminToken() });
  const p = await admin.admin.packs.create({ name: `Pack ${email}`, pricePence: 5000, credits: 5, validityDays: 60, classTypeIds: [] });
  const created = await env.caller().packs.buy({ packId: p.id, name: 'Pat Buyer', email, phone: '07700 900123' });
  await env.caller().payments.confirmTest({ clientSecret: created.clientSecret, cardNumber: CARD_OK });
  const [order] = await env.db.select({ id: orders.id }).from(orders).where(eq(orders.email, email));
  return { admin, ref: `T-${order!.id}` };
}

const lotOf = async (email: string) =>
  (
    await env.db
      .select({ granted: creditLots.granted, remaining: creditLots.remaining })
      .from(creditLots)
      .where(eq(creditLots.email, email))
  )[0]!;

async function spendOne(email: string) {
  await env.caller().packs.requestCode({ email });
  const { emailOutbox } = await import('../../db/schema');
  const mails = await env.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.to, email));
  const code = /(\d{6})/.exec(mails.find((m) => m.subject.startsWith('Your code to book with a credit'))!.subject)![1]!;
  const { creditToken } = await env.caller().packs.verifyCode({ email, code });
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  const slot = await createSlot(env.db, { allowed: [mat.id] });
  await env.caller().bookings.createWithCredit({ ...visitor('pk'), email, classTypeId: mat.id, scheduleId: slot.id, creditToken });
}

describe('refunding a class pack', () => {
  it('a full refund revokes every unused credit, and the quote says so before money moves', async () => {
    const { admin, ref } = await boughtPack('pack-full@example.com');
    const quote = await admin.admin.bookings.refundQuote({ ref });
    expect(quote.packCredits).toEqual({ granted: 5, remaining: 5, revoked: 0 });
    await admin.admin.bookings.refund({ ref, amountPence: 5000, idempotencyKey: 'pack-full' });
    expect(await lotOf('pack-full@example.com')).toEqual({ granted: 5, remaining: 0 });
  });

  it('a part refund revokes in proportion, counting a credit spent meanwhile; a repeat takes nothing more', async () => {
    const { admin, ref } = await boughtPack('pack-part@example.com');
    await spendOne('pack-part@example.com');
    expect(await lotOf('pack-part@example.com')).toEqual({ granted: 5, remaining: 4 });
    // Half the money back: she keeps what 2.5 credits' money pays for (2), of which 1 is spent: 1 stays usable.
    await admin.admin.bookings.refund({ ref, amountPence: 2500, idempotencyKey: 'pack-part' });
    expect(await lotOf('pack-part@example.com')).toEqual({ granted: 5, remaining: 1 });
    const again = await admin.admin.bookings.refund({ ref, amountPence: 2500, idempotencyKey: 'pack-part' });
    expect(again.refundedPence).toBe(2500);
    expect(await lotOf('pack-part@example.com')).toEqual({ granted: 5, remaining: 1 });
  });
});
