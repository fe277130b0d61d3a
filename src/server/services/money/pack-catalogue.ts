/** The packs on sale and what each covers, with the class types' names read for the owner's lists. */
import { asc, eq, inArray } from 'drizzle-orm';
import { invalid, notFound } from '../../../domain/errors';
import type { CreditScope, PackDto } from '../../../domain/packs';
import type { Db } from '../../db/client';
import { classTypes, packs } from '../../db/schema';
import { CREDIT_ERRORS } from './credit-rules';

export const coversOf = (names: Map<number, string>, ids: number[], scope: CreditScope = 'class') =>
  scope === 'training' ? ['Personal training'] : ids.length === 0 ? ['All classes'] : ids.map((i) => names.get(i) ?? `Class type ${i}`);

export function createPackCatalogue(deps: { db: Db }) {
  const { db } = deps;

  async function classTypeNames(): Promise<Map<number, string>> {
    const rows = await db.select({ id: classTypes.id, name: classTypes.name }).from(classTypes);
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  const packColumns = {
    id: packs.id,
    name: packs.name,
    description: packs.description,
    pricePence: packs.pricePence,
    credits: packs.credits,
    validityDays: packs.validityDays,
    classTypeIds: packs.classTypeIds,
    isActive: packs.isActive,
    updatedAt: packs.updatedAt,
  };

  async function toPackDtos(rows: Omit<PackDto, 'covers'>[]): Promise<PackDto[]> {
    const names = await classTypeNames();
    return rows.map((r) => ({ ...r, covers: coversOf(names, r.classTypeIds) }));
  }

  async function assertClassTypes(ids: number[] | undefined) {
    if (!ids?.length) return;
    const found = await db.select({ id: classTypes.id }).from(classTypes).where(inArray(classTypes.id, ids));
    if (found.length !== new Set(ids).size) throw invalid('classTypeIds', 'names a class type that does not exist');
  }

  async function packById(id: number): Promise<PackDto> {
    const [row] = await db.select(packColumns).from(packs).where(eq(packs.id, id));
    if (!row) throw notFound(CREDIT_ERRORS.packNotFound);
    return (await toPackDtos([row]))[0]!;
  }

  /** Packs on sale, for visitors. */
  async function onSale(): Promise<PackDto[]> {
    return toPackDtos(
      await db.select(packColumns).from(packs).where(eq(packs.isActive, true)).orderBy(asc(packs.pricePence), asc(packs.id)),
    );
  }

  /** A pack a visitor may buy (the server's price), or a 400 naming packId. */
  async function saleable(id: number): Promise<PackDto> {
    const [row] = await db.select(packColumns).from(packs).where(eq(packs.id, id));
    if (!row || !row.isActive) throw invalid('packId', 'this pack is not on sale');
    return (await toPackDtos([row]))[0]!;
  }

  return { classTypeNames, packColumns, toPackDtos, assertClassTypes, packById, onSale, saleable };
}
