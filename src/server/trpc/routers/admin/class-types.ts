import type { ClassTypeDto } from '../../../../domain/dto';
import { classTypeInputSchema, id } from '../../../../domain/schemas';
import { z } from 'zod';
import { adminProcedure, notImplemented, router } from '../../init';

export const adminClassTypesRouter = router({
  list: adminProcedure.query((): Promise<ClassTypeDto[]> => notImplemented('admin.classTypes.list')),
  create: adminProcedure.input(classTypeInputSchema).mutation((): Promise<ClassTypeDto> => notImplemented('admin.classTypes.create')),
  update: adminProcedure
    .input(classTypeInputSchema.partial().extend({ id }))
    .mutation((): Promise<ClassTypeDto> => notImplemented('admin.classTypes.update')),
  remove: adminProcedure.input(z.object({ id })).mutation((): Promise<{ success: true }> => notImplemented('admin.classTypes.remove')),
});
