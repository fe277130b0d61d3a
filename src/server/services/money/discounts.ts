import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DiscountValidationDto } from '../../../domain/dto';
import { type Discount, discountLabel, discountValueText, normaliseDiscountCode } from '../../../domain/discount';
import type { DbOrTx } from '../../db/client';
import { discountCodes, orders } from '../../db/schema';

export const DISCOUNT_ERRORS = {
  unknown: 'Invalid discount code',
  inactive: 'This discount code is no longer active',
  expired: 'This discount code has expired',
  notYet: 'This discount code is not valid yet',
  usedUp: 'This discount code has reached its usage limit',
  usedByYou: 'You have already used this discount code',
} as const;

/** The columns of a discount code DTO; shared with the admin service. */
export const discountColumns = {
  id: discountCodes.id,
  code: discountCodes.code,
  description: discountCodes.description,
  discountType: discountCodes.discountType,
  value: discountCodes.value,
  isActive: discountCodes.isActive,
  validFrom: discountCodes.validFrom,
  validUntil: discountCodes.validUntil,
  maxUses: discountCodes.maxUses,
  maxUsesPerEmail: discountCodes.maxUsesPerEmail,
  uses: discountCodes.uses,
  updatedAt: discountCodes.updatedAt,
};

interface DiscountRow {
  isActive: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  uses: number;
}

export interface UsableDiscount extends Discount {
  id: number;
  code: string;
  description: string;
}

export type DiscountLookup = { ok: true; discount: UsableDiscount } | { ok: false; error: string };

function problemWith(row: DiscountRow | undefined, now: Date): string | null {
  if (!row) return DISCOUNT_ERRORS.unknown;
  if (!row.isActive) return DISCOUNT_ERRORS.inactive;
  if (row.validUntil && row.validUntil.getTime() <= now.getTime()) return DISCOUNT_ERRORS.expired;
  if (row.validFrom && row.validFrom.getTime() > now.getTime()) return DISCOUNT_ERRORS.notYet;
  if (row.maxUses != null && row.uses >= row.maxUses) return DISCOUNT_ERRORS.usedUp;
  return null;
}

/**
 * Takes one use of a code for an order about to be written, in the caller's transaction: one conditional
 * UPDATE decides it (and holds the code's row lock, so the per-e-mail count below sees every earlier
 * reservation). Returns why not, or null when the use is now this order's (set `discount_reserved`).
 */
export async function reserveUse(tx: DbOrTx, codeId: number, email: string, now: Date): Promise<string | null> {
  const [row] = await tx
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(
      and(
        eq(discountCodes.id, codeId),
        eq(discountCodes.isActive, true),
        or(isNull(discountCodes.maxUses), lt(discountCodes.uses, discountCodes.maxUses)),
        or(isNull(discountCodes.validFrom), lte(discountCodes.validFrom, now)),
        or(isNull(discountCodes.validUntil), gt(discountCodes.validUntil, now)),
      ),
    )
    .returning({ perEmail: discountCodes.maxUsesPerEmail });
  if (!row) {
    const [current] = await tx.select(discountColumns).from(discountCodes).where(eq(discountCodes.id, codeId));
    return problemWith(current, now) ?? DISCOUNT_ERRORS.usedUp;
  }
  if (row.perEmail !== null) {
    const [mine] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          eq(orders.discountCodeId, codeId),
          eq(orders.discountReserved, true),
          sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`,
        ),
      );
    if ((mine?.n ?? 0) >= row.perEmail) {
      // Not this order's after all: the use taken above goes back (the row is still ours to change).
      await tx
        .update(discountCodes)
        .set({ uses: sql`${discountCodes.uses} - 1` })
        .where(eq(discountCodes.id, codeId));
      return DISCOUNT_ERRORS.usedByYou;
    }
  }
  return null;
}

/** Gives back the uses reserved by these bookings' orders (a hold that ended unpaid). Each only once. */
export async function releaseDiscountUses(tx: DbOrTx, bookingIds: number[]): Promise<void> {
  if (bookingIds.length === 0) return;
  const released = await tx
    .update(orders)
    .set({ discountReserved: false })
    .where(and(inArray(orders.bookingId, bookingIds), eq(orders.discountReserved, true)))
    .returning({ codeId: orders.discountCodeId });
  const perCode = new Map<number, number>();
  for (const { codeId } of released) if (codeId !== null) perCode.set(codeId, (perCode.get(codeId) ?? 0) + 1);
  for (const [codeId, n] of [...perCode].sort(([a], [b]) => a - b)) {
    await tx
      .update(discountCodes)
      .set({ uses: sql`greatest(${discountCodes.uses} - ${n}, 0)` })
      .where(eq(discountCodes.id, codeId));
  }
}

/** Gives back the use an order without a place (training) reserved, when its payment ends unpaid. Only once. */
export async function releaseOrderDiscountUse(tx: DbOrTx, orderId: number): Promise<void> {
  const [released] = await tx
    .update(orders)
    .set({ discountReserved: false })
    .where(and(eq(orders.id, orderId), isNull(orders.bookingId), eq(orders.discountReserved, true)))
    .returning({ codeId: orders.discountCodeId });
  if (released?.codeId == null) return;
  await tx
    .update(discountCodes)
    .set({ uses: sql`greatest(${discountCodes.uses} - 1, 0)` })
    .where(eq(discountCodes.id, released.codeId));
}

/**
 * Counts the use of a paid order without a place whose reservation was given back (she left the payment, then paid
 * in another tab). She paid the price the code gave, so the use counts even past the code's limit.
 */
export async function retakeOrderDiscountUse(tx: DbOrTx, order: { id: number; discountCodeId: number | null; discountReserved: boolean }) {
  if (order.discountCodeId === null || order.discountReserved) return;
  await tx.update(orders).set({ discountReserved: true }).where(eq(orders.id, order.id));
  await tx
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(eq(discountCodes.id, order.discountCodeId));
}

export function createDiscountService(deps: { db: DbOrTx }) {
  /** The code if it can be used right now; inside a transaction pass `tx` so the check sees its snapshot. */
  async function lookup(code: string, opts: { tx?: DbOrTx; now?: Date } = {}): Promise<DiscountLookup> {
    const db = opts.tx ?? deps.db;
    const normalised = normaliseDiscountCode(code);
    const [row] = normalised ? await db.select(discountColumns).from(discountCodes).where(eq(discountCodes.code, normalised)) : [];
    const error = problemWith(row, opts.now ?? new Date());
    if (error || !row) return { ok: false, error: error ?? DISCOUNT_ERRORS.unknown };
    return {
      ok: true,
      discount: { id: row.id, code: row.code, description: row.description, discountType: row.discountType, value: row.value },
    };
  }

  return {
    lookup,

    /** The answer of POST /api/validate-discount, exactly the spec's shape. */
    async validate(code: string, now = new Date()): Promise<DiscountValidationDto> {
      const result = await lookup(code, { now });
      if (!result.ok) {
        return {
          valid: false,
          code: normaliseDiscountCode(code),
          error: result.error,
          description: null,
          discountType: null,
          discountValue: null,
          percentOff: null,
          amountOffPence: null,
        };
      }
      const d = result.discount;
      return {
        valid: true,
        code: d.code,
        error: null,
        description: d.description || `${discountLabel(d)} off`,
        discountType: d.discountType,
        discountValue: discountValueText(d),
        percentOff: d.discountType === 'percentage' ? d.value : null,
        amountOffPence: d.discountType === 'fixed' ? d.value : null,
      };
    },

    reserveUse,
  };
}

export type DiscountService = ReturnType<typeof createDiscountService>;
