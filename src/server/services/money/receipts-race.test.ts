/**
 * Receipt numbers under a rush: PGlite is one session where the counter's row lock proves nothing, so this runs
 * on PostgreSQL only (server-postgres), through two connection pools as two server instances would.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments, receipts, refunds } from '../../db/schema';
import { createSlot, seededClassType, visitor } from '../../test/booking-fixtures';
import { type TestEnv, testDbKind, useTestEnv } from '../../test/harness';

const env = useTestEnv();
const CARD_OK = '4242424242424242';

describe.runIf(testDbKind() === 'postgres')('receipt numbers on PostgreSQL', () => {
  let instances: ((opts?: Parameters<TestEnv['caller']>[0]) => ReturnType<TestEnv['caller']>)[];

  beforeAll(async () => {
    const other = await env.secondInstance({ poolSize: 20 });
    instances = [env.caller, other.caller];
  });

  /** A held booking with its browser (the hold cookie), made on one instance or the other. */
  async function holds(n: number, tag: string) {
    const mat = await seededClassType(env.db, 'Mat Pilates Class');
    const slot = await createSlot(env.db, { allowed: [mat.id], maxBookings: n + 5 });
    const made: { browser: ReturnType<TestEnv['browser']>; clientSecret: string; bookingId: number }[] = [];
    for (let start = 0; start < n; start += 25) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(25, n - start) }, async (_, k) => {
          const i = start + k;
          const browser = env.browser();
          const res = await instances[i % 2]!({ browser }).bookings.create({
            ...visitor(`${tag}-${i}`),
            classTypeId: mat.id,
            scheduleId: slot.id,
          });
          if (!res.success) throw new Error(`booking ${i} refused: ${res.message}`);
          return { browser, clientSecret: res.clientSecret!, bookingId: res.bookingId! };
        }),
      );
      made.push(...batch);
    }
    return made;
  }

  it('numbers 200 parallel payments and 20 refunds over two instances 1..N: no gap, no duplicate, one each', async () => {
    // Twenty paid bookings first: their refunds race with the payments below for the same counter.
    const early = await holds(20, 'early');
    for (const [i, h] of early.entries())
      await instances[i % 2]!({ browser: h.browser }).payments.confirmTest({ clientSecret: h.clientSecret, cardNumber: CARD_OK });
    const rush = await holds(200, 'rush');
    const adminToken = await env.adminToken();

    const paid = rush.map((h, i) =>
      // Paid on the other instance than the one that held it, as a webhook may arrive anywhere.
      instances[(i + 1) % 2]!({ browser: h.browser }).payments.confirmTest({ clientSecret: h.clientSecret, cardNumber: CARD_OK }),
    );
    const refunded = early.map((h, i) =>
      instances[i % 2]!({ token: adminToken }).admin.bookings.refund({
        ref: `B-${h.bookingId}`,
        amountPence: 100,
        idempotencyKey: `receipt-race-${i}`,
      }),
    );
    const results = await Promise.all([...paid, ...refunded]);
    expect(results.slice(0, 200).every((r) => 'status' in r && r.status === 'succeeded')).toBe(true);

    const rows = await env.db
      .select({ number: receipts.number, kind: receipts.kind, paymentId: receipts.paymentId, refundId: receipts.refundId })
      .from(receipts)
      .orderBy(asc(receipts.number));
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 240 }, (_, i) => i + 1));
    const paymentReceipts = rows.filter((r) => r.kind === 'payment');
    const creditNotes = rows.filter((r) => r.kind === 'refund');
    expect(paymentReceipts).toHaveLength(220);
    expect(new Set(paymentReceipts.map((r) => r.paymentId)).size).toBe(220);
    expect(creditNotes).toHaveLength(20);
    expect(new Set(creditNotes.map((r) => r.refundId)).size).toBe(20);
    // Every succeeded payment and refund has exactly its one receipt, and nothing else has one.
    const succeeded = await env.db
      .select({ id: payments.id })
      .from(payments)
      .where(inArray(payments.status, ['succeeded', 'refunded']));
    expect(new Set(succeeded.map((p) => p.id))).toEqual(new Set(paymentReceipts.map((r) => r.paymentId)));
    const given = await env.db.select({ id: refunds.id }).from(refunds).where(eq(refunds.status, 'succeeded'));
    expect(new Set(given.map((r) => r.id))).toEqual(new Set(creditNotes.map((r) => r.refundId)));
  }, 240_000);
});
