import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { LocationDto } from '../../../domain/dto';
import type { locationInputSchema, locationPatchSchema } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { locations } from '../../db/schema';
import { notFound } from '../../../domain/errors';
import * as audit from './audit';
import type { SyncPage, SyncQuery } from '../../../domain/sync';
import { readChanges } from '../platform/sync';
import type { Actor } from './audit';

export type LocationCreate = z.output<typeof locationInputSchema>;
export type LocationPatch = z.output<typeof locationPatchSchema>;

export const locationColumns = {
  id: locations.id,
  name: locations.name,
  address: locations.address,
  type: locations.type,
  capacity: locations.capacity,
  equipment: locations.equipment,
  notes: locations.notes,
  isActive: locations.isActive,
  updatedAt: locations.updatedAt,
};

/** Locations are never deleted (slots and their bookings point at them); the owner deactivates them. */
export function createAdminLocationService(deps: { db: Db }) {
  const { db } = deps;

  async function byId(id: number): Promise<LocationDto> {
    const [row] = await db.select(locationColumns).from(locations).where(eq(locations.id, id));
    if (!row) throw notFound('Location not found');
    return row;
  }

  async function update(id: number, patch: LocationPatch, actor: Actor): Promise<LocationDto> {
    if (Object.keys(patch).length === 0) return byId(id);
    return db.transaction(async (tx) => {
      const [before] = await tx.select(locationColumns).from(locations).where(eq(locations.id, id)).for('update');
      if (!before) throw notFound('Location not found');
      const [after] = await tx.update(locations).set(patch).where(eq(locations.id, id)).returning(locationColumns);
      await audit.record(tx, { actor, action: 'location.update', entity: 'location', entityId: id, before, after });
      return after!;
    });
  }

  return {
    byId,
    update,

    async list(): Promise<LocationDto[]> {
      return db.select(locationColumns).from(locations).orderBy(asc(locations.name), asc(locations.id));
    },

    /** Locations read by change (decision 750). */
    changes: (input: SyncQuery): Promise<SyncPage<LocationDto>> => readChanges(db, locations, locationColumns, input, (row) => row),

    async create(input: LocationCreate, actor: Actor): Promise<LocationDto> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(locations).values(input).returning(locationColumns);
        await audit.record(tx, { actor, action: 'location.create', entity: 'location', entityId: row!.id, after: row });
        return row!;
      });
    },

    setActive: (id: number, isActive: boolean, actor: Actor) => update(id, { isActive }, actor),
  };
}

export type AdminLocationService = ReturnType<typeof createAdminLocationService>;
