import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DiscountType } from '../../../domain/discount';
import { normaliseDiscountCode } from '../../../domain/discount';
import type { DiscountCodeDto } from '../../../domain/dto';
import type { discountCodeInputSchema, discountCodePatchSchema } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { discountCodes, orders } from '../../db/schema';
import { discountColumns } from '../money/discounts';
import type { SyncPage, SyncQuery } from '../../../domain/sync';
import { readChanges, recordDeletions } from '../platform/sync';
import { conflict, invalid, notFound } from '../../../domain/errors';
import * as audit from './audit';
import type { Actor } from './audit';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from './db-errors';

export type DiscountCreate = z.output<typeof discountCodeInputSchema>;
export type DiscountPatch = z.output<typeof discountCodePatchSchema>;

export const DUPLICATE_CODE = 'A discount code with this code already exists';
export const CODE_USED = 'This discount code has been used; deactivate it instead';

/**
 * The stored value, in the same unit as the wire in both directions (GET answers what POST/PATCH take):
 * whole percent, or integer pence for a fixed amount. Anything that would need rounding is refused.
 */
export function storedDiscountValue(discountType: DiscountType, value: number): number {
  if (discountType === 'percentage') {
    if (!Number.isInteger(value) || value < 1 || value > 100) throw invalid('value', 'a percentage must be a whole number from 1 to 100');
    return value;
  }
  if (!Number.isInteger(value)) throw invalid('value', 'a fixed discount is a whole number of pence (500 = £5.00)');
  if (value < 1 || value > 100_000_00) throw invalid('value', 'a fixed discount must be between 1 and 10000000 pence');
  return value;
}

function checkDates(validFrom: Date | null | undefined, validUntil: Date | null | undefined) {
  if (validFrom && validUntil && validUntil.getTime() < validFrom.getTime()) throw invalid('validUntil', 'must not be before validFrom');
}

async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(DUPLICATE_CODE);
    throw error;
  }
}

export function createAdminDiscountService(deps: { db: Db }) {
  const { db } = deps;

  async function byId(id: number): Promise<DiscountCodeDto> {
    const [row] = await db.select(discountColumns).from(discountCodes).where(eq(discountCodes.id, id));
    if (!row) throw notFound('Discount code not found');
    return row;
  }

  return {
    async list(): Promise<DiscountCodeDto[]> {
      return db.select(discountColumns).from(discountCodes).orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
    },

    /** Discount codes read by change (decision 750): a use taken or given back changes a code too. */
    changes: (input: SyncQuery): Promise<SyncPage<DiscountCodeDto>> => readChanges(db, discountCodes, discountColumns, input, (row) => row),

    async create(input: DiscountCreate, actor: Actor): Promise<DiscountCodeDto> {
      checkDates(input.validFrom, input.validUntil);
      const values = {
        code: normaliseDiscountCode(input.code),
        description: input.description,
        discountType: input.discountType,
        value: storedDiscountValue(input.discountType, input.value),
        isActive: input.isActive,
        validFrom: input.validFrom ?? null,
        validUntil: input.validUntil ?? null,
        maxUses: input.maxUses ?? null,
        maxUsesPerEmail: input.maxUsesPerEmail ?? null,
      };
      return uniqueCode(() =>
        db.transaction(async (tx) => {
          const [row] = await tx.insert(discountCodes).values(values).returning(discountColumns);
          await audit.record(tx, { actor, action: 'discount_code.create', entity: 'discount_code', entityId: row!.id, after: row });
          return row!;
        }),
      );
    },

    async update(id: number, patch: DiscountPatch, actor: Actor): Promise<DiscountCodeDto> {
      const current = await byId(id);
      // A type change reinterprets the number (percent vs pence), so it must come with its new value.
      if (patch.discountType !== undefined && patch.discountType !== current.discountType && patch.value === undefined) {
        throw invalid('value', 'give the value when changing discountType');
      }
      const discountType = patch.discountType ?? current.discountType;
      checkDates(
        patch.validFrom !== undefined ? patch.validFrom : current.validFrom,
        patch.validUntil !== undefined ? patch.validUntil : current.validUntil,
      );
      const set = {
        ...(patch.code !== undefined ? { code: normaliseDiscountCode(patch.code) } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.discountType !== undefined ? { discountType } : {}),
        ...(patch.value !== undefined ? { value: storedDiscountValue(discountType, patch.value) } : {}),
        ...(patch.isActive !== undefined ? { isActive: patch.isActive } : {}),
        ...(patch.validFrom !== undefined ? { validFrom: patch.validFrom } : {}),
        ...(patch.validUntil !== undefined ? { validUntil: patch.validUntil } : {}),
        ...(patch.maxUses !== undefined ? { maxUses: patch.maxUses } : {}),
        ...(patch.maxUsesPerEmail !== undefined ? { maxUsesPerEmail: patch.maxUsesPerEmail } : {}),
      };
      if (Object.keys(set).length === 0) return current;
      return uniqueCode(() =>
        db.transaction(async (tx) => {
          const [before] = await tx.select(discountColumns).from(discountCodes).where(eq(discountCodes.id, id)).for('update');
          if (!before) throw notFound('Discount code not found');
          const [after] = await tx.update(discountCodes).set(set).where(eq(discountCodes.id, id)).returning(discountColumns);
          await audit.record(tx, { actor, action: 'discount_code.update', entity: 'discount_code', entityId: id, before, after });
          return after!;
        }),
      );
    },

    /** Only a code nobody has used (or has an order for) is deleted; a used one stays for the order history. */
    async remove(id: number, actor: Actor): Promise<{ success: true }> {
      try {
        await db.transaction(async (tx) => {
          const [code] = await tx.select(discountColumns).from(discountCodes).where(eq(discountCodes.id, id)).for('update');
          if (!code) throw notFound('Discount code not found');
          const [ordered] = await tx.select({ n: count() }).from(orders).where(eq(orders.discountCodeId, id));
          if (code.uses > 0 || ordered!.n > 0) throw conflict(CODE_USED);
          await tx.delete(discountCodes).where(eq(discountCodes.id, id));
          await recordDeletions(tx, 'discount_code', [id]);
          await audit.record(tx, { actor, action: 'discount_code.remove', entity: 'discount_code', entityId: id, before: code });
        });
      } catch (error) {
        if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw conflict(CODE_USED);
        throw error;
      }
      return { success: true };
    },
  };
}

export type AdminDiscountService = ReturnType<typeof createAdminDiscountService>;
