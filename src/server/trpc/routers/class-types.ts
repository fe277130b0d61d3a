import { publicProcedure, router } from '../init';

export const classTypesRouter = router({
  list: publicProcedure.query(({ ctx }) => ctx.services.classTypes.listActive()),
});
