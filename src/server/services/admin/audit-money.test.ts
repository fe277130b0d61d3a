import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditLots } from '../../db/schema';
import { insertBooking } from '../../test/admin-fixtures';
import { TEST_ADMIN, useTestEnv } from '../../test/harness';

const env = useTestEnv({ config: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
let admin: ReturnType<typeof env.caller>;

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
});

/** The trail's newest row for an action, as the admin reads it. */
async function latest(action: string) {
  const { rows } = await admin.admin.audit.list({ pageSize: 200 });
  const row = rows.find((r) => r.action === action);
  if (!row) throw new Error(`no audit row for ${action}`);
  return row;
}

describe('the audit trail of packs, credits, withdrawals and webhooks', () => {
  it('records a pack created and its price changed, with who, before and after', async () => {
    const pack = await admin.admin.packs.create({ name: 'Audit 5 pack', pricePence: 5000, credits: 5, validityDays: 90 });
    expect(await latest('pack.create')).toMatchObject({
      actor: TEST_ADMIN.username,
      entity: 'pack',
      entityId: String(pack.id),
      before: null,
      after: { name: 'Audit 5 pack', pricePence: 5000, credits: 5 },
    });
    await admin.admin.packs.update({ id: pack.id, pricePence: 5500 });
    expect(await latest('pack.update')).toMatchObject({
      entityId: String(pack.id),
      before: { pricePence: 5000 },
      after: { pricePence: 5500 },
    });
    // The tab reads it as a sentence, in pounds.
    expect((await latest('pack.update')).summary).toBe('Updated class pack “Audit 5 pack”: price £50.00 → £55.00');
  });

  it('records a hand grant and an adjustment of a balance, with the reason, and nothing for a refused adjustment', async () => {
    const pack = await admin.admin.packs.create({ name: 'Audit gift pack', pricePence: 3000, credits: 3, validityDays: 60 });
    const lot = await admin.admin.packs.grant({ email: 'Gift@Example.com', packId: pack.id, reason: 'paid in cash' });
    expect(await latest('credit_lot.grant')).toMatchObject({
      actor: TEST_ADMIN.username,
      entity: 'credit_lot',
      entityId: String(lot.id),
      after: { packId: pack.id, credits: 3, reason: 'paid in cash' },
    });
    await admin.admin.packs.adjust({ lotId: lot.id, delta: -1, reason: 'came without booking' });
    expect(await latest('credit_lot.adjust')).toMatchObject({
      entityId: String(lot.id),
      before: { email: 'gift@example.com', remaining: 3 },
      after: { remaining: 2, delta: -1, reason: 'came without booking' },
    });
    expect((await latest('credit_lot.adjust')).summary).toBe('Adjusted credits of gift@example.com by -1 (now 2): came without booking');
    const count = (await admin.admin.audit.list({ pageSize: 200 })).rows.length;
    await expect(admin.admin.packs.adjust({ lotId: lot.id, delta: -5, reason: 'too many' })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await admin.admin.audit.list({ pageSize: 200 })).rows.length).toBe(count);
    expect((await env.db.select({ remaining: creditLots.remaining }).from(creditLots).where(eq(creditLots.id, lot.id)))[0]!.remaining).toBe(
      2,
    );
  });

  it('records a withdrawal once, naming the bookings it cancelled', async () => {
    const slot = await admin.admin.schedule.create({
      date: '2031-06-02',
      startTime: '09:00',
      endTime: '10:00',
      locationId: 'virtual',
      maxBookings: 5,
    });
    const first = await insertBooking(env.db, { slotId: slot.id, name: 'Wendy One', email: 'wendy1@example.com' });
    const second = await insertBooking(env.db, { slotId: slot.id, name: 'Wendy Two', email: 'wendy2@example.com' });
    const result = await admin.admin.withdrawals.withdraw({ kind: 'slot', id: slot.id });
    expect(result.cancelled).toHaveLength(2);
    const { rows } = await admin.admin.audit.list({ pageSize: 200 });
    const withdrawals = rows.filter((r) => r.action === 'slot.withdraw' && r.entityId === String(slot.id));
    expect(withdrawals).toHaveLength(1);
    expect(withdrawals[0]).toMatchObject({ actor: TEST_ADMIN.username, entity: 'slot', after: { outcome: 'deactivated', failed: [] } });
    const refs = (withdrawals[0]!.after as { cancelled: { ref: string }[] }).cancelled.map((c) => c.ref).sort();
    expect(refs).toEqual([`B-${first}`, `B-${second}`].sort());
    expect(withdrawals[0]!.summary).toMatch(
      new RegExp(`^Withdrew class slot ${slot.id} \\(deactivated\\): cancelled 2 bookings \\(B-\\d+, B-\\d+\\)$`),
    );
  });

  it('records a webhook endpoint created and removed, never its signing secret', async () => {
    const { endpoint, secret } = await admin.admin.webhooks.create({
      url: 'http://127.0.0.1:9/audit-hook',
      description: 'audit',
      events: ['booking.confirmed'],
    });
    const created = await latest('webhook_endpoint.create');
    expect(created).toMatchObject({
      actor: TEST_ADMIN.username,
      entity: 'webhook_endpoint',
      entityId: String(endpoint.id),
      after: { url: 'http://127.0.0.1:9/audit-hook', events: ['booking.confirmed'] },
    });
    expect(JSON.stringify(created)).not.toContain(secret);
    await admin.admin.webhooks.remove({ id: endpoint.id });
    expect(await latest('webhook_endpoint.remove')).toMatchObject({
      entityId: String(endpoint.id),
      before: { url: 'http://127.0.0.1:9/audit-hook' },
      after: null,
    });
  });
});
