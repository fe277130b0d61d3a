import { z } from 'zod';
import type { LocationDto } from '../../../../domain/dto';
import { id, locationInputSchema } from '../../../../domain/schemas';
import { adminProcedure, notImplemented, router } from '../../init';

export const adminLocationsRouter = router({
  list: adminProcedure.query((): Promise<LocationDto[]> => notImplemented('admin.locations.list')),
  create: adminProcedure.input(locationInputSchema).mutation((): Promise<LocationDto> => notImplemented('admin.locations.create')),
  /** A full edit, or only isActive (the switch). */
  update: adminProcedure
    .input(locationInputSchema.partial().extend({ id }))
    .mutation((): Promise<LocationDto> => notImplemented('admin.locations.update')),
  setActive: adminProcedure
    .input(z.object({ id, isActive: z.boolean() }))
    .mutation((): Promise<LocationDto> => notImplemented('admin.locations.setActive')),
});
