import { adminProcedure, router } from '../../init';

export const adminAuthRouter = router({
  me: adminProcedure.query(({ ctx }) => ({ username: ctx.admin.username })),
  logout: adminProcedure.mutation(async ({ ctx }) => {
    await ctx.services.auth.logout(ctx.admin.sessionId);
    return { success: true as const };
  }),
});
