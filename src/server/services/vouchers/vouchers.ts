/**
 * Gift vouchers (decision 730). A voucher is money in pence behind a code; only the code's sha256 is stored.
 *
 * Spending is one statement: the voucher row is locked and its balance lowered by what it can pay
 * (`least(balance, price)`) in the same UPDATE, so 200 parallel spends over any number of instances take at most
 * the balance and it never goes below 0 (a CHECK backs this). The order records what the voucher paid
 * (`voucher_pence`) with a flag (`voucher_reserved`) cleared once when it goes back: a hold that ends unpaid, a
 * refund. Every change writes a ledger row; issuing and every spend and return is also in the audit trail.
 */
import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { invalid, notFound } from '../../../domain/errors';
import { addDays, londonInstant, londonToday } from '../../../domain/time';
import {
  DEFAULT_VOUCHER_AMOUNTS,
  DEFAULT_VOUCHER_MONTHS,
  formatVoucherCode,
  looksLikeVoucherCode,
  normaliseVoucherCode,
  VOUCHER_ALPHABET,
  VOUCHER_CODE_CHARS,
  type VoucherBalanceDto,
  type VoucherRowDto,
  type VoucherSettings,
  voucherBackPence,
  voucherSettingsInput,
} from '../../../domain/vouchers';
import type { Db, DbOrTx } from '../../db/client';
import { orders, voucherLedger, vouchers, voucherSettings } from '../../db/schema';
import * as audit from '../admin/audit';
import type { SyncPage, SyncQuery } from '../../../domain/sync';
import { readChanges } from '../platform/sync';

export const VOUCHER_ERRORS = {
  notFound: 'voucherCode: no voucher has this code',
  expired: 'voucherCode: this voucher has expired',
  empty: 'voucherCode: this voucher has no balance left',
} as const;

/** The trail's actor for what visitors and the payment flow do. */
export const SYSTEM_ACTOR = 'system';

export const hashVoucherCode = (code: string) => createHash('sha256').update(normaliseVoucherCode(code)).digest('hex');

function newCode(): string {
  let bare = '';
  for (let i = 0; i < VOUCHER_CODE_CHARS; i++) bare += VOUCHER_ALPHABET[randomInt(VOUCHER_ALPHABET.length)];
  return bare;
}

/** The London midnight `months` after today's end: a voucher issued on 3 March for 12 months works all of 3 March next year. */
export function voucherExpiry(now: Date, months: number): Date {
  const [y, m, d] = londonToday(now).split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const day = `${target.getUTCFullYear()}-${String(target.getUTCMonth() + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
  return londonInstant(addDays(day, 1), '00:00');
}

export async function readVoucherSettings(db: DbOrTx): Promise<VoucherSettings> {
  const [row] = await db.select().from(voucherSettings).where(eq(voucherSettings.id, 1));
  return row
    ? { amountsPence: row.amountsPence, validityMonths: row.validityMonths }
    : { amountsPence: DEFAULT_VOUCHER_AMOUNTS, validityMonths: DEFAULT_VOUCHER_MONTHS };
}

export interface NewVoucher {
  amountPence: number;
  recipientEmail: string;
  recipientName?: string | undefined;
  message?: string | undefined;
  source: 'admin' | 'purchase';
  buyerName?: string;
  buyerEmail?: string;
  orderId?: number;
  sendOn?: string | null;
}

/**
 * Writes a voucher with its 'issue' ledger row and audit row; the plain code is returned once, here, and never
 * stored. A purchase order makes at most one (a replayed payment issues nothing: null).
 */
export async function issueVoucher(tx: DbOrTx, v: NewVoucher, actor: string, now: Date): Promise<{ id: number; code: string } | null> {
  const settings = await readVoucherSettings(tx);
  const bare = newCode();
  const [row] = await tx
    .insert(vouchers)
    .values({
      codeHash: hashVoucherCode(bare),
      codeHint: bare.slice(-4),
      source: v.source,
      initialPence: v.amountPence,
      balancePence: v.amountPence,
      expiresAt: voucherExpiry(now, settings.validityMonths),
      recipientEmail: v.recipientEmail.trim().toLowerCase(),
      recipientName: v.recipientName?.trim() ?? '',
      message: v.message?.trim() ?? '',
      buyerName: v.buyerName ?? '',
      buyerEmail: v.buyerEmail ?? '',
      orderId: v.orderId ?? null,
      sendOn: v.sendOn ?? null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: vouchers.id, expiresAt: vouchers.expiresAt });
  if (!row) return null;
  await tx
    .insert(voucherLedger)
    .values({ voucherId: row.id, deltaPence: v.amountPence, reason: 'issue', orderId: v.orderId ?? null, actor, at: now });
  await audit.record(tx, {
    actor,
    action: 'voucher.issue',
    entity: 'voucher',
    entityId: `V-${row.id}`,
    after: { amountPence: v.amountPence, source: v.source, expiresAt: row.expiresAt, codeEnds: bare.slice(-4), orderId: v.orderId ?? null },
    at: now,
  });
  return { id: row.id, code: formatVoucherCode(bare) };
}

/** The voucher a code opens, or a field error saying why it cannot pay (unknown, expired, empty). */
export async function usableVoucher(db: DbOrTx, code: string, now: Date) {
  const row = looksLikeVoucherCode(code)
    ? (
        await db
          .select()
          .from(vouchers)
          .where(eq(vouchers.codeHash, hashVoucherCode(code)))
      )[0]
    : undefined;
  if (!row) throw invalid('voucherCode', VOUCHER_ERRORS.notFound.replace('voucherCode: ', ''));
  if (row.expiresAt <= now) throw invalid('voucherCode', VOUCHER_ERRORS.expired.replace('voucherCode: ', ''));
  if (row.balancePence < 1) throw invalid('voucherCode', VOUCHER_ERRORS.empty.replace('voucherCode: ', ''));
  return row;
}

/**
 * Takes what the voucher can pay of `amountPence` for an order, in the caller's transaction, in ONE statement:
 * the row is locked, the balance re-read after any spend that committed first, and lowered by at most itself.
 * Returns the pence taken (at least 1) and the balance left after it (read by the same statement: what her screen
 * shows as left on the voucher), or throws a field error when it has nothing left or has expired.
 * The order's `voucher_*` columns are set here, so the share goes back through `giveBack` exactly once.
 */
export async function spendOnOrder(
  tx: DbOrTx,
  opts: { voucherId: number; orderId: number; amountPence: number; now: Date; actor?: string },
): Promise<{ taken: number; balancePence: number }> {
  if (opts.amountPence < 1) {
    const [row] = await tx.select({ balance: vouchers.balancePence }).from(vouchers).where(eq(vouchers.id, opts.voucherId));
    return { taken: 0, balancePence: row?.balance ?? 0 };
  }
  const result = await tx.execute(sql`
    with v as (
      select id, balance_pence from ${vouchers}
      where id = ${opts.voucherId} and expires_at > ${opts.now.toISOString()}::timestamptz and balance_pence > 0
      for update
    )
    update ${vouchers} set balance_pence = ${vouchers.balancePence} - least(v.balance_pence, ${opts.amountPence}::int), updated_at = now()
    from v where ${vouchers.id} = v.id
    returning least(v.balance_pence, ${opts.amountPence}::int) as taken, ${vouchers.balancePence} as balance`);
  const [spent] = rowsOf<{ taken: number; balance: number }>(result);
  const taken = Number(spent?.taken ?? 0);
  if (taken < 1) {
    const [row] = await tx.select({ expiresAt: vouchers.expiresAt }).from(vouchers).where(eq(vouchers.id, opts.voucherId));
    throw invalid(
      'voucherCode',
      (row && row.expiresAt <= opts.now ? VOUCHER_ERRORS.expired : VOUCHER_ERRORS.empty).replace('voucherCode: ', ''),
    );
  }
  await tx.update(orders).set({ voucherId: opts.voucherId, voucherPence: taken, voucherReserved: true }).where(eq(orders.id, opts.orderId));
  await tx.insert(voucherLedger).values({
    voucherId: opts.voucherId,
    deltaPence: -taken,
    reason: 'redeem',
    orderId: opts.orderId,
    actor: opts.actor ?? SYSTEM_ACTOR,
    at: opts.now,
  });
  await audit.record(tx, {
    actor: opts.actor ?? SYSTEM_ACTOR,
    action: 'voucher.redeem',
    entity: 'voucher',
    entityId: `V-${opts.voucherId}`,
    after: { orderId: opts.orderId, pence: taken, balancePence: Number(spent!.balance) },
    at: opts.now,
  });
  return { taken, balancePence: Number(spent!.balance) };
}

/** drizzle's execute answers an array on PGlite and postgres-js alike, or `{ rows }` on some drivers. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

/**
 * Gives back what these orders' vouchers paid (all of it, or `percent` of it for a part refund), once per order:
 * the order's flag is cleared by a conditional UPDATE, so a repeat or a race gives nothing twice.
 */
export async function giveBack(
  tx: DbOrTx,
  opts: { orderIds: number[]; reason: 'release' | 'refund'; now: Date; actor?: string; percent?: number },
): Promise<number> {
  if (opts.orderIds.length === 0) return 0;
  const released = await tx
    .update(orders)
    .set({ voucherReserved: false })
    .where(and(inArray(orders.id, opts.orderIds), eq(orders.voucherReserved, true)))
    .returning({ orderId: orders.id, voucherId: orders.voucherId, pence: orders.voucherPence });
  let total = 0;
  // One voucher at a time, in id order: the lock order when two orders of one voucher go back together.
  for (const r of released.sort((a, b) => (a.voucherId ?? 0) - (b.voucherId ?? 0))) {
    const pence = voucherBackPence(r.pence, opts.percent);
    if (r.voucherId === null || pence < 1) continue;
    const [after] = await tx
      .update(vouchers)
      .set({ balancePence: sql`least(${vouchers.initialPence}, ${vouchers.balancePence} + ${pence})` })
      .where(eq(vouchers.id, r.voucherId))
      .returning({ balance: vouchers.balancePence });
    await tx.insert(voucherLedger).values({
      voucherId: r.voucherId,
      deltaPence: pence,
      reason: opts.reason,
      orderId: r.orderId,
      actor: opts.actor ?? SYSTEM_ACTOR,
      at: opts.now,
    });
    await audit.record(tx, {
      actor: opts.actor ?? SYSTEM_ACTOR,
      action: `voucher.${opts.reason}`,
      entity: 'voucher',
      entityId: `V-${r.voucherId}`,
      after: { orderId: r.orderId, pence, balancePence: after?.balance ?? null },
      at: opts.now,
    });
    total += pence;
  }
  return total;
}

/**
 * What gift vouchers paid of these orders (`paidPence`, for her page), and `backAt(percent)`: what `giveBack` would
 * return at that percent now, by the same rule (only shares not yet given back). Nothing is written.
 */
export async function voucherShares(db: DbOrTx, orderIds: number[]): Promise<{ paidPence: number; backAt: (percent: number) => number }> {
  const rows = orderIds.length
    ? await db.select({ pence: orders.voucherPence, reserved: orders.voucherReserved }).from(orders).where(inArray(orders.id, orderIds))
    : [];
  return {
    paidPence: rows.reduce((sum, r) => sum + r.pence, 0),
    backAt: (percent) => rows.reduce((sum, r) => sum + (r.reserved ? voucherBackPence(r.pence, percent) : 0), 0),
  };
}

/** `giveBack` for the orders of these bookings (a class hold that ended unpaid). */
export async function releaseForBookings(tx: DbOrTx, bookingIds: number[], now: Date): Promise<void> {
  if (bookingIds.length === 0) return;
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.bookingId, bookingIds), eq(orders.voucherReserved, true)));
  await giveBack(tx, { orderIds: rows.map((r) => r.id), reason: 'release', now });
}

/** `giveBack` for the orders of these appointments (holds that lapsed unpaid). */
export async function releaseVouchersOfAppointments(tx: DbOrTx, appointmentIds: number[], now: Date): Promise<void> {
  if (appointmentIds.length === 0) return;
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.appointmentId, appointmentIds), eq(orders.voucherReserved, true)));
  await giveBack(tx, { orderIds: rows.map((r) => r.id), reason: 'release', now });
}

/**
 * A late payment for an order whose hold ended (and gave its voucher share back): the share is taken again only
 * if the voucher still has all of it, conditionally; false means it cannot, and the card payment is handed back.
 */
export async function retakeForOrder(
  tx: DbOrTx,
  order: { id: number; voucherId: number | null; voucherPence: number; voucherReserved: boolean },
  now: Date,
): Promise<boolean> {
  if (order.voucherId === null || order.voucherPence < 1 || order.voucherReserved) return true;
  const [row] = await tx
    .update(vouchers)
    .set({ balancePence: sql`${vouchers.balancePence} - ${order.voucherPence}` })
    .where(and(eq(vouchers.id, order.voucherId), sql`${vouchers.balancePence} >= ${order.voucherPence}`))
    .returning({ id: vouchers.id });
  if (!row) return false;
  await tx.update(orders).set({ voucherReserved: true }).where(eq(orders.id, order.id));
  await tx.insert(voucherLedger).values({
    voucherId: order.voucherId,
    deltaPence: -order.voucherPence,
    reason: 'retake',
    orderId: order.id,
    actor: SYSTEM_ACTOR,
    at: now,
  });
  await audit.record(tx, {
    actor: SYSTEM_ACTOR,
    action: 'voucher.retake',
    entity: 'voucher',
    entityId: `V-${order.voucherId}`,
    after: { orderId: order.id, pence: order.voucherPence },
    at: now,
  });
  return true;
}

/** Outstanding liability: what unexpired vouchers can still pay, in pence. */
export async function voucherLiability(db: DbOrTx, now: Date): Promise<{ pence: number; count: number }> {
  const [row] = await db
    .select({
      pence: sql<number>`coalesce(sum(${vouchers.balancePence}), 0)::int`,
      count: sql<number>`count(*) filter (where ${vouchers.balancePence} > 0)::int`,
    })
    .from(vouchers)
    .where(gt(vouchers.expiresAt, now));
  return { pence: Number(row?.pence ?? 0), count: Number(row?.count ?? 0) };
}

/** The owner's list of vouchers: never the code, only its last characters. */
const voucherRowColumns = {
  id: vouchers.id,
  codeHint: vouchers.codeHint,
  source: vouchers.source,
  initialPence: vouchers.initialPence,
  balancePence: vouchers.balancePence,
  expiresAt: vouchers.expiresAt,
  recipientEmail: vouchers.recipientEmail,
  recipientName: vouchers.recipientName,
  createdAt: vouchers.createdAt,
  sentAt: vouchers.sentAt,
  updatedAt: vouchers.updatedAt,
};

function toVoucherRow(r: { [K in keyof typeof voucherRowColumns]: (typeof vouchers.$inferSelect)[K] }): VoucherRowDto {
  return {
    ...r,
    expiresAt: r.expiresAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function createVoucherService(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;

  return {
    /** The owner gives a voucher without payment (a prize, a goodwill gesture); the code is answered once. */
    async issueByOwner(
      input: { amountPence: number; recipientEmail: string; recipientName?: string | undefined; message?: string | undefined },
      actor: string,
    ): Promise<{ id: number; code: string; amountPence: number; expiresAt: Date }> {
      const now = clock();
      return db.transaction(async (tx) => {
        const made = await issueVoucher(tx, { ...input, source: 'admin', buyerName: actor }, actor, now);
        const [row] = await tx.select({ expiresAt: vouchers.expiresAt }).from(vouchers).where(eq(vouchers.id, made!.id));
        return { ...made!, amountPence: input.amountPence, expiresAt: row!.expiresAt };
      });
    },

    /** What a code is worth now. An unknown code is a 404; an expired one answers with `expired: true` and its balance. */
    async balance(code: string): Promise<VoucherBalanceDto> {
      const now = clock();
      const row = looksLikeVoucherCode(code)
        ? (
            await db
              .select()
              .from(vouchers)
              .where(eq(vouchers.codeHash, hashVoucherCode(code)))
          )[0]
        : undefined;
      if (!row) throw notFound('No voucher has this code');
      return {
        code: formatVoucherCode(normaliseVoucherCode(code)),
        balancePence: row.balancePence,
        initialPence: row.initialPence,
        expiresAt: row.expiresAt.toISOString(),
        expired: row.expiresAt <= now,
      };
    },

    async list(limit = 200): Promise<VoucherRowDto[]> {
      const rows = await db.select(voucherRowColumns).from(vouchers).orderBy(desc(vouchers.id)).limit(limit);
      return rows.map(toVoucherRow);
    },

    /** Read by change (decisions 750, 798): a redemption, a give-back, the sending or an erasure moves a voucher. */
    changes: (input: SyncQuery): Promise<SyncPage<VoucherRowDto>> => readChanges(db, vouchers, voucherRowColumns, input, toVoucherRow),

    liability: () => voucherLiability(db, clock()),

    settings: () => readVoucherSettings(db),

    async saveSettings(input: VoucherSettings, actor: string): Promise<VoucherSettings> {
      const next = voucherSettingsInput.parse(input);
      const amounts = [...new Set(next.amountsPence)].sort((a, b) => a - b);
      return db.transaction(async (tx) => {
        const before = await readVoucherSettings(tx);
        await tx
          .insert(voucherSettings)
          .values({ id: 1, amountsPence: amounts, validityMonths: next.validityMonths })
          .onConflictDoUpdate({
            target: voucherSettings.id,
            set: { amountsPence: amounts, validityMonths: next.validityMonths, updatedAt: clock() },
          });
        await audit.record(tx, {
          actor,
          action: 'voucher_settings.update',
          entity: 'voucher_settings',
          before,
          after: { amountsPence: amounts, validityMonths: next.validityMonths },
        });
        return { amountsPence: amounts, validityMonths: next.validityMonths };
      });
    },
  };
}

export type VoucherService = ReturnType<typeof createVoucherService>;
