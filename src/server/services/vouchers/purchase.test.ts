/**
 * Buying a gift voucher on the site (decision 730): the amount from the owner's list, paid through the provider like a
 * pack, made once when the payment succeeds, and the recipient's e-mail (code and PDF card) queued for the chosen day.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonInstant, londonToday } from '../../../domain/time';
import { emailOutbox, jobs, orders, vouchers } from '../../db/schema';
import { useTestEnv } from '../../test/harness';
import type { createCaller } from '../../trpc/root';
import { fulfilVoucherOrder } from './purchase';

const env = useTestEnv();
const CARD_OK = '4242424242424242';
let admin: ReturnType<typeof createCaller>;

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
  await admin.admin.vouchers.saveSettings({ amountsPence: [2500, 5000], validityMonths: 12 });
});

const buyer = { name: 'Pat Giver', email: 'giver@example.com', phone: '07700 900123' };

describe('buying a gift voucher', () => {
  it('sells only the amounts on the list, for today up to a year ahead', async () => {
    expect(await env.caller().vouchers.options()).toEqual({ amountsPence: [2500, 5000], validityMonths: 12 });
    const base = { ...buyer, recipientEmail: 'friend@example.com', sendOn: londonToday() };
    await expect(env.caller().vouchers.buy({ ...base, amountPence: 3000 })).rejects.toThrow(/^amountPence: choose one of £25.00, £50.00/);
    await expect(env.caller().vouchers.buy({ ...base, amountPence: 2500, sendOn: addDays(londonToday(), -1) })).rejects.toThrow(/^sendOn:/);
    await expect(env.caller().vouchers.buy({ ...base, amountPence: 2500, sendOn: addDays(londonToday(), 400) })).rejects.toThrow(
      /^sendOn:/,
    );
  });

  it('is made when paid, once, and mailed with its code and PDF card on the chosen day', async () => {
    const sendOn = addDays(londonToday(), 10);
    const browser = env.browser();
    const started = await env.caller({ browser }).vouchers.buy({
      ...buyer,
      amountPence: 5000,
      recipientEmail: 'Friend@Example.com',
      recipientName: 'Sam',
      message: 'Happy birthday!',
      sendOn,
    });
    expect(started).toMatchObject({ amountPence: 5000, description: 'Gift voucher £50.00' });
    const [order] = await env.db.select().from(orders).where(eq(orders.kind, 'voucher'));
    // Nothing is made before the payment succeeds.
    expect(await env.db.select().from(vouchers).where(eq(vouchers.orderId, order!.id))).toHaveLength(0);

    await env.caller({ browser }).payments.confirmTest({ clientSecret: started.clientSecret, cardNumber: CARD_OK });
    const made = await env.db.select().from(vouchers).where(eq(vouchers.orderId, order!.id));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      source: 'purchase',
      initialPence: 5000,
      balancePence: 5000,
      recipientEmail: 'friend@example.com',
      sendOn,
    });

    // Settling the order again (a replayed or second-instance delivery) makes nothing more.
    expect(
      await env.db.transaction((tx) => fulfilVoucherOrder(tx, { config: env.config, mail: env.services.mail }, order!.id, new Date())),
    ).toBe(false);
    expect(await env.db.select().from(vouchers).where(eq(vouchers.orderId, order!.id))).toHaveLength(1);

    const [mail] = await env.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'friend@example.com'));
    expect(mail!.subject).toContain('A gift voucher for you: £50.00');
    const code = /Your code is (GIFT-[A-Z2-9-]{19})\./.exec(mail!.text)![1]!;
    // The code works: her balance by code.
    expect((await env.caller().vouchers.balance({ code })).balancePence).toBe(5000);
    // The card is a PDF waiting with the message; the copy kept once it is sent has neither the card nor a working code.
    const pdf = (mail!.attachments ?? []).find((a) => a.filename === 'gift-voucher.pdf');
    expect(Buffer.from(pdf!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(JSON.stringify(mail!.redacted)).not.toContain(code);
    expect(JSON.stringify(mail!.redacted)).not.toContain('gift-voucher.pdf');
    // Its job waits for the day: 08:00 London on sendOn, on the job table's clock.
    const [job] = await env.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, 'email'), sql`${jobs.payload}->>'outboxId' = ${String(mail!.id)}`));
    expect(job!.runAt.toISOString()).toBe(londonInstant(sendOn, '08:00').toISOString());
  });
});
