/**
 * Class packs and credits. Credits belong to an e-mail address (lower-case) in lots, one per grant; a
 * lot's `remaining` is its balance and every change of it writes a ledger row with its reason.
 *
 * Spending locks the e-mail's lots (after the slot: the lock order of every booking path), picks the
 * live covering lot that expires first and takes one credit with `remaining >= 1` in the UPDATE itself,
 * in the transaction that takes the place. Restoring is keyed by the booking in the ledger, so a booking
 * gets its credit back once whatever races.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { classBookingRef } from '../../../domain/booking-ref';
import {
  CANCEL_CREDIT_VALIDITY_DAYS,
  type CreditScope,
  type CreditTarget,
  creditExpiry,
  creditsKeptAfterRefund,
  REFUND_REVOKE_NOTE,
  lotToSpend,
  normaliseEmail,
} from '../../../domain/packs';
import type { DbOrTx } from '../../db/client';
import { creditLedger, creditLots } from '../../db/schema';
import type { CreditBalanceFacts } from './credit-mails';

export type Actor = 'owner' | 'customer' | 'system';

export const lotColumns = {
  id: creditLots.id,
  email: creditLots.email,
  scope: creditLots.scope,
  title: creditLots.title,
  classTypeIds: creditLots.classTypeIds,
  granted: creditLots.granted,
  remaining: creditLots.remaining,
  expiresAt: creditLots.expiresAt,
  updatedAt: creditLots.updatedAt,
};
export type LotRow = {
  id: number;
  email: string;
  scope: CreditScope;
  title: string;
  classTypeIds: number[];
  granted: number;
  remaining: number;
  expiresAt: Date;
  updatedAt: Date;
};

export async function ledger(
  tx: DbOrTx,
  row: {
    lotId: number;
    delta: number;
    reason: (typeof creditLedger.reason.enumValues)[number];
    note: string;
    actor: Actor;
    bookingId?: number | null;
  },
) {
  return tx
    .insert(creditLedger)
    .values({ ...row, bookingId: row.bookingId ?? null })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
}

/** Credits earlier refunds took back from a lot. */
export async function revokedByRefunds(tx: DbOrTx, lotId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(-sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(and(eq(creditLedger.lotId, lotId), eq(creditLedger.reason, 'adjust'), eq(creditLedger.note, REFUND_REVOKE_NOTE)));
  return Number(row?.n ?? 0);
}

/**
 * A class pack's order was refunded (in full or in part): its lot keeps only the unused credits the money still
 * paid covers (domain creditsKeptAfterRefund). The lot row is locked, so a repeat or a race takes none twice.
 * Returns how many were taken now.
 */
export async function revokeRefundedCredits(
  tx: DbOrTx,
  opts: { orderId: number; paidPence: number; refundedPence: number; actor: Actor },
): Promise<number> {
  const [lot] = await tx
    .select({ id: creditLots.id, granted: creditLots.granted, remaining: creditLots.remaining })
    .from(creditLots)
    .where(eq(creditLots.orderId, opts.orderId))
    .for('update');
  if (!lot) return 0;
  const keep = creditsKeptAfterRefund({ ...lot, revoked: await revokedByRefunds(tx, lot.id) }, opts.paidPence, opts.refundedPence);
  const take = lot.remaining - keep;
  if (take <= 0) return 0;
  await tx.update(creditLots).set({ remaining: keep }).where(eq(creditLots.id, lot.id));
  await ledger(tx, {
    lotId: lot.id,
    delta: -take,
    reason: 'adjust',
    note: REFUND_REVOKE_NOTE,
    actor: opts.actor,
  });
  return take;
}

/** Live credits of an e-mail for mails and pages: in total, and per lot title. */
export async function liveBalance(tx: DbOrTx, email: string, now: Date): Promise<CreditBalanceFacts> {
  const lots = await tx
    .select(lotColumns)
    .from(creditLots)
    .where(and(eq(creditLots.email, normaliseEmail(email)), gt(creditLots.remaining, 0), gt(creditLots.expiresAt, now)))
    .orderBy(asc(creditLots.expiresAt));
  return {
    total: lots.reduce((s, l) => s + l.remaining, 0),
    lots: lots.map((l) => ({ title: l.title, remaining: l.remaining, expiresAt: l.expiresAt })),
  };
}

/** Grants a lot; `orderId` or `sourceBookingId` make it happen once (a replayed payment grants nothing). */
export async function grantLot(
  tx: DbOrTx,
  lot: {
    email: string;
    scope: CreditScope;
    title: string;
    classTypeIds: number[];
    credits: number;
    expiresAt: Date;
    orderId?: number;
    sourceBookingId?: number;
  },
  actor: Actor,
  note: string,
): Promise<number | null> {
  const [row] = await tx
    .insert(creditLots)
    .values({
      email: normaliseEmail(lot.email),
      scope: lot.scope,
      title: lot.title,
      classTypeIds: lot.classTypeIds,
      granted: lot.credits,
      remaining: lot.credits,
      expiresAt: lot.expiresAt,
      orderId: lot.orderId ?? null,
      sourceBookingId: lot.sourceBookingId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: creditLots.id });
  if (!row) return null;
  await ledger(tx, { lotId: row.id, delta: lot.credits, reason: 'grant', note, actor });
  return row.id;
}

/**
 * Takes one credit that pays for `target` from the e-mail's live lots, in the caller's transaction (which
 * has already taken the place). Null when there is none: the caller rolls the place back.
 */
export async function spendCredit(
  tx: DbOrTx,
  opts: { email: string; target: CreditTarget; bookingId: number; now: Date },
): Promise<number | null> {
  const lots = (await tx
    .select(lotColumns)
    .from(creditLots)
    .where(and(eq(creditLots.email, normaliseEmail(opts.email)), gt(creditLots.remaining, 0)))
    .orderBy(asc(creditLots.id))
    .for('update')) as LotRow[];
  const lot = lotToSpend(lots, opts.target, opts.now);
  if (!lot) return null;
  const [spent] = await tx
    .update(creditLots)
    .set({ remaining: sql`${creditLots.remaining} - 1` })
    .where(and(eq(creditLots.id, lot.id), sql`${creditLots.remaining} >= 1`, gt(creditLots.expiresAt, opts.now)))
    .returning({ id: creditLots.id });
  if (!spent) return null;
  await ledger(tx, {
    lotId: lot.id,
    delta: -1,
    reason: 'spend',
    note: `Booking ${classBookingRef(opts.bookingId)}`,
    actor: 'customer',
    bookingId: opts.bookingId,
  });
  return lot.id;
}

/** Gives a cancelled booking's credit back to its lot, once: the ledger's restore row is unique per booking. */
export async function restoreCredit(tx: DbOrTx, opts: { bookingId: number; lotId: number; actor: Actor; note: string }): Promise<boolean> {
  const [row] = await ledger(tx, {
    lotId: opts.lotId,
    delta: 1,
    reason: 'restore',
    note: opts.note,
    actor: opts.actor,
    bookingId: opts.bookingId,
  });
  if (!row) return false;
  await tx
    .update(creditLots)
    .set({ remaining: sql`${creditLots.remaining} + 1` })
    .where(eq(creditLots.id, opts.lotId));
  return true;
}

/** One credit instead of a refund for a paid class cancelled 24 h or more ahead (once per booking). */
export async function grantCancelCredit(
  tx: DbOrTx,
  opts: {
    email: string;
    bookingId: number;
    classTypeId: number | null;
    className: string;
    now: Date;
    /** One per place: a group the owner cancelled gets a credit for each of its places in one lot (decision 811). */
    credits?: number;
  },
): Promise<number | null> {
  const credits = opts.credits ?? 1;
  return grantLot(
    tx,
    {
      email: opts.email,
      scope: 'class',
      title: `${credits} ${opts.className} credit${credits === 1 ? '' : 's'} (instead of a refund)`,
      classTypeIds: opts.classTypeId === null ? [] : [opts.classTypeId],
      credits,
      expiresAt: creditExpiry(opts.now, CANCEL_CREDIT_VALIDITY_DAYS),
      sourceBookingId: opts.bookingId,
    },
    'customer',
    `Cancelled booking ${classBookingRef(opts.bookingId)}: credit instead of a refund`,
  );
}
