import { withdrawTargetSchema } from '../../../../domain/schemas';
import { adminProcedure, router } from '../../init';

/** Taking a slot, class type or location off the schedule: who is affected, then cancel them all (decision 370). */
export const adminWithdrawalsRouter = router({
  preview: adminProcedure.input(withdrawTargetSchema).query(({ ctx, input }) => ctx.services.withdrawals.preview(input)),
  withdraw: adminProcedure
    .input(withdrawTargetSchema)
    .mutation(({ ctx, input }) => ctx.services.withdrawals.withdraw(input, ctx.admin.username)),
});
