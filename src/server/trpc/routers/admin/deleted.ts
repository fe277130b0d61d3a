import { deletedQuerySchema } from '../../../../domain/sync';
import { readDeletions } from '../../../services/platform/sync';
import { adminProcedure, router } from '../../init';

export const adminDeletedRouter = router({
  /** Tombstones read by change (decision 796): which row of which admin list was deleted, and when. */
  list: adminProcedure.input(deletedQuerySchema).query(({ ctx, input }) => readDeletions(ctx.db, input)),
});
