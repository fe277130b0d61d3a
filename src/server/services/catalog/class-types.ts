import { asc, eq } from 'drizzle-orm';
import type { ClassTypeDto } from '../../../domain/dto';
import { penceToPounds } from '../../../domain/money';
import type { Db } from '../../db/client';
import { classTypes } from '../../db/schema';

export const classTypeColumns = {
  id: classTypes.id,
  name: classTypes.name,
  description: classTypes.description,
  duration: classTypes.duration,
  durationMinutes: classTypes.durationMinutes,
  maxParticipants: classTypes.maxParticipants,
  equipment: classTypes.equipment,
  level: classTypes.level,
  pricePence: classTypes.pricePence,
  isActive: classTypes.isActive,
  updatedAt: classTypes.updatedAt,
};

type ClassTypeRow = Pick<typeof classTypes.$inferSelect, keyof typeof classTypeColumns>;

export function toClassTypeDto(row: ClassTypeRow): ClassTypeDto {
  return { ...row, price: penceToPounds(row.pricePence) };
}

export function createClassTypeService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Active class types for visitors. */
    async listActive(): Promise<ClassTypeDto[]> {
      const rows = await db.select(classTypeColumns).from(classTypes).where(eq(classTypes.isActive, true)).orderBy(asc(classTypes.id));
      return rows.map(toClassTypeDto);
    },
  };
}

export type ClassTypeService = ReturnType<typeof createClassTypeService>;
