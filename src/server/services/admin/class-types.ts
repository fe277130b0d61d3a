import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ClassTypeDto } from '../../../domain/dto';
import { parsePriceToPence } from '../../../domain/money';
import { classTypePriceDisagreement, type classTypeInputSchema, type classTypePatchSchema } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { bookings, classTypes, scheduleSlots } from '../../db/schema';
import { conflict, invalid, notFound } from '../../../domain/errors';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from './db-errors';
import * as audit from './audit';
import type { SyncPage, SyncQuery } from '../../../domain/sync';
import { readChanges, recordDeletions } from '../platform/sync';
import type { Actor } from './audit';
import { classTypeColumns, toClassTypeDto } from '../catalog/class-types';

export type ClassTypeCreate = z.output<typeof classTypeInputSchema>;
export type ClassTypePatch = z.output<typeof classTypePatchSchema>;

export const CLASS_TYPE_HAS_BOOKINGS = 'This class type has bookings; deactivate it instead';

/** Class types as the owner manages them: every one, active or not. */
export function createAdminClassTypeService(deps: { db: Db }) {
  const { db } = deps;

  async function byId(id: number): Promise<ClassTypeDto> {
    const [row] = await db.select(classTypeColumns).from(classTypes).where(eq(classTypes.id, id));
    if (!row) throw notFound('Class type not found');
    return toClassTypeDto(row);
  }

  return {
    async list(): Promise<ClassTypeDto[]> {
      const rows = await db.select(classTypeColumns).from(classTypes).orderBy(asc(classTypes.id));
      return rows.map(toClassTypeDto);
    },

    /** Class types read by change (decision 750). */
    changes: (input: SyncQuery): Promise<SyncPage<ClassTypeDto>> => readChanges(db, classTypes, classTypeColumns, input, toClassTypeDto),

    async create(input: ClassTypeCreate, actor: Actor): Promise<ClassTypeDto> {
      const { price, pricePence, ...fields } = input;
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(classTypes)
          .values({ ...fields, pricePence: pricePence ?? parsePriceToPence(price ?? '') })
          .returning(classTypeColumns);
        await audit.record(tx, { actor, action: 'class_type.create', entity: 'class_type', entityId: created!.id, after: created });
        return created!;
      });
      return toClassTypeDto(row);
    },

    async update(id: number, patch: ClassTypePatch, actor: Actor): Promise<ClassTypeDto> {
      const { price, pricePence, ...fields } = patch;
      const disagree = classTypePriceDisagreement({ price, pricePence });
      if (disagree) throw invalid('pricePence', disagree);
      const newPence = pricePence ?? (price !== undefined ? parsePriceToPence(price) : undefined);
      const set = { ...fields, ...(newPence !== undefined ? { pricePence: newPence } : {}) };
      if (Object.keys(set).length === 0) return byId(id);
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select(classTypeColumns).from(classTypes).where(eq(classTypes.id, id)).for('update');
        if (!before) throw notFound('Class type not found');
        const [after] = await tx.update(classTypes).set(set).where(eq(classTypes.id, id)).returning(classTypeColumns);
        await audit.record(tx, { actor, action: 'class_type.update', entity: 'class_type', entityId: id, before, after });
        return after!;
      });
      return toClassTypeDto(row);
    },

    /**
     * Deletes a class type nobody has booked and no slot offers. A slot's allowed list is not edited
     * behind the owner's back: dropping the last id would turn the slot into an Open Class.
     */
    async remove(id: number, actor: Actor): Promise<{ success: true }> {
      try {
        await db.transaction(async (tx) => {
          const [existing] = await tx.select(classTypeColumns).from(classTypes).where(eq(classTypes.id, id)).for('update');
          if (!existing) throw notFound('Class type not found');
          const [booked] = await tx.select({ n: count() }).from(bookings).where(eq(bookings.classTypeId, id));
          if (booked!.n > 0) throw conflict(CLASS_TYPE_HAS_BOOKINGS);
          const [offered] = await tx
            .select({ n: count() })
            .from(scheduleSlots)
            .where(sql`${id} = any(${scheduleSlots.allowedClassTypeIds})`);
          if (offered!.n > 0) {
            const slots = offered!.n === 1 ? '1 schedule slot' : `${offered!.n} schedule slots`;
            throw conflict(`This class type is offered in ${slots}; take it off those slots or deactivate it instead`);
          }
          await tx.delete(classTypes).where(eq(classTypes.id, id));
          await recordDeletions(tx, 'class_type', [id]);
          await audit.record(tx, { actor, action: 'class_type.remove', entity: 'class_type', entityId: id, before: existing });
        });
      } catch (error) {
        // A booking made between the check and the delete still hits the foreign key.
        if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw conflict(CLASS_TYPE_HAS_BOOKINGS);
        throw error;
      }
      return { success: true };
    },
  };
}

export type AdminClassTypeService = ReturnType<typeof createAdminClassTypeService>;
