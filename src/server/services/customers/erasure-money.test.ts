/**
 * Erasure and the purge reach memberships, gift vouchers and the introductory offer's claims (decision 791): a
 * running membership is refused ("cancel it first"); an ended one, the vouchers she bought or was given and her claim
 * lose her details and every working code, keeping the money; the purge clears lapsed card links and old rows.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { introClaims, membershipPlans, memberships, voucherOrders, vouchers } from '../../db/schema';
import { insertTrainingOrder } from '../../test/admin-fixtures';
import { useTestEnv } from '../../test/harness';
import { anonymiseOlderThan, ERASED_NAME, eraseEmail } from './erasure';
import { purgeExpired } from './purge';

const env = useTestEnv({ seed: false });
const NOW = new Date('2031-05-01T12:00:00Z');
const DAY = 86_400_000;
const YEAR = 365 * DAY;

async function plan() {
  const [p] = await env.db
    .insert(membershipPlans)
    .values({ name: 'Erase plan', pricePence: 4000, classesPerMonth: null, minimumTermMonths: 1, noticeDays: 0 })
    .returning({ id: membershipPlans.id });
  return p!.id;
}

let n = 0;
async function membership(email: string, row: Partial<typeof memberships.$inferInsert> = {}) {
  const [m] = await env.db
    .insert(memberships)
    .values({
      planId: await plan(),
      email,
      name: 'Ada Member',
      phone: '07700 900001',
      pricePence: 4000,
      provider: 'test',
      testCard: '4242424242424242',
      codeHash: `hash-${++n}`,
      cardTokenHash: `card-${n}`,
      cardTokenExpiresAt: new Date(NOW.getTime() + 10 * DAY),
      status: 'active',
      startedAt: new Date(NOW.getTime() - 60 * DAY),
      ...row,
    })
    .returning();
  return m!;
}

async function voucher(row: Partial<typeof vouchers.$inferInsert>) {
  const [v] = await env.db
    .insert(vouchers)
    .values({
      codeHash: `v-${++n}`,
      codeHint: 'WXYZ',
      source: 'admin',
      initialPence: 3000,
      balancePence: 2000,
      expiresAt: new Date(NOW.getTime() + YEAR),
      recipientEmail: 'someone@example.com',
      ...row,
    })
    .returning();
  return v!;
}

describe('erasure of memberships, vouchers and the offer', () => {
  it('refuses while her membership runs, then erases it, her vouchers and her claim, keeping the money', async () => {
    const email = 'ada.member@example.com';
    const running = await membership(email);
    await expect(env.db.transaction((tx) => eraseEmail(tx, email, NOW))).rejects.toMatchObject({
      message: expect.stringContaining(`Membership M-${running.id} is still running`),
    });
    await env.db.update(memberships).set({ status: 'cancelled', cancelledAt: NOW }).where(eq(memberships.id, running.id));
    const given = await voucher({ recipientEmail: email, recipientName: 'Ada', message: 'Happy birthday Ada' });
    const bought = await voucher({ buyerEmail: email, buyerName: 'Ada Member', message: 'From Ada' });
    const orderId = await insertTrainingOrder(env.db, { email, name: 'Ada Member' });
    await env.db.insert(voucherOrders).values({
      orderId,
      amountPence: 3000,
      recipientEmail: 'friend@example.com',
      recipientName: 'Friend',
      message: 'Love, Ada',
      sendOn: '2031-05-02',
    });
    await env.db.insert(introClaims).values({ email, orderId: 999_001, kind: 'class', listPence: 1200, introPence: 500, claimedAt: NOW });

    await env.db.transaction((tx) => eraseEmail(tx, email, NOW));

    const [m] = await env.db.select().from(memberships).where(eq(memberships.id, running.id));
    expect(m).toMatchObject({ name: ERASED_NAME, email: '', phone: '', testCard: null, cardTokenHash: null, pricePence: 4000 });
    expect(m!.codeHash).toBe(`erased-${running.id}`);
    const [g] = await env.db.select().from(vouchers).where(eq(vouchers.id, given.id));
    expect(g).toMatchObject({ recipientEmail: '', recipientName: '', message: '', balancePence: 2000, initialPence: 3000 });
    const [b] = await env.db.select().from(vouchers).where(eq(vouchers.id, bought.id));
    expect(b).toMatchObject({ buyerEmail: '', buyerName: '', message: '', recipientEmail: 'someone@example.com' });
    expect((await env.db.select().from(voucherOrders).where(eq(voucherOrders.orderId, orderId)))[0]).toMatchObject({
      message: '',
      recipientEmail: '',
    });
    expect(await env.db.select().from(introClaims).where(eq(introClaims.email, email))).toEqual([]);
  });

  it('the purge clears lapsed card links, and after six years ended memberships, expired vouchers and old claims', async () => {
    const lapsed = await membership('lapsed.link@example.com', { cardTokenExpiresAt: new Date(NOW.getTime() - DAY), status: 'past_due' });
    const live = await membership('live.link@example.com');
    const old = await membership('long.gone@example.com', { status: 'cancelled', cancelledAt: new Date(NOW.getTime() - 7 * YEAR) });
    const oldVoucher = await voucher({ recipientEmail: 'old.gift@example.com', expiresAt: new Date(NOW.getTime() - 7 * YEAR) });
    await env.db.insert(introClaims).values([
      {
        email: 'old.claim@example.com',
        orderId: 999_101,
        kind: 'class',
        listPence: 1200,
        introPence: 500,
        claimedAt: new Date(NOW.getTime() - 7 * YEAR),
      },
      { email: 'new.claim@example.com', orderId: 999_102, kind: 'class', listPence: 1200, introPence: 500, claimedAt: NOW },
    ]);

    await env.db.transaction((tx) => purgeExpired(tx, NOW));

    const byId = async (id: number) => (await env.db.select().from(memberships).where(eq(memberships.id, id)))[0]!;
    expect(await byId(lapsed.id)).toMatchObject({ cardTokenHash: null, cardTokenExpiresAt: null, email: 'lapsed.link@example.com' });
    expect((await byId(live.id)).cardTokenHash).not.toBeNull();
    expect(await byId(old.id)).toMatchObject({ name: ERASED_NAME, email: '', pricePence: 4000 });
    expect((await env.db.select().from(vouchers).where(eq(vouchers.id, oldVoucher.id)))[0]).toMatchObject({
      recipientEmail: '',
      initialPence: 3000,
    });
    expect((await env.db.select({ email: introClaims.email }).from(introClaims)).map((c) => c.email)).toEqual(['new.claim@example.com']);
    // Running it again changes nothing more.
    await env.db.transaction((tx) => anonymiseOlderThan(tx, new Date(NOW.getTime() - 6 * YEAR)));
    expect((await byId(live.id)).email).toBe('live.link@example.com');
  });
});
