import { eq, sql } from 'drizzle-orm';
import type { DiscountValidationDto } from '../../domain/dto';
import { type Discount, discountLabel, discountValueText, normaliseDiscountCode } from '../../domain/discount';
import type { DbOrTx } from '../db/client';
import { discountCodes } from '../db/schema';

export const DISCOUNT_ERRORS = {
  unknown: 'Invalid discount code',
  inactive: 'This discount code is no longer active',
  expired: 'This discount code has expired',
  notYet: 'This discount code is not valid yet',
  usedUp: 'This discount code has reached its usage limit',
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
  uses: discountCodes.uses,
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
  if (row.validUntil && row.validUntil.getTime() < now.getTime()) return DISCOUNT_ERRORS.expired;
  if (row.validFrom && row.validFrom.getTime() > now.getTime()) return DISCOUNT_ERRORS.notYet;
  if (row.maxUses != null && row.uses >= row.maxUses) return DISCOUNT_ERRORS.usedUp;
  return null;
}

export function createDiscountService(deps: { db: DbOrTx }) {
  /** The code if it can be used right now; inside a transaction pass `tx` so the check sees its snapshot. */
  async function lookup(code: string, opts: { tx?: DbOrTx; now?: Date } = {}): Promise<DiscountLookup> {
    const db = opts.tx ?? deps.db;
    const normalised = normaliseDiscountCode(code);
    const [row] = normalised ? await db.select(discountColumns).from(discountCodes).where(eq(discountCodes.code, normalised)) : [];
    const error = problemWith(row, opts.now ?? new Date());
    if (error || !row) return { ok: false, error: error ?? DISCOUNT_ERRORS.unknown };
    return { ok: true, discount: { id: row.id, code: row.code, description: row.description, discountType: row.discountType, value: row.value } };
  }

  return {
    lookup,

    /** The answer of POST /api/validate-discount, exactly the spec's shape. */
    async validate(code: string, now = new Date()): Promise<DiscountValidationDto> {
      const result = await lookup(code, { now });
      if (!result.ok) {
        return { valid: false, code: normaliseDiscountCode(code), error: result.error, description: null, discountType: null, discountValue: null };
      }
      const d = result.discount;
      return { valid: true, code: d.code, error: null, description: d.description || `${discountLabel(d)} off`, discountType: d.discountType, discountValue: discountValueText(d) };
    },

    /** Counts one use; called when a discounted payment is confirmed, in the confirmation's transaction. */
    async countUse(tx: DbOrTx, id: number): Promise<void> {
      await tx.update(discountCodes).set({ uses: sql`${discountCodes.uses} + 1` }).where(eq(discountCodes.id, id));
    },
  };
}

export type DiscountService = ReturnType<typeof createDiscountService>;
